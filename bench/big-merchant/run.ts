/**
 * One merchant's size must not slow anyone ("Hardening" #21, item 3): a merchant holding
 * 500,000 orders next to one holding 100, and a third tenant reading, on each database, through
 * the real API process.
 *
 *   node --import tsx bench/big-merchant/run.ts
 *   BIG_ONLY=pglite node --import tsx bench/big-merchant/run.ts    # or postgres
 *   BIG_ORDERS=50000 node --import tsx bench/big-merchant/run.ts   # a quicker, smaller run
 *   BIG_CHECKOUT=/tmp/before node --import tsx bench/big-merchant/run.ts  # that checkout's API
 *
 * 1. Confirms, one at a time, alternating between the big and the small merchant: p95 of each.
 * 2. The lists a merchant opens most, for the big and the small merchant: p95 of each.
 * 3. The third tenant reads its shops and its first page of orders over two connections, first
 *    alone, then while the big merchant sends ten 200-order bulk confirms, one after another,
 *    each with an Idempotency-Key: read p95 in both phases, and the slowest bulk.
 * Writes bench/big-merchant/last-run.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, openDatabase as OpenDatabase } from '../../apps/api/src/db/client';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { logIn, repoRoot, startApiServer, stopProcess } from '../lib/api-server';
import { figures } from '../lib/latency';
import { recreateDatabase } from '../lib/postgres';
import { createOwnedMerchant } from './data';

const BIG_ORDERS = Number(process.env.BIG_ORDERS ?? 500_000);
const SMALL_ORDERS = 100;
/** The newest orders of each merchant are placed, ready to confirm; the rest delivered. */
const PLACED = { big: 3_000, small: 80 };
const CONFIRMS_EACH = 60;
const BULK_SIZE = 200;
const BULKS = 10;
/** The lists a merchant opens most, each read LIST_REPEATS times one after another. */
const LIST_CALLS = [
  ['All Orders, first page', 'oms/merchant-orders?page=1&limit=20'],
  ['Delivered tab, first page', 'oms/merchant-orders?stage=delivered&page=1&limit=20'],
  ['stage counts', 'oms/merchant-orders/stats/count'],
  ['search a phone fragment', 'oms/merchant-orders?search=1234&page=1&limit=20'],
  ['search a common name', 'oms/merchant-orders?search=Customer%204&page=1&limit=20'],
] as const;
const LIST_REPEATS = 30;
const PORT = Number(process.env.BIG_PORT ?? 3941);
const BASE = `http://127.0.0.1:${PORT}`;
const POSTGRES_URL = process.env.BIG_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mp_big';
const PASSWORD = 'Bench@1234';
const CHECKOUT = process.env.BIG_CHECKOUT ?? repoRoot;

/** Merchant ids 1, 2, 3 in a fresh database, each owned by its own user. */
const TENANTS = [
  { key: 'big', phone: '01799990001', orders: BIG_ORDERS, placed: PLACED.big },
  { key: 'small', phone: '01799990002', orders: SMALL_ORDERS, placed: PLACED.small },
  { key: 'neighbour', phone: '01799990003', orders: 1_000, placed: 0 },
] as const;
type TenantKey = (typeof TENANTS)[number]['key'];

