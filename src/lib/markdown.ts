import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: true, linkify: true });

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'details', 'summary', 'del', 's'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    '*': ['id', 'title'],
    th: ['align', 'style'],
    td: ['align', 'style'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
};

/** CommonMark + GFM tables rendered to HTML, sanitized: no script, no event handler, no `javascript:` link. */
export function markdownToHtml(text: unknown): string | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  return sanitizeHtml(markdown.render(text), allowed);
}
