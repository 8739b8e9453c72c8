import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { I18nProvider } from '@/lib/i18n/i18n';
import { toastStore } from '@/lib/toast-store';
import type { AppRouter } from './router';

const Toaster = lazy(() =>
  import('@/components/ui/toast').then((module) => ({ default: module.Toaster })),
);

/** The toast area and its library load with the first toast: the login page needs neither. */
function LazyToaster() {
  const hasToasts = useSyncExternalStore(
    toastStore.subscribe,
    () => toastStore.getSnapshot().length > 0,
  );
  const [wanted, setWanted] = useState(false);
  if (hasToasts && !wanted) setWanted(true);
  return wanted ? (
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
      </I18nProvider>
    </QueryClientProvider>
  );
}
