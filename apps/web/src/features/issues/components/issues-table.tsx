import type { IssueListItem } from '@mp/contract/oms/issues';
import { Link } from '@tanstack/react-router';
import { MessageSquare } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { HeadCell, ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { serialNumber } from '@/lib/list-search';
import { SOURCE_LABEL, TYPE_LABEL } from '../lib/issue-labels';
import { IssueStatusBadge } from './issue-status-badge';

type IssuesTableProps = {
  /** Undefined while the first page loads (skeleton rows). */
  issues: IssueListItem[] | undefined;
  /** The rows are the last page's while the next one loads (ResponsiveTable's `stale`). */
  stale: boolean;
  page: number;
  pageSize: number;
};

const COLUMNS = 8;

/**
 * A table row on wide screens; on phones a card of three lines: number and status, subject,
 * what the issue is about and its last activity (the grid places the cells there).
 */
const rowClass =
  'grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-0.5 rounded-lg border border-line bg-white p-2 lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:p-0';
const cellClass = 'block lg:table-cell lg:px-3 lg:py-2 lg:align-top';

/** The issue list: a table on wide screens, compact cards on phones. */
export function IssuesTable({ issues, stale, page, pageSize }: IssuesTableProps) {
  const t = useT();
  return (
    <ResponsiveTable
      caption={t('issues.tableCaption')}
      loading={issues === undefined}
      stale={stale}
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
          className={`${rowClass} lg:hover:bg-surface-muted/50`}
        >
          <td className={`${cellClass} hidden text-right tabular-nums lg:table-cell`}>
            {serialNumber(page, pageSize, index)}
          </td>
          <td className={`${cellClass} col-start-1 row-span-2 row-start-1`}>
            <span className="flex flex-wrap items-center gap-x-2 lg:flex-col lg:items-start">
              <Link
                to="/merchant/issues/$issueId"
                params={{ issueId: String(issue.id) }}
                className="font-medium text-accent hover:underline"
              >
                {issue.issueNumber}
              </Link>
              <span className="w-full break-words text-ink">{issue.subject}</span>
            </span>
          </td>
          <td className={`${cellClass} col-start-1 row-start-3 min-w-0`}>
            <IssueSubjectRef issue={issue} />
          </td>
          <td className={`${cellClass} hidden lg:table-cell`}>
            <Badge>{t(TYPE_LABEL[issue.type])}</Badge>
          </td>
          <td className={`${cellClass} hidden lg:table-cell`}>{t(SOURCE_LABEL[issue.source])}</td>
          {/* On a card the status stands by the number. */}
          <td className={`${cellClass} col-start-2 row-start-1 justify-self-end`}>
            <IssueStatusBadge status={issue.status} />
          </td>
          <td className={`${cellClass} hidden text-right tabular-nums lg:table-cell`}>
            <span
              className="inline-flex items-center gap-1"
              title={t('issues.commentCount', { count: issue.commentCount })}
            >
              <MessageSquare aria-hidden className="size-3.5 text-ink-muted" />
              {issue.commentCount}
            </span>
          </td>
          <td
            className={`${cellClass} col-start-2 row-start-3 text-right text-ink-muted lg:text-left lg:text-ink`}
          >
            <span className="whitespace-nowrap">{formatDateTime(issue.lastActivityAt)}</span>
          </td>
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
    <span className="flex min-w-0 flex-wrap gap-x-2 lg:flex-col">
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
      {issue.product ? <span className="truncate text-ink">{issue.product.name}</span> : null}
      {issue.shop ? (
        <span className="hidden text-ink-muted lg:inline">{issue.shop.name}</span>
      ) : null}
    </span>
  );
}
