import type { IssueListItem } from '@mp/contract/oms/issues';
import { Link } from '@tanstack/react-router';
import { MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { SOURCE_LABEL, TYPE_LABEL } from '../lib/issue-labels';
import { serialNumber } from '../lib/issue-search';
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
  const header = (label: string, align: 'left' | 'right' = 'left') => (
    <th
      scope="col"
      className={`px-3 py-2 font-medium ${align === 'right' ? 'text-right' : 'text-left'}`}
    >
      {label}
    </th>
  );
  return (
    <div className="lg:overflow-x-auto lg:rounded-lg lg:border lg:border-line lg:bg-white">
      <table className="block w-full text-[13px] lg:table">
        <caption className="sr-only">{t('issues.tableCaption')}</caption>
        <thead className="hidden border-b border-line bg-surface-muted text-ink-muted lg:table-header-group">
          <tr>
            {header(t('issues.col.sl'), 'right')}
            {header(t('issues.col.issue'))}
            {header(t('issues.col.about'))}
            {header(t('issues.col.type'))}
            {header(t('issues.col.source'))}
            {header(t('issues.col.status'))}
            {header(t('issues.col.comments'), 'right')}
            {header(t('issues.col.lastActivity'))}
          </tr>
        </thead>
        <tbody className="block space-y-2 lg:table-row-group lg:space-y-0">
          {issues === undefined ? (
            <SkeletonRows rows={Math.min(pageSize, 10)} columns={COLUMNS} />
          ) : (
            issues.map((issue, index) => (
              <tr
                key={issue.id}
                data-testid="issue-row"
                data-issue-number={issue.issueNumber}
                className="block rounded-lg border border-line bg-white p-2 lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:p-0 lg:hover:bg-surface-muted/50"
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
                    <span className="text-right break-words text-ink lg:text-left">
                      {issue.subject}
                    </span>
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
            ))
          )}
        </tbody>
      </table>
    </div>
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

function Cell({
  label,
  numeric = false,
  children,
}: {
  label: string | null;
  numeric?: boolean;
  children: ReactNode;
}) {
  return (
    <td
      className={`flex items-center justify-between gap-3 px-2 py-1 lg:table-cell lg:px-3 lg:py-2 lg:align-top ${
        numeric ? 'tabular-nums lg:text-right' : ''
      }`}
    >
      {label ? <span className="shrink-0 text-ink-muted lg:hidden">{label}</span> : null}
      {children}
    </td>
  );
}
