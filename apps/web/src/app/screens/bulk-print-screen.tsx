import { Printer } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { useT } from '@/lib/i18n/i18n';

export function BulkPrintScreen() {
  const t = useT();
  return <EmptyState icon={Printer} title={t('page.bulkPrint')} message={t('empty.bulkPrint')} />;
}
