/**
 * "Big merchants" (#20): every list a merchant opens, for a merchant with 2,000,000 orders and
 * one with 1,000, through the real API process; p95 of each and their ratio.
 *
 *   node --import tsx bench/big-merchant/lists.ts                  # PostgreSQL 2M, PGlite 200k
 *   LISTS_ONLY=postgres LISTS_REUSE=1 node --import tsx bench/big-merchant/lists.ts
 *   LISTS_MATCH='sort|search' ...                                   # only those calls
 *   LISTS_CHECKOUT=/tmp/before node --import tsx bench/big-merchant/lists.ts   # that checkout
 *
 * The data is a realistic mix: 5,000 orders a day (the small merchant 2.5 a day), the newest few
 * hundred in each working stage, 4% cancelled, the rest delivered; 3% B2B; five shops of uneven
 * size; Bangla and English customer names. LISTS_REUSE=1 keeps a PostgreSQL database built by an
 * earlier run (the checkout's pending migrations still run). Writes bench/big-merchant/lists.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { max, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, openDatabase as OpenDatabase } from '../../apps/api/src/db/client';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { shops } from '../../apps/api/src/modules/cms/shops/shops.table';
import { repoRoot, startApiServer, stopProcess } from '../lib/api-server';
import { figures } from '../lib/latency';

const SIZES = { postgres: 2_000_000, pglite: 200_000 } as const;
const SMALL_ORDERS = 1_000;
const REPEATS = Number(process.env.LISTS_REPEATS ?? 30);
const PORT = Number(process.env.LISTS_PORT ?? 3942);
const BASE = `http://127.0.0.1:${PORT}`;
const POSTGRES_URL =
  process.env.LISTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mp_lists';
const PASSWORD = 'Bench@1234';
const CHECKOUT = process.env.LISTS_CHECKOUT ?? repoRoot;

/** Dhaka days counted back from today, as the date filter sends them. */
function dhakaDay(daysAgo: number) {
  const dhaka = new Date(Date.now() + 6 * 3_600_000 - daysAgo * 86_400_000);
  return dhaka.toISOString().slice(0, 10);
}

/** Every list the panel opens, `{shop}` standing for the merchant's smallest shop. */
const CALLS: [string, string][] = [
  ['All Orders', ''],
  ...(
    [
      'placed',
      'confirmed',
      'in_inspection',
      'pickup_initiated',
      'ready_to_dispatch',
      'dispatched',
      'delivered',
      'cancelled',
    ] as const
  ).map((stage): [string, string] => [`${stage} tab`, `stage=${stage}`]),
  [
    'Ready for Pickup tab (paid, both types)',
    'stage=dispatch_requestable&deliveryChargePaymentStatus=paid&orderTypes=COD,B2B',
  ],
  ['sort total, high first', 'orderBy=total&orderDirection=desc'],
  ['sort total, low first', 'orderBy=total&orderDirection=asc'],
  ['sort order number', 'orderBy=orderNumber&orderDirection=asc'],
  ['sort stage changed', 'orderBy=stageChangedAt&orderDirection=desc'],
  ['oldest first', 'orderBy=createdAt&orderDirection=asc'],
  ['Delivered by total', 'stage=delivered&orderBy=total&orderDirection=desc'],
  ['B2B', 'orderTypes=B2B'],
  ['charge unpaid', 'deliveryChargePaymentStatus=unpaid'],
  ['smallest shop', 'shopIds={shop}'],
  ['last 7 days', `createdFrom=${dhakaDay(6)}&createdTo=${dhakaDay(0)}`],
  ['a month a year ago', `createdFrom=${dhakaDay(395)}&createdTo=${dhakaDay(365)}`],
  ['not yet printed', 'printed=false'],
  ['B2B in the smallest shop', 'orderTypes=B2B&shopIds={shop}'],
  ['B2B, unpaid', 'orderTypes=B2B&deliveryChargePaymentStatus=unpaid'],
  [
    'Delivered, B2B, smallest shop, by total',
    'stage=delivered&orderTypes=B2B&shopIds={shop}&orderBy=total&orderDirection=desc',
  ],
  [
    'cancelled, a month a year ago',
    `stage=cancelled&createdFrom=${dhakaDay(395)}&createdTo=${dhakaDay(365)}`,
  ],
  ['All Orders, page 2', 'page=2'],
  ['All Orders, middle page by its number', 'page={middle}'],
  ['All Orders, middle page by Next', 'page={afterMiddle}&after={middleLast}'],
  ['Delivered, last page', 'stage=delivered&page={lastDelivered}'],
  ['search an order number', 'search={orderNumber}'],
  ['search a phone (+880)', 'search=%2B880{phone}'],
  ['search a name', 'search=Kamal'],
  ['search a Bangla name', `search=${encodeURIComponent('রহিম')}`],
  ['stage counts', 'counts'],
  ['stage counts, B2B', 'counts:orderTypes=B2B'],
  ['stage counts, last 7 days', `counts:createdFrom=${dhakaDay(6)}&createdTo=${dhakaDay(0)}`],
];

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
const WORKING_STAGES = [
  'placed',
  'confirmed',
  'in_inspection',
  'pickup_initiated',
  'dispatch_requestable',
  'ready_to_dispatch',
];

