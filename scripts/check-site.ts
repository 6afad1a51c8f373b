// Checks a built site against the site contract: npm run check:site -- DIST DOCUMENT [options] (--help says which).
import { parseArgs } from 'node:util';
import { checkSite } from '../src/tools/siteCheck/checkSite.ts';
import { partsLeftIn } from '../src/tools/siteCheck/partsLeftIn.ts';

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

process.exitCode = await main();
