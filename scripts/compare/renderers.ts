// Where each renderer shows one operation: the address that opens it and the element whose height is the
// operation's. Each is found once per document, from the renderer's own output, never from its layout's looks.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Browser } from '@playwright/test';
import { operationIdOf, operationKey, type ComparedOperation } from './operations.ts';

export type RendererName = 'ours' | 'Scalar' | 'Redoc';
export const RENDERERS: RendererName[] = ['ours', 'Scalar', 'Redoc'];

export interface Located {
  /** Opens the operation (a deep link into the peers' single page). */
  url: string;
  /** CSS selector of the operation's section: its height is the operation's height. */
  section: string;
}

const attribute = (name: string, value: string) => `[${name}="${value.replace(/["\\]/g, '\\$&')}"]`;

/**
 * Ours: the element with the contract's `data-operation="METHOD /path"` (today the operation page's
 * `<article>`), on the page that holds it, found by reading the built HTML.
 */
export function locateOurs(distDir: string, siteUrl: string, operation: ComparedOperation): Located {
  const key = operationKey(operation);
  const needle = `data-operation="${key.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  const pages = htmlFiles(distDir).filter((file) => readFileSync(file, 'utf8').includes(needle));
  if (pages.length !== 1)
    throw new Error(`${key}: expected one page with ${needle} in ${distDir}, found ${pages.length}`);
  const path = relative(distDir, pages[0])
    .split(sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '$1');
  return { url: `${siteUrl}/${path}`, section: attribute('data-operation', key) };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Scalar: the element whose id ends in `/METHOD/path` (`api-1/tag/contacts/GET/crm/contacts`), which runs from
 * the operation's heading to the next operation's; its id is the deep link.
 * Redoc: the element whose `data-section-id` ends in the operationId (`/contacts/contactsall`), which runs from
 * the operation's heading to the next item's; `#` and that id is the deep link.
 */
export async function locatePeer(
  browser: Browser,
  renderer: Exclude<RendererName, 'ours'>,
  peersUrl: string,
  corpusDir: string,
  operation: ComparedOperation,
): Promise<Located> {
  const page = `${peersUrl}/${renderer.toLowerCase()}.html?document=${operation.document}`;
  const context = await browser.newContext();
  await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort());
  try {
    const tab = await context.newPage();
    if (renderer === 'Scalar') {
      await tab.goto(`${page}&openAllTags`);
      const suffix = `/${operation.method}${operation.path}`;
      const id = await tab.waitForFunction(
        (suffix) => [...document.querySelectorAll('[id]')].find((element) => element.id.endsWith(suffix))?.id,
        suffix,
        { timeout: 60_000 },
      );
      const found = (await id.jsonValue()) as string;
      return { url: `${page}#${found}`, section: attribute('id', found) };
    }
    // Redoc lists a tag's operations once the tag is open: open the operation's first tag, then find it.
    const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
    const { operationId, tag } = operationIdOf(corpusDir, operation);
    const findSection = (wanted: string) =>
      tab.waitForFunction(
        (wanted) =>
          [...document.querySelectorAll('[data-section-id]')]
            .map((element) => element.getAttribute('data-section-id')!)
            .find(
              (id) =>
                id
                  .split('/')
                  .pop()!
                  .toLowerCase()
                  .replace(/[^a-z0-9]/g, '') === wanted,
            ),
        wanted,
        { timeout: 60_000 },
      );
    await tab.goto(page);
    const tagSection = (await (await findSection(slug(tag ?? ''))).jsonValue()) as string;
    await tab.goto(`${page}#${tagSection}`);
    const id = await findSection(slug(operationId));
    const found = (await id.jsonValue()) as string;
    return { url: `${page}#${found}`, section: attribute('data-section-id', found) };
  } finally {
    await context.close();
  }
}
