import '@fontsource-variable/inter/wght.css';
import '@fontsource/noto-sans-bengali/bengali-400.css';
import '@fontsource/noto-sans-bengali/bengali-500.css';
import '@fontsource/noto-sans-bengali/bengali-600.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLocale, readStoredLocale } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { watchVisibility } from '@/lib/session';
import { Providers } from './providers';
import { loadSearchSchemas } from './route-search';
import { createAppRouter } from './router';

watchVisibility();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const router = createAppRouter(queryClient);

// This page's first calls, sent by index.html the next time it is opened (lib/first-calls.ts).
const onAuthPage = window.location.pathname.startsWith('/auth/');
if (!onAuthPage) {
  const page = window.location.pathname + window.location.search;
  const stop = router.subscribe('onResolved', () => {
    stop();
    void import('@/lib/first-calls').then(({ finishFirstCalls }) => finishFirstCalls(page));
  });
}

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

// The current page's lazy chunks (the panel layout, the screen) are fetched now, alongside the
// search schemas, rather than once the first render has matched the route.
for (const route of router.getMatchedRoutes(window.location.pathname)[0]) {
  void router.loadRouteChunk(route)?.catch(() => {});
}

// Before the first paint: a Bangla reader's texts (no English flashes by) and, except on the
// sign-in pages, the routes' search schemas (app/route-search.ts). The sign-in pages fetch
// those once the merchant starts on the form: they are needed only after signing in.
void Promise.all([loadLocale(readStoredLocale()), onAuthPage ? null : loadSearchSchemas()])
  .catch(() => {})
  .then(() => {
    render(root);
    if (onAuthPage) {
      for (const type of ['focusin', 'pointerdown'] as const) {
        document.addEventListener(type, () => void loadSearchSchemas().catch(() => {}), {
          once: true,
        });
      }
    }
  });
