import { getRouteApi } from '@tanstack/react-router';
import { IssuesList } from '@/features/issues/components/issues-list';
import type { IssueSearch } from '@/features/issues/lib/issue-search';
import { SaveViewButton } from '@/features/saved-views/components/save-view-button';
import { useListSearch } from '@/lib/list-search';

const route = getRouteApi('/merchant-guard/panel/merchant/issues');

/** Clearing the filters keeps the status tab, the sort and the page size. */
const issueFiltersCleared = (previous: IssueSearch) => ({
  status: previous.status ?? 'all',
  limit: previous.limit,
  orderBy: previous.orderBy,
});

export function IssuesScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();

  const { update, clear } = useListSearch<IssueSearch>(navigate, issueFiltersCleared);

  return (
    <IssuesList
      search={search}
      navigate={update}
      onClearFilters={clear}
      actions={<SaveViewButton list="issues" />}
    />
  );
}
