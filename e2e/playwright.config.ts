import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './tests',
  // Per port, so runs side by side do not clean each other's artefacts.
  outputDir: `./test-results/${PORT}`,
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Whole booking flows (registration, code, payment) take a while on a busy 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // A fresh embedded database per run, seeded with the demo tenants; the built site is served by the API process.
    // E2E_WEB_DIST lets several checkouts' builds run side by side; by default the site built by `npm run build`.
    command: `rm -rf ../.data-e2e-${PORT} && DATA_DIR=../.data-e2e-${PORT} PORT=${PORT} HOST=127.0.0.1 LOG_LEVEL=warn ${
      process.env.E2E_WEB_DIST ? `WEB_DIST=${process.env.E2E_WEB_DIST} ` : ''
    }npx tsx ../apps/server/src/server.ts`,
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
