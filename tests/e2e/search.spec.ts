import { expect, test, type Page } from '@playwright/test';
import type { Server } from 'node:http';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { astroBuildSync, buildDir } from '../support/astroBuild.ts';
import { serveStatic } from '../../src/tools/staticHost/staticServer.ts';
import { watchErrors } from './console.ts';
import { watchPolicyViolations } from './policyViolations.ts';

// Search on a site of three APIs and two guides (tests/fixtures/search), built here once and served on an
// ephemeral port of 127.0.0.1: the real count of results, "show more" by mouse, keyboard and scrolling, and the
// order of results (what the query names exactly, then operations, models and the rest; the reader's API
// first), at 390 and 1280 px. Expectations come from the fixture's documents and guides, read here.

const FIXTURES = 'tests/fixtures/search';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
const PAGE_SIZE = 12;

type Kind = 'operation' | 'model' | 'other';
interface Findable {
  api?: string;
  kind: Kind;
  title: string;
  /** What the index reads of the page, as far as the fixture's words go. */
  text: string;
}

const apis = readdirSync(`${FIXTURES}/openapi`).map((file) => ({
  id: file.replace(/\.ya?ml$/, ''),
  doc: load(readFileSync(`${FIXTURES}/openapi/${file}`, 'utf8')) as any,
}));
const titleOf = (id: string) => apis.find((api) => api.id === id)!.doc.info.title as string;
const guides = readdirSync(`${FIXTURES}/guides`).map((file) => {
  const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(
    readFileSync(`${FIXTURES}/guides/${file}`, 'utf8'),
  )!;
  const data = load(front) as { title: string; description: string; document?: string };
  return { ...data, text: `${data.title} ${data.description} ${body}` };
});
const operations = apis.flatMap(({ id, doc }) =>
  Object.entries(doc.paths).flatMap(([path, item]: [string, any]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const op = item[method];
      return { api: id, method: method.toUpperCase(), path, ...op };
    }),
  ),
);
const findable: Findable[] = [
  ...operations.map((op) => ({
    api: op.api,
    kind: 'operation' as const,
    // Without a summary, the page is titled by its method and path, and its result by its path.
    title: op.summary ?? op.path,
    text: `${op.summary ?? ''} ${op.method} ${op.path} ${op.operationId} ${op.description ?? ''}`,
  })),
  ...apis.flatMap(({ id, doc }) =>
    Object.entries(doc.components.schemas).map(([name, schema]: [string, any]) => ({
      api: id,
      kind: 'model' as const,
      title: name,
      text: `${name} ${schema.description ?? ''} ${Object.keys(schema.properties ?? {}).join(' ')}`,
    })),
  ),
  ...apis.map(({ id, doc }) => ({
    api: id,
    kind: 'other' as const,
    title: doc.info.title,
    text: `${doc.info.title} ${doc.info.description}`,
  })),
  ...guides.map((guide) => ({ api: guide.document, kind: 'other' as const, title: guide.title, text: guide.text })),
];
/** The pages a word (or a word it begins) is on. */
const pagesWith = (word: string) => findable.filter((page) => new RegExp(`\\b${word}`, 'i').test(page.text));

let server: Server;
let origin: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const out = buildDir('e2e-search');
  const config = join(out, '..', `${out.split('/').pop()}.config.json`);
  writeFileSync(config, '{}\n');
  const built = astroBuildSync({
    SITE_CONFIG: config,
    OPENAPI_DIR: `${FIXTURES}/openapi`,
    GUIDES_DIR: `${FIXTURES}/guides`,
    OUT_DIR: out,
  });
  expect(built.status, built.output.slice(-2000)).toBe(0);
  ({ server, url: origin } = await serveStatic(out));
});

test.afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** Opens search with the mouse and types a query; resolves once its results are counted. */
async function searchFor(page: Page, query: string) {
  if (!(await page.getByRole('combobox').isVisible())) await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox').fill(query);
  await expect(page.locator('.search-status')).toContainText(`for “${query}”.`);
  return page.getByRole('option');
}

/** What each result shown is: its title, kind (by its badge) and API. */
async function shown(page: Page): Promise<{ title: string; kind: Kind; api: string }[]> {
  return page.getByRole('option').evaluateAll((options) =>
    options.map((option) => ({
      title: option.querySelector('.search-result-title')!.textContent!,
      kind: option.querySelector('.method')
        ? 'operation'
        : option.querySelector('.search-kind')!.textContent === 'Model'
          ? 'model'
          : 'other',
      api: option.querySelector('.search-result-api')?.textContent ?? '',
    })),
  );
}

const more = (page: Page) => page.getByRole('button', { name: /^Show more results/ });

