import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { I18nProvider } from '@/lib/i18n/i18n';
import { toastStore } from '@/lib/toast-store';
import { useAfterPaint } from '@/lib/use-after-paint';
import { AppUpdateBanner } from './layouts/app-update-banner';
import type { AppRouter } from './router';

const Toaster = lazy(() =>
  import('@/components/ui/toast').then((module) => ({ default: module.Toaster })),
);

/**
 * The toast area and its library load once the page has painted (the first paint does not wait
 * for them), ready before the first toast: a toast whose code had to load first would show only
 * when React reveals the suspended area, a beat after the answer it reports.
 */
function LazyToaster() {
  const painted = useAfterPaint();
  const hasToasts = useSyncExternalStore(
    toastStore.subscribe,
    () => toastStore.getSnapshot().length > 0,
  );
  return painted || hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

type ProvidersProps = { queryClient: QueryClient; router: AppRouter };

/** Toasts and the loading overlay sit outside the router so every layout shares them. */
export function Providers({ queryClient, router }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <RouterProvider router={router} />
        <LazyToaster />
        <LoadingOverlay />
        <AppUpdateBanner />
      </I18nProvider>
    </QueryClientProvider>
  );
}
