import type { Element, Parents, Root } from 'hast';
import type { Schema } from 'hast-util-sanitize';
import { createRequire } from 'node:module';
import type { TreeOptions } from 'satteri';
import { SKIP, visit, type VisitorResult } from 'unist-util-visit';
import type { Description } from '../../model/model.ts';
import { webLink } from '../../shared/webLink.ts';
import { isList, mendedList, unlinkInsideHtmlLinks } from './looseHtml.ts';

/**
 * A description is parsed here once — CommonMark + GFM, with the HTML it contains — into one sanitized tree that
 * the pages render to HTML and the Markdown twins to Markdown (src/presentation/descriptions.ts). Fragment links
 * (`#operation/getPet`) are marked here and resolved to pages of the model once every page is known
 * (descriptionLinks.ts).
 */

/** GitHub's rules (what a README may hold), keeping the authors' ids, and no relative or script URL. */
const schemaFrom = (defaultSchema: Schema): Schema => ({
  ...defaultSchema,
  clobber: [],
  tagNames: [...(defaultSchema.tagNames ?? []), 'details', 'summary'],
  attributes: {
    ...defaultSchema.attributes,
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'id', 'title'],
    th: [...(defaultSchema.attributes?.th ?? []), 'align', ['style', /^text-align:\s*(left|right|center);?$/]],
    td: [...(defaultSchema.attributes?.td ?? []), 'align', ['style', /^text-align:\s*(left|right|center);?$/]],
  },
  protocols: { href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
});

/** Documents repeat their descriptions many times over: each text is parsed once. */
const parsed = new Map<string, Description>();

/** The description's tree, or undefined for no text. */
export function descriptionOf(text: unknown): Description | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  let description = parsed.get(text);
  if (description === undefined) {
    description = parse(text);
    parsed.set(text, description);
  }
  return description;
}

/**
 * Every description and summary of a resolved document, parsed: what `descriptionOf` would make of them while the
 * model is built, made beforehand (the build does it in another process, integration/resolvedAhead.ts).
 */
export function parsedDescriptions(data: unknown): [text: string, description: Description][] {
  const texts = new Set<string>();
  const seen = new Set<object>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') {
        if (key === 'description') texts.add(value);
        else if (key === 'summary') texts.add(value.trim());
      } else walk(value);
    }
  };
  walk(data);
  return [...texts].flatMap((text) => {
    const description = descriptionOf(text);
    return description ? [[text, description] as [string, Description]] : [];
  });
}

/** The text's description when it has been parsed (or remembered) already; never parses. */
export const knownDescription = (text: string): Description | undefined => parsed.get(text);

/** Descriptions parsed beforehand (`parsedDescriptions`): `descriptionOf` gives them rather than parsing again. */
export function rememberDescriptions(entries: Iterable<[text: string, description: Description]>): void {
  for (const [text, description] of entries) if (!parsed.has(text)) parsed.set(text, description);
}

/** A parsed text's words without their Markdown (`Create a **booking**` → `Create a booking`), line breaks kept. */
export function plainText(description: Description): string {
  return description.tree.children.map(wordsOf).join('\n\n');
}

/** A node's words, its markup left out. */
const wordsOf = (node: Root | Root['children'][number]): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(wordsOf).join('') : '';

/**
 * CommonMark with GFM's tables, strikethrough and bare links (and task lists), parsed by sätteri in native code:
 * several times faster than micromark, to the same tree for all but a few texts (docs/performance.md).
 */
const GFM: TreeOptions = { position: false, features: { gfm: { footnotes: false }, frontmatter: false } };
/**
 * A bare link right before a `|`: sätteri 0.10 takes the pipe into the link even where it ends a table's cell, which
 * GitHub and micromark split first. Those texts go to micromark.
 */
const LINK_BEFORE_PIPE = /(?:\/\/|www\.)[^\s<|]*\|/;
/**
 * The parsers, the HTML parser and the sanitizer load with the first text that needs them: a build whose
 * descriptions another process parsed (integration/resolvedAhead.ts) loads none of them.
 */
const load = createRequire(import.meta.url);
let cleaning:
  | { sanitize: typeof import('hast-util-sanitize').sanitize; raw: typeof import('hast-util-raw').raw; schema: Schema }
  | undefined;
