import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

export interface ScriptWeight {
  /** The script's URL, or `inline #n` for a `<script>` written into the page. */
  source: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  url: string;
  scripts: ScriptWeight[];
  /** Sum over the JavaScript responses the page downloaded. */
  downloadedGzipBytes: number;
  /** Sum over the inline scripts of the HTML (they travel inside the page's own response). */
  inlineGzipBytes: number;
  totalGzipBytes: number;
}

const isJavaScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  /\bjavascript\b|ecmascript/.test(response.headers()['content-type'] ?? '');

/**
 * The JavaScript a page costs a reader who only reads it: loads `url` in `page`, waits until the network is
 * idle, and sums the gzipped size (gzip level 9, what static hosts serve) of every JavaScript response, plus the
 * page's inline scripts. Sizes are measured from the bodies, so they do not depend on the server compressing.
 */
export async function measurePageJavaScript(page: Page, url: string): Promise<PageWeight> {
  const responses: Response[] = [];
  const collect = (response: Response) => void (isJavaScript(response) && responses.push(response));
  page.on('response', collect);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    page.off('response', collect);
  }
  const downloaded = await Promise.all(responses.map(async (response) => weigh(response.url(), await response.body())));
  const inlineSources = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) =>
      scripts
        .filter(
          (script) =>
            !(script as HTMLScriptElement).type || /module|javascript/.test((script as HTMLScriptElement).type),
        )
        .map((script) => script.textContent ?? ''),
    );
  const inline = inlineSources.map((text, index) => weigh(`inline #${index + 1}`, Buffer.from(text)));
  const sum = (weights: ScriptWeight[]) => weights.reduce((total, weight) => total + weight.gzipBytes, 0);
  return {
    url: page.url(),
    scripts: [...downloaded, ...inline],
    downloadedGzipBytes: sum(downloaded),
    inlineGzipBytes: sum(inline),
    totalGzipBytes: sum(downloaded) + sum(inline),
  };
}

function weigh(source: string, body: Buffer): ScriptWeight {
  return { source, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
}