async function buildData(db: Db) {
  const passwordHash = await hashPassword(PASSWORD);
  let firstOrder = 1;
  for (const [index, tenant] of TENANTS.entries()) {
    const merchantId = index + 1;
    await createOwnedMerchant(db, merchantId, tenant, passwordHash);
    await db.execute(sql`insert into shops (merchant_id, name, slug)
      values (${merchantId}, ${`${tenant.key} shop`}, ${`${tenant.key}-shop`})`);
    const last = firstOrder + tenant.orders - 1;
    // Order g of this tenant: placed if among its newest `placed`, delivered otherwise.
    await db.execute(sql`insert into orders (merchant_id, shop_id, order_number, stage, order_type,
        delivery_charge_payment_status, customer_name, customer_phone, delivery_address,
        delivery_area, delivery_city, delivery_postal_code, subtotal, delivery_charge, discount,
        total, cod_amount, item_count, payment_proof_status, created_at, updated_at, stage_changed_at)
      select ${merchantId}, ${merchantId}, 'ORD-G-' || lpad(g::text, 8, '0'),
        case when g > ${last - tenant.placed} then 'placed' else 'delivered' end, 'COD',
        case when g > ${last - tenant.placed} then 'unpaid' else 'paid' end,
        'Customer ' || g, '017' || lpad(g::text, 8, '0'), 'House ' || (g % 120), 'Dhanmondi',
        'Dhaka', '1209', 500, 60, 0, 560, 560, 1, 'none',
        now() - (${last} - g) * interval '30 seconds', now(), now()
      from generate_series(${firstOrder}::int, ${last}::int) g`);
    firstOrder = last + 1;
  }
  await db.execute(sql`insert into order_timeline (order_id, merchant_id, kind, to_stage, actor_kind, created_at)
    select id, merchant_id, 'placed', 'placed', 'customer', created_at from orders`);
}

type Session = { token: string; merchantId: number };

async function login(phone: string, merchantId: number): Promise<Session> {
  return { token: (await logIn(BASE, phone, PASSWORD)).idToken, merchantId };
}

