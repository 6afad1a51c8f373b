import type { Element, Parents, Root } from 'hast';
import { raw } from 'hast-util-raw';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { fromMarkdown, type Options } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { toHast } from 'mdast-util-to-hast';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { SKIP, visit, type VisitorResult } from 'unist-util-visit';
import type { Description } from '../../model/model.ts';
import { webLink } from '../../shared/webLink.ts';

/**
 * A description is parsed here once — CommonMark + GFM, with the HTML it contains — into one sanitized tree that
 * the pages render to HTML and the Markdown twins to Markdown (src/presentation/descriptions.ts). Fragment links
 * (`#operation/getPet`) are marked here and resolved to pages of the model once every page is known
 * (descriptionLinks.ts).
 */

/** GitHub's rules (what a README may hold), keeping the authors' ids, and no relative or script URL. */
const schema: Schema = {
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
};

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
  const text = (node: Root | Root['children'][number]): string =>
    node.type === 'text' ? node.value : 'children' in node ? node.children.map(text).join('') : '';
  return description.tree.children.map(text).join('\n\n');
}

/** CommonMark with GFM's tables and strikethrough; bare URLs become links too, in the texts that may have one. */
const GFM: Options = {
  extensions: [gfmTable(), gfmStrikethrough()],
  mdastExtensions: [gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown()],
};
const GFM_AUTOLINKS: Options = {
  extensions: [...GFM.extensions!, gfmAutolinkLiteral()],
  mdastExtensions: [...GFM.mdastExtensions!, gfmAutolinkLiteralFromMarkdown()],
};
/** What a bare URL or e-mail address needs: finding them costs as much as the rest of the parse. */
const MAY_AUTOLINK = /:\/\/|www\.|@/;
/** One line of words with nothing Markdown would read as syntax: most descriptions, parsed as a paragraph at once. */
const PLAIN = /^[^\s\-+*>#=\d][^\n*_`#[\]<>!|~&\\]*$/;
/** What Markdown's writer would write otherwise than it stands in a plain line: a tab, a run of spaces, a `:/`. */
const REWRITTEN = /\t|\s\s|:\//;

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
  const markdown = fromMarkdown(text, MAY_AUTOLINK.test(text) ? GFM_AUTOLINKS : GFM);
  const hast = toHast(markdown, { allowDangerousHtml: true }) as Root;
  // Raw HTML in the text is parsed into the tree (parse5) only when there is some.
  const tree = sanitize(text.includes('<') ? raw(hast) : hast, schema) as Root;
  // Where each node stood in the text: nothing reads it, and it was three objects a node held to the build's end
  // and sent between its processes.
  withoutPositions(tree);
  let fragments = false;
  visit(tree, 'element', (node, index, parent) => {
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
    if ((node.tagName === 'th' || node.tagName === 'td') && node.properties.align) {
      // GFM alignment as markdown-it wrote it (HTML 5 has no align attribute).
      node.properties = { style: `text-align:${node.properties.align}` };
    }
    if (node.tagName === 'img' && !/^https?:\/\//i.test(String(node.properties.src ?? ''))) {
      return replace(parent, index, { type: 'text', value: String(node.properties.alt ?? '') });
    }
  });
  return { tree, links: fragments };
}

function withoutPositions(node: Root | Root['children'][number]): void {
  delete node.position;
  if ('children' in node) for (const child of node.children) withoutPositions(child);
}

function replace(
  parent: Parents | undefined,
  index: number | undefined,
  node: Root['children'][number],
): VisitorResult {
  if (parent && index !== undefined) parent.children[index] = node as Element;
  return [SKIP, index];
}
