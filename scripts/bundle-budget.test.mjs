// The panel's bundle budget (issue 8), on the built panel (`npm run build` first).
// Run: node --test scripts/bundle-budget.test.mjs (part of `npm test`, right after the build).
//
// - The login page: the entry chunk of index.html and every chunk it imports statically (the
//   login screen is part of the entry): at most 200 KB gzipped.
// - Every other lazy chunk (a screen, the panel layout they share, the Bangla texts...): its own
//   code at most 100 KB gzipped: its chunk plus the chunks that no other part of the panel
//   imports, so splitting a screen into more chunks cannot hide its weight. Chunks shared by
//   several screens (zod, axios, Radix...) are printed with what each screen loads beyond the
//   entry, for information.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const KB = 1024;
const LOGIN_BUDGET = 200 * KB;
const SCREEN_BUDGET = 100 * KB;

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  throw new Error(`${manifestPath} is missing: run \`npm run build\` first.`);
}
/** @type {Record<string, { file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    const bytes = fs.readFileSync(path.join(dist, file));
    gzipCache.set(file, zlib.gzipSync(bytes, { level: 9 }).length);
  }
  return gzipCache.get(file);
}

/** The files of these manifest keys and of everything they import statically. */
function staticClosure(keys) {
  const files = new Set();
  const stack = [...keys];
  const seen = new Set();
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    assert.ok(chunk, `manifest has no ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    stack.push(...(chunk.imports ?? []));
  }
  return files;
}

const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
assert.ok(entryKey, 'the manifest has no entry');
const entryFiles = staticClosure([entryKey]);

test(`the login page loads at most ${kb(LOGIN_BUDGET)} of JavaScript gzipped`, () => {
  const size = total(entryFiles);
  console.log(`login page: ${kb(size)} gzipped in ${entryFiles.size} files`);
  assert.ok(size <= LOGIN_BUDGET, `login page JavaScript is ${kb(size)} > ${kb(LOGIN_BUDGET)}`);
});

/** How many chunks (the entry and each lazy chunk) import each file, directly or not. */
const importers = new Map();
for (const key of Object.keys(manifest).filter(
  (k) => manifest[k].isEntry || manifest[k].isDynamicEntry,
)) {
  for (const file of staticClosure([key])) {
    importers.set(file, (importers.get(file) ?? 0) + 1);
  }
}

const lazyKeys = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .sort();

test('the build has lazy screen chunks', () => {
  assert.ok(
    lazyKeys.some((key) => key.includes('/screens/')),
    'no lazy screen chunk found',
  );
});

for (const key of lazyKeys) {
  test(`${key} stays within ${kb(SCREEN_BUDGET)} gzipped`, () => {
    const chunk = manifest[key].file;
    const closure = [...staticClosure([key])];
    const own = total(closure.filter((file) => file === chunk || importers.get(file) === 1));
    const added = total(closure.filter((file) => !entryFiles.has(file)));
    console.log(`${key}: own ${kb(own)}, loads ${kb(added)} beyond the entry`);
    assert.ok(own <= SCREEN_BUDGET, `${key}: own code ${kb(own)} > ${kb(SCREEN_BUDGET)}`);
  });
}
