import { MessageSquareWarning, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { useT } from '@/lib/i18n/i18n';
import { PAGE_SIZES, pagerNavigation } from '@/lib/list-search';
import { useClampPage } from '@/lib/use-clamp-page';
import { useShownPage } from '@/lib/use-shown-page';
import { useIssueCounts } from '../api/get-issue-counts';
import { useIssues } from '../api/get-issues';
import { STATUS_LABEL } from '../lib/issue-labels';
import {
  currentTab,
  hasFilters,
  type IssueSearch,
  toCountQuery,
  toListQuery,
} from '../lib/issue-search';
import { IssueFilters, type IssueSearchPatch } from './issue-filters';
import { IssueStatusTabs } from './issue-status-tabs';
import { IssuesTable } from './issues-table';
import { NewIssueButton } from './new-issue-button';

type IssuesListProps = {
  search: IssueSearch;
  /** Writes the patch into the URL; `keepPage` leaves the page as is (otherwise back to 1). */
  navigate: (patch: IssueSearchPatch, options?: { keepPage?: boolean }) => void;
  onClearFilters: () => void;
  /** More actions beside New issue (saving the view). */
  actions?: ReactNode;
};

/** The merchant's issues: a count per status, filters, the table and server paging. */
export function IssuesList({ search, navigate, onClearFilters, actions }: IssuesListProps) {
  const t = useT();
  const tab = currentTab(search);
  const listQuery = toListQuery(search);
  const issues = useIssues(listQuery);
  const counts = useIssueCounts(toCountQuery(search));

  const page = listQuery.page as number;
  const pageSize = listQuery.limit as number;
  const shown = useShownPage(issues, { page, limit: pageSize });
  const { content } = shown;
  const totalPages = issues.data?.totalPages ?? 0;
  useClampPage({ page, totalPages, isPlaceholderData: issues.isPlaceholderData, navigate });

  const empty = content !== undefined && content.length === 0;

  return (
    <div className="flex flex-col gap-3">
      {/* On a phone the action sits above the tabs, which then get the whole width. */}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-end sm:justify-between sm:gap-3">
        <div className="min-w-0 flex-1">
          <IssueStatusTabs current={tab} filters={search} counts={counts.data} />
        </div>
        <div className="flex gap-2 self-end sm:self-auto">
          {actions}
          <NewIssueButton />
        </div>
      </div>
      <IssueFilters search={search} onChange={navigate} onClear={onClearFilters} />
      {issues.isError && !issues.data ? (
        <EmptyState
          icon={MessageSquareWarning}
          title={t('issues.loadFailed')}
          message={issues.error.message}
          action={<Button onClick={() => void issues.refetch()}>{t('issues.tryAgain')}</Button>}
        />
      ) : empty ? (
        hasFilters(search) ? (
          <EmptyState
            icon={SearchX}
            title={t('issues.emptyFilteredTitle')}
            message={t('issues.emptyFiltered')}
            action={
              <Button variant="secondary" onClick={onClearFilters}>
                {t('issues.filter.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={MessageSquareWarning}
            title={
              tab === 'all'
                ? t('issues.emptyTitle')
                : t('issues.emptyTabTitle', { status: t(STATUS_LABEL[tab]) })
            }
            message={t(tab === 'all' ? 'issues.emptyAll' : 'issues.emptyTab')}
            action={<NewIssueButton variant="secondary" />}
          />
        )
      ) : (
        <>
          <IssuesTable
            issues={shown.rows}
            stale={shown.stale}
            page={shown.page}
            pageSize={shown.limit}
          />
          <Pagination
            page={page}
            totalPages={totalPages}
            totalElements={issues.data?.totalElements ?? 0}
            pageSize={pageSize}
            pageSizes={PAGE_SIZES}
            {...pagerNavigation(navigate)}
          />
        </>
      )}
    </div>
  );
}
