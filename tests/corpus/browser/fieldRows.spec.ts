import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { load } from 'js-yaml';
import { astroBuild, buildDir } from '../../support/astroBuild.ts';
import { fetchCorpus } from '../fetchCorpus.ts';
import { serveStatic } from '../../../src/tools/staticHost/staticServer.ts';
import { slugify } from '../../../src/shared/slug.ts';

/*
 * Field and parameter rows at a phone's, a laptop's and a desktop's width, on dev-corpus documents (Scalar's Galaxy
 * and Box, fetched at test time) and tests/fixtures/fields: every row inside the screen, the name and type on one
 * line with the description beneath; read-only fields out of request bodies and their generated examples; a
 * parameter's own example; variants by name; named models unfolded in place, folded below the first level.
 * Expectations are read from the documents.
 */
const GALAXY = 'scalar-galaxy-3.1.yaml';
const BOX = 'box-3.0.json';
const FIXTURE = 'tests/fixtures/fields/bookings-3-0.yaml';
const WIDTHS = [390, 1280, 1440];

test.describe.configure({ mode: 'serial' });

let galaxy: any;
let box: any;
let bookings: any;
let server: Server;
let origin: string;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  const corpus = fetchCorpus();
  const root = buildDir('e2e-field-rows');
  const documents = join(root, 'openapi');
  mkdirSync(documents);
  for (const name of [GALAXY, BOX]) copyFileSync(join(corpus.dev, name), join(documents, name));
  copyFileSync(FIXTURE, join(documents, 'bookings-3-0.yaml'));
  galaxy = load(readFileSync(join(documents, GALAXY), 'utf8'));
  box = JSON.parse(readFileSync(join(documents, BOX), 'utf8'));
  bookings = load(readFileSync(FIXTURE, 'utf8'));
  const build = await astroBuild(documents, join(root, 'dist'));
  expect(build.status, build.stderr).toBe(0);
  ({ server, url: origin } = await serveStatic(join(root, 'dist'), 0));
});
test.afterAll(() => server?.close());

/** The page of an operation of one of the site's documents, by its file's prefix and its operationId. */
const operationPage = (prefix: string, operationId: string) => `/${prefix}/operations/${slugify(operationId)}/`;
const GALAXY_PREFIX = 'scalar-galaxy-3-1';
const BOX_PREFIX = 'box-3-0';
const BOOKINGS_PREFIX = 'bookings-3-0';

/** Box's operation with the most parameters that carry their own example, and a body: its rows are the test. */
function boxOperation() {
  const operations = Object.values(box.paths).flatMap((item: any) => Object.values(item)) as any[];
  const withExamples = (op: any) => (op.parameters ?? []).filter((p: any) => p.example !== undefined).length;
  return operations.filter((op) => op?.requestBody).sort((a, b) => withExamples(b) - withExamples(a))[0];
}

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(new URL(path, origin).href);
}

/** Every field and parameter row whose box or text reaches past the screen's edge (none should). */
function clippedRows(page: Page) {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const rows = [...document.querySelectorAll('main :is(table.properties, table.parameters) > tbody > tr')];
    return rows
      .filter((row) => row.getClientRects().length > 0)
      .filter((row) => {
        const range = document.createRange();
        range.selectNodeContents(row);
        const text = [...range.getClientRects()].some((rect) => rect.width > 0 && rect.right > edge + 0.5);
        return row.getBoundingClientRect().right > edge + 0.5 || row.scrollWidth > row.clientWidth + 1 || text;
      })
      .map((row) => row.id);
  });
}

const openEverything = (page: Page) =>
  page.evaluate(() => {
    for (const details of document.querySelectorAll('main details')) (details as HTMLDetailsElement).open = true;
  });

