// @ts-check
import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import { defineConfig } from 'astro/config';
import { ConfigError } from './src/config/loadSiteConfig.ts';
import { inputs } from './src/config/inputs.ts';
import { currentBuildContext } from './src/context/buildContext.ts';
import { createBuildContext } from './src/context/createBuildContext.ts';
import { guideHeadingAnchors } from './src/content/guideHeadings.ts';
import { builtMdxGuides } from './src/content/mdxGuides.ts';
import { apiReference } from './src/integration/index.ts';
import { untimedTokenizing } from './src/shared/untimedTokenizing.ts';

// Astro's own setting, not the site's: no telemetry from `astro check` either.
process.env.ASTRO_TELEMETRY_DISABLED = '1';
const context = buildContext();
const { config } = context;
const { outDir, astroCacheDir } = inputs();

/**
 * The build's context (site.config.json read and validated once), or one clean report of what is wrong with the
 * configuration (file:line:column, no stack trace) and exit 1. A dev server that reloads an edited configuration
 * keeps running and shows the report instead.
 */
function buildContext() {
  const restarted = currentBuildContext() !== undefined;
  try {
    return createBuildContext();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    if (restarted) {
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
  base: context.base,
  site: config.site,
  outDir,
  // Builds side by side (the tests) each keep their own content store: a shared one mixes their guides.
  cacheDir: astroCacheDir,
  trailingSlash: 'ignore',
  // Pages render while earlier ones are written: one at a time, a large build waits on file writes (docs/performance.md).
  build: { format: 'directory', concurrency: 16 },
  devToolbar: { enabled: false },
  // Small scripts as shared files, cached once, rather than inlined into every page.
  vite: { build: { assetsInlineLimit: 0 } },
  markdown: {
    // A guide's headings get their permalinks as the Markdown is rendered, in the site's language.
    processor: satteri({ hastPlugins: [guideHeadingAnchors] }),
    shikiConfig: {
      themes: { light: 'github-light', dark: 'github-dark' },
      defaultColor: 'light',
      transformers: [untimedTokenizing],
    },
  },
  // MDX guides may embed the reference (src/content/guideReferences.ts); without one to build, no MDX at all.
  integrations: [apiReference(), ...(builtMdxGuides().length > 0 ? [mdx()] : [])],
});
