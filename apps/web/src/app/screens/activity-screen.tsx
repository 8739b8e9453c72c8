import { getRouteApi } from '@tanstack/react-router';
import { ActivityLog } from '@/features/activity/components/activity-log';
import type { ActivitySearch } from '@/features/activity/lib/activity-search';
import { ExportActivityButton } from '@/features/exports/components/export-activity-button';
import { useListSearch } from '@/lib/list-search';

const route = getRouteApi('/merchant-guard/panel/merchant/activity');

/** Who did what in the merchant account (the account menu's Activity log). */
export function ActivityScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { update, clear } = useListSearch<ActivitySearch>(navigate);
  return (
    <ActivityLog
      search={search}
      navigate={update}
      onClearFilters={clear}
      toolbar={
        <ExportActivityButton
          filters={{ userId: search.userId, area: search.area, from: search.from, to: search.to }}
        />
      }
    />
  );
}
