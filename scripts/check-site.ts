// Checks a built site against the site contract: npx node scripts/check-site.ts DIST DOCUMENT [--prefix P] [--exclude SUBFOLDER]... [--base /docs/] [--try-it-disabled]
import { parseArgs } from 'node:util';
import { checkSite } from '../tests/contract/checkSite.ts';

const usage =
  'usage: node scripts/check-site.ts DIST DOCUMENT [--prefix P] [--exclude SUBFOLDER]... [--base /docs/] [--try-it-disabled]';

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
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
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
  const { problems, stats } = result;
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
  return problems.length === 0 ? 0 : 1;
}

process.exitCode = await main();
