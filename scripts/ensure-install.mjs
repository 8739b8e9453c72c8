// Installs the npm packages when node_modules is missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone. Node built-ins only: it runs first.
import { execSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';

const stampFile = 'node_modules/.mp-install-stamp';
const lock = fs.readFileSync('package-lock.json');
const wanted = crypto.createHash('sha256').update(lock).digest('hex');
const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';

if (current !== wanted) {
  console.log('Installing npm packages (node_modules is missing or stale)...');
  // `npm install`, not `npm ci`: this machine's npm writes lock files without the other
  // platforms' optional binaries (Biome's, esbuild's), which `npm ci` then calls out of sync.
  // With a lock file that satisfies package.json, `npm install` installs exactly what it pins.
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
  fs.writeFileSync(stampFile, wanted);
}
