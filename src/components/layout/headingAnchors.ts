import { escapeHtml } from '../../shared/escapeHtml.ts';
import { slugify } from '../../shared/slug.ts';
import type { Strings } from '../../presentation/strings/catalog.ts';

const HEADING = /<(h[234])((?:\s[^>]*)?)>([\s\S]*?)<\/\1>/g;
const ID = /\sid="([^"]*)"/;
const IDS = /\sid="([^"]*)"/g;

/**
 * Gives every h2–h4 of a page's content an id (when it has none) and a permalink after it, Starlight-style:
 * the heading is wrapped with its link, so the heading's own accessible name stays its text. Headings that
 * are visually hidden are left alone. Runs on the rendered HTML, so it covers every component.
 */
export function addHeadingAnchors(strings: Strings, html: string): string {
  const taken = new Set([...html.matchAll(IDS)].map((match) => match[1]));
  return html.replace(HEADING, (whole, tag: string, attributes: string, inner: string, at: number) => {
    if (/class="[^"]*visually-hidden/.test(attributes)) return whole;
    // A folded part's heading (a group of responses) toggles it: a link in it would be a control in a control.
    if (html.endsWith('<summary>', at)) return whole;
    const text = textOf(inner);
    if (!text) return whole;
    let id = ID.exec(attributes)?.[1];
    if (!id) {
      const base = slugify(text);
      id = base;
      for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
      taken.add(id);
      attributes += ` id="${id}"`;
    }
    // The link's name is its label, not the "#" it shows (written a few times on each of thousands of pages).
    return (
      `<div class="heading-wrapper"><${tag}${attributes}>${inner}</${tag}>` +
      `<a class="heading-anchor" href="#${id}" aria-label="${escapeHtml(strings.frame.permalinkTo(text))}">#</a></div>`
    );
  });
}

function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
    )
    .replace(/\s+/g, ' ')
    .trim();
}
