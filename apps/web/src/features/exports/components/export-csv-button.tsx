import type { ExportHistory } from '@mp/contract/oms/exports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { exportKeys } from '../api/exports-keys';
import { exportPopover } from '../lib/export-popover-store';

/** Starts an export job, says so, and opens the header's export history to follow it. */
export function ExportCsvButton({
  start,
  size = 'sm',
  label,
}: {
  start: () => Promise<ExportHistory>;
  size?: 'sm' | 'md';
  /** An accessible name when several export buttons share a page (one per bill). */
  label?: string;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: start,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: exportKeys.all });
      toast.success(t('exports.started'));
      exportPopover.setOpen(true);
    },
  });
  return (
    <Button
      variant="secondary"
      size={size}
      loading={mutation.isPending}
      onClick={() => mutation.mutate()}
      aria-label={label}
    >
      <FileDown aria-hidden className="size-4" />
      {t('exports.exportCsv')}
    </Button>
  );
}
