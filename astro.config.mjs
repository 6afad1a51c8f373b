// @ts-check
import { inputs } from './src/config/inputs.ts';
import { apiReference } from './src/integration/index.ts';

// Astro's own setting, not the site's: no telemetry from `astro check` either.
process.env.ASTRO_TELEMETRY_DISABLED = '1';
const { outDir, astroCacheDir } = inputs();

// The reference is the whole site: its base, address, Markdown settings and pages come from the integration
// (src/integration/referenceContext.ts), which reads site.config.json and the environment's knobs.
// A typed object rather than `defineConfig` from 'astro/config', whose entry loads ~280 modules a build does not
// otherwise need (its SVG optimizer, font providers): ~0.2 s of every build's start (docs/performance.md).
/** @type {import('astro').AstroUserConfig} */
export default {
  output: 'static',
  outDir,
  // Builds side by side (the tests) each keep their own content store: a shared one mixes their guides.
  cacheDir: astroCacheDir,
  trailingSlash: 'ignore',
  // Pages render while earlier ones are written: one at a time, a large build waits on file writes (docs/performance.md).
  build: { format: 'directory', concurrency: 16 },
  devToolbar: { enabled: false },
  // Small scripts as shared files, cached once, rather than inlined into every page.
  vite: { build: { assetsInlineLimit: 0 } },
  integrations: [apiReference({ wholeSite: true })],
};
