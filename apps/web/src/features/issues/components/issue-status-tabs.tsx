import type { IssueStatusCounts } from '@mp/contract/oms/issues';
import { linkOptions } from '@tanstack/react-router';
import { TabsWithCounts } from '@/components/ui/tabs-with-counts';
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
    <TabsWithCounts
      label={t('issues.statuses')}
      currentId={current}
      tabs={ISSUE_STATUS_TABS.map((tab) => ({
        id: tab,
        label: t(STATUS_LABEL[tab]),
        count: tabCount(tab, counts),
        link: linkOptions({ to: '/merchant/issues', search: { ...kept, status: tab } }),
        testId: `issue-tab-${tab}`,
        countTestId: `issue-count-${tab}`,
      }))}
    />
  );
}
