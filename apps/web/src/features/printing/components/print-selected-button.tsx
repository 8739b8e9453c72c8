import { Printer } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { bulkPrintHref } from '../lib/print-ids';

/** The selected orders' invoices as one sheet, in a new tab (a list's selection tool). */
export function PrintSelectedButton({ orderIds }: { orderIds: number[] }) {
  const t = useT();
  return (
    <a
      href={bulkPrintHref(orderIds)}
      target="_blank"
      rel="noopener"
      className={buttonClass('secondary', 'sm')}
    >
      <Printer aria-hidden className="size-4" />
      {t('bulk.printSelected', { count: orderIds.length })}
    </a>
  );
}
