import type { CodPaymentPreference } from '@mp/contract/cms/merchants';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { merchants } from './merchants.table';

export type MerchantRow = typeof merchants.$inferSelect;

export async function listMerchantsOfUser(db: Db, userId: number, offset: number, limit: number) {
  const where = eq(merchants.ownerUserId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(merchants).where(where).orderBy(asc(merchants.id)).offset(offset).limit(limit),
    db.select({ value: count() }).from(merchants).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findMerchant(db: Db, merchantId: number, userId: number) {
  const [row] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.id, merchantId), eq(merchants.ownerUserId, userId)))
    .limit(1);
  return row;
}

/** Holds the merchant's row until the transaction ends: what is checked then written stays true. */
export async function lockMerchant(db: Db, merchantId: number) {
  await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .for('update');
}

export async function setCodPaymentPreference(
  db: Db,
  merchantId: number,
  preference: CodPaymentPreference,
) {
  const [row] = await db
    .update(merchants)
    .set({ codPaymentPreference: preference, updatedAt: new Date() })
    .where(eq(merchants.id, merchantId))
    .returning();
  return row;
}
