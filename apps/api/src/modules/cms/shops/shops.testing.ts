import type { Db } from '../../../db/client';
import { shops } from './shops.table';

let created = 0;

export async function createShop(
  db: Db,
  fields: { merchantId: number } & Partial<typeof shops.$inferInsert>,
) {
  created += 1;
  const [shop] = await db
    .insert(shops)
    .values({ name: `Test Shop ${created}`, slug: `test-shop-${created}`, ...fields })
    .returning({ id: shops.id, merchantId: shops.merchantId, name: shops.name });
  return shop!;
}
