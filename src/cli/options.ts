import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Knobs } from '../config/inputs.ts';

/** A command used wrongly: its message and the command's usage are printed, exit 2. */
export class UsageError extends Error {}

/**
 * Takes `--name VALUE` (or `--name=VALUE`) out of `args`, leaving the rest for the command the CLI runs: the
 * options the CLI turns into knobs are its own, the others are the command's.
 */
export function takeOption(args: string[], name: string): string | undefined {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index === -1) return undefined;
  const [arg] = args.splice(index, 1);
  if (arg.includes('=')) return arg.slice(name.length + 3);
  const value = args.splice(index, 1)[0];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
  return value;
}

/**
 * The knobs of a site command from its arguments, as absolute paths from the user's folder (`cwd`): the documents
 * (a folder, or files of one folder; `openapi/` by default), `--config` (site.config.json when there is one),
 * `--guides` (`guides/`), `--out` (`dist/`), `--base`.
 */
export function siteKnobs(args: string[], cwd: string): Knobs {
  const siteConfig = takeOption(args, 'config');
  const guides = takeOption(args, 'guides') ?? 'guides';
  const base = takeOption(args, 'base');
  const outDir = resolve(cwd, takeOption(args, 'out') ?? 'dist');
  const unknown = args.find((arg) => arg.startsWith('-'));
  if (unknown) throw new UsageError(`unknown option ${unknown}`);
  const config = resolve(cwd, siteConfig ?? 'site.config.json');
  if (siteConfig && !existsSync(config)) throw new UsageError(`--config ${siteConfig}: no such file`);
  return {
    ...documentsOf(
      args.map((arg) => resolve(cwd, arg)),
      cwd,
    ),
    // With no file named and none in the folder, every setting keeps its default.
    siteConfig: existsSync(config) ? config : undefined,
    guidesDir: resolve(cwd, guides),
    outDir,
    base,
  };
}

/**
 * What the build reads: the folder named, or `openapi/`; or the documents named, which must be files of one folder
 * (the folder's other files, package.json or a compose file beside an openapi.yaml, are left alone).
 */
function documentsOf(paths: string[], cwd: string): Pick<Knobs, 'openapiDir' | 'namedDocuments'> {
  if (paths.length === 0) return { openapiDir: resolve(cwd, 'openapi') };
  const missing = paths.find((path) => !existsSync(path));
  if (missing) throw new UsageError(`${missing}: no such file or folder`);
  const folders = paths.filter((path) => statSync(path).isDirectory());
  if (folders.length > 0) {
    if (paths.length > 1) throw new UsageError('name one folder of documents, or documents of one folder');
    return { openapiDir: folders[0] };
  }
  const folder = dirname(paths[0]);
  if (paths.some((path) => dirname(path) !== folder)) {
    throw new UsageError('the documents named are in different folders: put them in one folder and name it');
  }
  return { openapiDir: folder, namedDocuments: paths };
}
