import type { ApprovalStatus } from '@mp/contract/bms/approvals';
import type { billHistoryEvents } from '@mp/contract/bms/bills';
import type { CourierPaymentStatus } from '@mp/contract/bms/courier-payments';
import type { paymentHistoryEvents, paymentMethods } from '@mp/contract/bms/payments';
import type { BadgeTone } from '@/components/ui/badge';
import type { MessageKey } from '@/lib/i18n/en';

/** One colour per status, used by every billing list: amber waits, green is done, red failed. */
export const APPROVAL_STYLE: Record<ApprovalStatus, { tone: BadgeTone; label: MessageKey }> = {
  pending: { tone: 'amber', label: 'billing.approval.pending' },
  approved: { tone: 'green', label: 'billing.approval.approved' },
  rejected: { tone: 'red', label: 'billing.approval.rejected' },
};

export const APPROVAL_FILTER_LABEL: Record<ApprovalStatus | 'all', MessageKey> = {
  all: 'billing.approval.all',
  pending: 'billing.approval.pending',
  approved: 'billing.approval.approved',
  rejected: 'billing.approval.rejected',
};

export const COURIER_STATUS_STYLE: Record<
  CourierPaymentStatus,
  { tone: BadgeTone; label: MessageKey }
> = {
  pending: { tone: 'amber', label: 'billing.courier.status.pending' },
  processing: { tone: 'blue', label: 'billing.courier.status.processing' },
  paid: { tone: 'green', label: 'billing.courier.status.paid' },
  cancelled: { tone: 'neutral', label: 'billing.courier.status.cancelled' },
};

export const PAYMENT_METHOD_LABEL: Record<(typeof paymentMethods)[number], MessageKey> = {
  bkash: 'billing.method.bkash',
  nagad: 'billing.method.nagad',
  bank: 'billing.method.bank',
  card: 'billing.method.card',
  online: 'billing.method.online',
};

type HistoryEvent = (typeof billHistoryEvents)[number] | (typeof paymentHistoryEvents)[number];

export const HISTORY_EVENT_LABEL: Record<HistoryEvent, MessageKey> = {
  generated: 'billing.history.event.generated',
  adjusted: 'billing.history.event.adjusted',
  approved: 'billing.history.event.approved',
  rejected: 'billing.history.event.rejected',
  note: 'billing.history.event.note',
  exported: 'billing.history.event.exported',
  submitted: 'billing.history.event.submitted',
};
