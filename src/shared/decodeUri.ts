/** A percent-encoded text decoded, or as written when it is not valid percent-encoding (`100%`). */
export function decodeUri(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
