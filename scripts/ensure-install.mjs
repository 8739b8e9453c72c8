// Installs the npm packages when node_modules is missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone. Node built-ins only: it runs first.
import { execSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';

const stampFile = 'node_modules/.mp-install-stamp';
const lockHash = () =>
  crypto.createHash('sha256').update(fs.readFileSync('package-lock.json')).digest('hex');
const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';

if (current !== lockHash()) {
  console.log('Installing npm packages (node_modules is missing or stale)...');
  // With a lock file that satisfies package.json, `npm install` installs exactly what it pins
  // and leaves the lock file as it is.
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
  // The lock as the install left it, so the next start does not install again.
  fs.writeFileSync(stampFile, lockHash());
}
