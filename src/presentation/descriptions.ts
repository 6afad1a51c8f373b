import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toMdast } from 'hast-util-to-mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { EXIT, visit } from 'unist-util-visit';
import type { Description, LinkTarget } from '../model/model.ts';
import { ANCHORED_LEVELS, anchoredHeadings, withAnchors, type PageHeadings } from './headingAnchors.ts';

/**
 * Where a description's links to pages of the site lead, for one document: `key` names the mapping (base and
 * document), so that a text repeated on many pages is rendered once per mapping.
 */
export interface LinkUrls {
  key: string;
  url(target: LinkTarget): string;
}

/**
 * A description as HTML, for pages: its headings with their permalinks, their ids unique among the page's `ids`
 * (components/layout/Heading.astro writes the components' own headings alike).
 */
export function descriptionHtml(description: Description, links: LinkUrls, headings?: PageHeadings): string {
  const anchored = headings && hasIdsOrHeadings(description) ? anchoredHeadings(description.tree, headings) : undefined;
  return rendered(
    htmlCache,
    description,
    links,
    (tree) => toHtml(tree, HTML_OPTIONS),
    anchored && { anchored, headings: headings! },
  );
}

/** GFM's tables and strikethrough in Markdown: made once, not for each description. */
const GFM_MARKDOWN = { extensions: [gfmToMarkdown()] };

/** The same description as Markdown, for the Markdown twins: the tree rendered, never the HTML converted back. */
export function descriptionMarkdown(description: Description, links: LinkUrls): string {
  return (
    description.words ??
    rendered(markdownCache, description, links, (tree) => toMarkdown(toMdast(tree), GFM_MARKDOWN).trim())
  );
}

/**
 * A description's Markdown made beforehand, from the same tree by `descriptionMarkdown` (the build's resolving
 * process makes those of descriptions without links to pages while the pages render): the twins take it.
 */
export function rememberMarkdown(description: Description, markdown: string): boolean {
  if (description.links || description.words !== undefined) return false;
  let byKey = markdownCache.get(description);
  if (!byKey) markdownCache.set(description, (byKey = new Map()));
  if (byKey.has('')) return false;
  byKey.set('', markdown);
  return true;
}

/** The first block of a description (its first paragraph), as HTML: a summary on a listing. */
export function firstParagraphHtml(
  description: Description,
  links: LinkUrls,
  headings?: PageHeadings,
): string | undefined {
  const first = description.tree.children.find((node) => node.type === 'element');
  return first && descriptionHtml({ ...description, tree: { type: 'root', children: [first] } }, links, headings);
}

/** A text of one paragraph as inline HTML, for a heading (an operation's summary as its title); any other whole. */
export function inlineHtml(description: Description, links: LinkUrls): string {
  const { lead, rest } = leadAndRestHtml(description, links);
  return lead && !rest ? lead : descriptionHtml(description, links);
}

/**
 * A text that goes on a line after something else (what an allowed value means): its first paragraph as inline
 * HTML, and the blocks after it as HTML ('' when there are none); `lead` is '' when the text does not open with a
 * paragraph.
 */
export function leadAndRestHtml(description: Description, links: LinkUrls): { lead: string; rest: string } {
  const [first, ...rest] = description.tree.children;
  if (first?.type !== 'element' || first.tagName !== 'p')
    return { lead: '', rest: descriptionHtml(description, links) };
  const part = (children: Root['children']) =>
    descriptionHtml({ ...description, tree: { type: 'root', children } }, links);
  return { lead: part(first.children), rest: rest.some((node) => node.type === 'element') ? part(rest) : '' };
}

/** A description as one line of Markdown, for a line of the twin that goes on with it (a heading, a list item). */
export const lineMarkdown = (description: Description, links: LinkUrls): string =>
  descriptionMarkdown(description, links).replace(/\n+/g, ' ');

/** The first paragraph of a description as one line of Markdown (llms.txt's summary). */
export function firstParagraph(description: Description | undefined, links: LinkUrls): string | undefined {
  if (!description) return undefined;
  return descriptionMarkdown(description, links).split(/\n\n/)[0]?.replace(/\n/g, ' ') || undefined;
}

/** Named references and `<br />`, as the pages wrote descriptions before (markdown-it). */
const HTML_OPTIONS = { characterReferences: { useNamedReferences: true }, closeSelfClosing: true } as const;

type Cache = WeakMap<Description, Map<string, string>>;

/** Whether a description has an id or a heading the page's ids must know of: most have neither. */
const marked = new WeakMap<Description, boolean>();
function hasIdsOrHeadings(description: Description): boolean {
  let found = marked.get(description);
  if (found === undefined) {
    found = false;
    visit(description.tree, 'element', (node: Element) => {
      if (!ANCHORED_LEVELS.includes(node.tagName) && node.properties.id === undefined) return;
      found = true;
      return EXIT;
    });
    marked.set(description, found);
  }
  return found;
}
const htmlCache: Cache = new WeakMap();
const markdownCache: Cache = new WeakMap();

function rendered(
  cache: Cache,
  description: Description,
  links: LinkUrls,
  render: (tree: Root) => string,
  anchors?: { anchored: Map<Element, string>; headings: PageHeadings },
): string {
  // A text without links to pages renders the same for every document and base; with headings, once per set of
  // ids the pages give them (most give the same) and language their permalinks are named in.
  const anchored = anchors?.anchored.size ? anchors : undefined;
  const key =
    (description.links ? links.key : '') +
    (anchored ? `#${anchored.headings.language}#${[...anchored.anchored.values()].join('#')}` : '');
  let byKey = cache.get(description);
  if (!byKey) cache.set(description, (byKey = new Map()));
  let text = byKey.get(key);
  if (text === undefined) {
    const tree = anchored
      ? withAnchors(description.tree, anchored.anchored, (text) => anchored.headings.label(text))
      : description.tree;
    text = render(description.links ? withHrefs(tree, links) : tree);
    byKey.set(key, text);
  }
  return text;
}

/** A copy of the tree whose links to pages have their URL: the model's tree stays as it is. */
function withHrefs(tree: Root, links: LinkUrls): Root {
  const copy = structuredClone(tree);
  visit(copy, 'element', (node: Element) => {
    if (node.data?.target) node.properties = { href: links.url(node.data.target), ...node.properties };
  });
  return copy;
}
