import { PaymentPreferenceForm } from '@/features/merchants/components/payment-preference-form';
import { useCurrentMerchant } from '@/features/merchants/lib/use-current-merchant';
import { useT } from '@/lib/i18n/i18n';

export function BillingInfoScreen() {
  const t = useT();
  const { merchant, isPending } = useCurrentMerchant();
  return (
    <section className="max-w-3xl rounded-lg border border-line bg-white p-5">
      <h2 className="mb-1 text-base font-semibold text-ink">{t('pref.title')}</h2>
      {merchant ? (
        <>
          <p className="mb-4 text-sm text-ink-muted">
            {merchant.codPaymentPreference ? merchant.name : t('pref.none')}
          </p>
          {/* Remount when the saved preference changes so the form shows the stored values. */}
          <PaymentPreferenceForm
            key={`${merchant.id}-${JSON.stringify(merchant.codPaymentPreference)}`}
            merchant={merchant}
          />
        </>
      ) : (
        <p className="text-sm text-ink-muted">
          {isPending ? t('app.loading') : t('pref.noMerchant')}
        </p>
      )}
    </section>
  );
}
