import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { load } from 'js-yaml';
import { loadSiteConfig } from '../../src/config/loadSiteConfig.ts';
import { slugify } from '../../src/shared/slug.ts';

// The reading experience of the built Petstore site: search, themes, keyboard, navigation, permalinks, copy
// buttons, downloads, llms.txt, guides, 404. Expectations come from openapi/petstore.yaml, the guides in
// src/content/guides and site.config.json, read here; never from the built pages themselves.

const openapi = load(readFileSync('openapi/petstore.yaml', 'utf8')) as any;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
const operations = Object.entries(openapi.paths).flatMap(([path, item]: [string, any]) =>
  METHODS.filter((m) => item[m]).map((m) => ({
    method: m.toUpperCase(),
    path,
    summary: item[m].summary as string | undefined,
  })),
);
const config = loadSiteConfig();

interface GuideFile {
  slug: string;
  title: string;
  order: number;
  body: string;
}
const guides: GuideFile[] = (existsSync('src/content/guides') ? readdirSync('src/content/guides') : [])
  .filter((name) => name.endsWith('.md') || name.endsWith('.mdx'))
  .map((name) => {
    const text = readFileSync(`src/content/guides/${name}`, 'utf8');
    const [, frontmatter = '', body = text] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
    const data = (load(frontmatter) ?? {}) as { title: string; order?: number };
    return { slug: slugify(name.replace(/\.mdx?$/, '')), title: data.title, order: data.order ?? 100, body };
  })
  .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));

const JS_BUDGET_GZIP = 20 * 1024;

async function openSearch(page: Page, how: 'slash' | 'control' | 'meta' | 'click' = 'slash') {
  // After a click that opened a page, its scripts (the shortcuts among them) run before DOMContentLoaded.
  await page.waitForLoadState('domcontentloaded');
  if (how === 'click') await page.getByRole('button', { name: 'Search' }).first().click();
  else await page.keyboard.press(how === 'slash' ? '/' : how === 'control' ? 'Control+k' : 'Meta+k');
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('combobox')).toBeFocused();
  return dialog;
}

async function searchFor(page: Page, query: string) {
  await page.getByRole('combobox').fill(query);
  await expect(page.locator('.search-status')).toContainText(`for “${query}”.`);
  return page.getByRole('option');
}

