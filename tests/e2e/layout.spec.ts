import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Server } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkSite } from '../../src/tools/siteCheck/checkSite.ts';
import { astroBuildSync, buildDir } from '../support/astroBuild.ts';
import { serveStatic } from '../../src/tools/staticHost/staticServer.ts';
import { APIS, CREW_LIST_WORDS, LAST, LONG_TITLE, UPLOAD, writeHarbourApis } from './layoutSite.ts';

// The frame on a site of four APIs in two languages, as readers met it on real documents (Svix, PeerTube,
// ListenNotes, Figma), at a phone's 390 px and a desktop's 1280 and 1400: the header in one row with the current API
// on screen, the page's title before "Use this page", the drawer open at the current entry, the home page's version
// pills on one line, the webhooks of a tag of webhooks alone listed once. Built here twice from our own documents
// (tests/e2e/layoutSite.ts): in English at the root, and in Arabic (right to left) under /docs/ar/.

test.describe.configure({ mode: 'serial' });

const WIDTHS = [390, 1280, 1400];
const SITES = [
  { name: 'English', locale: 'en', base: '/', languages: { en: '/', de: '/de/' } },
  { name: 'Arabic', locale: 'ar', base: '/docs/ar/', languages: { en: '/docs/', ar: '/docs/ar/' } },
];
/** The site's own title, in English in both sites: long enough to be cut short in a phone's header. */
const SITE_TITLE = 'Harbour Authority of the North Coast: Open Data';
const servers: Server[] = [];
const origins = new Map<string, string>();
let files: ReturnType<typeof writeHarbourApis>;
let englishOut = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const root = buildDir('e2e-layout');
  files = writeHarbourApis(join(root, 'openapi'));
  for (const site of SITES) {
    // The output folder sits where the base path says, so that one server serves the site under it.
    const out = join(root, site.locale, site.base);
    mkdirSync(out, { recursive: true });
    const config = join(root, `${site.locale}.config.json`);
    writeFileSync(config, JSON.stringify({ title: SITE_TITLE, locale: site.locale, languages: site.languages }));
    // This language alone (the other is a link of the languages' menu): its output folder is its base's.
    const built = astroBuildSync({
      SITE_CONFIG: config,
      SITE_LANGUAGE: site.locale,
      OPENAPI_DIR: dirname(files.registry),
      OUT_DIR: out,
    });
    expect(built.status, built.output.slice(-2000)).toBe(0);
    const { server, url } = await serveStatic(join(root, site.locale));
    servers.push(server);
    origins.set(site.locale, `${url}${site.base}`);
    if (site.locale === 'en') englishOut = out;
  }
});

test.afterAll(() => Promise.all(servers.map((server) => new Promise<void>((done) => server.close(() => done())))));

async function open(page: Page, locale: string, width: number, path: string) {
  await page.setViewportSize({ width, height: width < 760 ? 844 : 800 });
  const response = await page.goto(`${origins.get(locale)}${path}`);
  expect(response?.status(), path).toBe(200);
}

