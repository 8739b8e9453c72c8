import { useT } from '@/lib/i18n/i18n';
import { startBillExport } from '../api/start-bill-export';
import { ExportCsvButton } from './export-csv-button';

/** Exports one bill's lines as CSV through the export jobs. */
export function ExportBillButton({ billId, billNumber }: { billId: number; billNumber: string }) {
  const t = useT();
  return (
    <ExportCsvButton
      start={() => startBillExport(billId)}
      label={t('exports.exportBill', { name: billNumber })}
    />
  );
}