test.describe('search', () => {
  test("typing an operation's method and path finds it first; Enter opens exactly that operation", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && errors.push(`${page.url()}: ${message.text()}`));
    for (const op of operations) {
      await page.goto('/');
      await openSearch(page);
      const options = await searchFor(page, `${op.method} ${op.path}`);
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await expect(options.first().locator('.search-result-path')).toHaveText(op.path);
      await expect(options.first().locator('.method')).toHaveText(op.method);
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-operation]')).toHaveAttribute('data-operation', `${op.method} ${op.path}`);
    }
    expect(errors).toEqual([]);
  });

  test('typing only a path lists the operations on that path before any other', async ({ page }) => {
    const byPath = Map.groupBy(operations, (op) => op.path);
    await page.goto('/schemas/');
    await openSearch(page, 'control');
    for (const [path, ops] of byPath) {
      const options = await searchFor(page, path);
      const paths = await options.locator('.search-result-path').allTextContents();
      expect(paths.slice(0, ops.length), `results for ${path}`).toEqual(ops.map(() => path));
    }
  });

  test('operations are found by operationId and by summary', async ({ page }) => {
    const withIds = Object.entries(openapi.paths).flatMap(([path, item]: [string, any]) =>
      METHODS.filter((m) => item[m]?.operationId).map((m) => ({
        method: m.toUpperCase(),
        path,
        id: item[m].operationId,
        summary: item[m].summary,
      })),
    );
    expect(withIds.length).toBeGreaterThan(0);
    await page.goto('/');
    await openSearch(page);
    for (const op of withIds) {
      for (const query of [op.id, op.summary].filter(Boolean)) {
        const options = await searchFor(page, query);
        const found = options.filter({
          has: page.locator('.search-result-path', { hasText: new RegExp(`^${op.path.replace(/[{}]/g, '\\$&')}$`) }),
        });
        await expect(
          found.filter({ has: page.locator('.method', { hasText: op.method }) }),
          `${query} finds ${op.method} ${op.path}`,
        ).not.toHaveCount(0);
      }
    }
  });

  test('models and guides are found by name, and results link to their pages', async ({ page }) => {
    await page.goto('/');
    await openSearch(page, 'click');
    let options = await searchFor(page, 'InventoryItem');
    const model = options.filter({ hasText: 'InventoryItem' }).first();
    await expect(model.locator('.search-kind')).toHaveText('Model');
    await model.click();
    await expect(page.locator('[data-schema="InventoryItem"]')).toHaveCount(1);
    for (const guide of guides) {
      await openSearch(page, 'meta');
      options = await searchFor(page, guide.title);
      const result = options.filter({ has: page.locator('.search-result-title', { hasText: guide.title }) }).first();
      await expect(result.locator('.search-kind')).toHaveText('Guide');
      await expect(result).toHaveAttribute('href', `/guides/${guide.slug}/`);
    }
  });

  test('a word found only under one heading of a guide opens the guide at that heading', async ({ page }) => {
    // A one-word heading whose word the guide says nowhere else.
    const sections = guides.flatMap((guide) =>
      [...guide.body.matchAll(/^#{2,4} ([A-Za-z]{6,})$/gm)]
        .map((match) => match[1])
        .filter((word) => guide.body.match(new RegExp(`\\b${word}\\b`, 'gi'))?.length === 1)
        .map((word) => ({ guide, word })),
    );
    test.skip(sections.length === 0, 'no guide has such a heading');
    const { guide, word } = sections[0];
    await page.goto('/');
    await openSearch(page);
    const options = await searchFor(page, word);
    const result = options.filter({ has: page.locator('.search-result-title', { hasText: guide.title }) }).first();
    await expect(result).toHaveAttribute('href', `/guides/${guide.slug}/#${slugify(word)}`);
    await expect(result.locator('.search-result-title')).toHaveText(`${guide.title} › ${word}`);
    await result.click();
    await expect(page).toHaveURL(new RegExp(`/guides/${guide.slug}/#${slugify(word)}$`));
    await expect(page.getByRole('heading', { name: word })).toBeInViewport();
  });

  test("a model's own field name finds that model", async ({ page }) => {
    const fields = Object.entries(openapi.components.schemas).map(([name, schema]: [string, any]) => ({
      name,
      properties: Object.keys(schema.properties ?? {}),
    }));
    const unique = fields.flatMap(({ name, properties }) =>
      properties
        .filter((field) => fields.every((other) => other.name === name || !other.properties.includes(field)))
        .map((field) => ({ name, field })),
    );
    expect(unique.length).toBeGreaterThan(2);
    await page.goto('/');
    await openSearch(page);
    for (const { name, field } of unique) {
      const options = await searchFor(page, field);
      await expect(
        options.filter({ has: page.locator('.search-result-title', { hasText: new RegExp(`^${name}$`) }) }),
        `${field} finds ${name}`,
      ).toHaveAttribute('href', `/schemas/${slugify(name)}/`);
    }
  });

  test('the results are keyboard-navigable; Escape closes and gives focus back', async ({ page }) => {
    await page.goto('/operations/list-pets/');
    const opener = page.getByRole('button', { name: 'Search' }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const input = page.getByRole('combobox');
    await expect(input).toBeFocused();
    const options = await searchFor(page, 'pets');
    const count = await options.count();
    expect(count).toBeGreaterThan(2);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(2).getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    const target = await options.nth(1).getAttribute('href');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();
    // Reopened, the dialog keeps the query and its results.
    await page.keyboard.press('/');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target!.replace(/[{}]/g, '\\$&')}$`));
  });

  test('parameter names and words of descriptions find their operation; words only in examples find nothing', async ({
    page,
  }) => {
    const ops = Object.entries(openapi.paths).flatMap(([path, item]: [string, any]) =>
      METHODS.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), path, op: item[m] })),
    );
    // Each operation's own query parameters, and the longest word of its description that no other description has.
    const wordsOf = (op: any) => new Set<string>((op.description ?? '').match(/[A-Za-z]{6,}/g) ?? []);
    const queries = ops.flatMap(({ method, path, op }) => [
      ...(op.parameters ?? [])
        .filter((p: any) => p.in === 'query' && p.name)
        .map((p: any) => ({ method, path, query: p.name as string })),
      ...[...wordsOf(op)]
        .filter((word) => ops.every((other) => other.op === op || !wordsOf(other.op).has(word)))
        .sort((a, b) => b.length - a.length)
        .slice(0, 1)
        .map((query) => ({ method, path, query })),
    ]);
    expect(queries.filter(({ query }) => query.length >= 6).length, 'description words').toBeGreaterThan(2);
    await page.goto('/');
    await openSearch(page);
    for (const { method, path, query } of queries) {
      const options = await searchFor(page, query);
      const found = options
        .filter({
          has: page.locator('.search-result-path', { hasText: new RegExp(`^${path.replace(/[{}]/g, '\\$&')}$`) }),
        })
        .filter({ has: page.locator('.method', { hasText: method }) });
      await expect(found, `${query} finds ${method} ${path}`).not.toHaveCount(0);
    }
    // The words of the examples that the document says nowhere else (a name like "Rex") find no operation or
    // model: only what names and describes a page is indexed, not its examples.
    for (const word of exampleOnlyWords(openapi, guides)) {
      const options = await searchFor(page, word);
      const hrefs = await options.evaluateAll((all) => all.map((option) => option.getAttribute('href')));
      expect(
        hrefs.filter((href) => /\/(operations|schemas)\//.test(href ?? '')),
        `${word} is only in examples`,
      ).toEqual([]);
    }
  });

  test('a query without a match says so', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    const options = await searchFor(page, 'zzqqxxnotaword');
    await expect(options).toHaveCount(0);
    await expect(page.locator('.search-status')).toHaveText('No results for “zzqqxxnotaword”.');
    await expect(page.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });
});

test('a reading page loads under 20 KB of gzipped JavaScript, and Pagefind only when search opens', async ({
  page,
}) => {
  const pages = [
    '/',
    '/operations/create-pet/',
    '/schemas/pet/',
    ...guides.slice(0, 1).map((g) => `/guides/${g.slug}/`),
  ];
  for (const path of pages) {
    const scripts: Buffer[] = [];
    const requested: string[] = [];
    const onResponse = async (response: import('@playwright/test').Response) => {
      requested.push(response.url());
      if (response.request().resourceType() === 'script') scripts.push(await response.body());
    };
    page.on('response', onResponse);
    await page.goto(path, { waitUntil: 'networkidle' });
    const inline = await page.locator('script:not([src])').evaluateAll((els) => els.map((el) => el.textContent ?? ''));
    const gzipped = [...scripts, ...inline.map((text) => Buffer.from(text))].reduce(
      (sum, body) => sum + gzipSync(body).length,
      0,
    );
    test.info().annotations.push({
      type: 'js',
      description: `${path}: ${gzipped} bytes gzipped in ${scripts.length} files + ${inline.length} inline`,
    });
    expect(gzipped, `${path} gzipped JS`).toBeLessThan(JS_BUDGET_GZIP);
    expect(
      requested.filter((url) => url.includes('/pagefind/')),
      path,
    ).toEqual([]);
    page.off('response', onResponse);
  }
  const pagefind = page.waitForRequest((request) => request.url().endsWith('/pagefind/pagefind.js'));
  await openSearch(page);
  await pagefind;
});

// The theme's three states: tests/e2e/frame.spec.ts.

test.describe('keyboard and navigation', () => {
  test('the skip link comes first and leads to the content', async ({ page }) => {
    await page.goto('/operations/get-pet/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#content$/);
  });

  for (const path of ['/operations/create-pet/', '/', ...guides.slice(0, 1).map((g) => `/guides/${g.slug}/`)]) {
    test(`Tab reaches every link and control of ${path}`, async ({ page }) => {
      await page.goto(path);
      const expected = await page.evaluate(() => {
        const selector = 'a[href], button:not([disabled]), input, select, textarea, summary, [tabindex]';
        return [...document.querySelectorAll<HTMLElement>(selector)]
          .filter((el) => el.tabIndex >= 0 && el.checkVisibility({ visibilityProperty: true }))
          .map((el, i) => (el.dataset.tabProbe = String(i)));
      });
      expect(expected.length).toBeGreaterThan(10);
      const reached = new Set<string>();
      for (let step = 0; step < expected.length * 2 + 20; step++) {
        await page.keyboard.press('Tab');
        const probe = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.tabProbe);
        if (probe) reached.add(probe);
        if (reached.size === expected.length) break;
      }
      const missed = await page.evaluate(
        (ids) => ids.map((id) => document.querySelector(`[data-tab-probe="${id}"]`)!.outerHTML.slice(0, 120)),
        expected.filter((id) => !reached.has(id)),
      );
      expect(missed).toEqual([]);
    });
  }

  test('the current operation is highlighted in navigation and scrolled into view', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 420 });
    const last = operations.at(-1)!;
    await page.goto('/');
    await page.locator('.navigation .nav-operation a').last().click();
    await expect(page.locator('[data-operation]')).toHaveAttribute('data-operation', `${last.method} ${last.path}`);
    const current = page.locator('#sidebar [aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(last.summary ?? last.path);
    const [link, sidebar] = await Promise.all([current.boundingBox(), page.locator('#sidebar').boundingBox()]);
    expect(link!.y).toBeGreaterThanOrEqual(sidebar!.y);
    expect(link!.y + link!.height).toBeLessThanOrEqual(sidebar!.y + sidebar!.height);
  });

  test('on a small screen the navigation is a drawer behind the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/operations/list-pets/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const sidebar = page.locator('#sidebar');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toBeHidden();
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeVisible();
    // The drawer follows the header in Tab order.
    for (let step = 0; step < 10 && (await sidebar.locator(':focus').count()) === 0; step++)
      await page.keyboard.press('Tab');
    await expect(sidebar.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await sidebar.getByRole('link', { name: /Create a pet/ }).click();
    await expect(page.locator('[data-operation]')).toHaveAttribute('data-operation', 'POST /pets');
    await expect(page.locator('#sidebar')).toBeHidden();
  });

  test('headings have permalinks to their own id', async ({ page }) => {
    await page.goto('/operations/create-pet/');
    const anchors = page.locator('main .heading-anchor');
    expect(await anchors.count()).toBeGreaterThan(2);
    const ids = await page.locator('[id]').evaluateAll((els) => els.map((el) => el.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const anchor of await anchors.all()) {
      const href = (await anchor.getAttribute('href'))!;
      const heading = anchor.locator('xpath=preceding-sibling::*[1]');
      expect(href).toBe(`#${await heading.getAttribute('id')}`);
      await expect(anchor).toHaveAccessibleName(
        `Permalink to “${(await heading.innerText()).replace(/\s+/g, ' ').trim()}”`,
      );
    }
    const responses = page.locator('main h2', { hasText: /^Responses$/ });
    const permalink = responses.locator('xpath=following-sibling::a[1]');
    await permalink.focus();
    await expect(permalink).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#${await responses.getAttribute('id')}$`));
  });

  test("at 390 px a code sample's long first line, scrolled to its end, ends beside its copy button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Its cURL sample's first line, the URL with its query, is the sample's longest.
    await page.goto('/operations/list-pets/');
    const sample = page.locator('[data-code-sample]:visible').first();
    const pre = sample.locator('pre');
    const button = sample.getByRole('button', { name: /copy/i });
    await expect(button).toBeVisible();
    expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth), 'a line past the screen').toBe(
      true,
    );
    await pre.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    const lineEnd = await pre.evaluate((element) => {
      // The first line's last character: the one before the first line break.
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let last: { node: Text; offset: number } | undefined;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const end = node.data.indexOf('\n');
        if (end > 0) last = { node, offset: end };
        if (end >= 0) break;
        if (node.data.length) last = { node, offset: node.data.length };
      }
      const range = document.createRange();
      range.setStart(last!.node, last!.offset - 1);
      range.setEnd(last!.node, last!.offset);
      return range.getBoundingClientRect().right;
    });
    const box = await button.boundingBox();
    expect(lineEnd).toBeLessThanOrEqual(box!.x);
  });

  test('plain code blocks have a copy button that copies the code', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/operations/create-pet/');
    const example = page.locator('main [data-example]').first();
    const block = example.locator('.code-block');
    const button = block.getByRole('button', { name: 'Copy code' });
    await button.click();
    await expect(button).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await block.locator('pre').textContent());
    expect(JSON.parse(copied)).toBeTruthy();
  });
});

