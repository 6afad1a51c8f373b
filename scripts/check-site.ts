// Checks a built site against the site contract: npm run check:site -- DIST DOCUMENT [options] (--help says which).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkSite } from '../tests/contract/checkSite.ts';

const usage =
  'usage: npm run check:site -- DIST DOCUMENT [--prefix P] [--exclude SUBFOLDER]... [--base /docs/] [--try-it-disabled]';

const help = `${usage}

Checks a site built into DIST (dist) against the OpenAPI DOCUMENT it was built from: the data-* contract of its
pages, and that every internal link leads to a file and an id of the site.

  --prefix P           the document's pages are under P: one API of several (billing), an older version
                       (billing/v/1.4), the site in another language (de, built into DIST/de by
                       npm run build:languages; de/v/1.4)
  --exclude SUBFOLDER  leaves a folder under the prefix out: v, the older versions (each checked on its own),
                       de, the other language
  --base /docs/        the path the site is served under; by default read from the pages' own links
  --try-it-disabled    the site was built with "tryIt": false`;

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        prefix: { type: 'string' },
        exclude: { type: 'string', multiple: true },
        base: { type: 'string' },
        'try-it-disabled': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(help);
    return 0;
  }
  const [distDir, documentFile] = parsed.positionals;
  if (!distDir || !documentFile || parsed.positionals.length > 2) {
    console.error(usage);
    return 2;
  }
  const started = performance.now();
  let result;
  try {
    result = await checkSite({
      distDir,
      documentFile,
      prefix: parsed.values.prefix,
      exclude: parsed.values.exclude,
      base: parsed.values.base,
      tryItDisabled: parsed.values['try-it-disabled'],
    });
  } catch (error) {
    console.error(`check-site: ${(error as Error).message}`);
    return 2;
  }
  const { problems, stats, base } = result;
  if (parsed.values.base === undefined) console.log(`base ${base} (read from the pages' links; --base gives another)`);
  for (const problem of problems) console.log(problem);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    Object.entries(stats)
      .map(([name, count]) => `${name}: ${count}`)
      .join(', '),
  );
  console.log(
    problems.length === 0
      ? `site contract: OK (${seconds} s)`
      : `site contract: ${problems.length} problem(s) (${seconds} s)`,
  );
  if (problems.length > 0) for (const hint of partsLeftIn(distDir, parsed.values)) console.log(hint);
  return problems.length === 0 ? 0 : 1;
}

/**
 * Parts of the site that hold the same document again, under the checked folder and not left out: older versions
 * (`v/`) and the site in another language (a folder built on its own, with its own `_astro/`). Each is checked on
 * its own; what to say to do so.
 */
function partsLeftIn(distDir: string, options: { prefix?: string; exclude?: string[] }): string[] {
  const scope = join(distDir, options.prefix ?? '');
  const excluded = new Set((options.exclude ?? []).map((folder) => folder.replace(/^\/+|\/+$/g, '')));
  const folders = existsSync(scope)
    ? readdirSync(scope, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    : [];
  const hints: string[] = [];
  for (const { name } of folders) {
    if (excluded.has(name)) continue;
    if (name === 'v')
      hints.push(
        `hint: v/ holds the older versions: --exclude v, and check each with --prefix ${join(options.prefix ?? '', 'v', '<version>')}`,
      );
    else if (existsSync(join(scope, name, '_astro')))
      hints.push(
        `hint: ${name}/ is the site in another language: --exclude ${name}, and check it with --prefix ${join(options.prefix ?? '', name)}`,
      );
  }
  return hints;
}

process.exitCode = await main();
