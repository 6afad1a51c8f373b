import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The package's folder: Astro's root, where astro.config.mjs and the site's source are. */
export const packageRoot = here('../../');

/**
 * Runs one of the package's programs on this Node, its TypeScript stripped as `npm run` strips it
 * (typeStripping.mjs), and gives back its exit code.
 */
export function runProgram(
  program: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; nodeFlags?: string[] } = {},
): number {
  const { status, signal } = spawnSync(
    process.execPath,
    [...(options.nodeFlags ?? []), '--import', here('./typeStripping.mjs'), here(program), ...args],
    { stdio: 'inherit', env: options.env, cwd: options.cwd },
  );
  // A program stopped by Ctrl+C has done what the user asked.
  return status ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
}
