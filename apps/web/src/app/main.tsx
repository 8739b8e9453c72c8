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
import { createAppRouter } from './router';

watchVisibility();

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

// Before the first paint: a Bangla reader's texts (no English flashes by).
void loadLocale(readStoredLocale())
  .catch(() => {})
  .then(() => render(root));
