import { z } from 'zod';
import { hasWholePoisha } from '../common';

/** The spec's words, for an empty, non-numeric or too small amount. */
export const PAY_AMOUNT_MESSAGE = 'Amount must be more than 100';
export const PAY_AMOUNT_DECIMALS_MESSAGE = 'Amount can have at most 2 decimal places';
export const PAY_AMOUNT_MAX = 10_000_000;
/** An amount must be greater than this (spec 5: "greater than 99"). */
export const PAY_AMOUNT_MIN_EXCLUSIVE = 99;

/** A number greater than 99 with at most two decimals (the panel sends a JSON number). */
export const payAmountSchema = z
  .number({ error: PAY_AMOUNT_MESSAGE })
  .gt(PAY_AMOUNT_MIN_EXCLUSIVE, { error: PAY_AMOUNT_MESSAGE })
  .max(PAY_AMOUNT_MAX, { error: `Amount can be at most ${PAY_AMOUNT_MAX}` })
  .refine(hasWholePoisha, { error: PAY_AMOUNT_DECIMALS_MESSAGE });

/** `POST bms/transactions/{userId}/init` with the merchant in X-Merchant-Id. */
export const initTransactionBodySchema = z.object({ amount: payAmountSchema }).strict();
export type InitTransactionBody = z.infer<typeof initTransactionBodySchema>;

/** The provider's hosted checkout page; the panel opens it in a new tab. */
export const initTransactionResponseSchema = z.object({ url: z.string() });

export const transactionStatuses = ['initiated', 'paid', 'failed', 'cancelled'] as const;

/**
 * How long an opened checkout holds its amount against the due: a second checkout meanwhile may
 * pay only what the first leaves. A checkout left unfinished longer no longer holds anything.
 */
export const CHECKOUT_HOLD_MINUTES = 30;
export const paymentProviders = ['sandbox', 'sslcommerz'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/**
 * Where the payer lands after the provider: `/merchant/payments?paid={tranId}`, or `failed=`,
 * `cancelled=`, or `pending=` (back from the provider before it confirmed the payment).
 */
export const PAYMENT_RETURN_PATH = '/merchant/payments';

/** The sandbox's signed server-to-server callback (all values are strings, as signed). */
export const sandboxCallbackBodySchema = z
  .object({
    tranId: z.string().min(1).max(64),
    sessionKey: z.string().min(1).max(128),
    status: z.enum(['paid', 'failed', 'cancelled']),
    amount: z.string().regex(/^\d+\.\d{2}$/),
    currency: z.literal('BDT'),
    bankTranId: z.string().max(64),
    timestamp: z.string().regex(/^\d{10,13}$/),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict();
export type SandboxCallbackBody = z.infer<typeof sandboxCallbackBodySchema>;

export const callbackAckSchema = z.object({ received: z.literal(true) });
