import { type ExportFilters, startOrderExport } from '../api/start-order-export';
import { ExportCsvButton } from './export-csv-button';

/**
 * Exports every order of the current list filters as CSV. Pass the list's own query (its
 * paging is ignored): `<ExportOrdersButton filters={toListQuery(stage, search)} />`.
 */
export function ExportOrdersButton({
  filters,
  size = 'sm',
}: {
  filters: ExportFilters;
  size?: 'sm' | 'md';
}) {
  return <ExportCsvButton size={size} start={() => startOrderExport(filters)} />;
}
