/**
 * The data of the big-merchant list benchmarks: a merchant with millions of orders (5,000 a
 * day), 100,000 products and 50,000 issues beside one with 1,000 orders, 1,000 products and 500
 * issues. The mix is realistic: the newest few hundred orders in each working stage, 4%
 * cancelled, the rest delivered; 3% B2B; five shops of uneven size; Bangla and English names.
 */
import { orderStages } from '@mp/contract/oms/orders';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../../apps/api/src/db/client';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { shops } from '../../apps/api/src/modules/cms/shops/shops.table';
import { recreateDatabase } from '../lib/postgres';

export const PASSWORD = 'Bench@1234';
export const SMALL: Sizes = { orders: 1_000, products: 1_000, issues: 500 };

export const TENANTS = [
  { key: 'big', phone: '01799990011' },
  { key: 'small', phone: '01799990012' },
] as const;

const FIRST_NAMES = [
  'Kamal',
  'Rahim',
  'Karim',
  'Fatema',
  'Ayesha',
  'Nusrat',
  'Tanvir',
  'Sabbir',
  'Jannat',
  'Sumaiya',
  'Arif',
  'Shakil',
  'Mitu',
  'Rupa',
  'Hasan',
  'কামাল',
  'রহিম',
  'ফাতেমা',
  'নুসরাত',
  'তানভীর',
  'সাকিব',
  'জান্নাত',
  'আরিফ',
  'মিতু',
  'রুপা',
];
const LAST_NAMES = [
  'Hossain',
  'Ahmed',
  'Rahman',
  'Islam',
  'Akter',
  'Chowdhury',
  'Khan',
  'Sarkar',
  'হোসেন',
  'আহমেদ',
  'রহমান',
  'ইসলাম',
  'আক্তার',
  'চৌধুরী',
];
/** The stages before dispatch, in the order an order moves through them. */
const WORKING_STAGES = orderStages.slice(0, orderStages.indexOf('dispatched'));

/** A pseudo-random percentile of order g, independent per `salt` (a prime). */
const percentile = (salt: number) => `mod(abs(hashint8(g::bigint * ${salt})), 100)`;

async function buildOrders(
  db: Db,
  merchantId: number,
  shopIds: number[],
  orders: number,
  perDay: number,
) {
  // The newest `working` orders of each working stage, then three times as many dispatched.
  const working = Math.max(5, Math.round(perDay * 0.06));
  const stageOf = [
    ...WORKING_STAGES.map((stage, n) => `when r < ${(n + 1) * working} then '${stage}'`),
    `when r < ${(WORKING_STAGES.length + 3) * working} then 'dispatched'`,
    `when ${percentile(104_729)} < 4 then 'cancelled'`,
  ].join(' ');
  const text = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;
  await db.execute(
    sql.raw(`
    insert into orders (merchant_id, shop_id, order_number, stage, order_type,
      delivery_charge_payment_status, customer_name, customer_phone, delivery_address,
      delivery_area, delivery_city, delivery_postal_code, subtotal, delivery_charge, discount,
      total, cod_amount, item_count, payment_proof_status, invoice_printed_at, invoice_print_count,
      cancel_reason_code, confirmed_at, pickup_requested_at, created_at, updated_at, stage_changed_at)
    select ${merchantId},
      (array[${shopIds.join(',')}])[case when p_shop < 50 then 1 when p_shop < 75 then 2
        when p_shop < 90 then 3 when p_shop < 97 then 4 else 5 end],
      'ORD-${merchantId}-' || lpad(g::text, 8, '0'), stage, order_type,
      case when stage in ('placed', 'confirmed', 'in_inspection', 'pickup_initiated',
        'dispatch_requestable') and p_charge < 40 then 'unpaid'
        when stage = 'cancelled' and p_charge < 50 then 'unpaid' else 'paid' end,
      (${text(FIRST_NAMES)})[1 + mod(g * 13, ${FIRST_NAMES.length})] || ' ' ||
        (${text(LAST_NAMES)})[1 + mod(g * 17, ${LAST_NAMES.length})],
      '01' || (3 + mod(g, 7)) || lpad(mod(g::bigint * 2654435761, 100000000)::text, 8, '0'),
      'House ' || mod(g, 120), 'Dhanmondi', 'Dhaka', '1209',
      total - 60, 60, 0, total, case when order_type = 'COD' then total else 0 end, 1, 'none',
      case when stage in ('ready_to_dispatch', 'dispatched', 'delivered')
        then created_at + interval '1 hour' end,
      case when stage in ('ready_to_dispatch', 'dispatched', 'delivered') then 1 else 0 end,
      case when stage = 'cancelled' then (array['customer_asked', 'customer_unreachable',
        'duplicate_order', 'out_of_stock'])[1 + mod(g, 4)] end,
      case when stage not in ('placed', 'cancelled') then created_at + interval '30 minutes' end,
      case when stage in ('ready_to_dispatch', 'dispatched', 'delivered')
        then created_at + interval '1 hour' end,
      created_at, created_at, created_at + interval '2 hours'
    from (
      select g, r, created_at, ${percentile(7_919)} as p_shop,
        ${percentile(1_299_709)} as p_charge,
        case when ${percentile(15_485_863)} < 3 then 'B2B' else 'COD' end as order_type,
        case ${stageOf} else 'delivered' end as stage,
        200 + mod(g::bigint * 7907, 9800) as total
      from (
        select g, ${orders} - g as r,
          now() - (${orders} - g) * interval '1 second' * ${86_400 / perDay} as created_at
        from generate_series(1, ${orders}) g
      ) numbered
    ) mixed`),
  );
}

