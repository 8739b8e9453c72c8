import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest, MANIFEST_FILE } from './src/app/app-manifest';

/**
 * Writes `x.js.br` and `x.js.gz` beside each built asset: the API serves them precompressed
 * (@fastify/static `preCompressed`), so the panel's scripts travel at their gzipped size.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'mp-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      if (!fs.existsSync(assets)) return;
      for (const name of fs.readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = path.join(assets, name);
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(bytes, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        );
      }
    },
  };
}

/**
 * Inter's cut (src/app/fonts, declared in styles.css) is asked for with the page, not once the
 * first text is laid out: the order list's rows could otherwise arrive before the font and move
 * when it swaps in (column widths and line breaks change): a layout shift.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'mp-preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const font = Object.values(bundle).find(
          (output) =>
            output.type === 'asset' &&
            /^assets\/inter-latin-wght-400-700-.*\.woff2$/.test(output.fileName),
        );
        if (!font) throw new Error('preloadLatinFont: the Inter cut is not in the build');
        return html.replace(
          '</title>',
          `</title>\n    <link rel="preload" href="/${font.fileName}" as="font" type="font/woff2" crossorigin />`,
        );
      },
    },
  };
}

/**
 * A hash of the contract's sources: the panel's persisted query cache is dropped when the shapes
 * of the API's answers may have changed (src/lib/query-persistence.ts).
 */
function contractVersion() {
  const root = fileURLToPath(new URL('../../packages/contract/src', import.meta.url));
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(root, file);
    if (fs.statSync(full).isFile() && !file.endsWith('.test.ts')) {
      hash.update(file).update(fs.readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** The Bangla manifest beside the English one vite-plugin-pwa writes (src/app/app-manifest.ts). */
function banglaManifest(): Plugin {
  return {
    name: 'mp-bangla-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_FILE.bn,
        source: JSON.stringify(appManifest.bn),
      });
    },
  };
}

/**
 * The installable app (decision 060): the web app manifest, and a service worker (Workbox's
 * generateSW) that precaches the whole built panel and its fonts, so a repeat visit and an offline
 * one open from the cache. Every navigation gets the cached index.html, except the API's and the
 * media's paths; API answers are never cached by the worker (the panel keeps what it last saw in
 * its own persisted query cache). A new build waits until the merchant presses Reload
 * (`registerType: 'prompt'`): until then every chunk comes from the version the page started with.
 */
const installableApp = VitePWA({
  registerType: 'prompt',
  // Registered by src/app/service-worker.ts once the page has painted.
  injectRegister: false,
  includeAssets: ['favicon.svg'],
  manifest: appManifest.en,
  workbox: {
    globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/media\//],
    cleanupOutdatedCaches: true,
    // The Bangla texts and the largest screens are precached with the rest.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
});

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
    preloadLatinFont(),
    installableApp,
    banglaManifest(),
  ],
  define: { __CONTRACT_VERSION__: JSON.stringify(contractVersion()) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: read by the bundle budget test (scripts/bundle-budget.test.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        // A page costs one request per file before its first paint: what the first page needs
        // stays in the entry, and what several screens share is grouped, libraries apart.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 3 },
            { name: 'vendor', test: /\/node_modules\//, minShareCount: 2, priority: 2 },
            { name: 'shared', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
