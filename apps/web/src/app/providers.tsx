import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { Toaster } from '@/components/ui/toast';
import { I18nProvider } from '@/lib/i18n/i18n';
import type { AppRouter } from './router';

type ProvidersProps = { queryClient: QueryClient; router: AppRouter };

/** Toasts and the loading overlay sit outside the router so every layout shares them. */
export function Providers({ queryClient, router }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <RouterProvider router={router} />
        <Toaster />
        <LoadingOverlay />
      </I18nProvider>
    </QueryClientProvider>
  );
}
