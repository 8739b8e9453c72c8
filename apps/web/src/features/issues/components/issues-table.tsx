import type { IssueListItem } from '@mp/contract/oms/issues';
import { Link } from '@tanstack/react-router';
import { MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import {
  cardRowClass,
  HeadCell,
  Cell as ResponsiveCell,
  ResponsiveTable,
} from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { serialNumber } from '@/lib/list-search';
import { SOURCE_LABEL, TYPE_LABEL } from '../lib/issue-labels';
import { IssueStatusBadge } from './issue-status-badge';

type IssuesTableProps = {
  /** Undefined while the first page loads (skeleton rows). */
  issues: IssueListItem[] | undefined;
  page: number;
  pageSize: number;
};

const COLUMNS = 8;

/** The issue list: a table on wide screens, stacked cards on phones (cells carry their label). */
export function IssuesTable({ issues, page, pageSize }: IssuesTableProps) {
  const t = useT();
  return (
    <ResponsiveTable
      caption={t('issues.tableCaption')}
      loading={issues === undefined}
      skeletonRows={Math.min(pageSize, 10)}
      columns={COLUMNS}
      head={
        <>
          <HeadCell label={t('issues.col.sl')} numeric />
          <HeadCell label={t('issues.col.issue')} />
          <HeadCell label={t('issues.col.about')} />
          <HeadCell label={t('issues.col.type')} />
          <HeadCell label={t('issues.col.source')} />
          <HeadCell label={t('issues.col.status')} />
          <HeadCell label={t('issues.col.comments')} numeric />
          <HeadCell label={t('issues.col.lastActivity')} />
        </>
      }
    >
      {issues?.map((issue, index) => (
        <tr
          key={issue.id}
          data-testid="issue-row"
          data-issue-number={issue.issueNumber}
          className={`${cardRowClass} lg:hover:bg-surface-muted/50`}
        >
          <Cell label={t('issues.col.sl')} numeric>
            {serialNumber(page, pageSize, index)}
          </Cell>
          <Cell label={t('issues.col.issue')}>
            <span className="flex min-w-0 flex-col items-end lg:items-start">
              <Link
                to="/merchant/issues/$issueId"
                params={{ issueId: String(issue.id) }}
                className="font-medium text-accent hover:underline"
              >
                {issue.issueNumber}
              </Link>
              <span className="text-right break-words text-ink lg:text-left">{issue.subject}</span>
            </span>
          </Cell>
          <Cell label={t('issues.col.about')}>
            <IssueSubjectRef issue={issue} />
          </Cell>
          <Cell label={t('issues.col.type')}>
            <Badge>{t(TYPE_LABEL[issue.type])}</Badge>
          </Cell>
          <Cell label={t('issues.col.source')}>{t(SOURCE_LABEL[issue.source])}</Cell>
          <Cell label={t('issues.col.status')}>
            <IssueStatusBadge status={issue.status} />
          </Cell>
          <Cell label={t('issues.col.comments')} numeric>
            <span
              className="inline-flex items-center gap-1"
              title={t('issues.commentCount', { count: issue.commentCount })}
            >
              <MessageSquare aria-hidden className="size-3.5 text-ink-muted" />
              {issue.commentCount}
            </span>
          </Cell>
          <Cell label={t('issues.col.lastActivity')}>
            <span className="whitespace-nowrap">{formatDateTime(issue.lastActivityAt)}</span>
          </Cell>
        </tr>
      ))}
    </ResponsiveTable>
  );
}

/** The order (a link to its page) and/or the product the issue is about. */
function IssueSubjectRef({ issue }: { issue: IssueListItem }) {
  const t = useT();
  if (!issue.order && !issue.product) return <span className="text-ink-muted">—</span>;
  return (
    <span className="flex flex-col items-end lg:items-start">
      {issue.order ? (
        <Link
          to="/merchant/order/$orderId"
          params={{ orderId: String(issue.order.id) }}
          className="text-accent hover:underline"
          aria-label={t('issues.orderLink', { number: issue.order.orderNumber })}
        >
          {issue.order.orderNumber}
        </Link>
      ) : null}
      {issue.product ? <span className="text-ink">{issue.product.name}</span> : null}
      {issue.shop ? <span className="text-ink-muted">{issue.shop.name}</span> : null}
    </span>
  );
}

/** Issue and subject cells run to several lines: the row's cells align at the top. */
function Cell(props: { label: string | null; numeric?: boolean; children: ReactNode }) {
  return <ResponsiveCell {...props} align="top" />;
}
