import { Printer } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { usePrintOrders } from '../api/get-print-orders';
import { useLogInvoicePrint } from '../api/log-invoice-print';
import { Invoice, type InvoiceMerchant } from './invoice';

/** Sheets already logged in this page: React's strict mode runs effects twice in development. */
const logged = new Set<string>();

/**
 * The invoices of `ids`, one A4 page each. Once they are loaded the print is logged, then the
 * browser's print dialog opens (not with `noPrint`, so tests and previews can look at the page).
 */
export function PrintSheet({
  ids,
  merchant,
  noPrint = false,
}: {
  ids: number[];
  merchant?: InvoiceMerchant;
  noPrint?: boolean;
}) {
  const t = useT();
  const sheet = usePrintOrders(ids);
  const logPrint = useLogInvoicePrint();
  const orders = sheet.data?.orders ?? [];
  const failed = sheet.data?.failed ?? [];
  const sheetKey = ids.join(',');

  useEffect(() => {
    if (!sheet.data || sheet.data.orders.length === 0 || logged.has(sheetKey)) return;
    logged.add(sheetKey);
    logPrint.mutate(
      sheet.data.orders.map((order) => order.id),
      {
        onSettled: () => {
          if (!noPrint) window.print();
        },
      },
    );
  }, [sheet.data, sheetKey, noPrint, logPrint]);

  return (
    <div className="min-h-screen bg-canvas print:bg-white">
      <style>{'@page { size: A4; margin: 12mm; }'}</style>
      <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-line bg-white px-4 py-2 print:hidden">
        <p className="text-sm text-ink" aria-live="polite">
          {sheet.isPending
            ? t('print.loading')
            : ids.length === 0
              ? t('print.noOrders')
              : t('print.sheetTitle', { count: orders.length })}
        </p>
        {failed.length > 0 ? (
          <p role="alert" className="text-sm text-danger">
            {ids.length === 1
              ? // An id names the order: written as it is, not as a count (1,234) would be.
                t('print.notFound', { id: String(failed[0]) })
              : t('print.someFailed', { count: failed.length })}
          </p>
        ) : null}
        <Button
          size="sm"
          onClick={() => window.print()}
          disabled={orders.length === 0}
          loading={logPrint.isPending}
        >
          <Printer aria-hidden className="size-4" />
          {t('print.print')}
        </Button>
      </div>
      <main className="flex flex-col gap-6 py-6 print:block print:gap-0 print:py-0">
        {orders.map((order) => (
          <div
            key={order.id}
            className="shadow-sm print:shadow-none [break-after:page] last:[break-after:auto]"
          >
            <Invoice order={order} merchant={merchant} />
          </div>
        ))}
      </main>
    </div>
  );
}
