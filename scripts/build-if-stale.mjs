// Builds the panel unless apps/web/dist is newer than every source it is built from.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const output = 'apps/web/dist/index.html';
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/contract/src',
  'tsconfig.base.json',
  'package-lock.json',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
if (built < Math.max(...sources.map(newestMtime))) {
  execSync('npm run build', { stdio: 'inherit' });
} else {
  console.log('The panel build is up to date.');
}
