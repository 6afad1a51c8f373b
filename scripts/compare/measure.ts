// One operation in one renderer at one viewport, opened cold as a reader following a link would: how tall its
// section is once rendered, when its heading first shows on the screen, and what the page downloaded.
import type { Browser, Page } from '@playwright/test';
import { clippedRows, type Clipping } from './clippedRows.ts';
import type { Located } from './renderers.ts';

export interface Viewport {
  width: number;
  height: number;
}

export interface Measurement {
  heightPx: number;
  /** Milliseconds from the start of navigation; undefined when the heading never showed in the viewport. */
  headingMs?: number;
  /** Bytes of every response (headers and bodies as sent; the local server does not compress). */
  bytes: number;
  /** Ours only, at phone width. */
  clipping?: Clipping;
}

const RENDER_TIMEOUT_MS = 60_000;
const STABLE_FOR_MS = 1_000;

export async function measure(
  browser: Browser,
  located: Located,
  viewport: Viewport,
  { rows }: { rows: boolean },
): Promise<Measurement> {
  const context = await browser.newContext({ viewport, colorScheme: 'light', reducedMotion: 'reduce' });
  // Only 127.0.0.1: the peers' bundles reach for fonts, logos and telemetry elsewhere.
  await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort());
  const sizes: Promise<number>[] = [];
  context.on('requestfinished', (request) =>
    sizes.push(request.sizes().then((size) => size.responseHeadersSize + size.responseBodySize)),
  );
  try {
    const page = await context.newPage();
    await page.addInitScript(watchHeading, located.section);
    await page.goto(located.url, { waitUntil: 'load' });
    const headingMs = await page
      .waitForFunction(() => (window as any).__headingShownAt as number | undefined, undefined, {
        timeout: RENDER_TIMEOUT_MS,
      })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => undefined);
    const heightPx = await settledHeight(page, located.section);
    await page.waitForLoadState('networkidle');
    const clipping = rows ? await clippedRows(page, located.section) : undefined;
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    return { heightPx, headingMs, bytes, clipping };
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page before its own scripts: notes the moment the section's first heading is on the screen
 * (`performance.now()`, from the start of navigation), checking once a frame.
 */
function watchHeading(section: string): void {
  const check = () => {
    const heading = document.querySelector(section)?.querySelector('h1, h2, h3');
    const box = heading?.getBoundingClientRect();
    const shown =
      box && box.width > 0 && box.bottom > 0 && box.top < innerHeight && heading!.textContent!.trim() !== '';
    if (shown) (window as any).__headingShownAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * The section's height once it holds its heading and has kept one height for a second: the peers render
 * an operation only when it comes near the screen, first as an empty placeholder.
 */
async function settledHeight(page: Page, section: string): Promise<number> {
  const started = Date.now();
  let last = -1;
  let since = Date.now();
  while (Date.now() - started < RENDER_TIMEOUT_MS) {
    const height = await page.evaluate((section) => {
      const element = document.querySelector(section);
      if (!element?.querySelector('h1, h2, h3')) return -1;
      return element.getBoundingClientRect().height;
    }, section);
    if (height !== last) [last, since] = [height, Date.now()];
    else if (height > 0 && Date.now() - since >= STABLE_FOR_MS) return Math.round(height);
    await page.waitForTimeout(200);
  }
  throw new Error(`${section} did not settle within ${RENDER_TIMEOUT_MS / 1000} s at ${page.url()}`);
}
