import type { Element, Parents, Root } from 'hast';

// HTML that authors write loosely in descriptions, mended in the parsed tree (4-normalize/descriptions.ts), so that
// the page and its twin both get what a browser would show and a screen reader can follow.

const OPENS_LINK = /^<a[\s>]/i;
const CLOSES_LINK = /^<\/a\s*>/i;
/**
 * A bare URL inside a link written in HTML (`<a href="https://x.io">https://x.io</a>`) is the link's words, not a
 * second link: GFM's autolink made one, which the HTML parser, that allows no link in a link, split off empty.
 */
export function unlinkInsideHtmlLinks(node: Root | Element): void {
  let open = 0;
  const children: Root['children'] = [];
  for (const child of node.children) {
    if (child.type === 'raw')
      open = Math.max(0, open + (OPENS_LINK.test(child.value) ? 1 : 0) - (CLOSES_LINK.test(child.value) ? 1 : 0));
    if (child.type === 'element' && child.tagName === 'a' && open > 0) children.push(...child.children);
    else {
      if (child.type === 'element') unlinkInsideHtmlLinks(child);
      children.push(child);
    }
  }
  node.children = children as Element['children'];
}

/**
 * A list written loosely, mended in place: items without their list (`<b>Note:</b><li>…`) put in one, words left
 * between a list's items taken out of it. The index to visit again, or undefined for a node that needed nothing.
 */
export function mendedList(node: Element, index: number | undefined, parent: Parents | undefined): number | undefined {
  if (!parent || index === undefined) return undefined;
  if (node.tagName === 'li' && !(parent.type === 'element' && isList(parent))) {
    // Items an author wrote without their list (`<b>Note:</b><li>…`) are a list: browsers and readers expect one.
    let end = index;
    while (end < parent.children.length && (isItem(parent.children[end]) || isSpace(parent.children[end]))) end++;
    while (isSpace(parent.children[end - 1])) end--;
    const list: Element = { type: 'element', tagName: 'ul', properties: {}, children: [] };
    list.children = parent.children.splice(index, end - index, list) as Element['children'];
    return index;
  }
  if (isList(node) && node.children.some(isStray)) {
    // Words an author left inside a list between its items (`<li>…</li><b>Note:</b> …</ul>`) come out of it, in
    // place: the items around them stay lists, an ordered one counting on.
    const parts: Element['children'] = [];
    let list: Element | undefined;
    let counted = 0;
    for (const child of node.children) {
      if (isStray(child)) {
        list = undefined;
        parts.push(child);
        continue;
      }
      if (!list) {
        const start = node.tagName === 'ol' && counted > 0 ? Number(node.properties.start ?? 1) + counted : undefined;
        list = { ...node, properties: { ...node.properties, ...(start && { start }) }, children: [] };
        parts.push(list);
      }
      list.children.push(child);
      if (isItem(child)) counted++;
    }
    parent.children.splice(index, 1, ...parts);
    return index;
  }
  return undefined;
}

export const isList = (node: Root['children'][number]) =>
  node.type === 'element' && (node.tagName === 'ul' || node.tagName === 'ol');
const isItem = (node: Root['children'][number]) => node.type === 'element' && node.tagName === 'li';
const isSpace = (node: Root['children'][number] | undefined) => node?.type === 'text' && node.value.trim() === '';
/** What a list holds that is neither an item nor the space between items. */
const isStray = (node: Root['children'][number]) => !isItem(node) && !isSpace(node) && node.type !== 'comment';
