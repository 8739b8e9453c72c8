import type { CodPaymentPreference } from '@mp/contract/cms/merchants';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customRoleJoin, memberAccessColumns } from '../../ums/members/member-access';
import { merchantMembers, merchantRoles } from '../../ums/members/merchant-members.table';
import { merchants } from './merchants.table';

export type MerchantRow = typeof merchants.$inferSelect;

/** The merchant accounts the user is a member of, with the role in each. */
export async function listMerchantsOfUser(db: Db, userId: number, offset: number, limit: number) {
  const where = eq(merchantMembers.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ merchant: merchants, ...memberAccessColumns })
      .from(merchantMembers)
      .innerJoin(merchants, eq(merchants.id, merchantMembers.merchantId))
      .leftJoin(merchantRoles, customRoleJoin)
      .where(where)
      .orderBy(asc(merchantMembers.merchantId))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(merchantMembers).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findMerchant(db: Db, merchantId: number, userId: number) {
  const [row] = await db
    .select({ merchant: merchants })
    .from(merchants)
    .innerJoin(
      merchantMembers,
      and(eq(merchantMembers.merchantId, merchants.id), eq(merchantMembers.userId, userId)),
    )
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return row?.merchant;
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
