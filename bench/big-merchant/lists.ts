/**
 * "Big merchants" (#20): every list a merchant opens, for a merchant with 2,000,000 orders,
 * 100,000 products and 50,000 issues and one with 1,000 orders, 1,000 products and 500 issues
 * (`data.ts`), through the real API process; p95 of each and their ratio.
 *
 *   node --import tsx bench/big-merchant/lists.ts                  # PostgreSQL 2M, PGlite 200k
 *   LISTS_ONLY=postgres LISTS_REUSE=1 node --import tsx bench/big-merchant/lists.ts
 *   LISTS_MATCH='sort|search' ...                                   # only those calls
 *   LISTS_CHECKOUT=/tmp/before node --import tsx bench/big-merchant/lists.ts   # that checkout's
 *     API and migrations; writes lists-other-checkout.md
 *
 * On PGlite the big merchant has 200,000 orders. LISTS_REUSE=1 keeps a PostgreSQL database built
 * by an earlier run (the checkout's pending migrations still run). Writes
 * bench/big-merchant/lists.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dhakaDaysBefore } from '@mp/contract/dhaka-time';
import { max, sql } from 'drizzle-orm';
import type { openDatabase as OpenDatabase } from '../../apps/api/src/db/client';
import { shops } from '../../apps/api/src/modules/cms/shops/shops.table';
import { logIn, repoRoot, startApiServer, stopProcess } from '../lib/api-server';
import { figures } from '../lib/latency';
import { recreateDatabase } from '../lib/postgres';
import { buildData, PASSWORD, type Sizes, SMALL, TENANTS } from './data';

const SIZES: Record<'postgres' | 'pglite', Sizes> = {
  postgres: { orders: 2_000_000, products: 100_000, issues: 50_000 },
  pglite: { orders: 200_000, products: 100_000, issues: 50_000 },
};
const REPEATS = Number(process.env.LISTS_REPEATS ?? 100);
const PORT = Number(process.env.LISTS_PORT ?? 3942);
const BASE = `http://127.0.0.1:${PORT}`;
const POSTGRES_URL =
  process.env.LISTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mp_lists';
const CHECKOUT = process.env.LISTS_CHECKOUT ?? repoRoot;

/** Dhaka days counted back from today, as the date filter sends them. */
const dhakaDay = (daysAgo: number) => dhakaDaysBefore(new Date(), daysAgo);

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
  ['stage counts', 'counts:'],
  ['stage counts, B2B', 'counts:orderTypes=B2B'],
  ['stage counts, last 7 days', `counts:createdFrom=${dhakaDay(6)}&createdTo=${dhakaDay(0)}`],
  ['Products', 'products:'],
  ['Products by name', 'products:orderBy=name&orderDirection=asc'],
  ['Products by price, high first', 'products:orderBy=price&orderDirection=desc'],
  ['Products by stock', 'products:orderBy=stock&orderDirection=asc'],
  ['Products last updated', 'products:orderBy=updatedAt&orderDirection=desc'],
  ['Products of the smallest shop', 'products:shopId={shop}'],
  ['Products delisted', 'products:status=delisted'],
  ['Products low on stock', 'products:lowStock=true'],
  ['Products, search a name', 'products:search=Saree'],
  ['Products, search a SKU', 'products:search={sku}'],
  ['Products, middle page', 'products:page={productsMiddle}'],
  ['Issues', 'issues:'],
  ['Issues open', 'issues:status=open'],
  ['Issues resolved', 'issues:status=resolved'],
  ['Issues about payment', 'issues:type=payment'],
  ['Issues of the smallest shop', 'issues:shopId={shop}'],
  ['Issues, newest first', 'issues:orderBy=createdAt&orderDirection=desc'],
  ['Issues, search a number', 'issues:search={issueNumber}'],
  ['Issues, search a subject', 'issues:search=damaged'],
  ['Issues, search an order number', 'issues:search={orderNumber}'],
  ['Issues, middle page', 'issues:page={issuesMiddle}'],
  ['Issue counts', 'issue-counts:'],
];

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
  return { token: (await logIn(BASE, phone, PASSWORD)).idToken, merchantId, smallestShop };
}

const LISTS = {
  orders: 'oms/merchant-orders',
  counts: 'oms/merchant-orders/stats/count',
  products: 'cms/merchant/shop-products',
  issues: 'oms/merchant-issues',
  'issue-counts': 'oms/merchant-issues/stats/count',
} as const;

const firstOf = async (session: Session, route: string) =>
  ((await get(session, route)).body.content as Record<string, unknown>[])[7]!;
