import { defineConfig, type LaunchOptions } from '@playwright/test';
import { E2E_DATA_DIR, FULL_CHROMIUM, E2E_PORT as PORT } from './e2e/server-settings';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// Debian's Chromium builds (a Playwright browser download cannot work on these machines). The
// headless shell is Chromium without the browser around the page: it draws and runs the panel as
// Chromium does at less cost (decision 072), but it has no app installability check and no
// notifications, so a test of those is tagged @full-chromium and runs in the whole browser.
const headlessShell: LaunchOptions = {
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  args,
};
const fullChromium: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
};

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every action's DOM and screen for every test though only a failing one is
    // ever read (decision 071): a failure keeps its screenshot and the error's call log, and
    // `npx playwright test <file> --trace on` records the trace when one is wanted.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The panel's service worker precaches the whole build on a first visit: only the tests of
    // the installable app (installable-app.spec.ts) let it run, the others see the plain page.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'headless-shell', grepInvert: FULL_CHROMIUM, use: { launchOptions: headlessShell } },
    { name: 'chromium', grep: FULL_CHROMIUM, use: { launchOptions: fullChromium } },
  ],
  webServer: {
    // The real server (the demo's start) on a fresh embedded database, serving the built panel.
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx apps/api/src/db/seed/demo-server.ts`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
  },
});
