import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { FIRST_CALLS_STORAGE_KEY, MERCHANT_PLACEHOLDER } from './src/lib/first-calls-record.ts';

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
 * when it swaps in (column widths and line breaks change), a layout shift of 0.28 on a desktop.
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

/** What every signed-in page runs: the panel layout and the routes' search schemas. */
const PANEL_MODULES = ['src/app/layouts/panel-layout.tsx', 'src/app/route-search-schemas.ts'];
/** The screens merchants land on: path prefix -> screen module (a wrong prefix costs a fetch). */
const LANDING_SCREENS: [string, string][] = [
  ['/merchant/orders/', 'src/app/screens/orders-screen.tsx'],
  ['/merchant/order/', 'src/app/screens/order-detail-screen.tsx'],
];

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
  const panelModules = PANEL_MODULES;
  const landingScreens = LANDING_SCREENS;
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
          merchantPlaceholder: MERCHANT_PLACEHOLDER,
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
    var merchantId = cookies[record.merchant.cookie];
    var merchant = merchantId ? record.merchant.prefix + merchantId : null;
    var headers = {};
    headers[record.token.header] = token;
    if (merchant) headers[record.merchant.header] = merchant;
    window.__mpFirstCalls = urls
      .filter(function (url) {
        return url.startsWith('/api/') && (/^\\d+$/.test(merchantId) || url.indexOf(d.merchantPlaceholder) < 0);
      })
      .map(function (url) {
        url = url.replace(/\\{(\\d+)\\}/g, function (_, i) { return numbers[i]; }).split(d.merchantPlaceholder).join(merchantId);
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

const sourceFile = (module: string) => fileURLToPath(new URL(`./${module}`, import.meta.url));
const loginRoots = [sourceFile('src/app/screens/login-screen.tsx')];
const landingRoots = [...PANEL_MODULES, ...LANDING_SCREENS.map(([, module]) => module)].map(
  sourceFile,
);
const staticImports = new WeakMap<Rolldown.ChunkingContext, Map<string[], Set<string>>>();

/**
 * The modules `roots` import statically, directly or not. `throughLibraries`: also what the
 * libraries import (over-counted: a library's index file imports every export, used or not).
 */
function staticModulesOf(
  roots: string[],
  context: Rolldown.ChunkingContext,
  throughLibraries = false,
): Set<string> {
  let byRoots = staticImports.get(context);
  if (!byRoots) {
    byRoots = new Map();
    staticImports.set(context, byRoots);
  }
  let modules = byRoots.get(roots);
  if (modules) return modules;
  modules = new Set();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (modules.has(id)) continue;
    modules.add(id);
    if (throughLibraries || !id.includes('/node_modules/'))
      pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  byRoots.set(roots, modules);
  return modules;
}

const isLoginModule = (id: string, context: Rolldown.ChunkingContext) =>
  staticModulesOf(loginRoots, context).has(id);
const isLandingModule = (id: string, context: Rolldown.ChunkingContext) =>
  staticModulesOf(landingRoots, context, true).has(id);

/**
 * Few chunks. Left to itself the bundler makes one chunk per set of importers: ~80 files, 75 of
 * them fetched by the orders page, and on a slow mobile network (HTTP/1.1, six connections) each
 * costs round trips before the first paint. So: whatever the entry imports statically joins the
 * entry; after sign-in, what the panel and the landing screens (the order lists and an order)
 * import from several places goes into `vendor` (libraries) and `shared` (app modules), and what
 * only the other screens share into `shared-screens`, so a landing page loads none of it. The
 * login screen's own imports stay out of all three, so the login page loads only what it uses
 * (scripts/bundle-budget.test.mjs).
 */
const codeSplitting = {
  groups: [
    { name: 'index', tags: ['$initial' as const], priority: 5 },
    // The forms' libraries together: what a form opened later needs is one file.
    {
      name: 'forms',
      test: /\/node_modules\/(react-hook-form|@hookform\/resolvers)\//,
      priority: 4,
    },
    {
      name: (id: string, context: Rolldown.ChunkingContext) =>
        isLandingModule(id, context) && !isLoginModule(id, context)
          ? id.includes('/node_modules/')
            ? 'vendor'
            : 'shared'
          : null,
      minShareCount: 2,
      priority: 3,
      includeDependenciesRecursively: false,
    },
    {
      name: (id: string, context: Rolldown.ChunkingContext) =>
        isLoginModule(id, context) ? null : 'shared-screens',
      minShareCount: 2,
      priority: 2,
      includeDependenciesRecursively: false,
    },
  ],
};

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), preloadPanelChunks(), preloadLatinFont()],
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
