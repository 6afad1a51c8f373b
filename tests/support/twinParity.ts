import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { Heading, List, ListItem, Root, RootContent, Table } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { toString } from 'mdast-util-to-string';
import { gfmTable } from 'micromark-extension-gfm-table';

/**
 * What a page and its Markdown twin must both say, read independently from each: the HTML with CSS selectors,
 * the Markdown with a Markdown parser. Callbacks are left out on both sides.
 */
export interface PageSays {
  title: string;
  parameters: string[];
  properties: string[];
  statuses: string[];
  deprecation?: string;
  stability?: string;
}

const words = (text: string) => text.replace(/\s+/g, ' ').trim();
const field = (name: string, required: boolean) => `${name}${required ? ' (required)' : ''}`;

export function pageSays(html: string): PageSays {
  const document = parseDocument(html);
  const main = selectOne<AnyNode, Element>('main', document)!;
  const all = (selector: string, root: AnyNode = main) => selectAll<AnyNode, Element>(selector, root);
  const inCallbacks = new Set(all('.callbacks *'));
  const pick = (selector: string) => all(selector).filter((element) => !inCallbacks.has(element));
  // The row's own name cell: nested tables sit in its last cell.
  const row = (tr: Element) => {
    const cell = tr.children.find((child): child is Element => child.type === 'tag' && child.name === 'td')!;
    return field(textContent(selectOne('code', cell)!), selectOne('.required', cell) !== null);
  };
  const notice = selectOne('[data-deprecated]', main);
  return {
    title: words(textContent(selectOne('h1', main)!)),
    parameters: pick('.request-parameters table.parameters > tbody > tr').map(row),
    properties: pick('table.properties > tbody > tr').map(row),
    statuses: pick('.response h3 .status').map((element) => textContent(element)),
    deprecation: notice ? words(textContent(notice)) : undefined,
    stability: selectOne('[data-stability]', main)?.attribs['data-stability'],
  };
}

export function twinSays(markdown: string): PageSays {
  const tree = fromMarkdown(markdown, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] });
  const nodes = withoutCallbacks(tree);
  const sections = new Map<string, RootContent[]>();
  let section = '';
  for (const node of nodes) {
    if (node.type === 'heading' && node.depth === 2) section = toString(node);
    else (sections.get(section) ?? sections.set(section, []).get(section)!).push(node);
  }
  const parameters = (sections.get('Parameters') ?? [])
    .filter((node): node is Table => node.type === 'table')
    .flatMap((table) => table.children.slice(1).map((tableRow) => nameAndFlag(toString(tableRow.children[0])) ?? '?'));
  const statuses = (sections.get('Responses') ?? [])
    .filter((node): node is Heading => node.type === 'heading' && node.depth === 3)
    // A group of statuses answering alike is one heading: `400 · 401 · 404 — Problem`.
    .flatMap((heading) => toString(heading).split(' — ')[0].split(' · '));
  const quote = nodes.find((node) => node.type === 'blockquote' && toString(node).startsWith('Deprecated.'));
  const stability = /(?:^| · )Stability: ([^ ·\n]+)/m.exec(markdown)?.[1];
  return {
    title: toString(nodes.find((node) => node.type === 'heading' && node.depth === 1)!),
    parameters,
    properties: nodes.flatMap((node) => (node.type === 'list' ? fieldsOf(node) : [])),
    statuses,
    deprecation: quote ? words(toString(quote)) : undefined,
    stability,
  };
}

/** Every list item that names a field — "`name` (type, required)" — nested lists included, in order. */
function fieldsOf(list: List): string[] {
  return list.children.flatMap((item: ListItem) => {
    const [first, ...rest] = item.children;
    const own =
      first?.type === 'paragraph' && first.children[0]?.type === 'inlineCode'
        ? nameAndFlag(toString(first))
        : undefined;
    return [...(own ? [own] : []), ...rest.flatMap((node) => (node.type === 'list' ? fieldsOf(node) : []))];
  });
}

/** "`name` (string, required): …" or "`name` (required, deprecated)" → "name (required)"; other items: undefined. */
function nameAndFlag(text: string): string | undefined {
  const match = /^(.+?) \((?:.*?, )?(required|optional)[,)]/.exec(text);
  return match ? field(match[1], match[2] === 'required') : undefined;
}

function withoutCallbacks(tree: Root): RootContent[] {
  const out: RootContent[] = [];
  let skipping = false;
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) skipping = toString(node).startsWith('Callback ');
    if (!skipping) out.push(node);
  }
  return out;
}

/** Every operation, webhook and model page of a built site beside its twin: what each says that the other does not. */
export function twinMismatches(distDir: string): { pairs: number; mismatches: string[] } {
  const mismatches: string[] = [];
  let pairs = 0;
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.md') || !/\/(operations|webhooks|schemas)$/.test(entry.parentPath))
      continue;
    const twin = join(entry.parentPath, entry.name);
    const page = join(entry.parentPath, entry.name.replace(/\.md$/, ''), 'index.html');
    const fromPage = pageSays(readFileSync(page, 'utf8'));
    const fromTwin = twinSays(readFileSync(twin, 'utf8'));
    pairs++;
    for (const key of Object.keys(fromPage) as (keyof PageSays)[]) {
      const [a, b] = [JSON.stringify(fromPage[key]), JSON.stringify(fromTwin[key])];
      if (a !== b) mismatches.push(`${relative(distDir, twin)}: ${key}: ${difference(fromPage[key], fromTwin[key])}`);
    }
  }
  return { pairs, mismatches };
}

/** Where two values part: the first differing entry of two lists, with its neighbours. */
function difference(page: unknown, twin: unknown): string {
  if (!Array.isArray(page) || !Array.isArray(twin))
    return `page ${JSON.stringify(page)} ≠ twin ${JSON.stringify(twin)}`;
  const at = page.findIndex((entry, i) => entry !== twin[i]);
  const index = at < 0 ? page.length : at;
  const around = (list: unknown[]) => JSON.stringify(list.slice(Math.max(0, index - 2), index + 3));
  return `entry ${index} of ${page.length}/${twin.length}: page …${around(page)} ≠ twin …${around(twin)}`;
}