const middleOf = async (session: Session, route: string) =>
  String(Math.ceil(((await get(session, route)).body.totalPages as number) / 2));

/** The route of a call for this merchant, its placeholders filled from its own data. */
async function routeOf(session: Session, call: string) {
  const [list, query] = call.includes(':') ? call.split(':') : ['orders', call];
  const path = LISTS[list as keyof typeof LISTS];
  const values: Record<string, () => Promise<string>> = {
    shop: async () => String(session.smallestShop),
    middle: () => middleOf(session, 'oms/merchant-orders'),
    afterMiddle: async () => String(Number(await values.middle!()) + 1),
    middleLast: async () => {
      const page = await get(session, `oms/merchant-orders?page=${await values.middle!()}`);
      return String((page.body.content as { id: number }[]).at(-1)!.id);
    },
    lastDelivered: async () =>
      String((await get(session, 'oms/merchant-orders?stage=delivered')).body.totalPages),
    orderNumber: async () => (await firstOf(session, 'oms/merchant-orders')).orderNumber as string,
    phone: async () => {
      const order = await firstOf(session, 'oms/merchant-orders');
      return (order.customer as { phone: string }).phone.slice(1);
    },
    sku: async () => (await firstOf(session, LISTS.products)).sku as string,
    productsMiddle: () => middleOf(session, LISTS.products),
    issueNumber: async () => (await firstOf(session, LISTS.issues)).issueNumber as string,
    issuesMiddle: () => middleOf(session, LISTS.issues),
  };
  let filled = query ?? '';
  for (const [name, value] of Object.entries(values)) {
    if (filled.includes(`{${name}}`)) filled = filled.replace(`{${name}}`, await value());
  }
  const paged = list === 'counts' || list === 'issue-counts' ? '' : 'limit=20&';
  return `${path}?${paged}${filled}`;
}

/**
 * p95 of the same call for both merchants, read in turns (big, small, big...) so that whatever
 * else the machine does in those seconds weighs on both figures alike.
 */
async function p95sOf(big: [Session, string], small: [Session, string]) {
  const latencies = { big: [] as number[], small: [] as number[] };
  for (let i = 0; i < REPEATS * 2; i++) {
    latencies.big.push((await get(...big)).ms);
    latencies.small.push((await get(...small)).ms);
  }
  const p95 = (of: number[]) => figures(of.slice(REPEATS), 1, 0).p95;
  return { big: p95(latencies.big), small: p95(latencies.small) };
}

async function measure(kind: 'pglite' | 'postgres') {
  const sizes = SIZES[kind];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-lists-'));
  const reuse = kind === 'postgres' && process.env.LISTS_REUSE === '1';
  const t0 = Date.now();
  if (kind === 'postgres' && !reuse) await recreateDatabase(POSTGRES_URL);
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
    : await buildData(database.db, sizes);
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
      // Another checkout may not take a call's parameters (a 400): its figure is left out.
      const p95s = await Promise.all([routeOf(big, query), routeOf(small, query)])
        .then(([bigRoute, smallRoute]) => p95sOf([big, bigRoute], [small, smallRoute]))
        .catch(() => ({ big: Number.NaN, small: Number.NaN }));
      const result = { name, ...p95s };
      console.log(`${kind} | ${name} | ${ms(result.big)} | ${ms(result.small)}`);
      rows.push(result);
    }
    return { kind, sizes, rows };
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
  const size = (of: Sizes) =>
    `${of.orders.toLocaleString('en')} orders, ${of.products.toLocaleString('en')} products, ${of.issues.toLocaleString('en')} issues`;
  tables.push(`### ${kind}: ${size(run.sizes)} against ${size(SMALL)}

| call | big p95 ms | small p95 ms | big/small |
|---|---|---|---|
${run.rows.map((r) => `| ${r.name} | ${ms(r.big)} | ${ms(r.small)} | ${(r.big / r.small).toFixed(2)} |`).join('\n')}`);
}
const report = `# Big merchant lists: last run

${new Date().toISOString()}, ${process.env.LISTS_CHECKOUT ?? 'this checkout'}, load average ${os.loadavg()[0]!.toFixed(1)}.
p95 of ${REPEATS} reads each, big and small in turns (after as many to warm up), 20 rows a page.

${tables.join('\n\n')}
`;
const reportName = process.env.LISTS_CHECKOUT ? 'lists-other-checkout.md' : 'lists.md';
if (!only) fs.writeFileSync(path.join(repoRoot, 'bench/big-merchant', reportName), report);
console.log(report);
