import type {
  DeliveryChargePaymentStatus,
  OrderType,
  PaymentProofStatus,
} from '@mp/contract/oms/orders';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';

export function OrderTypeBadge({ type }: { type: OrderType }) {
  return <Badge tone={type === 'B2B' ? 'violet' : 'neutral'}>{type}</Badge>;
}

/** The customer's delivery charge: paid, unpaid, or not due once the order is cancelled. */
export function DeliveryChargeBadge({
  status,
  cancelled = false,
}: {
  status: DeliveryChargePaymentStatus;
  cancelled?: boolean;
}) {
  const t = useT();
  if (status === 'paid') return <Badge tone="green">{t('orders.charge.paid')}</Badge>;
  return cancelled ? (
    <Badge tone="neutral">{t('orders.charge.notDue')}</Badge>
  ) : (
    <Badge tone="amber">{t('orders.charge.unpaid')}</Badge>
  );
}

const proofTone: Record<PaymentProofStatus, BadgeTone> = {
  none: 'neutral',
  pending: 'amber',
  valid: 'green',
  invalid: 'red',
};
export const PROOF_STATUS_LABEL: Record<PaymentProofStatus, MessageKey> = {
  none: 'orders.proof.none',
  pending: 'orders.proof.pending',
  valid: 'orders.proof.valid',
  invalid: 'orders.proof.invalid',
};

export function ProofStatusBadge({ status, wrap }: { status: PaymentProofStatus; wrap?: boolean }) {
  const t = useT();
  return (
    <Badge tone={proofTone[status]} wrap={wrap ?? false}>
      {t(PROOF_STATUS_LABEL[status])}
    </Badge>
  );
}
