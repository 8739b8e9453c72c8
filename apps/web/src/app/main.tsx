import '@fontsource-variable/inter/wght.css';
import '@fontsource/noto-sans-bengali/bengali-400.css';
import '@fontsource/noto-sans-bengali/bengali-500.css';
import '@fontsource/noto-sans-bengali/bengali-600.css';
import './styles.css';
import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appUpdate } from '@/lib/app-update';
import { loadLocale, readStoredLocale } from '@/lib/i18n/i18n';
import { forgetKeptQueryCaches } from '@/lib/kept-query-cache';
import { startWithBrowserOnlineState } from '@/lib/online-status';
import { queryClient } from '@/lib/query-client';
import { getMerchantId, getRefreshToken, hasAccessToken, watchVisibility } from '@/lib/session';
import { MANIFEST_FILE } from './app-manifest';
import { Providers } from './providers';
import { createAppRouter } from './router';

watchVisibility();
startWithBrowserOnlineState();
// Signed out (or the session's cookies have expired): nothing of a merchant stays on the device,
// whatever a page that was leaving may still have written.
if (!hasAccessToken() && !getRefreshToken()) forgetKeptQueryCaches();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const router = createAppRouter(queryClient);

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

// The current page's lazy chunks (the panel layout, the screen) are fetched now, rather than
// once the first render has matched the route.
for (const route of router.getMatchedRoutes(window.location.pathname)[0]) {
  void router.loadRouteChunk(route)?.catch(() => {});
}

const locale = readStoredLocale();
document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/${MANIFEST_FILE[locale]}`);

// Before the first paint: a Bangla reader's texts (no English flashes by), and for a signed-in
// merchant the answers last seen (lib/query-persistence.ts), so a repeat visit shows its rows
// without waiting for the network.
const restoreQueries =
  hasAccessToken() && getMerchantId() !== undefined
    ? import('@/lib/query-persistence').then((persistence) =>
        persistence.restoreQueryCache(queryClient),
      )
    : undefined;
void Promise.all([loadLocale(locale), restoreQueries])
  .catch(() => {})
  .then(() => render(root));

// A chunk of this version is gone from the server (a deployment the page has not seen yet);
// offline, a chunk simply could not come.
window.addEventListener('vite:preloadError', () => {
  if (onlineManager.isOnline()) appUpdate.offer(() => window.location.reload());
});

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./service-worker').then((worker) => worker.registerServiceWorker());
  });
}
