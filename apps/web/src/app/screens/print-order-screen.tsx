import { getRouteApi } from '@tanstack/react-router';
import { Printer } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { useT } from '@/lib/i18n/i18n';

const route = getRouteApi('/merchant-guard/merchant/print-order/$id');

/** Rendered without the panel layout, ready for the browser's print. */
export function PrintOrderScreen() {
  const t = useT();
  const { id } = route.useParams();
  return (
    <main className="mx-auto max-w-3xl p-6">
      <EmptyState
        icon={Printer}
        title={t('page.printOrder')}
        message={t('empty.printOrder', { id })}
      />
    </main>
  );
}
