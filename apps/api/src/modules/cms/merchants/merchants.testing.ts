import type { Db } from '../../../db/client';
import { merchants } from './merchants.table';

let created = 0;

/** A merchant account owned by the user; every other field as given or left empty. */
export async function createMerchant(
  db: Db,
  fields: { ownerUserId: number } & Partial<typeof merchants.$inferInsert>,
) {
  created += 1;
  const [merchant] = await db
    .insert(merchants)
    .values({ name: `Test Merchant ${created}`, city: 'Dhaka', ...fields })
    .returning({ id: merchants.id, name: merchants.name, ownerUserId: merchants.ownerUserId });
  return merchant!;
}
