import { getRouteApi } from '@tanstack/react-router';
import { StatementList } from '@/features/billing/components/statement-list';
import type { StatementSearch } from '@/features/billing/lib/statement-search';
import { ExportStatementButton } from '@/features/exports/components/export-statement-button';
import { useListSearch } from '@/lib/list-search';

const route = getRouteApi('/merchant-guard/panel/merchant/statement');

export function StatementScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { update, clear } = useListSearch<StatementSearch>(navigate);
  return (
    <StatementList
      search={search}
      navigate={update}
      onClearFilters={clear}
      toolbar={<ExportStatementButton range={{ from: search.from, to: search.to }} />}
    />
  );
}
