import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { orderExportBodySchema } from '@mp/contract/oms/exports';
import { orderStages, orderTypes } from '@mp/contract/oms/orders';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase, testDbKind } from '../../../../test/databases';
import { createMerchant } from '../../../../test/factories/merchants.testing';
import { createShop } from '../../../../test/factories/shops.testing';
import { createUser } from '../../../../test/factories/users.testing';
import type { Db } from '../../../db/client';
import { couriers } from '../../cms/couriers/couriers.table';
import { type FileStorage, LocalFileStorage } from '../../fms/files/file-storage';
import { files } from '../../fms/files/files.table';
import { orders } from '../orders/orders.table';
import type { ExportSource } from './export-columns';
import { exportRows, type TextRow, textCellsSql } from './export-rows';
import { claimNextJob, insertExportJob } from './exports.queries';
import { exportJobs } from './exports.table';
import { orderColumns, orderSlices } from './order-rows';
import { exportFileKey, writeExportFile } from './write-export';

const onPostgres = testDbKind() === 'postgres';
const HOSTILE_ORDERS = 400;
const BULK_ORDERS = 30_000;
const FORMULA_START = /^[=+\-@\t\r]/;
const SEARCHED_NAME = "O'Brien \\ 100%_";

/** Cell texts as an order can hold them (PostgreSQL text: no NUL, no lone surrogate). */
const cellText = fc
  .oneof(
    fc
      .tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string({ unit: 'binary' }))
      .map(([start, rest]) => start + rest),
    fc.string({
      unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', "'", ',', '\\', ' ', 'ঢা'),
      maxLength: 20,
    }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom('=HYPERLINK("http://example.invalid","click")', '""', '\r\n=1', ''),
  )
  .filter((text) => !text.includes('\u0000') && !/\p{Cs}/u.test(text));

type HostileTexts = {
  orderNumber: string;
  customerName: string;
  customerPhone: string;
  deliveryAddress: string;
  deliveryArea: string | null;
  deliveryCity: string;
  deliveryPostalCode: string | null;
  courierName: string | null;
  trackingNumber: string | null;
};

/** What the file must hold for a text value: formulas inert, null empty. */
const inert = (value: string | null) =>
  value === null ? '' : FORMULA_START.test(value) ? `'${value}` : value;

/** Keeps nothing but a count of bytes; reads slowly, or fails once given `failAfterBytes`. */
function testStorage(behaviour: { holdAfterBytes?: number; failAfterBytes?: number }) {
  const storage = {
    taken: 0,
    held: false,
    async put(_key: string, body: Buffer | Readable) {
      const stream = body as Readable;
      for await (const chunk of stream) {
        storage.taken += (chunk as Buffer).length;
        const taken = storage.taken;
        if (behaviour.failAfterBytes !== undefined && taken > behaviour.failAfterBytes) {
          throw new Error('the disk is full');
        }
        if (behaviour.holdAfterBytes !== undefined && taken > behaviour.holdAfterBytes) {
          // A stalled storage: takes nothing more until the export gives the stream up, so
          // what a test sees does not depend on how fast this machine is at the moment.
          storage.held = true;
          if (!stream.destroyed) await new Promise((resolve) => stream.once('close', resolve));
        }
      }
    },
    get: async () => undefined,
    exists: async () => false,
    delete: async () => {},
    removeUnfinishedWrites: async () => 0,
  };
  return storage satisfies FileStorage;
}

