import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { FIRST_CALLS_STORAGE_KEY } from './src/lib/first-calls-record.ts';

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
 * Every signed-in page needs the panel layout's chunks and the routes' search schemas, which the
 * entry would only request once it has run: a second round trip before the first paint on a slow
 * network. So index.html asks for them beside the entry, with the screen's own chunk on the pages
 * merchants land on (the order lists and an order), except on the sign-in pages (`/auth/...`),
 * which use none of them and would share the bandwidth. The list sits in index.html as JSON
 * (`#mp-preload`, checked by scripts/bundle-budget.test.mjs), read by a small inline script.
 * The same script sends the page's first calls recorded on an earlier visit (lib/first-calls.ts).
 */
function preloadPanelChunks(): Plugin {
  const panelModules = ['src/app/layouts/panel-layout.tsx', 'src/app/route-search-schemas.ts'];
  /** Path prefix -> screen module; a prefix that matches no route only costs a wasted fetch. */
  const landingScreens: [string, string][] = [
    ['/merchant/orders/', 'src/app/screens/orders-screen.tsx'],
    ['/merchant/order/', 'src/app/screens/order-detail-screen.tsx'],
  ];
  return {
    name: 'mp-preload-panel-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        const chunkOf = (module: string) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`preloadPanelChunks: no chunk for ${module}`);
          return chunk;
        };
        const panel = new Set<string>();
        const add = (chunk: Rolldown.OutputChunk) => {
          if (chunk.isEntry || panel.has(`/${chunk.fileName}`)) return;
          panel.add(`/${chunk.fileName}`);
          for (const name of chunk.imports) {
            const imported = chunks.find((c) => c.fileName === name);
            if (imported) add(imported);
          }
        };
        for (const module of panelModules) add(chunkOf(module));
        const preload = {
          panel: [...panel].sort(),
          screens: landingScreens.map(([prefix, module]) => [
            prefix,
            `/${chunkOf(module).fileName}`,
          ]),
          firstCalls: FIRST_CALLS_STORAGE_KEY,
        };
        const script = `(function () {
  var p = location.pathname;
  if (p.startsWith('/auth/')) return;
  var d = JSON.parse(document.getElementById('mp-preload').textContent);
  d.panel
    .concat(d.screens.filter(function (s) { return p.startsWith(s[0]); }).map(function (s) { return s[1]; }))
    .forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  try {
    var record = JSON.parse(localStorage.getItem(d.firstCalls));
    var numbers = [];
    var page = p.replace(/\\/(\\d+)(?=\\/|$)/g, function (_, n) { numbers.push(n); return '/{' + (numbers.length - 1) + '}'; });
    var urls = record && record.pages[page + location.search];
    var cookies = {};
    document.cookie.split('; ').forEach(function (pair) {
      var i = pair.indexOf('=');
      cookies[pair.slice(0, i)] = decodeURIComponent(pair.slice(i + 1));
    });
    if (!urls || !cookies[record.token.cookie]) return;
    var token = record.token.prefix + cookies[record.token.cookie];
    var merchant = cookies[record.merchant.cookie] ? record.merchant.prefix + cookies[record.merchant.cookie] : null;
    var headers = {};
    headers[record.token.header] = token;
    if (merchant) headers[record.merchant.header] = merchant;
    window.__mpFirstCalls = urls
      .filter(function (url) { return url.startsWith('/api/'); })
      .map(function (url) {
        url = url.replace(/\\{(\\d+)\\}/g, function (_, i) { return numbers[i]; });
        var response = fetch(url, { headers: headers }).catch(function () {});
        return { url: url, token: token, merchant: merchant, response: response };
      });
  } catch (e) {}
})()`.replace(/\n\s*/g, '');
        return html.replace(
          '</title>',
          `</title>\n    <script type="application/json" id="mp-preload">${JSON.stringify(preload)}</script>\n    <script>${script}</script>`,
        );
      },
    },
  };
}

const loginScreen = fileURLToPath(new URL('./src/app/screens/login-screen.tsx', import.meta.url));
const loginModules = new WeakMap<Rolldown.ChunkingContext, Set<string>>();

/** The login screen and every module it imports statically (they must stay out of the groups). */
function loginScreenModules(context: Rolldown.ChunkingContext): Set<string> {
  let modules = loginModules.get(context);
  if (modules) return modules;
  modules = new Set();
  const pending = [loginScreen];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (modules.has(id)) continue;
    modules.add(id);
    // Not through libraries: their index files import every export, used or not.
    if (!id.includes('/node_modules/'))
      pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  loginModules.set(context, modules);
  return modules;
}

/**
 * Few chunks. Left to itself the bundler makes one chunk per set of importers: ~80 files, 75 of
 * them fetched by the orders page, and on a slow mobile network (HTTP/1.1, six connections) each
 * costs round trips before the first paint. So: whatever the entry imports statically joins the
 * entry; after sign-in, the libraries and the app modules that several screens use share one
 * `vendor` and one `shared` chunk; the login screen's own imports stay out of both, so the login
 * page loads only what it uses (scripts/bundle-budget.test.mjs).
 */
const codeSplitting = {
  groups: [
    { name: 'index', tags: ['$initial' as const], priority: 3 },
    {
      name: (id: string, context: Rolldown.ChunkingContext) =>
        id.includes('/node_modules/') && !loginScreenModules(context).has(id) ? 'vendor' : null,
      minShareCount: 2,
      priority: 2,
      includeDependenciesRecursively: false,
    },
    {
      name: (id: string, context: Rolldown.ChunkingContext) =>
        loginScreenModules(context).has(id) ? null : 'shared',
      minShareCount: 2,
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ],
};

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), preloadPanelChunks()],
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
    rolldownOptions: { output: { codeSplitting } },
  },
});
