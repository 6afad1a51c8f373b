// The reading comparison's row-clipping measurement (scripts/compare/clippedRows.ts) on pages written here, in
// Chromium at 390 px: it finds the rows whose own text is out of sight, and only those.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser, type Page } from '@playwright/test';
import { clippedRows } from '../../../scripts/compare/clippedRows.ts';
import { chromiumLaunchOptions } from '../../../src/tools/chromium/launchOptions.ts';

const STYLE = '<style>body { margin: 0; font: 16px/1.4 sans-serif } td { padding: 0 }</style>';

let browser: Browser;
before(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});
after(() => browser?.close());

async function pageWith(html: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.setContent(`<!doctype html><html><body>${STYLE}${html}</body></html>`);
  return page;
}

describe('rows clipped at 390 px', () => {
  it('counts a row whose text lies past the screen, inside a box that scrolls or hides it, and no other', async () => {
    const page = await pageWith(`
      <article data-operation="POST /notes">
        <table><tr id="param-query-limit"><td>limit</td><td>How many.</td></tr></table>
        <div style="overflow-x: auto">
          <table style="width: 800px"><tr id="request-body.content">
            <td style="width: 500px">content</td><td>The note's text, past the right edge</td>
          </tr></table>
        </div>
        <div style="width: 200px; overflow: hidden">
          <div id="response-201.id" style="width: 380px"><span style="margin-left: 250px">hidden by its box</span></div>
        </div>
        <div data-field="owner"><span>owner</span>
          <div data-field="owner.name" style="margin-left: 400px">beyond the screen</div>
        </div>
        <details><summary>More</summary><div data-param="folded" style="width: 900px">folded, not shown</div></details>
      </article>
      <div id="param-query-elsewhere" style="margin-left: 500px">outside the operation</div>`);
    const clipping = await clippedRows(page, '[data-operation="POST /notes"]');
    assert.deepEqual(clipping.examples.sort(), ['owner.name', 'request-body.content', 'response-201.id'].sort());
    assert.equal(clipping.clipped, 3);
    assert.equal(clipping.rows, 5, 'the folded row is not shown, the row outside the operation is not its own');
    assert.equal(clipping.sideways, true, 'a row 400 px to the right widens the page');
  });

  it('counts no row of a page whose rows wrap within the screen, and sees no sideways scroll', async () => {
    const page = await pageWith(`
      <article data-operation="GET /notes">
        <div id="param-query-cursor"><code>cursor</code> string · optional</div>
        <p>${'A description that wraps across several lines of the narrow screen. '.repeat(4)}</p>
        <div id="response-200.data.id"><code>id</code> string <p>${'Long words wrap too. '.repeat(6)}</p></div>
      </article>`);
    assert.deepEqual(await clippedRows(page, '[data-operation="GET /notes"]'), {
      rows: 2,
      clipped: 0,
      examples: [],
      sideways: false,
    });
  });
});