const TENANTS = [
  { key: 'big', phone: '01799990011' },
  { key: 'small', phone: '01799990012', orders: SMALL_ORDERS },
] as const;

/** A pseudo-random percentile of order g, independent per `salt` (a prime). */
const percentile = (salt: number) => `mod(abs(hashint8(g::bigint * ${salt})), 100)`;

async function buildMerchant(db: Db, merchantId: number, orders: number, perDay: number) {
  const shopIds: number[] = [];
  for (let n = 1; n <= 5; n++) {
    const [shop] = await db
      .insert(shops)
      .values({ merchantId, name: `Shop ${n}`, slug: `m${merchantId}-shop-${n}` })
      .returning({ id: shops.id });
    shopIds.push(shop!.id);
  }
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
      created_at, updated_at, stage_changed_at)
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
  return { smallestShop: shopIds[4]! };
}

async function buildData(db: Db, bigOrders: number) {
  const passwordHash = await hashPassword(PASSWORD);
  const shops: number[] = [];
  for (const [index, tenant] of TENANTS.entries()) {
    const merchantId = index + 1;
    await db.execute(sql`insert into users (name, phone, email, password_hash)
      values (${`Bench ${tenant.key}`}, ${tenant.phone}, ${`${tenant.key}@lists.test`}, ${passwordHash})`);
    await db.execute(sql`insert into merchants (owner_user_id, name, city)
      values (${merchantId}, ${`Bench ${tenant.key}`}, 'Dhaka')`);
    const orders = tenant.key === 'big' ? bigOrders : SMALL_ORDERS;
    const perDay = tenant.key === 'big' ? 5_000 : 2.5;
    shops.push((await buildMerchant(db, merchantId, orders, perDay)).smallestShop);
  }
  return shops;
}

type Session = { token: string; merchantId: number; smallestShop: number };

