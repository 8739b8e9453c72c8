import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useCan } from '@/lib/access';
import { useT } from '@/lib/i18n/i18n';
import { useCurrentMerchant } from '../lib/use-current-merchant';

// The form's code (react-hook-form) loads only for a merchant the prompt opens for.
const PaymentPreferenceForm = lazy(() =>
  import('./payment-preference-form').then((module) => ({
    default: module.PaymentPreferenceForm,
  })),
);

const dismissKey = (merchantId: number) => `mp.codPromptDismissed.${merchantId}`;

function wasDismissed(merchantId: number) {
  try {
    return sessionStorage.getItem(dismissKey(merchantId)) === '1';
  } catch {
    return false;
  }
}

/** Asks for a COD payout preference while the current merchant has none; "Later" lasts the session. */
export function CodPreferencePrompt() {
  const t = useT();
  const { merchant } = useCurrentMerchant();
  const [dismissedNow, setDismissedNow] = useState<number | null>(null);

  const can = useCan();
  // Only a role that manages the payout account is asked for one (decision 076).
  if (!merchant || merchant.codPaymentPreference || !can('billing.preference')) return null;
  if (dismissedNow === merchant.id || wasDismissed(merchant.id)) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(dismissKey(merchant.id), '1');
    } catch {
      // Without storage the prompt simply returns on the next page load.
    }
    setDismissedNow(merchant.id);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
      size="lg"
      title={t('pref.title')}
      description={t('pref.promptDescription', { merchant: merchant.name })}
    >
      <Suspense fallback={null}>
        <PaymentPreferenceForm merchant={merchant} />
      </Suspense>
      <div className="mt-3 flex justify-end">
        <Button variant="ghost" onClick={dismiss}>
          {t('pref.later')}
        </Button>
      </div>
    </Modal>
  );
}
