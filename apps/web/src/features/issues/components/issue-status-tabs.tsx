import type { IssueStatusCounts } from '@mp/contract/oms/issues';
import { Link } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/i18n';
import { STATUS_LABEL } from '../lib/issue-labels';
import {
  ISSUE_STATUS_TABS,
  type IssueSearch,
  type IssueStatusTab,
  tabCount,
} from '../lib/issue-search';

type IssueStatusTabsProps = {
  current: IssueStatusTab;
  /** The filters in force: the counts are for them, so the tabs keep them. */
  filters: IssueSearch;
  counts: IssueStatusCounts | undefined;
};

/** All, open, in progress, resolved: each with its count under the current filters. */
export function IssueStatusTabs({ current, filters, counts }: IssueStatusTabsProps) {
  const t = useT();
  const { page: _page, status: _status, ...kept } = filters;
  return (
    <nav aria-label={t('issues.statuses')} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-line px-1">
        {ISSUE_STATUS_TABS.map((tab) => {
          const active = tab === current;
          const count = tabCount(tab, counts);
          return (
            <li key={tab}>
              <Link
                to="/merchant/issues"
                search={{ ...kept, status: tab }}
                aria-current={active ? 'page' : undefined}
                data-testid={`issue-tab-${tab}`}
                className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-[13px] whitespace-nowrap ${
                  active
                    ? 'border-accent font-medium text-accent'
                    : 'border-transparent text-ink-muted hover:text-ink'
                }`}
              >
                {t(STATUS_LABEL[tab])}
                <span
                  data-testid={`issue-count-${tab}`}
                  className={`rounded-full px-1.5 text-xs tabular-nums ${
                    active ? 'bg-accent-soft' : 'bg-surface-muted'
                  }`}
                >
                  {count ?? '…'}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