/** Nothing is wider than the screen: no sideways scroll. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The boxes of the header's visible parts (its children, and the tools one by one). */
async function headerBoxes(page: Page) {
  return page.locator('.site-header').evaluate((header) =>
    [...header.children]
      .flatMap((child) => (child.classList.contains('header-tools') ? [...child.children] : [child]))
      .map((element) => ({ name: element.className, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .map(({ name, box }) => ({ name, top: box.top, bottom: box.bottom, left: box.left, right: box.right })),
  );
}

/** The boxes of an element's text, line by line. */
const textBoxes = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return [...range.getClientRects()]
      .filter((r) => r.width > 0)
      .map(({ x, y, width, height }) => ({ x, y, width, height }));
  });

/** An element's first letter is inside its box: a text cut short lost its end, not its start. */
async function expectFirstLetterShown(label: Locator) {
  const shown = await label.evaluate((element) => {
    const range = document.createRange();
    range.setStart(element.firstChild!, element.firstChild!.textContent!.search(/\S/));
    range.setEnd(element.firstChild!, range.startOffset + 1);
    const [letter, box] = [range.getBoundingClientRect(), element.getBoundingClientRect()];
    return { letter: [letter.left, letter.right], label: [box.left, box.right] };
  });
  expect(shown.letter[0], JSON.stringify(shown)).toBeGreaterThanOrEqual(shown.label[0] - 0.5);
  expect(shown.letter[1], JSON.stringify(shown)).toBeLessThanOrEqual(shown.label[1] + 0.5);
}

/** The number of lines an element's text takes. */
const linesOf = async (locator: Locator) =>
  new Set((await textBoxes(locator)).map((box) => Math.round(box.y + box.height))).size;

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const site of SITES) {
  test.describe(`in ${site.name}`, () => {
    for (const width of WIDTHS) {
      test(`at ${width} px the header is one row, the current API on screen, and its menu leads to another API`, async ({
        page,
      }) => {
        for (const path of ['', 'registry/', 'lighthouses/operations/get-lighthouses/', 'tides/tags/webhooks/']) {
          await open(page, site.locale, width, path);
          // The site's title, cut short or not, starts on screen (an English title in an Arabic site too).
          if (path === '') await expectFirstLetterShown(page.locator('.site-title > span'));
          const boxes = await headerBoxes(page);
          const header = (await page.locator('.site-header').boundingBox())!;
          // One row: every part of the header shares its middle, and the header is one control high.
          for (const box of boxes)
            expect(
              Math.abs((box.top + box.bottom) / 2 - (header.y + header.height / 2)),
              `${path}: ${box.name}`,
            ).toBeLessThan(4);
          expect(header.height, path).toBeLessThan(60);
          for (const box of boxes) {
            expect(box.left, `${path}: ${box.name}`).toBeGreaterThanOrEqual(0);
            expect(box.right, `${path}: ${box.name}`).toBeLessThanOrEqual(width);
          }
          await expectNoSidewaysScroll(page, width);
        }

        // On an API's page the menu's button names it, on screen; the mouse opens it and picks another API.
        await open(page, site.locale, width, 'lighthouses/');
        const menu = page.locator('.site-header .document-switcher');
        const button = menu.locator('summary');
        await expect(button).toBeVisible();
        await expect(button).toContainText(APIS.lighthouses.slice(0, 10));
        // Its first letter is on screen: a title cut short loses its end, also in a right-to-left site.
        await expectFirstLetterShown(button.locator('.menu-label'));
        await expect(button).toHaveAccessibleName(new RegExp(APIS.lighthouses.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        const shown = (await button.boundingBox())!;
        expect(shown.x).toBeGreaterThanOrEqual(0);
        expect(shown.x + shown.width).toBeLessThanOrEqual(width);
        await button.click();
        const list = menu.locator('nav');
        await expect(list).toBeVisible();
        const listBox = (await list.boundingBox())!;
        expect(listBox.x).toBeGreaterThanOrEqual(0);
        expect(listBox.x + listBox.width).toBeLessThanOrEqual(width);
        await expect(list.locator('[aria-current="page"]')).toHaveText(APIS.lighthouses);
        await expectNoSidewaysScroll(page, width);
        // Open, the menu and the header around it are free of accessibility faults.
        const axe = await new AxeBuilder({ page })
          .include('.site-header')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        // A click elsewhere closes it.
        await page.mouse.click(width - 5, 780);
        await expect(list).toBeHidden();
        await button.click();
        await list.getByRole('link', { name: APIS.tides, exact: true }).click();
        await expect(page).toHaveURL(`${origins.get(site.locale)}tides/`);
        // The menus' Escape is the page's script's (browser/nav.ts), which runs once the new page is parsed: on a
        // busy machine the URL changes well before.
        await page.waitForLoadState('domcontentloaded');
        await expect(page.locator('.site-header .document-switcher summary')).toContainText(APIS.tides);

        // The languages' menu: the same page in the other language.
        const languages = page.locator('.site-header .language-switcher');
        await languages.locator('summary').click();
        const other = languages.locator('a:not([aria-current])');
        await expect(other).toBeVisible();
        const otherBox = (await other.boundingBox())!;
        expect(otherBox.x).toBeGreaterThanOrEqual(0);
        expect(otherBox.x + otherBox.width).toBeLessThanOrEqual(width);
        expect(await other.getAttribute('href')).toMatch(/\/tides\/$/);
        await page.keyboard.press('Escape');
        await expect(other).toBeHidden();
      });

      test(`at ${width} px an operation's title gets the room before "Use this page"`, async ({ page }) => {
        await open(page, site.locale, width, `registry/operations/${UPLOAD.slug}/`);
        const title = page.locator('main h1');
        await expect(title).toHaveText(UPLOAD.title);
        // The title fits on one line at the column's width: it takes one, beside the menu or below it.
        expect(await linesOf(title)).toBe(1);
        const menu = (await page.locator('.page-menu summary').boundingBox())!;
        for (const line of await textBoxes(title)) expect(overlap(line, menu)).toBe(false);
        await expectNoSidewaysScroll(page, width);
      });

      test(`at ${width} px the navigation opens at the current page's entry`, async ({ page }) => {
        await open(page, site.locale, width, `registry/operations/${LAST.slug}/`);
        const sidebar = page.locator('#sidebar');
        if (width < 760) {
          await expect(sidebar).toBeHidden();
          await page.locator('[data-nav-toggle]').click();
        }
        await expect(sidebar).toBeVisible();
        const current = sidebar.locator('[aria-current="page"]');
        await expect(current).toHaveText(new RegExp(LAST.title));
        const entry = (await current.boundingBox())!;
        const shown = (await sidebar.boundingBox())!;
        const viewport = page.viewportSize()!;
        expect(entry.y).toBeGreaterThanOrEqual(shown.y);
        expect(entry.y + entry.height).toBeLessThanOrEqual(Math.min(shown.y + shown.height, viewport.height));
        await expectNoSidewaysScroll(page, width);
      });

      test(`at ${width} px the home page's version pills are on one line, its downloads under its titles`, async ({
        page,
      }) => {
        await open(page, site.locale, width, '');
        const pills = page.locator('.api-card .badge.version');
        await expect(pills).toHaveCount(4);
        for (const pill of await pills.all()) {
          expect(await linesOf(pill), await pill.innerText()).toBe(1);
          // Not stretched to the height of the counts beside it either.
          const { height, lineHeight } = await pill.evaluate((element) => ({
            height: element.getBoundingClientRect().height,
            lineHeight: parseFloat(getComputedStyle(element).lineHeight),
          }));
          expect(height).toBeLessThan(lineHeight * 1.6);
        }
        // A card's downloads line starts where its title does, in either direction of writing.
        for (const card of await page.locator('.api-card').all()) {
          const [title, downloads] = await Promise.all([
            card.locator('h2').boundingBox(),
            card.locator('.downloads').boundingBox(),
          ]);
          const start = (box: { x: number; width: number }) => (site.locale === 'ar' ? box.x + box.width : box.x);
          expect(Math.abs(start(downloads!) - start(title!))).toBeLessThan(1);
        }
        await expectNoSidewaysScroll(page, width);
      });
    }

    test('a tag of webhooks alone makes no empty entry and no second webhooks section; its page lists each once', async ({
      page,
    }) => {
      await open(page, site.locale, 1280, 'tides/');
      const nav = page.locator('#sidebar .navigation');
      await expect(nav.locator('[data-nav-tag="Webhooks"]')).toHaveCount(0);
      const section = nav.locator('[data-nav-group="Webhooks"]');
      await expect(section).toHaveCount(1);
      await expect(section.locator('.nav-operation')).toHaveText([/HighTideEvent/, /LowTideEvent/]);
      await expect(nav.locator('.nav-operation', { hasText: 'HighTideEvent' })).toHaveCount(1);
      // The document's group is the webhooks' section: no other lists them.
      await expect(nav.locator('.nav-group:has(.nav-operation a[href*="/webhooks/"])')).toHaveCount(1);
      // Every tag entry leads somewhere: none is empty.
      for (const tag of await nav.locator('[data-nav-tag]').all())
        await expect(tag.locator('.nav-operation')).not.toHaveCount(0);

      await open(page, site.locale, 1280, 'lighthouses/');
      await expect(nav.locator('[data-nav-tag="beacons"]')).toHaveCount(0);
      await expect(nav.locator('.nav-operation a[href*="/webhooks/"]')).toHaveText([/A beacon failed/]);

      await open(page, site.locale, 1280, 'tides/tags/webhooks/');
      const list = page.locator('main .operation-list');
      for (const name of ['HighTideEvent', 'LowTideEvent']) {
        const text = await list.locator('li', { hasText: name }).innerText();
        expect(text.split(name).length - 1, text).toBe(1);
      }
    });
  });
}

test('under the mouse, a navigation title cut short shows whole; one that fits gets no tooltip', async ({ page }) => {
  await open(page, 'en', 1280, 'lighthouses/');
  const entry = (name: string) =>
    page.locator('#sidebar .nav-operation a', { hasText: name }).locator('span:not([class])');
  const long = entry(LONG_TITLE.slice(0, 20));
  expect(await long.evaluate((title) => title.scrollWidth > title.clientWidth)).toBe(true);
  await expect(long).not.toHaveAttribute('title');
  await long.hover();
  await expect(long).toHaveAttribute('title', LONG_TITLE);
  const short = entry('List keepers');
  await short.hover();
  await expect(short).not.toHaveAttribute('title');
});

test('in Arabic, a count after an English name stays apart from it: the overview’s operations of a tag', async ({
  page,
}) => {
  await open(page, 'ar', 1280, 'registry/');
  const item = page.locator('main li', { has: page.locator('.count', { hasText: /\d/ }) }).first();
  const sides = await item.evaluate((li) => {
    const count = li.querySelector('.count')!.firstChild!;
    const range = document.createRange();
    range.setStart(count, count.textContent!.search(/\d/));
    range.setEnd(count, range.startOffset + 1);
    const digit = range.getBoundingClientRect();
    const name = li.querySelector('a')!.getBoundingClientRect();
    return { digit: [digit.left, digit.right], name: [name.left, name.right] };
  });
  // Right to left: the name, then its count to its left, the number beside its word rather than after the name.
  expect(sides.digit[1], JSON.stringify(sides)).toBeLessThanOrEqual(sides.name[0] + 0.5);
});

test('in Arabic, the English words a field says of itself read left to right, as its description does', async ({
  page,
}) => {
  await open(page, 'ar', 390, `registry/operations/${UPLOAD.slug}/`);
  for (const text of Object.values(CREW_LIST_WORDS)) {
    const words = page.locator('table.properties').getByText(text, { exact: false });
    await expect(words).toBeVisible();
    // Its first word starts at the left of its own box, where an English paragraph starts.
    const gap = await words.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const line = range.getClientRects()[0];
      return line.left - element.getBoundingClientRect().left;
    });
    expect(gap, text).toBeLessThan(2);
  }
});

test('the webhooks’ tag group and tags hold to the site contract', async () => {
  for (const name of ['tides', 'lighthouses'] as const) {
    const { problems } = await checkSite({ distDir: englishOut, documentFile: files[name], prefix: name });
    // The German site the languages' menu links to is not built here.
    expect(
      problems.filter((problem) => !problem.includes('href "/de/')),
      name,
    ).toEqual([]);
  }
});
