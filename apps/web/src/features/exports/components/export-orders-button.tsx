import { type ExportFilters, startOrderExport } from '../api/start-export';
import { ExportButton } from './export-button';

/**
 * Exports every order of the current list filters. Pass the list's own query (its paging is
 * ignored): `<ExportOrdersButton filters={toListQuery(stage, search)} />`, or a selection
 * (`{ ids: '12,15' }`) with the text that says so.
 */
export function ExportOrdersButton({
  filters,
  size = 'sm',
  text,
}: {
  filters: ExportFilters;
  size?: 'sm' | 'md';
  text?: string;
}) {
  return (
    <ExportButton
      permission="exports.orders"
      size={size}
      {...(text ? { text } : {})}
      start={(format) => startOrderExport(filters, format)}
    />
  );
}
