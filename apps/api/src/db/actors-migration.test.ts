import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/databases';
import { createMerchant } from '../../test/factories/merchants.testing';
import { createShop } from '../../test/factories/shops.testing';
import { createUser } from '../../test/factories/users.testing';
import { databaseMigratedUpTo } from '../../test/support/migrations.testing';

/** The last migration before actors and "no courier on record" became codes. */
const BEFORE_ACTOR_CODES = '0030_order_timeline_details';

/**
 * Timeline entries, bill and payment histories and a courier payment's notice written with
 * English words, then migrated: each keeps who acted, as a code the panel words.
 * (Once, on PGlite: the migration's SQL is the same on PostgreSQL, which runs it at every start.)
 */
describe.skipIf(testDbKind() === 'postgres')('the actor codes migration', () => {
  let close: (() => Promise<void>) | undefined;
  afterAll(() => close?.());

  it('turns the words of existing rows into codes, and refuses words from then on', async () => {
    const database = await databaseMigratedUpTo(BEFORE_ACTOR_CODES);
    ({ close } = database);
    const { pglite, db } = database;

    const user = await createUser(db);
    const merchant = await createMerchant(db, { ownerUserId: user.id });
    const shop = await createShop(db, { merchantId: merchant.id });
    const [order] = (
      await pglite.query<{ id: number }>(
        `insert into orders (merchant_id, shop_id, order_number, stage, order_type, customer_name,
          customer_phone, delivery_address, delivery_city, subtotal, total, item_count)
        values ($1, $2, 'ORD-1', 'in_inspection', 'COD', 'Rahim', '01711111111', 'House 1',
          'Dhaka', 100, 160, 1) returning id`,
        [merchant.id, shop.id],
      )
    ).rows;
    const written: [string | null, number | null, string | null][] = [
      ['placed', null, 'Customer'],
      ['confirmed', user.id, null],
      ['in_inspection', null, 'Marketplace operations'],
      [null, null, null],
    ];
    for (const [toStage, userId, label] of written) {
      await db.execute(sql`insert into order_timeline (order_id, merchant_id, kind, to_stage,
          actor_user_id, actor_label)
        values (${order!.id}, ${merchant.id}, ${toStage ? 'stage_change' : 'note'}, ${toStage},
          ${userId}, ${label})`);
    }
    await db.execute(sql`with bill as (insert into bills (merchant_id, bill_number, period_start,
          period_end, total_bill_amount) values (${merchant.id}, 'INV-1', '2026-01-01',
          '2026-01-31', 500) returning id)
      insert into bill_histories (bill_id, merchant_id, event, actor)
      select id, ${merchant.id}, event, actor from bill,
        (values ('generated', 'billing system'), ('approved', 'Finance team')) as h(event, actor)`);
    await db.execute(sql`with payment as (insert into payments (merchant_id, amount, method,
          paid_at) values (${merchant.id}, 500, 'online', now()) returning id)
      insert into payment_histories (payment_id, merchant_id, event, actor)
      select id, ${merchant.id}, event, actor from payment,
        (values ('submitted', 'merchant'), ('approved', 'sslcommerz')) as h(event, actor)`);
    const paidCourierPayment = (courier: string | null) =>
      db.execute(sql`insert into merchant_courier_payments (merchant_id, courier_id, order_count,
          amount, status, period_start, period_end, paid_at)
        values (${merchant.id}, (select id from couriers where name = ${courier}), 1, 100,
          'paid', '2026-01-01', '2026-01-07', now())`);
    await paidCourierPayment(null);
    await paidCourierPayment('Pathao');

    await database.migrateRest();

    const timeline = await pglite.query<{ actor_user_id: number | null; actor_kind: string }>(
      'select actor_user_id, actor_kind from order_timeline order by id',
    );
    expect(timeline.rows).toEqual([
      { actor_user_id: null, actor_kind: 'customer' },
      { actor_user_id: user.id, actor_kind: null },
      { actor_user_id: null, actor_kind: 'marketplace' },
      // No user and no label: read as the marketplace's, as before.
      { actor_user_id: null, actor_kind: null },
    ]);
    const actors = async (table: 'bill_histories' | 'payment_histories') =>
      (await pglite.query<{ actor: string }>(`select actor from ${table} order by id`)).rows.map(
        (row) => row.actor,
      );
    expect(await actors('bill_histories')).toEqual(['billing', 'finance']);
    expect(await actors('payment_histories')).toEqual(['merchant', 'payment_gateway']);

    await paidCourierPayment(null);
    const notices = await pglite.query<{ details: Record<string, unknown> }>(
      "select details from notifications where kind = 'courier_payment_paid' order by id",
    );
    expect(notices.rows.map((row) => row.details)).toEqual([
      { amount: 100 },
      { amount: 100, courier: 'Pathao' },
      { amount: 100 },
    ]);

    await expect(pglite.query("update bill_histories set actor = 'Finance team'")).rejects.toThrow(
      /bill_histories_actor_known/,
    );
    await expect(pglite.query("update order_timeline set actor_kind = 'Customer'")).rejects.toThrow(
      /order_timeline_actor_kind_known/,
    );
  });
});
