import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
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

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient} router={createAppRouter(queryClient)} />
    </StrictMode>,
  );
}

// Before the first paint: a Bangla reader's texts (no English flashes by) and, except on the
// sign-in pages, the routes' search schemas (app/route-search.ts). The sign-in pages fetch
// those right after their first paint, while the merchant types.
const onAuthPage = window.location.pathname.startsWith('/auth/');
// Panel pages: fetch the layout's chunk alongside, not after the first render.
if (
  window.location.pathname.startsWith('/merchant/') &&
  !window.location.pathname.startsWith('/merchant/print-order')
) {
  void import('./layouts/panel-layout').catch(() => {});
}
void Promise.all([loadLocale(readStoredLocale()), onAuthPage ? null : loadSearchSchemas()])
  .catch(() => {})
  .then(() => {
    render(root);
    if (onAuthPage) void loadSearchSchemas().catch(() => {});
  });
