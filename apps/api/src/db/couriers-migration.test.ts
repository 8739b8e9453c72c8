import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/databases';
import { createMerchant } from '../../test/factories/merchants.testing';
import { createShop } from '../../test/factories/shops.testing';
import { createUser } from '../../test/factories/users.testing';
import { databaseMigratedUpTo } from '../../test/support/migrations.testing';

/** The last migration before the couriers catalogue. */
const BEFORE_CATALOGUE = '0025_count_keepers_with_cached_plans';

/**
 * A database with a merchant's orders and courier payments written as free text, then migrated
 * to the catalogue: each row keeps its courier, by id, and no trigger announced the rewrite.
 * (Once, on PGlite: the migration's SQL is the same on PostgreSQL, which runs it at every start.)
 */
describe.skipIf(testDbKind() === 'postgres')('the couriers catalogue migration', () => {
  let close: (() => Promise<void>) | undefined;
  afterAll(() => close?.());

  it('gives existing orders and courier payments their catalogue courier, quietly', async () => {
    const database = await databaseMigratedUpTo(BEFORE_CATALOGUE);
    ({ close } = database);
    const { pglite, db } = database;

    const user = await createUser(db);
    const merchant = await createMerchant(db, { ownerUserId: user.id });
    const shop = await createShop(db, { merchantId: merchant.id });
    const written = ['Pathao Courier', ' pathao ', 'Sundarban  Courier Service', 'eCourier', null];
    for (const [n, courier] of written.entries()) {
      await db.execute(sql`insert into orders (merchant_id, shop_id, order_number, stage,
          order_type, customer_name, customer_phone, delivery_address, delivery_city, subtotal,
          total, item_count, courier_name, updated_at)
        values (${merchant.id}, ${shop.id}, ${`ORD-${n}`}, 'dispatched', 'COD', 'Rahim',
          '01711111111', 'House 1', 'Dhaka', 100, 160, 1, ${courier},
          '2026-01-01T00:00:00Z')`);
    }
    for (const courier of ['Pathao', 'Unassigned courier', 'Karatoa']) {
      await db.execute(sql`insert into merchant_courier_payments (merchant_id, courier,
          order_count, amount, status, period_start, period_end)
        values (${merchant.id}, ${courier}, 1, 100, 'pending', '2026-01-01', '2026-01-07')`);
    }
    const countEvents = async () =>
      (await pglite.query<{ n: number }>('select count(*)::int as n from merchant_events')).rows;
    const eventsBefore = await countEvents();

    await database.migrateRest();

    const orders = await pglite.query<{ name: string | null; updated_at: Date }>(`select c.name,
      o.updated_at from orders o left join couriers c on c.id = o.courier_id
      order by o.order_number`);
    expect(orders.rows.map((row) => row.name)).toEqual([
      'Pathao',
      'Pathao',
      'Sundarban Courier Service',
      'eCourier',
      null,
    ]);
    // Not touched by the rewrite: the order's last change is still its own.
    for (const row of orders.rows) {
      expect(row.updated_at.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    }
    const payments = await pglite.query<{ name: string | null }>(`select c.name
      from merchant_courier_payments p left join couriers c on c.id = p.courier_id order by p.id`);
    expect(payments.rows.map((row) => row.name)).toEqual(['Pathao', null, 'Karatoa']);
    const catalogue = await pglite.query<{ name: string }>(
      'select name from couriers order by lower(name)',
    );
    expect(catalogue.rows.map((row) => row.name)).toEqual([
      'eCourier',
      'Karatoa',
      'Paperfly',
      'Pathao',
      'RedX',
      'Steadfast',
      'Sundarban Courier Service',
    ]);
    expect(await countEvents()).toEqual(eventsBefore);
  });
});
