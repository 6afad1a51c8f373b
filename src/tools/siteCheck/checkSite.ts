import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { checkPageLinks } from './checkLinks.ts';
import { checkNavigation } from './checkNavigation.ts';
import { checkOperations } from './checkOperations.ts';
import { checkExamples } from './checkExamples.ts';
import { checkSchemas } from './checkSchemas.ts';
import { deriveExpectations } from './deriveExpectations.ts';
import { ProblemLog } from './problemLog.ts';
import { readDocument } from './readDocument.ts';
import { RefResolver } from './refs.ts';
import { scanPage } from './scanPage.ts';
import { scanPages } from './scanPages.ts';
import { findBase } from './siteBase.ts';
import { siteFiles } from './siteFiles.ts';

export interface CheckSiteOptions {
  /** The built site folder. */
  distDir: string;
  /** The OpenAPI / Swagger document (YAML or JSON) the site was built from. */
  documentFile: string;
  /** Sub-folder of the site that holds this document's pages (`petstore`); only pages there count. */
  prefix?: string;
  /**
   * Sub-folders under the prefix that hold other documents' pages, whose pages do not count: the older versions of
   * an API served under its latest (`v/1.0.0`, beside `--prefix` of the latest), each checked on its own.
   */
  exclude?: string[];
  /**
   * URL path the site is served under (`/docs/`), stripped from absolute internal links; by default read from the
   * pages' links (siteBase.ts).
   */
  base?: string;
  /** The site switched the try-it panel off everywhere. */
  tryItDisabled?: boolean;
}

export interface SiteStats {
  htmlPages: number;
  pagesChecked: number;
  operationsExpected: number;
  operationElements: number;
  webhooksExpected: number;
  webhookElements: number;
  schemasExpected: number;
  schemaElements: number;
  propertiesExpected: number;
  propertyRows: number;
  codeSamples: number;
  /** Generated JSON examples checked against their schema (required fields, enums). */
  generatedExamplesChecked: number;
  /** Generated cURL samples compared with the request example they send. */
  generatedSamplesChecked: number;
  navTags: number;
  navGroups: number;
  linksChecked: number;
}

/** Checks a built site against the site contract (shared/CONTRACT.md), judging from the raw document alone. */
export async function checkSite(
  options: CheckSiteOptions,
): Promise<{ problems: string[]; stats: SiteStats; base: string }> {
  const distDir = resolve(options.distDir);
  const scope = normalizePrefix(options.prefix ?? '');
  const document = readDocument(options.documentFile);
  const expected = deriveExpectations(document, options.documentFile, {
    tryItDisabled: options.tryItDisabled ?? false,
  });
  if (!(await stat(distDir).catch(() => undefined))?.isDirectory()) {
    return { problems: [`${distDir}: no such site folder`], stats: emptyStats(), base: options.base ?? '/' };
  }
  const files = await siteFiles(distDir);
  const htmlPages = files.filter((file) => file.endsWith('.html'));
  const excluded = (options.exclude ?? []).map((folder) => `${scope}${normalizePrefix(folder)}`);
  const checkedPages = htmlPages.filter(
    (page) => page.startsWith(scope) && !excluded.some((folder) => page.startsWith(folder)),
  );

  const scanned = await scanPages(distDir, checkedPages);
  const idsOf = (page: string) => {
    let facts = scanned.get(page);
    if (!facts) {
      facts = scanPage(page, readFileSync(join(distDir, page), 'utf8'));
      scanned.set(page, facts);
    }
    return facts.ids;
  };

  const problems = new ProblemLog();
  const pages = checkedPages.map((page) => scanned.get(page)!);
  const base = options.base === undefined ? findBase(pages, new Set(files)) : normalizeBase(options.base);
  if (pages.length === 0) problems.add(`no .html page under ${join(distDir, scope)}`);
  const operations = pages.flatMap((page) => page.operations);
  const webhooks = pages.flatMap((page) => page.webhooks);
  const schemas = pages.flatMap((page) => page.schemas);
  checkOperations('data-operation', expected.operations, operations, problems);
  checkOperations('data-webhook', expected.webhooks, webhooks, problems);
  checkSchemas(expected.schemas, schemas, problems);
  checkNavigation(expected.navigation, pages, problems);
  const refs = new RefResolver(options.documentFile, document);
  const examples = checkExamples(
    new Map([...expected.operations, ...expected.webhooks]),
    [...operations, ...webhooks],
    { file: options.documentFile, refs },
    problems,
  );
  const linkContext = { files: new Set(files), base, idsOf, verdicts: new Map<string, string | undefined>() };
  let linksChecked = 0;
  for (const page of pages) {
    linksChecked += checkPageLinks(page, linkContext, problems);
    // Fields are linked to by id: an id must say one place, and every property row needs one.
    for (const id of new Set(page.duplicateIds))
      problems.addOnPage(`id "${id}" is given to more than one element`, page.page);
    for (const name of page.rowsWithoutId) problems.addOnPage(`data-property="${name}" row without an id`, page.page);
  }

  return {
    problems: problems.lines(),
    base,
    stats: {
      htmlPages: htmlPages.length,
      pagesChecked: pages.length,
      operationsExpected: expected.operations.size,
      operationElements: operations.length,
      webhooksExpected: expected.webhooks.size,
      webhookElements: webhooks.length,
      schemasExpected: expected.schemas.size,
      schemaElements: schemas.length,
      propertiesExpected: [...expected.schemas.values()].reduce((sum, schema) => sum + schema.properties.size, 0),
      propertyRows: schemas.reduce((sum, schema) => sum + schema.rows.length, 0),
      codeSamples: operations.reduce((sum, operation) => sum + operation.samples.length, 0),
      generatedExamplesChecked: examples.examples,
      generatedSamplesChecked: examples.samples,
      navTags: new Set(pages.flatMap((page) => page.navTags)).size,
      navGroups: new Set(pages.flatMap((page) => page.navGroups)).size,
      linksChecked,
    },
  };
}

/** `petstore`, `/petstore/` → `petstore/`; empty for the whole site. */
const normalizePrefix = (prefix: string) => {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
};

/** `docs`, `/docs` → `/docs/`. */
const normalizeBase = (base: string) => `/${base.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

function emptyStats(): SiteStats {
  return {
    htmlPages: 0,
    pagesChecked: 0,
    operationsExpected: 0,
    operationElements: 0,
    webhooksExpected: 0,
    webhookElements: 0,
    schemasExpected: 0,
    schemaElements: 0,
    propertiesExpected: 0,
    propertyRows: 0,
    codeSamples: 0,
    generatedExamplesChecked: 0,
    generatedSamplesChecked: 0,
    navTags: 0,
    navGroups: 0,
    linksChecked: 0,
  };
}
