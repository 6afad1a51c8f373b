import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { load } from 'js-yaml';
import { astroBuild, buildDir } from '../support/astroBuild.ts';
import { serveStatic } from '../../src/tools/staticHost/staticServer.ts';
import { checkSite } from '../../src/tools/siteCheck/checkSite.ts';

/*
 * An operation's examples beside its fields, the links to every field and the code samples that follow the
 * request example, on a site built here from tests/fixtures/reading (an observatory's log of our own: named
 * examples, XML, nested fields, a body in two media types of one schema). Expectations are read from that document.
 */
const FIXTURE = 'tests/fixtures/reading';
const FILE = join(FIXTURE, 'observatory-3-1.yaml');
const document = load(readFileSync(FILE, 'utf8')) as any;
const observation = document.paths['/sessions/{sessionId}/observations'].post;
const namedExamples = Object.values(observation.requestBody.content['application/json'].examples) as any[];
const responseStatuses = Object.keys(observation.responses);

test.describe.configure({ mode: 'serial' });

let outDir: string;
let server: Server;
let origin: string;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  outDir = join(buildDir('e2e-fields'), 'dist');
  const build = await astroBuild(FIXTURE, outDir);
  expect(build.status, build.stderr).toBe(0);
  ({ server, url: origin } = await serveStatic(outDir, 0));
});
test.afterAll(() => server?.close());

const OBSERVATION_PAGE = '/operations/log-observation/';
const open = async (page: Page, path: string) => {
  await page.goto(new URL(path, origin).href);
};
const examples = (page: Page) => page.locator('.examples-panel');

test('the site keeps the contract: an id on every field row and parameter row, each once a page, links resolve', async () => {
  const { problems, stats } = await checkSite({ distDir: outDir, documentFile: FILE });
  expect(problems).toEqual([]);
  expect(stats.propertyRows).toBeGreaterThan(0);
});

test('response examples are real tabs, one per status code, by mouse and by arrow keys', async ({ page }) => {
  await open(page, OBSERVATION_PAGE);
  const statuses = examples(page).getByRole('tablist', { name: 'Status codes' });
  const tabs = statuses.getByRole('tab');
  await expect(tabs).toHaveText(responseStatuses);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const visible = (status: string) => examples(page).locator(`[data-example][data-status="${status}"]`).first();
  await expect(visible('200')).toBeVisible();
  await expect(visible('400')).toBeHidden();

  await tabs.nth(1).click();
  await expect(visible('400')).toBeVisible();
  await expect(visible('200')).toBeHidden();
  await expect(tabs.nth(1)).toBeFocused();

  await page.keyboard.press('ArrowLeft');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toBeFocused();
  await expect(visible('200')).toBeVisible();
  await page.keyboard.press('End');
  await expect(visible('400')).toBeVisible();
});

test('a media-type switch shows the XML example as XML', async ({ page }) => {
  await open(page, OBSERVATION_PAGE);
  const media = examples(page).locator('.example-statuses').getByRole('tablist', { name: 'Media types' }).first();
  await expect(media.getByRole('tab')).toHaveText(Object.keys(observation.responses['200'].content));
  await media.getByRole('tab', { name: 'application/xml' }).click();
  const xml = examples(page).locator('[data-example][data-status="200"][data-media-type="application/xml"]');
  await expect(xml).toBeVisible();
  await expect(xml).toHaveAttribute('data-generated', '');
  await expect(xml.locator('pre')).toContainText(`<${document.components.schemas.Observation.xml.name}>`);
  await expect(examples(page).locator('[data-status="200"][data-media-type="application/json"]')).toBeHidden();
});

test('a form body shows the fields it sends, a field a line, and copies them as one line', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await open(page, '/operations/open-session/');
  const session = document.components.schemas.Session.properties;
  await examples(page).getByRole('tab', { name: 'application/x-www-form-urlencoded' }).click();
  const form = examples(page).locator(
    '[data-example][data-status="request"][data-media-type="application/x-www-form-urlencoded"]',
  );
  await expect(form).toBeVisible();
  const lines = (await form.locator('pre').innerText()).split('\n');
  expect(lines[0]).toBe(`telescope=${session.telescope.example}`);
  expect(lines).toContain(`&observer[name]=${session.observer.properties.name.example}`);
  await form.getByRole('button', { name: 'Copy code' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lines.join(''));
});

