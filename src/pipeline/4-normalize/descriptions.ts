import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: true, linkify: true });
// Every link destination goes to the sanitizer below, which decides; markdown-it would leave a refused
// `[text](javascript:...)` as raw Markdown text.
markdown.validateLink = () => true;

/** Marks a link to a place inside the document (`#operation/getPet`), resolved once every page is known (links.ts). */
export const DOC_LINK = 'data-doc-link';

const hasScheme = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'details', 'summary', 'del', 's'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    '*': ['id', 'title'],
    a: ['href', 'name', 'target', DOC_LINK],
    th: ['align', 'style'],
    td: ['align', 'style'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  transformTags: {
    // Links relative to the author's own website (`/guides/x`, `../y`) lead nowhere on this site: keep the words.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      if (href === undefined || /^(https?|mailto):/i.test(href) || href.startsWith('//')) return { tagName, attribs };
      if (hasScheme(href)) return { tagName: 'span', attribs: {} }; // javascript:, data:, vbscript:...
      if (href.startsWith('#')) return { tagName, attribs: { ...attribs, [DOC_LINK]: '' } };
      return { tagName: 'span', attribs: {} };
    },
    img: (tagName, attribs) => {
      const src = attribs.src?.trim() ?? '';
      if (/^https?:\/\//i.test(src)) return { tagName, attribs };
      return { tagName: 'span', attribs: {}, text: attribs.alt ?? '' };
    },
  },
};

/** Documents repeat their descriptions (GitHub: 16,909 of them, 5,285 distinct): render each text once. */
const rendered = new Map<string, string>();

/**
 * CommonMark + GFM tables rendered to HTML, sanitized: no script, no event handler, no `javascript:` link, no
 * link or image relative to a site we do not publish. Fragment links are marked for links.ts.
 */
export function markdownToHtml(text: unknown): string | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  let html = rendered.get(text);
  if (html === undefined) {
    html = sanitizeHtml(markdown.render(text), allowed);
    rendered.set(text, html);
  }
  return html;
}
