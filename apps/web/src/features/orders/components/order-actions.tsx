import {
  bulkOrderActions,
  confirmNeedsProofOverride,
  type MerchantOrderAction,
  type OrderStage,
  type OrderType,
  orderActionPermission,
  orderTransitions,
  type PaymentProofStatus,
  type SimpleOrderAction,
  simpleOrderActions,
} from '@mp/contract/oms/orders';
import { Link } from '@tanstack/react-router';
import { MoreHorizontal } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownItem, DropdownSeparator, LazyDropdown } from '@/components/ui/dropdown';
import { useCan } from '@/lib/access';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { afterNextPaint } from '@/lib/use-after-paint';
import { useOrderAction } from '../api/run-order-action';
import { ACTION_DONE, ACTION_LABEL } from '../lib/stage-style';
import { AddNoteDialog, CancelOrderDialog, ConfirmWithoutProofDialog } from './lazy-order-forms';
import { ValidateProofDialog } from './validate-proof-dialog';

type ActionableOrder = {
  id: number;
  orderNumber: string;
  stage: OrderStage;
  orderType: OrderType;
  deliveryChargePaymentStatus: 'paid' | 'unpaid';
  paymentProofStatus: PaymentProofStatus;
};

/** The stage's main next step, shown as the row's button: the move offered on a selection. */
const primaryActionOf = (stage: OrderStage): MerchantOrderAction | undefined =>
  bulkOrderActions.find((action) =>
    (orderTransitions[action].from as readonly OrderStage[]).includes(stage),
  );

type Dialog = Exclude<MerchantOrderAction, SimpleOrderAction> | undefined;
/** An action run at once on a click: a move without a body, or a confirm that needs none. */
const isDirect = (action: MerchantOrderAction): action is SimpleOrderAction | 'confirm' =>
  action === 'confirm' || (simpleOrderActions as readonly string[]).includes(action);

type OrderActionsProps = {
  order: ActionableOrder;
  /** What may be done now (contract's allowedOrderActions, or the detail's allowedActions). */
  allowed: readonly MerchantOrderAction[];
  /** `row`: the primary button and an overflow menu; `bar`: every allowed action as a button. */
  layout: 'row' | 'bar';
};

/** Only the actions allowed now, each with its progress; dialogs for those that need input. */
export function OrderActions({ order, allowed: allowedNow, layout }: OrderActionsProps) {
  const t = useT();
  const can = useCan();
  // Of what the stage allows, what the person's role may take (decision 076).
  const allowed = allowedNow.filter((action) => can(orderActionPermission(action)));
  const mutation = useOrderAction(({ action }) => {
    const done = ACTION_DONE[action];
    if (done) toast.success(t(done, { number: order.orderNumber }));
  });
  const [running, setRunning] = useState<MerchantOrderAction | undefined>();
  const [dialog, setDialog] = useState<Dialog>();
  const reasonId = useId();

  const primary = primaryActionOf(order.stage);
  // Request pickup is the one step that waits on something: say why it cannot be done yet.
  const blockedPickup =
    order.stage === 'dispatch_requestable' &&
    order.deliveryChargePaymentStatus !== 'paid' &&
    !allowed.includes('request-to-dispatch');

  const run = async (action: MerchantOrderAction) => {
    // Confirm carries a body only to go ahead without a valid payment proof: the dialog asks why.
    if (!isDirect(action) || (action === 'confirm' && confirmNeedsProofOverride(order))) {
      setDialog(action as Dialog);
      return;
    }
    setRunning(action);
    // The button spins in the click's own frame; the call, and the lists it refreshes, after it.
    await new Promise<void>((resolve) => afterNextPaint(resolve));
    try {
      await mutation.mutateAsync({ orderId: order.id, action });
    } catch {
      // Toasted by the api client; the lists refresh to show the order's real stage.
    } finally {
      setRunning(undefined);
    }
  };

  const label = (action: MerchantOrderAction) => t(ACTION_LABEL[action]);
  const busy = running !== undefined;

  const blockedButton = blockedPickup ? (
    <span className="inline-flex flex-col items-start gap-0.5">
      <Button
        variant="secondary"
        size="sm"
        className="whitespace-nowrap"
        disabled
        aria-describedby={reasonId}
      >
        {label('request-to-dispatch')}
      </Button>
      <span id={reasonId} className="text-xs text-warning">
        {t('orders.pickupNeedsPaidCharge')}
      </span>
    </span>
  ) : null;

  const dialogs = (
    <Suspense fallback={null}>
      {dialog === 'cancel' ? (
        <CancelOrderDialog
          order={order}
          open
          onOpenChange={(open) => !open && setDialog(undefined)}
        />
      ) : null}
      {dialog === 'confirm' ? (
        <ConfirmWithoutProofDialog
          order={order}
          open
          onOpenChange={(open) => !open && setDialog(undefined)}
        />
      ) : null}
      {dialog === 'notes' ? (
        <AddNoteDialog order={order} open onOpenChange={(open) => !open && setDialog(undefined)} />
      ) : null}
      {dialog === 'payment-proof-validate' ? (
        <ValidateProofDialog
          order={order}
          open
          onOpenChange={(open) => !open && setDialog(undefined)}
        />
      ) : null}
    </Suspense>
  );

  if (layout === 'bar') {
    const ordered = [...allowed].sort(
      (a, b) =>
        Number(b === primary) - Number(a === primary) ||
        Number(a === 'cancel') - Number(b === 'cancel'),
    );
    return (
      <div className="flex flex-wrap items-start gap-2" data-testid="order-action-bar">
        {blockedButton}
        {ordered.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === primary ? 'primary' : action === 'cancel' ? 'danger' : 'secondary'}
            loading={running === action}
            disabled={busy && running !== action}
            onClick={() => void run(action)}
          >
            {label(action)}
          </Button>
        ))}
        {dialogs}
      </div>
    );
  }

  const primaryAllowed = primary !== undefined && allowed.includes(primary);
  const others = allowed.filter((action) => action !== primary || !primaryAllowed);
  return (
    <div className="flex items-start justify-end gap-1">
      {primaryAllowed ? (
        <Button
          size="sm"
          className="whitespace-nowrap"
          loading={running === primary}
          disabled={busy && running !== primary}
          onClick={() => void run(primary)}
          aria-label={`${label(primary)} ${order.orderNumber}`}
        >
          {label(primary)}
        </Button>
      ) : (
        blockedButton
      )}
      <LazyDropdown
        trigger={
          <Button
            variant="ghost"
            size="sm"
            className="px-2"
            aria-label={t('orders.moreActions', { number: order.orderNumber })}
          >
            <MoreHorizontal aria-hidden className="size-4" />
          </Button>
        }
      >
        <DropdownItem asChild>
          <Link to="/merchant/order/$orderId" params={{ orderId: String(order.id) }}>
            {t('orders.viewDetails')}
          </Link>
        </DropdownItem>
        {others.length > 0 ? <DropdownSeparator /> : null}
        {others.map((action) => (
          <DropdownItem
            key={action}
            disabled={busy}
            onSelect={() => void run(action)}
            className={action === 'cancel' ? 'text-danger' : ''}
          >
            {label(action)}
          </DropdownItem>
        ))}
      </LazyDropdown>
      {dialogs}
    </div>
  );
}
