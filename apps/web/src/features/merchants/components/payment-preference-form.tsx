import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CodPaymentPreference,
  codPaymentPreferenceSchema,
  type Merchant,
} from '@mp/contract/cms/merchants';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { useUpdatePaymentPreference } from '../api/update-payment-preference';

type Method = CodPaymentPreference['method'];
type BankPreference = Extract<CodPaymentPreference, { method: 'bank' }>;

const METHODS: { value: Method; labelKey: MessageKey }[] = [
  { value: 'bkash', labelKey: 'pref.bkash' },
  { value: 'nagad', labelKey: 'pref.nagad' },
  { value: 'rocket', labelKey: 'pref.rocket' },
  { value: 'bank', labelKey: 'pref.bank' },
];

function initialValues(current: CodPaymentPreference | null): CodPaymentPreference {
  return current ?? { method: 'bkash', accountName: '', accountNumber: '' };
}

type PaymentPreferenceFormProps = { merchant: Merchant; onSaved?: () => void };

/** The COD payout preference, validated by the contract schema; used by the prompt and the page. */
export function PaymentPreferenceForm({ merchant, onSaved }: PaymentPreferenceFormProps) {
  const t = useT();
  const mutation = useUpdatePaymentPreference();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CodPaymentPreference>({
    resolver: zodResolver(codPaymentPreferenceSchema),
    defaultValues: initialValues(merchant.codPaymentPreference),
    // The schema is strict: fields of another method must leave the values when hidden.
    shouldUnregister: true,
  });
  const method = watch('method');
  const bankErrors = errors as FieldErrors<BankPreference>;
  // The contract's messages are English only: each field gets its own translated rule.
  const rule = (failed: unknown, key: MessageKey) => (failed ? t(key) : undefined);
  const numberRule: MessageKey =
    method === 'bank'
      ? 'pref.error.bankAccountNumber'
      : method === 'rocket'
        ? 'pref.error.rocketNumber'
        : 'pref.error.mobileNumber';

  const onSubmit = async (values: CodPaymentPreference) => {
    await mutation.mutateAsync({ merchantId: merchant.id, codPaymentPreference: values });
    toast.success(t('pref.saved'));
    onSaved?.();
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values).catch(() => undefined))}
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-[13px] font-medium text-ink">{t('pref.method')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {METHODS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
            >
              <input
                type="radio"
                value={option.value}
                {...register('method')}
                className="accent-accent"
              />
              {t(option.labelKey)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('pref.accountName')}
          autoComplete="name"
          error={rule(errors.accountName, 'pref.error.accountName')}
          {...register('accountName')}
        />
        <TextField
          label={method === 'bank' ? t('pref.accountNumber') : t('pref.walletNumber')}
          inputMode="numeric"
          hint={
            method === 'bank'
              ? undefined
              : t(method === 'rocket' ? 'pref.hint.rocket' : 'pref.hint.mobile')
          }
          error={rule(errors.accountNumber, numberRule)}
          {...register('accountNumber')}
        />
        {method === 'bank' ? (
          <>
            <TextField
              label={t('pref.bankName')}
              error={rule(bankErrors.bankName, 'pref.error.bankName')}
              {...register('bankName')}
            />
            <TextField
              label={t('pref.branchName')}
              error={rule(bankErrors.branchName, 'pref.error.branchName')}
              {...register('branchName')}
            />
            <TextField
              label={t('pref.routingNumber')}
              inputMode="numeric"
              hint={t('pref.hint.routing')}
              error={rule(bankErrors.routingNumber, 'pref.error.routingNumber')}
              {...register('routingNumber')}
            />
          </>
        ) : null}
      </div>

      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          {t('pref.save')}
        </Button>
      </div>
    </form>
  );
}