/** The tree with its raw HTML parsed into it (parse5), when the text has some, and sanitized. */
function cleanTree(hast: Root, withHtml: boolean): Root {
  if (!cleaning) {
    const { defaultSchema, sanitize } = load('hast-util-sanitize') as typeof import('hast-util-sanitize');
    const { raw } = load('hast-util-raw') as typeof import('hast-util-raw');
    cleaning = { sanitize, raw, schema: schemaFrom(defaultSchema) };
  }
  const { sanitize, raw, schema } = cleaning;
  if (withHtml) unlinkInsideHtmlLinks(hast);
  return sanitize(withHtml ? raw(hast) : hast, schema) as Root;
}

const markdownHast = (text: string): Root =>
  LINK_BEFORE_PIPE.test(text)
    ? (load('./micromarkHast.ts') as typeof import('./micromarkHast.ts')).micromarkHast(text)
    : ((load('satteri') as typeof import('satteri')).markdownToHast(text, GFM) as Root);
/** What a bare URL or e-mail address needs. */
const MAY_AUTOLINK = /:\/\/|www\.|@/;
/** One line of words with nothing Markdown would read as syntax: most descriptions, parsed as a paragraph at once. */
const PLAIN = /^[^\s\-+*>#=\d][^\n*_`#[\]<>!|~&\\]*$/;
/** What Markdown's writer would write otherwise than it stands in a plain line: a tab, a run of spaces, a `:/`. */
const REWRITTEN = /\t|\s\s|:\//;
/** A table cell's alignment as sätteri writes it. */
const ALIGNED = /^text-align: (left|right|center)$/;

function parse(text: string): Description {
  if (PLAIN.test(text) && !MAY_AUTOLINK.test(text) && text.trimEnd() === text) {
    const paragraph: Element = {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [{ type: 'text', value: text }],
    };
    return {
      tree: { type: 'root', children: [paragraph] },
      links: false,
      ...(!REWRITTEN.test(text) && { words: text }),
    };
  }
  const hast = markdownHast(text);
  const tree = cleanTree(hast, text.includes('<'));
  // Where each node stood in the text, and what the parsers noted of it (a code block's language): nothing reads
  // them, and they were objects a node held to the build's end and sent between its processes.
  withoutParserData(tree);
  let fragments = false;
  visit(tree, 'element', (node, index, parent) => {
    const mended = mendedList(node, index, parent);
    if (mended !== undefined) return mended;
    if (node.tagName === 'a') {
      const href = typeof node.properties.href === 'string' ? node.properties.href.trim() : undefined;
      const link = href === undefined ? undefined : webLink(href);
      if (href?.startsWith('#')) {
        node.data = Object.assign(node.data ?? {}, { fragment: href.slice(1) });
        fragments = true;
      } else if (link) node.properties.href = link;
      else if (href !== undefined || (!node.properties.id && !node.properties.name)) {
        // A link the sanitizer refused (`javascript:`), or relative to the author's own website (`/guides/x`,
        // `../y`): it leads nowhere on this site, its words stay.
        return replace(parent, index, { type: 'element', tagName: 'span', properties: {}, children: node.children });
      }
    }
    if (node.tagName === 'th' || node.tagName === 'td') {
      // GFM alignment as markdown-it wrote it (HTML 5 has no align attribute).
      const { align, ...properties } = node.properties;
      const alignment = align ?? ALIGNED.exec(String(properties.style))?.[1];
      if (alignment) node.properties = { ...properties, style: `text-align:${alignment}` };
    }
    if (node.tagName === 'input' && parent && index !== undefined) {
      // A task list's box (the one input the sanitizer lets through), read-only: named by its item's words after it.
      const item = parent.children.slice(index + 1).filter((child) => !isList(child));
      node.properties.ariaLabel = item.map(wordsOf).join('').replace(/\s+/g, ' ').trim();
    }
    // A code block's long lines scroll sideways, which a keyboard can only do in what it can focus.
    if (node.tagName === 'pre') node.properties.tabIndex = 0;
    if (node.tagName === 'img' && !/^https?:\/\//i.test(String(node.properties.src ?? ''))) {
      return replace(parent, index, { type: 'text', value: String(node.properties.alt ?? '') });
    }
    // An author's `<img>` without words for it: its title if it has one, else none, as Markdown's `![](…)` writes.
    if (node.tagName === 'img' && node.properties.alt === undefined) node.properties.alt = node.properties.title ?? '';
  });
  return { tree, links: fragments };
}

function withoutParserData(node: Root | Root['children'][number]): void {
  delete node.position;
  delete node.data;
  if ('children' in node) for (const child of node.children) withoutParserData(child);
}

function replace(
  parent: Parents | undefined,
  index: number | undefined,
  node: Root['children'][number],
): VisitorResult {
  if (parent && index !== undefined) parent.children[index] = node as Element;
  return [SKIP, index];
}
