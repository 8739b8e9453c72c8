import type { Db } from '../../src/db/client';
import { shops } from '../../src/modules/cms/shops/shops.table';
import { factoryCounter } from './counters';

const nextCreated = factoryCounter();

export async function createShop(
  db: Db,
  fields: { merchantId: number } & Partial<typeof shops.$inferInsert>,
) {
  const created = nextCreated();
  const [shop] = await db
    .insert(shops)
    .values({ name: `Test Shop ${created}`, slug: `test-shop-${created}`, ...fields })
    .returning({ id: shops.id, merchantId: shops.merchantId, name: shops.name });
  return shop!;
}
