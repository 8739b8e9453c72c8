import type { StatementRange } from '@mp/contract/bms/statement';
import { startStatementExport } from '../api/start-export';
import { ExportButton } from './export-button';

/** Exports the statement of the days shown (every page of it). */
export function ExportStatementButton({ range }: { range: StatementRange }) {
  return (
    <ExportButton
      permission="exports.billing"
      start={(format) => startStatementExport(range, format)}
    />
  );
}
