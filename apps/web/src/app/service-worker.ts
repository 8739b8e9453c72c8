import { registerSW } from 'virtual:pwa-register';
import { appUpdate } from '@/lib/app-update';

/**
 * The installable app's service worker (vite.config.ts): registered once the page has painted.
 * A new deployment's worker installs beside the running one and waits; the merchant is offered
 * the reload, which lets it take over and reloads the page on the new version. The worker is
 * asked for a new version on every visit (the browser does on navigation) and when the panel
 * comes back to the front.
 */
export function registerServiceWorker() {
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => appUpdate.offer(() => void updateServiceWorker(true)),
    onRegisteredSW: (_url, registration) => {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration?.update();
      });
    },
  });
}
