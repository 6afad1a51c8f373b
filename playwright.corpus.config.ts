import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/tools/chromium/launchOptions.ts';

// The corpus suite's browser tests (npm run test:corpus): each builds and serves its own site from dev-corpus
// documents fetched at test time, so there is no shared site to serve here.
export default defineConfig({
  testDir: 'tests/corpus/browser',
  outputDir: 'test-results/corpus-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: { launchOptions: chromiumLaunchOptions },
});