for (const width of WIDTHS) {
  test(`at ${width} px no field or parameter row has text outside the screen, folded or unfolded`, async ({ page }) => {
    const pages = [
      operationPage(BOX_PREFIX, boxOperation().operationId),
      operationPage(GALAXY_PREFIX, galaxy.paths['/planets'].post.operationId),
      `/${GALAXY_PREFIX}/schemas/planet/`,
      operationPage(BOOKINGS_PREFIX, 'createBooking'),
    ];
    for (const path of pages) {
      await open(page, path, width);
      expect(await page.locator('main :is(table.properties, table.parameters) > tbody > tr').count()).toBeGreaterThan(
        0,
      );
      expect(await clippedRows(page), path).toEqual([]);
      await openEverything(page);
      expect(await clippedRows(page), `${path}, every level open`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
  });

  test(`at ${width} px a row reads name, type and constraints on one line, the description full width beneath`, async ({
    page,
  }) => {
    const op = boxOperation();
    await open(page, operationPage(BOX_PREFIX, op.operationId), width);
    const described = op.parameters.find((p: any) => p.description && p.example !== undefined && p.name.length < 12);
    const row = page.locator(`table.parameters tr[id$="-${described.name}"]`).first();
    const [name, type, description] = await Promise.all(
      ['td:first-child > code', 'td:nth-child(2)', 'td:last-child > .description'].map((selector) =>
        row.locator(selector).first().boundingBox(),
      ),
    );
    expect(Math.abs(name!.y - type!.y), 'name and type on one line').toBeLessThan(name!.height);
    expect(description!.y, 'the description beneath').toBeGreaterThanOrEqual(name!.y + name!.height - 1);
    const rowBox = (await row.boundingBox())!;
    expect(description!.width, 'the description has the row’s width').toBeGreaterThan(rowBox.width * 0.8);
  });
}

test('a request body leaves the read-only fields out, and so does its generated example; the response and the model show them', async ({
  page,
}) => {
  const properties = galaxy.components.schemas.Planet.properties;
  const readOnly = Object.keys(properties).filter((name) => properties[name].readOnly);
  expect(readOnly.length).toBeGreaterThan(0);
  await open(page, operationPage(GALAXY_PREFIX, galaxy.paths['/planets'].post.operationId), 1440);
  for (const name of readOnly) {
    await expect(page.locator(`[id="request-body.${name}"]`)).toHaveCount(0);
    await expect(page.locator(`[id="response-201.${name}"]`)).toHaveCount(1);
  }
  await expect(page.locator('[id="request-body.name"]')).toHaveCount(1);

  // Our own fixture's request example is generated: it holds no read-only field, its response example does.
  await open(page, operationPage(BOOKINGS_PREFIX, 'createBooking'), 1440);
  const written = bookings.components.schemas.Booking.properties;
  const serverWritten = Object.keys(written).filter((name) => written[name].readOnly);
  // The operation's own request example, not its callback's (a request the API sends carries them).
  const request = page.locator('[data-example][data-status="request"][data-generated]:not(.callbacks *)').first();
  const sent = JSON.parse((await request.locator('pre').textContent())!);
  for (const name of serverWritten) {
    expect(sent).not.toHaveProperty(name);
    await expect(page.locator(`[id="request-body.${name}"]`)).toHaveCount(0);
    await expect(page.locator(`[id="response-201.${name}"]`)).toHaveCount(1);
  }
  await open(page, `/${BOOKINGS_PREFIX}/schemas/booking/`, 1440);
  for (const name of serverWritten) {
    const row = page.locator(`[data-schema="Booking"] [data-property="${name}"]`);
    await expect(row).toHaveCount(1);
    await expect(row.locator('.flag-readonly')).toBeVisible();
  }
});

test("a parameter's own example is shown in its row", async ({ page }) => {
  const op = boxOperation();
  await open(page, operationPage(BOX_PREFIX, op.operationId), 1280);
  const withExample = op.parameters.filter((p: any) => p.example !== undefined);
  expect(withExample.length).toBeGreaterThan(0);
  for (const parameter of withExample) {
    const row = page.locator(`table.parameters tr[id$="-${parameter.name}"]`).first();
    await expect(row.locator('.schema-examples')).toContainText(String(parameter.example));
  }
});

test('a oneOf names its variants in the type column and its list: the model’s name, else the title', async ({
  page,
}) => {
  const [card, transfer] = bookings.components.schemas.Booking.properties.payment.oneOf;
  const cardName = card.$ref.split('/').pop();
  await open(page, operationPage(BOOKINGS_PREFIX, 'createBooking'), 1440);
  const row = page.locator('[id="request-body.payment"]');
  await expect(row.locator(':scope > td:nth-child(2)')).toHaveText(`one of ${cardName} | ${transfer.title}`);
  await expect(row.locator(':scope > td:nth-child(2) a')).toHaveAttribute(
    'href',
    new RegExp(`/schemas/${slugify(cardName)}/$`),
  );
  await row.locator('summary').first().click();
  const variants = row.locator('.schema-alternatives > ol > li');
  await expect(variants.nth(0)).toContainText(cardName);
  await expect(variants.nth(1).locator('.alternative-title')).toHaveText(transfer.title);
});

test('a named model unfolds in place on demand, one level, folded below the first level, its link kept; a cycle stops at a link', async ({
  page,
}) => {
  await open(page, operationPage(BOOKINGS_PREFIX, 'createBooking'), 1440);
  const guest = page.locator('[id="request-body.guest"]');
  const person = bookings.components.schemas.Person.properties;
  await expect(guest.locator(':scope > td:nth-child(2) a')).toHaveAttribute('href', /\/schemas\/person\/$/);
  const nested = guest.locator(':scope > td > details.nested');
  await expect(nested).not.toHaveAttribute('open');
  await expect(page.locator('[id="request-body.guest.name"]')).toBeHidden();
  await nested.locator(':scope > summary').click();
  for (const name of Object.keys(person)) await expect(page.locator(`[id="request-body.guest.${name}"]`)).toBeVisible();
  // Person inside Person: a link to the model, not a second unfolding.
  const friend = page.locator('[id="request-body.guest.friend"]');
  await expect(friend.locator(':scope > td:nth-child(2) a')).toHaveAttribute('href', /\/schemas\/person\/$/);
  await expect(friend.locator('details.nested')).toHaveCount(0);
  // One level: the model's own fields; what is inside them is on the model's page.
  await expect(page.locator('[id="request-body.guest.address"]')).toBeVisible();
  await expect(page.locator('[id="request-body.guest.address.city"]')).toHaveCount(0);
});

test('the Markdown twin says what the page says: no read-only field in the request, variants named, examples', async ({
  request,
}) => {
  const twin = await (
    await request.get(new URL(`/${BOOKINGS_PREFIX}/operations/create-booking.md`, origin).href)
  ).text();
  const [requestPart, responsePart] = twin.split(/^## Responses$/m);
  expect(requestPart).not.toMatch(/^- `id` /m);
  expect(responsePart).toMatch(/^- `id` /m);
  const { payment } = bookings.components.schemas.Booking.properties;
  expect(requestPart).toContain(`**${payment.oneOf[1].title}**`);
  const limit = bookings.paths['/bookings'].post.parameters[0];
  expect(twin).toMatch(new RegExp(`\\| \`${limit.name}\` \\(optional\\) \\|.*Example: \`${limit.example}\``));
});

test('an array of values shows what each may be and its limits, on the page and in its twin', async ({ page }) => {
  const { items } = bookings.components.schemas.Booking.properties.extras;
  await open(page, `/${BOOKINGS_PREFIX}/schemas/booking/`, 390);
  const row = page.locator('[data-schema="Booking"] [data-property="extras"]');
  await expect(row.locator('.schema-enum')).toHaveText(`Allowed values of each item: ${items.enum.join(', ')}`);
  await expect(row.locator('.schema-item-facts')).toHaveText(
    `Each item: ${items.description} max length ${items.maxLength}`,
  );
  const twin = await (await page.request.get(new URL(`/${BOOKINGS_PREFIX}/schemas/booking.md`, origin).href)).text();
  const line = twin.split('\n').find((text) => text.includes('`extras`'));
  expect(line).toContain(
    `Allowed values of each item: ${items.enum.map((value: string) => `\`${value}\``).join(', ')}.`,
  );
  expect(line).toContain(`Each item: ${items.description} max length ${items.maxLength}.`);
});
