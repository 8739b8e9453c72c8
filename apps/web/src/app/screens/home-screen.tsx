import { formatMoney } from '@mp/contract/money';
import { type OrderStageCounts, orderStages } from '@mp/contract/oms/orders';
import { useQuery } from '@tanstack/react-query';
import {
  AlertTriangle,
  ClipboardCheck,
  FileCheck,
  MessageSquareWarning,
  PackageMinus,
  PackageX,
  Timer,
  Truck,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PayBillDialog } from '@/features/billing/components/pay-bill-dialog';
import { useAmountDue } from '@/features/billing/lib/use-amount-due';
import { useCurrentMerchant } from '@/features/merchants/lib/use-current-merchant';
import { STAGE_LABEL } from '@/features/orders/lib/stage-style';
import { ScorecardSection } from '@/features/scorecard/components/scorecard-section';
import { useCan } from '@/lib/access';
import { formatCount } from '@/lib/format';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { screenPermission } from '@/lib/screen-access';
import { useAfterPaint } from '@/lib/use-after-paint';
import { useOpenInPanel } from '@/lib/use-open-in-panel';
import { homeTodoQueries } from './home-todo';
import { HomeTrendSection } from './home-trend-section';

const READY_FOR_PICKUP_LINK =
  '/merchant/orders/dispatch_requestable?deliveryChargePaymentStatus=paid&page=1&orderTypes=COD,B2B';

type Todo = {
  id: string;
  labelKey: MessageKey;
  icon: ReactNode;
  count: number | undefined;
  href: string;
  /** Overdue work is shown in the warning colour. */
  urgent?: boolean;
};

function TodoLink({ todo }: { todo: Todo }) {
  const t = useT();
  const open = useOpenInPanel();
  const busy = todo.count === undefined;
  return (
    <a
      href={todo.href}
      onClick={open}
      data-testid={`todo-${todo.id}`}
      className="flex items-center gap-3 rounded-lg border border-line bg-white p-3 hover:border-accent/50 hover:bg-surface-muted"
    >
      <span
        aria-hidden
        className={`rounded-md p-2 ${todo.urgent && todo.count ? 'bg-danger/10 text-danger' : 'bg-accent-soft text-accent'}`}
      >
        {todo.icon}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        {busy ? (
          <Skeleton className="h-6 w-10" />
        ) : (
          <span data-testid="todo-count" className="text-xl font-semibold text-ink tabular-nums">
            {todo.count}
          </span>
        )}
        <span className="text-sm text-ink-muted">{t(todo.labelKey)}</span>
      </span>
    </a>
  );
}