const PRODUCT_NAMES = [
  'Cotton Panjabi',
  'Jamdani Saree',
  'Leather Wallet',
  'Bluetooth Earbuds',
  'Rice Cooker',
  'Mustard Oil 5L',
  'Miniket Rice 25kg',
  'Kids Frock',
  'Silk Three-Piece',
  'Power Bank',
  'Wall Clock',
  'Ceiling Fan',
  'School Bag',
  'Lungi',
  'Hijab',
  'Sandals',
  'Blender',
  'Phone Cover',
  'নকশি কাঁথা',
  'মসলিন শাড়ি',
];
const VARIANTS = ['Red', 'Blue', 'Black', 'White', 'Small', 'Medium', 'Large', 'XL'];

/** A merchant's products over its shops: 3% at or under their low-stock threshold, 5% delisted. */
async function buildProducts(db: Db, merchantId: number, shopIds: number[], products: number) {
  const text = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;
  await db.execute(
    sql.raw(`
    insert into shop_products (merchant_id, shop_id, catalogue_product_id, name, sku, price, stock,
      low_stock_threshold, delivery_charge, delisted, created_at, updated_at)
    select ${merchantId}, (array[${shopIds.join(',')}])[1 + mod(g, ${shopIds.length})],
      (select min(id) from catalogue_products) + mod(g, 100),
      (${text(PRODUCT_NAMES)})[1 + mod(g * 7, ${PRODUCT_NAMES.length})] || ' ' ||
        (${text(VARIANTS)})[1 + mod(g * 11, ${VARIANTS.length})] || ' ' || g,
      'SKU-${merchantId}-' || lpad(g::text, 7, '0'), 100 + ${percentile(7_919)} * 37,
      mod(abs(hashint8(g::bigint * 104729)), 200), 5, 60, ${percentile(1_299_709)} < 5,
      now() - g * interval '10 minutes', now() - ${percentile(15_485_863)} * interval '1 day'
    from generate_series(1, ${products}) g`),
  );
}

const ISSUE_SUBJECTS = [
  'Parcel not delivered',
  'Wrong size sent',
  'Payment not received',
  'Return request',
  'Damaged product',
  'Late delivery',
  'Customer wants exchange',
  'পণ্য পাওয়া যায়নি',
];
const ISSUE_TYPES = ['delivery', 'product_quality', 'payment', 'return', 'other'];

