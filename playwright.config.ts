import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/tools/chromium/launchOptions.ts';

// E2E_PORT lets two checkouts run their browser tests at once.
const PORT = Number(process.env.E2E_PORT ?? 4399);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `node tests/support/serve.ts dist ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