test('choosing a named request example switches the generated code samples to its body', async ({ page }) => {
  await open(page, OBSERVATION_PAGE);
  const named = examples(page).getByRole('tablist', { name: 'Examples' });
  await expect(named.getByRole('tab')).toHaveText(namedExamples.map((example) => example.summary));
  const sample = page.locator('[data-code-sample]:visible pre');
  await expect(sample).toHaveCount(1);
  await expect(sample).toContainText(`"kind": "${namedExamples[0].value.instrument.kind}"`);

  await named.getByRole('tab', { name: namedExamples[1].summary }).click();
  await expect(examples(page).locator(`[data-example][data-example-name="${namedExamples[1].summary}"]`)).toBeVisible();
  await expect(sample).toContainText(`"kind": "${namedExamples[1].value.instrument.kind}"`);

  // Another language keeps the chosen example; the choice of language is remembered on the next page.
  await page.locator('.code-samples').getByRole('tab', { name: 'Python' }).click();
  await expect(sample).toContainText('requests.post');
  await expect(sample).toContainText(`"kind": "${namedExamples[1].value.instrument.kind}"`);
  await open(page, '/operations/open-session/');
  await expect(page.locator('.code-samples').getByRole('tab', { name: 'Python' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a link to a field inside a collapsed level opens its parents and scrolls to it', async ({ page }) => {
  await open(page, `${OBSERVATION_PAGE}#request-body.instrument.site.name`);
  const row = page.locator('[id="request-body.instrument.site.name"]');
  await expect(row).toBeVisible();
  await expect(row).toBeInViewport();
  await expect(row.locator('xpath=ancestor::details[1]')).toHaveJSProperty('open', true);
  await expect(page.locator('[id="param-path-sessionId"]')).toBeVisible();
});

test('a link to a field in the schema of another media type selects that media type tab', async ({ page }) => {
  await open(page, OBSERVATION_PAGE);
  const row = page.locator('[id="request-body-2.catalog_id"]');
  await expect(row).toBeHidden();
  await page.evaluate(() => (location.hash = '#request-body-2.catalog_id'));
  await expect(row).toBeVisible();
  await expect(row).toBeInViewport();
  const tab = page.locator('section.request-body').getByRole('tab', { name: 'application/x-www-form-urlencoded' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
});

test("a body's inline schema shows what it says of itself, in the page and the twin", async ({ page }) => {
  const form = observation.requestBody.content['application/x-www-form-urlencoded'].schema;
  const lead = form.description.split('\n')[0];
  await open(page, OBSERVATION_PAGE);
  const body = page.locator('section.request-body');
  await body.getByRole('tab', { name: 'application/x-www-form-urlencoded' }).click();
  await expect(body.locator('.media-schema .description').getByText(lead)).toBeVisible();
  const twin = readFileSync(join(outDir, 'operations/log-observation.md'), 'utf8');
  expect(twin).toContain(lead);
});

test('at 390 px a wide table in a media type picked later is reached with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, OBSERVATION_PAGE);
  const body = page.locator('section.request-body');
  const table = body.locator('.media-schema .description table');
  await expect(table).toBeHidden();
  await body.getByRole('tab', { name: 'application/x-www-form-urlencoded' }).click();
  await expect(table).toBeVisible();
  expect(await table.evaluate((t) => t.scrollWidth > t.clientWidth), 'the table scrolls sideways').toBe(true);
  await expect.poll(() => table.getAttribute('tabindex')).toBe('0');
  await table.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((t) => Math.abs(t.scrollLeft))).toBeGreaterThan(0);
});

test("a field's title and the words of its items, map values and allowed values show in the page and twin", async ({
  page,
}) => {
  const report = document.components.schemas.Report.properties;
  await open(page, '/schemas/report/');
  const words = [
    report.seeing.title,
    report.keywords.items.description,
    report.frames.additionalProperties.description,
    report.sky['x-enumDescriptions'].clear,
  ] as string[];
  const twin = readFileSync(join(outDir, 'schemas/report.md'), 'utf8');
  for (const text of words) {
    await expect(page.locator('table.properties').getByText(text)).toBeVisible();
    expect(twin).toContain(text);
  }
  // What a value means is Markdown like any description: emphasis and a link to the operation's page and twin.
  const cloudy = page.locator('.enum-values li', { hasText: 'cloudy' });
  await expect(cloudy.locator('strong')).toHaveText('only');
  const link = cloudy.getByRole('link', { name: 'calibration frames' });
  await expect(link).toHaveAttribute('href', /\/operations\/get-calibration-frame\/$/);
  // Words of several paragraphs go on after their value, the next paragraphs beneath.
  const hazy = page.locator('.enum-values li', { hasText: 'hazy' });
  const [value, first, second] = await Promise.all(
    [hazy.locator('code'), hazy.locator('p').first(), hazy.locator('p').nth(1)].map((part) => part.boundingBox()),
  );
  expect(Math.abs(first!.y - value!.y), 'the first paragraph on the line of its value').toBeLessThan(value!.height);
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(twin).toMatch(
    /`cloudy` \(Gaps between the clouds \*\*only\*\*, for \[calibration frames\]\(\/[^)]*get-calibration-frame\.md\)\)/,
  );
});

test('the overview of a document without tag groups: its one card takes the row, its tags side by side', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  await open(page, '/');
  const cards = page.locator('.group-cards');
  await expect(cards.locator('.group-card')).toHaveCount(1);
  const [row, card] = await Promise.all([cards.boundingBox(), cards.locator('.group-card').boundingBox()]);
  expect(card!.width).toBeCloseTo(row!.width, 0);
  const tops = await cards.locator('li').evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top));
  expect(tops.length).toBeGreaterThan(1);
  expect(new Set(tops).size, 'the tags in columns, side by side').toBe(1);
});