async function call(
  session: Session,
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
  headers = {},
) {
  const started = performance.now();
  const response = await fetch(`${BASE}/api/v1/${route}`, {
    method,
    headers: {
      authorization: `Bearer ${session.token}`,
      'x-merchant-id': String(session.merchantId),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 200)}`);
  return { ms: performance.now() - started, body: JSON.parse(text) as unknown };
}

async function placedOrderIds(session: Session, wanted: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < wanted; page++) {
    const { body } = await call(
      session,
      'GET',
      `oms/merchant-orders?stage=placed&limit=100&page=${page}`,
    );
    const items = (body as { content: { id: number }[] }).content;
    if (items.length === 0) throw new Error(`only ${ids.length} placed orders`);
    ids.push(...items.map((item) => item.id));
  }
  return ids.slice(0, wanted);
}

/** Reads over `connections` until `until` settles: latency of each, in ms. */
async function readWhile(session: Session, until: Promise<unknown>, connections = 2) {
  const latencies: number[] = [];
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, lane) => {
      for (let n = lane; !done; n += connections) {
        const route = n % 2 ? 'cms/merchant/shops' : 'oms/merchant-orders?limit=20';
        latencies.push((await call(session, 'GET', route)).ms);
      }
    }),
  );
  return figures(latencies, (performance.now() - started) / 1000, 0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-big-'));
  const t0 = Date.now();
  if (kind === 'postgres') await recreateDatabase(POSTGRES_URL);
  // The checkout's own migrations and extensions: the API under test opens what they built.
  const { openDatabase }: { openDatabase: typeof OpenDatabase } = await import(
    path.join(CHECKOUT, 'apps/api/src/db/client.ts')
  );
  const database = await openDatabase(
    kind === 'postgres' ? { kind, url: POSTGRES_URL, poolSize: 1 } : { kind, dataDir },
  );
  await database.migrate();
  await buildData(database.db);
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
  console.log(`${kind}: data built in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

  const server = await startApiServer({
    databaseUrl: kind === 'postgres' ? POSTGRES_URL : undefined,
    port: PORT,
    poolSize: 10,
    dataDir,
    checkout: CHECKOUT,
  });
  try {
    const sessions = {} as Record<TenantKey, Session>;
    for (const [index, tenant] of TENANTS.entries()) {
      sessions[tenant.key] = await login(tenant.phone, index + 1);
    }
    const bigIds = await placedOrderIds(sessions.big, CONFIRMS_EACH + 5 + BULKS * BULK_SIZE);
    const smallIds = await placedOrderIds(sessions.small, CONFIRMS_EACH + 5);
    const confirm = (who: 'big' | 'small', id: number) =>
      call(sessions[who], 'POST', `oms/merchant-orders/${id}/confirm`, {});
    for (let i = 0; i < 5; i++) {
      await confirm('big', bigIds.shift()!);
      await confirm('small', smallIds.shift()!);
    }
    const confirmMs = { big: [] as number[], small: [] as number[] };
    for (let i = 0; i < CONFIRMS_EACH; i++) {
      confirmMs.big.push((await confirm('big', bigIds.shift()!)).ms);
      confirmMs.small.push((await confirm('small', smallIds.shift()!)).ms);
    }

    const lists: Record<string, { big: number; small: number }> = {};
    for (const [name, route] of LIST_CALLS) {
      const p95Of = async (who: 'big' | 'small') => {
        const latencies: number[] = [];
        for (let i = 0; i < LIST_REPEATS; i++)
          latencies.push((await call(sessions[who], 'GET', route)).ms);
        return figures(latencies, 1, 0).p95;
      };
      await p95Of('big');
      lists[name] = { big: await p95Of('big'), small: await p95Of('small') };
    }

    const idle = await readWhile(sessions.neighbour, sleep(3_000));
    const bulkMs: number[] = [];
    const bulks = (async () => {
      for (let n = 0; n < BULKS; n++) {
        const answer = await call(
          sessions.big,
          'POST',
          'oms/merchant-orders/shop-order/confirm/bulk',
          { orderIds: bigIds.splice(0, BULK_SIZE) },
          { 'idempotency-key': `big-bulk-${Date.now()}-${n}` },
        );
        const results = (answer.body as { results: { ok: boolean }[] }).results;
        if (results.filter((r) => r.ok).length !== BULK_SIZE) {
          throw new Error('bulk: not all confirmed');
        }
        bulkMs.push(answer.ms);
      }
    })();
    const during = await readWhile(sessions.neighbour, bulks);
    await bulks;
    return {
      kind,
      lists,
      confirm: {
        big: figures(confirmMs.big, 1, 0),
        small: figures(confirmMs.small, 1, 0),
      },
      idle,
      during,
      slowestBulkMs: Math.max(...bulkMs),
    };
  } finally {
    await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => value.toFixed(1);
const only = process.env.BIG_ONLY;
const kinds = (['pglite', 'postgres'] as const).filter((kind) => !only || kind === only);
const rows: string[] = [];
const listRows: string[] = [];
for (const kind of kinds) {
  const r = await measure(kind);
  const ratio = r.confirm.big.p95 / r.confirm.small.p95;
  const row = `| ${kind} | ${ms(r.confirm.big.p95)} | ${ms(r.confirm.small.p95)} | ${ratio.toFixed(2)} | ${ms(r.idle.p95)} | ${ms(r.during.p95)} (${r.during.requests} reads) | ${ms(r.slowestBulkMs)} |`;
  console.log(row);
  rows.push(row);
  for (const [name, p95] of Object.entries(r.lists)) {
    const listRow = `| ${kind} | ${name} | ${ms(p95.big)} | ${ms(p95.small)} | ${(p95.big / p95.small).toFixed(2)} |`;
    console.log(listRow);
    listRows.push(listRow);
  }
}

const report = `# Big merchant: last run

${new Date().toISOString()}, ${process.env.BIG_CHECKOUT ?? 'this checkout'}, ${BIG_ORDERS.toLocaleString('en')} orders against ${SMALL_ORDERS}, load average ${os.loadavg()[0]!.toFixed(1)}.
Confirm p95 over ${CONFIRMS_EACH} confirms each, alternating; a third tenant's reads (shops, first page
of orders; two connections) alone and during ${BULKS} bulk confirms of ${BULK_SIZE} orders with an Idempotency-Key.

| database | confirm p95 big ms | small ms | big/small | reads p95 alone ms | reads p95 during bulks ms | slowest bulk ms |
|---|---|---|---|---|---|---|
${rows.join('\n')}

Lists, p95 of ${LIST_REPEATS} reads one after another (after as many to warm up):

| database | call | big ms | small ms | big/small |
|---|---|---|---|---|
${listRows.join('\n')}
`;
if (!only) fs.writeFileSync(path.join(repoRoot, 'bench/big-merchant/last-run.md'), report);
console.log(report);
