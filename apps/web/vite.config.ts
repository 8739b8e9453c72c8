import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), preloadLatinFont()],
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