/** Clicks "Show more" until all `total` results are in the list. */
async function showAll(page: Page, total: number) {
  for (let count = PAGE_SIZE; count < total; count += PAGE_SIZE) {
    await expect(page.getByRole('option')).toHaveCount(count);
    await more(page).click();
  }
  await expect(page.getByRole('option')).toHaveCount(total);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the count is every page found, and "Show more" adds the next ones with a click', async ({ page }) => {
      const errors = watchErrors(page);
      const violations = await watchPolicyViolations(page);
      const expected = pagesWith('calibration');
      expect(expected.length).toBeGreaterThan(2 * PAGE_SIZE);
      await page.goto(`${origin}/telescopes/`);
      const options = await searchFor(page, 'calibration');
      await expect(page.locator('.search-status')).toHaveText(`${expected.length} results for “calibration”.`);
      for (let count = PAGE_SIZE; count < expected.length; count += PAGE_SIZE) {
        await expect(options).toHaveCount(count);
        await expect(more(page)).toHaveText(`Show more results (${count} of ${expected.length} shown)`);
        const box = (await more(page).boundingBox())!;
        expect(box.x >= 0 && box.x + box.width <= width, 'the button fits the screen').toBe(true);
        await more(page).click();
        // The first new result is the active one; the focus is back in the field.
        await expect(options.nth(count)).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('combobox')).toBeFocused();
      }
      await expect(options).toHaveCount(expected.length);
      await expect(more(page)).toBeHidden();
      expect((await shown(page)).map((result) => result.title).sort()).toEqual(
        expected.map((result) => result.title).sort(),
      );
      // Each option says where it stands among all the results, though only some are in the list.
      await expect(options.first()).toHaveAttribute('aria-setsize', String(expected.length));
      await expect(options.last()).toHaveAttribute('aria-posinset', String(expected.length));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
      expect(violations).toEqual([]);
    });

    test("a word of an API's name or of a kind of page finds the pages that say it, not every page of them", async ({
      page,
    }) => {
      await page.goto(`${origin}/harbour/`);
      const ofHarbour = findable.filter((result) => result.api === 'harbour');
      expect(pagesWith('harbour').length).toBeLessThan(ofHarbour.length);
      for (const word of ['harbour', 'schema']) {
        const expected = pagesWith(word);
        const options = await searchFor(page, word);
        await expect(options, word).toHaveCount(Math.min(expected.length, PAGE_SIZE));
        await expect(page.locator('.search-status')).toHaveText(
          expected.length ? `${expected.length} results for “${word}”.` : `No results for “${word}”.`,
        );
      }
    });

    test('the keyboard shows more: the down arrow from the last result, or the button', async ({ page }) => {
      const total = pagesWith('calibration').length;
      await page.goto(`${origin}/telescopes/operations/upload-chart/`);
      const options = await searchFor(page, 'calibration');
      const field = page.getByRole('combobox');
      await expect(options).toHaveCount(PAGE_SIZE);
      for (let i = 1; i < PAGE_SIZE; i++) await page.keyboard.press('ArrowDown');
      await expect(options.nth(PAGE_SIZE - 1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(options).toHaveCount(2 * PAGE_SIZE);
      await expect(options.nth(PAGE_SIZE)).toHaveAttribute('aria-selected', 'true');
      await expect(field).toHaveAttribute('aria-activedescendant', (await options.nth(PAGE_SIZE).getAttribute('id'))!);
      await expect(field).toBeFocused();
      // Tab leads from the field to the close button, then to "Show more"; Enter on it adds the rest.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(more(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(options).toHaveCount(total);
      await expect(field).toBeFocused();
      await expect(options.nth(2 * PAGE_SIZE)).toHaveAttribute('aria-selected', 'true');
      // With every result shown, the down arrow from the last one goes round to the first.
      for (let i = 2 * PAGE_SIZE; i < total - 1; i++) await page.keyboard.press('ArrowDown');
      await expect(options.last()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-operation]')).toBeVisible();
    });

    test('scrolling the results to their end shows more', async ({ page }) => {
      await page.goto(`${origin}/telescopes/`);
      const options = await searchFor(page, 'calibration');
      await expect(options).toHaveCount(PAGE_SIZE);
      await page.locator('.search-results').hover();
      await expect(async () => {
        await page.mouse.wheel(0, 2000);
        expect(await options.count()).toBe(2 * PAGE_SIZE);
      }).toPass();
    });

    test('what the query names exactly comes first: a title, an operationId, a method and path, a path', async ({
      page,
    }) => {
      await page.goto(`${origin}/telescopes/`);
      const upload = operations.find((op) => op.operationId === 'uploadChart')!;
      const options = await searchFor(page, upload.summary.toLowerCase());
      // The other results hold every word of it too, in longer titles.
      expect(pagesWith('upload').filter((result) => result.kind === 'operation').length).toBeGreaterThan(2);
      await expect(options.first().locator('.search-result-title')).toHaveText(upload.summary);
      // Another API's operation, named exactly from a page of this one.
      const loan = operations.find((op) => op.operationId === 'getLoan')!;
      for (const query of [loan.operationId, `${loan.method} ${loan.path}`, loan.path]) {
        await searchFor(page, query);
        await expect(options.first().locator('.search-result-title'), query).toHaveText(loan.summary);
        await expect(options.first().locator('.search-result-api')).toHaveText(titleOf(loan.api));
      }
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-operation]')).toHaveAttribute('data-operation', `${loan.method} ${loan.path}`);
    });

    test("in its group, a page whose title holds the query's words comes before one whose text says them", async ({
      page,
    }) => {
      const inTitle = (title: string) => /\bdome\b/i.test(title);
      const domeOperations = pagesWith('dome').filter((result) => result.kind === 'operation');
      expect(domeOperations.some((result) => inTitle(result.title))).toBe(true);
      expect(domeOperations.some((result) => !inTitle(result.title))).toBe(true);
      await page.goto(`${origin}/telescopes/`);
      await searchFor(page, 'dome');
      const titles = (await shown(page)).filter((result) => result.kind === 'operation').map((result) => result.title);
      expect(titles.map(inTitle)).toEqual([...titles.map(inTitle)].sort((a, b) => Number(b) - Number(a)));
      expect(titles.length).toBe(domeOperations.length);
    });

    test('operations come first, then models, then the rest', async ({ page }) => {
      const expected = pagesWith('calibration').map((result) => result.kind);
      await page.goto(`${origin}/telescopes/`);
      await searchFor(page, 'calibration');
      expect((await shown(page)).map((result) => result.kind)).toEqual(Array(PAGE_SIZE).fill('operation'));
      await showAll(page, expected.length);
      const kinds = (await shown(page)).map((result) => result.kind);
      const order: Kind[] = ['operation', 'model', 'other'];
      expect(kinds).toEqual(order.flatMap((kind) => expected.filter((each) => each === kind)));
    });

    test("the reader's API comes first, with the guides of the whole site; then the others", async ({ page }) => {
      const expected = pagesWith('schedule');
      expect(new Set(expected.map((result) => result.api)).size).toBeGreaterThan(2);
      for (const [api, path] of [
        ['telescopes', '/telescopes/operations/upload-chart/'],
        ['harbour', '/harbour/schemas/tide-schedule/'],
        ['library', '/library/'],
      ]) {
        await page.goto(`${origin}${path}`);
        await searchFor(page, 'schedule');
        const results = await shown(page);
        expect(results).toHaveLength(expected.length);
        const ours = expected.filter((result) => result.api === api || !result.api);
        const first = results.slice(0, ours.length);
        expect(first.map((result) => result.title).sort(), `on ${path}`).toEqual(ours.map((r) => r.title).sort());
        expect(first.every((result) => result.api === titleOf(api) || !result.api)).toBe(true);
        // Operations first among them too.
        expect(first[0].kind).toBe('operation');
      }
    });

    test('a result says its title, method and path once, and its excerpt what the page says of it', async ({
      page,
    }) => {
      const moorings = operations.find((op) => op.operationId === 'listMoorings')!;
      expect(moorings.summary, 'an operation titled by its method and path').toBeUndefined();
      await page.goto(`${origin}/harbour/`);
      const options = await searchFor(page, 'mooring');
      const result = options.first();
      await expect(result.locator('.method')).toHaveText(moorings.method);
      await expect(result.locator('.search-result-title')).toHaveText(moorings.path);
      await expect(result.locator('.search-result-path')).toHaveCount(0);
      await expect(result.locator('.search-result-excerpt')).toHaveText(new RegExp(`^${moorings.description}`));
      // With a summary: the summary, then the path beneath, and the excerpt from the description.
      const book = operations.find((op) => op.operationId === 'bookBerth')!;
      await searchFor(page, 'boat');
      await expect(result.locator('.search-result-title')).toHaveText(book.summary);
      await expect(result.locator('.search-result-path')).toHaveText(book.path);
      await expect(result.locator('.search-result-excerpt')).toHaveText(new RegExp(`^${book.description}`));
    });

    test('a guide of one API shows its name, and ranks with its API', async ({ page }) => {
      const guide = guides.find((each) => each.document)!;
      await page.goto(`${origin}/${guide.document}/`);
      await searchFor(page, 'schedule');
      const results = await shown(page);
      const index = results.findIndex((result) => result.title === guide.title);
      expect(results[index].api).toBe(titleOf(guide.document!));
      const others = results.filter((result) => result.api && result.api !== titleOf(guide.document!));
      expect(others.length).toBeGreaterThan(0);
      expect(results.indexOf(others[0])).toBeGreaterThan(index);
    });
  });
}
