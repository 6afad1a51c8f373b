import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { basename, extname, join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { load } from 'js-yaml';
import { checkSite } from '../../../src/tools/siteCheck/checkSite.ts';
import { fetchCorpus } from '../fetchCorpus.ts';
import { astroBuild, buildDir, ROOT } from '../../support/astroBuild.ts';
import { serveStatic } from '../../../src/tools/staticHost/staticServer.ts';
import { twinMismatches } from '../../support/twinParity.ts';
import { slugify } from '../../../src/shared/slug.ts';

/*
 * An operation on one screen: responses that answer alike shown once and folded but for the first success, headers
 * several send shown once, a link into a folded part opening it, print unfolding everything, the jump row to the
 * examples and samples on a phone, and a summary written in Markdown rendered. Built here from two documents of
 * the dev corpus (fetched at test time) and our own tests/fixtures/responses/bookings-3-1.yaml, which has what the
 * corpus lacks (a problem model on every error, a rate limit on every response, Markdown summaries).
 * Expectations are read from the documents.
 */
const CORPUS = ['petstore-2.0.yaml', 'scalar-galaxy-3.1.yaml'];
const BOOKINGS = resolve(ROOT, 'tests/fixtures/responses/bookings-3-1.yaml');
const bookings = load(readFileSync(BOOKINGS, 'utf8')) as any;
const WIDTHS = [390, 1280, 1440];

test.describe.configure({ mode: 'serial' });

let outDir: string;
let openapiDir: string;
let server: Server;
let origin: string;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  const corpus = fetchCorpus();
  const root = buildDir('e2e-responses');
  openapiDir = join(root, 'openapi');
  mkdirSync(openapiDir);
  for (const name of CORPUS) copyFileSync(join(corpus.dev, name), join(openapiDir, name));
  copyFileSync(BOOKINGS, join(openapiDir, basename(BOOKINGS)));
  outDir = join(root, 'dist');
  const build = await astroBuild(openapiDir, outDir);
  expect(build.status, build.stderr.slice(-3000)).toBe(0);
  ({ server, url: origin } = await serveStatic(outDir, 0));
});
test.afterAll(() => server?.close());

const prefixOf = (file: string) => slugify(basename(file, extname(file)));
const CREATE = `/${prefixOf(BOOKINGS)}/operations/create-booking/`;

async function open(page: Page, path: string, width = 1440) {
  await page.setViewportSize({ width, height: 844 });
  const response = await page.goto(new URL(path, origin).href);
  expect(response?.status(), path).toBe(200);
}

/** No sideways scroll, and no text of the operation outside the screen. */
async function expectNothingClipped(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const outside = await page.locator('article.operation').evaluate((article, width) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      if (!node.textContent!.trim() || !element.checkVisibility()) continue;
      // Text in a box that scrolls sideways on its own (a wide table, code) is reachable there.
      const scroller = element.closest('pre, .fields, table');
      if (scroller && scroller.scrollWidth > scroller.clientWidth) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects())
        if (box.width > 0 && (box.right > width + 1 || box.left < -1)) out.push(node.textContent!.trim().slice(0, 40));
    }
    return out;
  }, width);
  expect(outside).toEqual([]);
}

test('the site keeps the contract and every page says what its Markdown twin says', async () => {
  for (const file of [...CORPUS.map((name) => join(openapiDir, name)), BOOKINGS]) {
    const { problems } = await checkSite({ distDir: outDir, documentFile: file, prefix: prefixOf(file) });
    expect(problems, file).toEqual([]);
  }
  const { pairs, mismatches } = twinMismatches(outDir);
  expect(pairs).toBeGreaterThan(20);
  expect(mismatches).toEqual([]);
});