async function get(session: Session, route: string) {
  const started = performance.now();
  const response = await fetch(`${BASE}/api/v1/${route}`, {
    headers: {
      authorization: `Bearer ${session.token}`,
      'x-merchant-id': String(session.merchantId),
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${route}: ${response.status} ${text.slice(0, 200)}`);
  return { ms: performance.now() - started, body: JSON.parse(text) as Record<string, unknown> };
}

async function login(phone: string, merchantId: number, smallestShop: number): Promise<Session> {
  const response = await fetch(`${BASE}/api/v1/ums/auth/merchant/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: phone, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${phone}: ${response.status}`);
  const { idToken } = (await response.json()) as { idToken: string };
  return { token: idToken, merchantId, smallestShop };
}

/** The route of a call for this merchant, its placeholders filled from its own data. */
async function routeOf(session: Session, query: string) {
  if (query.startsWith('counts')) {
    return `oms/merchant-orders/stats/count?${query.slice('counts:'.length)}`;
  }
  let filled = query.replace('{shop}', String(session.smallestShop));
  if (/\{(middle|afterMiddle|middleLast|lastDelivered|orderNumber|phone)\}/.test(filled)) {
    const all = (await get(session, 'oms/merchant-orders?limit=20&page=1')).body;
    const middle = Math.ceil((all.totalPages as number) / 2);
    const middlePage = (await get(session, `oms/merchant-orders?limit=20&page=${middle}`)).body;
    const delivered = (await get(session, 'oms/merchant-orders?stage=delivered&limit=20')).body;
    const first = (all.content as { orderNumber: string; customer: { phone: string } }[])[7]!;
    filled = filled
      .replace('{middle}', String(middle))
      .replace('{afterMiddle}', String(middle + 1))
      .replace('{middleLast}', String((middlePage.content as { id: number }[]).at(-1)!.id))
      .replace('{lastDelivered}', String(delivered.totalPages))
      .replace('{orderNumber}', first.orderNumber)
      .replace('{phone}', first.customer.phone.slice(1));
  }
  return `oms/merchant-orders?limit=20${filled ? `&${filled}` : ''}`;
}

async function p95Of(session: Session, route: string) {
  const latencies: number[] = [];
  for (let i = 0; i < REPEATS * 2; i++) latencies.push((await get(session, route)).ms);
  return figures(latencies.slice(REPEATS), 1, 0).p95;
}

async function measure(kind: 'pglite' | 'postgres') {
  const bigOrders = Number(process.env.LISTS_ORDERS ?? SIZES[kind]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-lists-'));
  const reuse = kind === 'postgres' && process.env.LISTS_REUSE === '1';
  const t0 = Date.now();
  if (kind === 'postgres' && !reuse) {
    const admin = new pg.Client({
      connectionString: new URL('/postgres', POSTGRES_URL).toString(),
    });
    await admin.connect();
    const name = new URL(POSTGRES_URL).pathname.slice(1);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
  }
  const { openDatabase }: { openDatabase: typeof OpenDatabase } = await import(
    path.join(CHECKOUT, 'apps/api/src/db/client.ts')
  );
  const database = await openDatabase(
    kind === 'postgres' ? { kind, url: POSTGRES_URL, poolSize: 1 } : { kind, dataDir },
  );
  await database.migrate();
  const smallestShops = reuse
    ? (
        await database.db
          .select({ id: max(shops.id) })
          .from(shops)
          .groupBy(shops.merchantId)
          .orderBy(shops.merchantId)
      ).map((row) => row.id!)
    : await buildData(database.db, bigOrders);
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
  console.log(`${kind}: data ready in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

  const server = await startApiServer({
    databaseUrl: kind === 'postgres' ? POSTGRES_URL : undefined,
    port: PORT,
    poolSize: 10,
    dataDir,
    checkout: CHECKOUT,
  });
  try {
    const big = await login(TENANTS[0].phone, 1, smallestShops[0]!);
    const small = await login(TENANTS[1].phone, 2, smallestShops[1]!);
    const rows: { name: string; big: number; small: number }[] = [];
    const match = new RegExp(process.env.LISTS_MATCH ?? '');
    for (const [name, query] of CALLS.filter(([name]) => match.test(name))) {
      const result = {
        name,
        big: await p95Of(big, await routeOf(big, query)),
        small: await p95Of(small, await routeOf(small, query)),
      };
      console.log(`${kind} | ${name} | ${ms(result.big)} | ${ms(result.small)}`);
      rows.push(result);
    }
    return { kind, bigOrders, rows };
  } finally {
    await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => value.toFixed(1);
const only = process.env.LISTS_ONLY;
const kinds = (['postgres', 'pglite'] as const).filter((kind) => !only || kind === only);
const tables: string[] = [];
for (const kind of kinds) {
  const run = await measure(kind);
  tables.push(`### ${kind}: ${run.bigOrders.toLocaleString('en')} orders against ${SMALL_ORDERS.toLocaleString('en')}

| call | big p95 ms | small p95 ms | big/small |
|---|---|---|---|
${run.rows.map((r) => `| ${r.name} | ${ms(r.big)} | ${ms(r.small)} | ${(r.big / r.small).toFixed(2)} |`).join('\n')}`);
}
const report = `# Big merchant lists: last run

${new Date().toISOString()}, ${process.env.LISTS_CHECKOUT ?? 'this checkout'}, load average ${os.loadavg()[0]!.toFixed(1)}.
p95 of ${REPEATS} reads one after another (after as many to warm up), 20 rows a page.

${tables.join('\n\n')}
`;
if (!only) fs.writeFileSync(path.join(repoRoot, 'bench/big-merchant/lists.md'), report);
console.log(report);