test("a model's and a field's external documentation are links, in the page and the twin", async ({ page }) => {
  const report = document.components.schemas.Report;
  const sky = report.properties.sky.externalDocs;
  await open(page, '/schemas/report/');
  const more = page.getByRole('link', { name: 'More documentation' });
  await expect(more).toHaveAttribute('href', report.externalDocs.url);
  await expect(page.locator('table.properties').getByRole('link', { name: sky.description })).toHaveAttribute(
    'href',
    sky.url,
  );
  const twin = readFileSync(join(outDir, 'schemas/report.md'), 'utf8');
  expect(twin).toContain(`](${report.externalDocs.url})`);
  expect(twin).toContain(`[${sky.description}](${sky.url})`);
});

test('an operation sent to servers of its own lists them with what the document says of them', async ({ page }) => {
  const path =
    '/sessions/{sessionId}/observations/{observationId}/instruments/{instrumentId}/calibration-frames/{frameId}';
  const [server] = document.paths[path].servers;
  await open(page, '/operations/get-calibration-frame/');
  const servers = page.locator('.operation-servers');
  await expect(servers.locator('code').first()).toHaveText(server.url);
  await expect(servers).toContainText(server.description);
  await expect(servers).toContainText(server.variables.site.description);
  const twin = readFileSync(join(outDir, 'operations/get-calibration-frame.md'), 'utf8');
  expect(twin).toContain(server.variables.site.description);
});

test('a field link copies the address of the field', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await open(page, OBSERVATION_PAGE);
  await expect(page.locator('[id="param-path-sessionId"] a.field-link')).toHaveAttribute(
    'aria-label',
    'Link to param-path-sessionId',
  );
  await page.locator('[id="request-body.magnitude"] a.field-link').click();
  await expect(page).toHaveURL(/#request-body\.magnitude$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(`${OBSERVATION_PAGE}#request-body.magnitude`, origin).href,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toHaveCount(1);
  await expect(page.locator('[id="request-body.magnitude"] a.field-link')).toHaveAttribute(
    'data-copied',
    'Link copied',
  );
});

test('expand all opens every nested level of a body, collapse all closes them', async ({ page }) => {
  await open(page, OBSERVATION_PAGE);
  const body = page.locator('section.request-body [data-fields]').first();
  const nested = body.locator('details.nested');
  expect(await nested.count()).toBeGreaterThan(1);
  const button = body.getByRole('button', { name: 'Expand all' });
  await button.click();
  for (const details of await nested.all()) await expect(details).toHaveJSProperty('open', true);
  await expect(body.locator('[id="request-body.instrument.site.name"]')).toBeVisible();
  await body.getByRole('button', { name: 'Collapse all' }).click();
  for (const details of await nested.all()) await expect(details).toHaveJSProperty('open', false);
});

test('one field table for the media types that share a schema', async ({ page }) => {
  await open(page, '/operations/open-session/');
  const body = page.locator('section.request-body');
  await expect(body.locator('table.properties').first()).toBeVisible();
  expect(await body.locator(':scope > .media-types > .media-type').count()).toBe(1);
  await expect(body.locator('.media-type-name')).toContainText(
    Object.keys(document.paths['/sessions'].post.requestBody.content).join(' · '),
  );
});

test('an example several responses share is shown once; the others link to it, in the page and the twin', async ({
  page,
}) => {
  // openSession's responses show one schema, so their generated examples are equal.
  const [first, repeat] = Object.keys(document.paths['/sessions'].post.responses);
  await open(page, '/operations/open-session/');
  await examples(page).getByRole('tablist', { name: 'Status codes' }).getByRole('tab', { name: repeat }).click();
  const again = examples(page).locator(`[data-example][data-status="${repeat}"]`);
  await expect(again).toHaveAttribute('data-media-type', 'application/json');
  await expect(again).toBeVisible();
  await expect(again.locator('pre')).toHaveCount(0);
  const shown = examples(page).locator(`[data-example][data-status="${first}"]`);
  await expect(shown).toBeHidden();
  await again.getByRole('link', { name: `${first} · application/json` }).click();
  await expect(shown).toBeVisible();
  await expect(shown.locator('pre')).toContainText('"telescope"');

  const twin = readFileSync(join(outDir, 'operations/open-session.md'), 'utf8');
  // The read-only id is in the responses' examples alone: once, in the first.
  expect(twin.match(/"id": "string"/g)?.length).toBe(1);
  expect(twin).toContain(`Same as \`${first} · application/json\`.`);
});

