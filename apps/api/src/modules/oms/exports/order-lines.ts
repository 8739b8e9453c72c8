import type { OrderExportBody } from '@mp/contract/oms/exports';
import type pg from 'pg';
import type { Db } from '../../../db/client';
import { copyLines } from './copy-lines';
import type { CsvChunk } from './csv';
import { orderBatches, orderCopyQuery } from './order-rows';

/**
 * How an order export reads its CSV lines from the database. Both ways yield the same bytes in
 * the same order (exports.copy.test.ts holds them to it); write-export.ts picks one per database.
 */
export type OrderLineReader = {
  readonly strategy: 'copy' | 'keyset';
  read(merchantId: number, filters: OrderExportBody, signal: AbortSignal): AsyncIterable<CsvChunk>;
};

/** One query per batch through the driver: works on any database, PGlite included. */
export const keysetOrderLines = (db: Db, batchSize: number): OrderLineReader => ({
  strategy: 'keyset',
  async *read(merchantId, filters) {
    for await (const lines of orderBatches(db, merchantId, filters, batchSize)) {
      yield { text: lines.join(''), lines: lines.length };
    }
  },
});

/** One `COPY ... TO STDOUT` streamed from PostgreSQL (see copy-lines.ts). */
export const copyOrderLines = (db: Db, pool: pg.Pool): OrderLineReader => ({
  strategy: 'copy',
  read: (merchantId, filters, signal) =>
    copyLines(pool, orderCopyQuery(db, merchantId, filters), signal),
});
