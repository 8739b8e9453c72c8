import { LoaderCircle } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { loaderStore } from '@/lib/loader-store';

/** The global overlay shown while api calls that did not opt out are in flight. */
export function LoadingOverlay() {
  const t = useT();
  const pending = useSyncExternalStore(loaderStore.subscribe, loaderStore.getSnapshot);
  if (pending === 0) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
      className="loading-overlay fixed inset-0 z-[60] flex items-center justify-center bg-white/50"
    >
      <LoaderCircle aria-hidden className="size-8 animate-spin text-accent" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
