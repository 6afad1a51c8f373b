import type { Element, ElementContent, Parents, Root, RootContent } from 'hast';
import { SlugSet } from '../shared/slug.ts';
import type { Strings } from './strings/catalog.ts';

/**
 * A heading's permalink, Starlight-style: the heading and its link side by side in a wrapper, so the heading's own
 * accessible name stays its text. h2–h4 have one (h1 is the page's title); a visually hidden heading has none, nor
 * one that opens a `<summary>` (a link in it would be a control in a control). Components write theirs with
 * `components/layout/Heading.astro`; headings from Markdown get theirs here, in their tree.
 */
export const ANCHORED_LEVELS = ['h2', 'h3', 'h4'];

/** The link's name is its label, not the "#" it shows. */
export const permalinkLabel = (strings: Strings, text: string): string => strings.frame.permalinkTo(text);

/**
 * A page's headings: the ids its content has taken, so that a slug repeats none, and the name of their permalinks in
 * the page's language.
 */
export class PageHeadings extends SlugSet {
  private readonly strings: Strings;

  constructor(strings: Strings) {
    super();
    this.strings = strings;
  }

  label(text: string): string {
    return permalinkLabel(this.strings, text);
  }

  /** What the page's permalinks are named in: a description rendered with them differs from one language to the next. */
  get language(): string {
    return this.strings.language.tag;
  }
}

/** The words of a heading as its permalink names them: its text, on one line. */
export const headingText = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * The wrapper of a heading with the id `id` and its permalink; without the heading, for a processor that wraps the
 * heading in it (the guides').
 */
export function headingWrapper(id: string, label: string, heading?: Element): Element {
  const permalink: Element = {
    type: 'element',
    tagName: 'a',
    properties: { className: ['heading-anchor'], href: `#${id}`, ariaLabel: label },
    children: [{ type: 'text', value: '#' }],
  };
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['heading-wrapper'] },
    children: heading ? [heading, permalink] : [permalink],
  };
}

/**
 * The headings of a tree that get a permalink, each with its id: its own, or a slug of its words unique on the
 * page (`ids`, which first takes every id the tree holds). The tree is left as it is.
 */
export function anchoredHeadings(tree: Root, ids: SlugSet): Map<Element, string> {
  const found: Element[] = [];
  const walk = (node: Root | Element) =>
    node.children.forEach((child, index) => {
      if (child.type !== 'element') return;
      if (typeof child.properties.id === 'string') ids.reserve(child.properties.id);
      if (ANCHORED_LEVELS.includes(child.tagName) && isAnchored(child, node, index)) found.push(child);
      walk(child);
    });
  walk(tree);
  const anchored = new Map<Element, string>();
  for (const heading of found) {
    const text = headingText(textOf(heading));
    if (!text) continue;
    const own = heading.properties.id;
    anchored.set(heading, typeof own === 'string' ? own : ids.take(text));
  }
  return anchored;
}

/** A copy of the tree with those headings given their ids and wrapped with their permalinks. */
export function withAnchors(tree: Root, anchored: Map<Element, string>, label: (text: string) => string): Root {
  const copy = <Node extends RootContent>(node: Node): Node | Element => {
    if (node.type !== 'element') return node;
    const element: Element = { ...(node as Element), children: (node as Element).children.map(copy) };
    const id = anchored.get(node as Element);
    if (id === undefined) return element;
    element.properties = { ...node.properties, id };
    return headingWrapper(id, label(headingText(textOf(element))), element);
  };
  return { ...tree, children: tree.children.map(copy) };
}

/** Whether a heading (h2–h4) has a permalink: not when visually hidden, nor when it opens a `<summary>`. */
export function isAnchored(heading: Element, parent: Parents | undefined, index: number | undefined): boolean {
  const { className } = heading.properties ?? {};
  if (Array.isArray(className) && className.includes('visually-hidden')) return false;
  return !(parent?.type === 'element' && parent.tagName === 'summary' && index === 0);
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}
