// The end-to-end tests drive Debian's Chromium (a browser download cannot work here).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the end-to-end tests...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