test('statuses that answer alike are shown once, the first success open and the others folded', async ({ page }) => {
  const statuses = Object.keys(bookings.paths['/bookings'].post.responses);
  // The document's errors but 429 (which sends Retry-After too) are one reference to one problem model each.
  const alike = statuses.filter((status) => /^[45]/.test(status) && status !== '429');
  for (const width of WIDTHS) {
    await open(page, CREATE, width);
    const groups = page.locator('details.response');
    await expect(groups.locator('h3')).toHaveText([`201 — Booking`, `${alike.join(' · ')} — Problem`, '429 — Problem']);
    await expect(groups.nth(0)).toHaveAttribute('open', '');
    await expect(groups.nth(1)).not.toHaveAttribute('open');
    await expect(groups.nth(2)).not.toHaveAttribute('open');
    // Each status once on the page, with its own description and id.
    for (const status of statuses) {
      await expect(page.locator(`.responses h3 .status`, { hasText: new RegExp(`^${status}$`) })).toHaveCount(1);
      await expect(page.locator(`[id="response-${status}"]`)).toHaveCount(1);
    }
    await expect(page.locator('.response-statuses li')).toHaveText(
      alike.map((status) => new RegExp(`^${status}\\s*${descriptionOf(status)}`)),
    );
    // The problem model's fields once, not once a status.
    await expect(page.locator('.responses [id$=".detail"]')).toHaveCount(2);
    // The rate limit every response sends: one table, naming the statuses.
    await expect(
      page.locator('.responses').getByText(`Headers of ${statuses.join(' · ')}`, { exact: true }),
    ).toHaveCount(1);
    await expect(page.locator('.responses tr[id*="X-RateLimit-Limit"]')).toHaveCount(1);
    await expect(page.locator('.responses tr[id*="Retry-After"]')).toHaveCount(1);
    await expectNothingClipped(page, width);
  }
  // The twin says the same: the group once, every status named with its description, the rate limit once.
  const twin = await (await page.request.get(new URL(`${CREATE.slice(0, -1)}.md`, origin).href)).text();
  expect(twin).toContain(`### ${alike.join(' · ')} — Problem`);
  for (const status of alike) expect(twin).toContain(`- **${status}**: ${descriptionOf(status)}`);
  expect(twin.match(/^- `detail` /gm)).toHaveLength(2);
  expect(twin.match(/X-RateLimit-Limit/g)).toHaveLength(1);
});

test('a dev-corpus operation shows its bodiless errors as one group, folded below its success', async ({ page }) => {
  const petstore = load(readFileSync(join(openapiDir, 'petstore-2.0.yaml'), 'utf8')) as any;
  const get = petstore.paths['/pet/{petId}'].get;
  const bodiless = Object.keys(get.responses).filter((status) => !get.responses[status].schema);
  expect(bodiless.length).toBeGreaterThan(1);
  await open(page, `/petstore-2-0/operations/${slugify(get.operationId)}/`, 390);
  await expect(page.locator('details.response h3')).toHaveText(['200 — Pet', bodiless.join(' · ')]);
  const group = page.locator('details.response').nth(1);
  await expect(group.locator('.response-statuses li')).toHaveText(
    bodiless.map((status) => new RegExp(`^${status}\\s*${get.responses[status].description}`)),
  );
  await expect(group.locator('.response-statuses')).toBeHidden();
  await group.locator('summary').click();
  await expect(group.locator('.response-statuses')).toBeVisible();
  await expectNothingClipped(page, 390);
});

function descriptionOf(status: string): string {
  const response = bookings.paths['/bookings'].post.responses[status];
  const ref = response.$ref?.split('/').pop();
  return (ref ? bookings.components.responses[ref] : response).description;
}

test('a link to a field inside a folded group opens it, on arrival and within the page', async ({ page }) => {
  await open(page, `${CREATE}#response-400.detail`, 390);
  const row = page.locator('[id="response-400.detail"]');
  await expect(row).toBeVisible();
  await expect(row).toBeInViewport();
  const retry = page.locator('[id="response-429.header-Retry-After"]');
  await expect(retry).toBeHidden();
  await page.goto(new URL(`${CREATE}#response-429.header-Retry-After`, origin).href);
  await expect(retry).toBeVisible();
  await expect(retry).toBeInViewport();
});

