import { Printer } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';

/**
 * The "not yet printed" filter of an order list. Checked means `printed=false` in the list query;
 * unchecked means no printed filter.
 */
export function NotPrintedToggle({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (onlyUnprinted: boolean) => void;
  label?: string;
}) {
  const t = useT();
  return (
    <label className="flex h-9 items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm text-ink">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label ?? t('printing.notPrintedOnly')}
    </label>
  );
}

/** When the invoice was last printed, or "Not printed" (an order list's column). */
export function LastPrintedCell({ printedAt }: { printedAt: string | null }) {
  const t = useT();
  return printedAt ? (
    <span className="text-ink" data-testid="last-printed">
      {formatDateTime(printedAt)}
    </span>
  ) : (
    <span className="text-ink-muted">{t('printing.never')}</span>
  );
}

/** Opens the order's printable invoice in a new tab (the print page has no panel layout). */
export function PrintInvoiceLink({
  orderId,
  size = 'sm',
}: {
  orderId: number;
  size?: 'sm' | 'md';
}) {
  const t = useT();
  return (
    <a
      href={`/merchant/print-order/${orderId}`}
      target="_blank"
      rel="noopener"
      className={buttonClass('secondary', size)}
    >
      <Printer aria-hidden className="size-4" />
      {t('printing.printInvoice')}
    </a>
  );
}
