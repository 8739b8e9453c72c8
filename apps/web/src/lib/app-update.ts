type Listener = () => void;

let reloadToUpdate: (() => void) | undefined;
const listeners = new Set<Listener>();

/**
 * A newer version of the panel than the one running: offered by the service worker once it has
 * the new build (src/app/service-worker.ts), or when a chunk of this version is gone from the
 * server. The page keeps running its own version until the merchant reloads.
 */
export const appUpdate = {
  offer(reload: () => void) {
    reloadToUpdate = reload;
    for (const listener of listeners) listener();
  },
  isReady: () => reloadToUpdate !== undefined,
  reload: () => reloadToUpdate?.(),
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
