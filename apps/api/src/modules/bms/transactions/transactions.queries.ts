import { CHECKOUT_HOLD_MINUTES, type PaymentProviderName } from '@mp/contract/bms/transactions';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentTransactions as transactions } from './transactions.table';

export async function insertTransaction(
  db: Db,
  values: {
    userId: number;
    merchantId: number;
    amount: number;
    provider: PaymentProviderName;
    tranId: string;
  },
) {
  const [row] = await db.insert(transactions).values(values).returning({ id: transactions.id });
  if (!row) throw new Error('transaction insert returned nothing');
  return row.id;
}

/** What the merchant's checkouts opened within the hold and not yet ended hold of the due. */
export async function selectOpenCheckoutsTotal(db: Db, merchantId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql`coalesce(sum(${transactions.amount}), 0)`.mapWith(Number) })
    .from(transactions)
    .where(
      and(
        eq(transactions.merchantId, merchantId),
        eq(transactions.status, 'initiated'),
        gt(transactions.createdAt, sql`now() - make_interval(mins => ${CHECKOUT_HOLD_MINUTES})`),
      ),
    );
  return row?.total ?? 0;
}

export async function setProviderSessionKey(db: Db, id: number, sessionKey: string) {
  await db
    .update(transactions)
    .set({ providerSessionKey: sessionKey, updatedAt: sql`now()` })
    .where(eq(transactions.id, id));
}

export async function findTransactionByTranId(db: Db, tranId: string) {
  const [row] = await db
    .select({
      id: transactions.id,
      userId: transactions.userId,
      merchantId: transactions.merchantId,
      amount: transactions.amount,
      provider: transactions.provider,
      tranId: transactions.tranId,
      status: transactions.status,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .where(eq(transactions.tranId, tranId))
    .limit(1);
  return row;
}

type Verified = { providerReference: string | null; verification: Record<string, unknown> };

/**
 * The one step that turns an attempt into money: only one caller can move a transaction to
 * `paid`. Verified money wins over an earlier `failed`/`cancelled` (a payer may retry inside
 * one provider session), but nothing ever moves a `paid` transaction again.
 */
export async function markTransactionPaid(db: Db, id: number, verified: Verified) {
  const [row] = await db
    .update(transactions)
    .set({ ...verified, status: 'paid', validatedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(transactions.id, id), ne(transactions.status, 'paid')))
    .returning({ validatedAt: transactions.validatedAt });
  return row;
}

/** A failed or cancelled attempt only ends an `initiated` one; it never undoes a payment. */
export async function markTransactionEnded(
  db: Db,
  id: number,
  status: 'failed' | 'cancelled',
  verification: Record<string, unknown>,
) {
  const [row] = await db
    .update(transactions)
    .set({ status, verification, updatedAt: sql`now()` })
    .where(and(eq(transactions.id, id), eq(transactions.status, 'initiated')))
    .returning({ id: transactions.id });
  return row;
}
