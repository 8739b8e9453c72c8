import type { CodExportBodyInput } from '@mp/contract/oms/exports';
import { startCodExport } from '../api/start-export';
import { ExportButton } from './export-button';

/** Exports the COD reconciliation for its filters (every page of it). */
export function ExportCodButton({ filters }: { filters: CodExportBodyInput }) {
  return (
    <ExportButton
      permission="exports.billing"
      start={(format) => startCodExport(filters, format)}
    />
  );
}
