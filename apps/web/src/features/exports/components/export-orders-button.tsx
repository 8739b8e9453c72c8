import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { type ExportFilters, useStartOrderExport } from '../api/start-order-export';
import { exportPopover } from '../lib/export-popover-store';

/**
 * Exports every order of the current list filters as CSV. Pass the list's own query (page and
 * page size are ignored): `<ExportOrdersButton filters={toListQuery(stage, search)} />`.
 */
export function ExportOrdersButton({
  filters,
  size = 'sm',
}: {
  filters: ExportFilters;
  size?: 'sm' | 'md';
}) {
  const t = useT();
  const start = useStartOrderExport();
  const onClick = () =>
    start.mutate(filters, {
      onSuccess: () => {
        toast.success(t('exports.started'));
        exportPopover.setOpen(true);
      },
    });
  return (
    <Button variant="secondary" size={size} loading={start.isPending} onClick={onClick}>
      <FileDown aria-hidden className="size-4" />
      {t('exports.exportCsv')}
    </Button>
  );
}
