const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe to write into HTML, as element content or a quoted attribute value. Most text needs nothing, and
 * looking first is quicker than a replacement that finds nothing.
 */
export const escapeHtml = (text: string): string =>
  /[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]) : text;