/** Today's orders by the stage each is in now: a bar per stage, each a link to its list. */
function StageMix({ counts, today }: { counts: OrderStageCounts | undefined; today: string }) {
  const t = useT();
  const open = useOpenInPanel();
  const total = counts
    ? orderStages.reduce((sum, stage) => sum + (counts.counts[stage] ?? 0), 0)
    : 0;
  return (
    <section aria-labelledby="home-today" className="flex flex-col gap-3">
      <h2 id="home-today" className="text-base font-semibold text-ink">
        {t('home.today.title', { count: total })}
      </h2>
      {counts === undefined ? (
        <Skeleton className="h-24 w-full" />
      ) : total === 0 ? (
        <p className="text-sm text-ink-muted">{t('home.today.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1.5 rounded-lg border border-line bg-white p-3">
          {orderStages
            .filter((stage) => (counts.counts[stage] ?? 0) > 0)
            .map((stage) => {
              const count = counts.counts[stage] ?? 0;
              return (
                <li key={stage} data-testid={`today-${stage}`}>
                  <a
                    href={`/merchant/orders/${stage}?createdFrom=${today}&createdTo=${today}`}
                    onClick={open}
                    className="grid grid-cols-[10rem_1fr_3rem] items-center gap-2 rounded px-1 text-sm hover:bg-surface-muted"
                  >
                    <span className="truncate text-ink">{t(STAGE_LABEL[stage])}</span>
                    <span aria-hidden className="h-2 rounded-full bg-surface-muted">
                      <span
                        className="block h-2 rounded-full bg-accent"
                        style={{ width: `${(count / total) * 100}%` }}
                      />
                    </span>
                    <span className="text-right font-medium text-ink tabular-nums">
                      {formatCount(count)}
                    </span>
                  </a>
                </li>
              );
            })}
        </ul>
      )}
    </section>
  );
}

/** Home: what needs the merchant now, each a link to the list that holds it. */
export function HomeScreen() {
  const t = useT();
  const { merchant } = useCurrentMerchant();
  const can = useCan();
  const due = useAmountDue(can('billing.view') ? merchant?.id : undefined);
  const [paying, setPaying] = useState(false);
  const restShown = useAfterPaint();
  // A card shows, and asks, only what the role may open (decision 076).
  const mayOpen = (href: string) => can(screenPermission(new URL(href, location.origin).pathname));
  const queries = homeTodoQueries();
  const { overdueFrom, handOverOverdueFrom } = queries;
  const placedLink = '/merchant/orders/placed?page=1';
  const orderCounts = useQuery({ ...queries.orders, enabled: mayOpen(placedLink) });
  const overdueCounts = useQuery({ ...queries.overdue, enabled: mayOpen(placedLink) });
  const pickupCounts = useQuery({ ...queries.pickup, enabled: mayOpen(READY_FOR_PICKUP_LINK) });
  const pickupOverdueCounts = useQuery({
    ...queries.pickupOverdue,
    enabled: mayOpen(READY_FOR_PICKUP_LINK),
  });
  const proofCounts = useQuery({ ...queries.proofs, enabled: mayOpen(placedLink) });
  const issueCounts = useQuery({ ...queries.issues, enabled: mayOpen('/merchant/issues') });
  const lowStock = useQuery({ ...queries.lowStock, enabled: mayOpen('/merchant/product/') });
  const outOfStock = useQuery({ ...queries.outOfStock, enabled: mayOpen('/merchant/product/') });
  const placedToday = useQuery({ ...queries.placedToday, enabled: mayOpen(placedLink) });

  const todos: Todo[] = [
    {
      id: 'confirm',
      labelKey: 'home.todo.confirm',
      icon: <ClipboardCheck className="size-5" />,
      count: orderCounts.data?.counts.placed,
      href: '/merchant/orders/placed?page=1',
    },
    {
      id: 'confirm-overdue',
      labelKey: 'home.todo.confirmOverdue',
      icon: <AlertTriangle className="size-5" />,
      count: overdueCounts.data?.counts.placed,
      href: `/merchant/orders/placed?page=1&createdTo=${overdueFrom}`,
      urgent: true,
    },
    {
      id: 'pickup',
      labelKey: 'home.todo.pickup',
      icon: <Truck className="size-5" />,
      count: pickupCounts.data?.counts.dispatch_requestable,
      href: READY_FOR_PICKUP_LINK,
    },
    {
      id: 'pickup-overdue',
      labelKey: 'home.todo.pickupOverdue',
      icon: <Timer className="size-5" />,
      count: pickupOverdueCounts.data?.counts.dispatch_requestable,
      href: `${READY_FOR_PICKUP_LINK}&createdTo=${handOverOverdueFrom}`,
      urgent: true,
    },
    {
      id: 'proofs',
      labelKey: 'home.todo.proofs',
      icon: <FileCheck className="size-5" />,
      count: proofCounts.data?.counts.placed,
      href: '/merchant/orders/placed?page=1&paymentProofStatus=pending',
    },
    {
      id: 'issues',
      labelKey: 'home.todo.issues',
      icon: <MessageSquareWarning className="size-5" />,
      count: issueCounts.data?.counts.open,
      href: '/merchant/issues?status=open',
    },
    {
      id: 'low-stock',
      labelKey: 'home.todo.lowStock',
      icon: <PackageMinus className="size-5" />,
      count: lowStock.data?.totalElements,
      href: '/merchant/product/?lowStock=true',
    },
    {
      id: 'out-of-stock',
      labelKey: 'home.todo.outOfStock',
      icon: <PackageX className="size-5" />,
      count: outOfStock.data?.totalElements,
      href: '/merchant/product/?outOfStock=true',
      urgent: true,
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="home-todo" className="flex flex-col gap-3">
        <h2 id="home-todo" className="text-base font-semibold text-ink">
          {t('home.todo.title')}
        </h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {todos
            .filter((todo) => mayOpen(todo.href))
            .map((todo) => (
              <li key={todo.id}>
                <TodoLink todo={todo} />
              </li>
            ))}
          {can('billing.view') ? (
            <li>
              <div
                data-testid="todo-amount-due"
                className="flex h-full items-center gap-3 rounded-lg border border-line bg-white p-3"
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  {due.amount === null ? (
                    <Skeleton className="h-6 w-24" />
                  ) : (
                    <span className="text-xl font-semibold text-ink tabular-nums">
                      {formatMoney(due.amount)}
                    </span>
                  )}
                  <span className="text-sm text-ink-muted">{t('home.todo.amountDue')}</span>
                </span>
                {can('billing.pay') ? (
                  <Button size="sm" disabled={!due.amount} onClick={() => setPaying(true)}>
                    {t('home.todo.pay')}
                  </Button>
                ) : null}
              </div>
            </li>
          ) : null}
        </ul>
      </section>
      {mayOpen(placedLink) ? <StageMix counts={placedToday.data} today={queries.today} /> : null}
      {/* What is lower on the page renders after the to-do list is painted. */}
      {restShown && can('insights.view') ? (
        <>
          <ScorecardSection />
          <HomeTrendSection />
        </>
      ) : null}
      <PayBillDialog open={paying} onOpenChange={setPaying} amountDue={due.amount} />
    </div>
  );
}
