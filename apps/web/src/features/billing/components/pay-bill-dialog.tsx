import { lazy, Suspense } from 'react';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n';
import { useAfterPaint } from '@/lib/use-after-paint';

// The form's code (react-hook-form) loads as the dialog opens: the dialog shows at once.
const PayBillForm = lazy(() =>
  import('./pay-bill-form').then((module) => ({ default: module.PayBillForm })),
);

type PayBillDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The due shown in the message; null while it is not known. */
  amountDue: number | null;
};

/**
 * The pay-bill dialog (spec 2, 4, 5): provider logo, 'Payment with a payment provider', the
 * due, the Amount field and Pay Now. Submitting asks the API for the provider's checkout url
 * and opens it in a new tab; a failure is only logged.
 */
export function PayBillDialog({ open, onOpenChange, amountDue }: PayBillDialogProps) {
  const t = useT();
  // The form lives inside the dialog's content, which exists only while the dialog is open: the
  // sidebar does not set up a form on every page, and each opening starts from an empty one.
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('billing.payTitle')}>
      <PayBillBody amountDue={amountDue} />
    </Modal>
  );
}

/**
 * The dialog's first frame is its frame and title; the form renders after that frame is painted,
 * so the click that opened it answers at once.
 */
function PayBillBody({ amountDue }: { amountDue: number | null }) {
  const placeholder = <Skeleton className="h-40 w-full" />;
  if (!useAfterPaint()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PayBillForm amountDue={amountDue} />
    </Suspense>
  );
}