test.describe('downloads and machine-readable output', () => {
  test('the OpenAPI document downloads as YAML and JSON, both the same document', async ({ page, request }) => {
    await page.goto('/');
    const yamlHref = await page.getByRole('link', { name: 'YAML' }).getAttribute('href');
    const jsonHref = await page.getByRole('link', { name: 'JSON' }).getAttribute('href');
    const [yamlResponse, jsonResponse] = await Promise.all([request.get(yamlHref!), request.get(jsonHref!)]);
    expect(yamlResponse.ok() && jsonResponse.ok()).toBe(true);
    const fromYaml = load(await yamlResponse.text());
    const fromJson = await jsonResponse.json();
    expect(fromYaml).toEqual(fromJson);
    expect(fromJson.info.title).toBe(openapi.info.title);
    expect(Object.keys(fromJson.paths)).toEqual(Object.keys(openapi.paths));
  });

  test('llms.txt lists every operation with a link to its page as Markdown', async ({ request }) => {
    const response = await request.get('/llms.txt');
    expect(response.ok()).toBe(true);
    const text = await response.text();
    expect(text.split('\n')[0]).toBe(`# ${config.title ?? openapi.info.title}`);
    for (const op of operations) {
      const line = text.split('\n').find((l) => l.startsWith(`- [${op.method} ${op.path}](`));
      expect(line, `${op.method} ${op.path} in llms.txt`).toBeTruthy();
      if (op.summary) expect(line).toContain(`: ${op.summary}`);
      const href = /\]\(([^)]+)\)/.exec(line!)![1];
      expect(href).toMatch(/\.md$/);
      const markdown = await request.get(href);
      expect(markdown.headers()['content-type']).toContain('text/markdown');
      const body = await markdown.text();
      expect(body.split('\n')[0]).toBe(`# ${op.summary ?? `${op.method} ${op.path}`}`);
      expect(body).toContain(`\`${op.method} ${op.path}\``);
    }
    for (const guide of guides) expect(text).toContain(`- [${guide.title}](/guides/${guide.slug}.md)`);
  });

  test('an operation page points at its Markdown version', async ({ page, request }) => {
    await page.goto('/operations/create-pet/');
    const href = await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href');
    expect(href).toBe('/operations/create-pet.md');
    const body = await (await request.get(href!)).text();
    expect(body).toContain('## Request body');
    expect(body).toContain('## Responses');
  });

  test('an unknown address answers 404 with a way back', async ({ page }) => {
    const response = await page.goto('/operations/no-such-operation/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: `${openapi.info.title} overview` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(openapi.info.title);
  });
});

