// @ts-check
import mdx from '@astrojs/mdx';
import { defineConfig } from 'astro/config';
import { ConfigError, loadSiteConfig } from './src/config/loadSiteConfig.ts';
import { untimedTokenizing } from './src/shared/untimedTokenizing.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const config = siteConfig();
// The site's language and the user's words, before the integration's modules (and the words they hold) load; pages and the build's
// second process read it too.
process.env.SITE_LOCALE = config.locale;
process.env.SITE_STRINGS = JSON.stringify(config.strings ?? {});
const { apiReference } = await import('./src/integration/index.ts');
const { builtMdxGuides } = await import('./src/content/mdxGuides.ts');

/**
 * site.config.json, or one clean report of what is wrong with it (file:line:column, no stack trace) and exit 1.
 * A dev server that reloads an edited configuration keeps running and shows the report instead.
 */
function siteConfig() {
  const shared = /** @type {{ apiReferenceConfigLoaded?: boolean }} */ (globalThis);
  try {
    const loaded = loadSiteConfig();
    shared.apiReferenceConfigLoaded = true;
    return loaded;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    if (shared.apiReferenceConfigLoaded) {
      // Astro keeps the previous configuration and shows this; the place in site.config.json is what matters.
      error.stack = error.message;
      throw error;
    }
    process.stderr.write(`\nerror: ${error.message}\n\n`);
    process.exit(1);
  }
}

export default defineConfig({
  output: 'static',
  base: config.base,
  site: config.site,
  outDir: process.env.OUT_DIR ?? './dist',
  // Builds side by side (the tests) each keep their own content store: a shared one mixes their guides.
  cacheDir: process.env.ASTRO_CACHE_DIR,
  trailingSlash: 'ignore',
  // Pages render while earlier ones are written: one at a time, a large build waits on file writes (docs/performance.md).
  build: { format: 'directory', concurrency: 16 },
  devToolbar: { enabled: false },
  // Small scripts as shared files, cached once, rather than inlined into every page.
  vite: { build: { assetsInlineLimit: 0 } },
  markdown: {
    shikiConfig: {
      themes: { light: 'github-light', dark: 'github-dark' },
      defaultColor: 'light',
      transformers: [untimedTokenizing],
    },
  },
  // MDX guides may embed the reference (src/content/guideReferences.ts); without one to build, no MDX at all.
  integrations: [apiReference(), ...(builtMdxGuides().length > 0 ? [mdx()] : [])],
});
