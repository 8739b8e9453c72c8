import { registerSW } from 'virtual:pwa-register';
import { appUpdate } from '@/lib/app-update';

/**
 * The installable app's service worker (vite.config.ts): registered once the page has loaded.
 * A new deployment's worker installs beside the running one and waits; the merchant is offered
 * the reload, which lets it take over and reloads this tab on the new version. Other open tabs
 * are not reloaded under the merchant's hands (a form may be half filled): they offer the reload
 * too. The worker is asked for a new version on every visit (the browser does on navigation) and
 * when the panel comes back to the front.
 */
export function registerServiceWorker() {
  let reloadPressed = false;
  const reloadToUpdate = () => {
    reloadPressed = true;
    void updateServiceWorker(true);
  };
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => appUpdate.offer(reloadToUpdate),
    onNeedReload: () => {
      if (reloadPressed) window.location.reload();
      else appUpdate.offer(() => window.location.reload());
    },
    onRegisteredSW: (_url, registration) => {
      document.addEventListener('visibilitychange', () => {
        // Offline, there is nothing to ask: the next return to the front asks again.
        if (document.visibilityState === 'visible') void registration?.update().catch(() => {});
      });
    },
  });
}
