import { PassThrough } from 'node:stream';
import { orderExportBodySchema } from '@mp/contract/oms/exports';
import type { Db } from '../../../db/client';
import type { FileStorage } from '../../fms/files/file-storage';
import { insertFile } from '../../fms/files/files.queries';
import {
  BILL_CSV_HEADER,
  billCsvLine,
  billHistoryBatches,
  countBillHistories,
  findMerchantBill,
} from './bill-rows';
import { csvLine, UTF8_BOM } from './csv';
import { finishJob, reportProgress } from './exports.queries';
import type { ExportJobRow } from './exports.table';
import { countExportOrders, ORDER_CSV_HEADER, orderBatches } from './order-rows';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const PROGRESS_EVERY_MS = 1_000;

/** Where an export file lives: under the merchant, named by its job (a retry overwrites it). */
export const exportFileKey = (job: Pick<ExportJobRow, 'id' | 'merchantId' | 'fileName'>) =>
  `merchants/${job.merchantId}/exports/${job.id}-${job.fileName}`;

class JobTakenOver extends Error {
  constructor(jobId: number) {
    super(`export job ${jobId} was taken over by another worker`);
  }
}

/** What an export writes: a header, the number of lines to come, and the lines in batches. */
type CsvSource = { header: string; total: number; batches: AsyncIterable<string[]> };

async function sourceOf(db: Db, job: ExportJobRow, batchSize: number): Promise<CsvSource> {
  if (job.kind === 'orders_csv') {
    const filters = orderExportBodySchema.parse(job.filters);
    const total = await countExportOrders(db, job.merchantId, filters);
    async function* lines() {
      yield* orderBatches(db, job.merchantId, filters, batchSize);
    }
    return { header: csvLine(ORDER_CSV_HEADER), total, batches: lines() };
  }
  const billId = Number(job.filters.billId);
  const bill = await findMerchantBill(db, job.merchantId, billId);
  if (!bill) throw new Error(`bill ${billId} of merchant ${job.merchantId} is gone`);
  const total = await countBillHistories(db, job.merchantId, billId);
  async function* lines() {
    for await (const rows of billHistoryBatches(db, job.merchantId, billId, batchSize)) {
      yield rows.map((entry) => billCsvLine(bill!, entry));
    }
  }
  return { header: csvLine(BILL_CSV_HEADER), total, batches: lines() };
}

/** Resolves once the stream can take more; rejects if the storage gave up on it. */
function writeChunk(stream: PassThrough, text: string) {
  if (stream.write(text)) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => {
      stream.off('drain', onDrain);
      stream.off('error', onError);
      stream.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onError = (error: Error) => done(error);
    const onClose = () => done(new Error('the file storage closed the stream'));
    stream.on('drain', onDrain);
    stream.on('error', onError);
    stream.on('close', onClose);
  });
}

/**
 * Streams the job's rows into its file, batch by batch (constant memory), beating the job's
 * heartbeat and progress after each batch; then records the file as the merchant's and marks the
 * job done, in one transaction.
 */
export async function writeExportFile(
  deps: { db: Db; storage: FileStorage; workerId: string; batchSize: number },
  job: ExportJobRow,
) {
  const { db, storage, workerId } = deps;
  const source = await sourceOf(db, job, deps.batchSize);
  const fileKey = exportFileKey(job);
  const body = new PassThrough({ highWaterMark: 256 * 1024 });
  const stored = storage.put(fileKey, body, CSV_CONTENT_TYPE);
  // Until awaited below, a failure surfaces through the stream; keep it from going unhandled.
  stored.catch(() => {});
  let bytes = 0;
  let rowCount = 0;
  let reportedAt = Date.now();
  try {
    const head = UTF8_BOM + source.header;
    bytes += Buffer.byteLength(head);
    await writeChunk(body, head);
    for await (const lines of source.batches) {
      const text = lines.join('');
      bytes += Buffer.byteLength(text);
      await writeChunk(body, text);
      rowCount += lines.length;
      // Each report is a committed write: once a second is plenty for the bar and the heartbeat.
      if (Date.now() - reportedAt >= PROGRESS_EVERY_MS) {
        reportedAt = Date.now();
        const progress =
          source.total > 0 ? Math.min(99, Math.floor((rowCount * 100) / source.total)) : 99;
        if (!(await reportProgress(db, job.id, workerId, progress))) throw new JobTakenOver(job.id);
      }
    }
    body.end();
    await stored;
  } catch (error) {
    body.destroy(error as Error);
    await stored.catch(() => {});
    throw error;
  }
  await db.transaction(async (tx) => {
    await insertFile(tx, {
      key: fileKey,
      merchantId: job.merchantId,
      contentType: CSV_CONTENT_TYPE,
      size: bytes,
      originalName: job.fileName,
      purpose: 'export',
    });
    if (!(await finishJob(tx, job.id, workerId, { fileKey, rowCount }))) {
      throw new JobTakenOver(job.id);
    }
  });
}
