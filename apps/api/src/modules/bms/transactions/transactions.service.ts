import crypto from 'node:crypto';
import { CHECKOUT_HOLD_MINUTES } from '@mp/contract/bms/transactions';
import { formatAmount, toPoisha } from '@mp/contract/money';
import type { Db } from '../../../db/client';
import { AppError, notFound, validationError } from '../../../lib/errors';
import { findMerchant, lockMerchant } from '../../cms/merchants/merchants.queries';
import { recordActivity } from '../../ums/activity/activity.queries';
import { selectAmountDue } from '../amount-due/amount-due.queries';
import { insertPayment, insertPaymentHistories } from '../payments/payments.queries';
import type { PaymentProvider, VerifiedOutcome } from './providers/payment-provider';
import {
  findTransactionByTranId,
  insertTransaction,
  markTransactionEnded,
  markTransactionPaid,
  selectOpenCheckoutsTotal,
  setProviderSessionKey,
} from './transactions.queries';

/** Short, unique and within every gateway's tran_id limits (SSLCommerz: 30 characters). */
const newTranId = () =>
  `MP${Date.now().toString(36).toUpperCase()}${crypto.randomBytes(5).toString('hex').toUpperCase()}`;

/** Paying more than is owed would leave money with the marketplace that no bill asked for. */
function amountAboveDue(left: number, held: number) {
  const open =
    toPoisha(held) > 0
      ? `: a payment of ৳${formatAmount(held)} started in the last ${CHECKOUT_HOLD_MINUTES} minutes is still open`
      : '';
  const message =
    toPoisha(left) > 0
      ? `You can pay at most ৳${formatAmount(left)}${open || ', the due left to pay'}.`
      : `There is no due left to pay${open}.`;
  return new AppError('AMOUNT_ABOVE_DUE', message, { details: [{ path: 'body.amount', message }] });
}

export async function initTransaction(
  db: Db,
  provider: PaymentProvider,
  input: { userId: number; merchantId: number; amount: number; origin: string },
) {
  const merchant = await findMerchant(db, input.merchantId, input.userId);
  if (!merchant) throw notFound('Merchant');
  const tranId = newTranId();
  const id = await db.transaction(async (t) => {
    // One checkout opens at a time per merchant, so the second sees what the first holds.
    await lockMerchant(t, input.merchantId);
    const due = (await selectAmountDue(t, input.merchantId))?.amountDue ?? 0;
    const held = await selectOpenCheckoutsTotal(t, input.merchantId);
    const left = (toPoisha(due) - toPoisha(held)) / 100;
    if (toPoisha(input.amount) > toPoisha(left)) throw amountAboveDue(left, held);
    const inserted = await insertTransaction(t, {
      userId: input.userId,
      merchantId: input.merchantId,
      amount: input.amount,
      provider: provider.name,
      tranId,
    });
    await recordActivity(t, {
      merchantId: input.merchantId,
      userId: input.userId,
      kind: 'billing.payment_started',
      subjectId: inserted,
      details: { amount: input.amount },
    });
    return inserted;
  });
  try {
    const session = await provider.initSession({
      tranId,
      amount: input.amount,
      currency: 'BDT',
      origin: input.origin,
      customer: {
        name: merchant.name,
        email: merchant.email ?? 'billing@merchant.invalid',
        phone: merchant.phone ?? '01700000000',
        address: merchant.address ?? merchant.city ?? 'Bangladesh',
        city: merchant.city ?? 'Dhaka',
      },
    });
    await setProviderSessionKey(db, id, session.sessionKey);
    return { url: session.url };
  } catch (error) {
    await markTransactionEnded(db, id, 'failed', { reason: 'checkout could not be opened' });
    if (error instanceof AppError) throw error;
    throw new AppError(
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'The payment provider could not open a checkout',
    );
  }
}

export type RecordResult = { tranId: string; status: 'recorded' | 'unchanged' | 'ended' };

/**
 * Applies a provider's verified outcome. A paid outcome records one approved payment (it is
 * verified money) in the same transaction as the status change; replays change nothing.
 */
export async function recordOutcome(
  db: Db,
  provider: PaymentProvider['name'],
  outcome: VerifiedOutcome,
): Promise<RecordResult> {
  const tx = await findTransactionByTranId(db, outcome.tranId);
  if (!tx || tx.provider !== provider) throw validationError('Unknown transaction', 'tranId');
  const verification = outcome.facts;
  if (outcome.outcome === 'pending') return { tranId: tx.tranId, status: 'unchanged' };
  if (outcome.outcome !== 'paid') {
    const ended = await markTransactionEnded(db, tx.id, outcome.outcome, verification);
    return { tranId: tx.tranId, status: ended ? 'ended' : 'unchanged' };
  }
  if (outcome.amount === null || toPoisha(outcome.amount) !== toPoisha(tx.amount)) {
    throw validationError('The paid amount does not match the transaction', 'amount');
  }
  return db.transaction(async (t) => {
    const paid = await markTransactionPaid(t, tx.id, {
      providerReference: outcome.providerReference,
      verification,
    });
    if (!paid) return { tranId: tx.tranId, status: 'unchanged' as const };
    const paidAt = paid.validatedAt ?? new Date();
    const paymentId = await insertPayment(t, {
      merchantId: tx.merchantId,
      amount: tx.amount,
      method: 'online',
      reference: tx.tranId,
      approvalStatus: 'approved',
      paidAt,
      approvedAt: paidAt,
      transactionId: tx.id,
    });
    await insertPaymentHistories(t, [
      {
        paymentId,
        merchantId: tx.merchantId,
        event: 'submitted',
        // References, not sentences: the event is worded by the panel, in its language.
        note: tx.tranId,
        amount: tx.amount,
        actor: 'merchant',
        createdAt: tx.createdAt,
      },
      {
        paymentId,
        merchantId: tx.merchantId,
        event: 'approved',
        note: outcome.providerReference ?? null,
        amount: tx.amount,
        actor: 'payment_gateway',
        createdAt: paidAt,
      },
    ]);
    return { tranId: tx.tranId, status: 'recorded' as const };
  });
}
