// The end-to-end tests drive Debian's Chromium builds (a browser download cannot work here): its
// headless shell for most tests, the whole browser for the few that need it (playwright.config.ts).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const BROWSERS = [
  { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', aptPackage: 'chromium' },
  {
    path: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
    aptPackage: 'chromium-headless-shell',
  },
];

const missing = BROWSERS.filter((browser) => !fs.existsSync(browser.path));
if (missing.length > 0) {
  const packages = missing.map((browser) => browser.aptPackage).join(' ');
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing ${missing.map((browser) => browser.path).join(' and ')}. Install with: sudo apt-get install -y ${packages}`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages} for the end-to-end tests...`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
    {
      stdio: 'inherit',
    },
  );
}
