/**
 * "Money that explains itself" (#23): the statement and the COD reconciliation of a merchant
 * with 500,000 orders on PostgreSQL, through the real API process; p95 of each call. The
 * orders come from `bench/big-merchant/data.ts` (5,000 a day, most delivered, 97% COD); the
 * money is written on them as the marketplace would: the courier reports each delivered COD
 * order's cash six hours after delivery (except the last day's), a courier payment a week
 * brings the week's cash (paid two weeks later; one order in 97 remitted short), a bill a
 * month charges a tenth of the month's COD, and a payment a month settles the bill before.
 *
 *   node --import tsx bench/money/run.ts          # ~3 min; writes bench/money/last-run.md
 *   MONEY_ORDERS=2000000 MONEY_REPEATS=50 node --import tsx bench/money/run.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';
import { buildData, PASSWORD, TENANTS } from '../big-merchant/data';
import { logIn, repoRoot, startApiServer, stopProcess } from '../lib/api-server';
import { recreateDatabase } from '../lib/postgres';
import { p95Of, timedGet } from '../lib/timed-get';

const ORDERS = Number(process.env.MONEY_ORDERS ?? 500_000);
const REPEATS = Number(process.env.MONEY_REPEATS ?? 100);
const PORT = Number(process.env.MONEY_PORT ?? 3943);
const BASE = `http://127.0.0.1:${PORT}`;
const URL = process.env.MONEY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mp_money';
const BIG = 1;

/** The courier, the bills and the payments of merchant 1's orders, in a few statements. */
async function writeMoney(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  await db.execute(sql`update orders set cod_collected_at = stage_changed_at + interval '6 hours'
    where merchant_id = ${BIG} and stage = 'delivered' and order_type = 'COD'
      and stage_changed_at < now() - interval '1 day'`);
  // One courier payment per week of delivery, paid two weeks after the week ends.
  await db.execute(sql`insert into merchant_courier_payments
      (merchant_id, courier_id, order_count, amount, status, period_start, period_end, reference,
       paid_at, created_at)
    select ${BIG}, (select id from couriers where name = 'Pathao'), count(*), sum(o.cod_amount),
      case when week < now() - interval '21 days' then 'paid' else 'pending' end,
      week::date, (week + interval '6 days')::date, 'CP-' || to_char(week, 'IYYY-IW'),
      case when week < now() - interval '21 days' then week + interval '21 days' end,
      week + interval '7 days'
    from (select date_trunc('week', stage_changed_at) as week, cod_amount from orders
      where merchant_id = ${BIG} and cod_collected_at is not null) o
    group by week order by week`);
  await db.execute(sql`insert into courier_payment_orders
      (courier_payment_id, order_id, merchant_id, amount)
    select p.id, o.id, o.merchant_id,
      case when mod(o.id, 97) = 0 then o.cod_amount - 10 else o.cod_amount end
    from orders o join merchant_courier_payments p on p.merchant_id = o.merchant_id
      and p.period_start = date_trunc('week', o.stage_changed_at)::date
    where o.merchant_id = ${BIG} and o.cod_collected_at is not null`);
  // A courier payment's amount is what it remitted for its orders.
  await db.execute(sql`update merchant_courier_payments p set amount = r.remitted
    from (select courier_payment_id, sum(amount) as remitted from courier_payment_orders
      group by courier_payment_id) r where r.courier_payment_id = p.id`);
  await db.execute(sql`insert into bills (merchant_id, bill_number, period_start, period_end,
      total_bill_amount, approval_status, created_at, approved_at)
    select ${BIG}, 'INV-B-' || to_char(month, 'YYYYMM'), month::date,
      (month + interval '1 month - 1 day')::date, round(sum(cod_amount) / 10, 2), 'approved',
      month + interval '1 month 1 day', month + interval '1 month 3 days'
    from (select date_trunc('month', stage_changed_at) as month, cod_amount from orders
      where merchant_id = ${BIG} and stage = 'delivered') o
    where month < date_trunc('month', now()) group by month`);
  await db.execute(sql`insert into bill_lines (bill_id, merchant_id, kind, description, amount)
    select id, merchant_id, 'adjustment', 'Bench bill', total_bill_amount from bills`);
  await db.execute(sql`insert into payments (merchant_id, amount, method, reference,
      approval_status, paid_at, approved_at, created_at)
    select merchant_id, total_bill_amount, 'bank', 'PAY-' || bill_number, 'approved',
      approved_at + interval '5 days', approved_at + interval '6 days',
      approved_at + interval '5 days'
    from bills where merchant_id = ${BIG}`);
}