test.describe('guides', () => {
  test.skip(guides.length === 0, 'no guide in src/content/guides');

  test('appear in navigation, in order, beside the reference; each page renders with its placeholders filled or explained', async ({
    page,
  }) => {
    await page.goto('/operations/list-pets/');
    const nav = page.getByRole('navigation', { name: 'Guides' });
    await expect(nav.getByRole('link')).toHaveText(guides.map((g) => g.title));
    await expect(page.locator('#sidebar .navigation .nav-operation')).toHaveCount(operations.length);
    for (const guide of guides) {
      await nav.getByRole('link', { name: guide.title }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
      await expect(page.getByRole('navigation', { name: 'Guides' }).locator('[aria-current="page"]')).toHaveText(
        guide.title,
      );
      // A one-document site keeps its reference navigation on guide pages.
      await expect(page.locator('#sidebar .nav-operation')).toHaveCount(operations.length);
      const text = await page.locator('.guide-body').innerText();
      const host = config.publish?.platformHost;
      if (guide.body.includes('{platform_host}')) {
        if (host) {
          expect(text).not.toContain('{platform_host}');
          expect(text).toContain(host);
        } else {
          expect(text).toContain('{platform_host}');
          await expect(page.locator('.notice-placeholder')).toContainText('publish.platformHost');
        }
      }
      // Every heading of the guide has a permalink.
      const headings = await page.locator('.guide-body :is(h2, h3, h4)').count();
      await expect(page.locator('.guide-body .heading-anchor')).toHaveCount(headings);
    }
  });
});

test('screenshots of the site in both themes', async ({ page }, testInfo) => {
  // UPDATE_SCREENSHOTS=1 writes them to docs/screenshots/ (the README's); otherwise to the test output.
  const folder = process.env.UPDATE_SCREENSHOTS ? 'docs/screenshots' : testInfo.outputPath();
  mkdirSync(folder, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const theme of ['light', 'dark'] as const) {
    await page.goto('/operations/create-pet/');
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const path = `${folder}/${theme}.png`;
    await page.screenshot({ path });
    await testInfo.attach(theme, { path, contentType: 'image/png' });
  }
});

/**
 * The words of a document's examples and code samples (3 letters or more) that appear nowhere else, nor any word
 * that begins as they do: not in the document outside its examples, the guides or the site's words (strings/messages/en.json).
 */
function exampleOnlyWords(document: unknown, guideFiles: GuideFile[]): string[] {
  const EXAMPLES = new Set(['example', 'examples', 'x-codeSamples', 'x-code-samples']);
  const inside: string[] = [];
  const outside: string[] = [readFileSync('src/presentation/strings/messages/en.json', 'utf8')];
  for (const guide of guideFiles) outside.push(guide.title, guide.body);
  const walk = (value: unknown, into: string[]) => {
    if (typeof value === 'string') into.push(value);
    else if (Array.isArray(value)) for (const item of value) walk(item, into);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        into.push(key);
        walk(item, EXAMPLES.has(key) ? inside : into);
      }
  };
  walk(document, outside);
  const known = [...new Set(outside.flatMap((text) => text.toLowerCase().match(/[a-z]+/g) ?? []))];
  const words = inside.flatMap((text) => text.match(/[A-Za-z]{3,}/g) ?? []);
  // Pagefind finds words by their beginning (and stem): a word counts only if no other starts as it does.
  const only = [...new Set(words)].filter(
    (word) => !known.some((other) => other.startsWith(word.toLowerCase().slice(0, 3))),
  );
  expect(only.length, 'the document has words only in its examples').toBeGreaterThan(0);
  return only;
}
