import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Parts of the site that hold the same document again, under the checked folder and not left out: older versions
 * (`v/`) and the site in another language (a folder whose home page declares another `<html lang>`). Each is checked on
 * its own; what to say to do so.
 */
export function partsLeftIn(distDir: string, options: { prefix?: string; exclude?: string[] }): string[] {
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
    else if (isOtherLanguage(join(scope, name), scope))
      hints.push(
        `hint: ${name}/ is the site in another language: --exclude ${name}, and check it with --prefix ${join(options.prefix ?? '', name)}`,
      );
  }
  return hints;
}

const isOtherLanguage = (folder: string, scope: string) => {
  const language = languageOf(folder);
  return language !== undefined && language !== languageOf(scope);
};

/** The language a folder's home page declares (`<html lang="de">`); undefined without one. */
function languageOf(folder: string): string | undefined {
  const home = join(folder, 'index.html');
  if (!existsSync(home)) return undefined;
  return /<html[^>]*\slang="([^"]*)"/.exec(readFileSync(home, 'utf8'))?.[1];
}