/** A merchant's issues about its orders: the newest open or in progress, most resolved. */
async function buildIssues(
  db: Db,
  merchantId: number,
  shopIds: number[],
  issues: number,
  perDay: number,
) {
  const text = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;
  await db.execute(
    sql.raw(`
    insert into merchant_issues (merchant_id, issue_number, subject, description, type, source,
      status, order_id, shop_id, last_activity_at, created_at)
    select ${merchantId}, 'ISS-${merchantId}-' || lpad(g::text, 7, '0'),
      (${text(ISSUE_SUBJECTS)})[1 + mod(g * 7, ${ISSUE_SUBJECTS.length})], 'As the customer says.',
      (${text(ISSUE_TYPES)})[1 + ${percentile(7_919)} % ${ISSUE_TYPES.length}], 'customer',
      case when r < ${Math.ceil(perDay)} then 'open' when r < ${Math.ceil(perDay * 2)}
        then 'in_progress' else 'resolved' end,
      first_order + mod(g::bigint * 7919, order_count),
      (array[${shopIds.join(',')}])[1 + mod(g, ${shopIds.length})],
      created_at + interval '1 hour', created_at
    from (
      select g, ${issues} - g as r,
        now() - (${issues} - g) * interval '1 second' * ${86_400 / perDay} as created_at
      from generate_series(1, ${issues}) g
    ) numbered, (
      select min(id) as first_order, count(*) as order_count from orders
      where merchant_id = ${merchantId}
    ) merchant_orders`),
  );
}

/**
 * Merchant `merchantId` and its owner, user `merchantId`: call in id order on an empty database.
 */
export async function createOwnedMerchant(
  db: Db,
  merchantId: number,
  tenant: { key: string; phone: string },
  passwordHash: string,
) {
  await db.execute(sql`insert into users (name, phone, email, password_hash)
    values (${`Bench ${tenant.key}`}, ${tenant.phone}, ${`${tenant.key}@bench.test`}, ${passwordHash})`);
  await db.execute(sql`insert into merchants (owner_user_id, name, city)
    values (${merchantId}, ${`Bench ${tenant.key}`}, 'Dhaka')`);
}

export type Sizes = { orders: number; products: number; issues: number };

/**
 * Merchants 1 (`big`, `sizes`) and 2 (`small`, `SMALL`) in an empty database, five shops each,
 * each owned by its own user: the smallest shop of each.
 */
export async function buildData(db: Db, sizes: Sizes) {
  const passwordHash = await hashPassword(PASSWORD);
  await db.execute(sql`insert into catalogue_products (name, category)
    select 'Catalogue product ' || g, 'General' from generate_series(1, 100) g`);
  const smallestShops: number[] = [];
  for (const [index, tenant] of TENANTS.entries()) {
    const merchantId = index + 1;
    await createOwnedMerchant(db, merchantId, tenant, passwordHash);
    const shopIds: number[] = [];
    for (let n = 1; n <= 5; n++) {
      const [shop] = await db
        .insert(shops)
        .values({ merchantId, name: `Shop ${n}`, slug: `m${merchantId}-shop-${n}` })
        .returning({ id: shops.id });
      shopIds.push(shop!.id);
    }
    const size = tenant.key === 'big' ? sizes : SMALL;
    // The big merchant ships 5,000 orders a day; the small one 1,000 over 400 days.
    const ordersPerDay = tenant.key === 'big' ? 5_000 : 2.5;
    await buildOrders(db, merchantId, shopIds, size.orders, ordersPerDay);
    await buildProducts(db, merchantId, shopIds, size.products);
    await buildIssues(
      db,
      merchantId,
      shopIds,
      size.issues,
      (size.issues / size.orders) * ordersPerDay,
    );
    smallestShops.push(shopIds[4]!);
  }
  return smallestShops;
}

/** A PostgreSQL database at `url`, emptied, migrated and given `buildData(sizes)`, analysed. */
export async function freshBenchDatabase(url: string, sizes: Sizes) {
  await recreateDatabase(url);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  await database.migrate();
  await buildData(database.db, sizes);
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
}
