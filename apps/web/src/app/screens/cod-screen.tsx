import { getRouteApi } from '@tanstack/react-router';
import { CodList } from '@/features/billing/components/cod-list';
import type { CodSearch } from '@/features/billing/lib/cod-search';
import { ExportCodButton } from '@/features/exports/components/export-cod-button';
import { useListSearch } from '@/lib/list-search';

const route = getRouteApi('/merchant-guard/panel/merchant/cod');

export function CodScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { update, clear } = useListSearch<CodSearch>(navigate);
  return (
    <CodList
      search={search}
      navigate={update}
      onClearFilters={clear}
      toolbar={
        <ExportCodButton
          filters={{ status: search.status, overdue: search.overdue ? 'true' : undefined }}
        />
      }
    />
  );
}
