import {
  BULK_UPDATE_CONTENT_TYPE,
  BULK_UPDATE_MAX_BYTES,
  type BulkUpdateResult,
  type BulkUpdateRow,
} from '@mp/contract/cms/products';
import { formatMoney } from '@mp/contract/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileSpreadsheet } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { api } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { productKeys } from '../api/products-keys';

/** Rows shown in the dialog: the report holds them all. */
const SHOWN_ROWS = 200;
const TEMPLATE =
  'data:text/csv;charset=utf-8,shop,sku,stock,delivery_charge,low_stock_threshold%0A';

type ChosenFile = { name: string; format: 'csv' | 'xlsx'; content: Blob };

/** The chosen file, or why it cannot be sent (the server's own limits, said before sending). */
function readChosen(file: File): ChosenFile | 'products.bulk.wrongType' | 'products.bulk.tooLarge' {
  const name = file.name.toLowerCase();
  const format = name.endsWith('.xlsx') ? 'xlsx' : name.endsWith('.csv') ? 'csv' : null;
  if (!format) return 'products.bulk.wrongType';
  if (file.size > BULK_UPDATE_MAX_BYTES) return 'products.bulk.tooLarge';
  return { name: file.name, format, content: file };
}

/** POST cms/merchant/shop-products/bulk-update: the preview, or the whole file applied. */
async function sendFile(file: ChosenFile, apply: boolean) {
  const { data } = await api.post<BulkUpdateResult>(
    'cms/merchant/shop-products/bulk-update',
    // The file as it is: the server reads it on a thread of its own.
    file.content,
    {
      params: { format: file.format, apply: String(apply) },
      headers: { 'Content-Type': BULK_UPDATE_CONTENT_TYPE },
      // The dialog shows what went wrong beside the file, not in a toast.
      loader: false,
      toastError: false,
    },
  );
  return data;
}

/** The rows with what became of each, as the text of a CSV (papaparse, loaded here). */
export async function reportCsv(rows: BulkUpdateRow[], applied: boolean) {
  const { unparse } = await import('papaparse');
  return unparse(
    rows.map((row) => ({
      line: row.line,
      shop: row.shop,
      sku: row.sku,
      product: row.product?.name ?? '',
      stock_from: row.stock?.from ?? '',
      stock_to: row.stock?.to ?? '',
      delivery_charge_from: row.deliveryCharge?.from ?? '',
      delivery_charge_to: row.deliveryCharge?.to ?? '',
      low_stock_threshold_from: row.lowStockThreshold?.from ?? '',
      low_stock_threshold_to: row.lowStockThreshold?.to ?? '',
      result:
        row.error ??
        (row.stock || row.deliveryCharge || row.lowStockThreshold
          ? applied
            ? 'applied'
            : 'to apply'
          : 'no change'),
    })),
    // Shops, SKUs and names come from the merchant's file: one that begins like a formula is
    // written as text (a leading apostrophe), as every CSV the API writes does.
    { escapeFormulae: true },
  );
}

