import type { ActivityFilter } from '@mp/contract/ums/activity';
import { startActivityExport } from '../api/start-export';
import { ExportButton } from './export-button';

/** Exports the activity log as filtered (every page of it). */
export function ExportActivityButton({ filters }: { filters: ActivityFilter }) {
  return (
    <ExportButton
      permission="activity.view"
      start={(format) => startActivityExport(filters, format)}
    />
  );
}
