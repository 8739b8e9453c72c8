import { addAbortSignal, PassThrough } from 'node:stream';
import { orderExportBodySchema } from '@mp/contract/oms/exports';
import type { Database } from '../../../db/client';
import type { FileStorage } from '../../fms/files/file-storage';
import { insertFile } from '../../fms/files/files.queries';
import { BILL_CSV_HEADER, billCopyQuery, countBillHistories, findMerchantBill } from './bill-rows';
import { copyLines } from './copy-lines';
import { type CsvChunk, csvHeaderLine, UTF8_BOM } from './csv';
import { finishJob, reportProgress } from './exports.queries';
import type { ExportJobRow } from './exports.table';
import { countExportOrders, ORDER_CSV_HEADER, orderCopySlices } from './order-rows';

const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** Where an export file lives: under the merchant, named by its job (a retry overwrites it). */
export const exportFileKey = (job: Pick<ExportJobRow, 'id' | 'merchantId' | 'fileName'>) =>
  `merchants/${job.merchantId}/exports/${job.id}-${job.fileName}`;

class JobTakenOver extends Error {
  constructor(jobId: number) {
    super(`export job ${jobId} was taken over by another worker`);
  }
}

export type ExportDeps = {
  database: Database;
  storage: FileStorage;
  workerId: string;
  /** Rows per COPY statement of an order export on PGlite, which hands a statement's output back whole. */
  sliceRows: number;
  /** How often the job's progress and heartbeat are written. */
  progressMs: number;
};

/** What an export writes: a header, the lines, and their number (counted alongside). */
type CsvSource = { header: string; total: Promise<number>; chunks: AsyncIterable<CsvChunk> };

async function sourceOf(
  deps: ExportDeps,
  job: ExportJobRow,
  signal: AbortSignal,
): Promise<CsvSource> {
  const { database } = deps;
  const { db } = database;
  if (job.kind === 'orders_csv') {
    const filters = orderExportBodySchema.parse(job.filters);
    // PostgreSQL streams one COPY (one snapshot of the orders, as fast as the file takes them).
    const sliceRows = database.kind === 'pglite' ? deps.sliceRows : undefined;
    async function* chunks() {
      for await (const slice of orderCopySlices(db, job.merchantId, filters, sliceRows)) {
        yield* copyLines(database, slice, signal);
      }
    }
    return {
      header: csvHeaderLine(ORDER_CSV_HEADER),
      total: countExportOrders(db, job.merchantId, filters),
      chunks: chunks(),
    };
  }
  const billId = Number(job.filters.billId);
  if (!(await findMerchantBill(db, job.merchantId, billId))) {
    throw new Error(`bill ${billId} of merchant ${job.merchantId} is gone`);
  }
  return {
    header: csvHeaderLine(BILL_CSV_HEADER),
    total: countBillHistories(db, job.merchantId, billId),
    chunks: copyLines(database, billCopyQuery(db, job.merchantId, billId), signal),
  };
}

/** Resolves once the stream can take more; rejects if the storage gave up on it. */
function writeChunk(stream: PassThrough, text: string | Buffer) {
  // Gone already (the storage failed while the lines were read): no 'close' is coming.
  if (stream.destroyed) return Promise.reject(new Error('the file storage closed the stream'));
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
 * Beats the job's heartbeat and writes its progress every `progressMs` (a second by default: each
 * is a committed write) on a timer, so a slow first row or a slow storage still beats. A report
 * that finds the job taken over, or that fails, aborts `signal`.
 */
function reportPeriodically(deps: ExportDeps, jobId: number, percent: () => number) {
  const controller = new AbortController();
  let pending: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (pending || controller.signal.aborted) return;
    pending = reportProgress(deps.database.db, jobId, deps.workerId, percent())
      .then(
        (ours) => {
          if (!ours) controller.abort(new JobTakenOver(jobId));
        },
        (error) => controller.abort(error),
      )
      .finally(() => {
        pending = undefined;
      });
  }, deps.progressMs);
  return {
    signal: controller.signal,
    async stop() {
      clearInterval(timer);
      await pending;
    },
  };
}

/** Lines written so far, of how many the count found (undefined until it answers). */
type Progress = { rows: number; total?: number };
const percentOf = ({ rows, total }: Progress) =>
  total === undefined ? 0 : total > 0 ? Math.min(99, Math.floor((rows * 100) / total)) : 99;

/**
 * Streams the job's lines into its file with the BOM and header first, in constant memory (the
 * storage's back-pressure bounds what is held).
 */
async function writeLines(
  deps: ExportDeps,
  job: ExportJobRow,
  fileKey: string,
  signal: AbortSignal,
  progress: Progress,
) {
  const source = await sourceOf(deps, job, signal);
  // The first lines need not wait for the count; until it comes, progress shows 0.
  const counted = source.total.then((total) => {
    progress.total = total;
  });
  counted.catch(() => {}); // awaited below
  const body = addAbortSignal(signal, new PassThrough({ highWaterMark: 256 * 1024 }));
  const stored = deps.storage.put(fileKey, body, CSV_CONTENT_TYPE);
  // Until awaited below, a failure surfaces through the stream; keep it from going unhandled.
  stored.catch(() => {});
  let bytes = 0;
  try {
    const head = UTF8_BOM + source.header;
    bytes += Buffer.byteLength(head);
    await writeChunk(body, head);
    for await (const chunk of source.chunks) {
      bytes += Buffer.byteLength(chunk.text);
      await writeChunk(body, chunk.text);
      progress.rows += chunk.lines;
      signal.throwIfAborted();
    }
    await counted;
    body.end();
    await stored;
    return bytes;
  } catch (error) {
    body.destroy(error as Error);
    await stored.catch(() => {});
    throw signal.aborted ? signal.reason : error;
  }
}

/**
 * Writes the job's file, reporting its progress and heartbeat meanwhile; then
 * records the file as the merchant's and marks the job done, in one transaction.
 */
export async function writeExportFile(deps: ExportDeps, job: ExportJobRow) {
  const fileKey = exportFileKey(job);
  const progress: Progress = { rows: 0 };
  const reports = reportPeriodically(deps, job.id, () => percentOf(progress));
  let bytes: number;
  try {
    bytes = await writeLines(deps, job, fileKey, reports.signal, progress);
  } finally {
    await reports.stop();
  }
  await deps.database.db.transaction(async (tx) => {
    await insertFile(tx, {
      key: fileKey,
      merchantId: job.merchantId,
      contentType: CSV_CONTENT_TYPE,
      size: bytes,
      originalName: job.fileName,
      purpose: 'export',
    });
    if (!(await finishJob(tx, job.id, deps.workerId, { fileKey, rowCount: progress.rows }))) {
      throw new JobTakenOver(job.id);
    }
  });
}
