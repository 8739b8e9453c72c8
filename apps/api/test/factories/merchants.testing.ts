import type { BuiltInRole } from '@mp/contract/ums/permissions';
import type { Db } from '../../src/db/client';
import { merchants } from '../../src/modules/cms/merchants/merchants.table';
import { merchantMembers } from '../../src/modules/ums/members/merchant-members.table';
import { factoryCounter } from './counters';

const nextCreated = factoryCounter();

/** A merchant account owned by the user; every other field as given or left empty. */
export async function createMerchant(
  db: Db,
  fields: { ownerUserId: number } & Partial<typeof merchants.$inferInsert>,
) {
  const created = nextCreated();
  const [merchant] = await db
    .insert(merchants)
    .values({ name: `Test Merchant ${created}`, city: 'Dhaka', ...fields })
    .returning({ id: merchants.id, name: merchants.name, ownerUserId: merchants.ownerUserId });
  return merchant!;
}

/** Makes the user a member of the merchant in the role (the owner is one from the start). */
export async function addMember(
  db: Db,
  member: { merchantId: number; userId: number; role: BuiltInRole },
) {
  await db.insert(merchantMembers).values(member);
}
