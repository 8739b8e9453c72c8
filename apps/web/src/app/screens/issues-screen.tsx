import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { IssueSearchPatch } from '@/features/issues/components/issue-filters';
import { IssuesList } from '@/features/issues/components/issues-list';
import type { IssueSearch } from '@/features/issues/lib/issue-search';

const route = getRouteApi('/merchant-guard/panel/merchant/issues');

export function IssuesScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();

  const update = useCallback(
    (patch: IssueSearchPatch, options: { keepPage?: boolean } = {}) => {
      void navigate({
        search: (previous: IssueSearch) => {
          const next: Record<string, unknown> = { ...previous, ...patch };
          if (!options.keepPage) delete next.page;
          for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
          return next as IssueSearch;
        },
      });
    },
    [navigate],
  );

  const clear = useCallback(() => {
    void navigate({
      search: (previous: IssueSearch) => ({
        status: previous.status ?? 'all',
        ...(previous.limit ? { limit: previous.limit } : {}),
        ...(previous.orderBy ? { orderBy: previous.orderBy } : {}),
      }),
    });
  }, [navigate]);

  return <IssuesList search={search} navigate={update} onClearFilters={clear} />;
}
