import { defineConfig, devices } from '@playwright/test';

const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];

// Started by scripts/test.mjs, which builds the shop, serves it on a free port with a fresh
// database and passes BASE_URL, ADMIN_API_TOKEN and CHROMIUM_PATH.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    trace: 'off',
    // The shop's service worker answers a controlled page's requests itself, out of reach of
    // page.route(): only the offline tests (e2e/offline.spec.ts) let it run.
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
