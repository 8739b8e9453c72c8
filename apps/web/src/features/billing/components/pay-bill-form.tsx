import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAY_AMOUNT_DECIMALS_MESSAGE,
  PAY_AMOUNT_MAX,
  PAY_AMOUNT_MESSAGE,
} from '@mp/contract/bms/transactions';
import { formatAmount, formatMoney, toPoisha } from '@mp/contract/money';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { type TranslateFn, useT } from '@/lib/i18n/i18n';
import { getUserId } from '@/lib/session';
import { useInitTransaction } from '../api/init-transaction';
import providerLogo from '../assets/payment-provider-logo.svg';
import {
  filterAmountInput,
  type PayBillFormInput,
  type PayBillFormValues,
  payBillFormSchema,
} from '../lib/pay-amount';

/** The form's own refusal of an amount above the due: its message is in the panel's language. */
const ABOVE_DUE = 'aboveDue';

/**
 * The contract's rule messages, in the panel's language (en keeps the spec's exact words); a
 * refusal above the due is already in it.
 */
function amountError(t: TranslateFn, error: FieldError | undefined): string | undefined {
  if (error?.message === undefined) return undefined;
  if (error.type === ABOVE_DUE) return error.message;
  if (error.message === PAY_AMOUNT_MESSAGE) return t('billing.payAmountRule');
  if (error.message === PAY_AMOUNT_DECIMALS_MESSAGE) return t('billing.payAmountDecimals');
  return t('billing.payAmountMax', { max: formatAmount(PAY_AMOUNT_MAX) });
}

type Opened = { url: string; blocked: boolean };

/** The form of the pay-bill dialog; its own chunk (react-hook-form), loaded as the dialog opens. */
export function PayBillForm({ amountDue }: { amountDue: number | null }) {
  const t = useT();
  const init = useInitTransaction();
  const [opened, setOpened] = useState<Opened>();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PayBillFormInput, unknown, PayBillFormValues>({
    resolver: zodResolver(payBillFormSchema),
    defaultValues: { amount: '' },
  });
  const amountField = register('amount');

  const onSubmit = async ({ amount }: PayBillFormValues) => {
    setOpened(undefined);
    // Never more than is owed (the server checks it again, with the checkouts still open).
    if (amountDue !== null && toPoisha(amount) > toPoisha(amountDue)) {
      setError('amount', {
        type: ABOVE_DUE,
        message: t('billing.payAboveDue', { max: formatMoney(amountDue) }),
      });
      return;
    }
    try {
      const userId = getUserId();
      if (!userId) throw new Error('No signed-in user to pay for');
      const { url } = await init.mutateAsync({ userId, amount });
      const tab = window.open(url, '_blank');
      setOpened({ url, blocked: !tab });
    } catch (error) {
      // Spec 4: on error the progress clears and the error is only logged; a refused amount is
      // the field's to say.
      if (error instanceof ApiError && error.errorCode === 'AMOUNT_ABOVE_DUE') {
        setError('amount', { type: ABOVE_DUE, message: failureMessage(error) });
      }
      console.error('The payment could not be started', error);
    }
  };

  const due = amountDue === null ? '…' : formatAmount(amountDue);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="flex flex-col gap-4"
      aria-busy={isSubmitting || undefined}
    >
      <div className="flex flex-col items-center gap-2 text-center">
        <img
          src={providerLogo}
          alt={t('billing.providerLogo')}
          width={196}
          height={40}
          className="h-10 w-auto"
        />
        <p className="text-sm font-semibold text-ink">{t('billing.payWithProvider')}</p>
        <p className="text-sm text-ink-muted" data-testid="pay-bill-due-message">
          {t('billing.payDueMessage', { amount: due })}
        </p>
      </div>
      <TextField
        label={t('billing.payAmount')}
        placeholder={t('billing.payAmountPlaceholder')}
        inputMode="decimal"
        autoComplete="off"
        error={amountError(t, errors.amount)}
        {...amountField}
        onChange={(event) => {
          const input = event.target;
          const { value, caret } = filterAmountInput(
            getValues('amount'),
            input.value,
            input.selectionStart ?? input.value.length,
          );
          if (value !== input.value) {
            input.value = value;
            input.setSelectionRange(caret, caret);
          }
          return amountField.onChange(event);
        }}
      />
      <Button type="submit" loading={isSubmitting} className="w-full">
        {t('billing.payNow')}
      </Button>
      {opened ? (
        <p role="status" className="text-center text-[13px] text-ink-muted">
          {opened.blocked ? t('billing.payTabBlocked') : t('billing.payTabOpened')}{' '}
          <a
            href={opened.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-accent hover:underline"
          >
            {t('billing.openPaymentPage')}
            <ExternalLink aria-hidden className="size-3.5" />
          </a>
        </p>
      ) : null}
    </form>
  );
}