const get = (token: string, route: string) => timedGet(BASE, token, BIG, route);

const t0 = Date.now();
await recreateDatabase(URL);
const database = await openDatabase({ kind: 'postgres', url: URL, poolSize: 1 });
await database.migrate();
await buildData(database.db, { orders: ORDERS, products: 1_000, issues: 500 });
await writeMoney(database.db);
await database.db.execute(sql`vacuum analyze`);
const [counts] = (
  (await database.db.execute(sql`select
    (select count(*) from orders where merchant_id = ${BIG} and stage = 'delivered'
      and order_type = 'COD')::int as cod,
    (select count(*) from courier_payment_orders)::int as remitted,
    (select count(*) from merchant_courier_payments)::int as courier_payments,
    (select count(*) from bills)::int as bills`)) as unknown as { rows: Record<string, number>[] }
).rows;
await database.close();
console.log(`data ready in ${((Date.now() - t0) / 1000).toFixed(0)} s`, counts);

const server = await startApiServer({
  databaseUrl: URL,
  port: PORT,
  poolSize: 10,
  dataDir: os.tmpdir(),
});
const rows: [string, string, number][] = [];
try {
  const token = (await logIn(BASE, TENANTS[0].phone, PASSWORD)).idToken;
  const codPages = (await get(token, 'oms/merchant-cod')).body.totalPages as number;
  const calls: [string, string][] = [
    ['statement, first page', 'bms/statement'],
    ['statement, a year ago to today', `bms/statement?from=${dayAgo(365)}`],
    ['statement balances (the chart)', 'bms/statement/balances'],
    ['amount due', `bms/merchants/${BIG}/amount-due`],
    ['COD reconciliation, first page', 'oms/merchant-cod'],
    ['COD, a middle page', `oms/merchant-cod?page=${Math.ceil(codPages / 2)}`],
    ['COD, collected and not remitted', 'oms/merchant-cod?status=collected'],
    ['COD, short remitted', 'oms/merchant-cod?status=short'],
    ['COD, overdue', 'oms/merchant-cod?overdue=true'],
  ];
  for (const [name, route] of calls) {
    const p95 = await p95Of(REPEATS, async () => (await get(token, route)).ms);
    console.log(`${name} | ${p95.toFixed(1)}`);
    rows.push([name, route, p95]);
  }
} finally {
  await stopProcess(server);
}

function dayAgo(days: number) {
  return new Date(Date.now() + 6 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
}

const report = `# Money benchmark: last run

${new Date().toISOString()}, load average ${os.loadavg()[0]!.toFixed(1)}; PostgreSQL, one merchant
with ${ORDERS.toLocaleString('en')} orders (${counts?.cod?.toLocaleString('en')} delivered COD,
${counts?.remitted?.toLocaleString('en')} remitted in ${counts?.courier_payments} courier payments,
${counts?.bills} bills); p95 of ${REPEATS} reads after as many to warm up.

| call | route | p95 ms |
|---|---|---|
${rows.map(([name, route, p95]) => `| ${name} | \`${route}\` | ${p95.toFixed(1)} |`).join('\n')}
`;
fs.writeFileSync(path.join(repoRoot, 'bench/money/last-run.md'), report);
console.log(report);
