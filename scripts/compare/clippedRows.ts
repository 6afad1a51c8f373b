// Which field and parameter rows of an operation a reader cannot read on the screen they have: a row is clipped
// when some of its own text lies beyond the viewport's sides or beyond a box that hides or scrolls its overflow.
import type { Page } from '@playwright/test';

/**
 * The rows, by the site's contract: `data-field` / `data-param` (and `data-property`) where the markup has them,
 * else the ids the README names for every field and parameter row (`param-query-limit`, `request-body.a.b`,
 * `response-200.data.id`), so the measurement outlives changes of the page's markup.
 */
export const ROW_SELECTOR = [
  '[data-field]',
  '[data-param]',
  '[data-property]',
  '[id^="param-"]',
  '[id^="request-body."]',
  '[id^="response-"][id*="."]',
].join(', ');

export interface Clipping {
  /** Rows shown (rows in a closed `<details>` or otherwise hidden are not counted). */
  rows: number;
  /** Rows with some of their own text out of sight sideways. */
  clipped: number;
  /** The first few clipped rows' ids (or names), to look at. */
  examples: string[];
  /** The page itself is wider than the viewport: it scrolls sideways. */
  sideways: boolean;
}

/** Measures the rows inside the first element that matches `sectionSelector`, with the page scrolled to its left. */
export function clippedRows(page: Page, sectionSelector: string): Promise<Clipping> {
  return page.evaluate(measureInPage, { sectionSelector, rowSelector: ROW_SELECTOR });
}

function measureInPage({ sectionSelector, rowSelector }: { sectionSelector: string; rowSelector: string }): Clipping {
  const root = document.scrollingElement ?? document.documentElement;
  root.scrollLeft = 0;
  const viewportWidth = root.clientWidth;
  const section = document.querySelector(sectionSelector);
  if (!section) throw new Error(`nothing matches ${sectionSelector}`);

  /** The horizontal span a text can be seen in: the viewport, narrowed by every ancestor that clips or scrolls. */
  const visibleSpan = (element: Element): [number, number] => {
    let [left, right] = [0, viewportWidth];
    for (let box: Element | null = element; box && box !== root; box = box.parentElement) {
      const overflow = getComputedStyle(box).overflowX;
      if (overflow === 'visible') continue;
      const rect = box.getBoundingClientRect();
      left = Math.max(left, rect.left + box.clientLeft);
      right = Math.min(right, rect.left + box.clientLeft + box.clientWidth);
    }
    return [left, right];
  };

  const shown = new Set<Element>();
  const clipped = new Set<Element>();
  const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const parent = node.parentElement!;
    const row = parent.closest(rowSelector);
    if (!row || !section.contains(row) || !parent.checkVisibility()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    if (!rects.length) continue;
    shown.add(row);
    const [left, right] = visibleSpan(parent);
    if (rects.some((rect) => rect.left < left - 1 || rect.right > right + 1)) clipped.add(row);
  }
  for (const row of section.querySelectorAll(rowSelector)) {
    if (row.checkVisibility()) shown.add(row);
  }
  const name = (row: Element) =>
    row.id || row.getAttribute('data-field') || row.getAttribute('data-param') || row.tagName.toLowerCase();
  return {
    rows: shown.size,
    clipped: clipped.size,
    examples: [...clipped].slice(0, 5).map(name),
    sideways: root.scrollWidth > viewportWidth + 1,
  };
}
