import { useT } from '@/lib/i18n/i18n';
import { startBillExport } from '../api/start-export';
import { ExportButton } from './export-button';

/** Exports one bill's lines through the export jobs. */
export function ExportBillButton({ billId, billNumber }: { billId: number; billNumber: string }) {
  const t = useT();
  return (
    <ExportButton
      permission="exports.billing"
      start={(format) => startBillExport(billId, format)}
      label={t('exports.exportBill', { name: billNumber })}
    />
  );
}