describe('order exports: one row source, read through a cursor or in slices', () => {
  let testDb: TestDatabase;
  let db: Db;
  let dir: string;
  let storage: LocalFileStorage;
  let merchantId: number;
  let bulkMerchantId: number;
  let userId: number;
  let shopId: number;
  const inserted = new Map<string, HostileTexts>();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.database.db;
    dir = path.join(testDb.dataDir, 'copy-test-files');
    storage = new LocalFileStorage(dir);
    userId = (await createUser(db)).id;
    merchantId = (await createMerchant(db, { ownerUserId: userId })).id;
    bulkMerchantId = (await createMerchant(db, { ownerUserId: userId })).id;
    shopId = (await createShop(db, { merchantId, name: '=HYPERLINK("x","y"), ঢাকা' })).id;
    const bulkShopId = (await createShop(db, { merchantId: bulkMerchantId })).id;
    const texts = fc.sample(cellText, { seed: 20_261_122, numRuns: HOSTILE_ORDERS * 8 });
    const text = (i: number, field: number) => texts[i * 8 + field]!;
    // Couriers of hostile names, in the catalogue as any courier is.
    const courierOf = (i: number) => (i % 5 === 0 ? null : text(i, 7));
    const courierNames = [
      ...new Set(Array.from({ length: HOSTILE_ORDERS }, (_, i) => courierOf(i))),
    ].filter((name) => name !== null);
    const courierIds = new Map(
      (
        await db
          .insert(couriers)
          .values(courierNames.map((name, n) => ({ name, slug: `hostile-${n}` })))
          .returning({ id: couriers.id, name: couriers.name })
      ).map((row) => [row.name, row.id]),
    );
    const values = Array.from({ length: HOSTILE_ORDERS }, (_, i) => {
      const subtotal = Math.round(i * 3725) / 100;
      const order = {
        merchantId,
        shopId,
        orderNumber: `${text(i, 0)}#${i}`,
        stage: orderStages[i % orderStages.length]!,
        orderType: orderTypes[i % orderTypes.length]!,
        customerName: i % 50 === 0 ? `${SEARCHED_NAME} ${text(i, 1)}` : text(i, 1),
        customerPhone: text(i, 2),
        deliveryAddress: text(i, 3),
        deliveryArea: i % 4 === 0 ? null : text(i, 4),
        deliveryCity: text(i, 5),
        deliveryPostalCode: i % 3 === 0 ? null : text(i, 6),
        courierName: courierOf(i),
        trackingNumber: i % 2 === 0 ? null : text(i, 0),
        subtotal,
        deliveryCharge: 60,
        discount: i % 7 === 0 ? 12.5 : 0,
        total: subtotal + 60,
        codAmount: i % 2 === 0 ? subtotal + 60 : 0,
        itemCount: 1 + (i % 4),
      };
      inserted.set(order.orderNumber, order);
      // Five orders share each time (ties break by id), microseconds included, stepping across
      // Asia/Dhaka midnights (18:00 UTC).
      const step = Math.floor(i / 5);
      const at = sql`timestamptz '2026-03-01 17:59:59.999999+00' + ${step} * interval '7 hours 3 minutes 0.000001 seconds'`;
      const { courierName, ...columns } = order;
      return {
        ...columns,
        courierId: courierName === null ? null : courierIds.get(courierName)!,
        createdAt: at,
        stageChangedAt: sql`${at} + ${i % 3} * interval '1 minute'`,
        invoicePrintedAt: i % 3 === 0 ? sql`${at} + interval '1 day 0.5 seconds'` : null,
      };
    });
    await db.insert(orders).values(values);
    if (!onPostgres) return;
    await db.execute(sql`
      insert into orders (merchant_id, shop_id, order_number, stage, order_type, customer_name,
        customer_phone, delivery_address, delivery_city, subtotal, delivery_charge, total,
        cod_amount, item_count, created_at, stage_changed_at)
      select ${bulkMerchantId}, ${bulkShopId},
        'BULK-' || g, 'placed', 'COD', 'Karim "K", ' || g, '017' || lpad(g::text, 8, '0'),
        'House ' || g || ', Road 7', 'Dhaka', 500, 60, 560, 560, 1,
        now() - g * interval '1 second', now()
      from generate_series(1, ${BULK_ORDERS}) g`);
  }, 120_000);

  afterAll(() => testDb?.drop());

  /** One export of the merchant's orders through the worker's code path, read back whole. */
  async function exportWith(
    filters: Record<string, string>,
    options: {
      merchant?: number;
      storage?: FileStorage;
      progressMs?: number;
      sliceRows?: number;
    } = {},
  ) {
    const queued = await insertExportJob(db, {
      merchantId: options.merchant ?? merchantId,
      userId,
      kind: 'orders',
      fileName: 'orders.csv',
      filters,
    });
    const job = await claimNextJob(db, 'copy-test', 60, 3);
    expect(job?.id).toBe(queued.id);
    const deps = {
      database: testDb.database,
      storage: options.storage ?? storage,
      workerId: 'copy-test',
      sliceRows: options.sliceRows ?? 1_000_000,
      progressMs: options.progressMs ?? 1_000,
    };
    return { job: job!, written: writeExportFile(deps, job!) };
  }

  async function fileOf(filters: Record<string, string>, sliceRows?: number) {
    const { job, written } = await exportWith(filters, sliceRows ? { sliceRows } : {});
    await written;
    const [done] = await db.select().from(exportJobs).where(eq(exportJobs.id, job.id));
    return { bytes: fs.readFileSync(path.join(dir, done!.fileKey!)), rowCount: done!.rowCount };
  }

  /** Other backends of this database still in a query or a transaction (an abandoned one must end). */
  async function busyBackends() {
    const result = await db.execute(sql`
      select count(*)::int as value from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
        and backend_type = 'client backend' and state <> 'idle'`);
    return (result as unknown as { rows: { value: number }[] }).rows[0]!.value;
  }
  async function expectNoQueryLeft() {
    const until = Date.now() + 5_000;
    while ((await busyBackends()) > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await busyBackends()).toBe(0);
  }

  /** The order rows for these filters, read in slices of `sliceRows` or in one query. */
  async function orderRowsOf(filters: Record<string, string>, sliceRows?: number) {
    const body = orderExportBodySchema.parse(filters);
    const rows: unknown[] = [];
    const cells = textCellsSql(orderColumns('en'));
    for await (const slice of orderSlices(db, merchantId, body, cells, sliceRows)) {
      rows.push(...((await db.execute(slice)) as unknown as { rows: unknown[] }).rows);
    }
    return rows;
  }

  it('reads the same rows in the same order in slices of 7 as in one, whatever the filters and sort', async () => {
    const filterSets: Record<string, string>[] = [
      {},
      { orderBy: 'total', orderDirection: 'asc' },
      { orderBy: 'orderNumber', orderDirection: 'desc' },
      { orderBy: 'stageChangedAt', orderDirection: 'asc', stage: 'placed,confirmed' },
      { createdFrom: '2026-03-02', createdTo: '2026-03-04', orderTypes: 'COD' },
      { search: SEARCHED_NAME },
      { printed: 'true', shopIds: String(shopId) },
    ];
    for (const filters of filterSets) {
      const whole = await orderRowsOf(filters);
      const sliced = await orderRowsOf(filters, 7);
      expect(whole.length, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(sliced, JSON.stringify(filters)).toEqual(whole);
    }
  });

  /** The merchant's wall clock (Asia/Dhaka, UTC+6) to the minute, as the file writes times. */
  const dhakaMinuteOf = (time: Date) =>
    new Date(time.getTime() + 6 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

  it('keeps every CSV rule on hostile cells: formulas inert, quoting, Bangla, nulls, Dhaka times', async () => {
    const { bytes, rowCount } = await fileOf({}, 7);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows]: string[][] = parse(bytes, {
      bom: true,
      record_delimiter: '\r\n',
      relax_quotes: false,
      relax_column_count: false,
    });
    expect(rows).toHaveLength(rowCount);
    const column = (name: string) => header!.indexOf(name);
    const times = await db
      .select({ orderNumber: orders.orderNumber, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.merchantId, merchantId));
    const placedAt = new Map(times.map((o) => [inert(o.orderNumber), o.createdAt]));
    const byCell = new Map([...inserted.values()].map((o) => [inert(o.orderNumber), o]));
    const checked = rows.filter((row) => byCell.has(row[0]!));
    const wrong: string[] = [];
    for (const row of checked) {
      const order = byCell.get(row[0]!)!;
      const expected: Record<string, string> = {
        'Order number': inert(order.orderNumber),
        'Placed at': dhakaMinuteOf(placedAt.get(row[0]!)!),
        Shop: inert('=HYPERLINK("x","y"), ঢাকা'),
        'Customer name': inert(order.customerName),
        'Customer phone': inert(order.customerPhone.replace(/^(0\d{4})(\d{6})$/, '$1-$2')),
        'Delivery address': inert(order.deliveryAddress),
        Area: inert(order.deliveryArea),
        City: inert(order.deliveryCity),
        'Postal code': inert(order.deliveryPostalCode),
        Courier: inert(order.courierName),
        'Tracking number': inert(order.trackingNumber),
      };
      for (const [name, value] of Object.entries(expected)) {
        const cell = row[column(name)];
        if (cell !== value) wrong.push(`${name}: ${JSON.stringify([value, cell])}`);
        if (FORMULA_START.test(cell ?? '')) wrong.push(`${name} still starts a formula`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(checked).toHaveLength(HOSTILE_ORDERS);
    const formulas = [...inserted.values()].filter((o) => FORMULA_START.test(o.customerName));
    expect(formulas.length).toBeGreaterThan(50);
  });

  it.runIf(onPostgres)(
    'outlives the pool’s statement_timeout, which still holds for every other query',
    async () => {
      const pool = new pg.Pool({ connectionString: testDb.url, max: 1, statement_timeout: 100 });
      try {
        const slow: ExportSource = {
          title: 'Slow',
          columns: [{ header: 'Line', kind: 'text', value: null }],
          total: Promise.resolve(3),
          async *queries() {
            yield sql`select 'line-' || g from generate_series(1, 3) g, pg_sleep(0.3)`;
          },
        };
        const rows: TextRow[] = [];
        const database = { kind: 'postgres' as const, pool };
        for await (const batch of exportRows(database, slow, 1, new AbortController().signal)) {
          rows.push(...batch);
        }
        expect(rows).toEqual([['line-1'], ['line-2'], ['line-3']]);
        await expect(pool.query('select pg_sleep(0.3)')).rejects.toThrow(/statement timeout/);
      } finally {
        await pool.end();
      }
    },
  );

  it.runIf(onPostgres)(
    'a storage failing mid-export fails the export, registers no file and ends the query',
    async () => {
      const { job, written } = await exportWith(
        {},
        { merchant: bulkMerchantId, storage: testStorage({ failAfterBytes: 512 * 1024 }) },
      );
      await expect(written).rejects.toThrow();
      const stored = await db
        .select()
        .from(files)
        .where(eq(files.key, exportFileKey(job)));
      expect(stored).toEqual([]);
      const [row] = await db.select().from(exportJobs).where(eq(exportJobs.id, job.id));
      expect(row).toMatchObject({ status: 'running', fileKey: null });
      await expectNoQueryLeft();
    },
  );

  it.runIf(onPostgres)(
    'a job taken over mid-export stops at the next heartbeat, registering nothing',
    async () => {
      const slow = testStorage({ holdAfterBytes: 0 });
      const { job, written } = await exportWith(
        {},
        { merchant: bulkMerchantId, storage: slow, progressMs: 20 },
      );
      written.catch(() => {});
      await vi.waitFor(() => expect(slow.held).toBe(true));
      await db
        .update(exportJobs)
        .set({ claimedBy: 'another-worker' })
        .where(eq(exportJobs.id, job.id));
      await expect(written).rejects.toThrow(/taken over/);
      // Stopped early: the whole file is over 2 MB (30,000 lines of 70 bytes and more).
      expect(slow.taken).toBeGreaterThan(0);
      expect(slow.taken).toBeLessThan(1024 * 1024);
      const stored = await db
        .select()
        .from(files)
        .where(eq(files.key, exportFileKey(job)));
      expect(stored).toEqual([]);
      await expectNoQueryLeft();
    },
  );
});
