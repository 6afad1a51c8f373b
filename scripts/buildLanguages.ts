// `npm run build:languages`: the site in each of its languages (site.config.json `languages`: locale → base path),
// one `npm run build` each, into dist/ under the language's base (dist/ is the base they all lie under): the site's
// root language first (a build empties its output folder), then the others beside it. OUT_DIR names another folder.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ConfigError, configFile, loadSiteConfig } from '../src/config/loadSiteConfig.ts';
import { commonBase } from '../src/shared/basePath.ts';

let languages: Record<string, string>;
try {
  const config = loadSiteConfig();
  if (!config.languages || Object.keys(config.languages).length === 0) {
    console.error(`npm run build:languages: ${configFile()} names no "languages" (locale → base path), e.g.`);
    console.error('  { "locale": "en", "languages": { "en": "/", "de": "/de/", "ja": "/ja/" } }');
    process.exit(2);
  }
  languages = config.languages as Record<string, string>;
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`error: ${error.message}`);
  process.exit(1);
}

const out = process.env.OUT_DIR ?? 'dist';
const root = commonBase(Object.values(languages));
// Shorter bases first: "/" before "/de/", so a language's build never empties another's folder.
for (const [locale, base] of Object.entries(languages).sort(([, a], [, b]) => a.length - b.length)) {
  const target = join(out, base.slice(root.length));
  console.log(`\n▶ ${locale}: ${target}`);
  // The same site.config.json, in this language (loadSiteConfig.ts): its messages name the file's own lines.
  const { status } = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, SITE_LANGUAGE: locale, OUT_DIR: target },
  });
  if (status !== 0) process.exit(status ?? 1);
}
console.log(`\n✔ ${Object.keys(languages).length} languages in ${out}/`);