test('printing unfolds every folded group', async ({ page }) => {
  await open(page, CREATE, 1280);
  const folded = page.locator('[id="response-400.detail"]');
  await expect(folded).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(folded).toBeVisible();
  await expect(page.locator('[id="response-429.header-Retry-After"]')).toBeVisible();
});

test('on a phone the examples, samples, try-it and responses are one tap from the top', async ({ page }) => {
  await open(page, CREATE, 390);
  const jumps = page.getByRole('navigation', { name: 'Jump to' }).getByRole('link');
  await expect(jumps).toHaveText(['Example', 'Code', 'Try it', 'Responses']);
  for (const link of await jumps.all()) await expect(link).toBeInViewport();
  await jumps.getByText('Code').click();
  await expect(page.locator('[data-code-sample]').first()).toBeInViewport();
  await page.evaluate(() => scrollTo(0, 0));
  await jumps.getByText('Example').click();
  await expect(page.locator('[data-example][data-status="request"]').first()).toBeInViewport();
  // Beside the fields, on a desktop, they need no jump.
  await open(page, CREATE, 1440);
  await expect(page.getByRole('navigation', { name: 'Jump to' })).toBeHidden();
});

test('a summary written in Markdown is rendered, in the title, the lead, the navigation and the twin', async ({
  page,
}) => {
  const get = bookings.paths['/bookings/{bookingId}'].get;
  expect(get.summary).toContain('*held*');
  for (const width of WIDTHS) {
    await open(page, `/${prefixOf(BOOKINGS)}/operations/get-booking/`, width);
    await expect(page.locator('h1')).toHaveText('Get a held booking');
    await expect(page.locator('h1 em')).toHaveText('held');
    await open(page, CREATE, width);
    const lead = page.locator('.operation-header .lead');
    await expect(lead.locator('strong')).toHaveText('booking');
    await expect(lead.locator('code')).toHaveText('room');
    await expect(lead).not.toContainText('**');
    const current = page.locator('.sidebar a[aria-current="page"]');
    await expect(current).toContainText('Create a booking');
    expect(await current.textContent()).not.toContain('*');
    await expectNothingClipped(page, width);
  }
  const twin = await (
    await page.request.get(new URL(`/${prefixOf(BOOKINGS)}/operations/get-booking.md`, origin).href)
  ).text();
  expect(twin.split('\n')[0]).toBe('# Get a *held* booking');
});

test('an operation without a summary shows its path once, at every width', async ({ page }) => {
  expect(bookings.paths['/rooms'].get.summary).toBeUndefined();
  for (const width of WIDTHS) {
    await open(page, `/${prefixOf(BOOKINGS)}/operations/list-rooms/`, width);
    await expect(page.locator('h1')).toHaveText('GET /rooms');
    // Text the reader sees that says the path, outside code samples.
    const shown = await page.locator('article.operation').evaluate((article) => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (
          node.textContent!.includes('/rooms') &&
          node.parentElement!.checkVisibility() &&
          !node.parentElement!.closest('pre')
        )
          texts.push(node.textContent!);
      return texts.length;
    });
    expect(shown).toBe(1);
    await expectNothingClipped(page, width);
  }
  const twin = await (
    await page.request.get(new URL(`/${prefixOf(BOOKINGS)}/operations/list-rooms.md`, origin).href)
  ).text();
  expect(twin.split('\n')[0]).toBe('# GET /rooms');
  expect(twin).not.toContain('`GET /rooms`');
});

test('folded groups and the jump row leave no serious accessibility violation, folded or open', async ({ page }) => {
  // Full axe runs: on two shared cores each takes up to half a minute. The phone's width has the jump row too.
  test.setTimeout(120_000);
  for (const width of [390]) {
    await open(page, CREATE, width);
    for (const state of ['folded', 'open']) {
      const folded = page.locator('details.response:not([open]) > summary');
      if (state === 'open') for (let n = await folded.count(); n > 0; n--) await folded.first().click();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `${width} ${state}`,
      ).toEqual([]);
    }
  }
});
