import { knobsEnvironment } from '../config/inputs.ts';
import { siteKnobs, takeOption, UsageError } from './options.ts';
import { packageRoot, runProgram } from './run.ts';

// The flags `npm run build` gives the build (package.json): a larger young generation (docs/performance.md).
const BUILD_FLAGS = ['--max-semi-space-size=32'];

/**
 * `build`, `dev` and `preview`: the Astro build of this package, the user's folder as its input. Astro runs in the
 * package's folder (its root: the pages and its dependencies are there); the user's documents, configuration, guides
 * and output folder reach it as knobs (config/inputs.ts), absolute paths.
 */
export function siteCommand(command: 'build' | 'dev' | 'preview', args: string[]): number {
  const rest = [...args];
  const astroArgs: string[] = [];
  if (command !== 'build') {
    for (const name of ['port', 'host']) {
      const value = takeOption(rest, name);
      if (value !== undefined) astroArgs.push(`--${name}`, value);
    }
  }
  const knobs = siteKnobs(rest, process.cwd());
  if (command === 'preview' && rest.length > 0)
    throw new UsageError('preview serves the built folder (--out), not documents');
  return runProgram('./astro.mjs', [command, ...astroArgs], {
    env: knobsEnvironment(knobs),
    cwd: packageRoot,
    nodeFlags: command === 'build' ? BUILD_FLAGS : [],
  });
}