/** The report as a CSV file the merchant keeps. */
async function downloadReport(file: ChosenFile, rows: BulkUpdateRow[], applied: boolean) {
  const text = await reportCsv(rows, applied);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv' }));
  link.download = `${file.name.replace(/\.(csv|xlsx)$/i, '')}-report.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}

function RowLine({ row }: { row: BulkUpdateRow }) {
  const t = useT();
  const unchanged = !row.error && !row.stock && !row.deliveryCharge && !row.lowStockThreshold;
  return (
    <tr
      data-testid="bulk-row"
      className={row.error ? 'bg-danger/5' : unchanged ? 'text-ink-muted' : ''}
    >
      <td className="px-2 py-1 tabular-nums">{row.line}</td>
      <td className="px-2 py-1">
        <span className="font-medium">{row.sku}</span>
        <span className="block text-xs text-ink-muted">{row.product?.name ?? row.shop}</span>
      </td>
      <td className="px-2 py-1 tabular-nums">
        {row.stock ? `${row.stock.from} → ${row.stock.to}` : ''}
        {row.lowStockThreshold ? (
          <span className="block text-xs text-ink-muted">
            {t('products.bulk.threshold', {
              from: row.lowStockThreshold.from,
              to: row.lowStockThreshold.to,
            })}
          </span>
        ) : null}
      </td>
      <td className="px-2 py-1 tabular-nums">
        {row.deliveryCharge
          ? `${formatMoney(row.deliveryCharge.from)} → ${formatMoney(row.deliveryCharge.to)}`
          : ''}
      </td>
      <td className="px-2 py-1 text-xs">
        {row.error ? (
          <span className="text-danger">{row.error}</span>
        ) : unchanged ? (
          t('products.bulk.noChange')
        ) : null}
      </td>
    </tr>
  );
}

function BulkUpdateForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const inputId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [problem, setProblem] = useState<'products.bulk.wrongType' | 'products.bulk.tooLarge'>();
  const preview = useMutation({ mutationFn: (chosen: ChosenFile) => sendFile(chosen, false) });
  const apply = useMutation({
    mutationFn: (chosen: ChosenFile) => sendFile(chosen, true),
    onSuccess: (result) => {
      toast.success(t('products.bulk.applied', { count: result.changes }));
      onDone();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    preview.reset();
    setFile(null);
    if (!chosen) return;
    const read = readChosen(chosen);
    setProblem(typeof read === 'string' ? read : undefined);
    if (typeof read === 'string') return;
    setFile(read);
    preview.mutate(read);
  };
  const result = preview.data;
  // Wrong rows first: they are what the merchant must fix.
  const rows = result
    ? [...result.rows].sort(
        (a, b) => Number(b.error !== null) - Number(a.error !== null) || a.line - b.line,
      )
    : [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-[13px] font-medium text-ink">
          {t('products.bulk.file')}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => void choose(event)}
          className="text-sm"
        />
        <p className="text-xs text-ink-muted">
          {t('products.bulk.columns')}{' '}
          <a href={TEMPLATE} download="bulk-update-template.csv" className="text-accent underline">
            {t('products.bulk.template')}
          </a>
        </p>
        {problem ? (
          <p role="alert" className="text-xs text-danger">
            {t(problem)}
          </p>
        ) : null}
      </div>
      {preview.isPending ? (
        <p className="text-sm text-ink-muted">{t('products.bulk.reading')}</p>
      ) : null}
      {preview.error || apply.error ? (
        <p role="alert" className="text-sm text-danger">
          {(preview.error ?? apply.error)?.message}
        </p>
      ) : null}
      {result && file ? (
        <>
          <p data-testid="bulk-summary" className="text-sm text-ink" aria-live="polite">
            {t('products.bulk.summary', {
              changes: t('products.bulk.changeCount', { count: result.changes }),
              errors: t('products.bulk.errorCount', { count: result.errors }),
            })}
          </p>
          {result.errors > 0 ? (
            <p
              role="alert"
              className="rounded-lg border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger"
            >
              {t('products.bulk.fixFirst')}
            </p>
          ) : null}
          <div className="max-h-80 overflow-auto rounded-lg border border-line">
            <table className="w-full text-left text-[13px]">
              <thead className="sticky top-0 bg-surface-muted text-xs text-ink-muted">
                <tr>
                  <th className="px-2 py-1">{t('products.bulk.line')}</th>
                  <th className="px-2 py-1">{t('products.col.sku')}</th>
                  <th className="px-2 py-1">{t('products.col.stock')}</th>
                  <th className="px-2 py-1">{t('products.col.deliveryCharge')}</th>
                  <th className="px-2 py-1">{t('products.bulk.result')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, SHOWN_ROWS).map((row) => (
                  <RowLine key={row.line} row={row} />
                ))}
              </tbody>
            </table>
          </div>
          {rows.length > SHOWN_ROWS ? (
            <p className="text-xs text-ink-muted">
              {t('products.bulk.more', { count: rows.length - SHOWN_ROWS })}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="secondary"
              onClick={() => void downloadReport(file, result.rows, false)}
            >
              {t('products.bulk.report')}
            </Button>
            <Button
              disabled={result.errors > 0 || result.changes === 0}
              loading={apply.isPending}
              onClick={() => apply.mutate(file)}
            >
              {t('products.bulk.apply', { count: result.changes })}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}

/** Stock and delivery charges of many products from one CSV or XLSX file (#25 item 7). */
export function BulkUpdateButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FileSpreadsheet aria-hidden className="size-4" />
        {t('products.bulk.open')}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('products.bulk.title')}
        description={t('products.bulk.description')}
        size="lg"
      >
        {open ? <BulkUpdateForm onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}
