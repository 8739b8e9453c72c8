import type { BuiltInRole, Permission } from '@mp/contract/ums/permissions';
import type { Db } from '../../src/db/client';
import { randomToken } from '../../src/lib/tokens';
import { merchants } from '../../src/modules/cms/merchants/merchants.table';
import {
  merchantInvitations,
  merchantMembers,
  merchantRoles,
} from '../../src/modules/ums/members/merchant-members.table';
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

/** An invitation to the merchant waiting to be taken (its link's secret is not kept). */
export async function createInvitation(db: Db, merchantId: number, invitedByUserId: number) {
  const [row] = await db
    .insert(merchantInvitations)
    .values({
      merchantId,
      phone: `016${String(nextCreated()).padStart(8, '0')}`,
      role: 'packer',
      tokenHash: randomToken(),
      invitedByUserId,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: merchantInvitations.id });
  return row!.id;
}

/** A role of the merchant's own, ticking the given permissions. */
export async function createCustomRole(
  db: Db,
  merchantId: number,
  permissions: Permission[] = ['orders.view'],
) {
  const [row] = await db
    .insert(merchantRoles)
    .values({ merchantId, name: `Role ${nextCreated()}`, permissions })
    .returning({ id: merchantRoles.id });
  return row!.id;
}

/** Makes the user a member of the merchant in the role (the owner is one from the start). */
export async function addMember(
  db: Db,
  member: { merchantId: number; userId: number; role: BuiltInRole },
) {
  await db.insert(merchantMembers).values(member);
}
