import type { IssueDetail as IssueDetailData } from '@mp/contract/oms/issues';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, MessageSquareWarning } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { useIssue } from '../api/get-issue';
import { SOURCE_LABEL, TYPE_LABEL } from '../lib/issue-labels';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';
import { IssueHistory } from './issue-history';
import { IssueStatusBadge } from './issue-status-badge';
import { ResolveIssueDialog } from './resolve-issue-dialog';

function BackToIssues() {
  const t = useT();
  return (
    <BackLink to="/merchant/issues" search={{ status: 'all' }}>
      {t('issues.backToList')}
    </BackLink>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4"
    >
      <h3 className="text-[13px] font-semibold tracking-wide text-ink-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** One issue: what it is about, status and history, the thread, the comment box and Resolve. */
export function IssueDetail({ issueId }: { issueId: number }) {
  const t = useT();
  const issue = useIssue(issueId);

  if (issue.isPending) return <IssueDetailSkeleton />;
  if (issue.isError) {
    const notFound = issue.error.status === 404;
    return (
      <div className="flex flex-col gap-3">
        <BackToIssues />
        <EmptyState
          icon={MessageSquareWarning}
          title={t(notFound ? 'issues.notFoundTitle' : 'issues.loadFailed')}
          message={notFound ? t('issues.notFound') : issue.error.message}
          action={
            notFound ? (
              <Link
                to="/merchant/issues"
                search={{ status: 'all' }}
                className={buttonClass('secondary')}
              >
                {t('issues.backToList')}
              </Link>
            ) : (
              <Button onClick={() => void issue.refetch()}>{t('issues.tryAgain')}</Button>
            )
          }
        />
      </div>
    );
  }
  return <IssueDetailView issue={issue.data} />;
}

function IssueDetailView({ issue }: { issue: IssueDetailData }) {
  const t = useT();
  const [resolving, setResolving] = useState(false);
  const canComment = issue.allowedActions.includes('comment');
  const canResolve = issue.allowedActions.includes('resolve');

  return (
    <div className="flex flex-col gap-4">
      <BackToIssues />
      <header className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-line bg-white p-4">
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-[13px] font-medium text-ink-muted tabular-nums">{issue.issueNumber}</p>
          <h2 className="text-lg font-semibold break-words text-ink">{issue.subject}</h2>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-[13px] text-ink-muted">
            <IssueStatusBadge status={issue.status} />
            <Badge>{t(TYPE_LABEL[issue.type])}</Badge>
            <span>{t('issues.raisedBy', { source: t(SOURCE_LABEL[issue.source]) })}</span>
            <span>{t('issues.openedAt', { date: formatDateTime(issue.createdAt) })}</span>
            <span>
              {t('issues.lastActivityAt', { date: formatDateTime(issue.lastActivityAt) })}
            </span>
          </div>
        </div>
        {canResolve ? (
          <Button onClick={() => setResolving(true)}>
            <CheckCircle2 aria-hidden className="size-4" />
            {t('issues.resolve.action')}
          </Button>
        ) : null}
      </header>

      {/* Phone: about, thread, history. Wide: the thread left, about and history right. */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_320px] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <Card title={t('issues.about')}>
            <IssueAbout issue={issue} />
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {issue.status === 'resolved' ? <ResolvedNote issue={issue} /> : null}
          <Card title={t('issues.description')}>
            <p className="text-sm break-words whitespace-pre-wrap text-ink">{issue.description}</p>
          </Card>
          <Card title={t('issues.comments', { count: issue.commentCount })}>
            <CommentThread
              issueId={issue.id}
              comments={issue.comments}
              commentCount={issue.commentCount}
            />
          </Card>
          {canComment ? (
            <CommentForm issueId={issue.id} />
          ) : (
            <p
              data-testid="issue-closed-note"
              className="rounded-lg border border-line bg-surface-muted px-4 py-3 text-sm text-ink-muted"
            >
              {t(
                issue.status === 'resolved'
                  ? 'issues.resolvedNoComments'
                  : 'issues.noCommentsAllowed',
              )}
            </p>
          )}
        </div>
        <div className="lg:col-start-2 lg:row-start-2">
          <Card title={t('issues.history')}>
            <IssueHistory history={issue.history} />
          </Card>
        </div>
      </div>
      {resolving ? (
        <ResolveIssueDialog
          issueId={issue.id}
          issueNumber={issue.issueNumber}
          open={resolving}
          onOpenChange={setResolving}
        />
      ) : null}
    </div>
  );
}

/** Who resolved the issue, when, and their note. */
function ResolvedNote({ issue }: { issue: IssueDetailData }) {
  const t = useT();
  return (
    <section
      data-testid="issue-resolution"
      aria-label={t('issues.resolution')}
      className="flex gap-3 rounded-lg border border-green-200 bg-green-50 p-4"
    >
      <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm font-medium text-ink">
          {t('issues.resolvedBy', {
            name: issue.resolvedBy?.name ?? t('issues.actor.marketplace'),
            date: formatDateTime(issue.resolvedAt),
          })}
        </p>
        {issue.resolution ? (
          <p className="text-sm break-words whitespace-pre-wrap text-ink">{issue.resolution}</p>
        ) : null}
      </div>
    </section>
  );
}

function IssueAbout({ issue }: { issue: IssueDetailData }) {
  const t = useT();
  const row = (label: string, value: ReactNode) => (
    <div className="flex justify-between gap-3 text-[13px]">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="min-w-0 text-right break-words text-ink">{value}</dd>
    </div>
  );
  return (
    <dl className="flex flex-col gap-2">
      {issue.order
        ? row(
            t('issues.order'),
            <Link
              to="/merchant/order/$orderId"
              params={{ orderId: String(issue.order.id) }}
              className="font-medium text-accent hover:underline"
            >
              {issue.order.orderNumber}
            </Link>,
          )
        : null}
      {issue.product ? row(t('issues.product'), issue.product.name) : null}
      {issue.shop ? row(t('issues.shop'), issue.shop.name) : null}
      {!issue.order && !issue.product && !issue.shop ? (
        <p className="text-[13px] text-ink-muted">{t('issues.aboutNothing')}</p>
      ) : null}
      {row(t('issues.type'), t(TYPE_LABEL[issue.type]))}
      {row(t('issues.source'), t(SOURCE_LABEL[issue.source]))}
    </dl>
  );
}

function IssueDetailSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-4 w-24" />
      <div className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4">
        <Skeleton className="h-3.5 w-20" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
        <div className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
    </div>
  );
}