test("a description's task list shows its boxes as its marks, which a click does not change, and its twin the same", async ({
  page,
}) => {
  await open(page, OBSERVATION_PAGE);
  const list = page.locator('.description .contains-task-list');
  await expect(list).toHaveCSS('list-style-type', 'none');
  const boxes = list.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  await expect(boxes.first()).toBeChecked();
  await expect(boxes.last()).not.toBeChecked();
  await boxes.last().click({ force: true });
  await expect(boxes.last()).not.toBeChecked();
  const twin = readFileSync(join(outDir, 'operations/log-observation.md'), 'utf8');
  expect(twin).toContain('* [x] Open the dome\n* [ ] Note the seeing');
});

test('a nested field list equal to one above it in the table links to it, in the page and the twin', async ({
  page,
}) => {
  // Report spells out one person object twice: as author, then as reviewer.
  const { author, reviewer } = document.components.schemas.Report.properties;
  expect(reviewer).toEqual(author);
  const fields = Object.keys(author.properties);
  await open(page, '/schemas/report/');
  const again = page.locator('[id="Report.reviewer"]');
  await expect(again.locator('details.nested')).toHaveCount(0);
  await expect(page.locator(`[id="Report.reviewer.${fields[0]}"]`)).toHaveCount(0);
  const first = page.locator(`[id="Report.author.${fields[0]}"]`);
  await expect(first).toBeHidden();
  await again.getByRole('link', { name: 'author' }).click();
  await expect(page).toHaveURL(/#Report\.author$/);
  await expect(first).toBeVisible();

  const twin = readFileSync(join(outDir, 'schemas/report.md'), 'utf8');
  expect(twin).toContain('Same fields as `author`.');
  expect(twin.match(new RegExp(`\`${fields[1]}\` \\(`, 'g'))?.length).toBe(1);
});

test('a model page shows an example and the operations and models that use it', async ({ page }) => {
  await open(page, '/schemas/observation/');
  await expect(page.locator('.schema-example pre')).toContainText('"magnitude"');
  const usedBy = page.locator('section.used-by');
  await expect(usedBy.getByRole('link', { name: observation.summary })).toBeVisible();
  await expect(usedBy.getByRole('link', { name: 'Report' })).toBeVisible();
  await usedBy.getByRole('link', { name: 'Report' }).click();
  await expect(page.locator('h1')).toHaveText('Report');
});

test('twins carry the same examples, XML as XML, and the schema pages their example and users', () => {
  const twin = readFileSync(join(outDir, 'operations/log-observation.md'), 'utf8');
  for (const example of namedExamples) expect(twin).toContain(`"${example.summary}"`);
  expect(twin).toMatch(/```xml\n<observation>/);
  const schemaTwin = readFileSync(join(outDir, 'schemas/observation.md'), 'utf8');
  expect(schemaTwin).toContain('## Used by');
  expect(schemaTwin).toContain('Report');
});

test('at 390 px the examples, the field tables and the samples stay inside the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `${OBSERVATION_PAGE}#request-body.instrument.site.name`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const selector of ['.examples-panel', '[data-fields]', '.code-samples']) {
    for (const box of await page.locator(`${selector}:visible`).all()) {
      const rect = await box.boundingBox();
      expect(rect!.x + rect!.width, selector).toBeLessThanOrEqual(390);
    }
  }
  // On a narrow screen the examples follow the fields.
  const fields = await page.locator('section.request-body').boundingBox();
  const panel = await examples(page).boundingBox();
  expect(panel!.y).toBeGreaterThan(fields!.y);
});

test('at 390 px an operation titled by its long path leaves its page in view: a small title, broken after slashes', async ({
  page,
}) => {
  const path = Object.keys(document.paths).find((key) => !document.paths[key].get?.summary && document.paths[key].get)!;
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/operations/get-calibration-frame/');
  const title = page.locator('h1.operation-title');
  await expect(title).toHaveText(`GET ${path}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // At a heading's size the path took a third of the screen; small, it takes a few lines.
  expect((await title.boundingBox())!.height).toBeLessThan(844 / 5);
  // A line breaks after a slash, never inside a name that fits.
  expect(await title.locator('wbr').count()).toBe(path.split('/').length - 2);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the examples, switches and field links have no serious axe violation (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await open(page, OBSERVATION_PAGE);
    await page.locator('section.request-body').getByRole('button', { name: 'Expand all' }).click();
    const results = await new AxeBuilder({ page })
      .include('.operation')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
