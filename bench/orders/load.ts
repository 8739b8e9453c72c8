/**
 * Builds the benchmark database: 1,000,000 orders over 100 merchants (10,000 each, every stage,
 * ~80% COD), one item and one timeline entry per order, on the API's own migrations.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/mp_bench node --import tsx bench/orders/load.ts
 */
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { recreateDatabase } from '../lib/postgres';
import { BENCH_USER, benchDatabaseUrl, MERCHANTS, ORDERS } from './settings';

const url = benchDatabaseUrl();

const started = Date.now();
const step = async (label: string, run: () => Promise<unknown>) => {
  const t0 = Date.now();
  await run();
  console.log(`${label.padEnd(44)} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
};

await recreateDatabase(url);

const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
await step('migrate', () => database.migrate());
await database.close();

const client = new pg.Client({ connectionString: url });
await client.connect();
const q = (text: string, values: unknown[] = []) => client.query(text, values);

await step('user, merchants, shops, products', async () => {
  await q('insert into users (name, phone, email, password_hash) values ($1, $2, $3, $4)', [
    BENCH_USER.name,
    BENCH_USER.phone,
    BENCH_USER.email,
    await hashPassword(BENCH_USER.password),
  ]);
  await q(
    `insert into merchants (owner_user_id, name, city)
     select 1, 'Bench Merchant ' || m, 'Dhaka' from generate_series(1, $1::int) m order by m`,
    [MERCHANTS],
  );
  // Three shops per merchant, twenty products per shop: shop id = 3*(merchant-1)+s, product id
  // = 20*(shop-1)+p, because the identities start at 1 in this fresh database.
  await q(`insert into shops (merchant_id, name, slug)
           select m, 'Shop ' || s, m || '-shop-' || s
           from generate_series(1, ${MERCHANTS}) m, generate_series(1, 3) s order by m, s`);
  await q(`insert into catalogue_products (name, category)
           select 'Catalogue item ' || c, 'Grocery' from generate_series(1, 20) c order by c`);
  await q(`insert into shop_products (merchant_id, shop_id, catalogue_product_id, name, sku, price, stock)
           select (s + 2) / 3, s, p, 'Product ' || p, 'S' || s || '-' || p, 100 + p * 25, 100
           from generate_series(1, ${MERCHANTS * 3}) s, generate_series(1, 20) p order by s, p`);
});

await step(`${ORDERS.toLocaleString('en')} orders`, () =>
  q(`insert into orders (merchant_id, shop_id, order_number, stage, order_type,
       delivery_charge_payment_status, customer_name, customer_phone, delivery_address,
       delivery_area, delivery_city, delivery_postal_code, subtotal, delivery_charge, discount,
       total, cod_amount, item_count, payment_proof_key, payment_proof_status,
       created_at, updated_at, stage_changed_at)
     select merchant, 3 * (merchant - 1) + 1 + (g / ${MERCHANTS}) % 3,
       'ORD-B-' || lpad(g::text, 7, '0'), stage, kind,
       case when stage in ('ready_to_dispatch', 'dispatched', 'delivered') then 'paid'
            when stage = 'placed' then 'unpaid'
            when g % 4 = 0 then 'unpaid' else 'paid' end,
       'Customer ' || g, '017' || lpad((g % 100000000)::text, 8, '0'),
       'House ' || (g % 120) || ', Road ' || (g % 30), 'Dhanmondi', 'Dhaka', '1209',
       subtotal, 60, 0, subtotal + 60, case when kind = 'COD' then subtotal + 60 else 0 end, 1,
       case when kind = 'B2B' then 'merchants/' || merchant || '/payment-proofs/' || g || '.pdf' end,
       case when kind = 'COD' then 'none' when stage = 'placed' then 'pending' else 'valid' end,
       created, created + interval '1 hour', created + interval '1 hour'
     from (
       select g, 1 + g % ${MERCHANTS} as merchant,
         (array['placed','placed','placed','placed','confirmed','confirmed','in_inspection',
                'pickup_initiated','dispatch_requestable','dispatch_requestable',
                'ready_to_dispatch','dispatched','dispatched','delivered','delivered',
                'delivered','delivered','delivered','cancelled','cancelled'])[1 + (g / ${MERCHANTS}) % 20] as stage,
         case when g % 5 = 0 then 'B2B' else 'COD' end as kind,
         (400 + (g % 50) * 20)::numeric as subtotal,
         now() - interval '2 hours' - (${ORDERS} - g) * interval '30 seconds' as created
       from generate_series(1, ${ORDERS}) g
     ) o`),
);

await step('order items (one per order)', () =>
  q(`insert into order_items (order_id, shop_product_id, name, sku, unit_price, quantity, line_total)
     select o.id, 20 * (o.shop_id - 1) + 1 + o.id % 20, 'Product ' || (1 + o.id % 20),
       'S' || o.shop_id || '-' || (1 + o.id % 20), o.subtotal, 1, o.subtotal
     from orders o`),
);
await step('timeline (placed entry per order)', () =>
  q(`insert into order_timeline (order_id, merchant_id, kind, to_stage, actor_kind, created_at)
     select id, merchant_id, 'placed', 'placed', 'customer', created_at from orders`),
);
await step('vacuum analyze', () => q('vacuum analyze'));
const { rows } = await q(
  'select pg_size_pretty(pg_database_size(current_database())) as size, (select count(*) from orders) as orders',
);
console.log(
  `done in ${((Date.now() - started) / 1000).toFixed(0)} s: ${rows[0].orders} orders, ${rows[0].size}`,
);
await client.end();
