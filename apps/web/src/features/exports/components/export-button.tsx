import type { ExportFormat, ExportHistory } from '@mp/contract/oms/exports';
import type { Permission } from '@mp/contract/ums/permissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dropdown, DropdownItem } from '@/components/ui/dropdown';
import { useCan } from '@/lib/access';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { exportKeys } from '../api/exports-keys';
import { exportPopover } from '../lib/export-popover-store';

const FORMATS: { format: ExportFormat; label: MessageKey }[] = [
  { format: 'csv', label: 'exports.asCsv' },
  { format: 'xlsx', label: 'exports.asXlsx' },
];

/**
 * Starts an export job in the format the merchant picks, says so, and opens the header's export
 * history to follow it.
 */
export function ExportButton({
  permission,
  start,
  size = 'sm',
  text,
  label,
}: {
  /** What the export needs: without it the role sees no button (decision 076). */
  permission: Permission;
  start: (format: ExportFormat) => Promise<ExportHistory>;
  size?: 'sm' | 'md';
  /** The button's text (default "Export"). */
  text?: string;
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
  const can = useCan();
  if (!can(permission)) return null;
  return (
    <Dropdown
      trigger={
        <Button variant="secondary" size={size} loading={mutation.isPending} aria-label={label}>
          <FileDown aria-hidden className="size-4" />
          {text ?? t('exports.export')}
          <ChevronDown aria-hidden className="size-3.5" />
        </Button>
      }
    >
      {FORMATS.map(({ format, label: formatLabel }) => (
        <DropdownItem key={format} onSelect={() => mutation.mutate(format)}>
          {t(formatLabel)}
        </DropdownItem>
      ))}
    </Dropdown>
  );
}
