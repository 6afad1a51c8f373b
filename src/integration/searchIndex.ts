import { fileURLToPath } from 'node:url';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { basePath } from '../shared/basePath.ts';
import { close, createIndex, type NewFileResponse, type PagefindIndex } from 'pagefind';
import type { SearchFeed, SearchPage } from '../context/searchFeed.ts';
import { buildContext } from '../context/buildContext.ts';
import { forgetHighlights } from '../presentation/highlight.ts';
import { batchPagefindWrites } from './pagefindWrites.ts';

/**
 * What a reader searches for is a page's title, method and path, operationId, summary and description, and the
 * names of its parameters and fields; everything else is left out of the index. Examples, code samples and the
 * "used by" lists were two thirds of the text Pagefind held (gigabytes in its process on the largest documents) and made a
 * search for one name find every page that shows it in an example. Of a parameter or field table only the names
 * stay (the first column, without its required/optional flag); nested fields, responses and callbacks go.
 * Operation, webhook and model pages hand the index just those words, as records (presentation/searchRecord.ts);
 * these selectors trim the pages it reads whole (overviews, guides).
 */
export const NOT_INDEXED = [
  '.page-menu',
  '[data-code-sample]',
  '[data-try-it]',
  '.code-samples',
  '.embed-sample',
  '.examples-panel',
  '.schema-example',
  '.schema-examples',
  '.used-by',
  '.schema-discriminator',
  '.operation-list',
  '.heading-anchor',
  'thead',
  'caption',
  '.operation td:not(:first-child)',
  '.schema td:not(:first-child)',
  'td:first-child span',
  '.operation details',
  '.responses',
  '.callbacks',
  '.schema details',
];

/** Pages handed to Pagefind whole and not yet indexed, at most: each is a copy of its HTML held in memory. */
const HTML_IN_FLIGHT = 8;
/**
 * Pages handed to Pagefind and not yet indexed, at most. Most are records of a few hundred bytes, and the build's
 * thread reads Pagefind's answers only between pages: a few at a time left most of them to hand over after the last
 * page (docs/performance.md).
 */
const IN_FLIGHT = 512;

/**
 * Builds the Pagefind search index into `pagefind/` under the reference's base. Pages choose to be indexed with
 * `data-pagefind-body` (see presentation/searchFacts.ts); `searchMiddleware.ts` hands each of them to
 * Pagefind as Astro renders it, so the index grows in Pagefind's own process, on another core, while the next
 * pages render. A result is found by what names it (NOT_INDEXED above says what is left out), which keeps results
 * relevant and Pagefind's process small.
 */
export function searchIndex(): AstroIntegration {
  let base = '/';
  let folder = '';
  let enabled = true;
  let index: PagefindIndex | undefined;
  let fed: (() => Promise<NewFileResponse[]>) | undefined;
  return {
    name: 'api-reference:search',
    hooks: {
      'astro:config:setup': ({ command, config, addMiddleware, updateConfig }) => {
        // The reference's base: the site's own, or a path below it when the reference lies in a user's site.
        base = buildContext().base;
        folder = base.slice(basePath(config.base).length);
        updateConfig({ vite: { define: { 'import.meta.env.SEARCH_BASE': JSON.stringify(base) } } });
        // `search: false` in site.config.json: no index, and no box to search it (layouts/Page.astro).
        enabled = buildContext().config.search;
        if (command === 'build' && enabled)
          addMiddleware({ entrypoint: new URL('./searchMiddleware.ts', import.meta.url), order: 'post' });
      },
      'astro:build:start': async () => {
        if (!enabled) return;
        await batchPagefindWrites();
        const created = await createIndex({ excludeSelectors: NOT_INDEXED });
        if (!created.index) throw new Error(`search index: ${created.errors.join('; ')}`);
        index = created.index;
        const { feed, all } = feedInto(index, base);
        fed = all;
        buildContext().searchFeed = feed;
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!enabled) return;
        const started = performance.now();
        delete buildContext().searchFeed;
        try {
          if (!index || !fed) throw new Error('search index: the build never started it');
          const added = await fed();
          const errors = added.flatMap((page) => page.errors);
          if (errors.length) throw new Error(`search index: ${errors.join('; ')}`);
          // Written here rather than by Pagefind (writeFiles): its service can answer before its last file is on
          // disk, and close() then stops it, leaving a file empty (seen on a busy machine).
          const files = index.getFiles();
          // The pages are done: their highlighted code goes. V8 collects it when it needs to: a collection forced here
          // held the thread while the twins waited, and V8 then collected more often (docs/performance.md).
          forgetHighlights();
          const built = await files;
          if (built.errors.length) throw new Error(`search index: ${built.errors.join('; ')}`);
          // One file after the other: thousands of small files, written faster without a promise each.
          const out = join(fileURLToPath(dir), folder, 'pagefind');
          for (const folder of new Set(built.files.map((file) => dirname(join(out, file.path)))))
            mkdirSync(folder, { recursive: true });
          for (const file of built.files) writeFileSync(join(out, file.path), file.content);
          logger.info(
            `search index: ${added.length} pages, written in ${Math.round(performance.now() - started)} ms after the last page`,
          );
        } finally {
          index = undefined;
          await close();
        }
      },
    },
  };
}

/**
 * Adds each page to the index (at its URL below `base`, as Pagefind names files) in ticket order, at most
 * IN_FLIGHT at a time and HTML_IN_FLIGHT of them whole; `all()`, once every page is in, resolves to Pagefind's
 * answers when it has read them all.
 * Pagefind numbers pages as they come, so the order decides the index's bytes. A page waits here, not in its
 * renderer, for those started before it: rendering goes on, and most pages hand over a record of a few hundred
 * bytes (presentation/searchRecord.ts) rather than their HTML.
 */
function feedInto(index: PagefindIndex, base: string): { feed: SearchFeed; all(): Promise<NewFileResponse[]> } {
  let tickets = 0;
  let next = 0;
  const waiting = new Map<number, SearchPage | undefined>();
  const answers: Promise<NewFileResponse>[] = [];
  let inFlight = 0;
  let htmlInFlight = 0;
  let drained = () => {};
  const feedWaiting = () => {
    while (inFlight < IN_FLIGHT && waiting.has(next)) {
      const page = waiting.get(next);
      const whole = page !== undefined && 'html' in page;
      if (whole && htmlInFlight >= HTML_IN_FLIGHT) break;
      waiting.delete(next++);
      if (!page) continue;
      const url = page.path.startsWith(base) ? `/${page.path.slice(base.length)}` : page.path;
      inFlight += 1;
      if (whole) htmlInFlight += 1;
      const answer =
        'record' in page
          ? index.addCustomRecord({ url, ...page.record })
          : index.addHTMLFile({ url, content: page.html });
      const settled = () => {
        inFlight -= 1;
        if (whole) htmlInFlight -= 1;
        feedWaiting();
      };
      answer.then(settled, settled);
      answers.push(answer);
    }
    if (next === tickets && inFlight === 0) drained();
  };
  return {
    feed: {
      ticket: () => tickets++,
      add: (ticket, page) => {
        waiting.set(ticket, page);
        feedWaiting();
      },
    },
    all: () =>
      new Promise((resolve) => {
        drained = () => resolve(Promise.all(answers));
        feedWaiting();
      }),
  };
}
