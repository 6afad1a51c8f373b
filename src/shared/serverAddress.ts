/**
 * Where a request to a document's server goes from a documentation site: its URL as written when it names its
 * scheme, or starts with a variable that holds one (`{endpoint}/v1`); `https:` before a scheme-relative URL
 * (`//api.example.com`, which Scalar's client drops); none when it is relative to wherever the document is served
 * (`/v1`, `api.example.com`) or no address at all (`<terminal-ip>`), since from the site it would reach the site.
 */
export function serverAddress(url: string): string | undefined {
  const trimmed = url.trim();
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) || trimmed.startsWith('{')) return trimmed;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  return undefined;
}
