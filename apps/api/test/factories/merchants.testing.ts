import type { Db } from '../../src/db/client';
import { merchants } from '../../src/modules/cms/merchants/merchants.table';
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
