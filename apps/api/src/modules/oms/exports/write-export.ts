import { addAbortSignal, PassThrough, type TransformCallback } from 'node:stream';
import { statementRangeSchema } from '@mp/contract/bms/statement';
import {
  codExportBodySchema,
  type ExportFormat,
  orderExportBodySchema,
  productExportBodySchema,
} from '@mp/contract/oms/exports';
import { activityFilterSchema } from '@mp/contract/ums/activity';
import type { Database, Db } from '../../../db/client';
import { maskPhone } from '../../../lib/member-view';
import type { FileStorage } from '../../fms/files/file-storage';
import { insertFile } from '../../fms/files/files.queries';
import { activityExportSource } from './activity-rows';
import { billExportSource, findMerchantBill } from './bill-rows';
import { codExportSource } from './cod-rows';
import { csvHeader, csvLines } from './csv';
import type { ExportColumn, ExportSource } from './export-columns';
import { exportRows, type TextRow } from './export-rows';
import { finishJob, reportProgress } from './exports.queries';
import type { ExportJobRow } from './exports.table';
import { orderExportSource } from './order-rows';
import { productExportSource } from './product-rows';
import { statementExportSource } from './statement-rows';
import { XLSX_CONTENT_TYPE, XlsxSheetWriter } from './xlsx';

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
  /** Rows per query on PGlite, which hands a query's rows back whole. */
  sliceRows: number;
  /** How often the job's progress and heartbeat are written. */
  progressMs: number;
};

async function sourceOf(db: Db, job: ExportJobRow): Promise<ExportSource> {
  if (job.kind === 'orders') {
    const filters = orderExportBodySchema.parse(job.filters);
    // Without phones in the file, a search matches only a whole phone (as on screen).
    const phoneSearch = job.customerPhones ? 'part' : 'whole';
    return orderExportSource(db, job.merchantId, filters, job.language, phoneSearch);
  }
  if (job.kind === 'statement') {
    return statementExportSource(db, job.merchantId, statementRangeSchema.parse(job.filters));
  }
  if (job.kind === 'cod') {
    return codExportSource(
      db,
      job.merchantId,
      codExportBodySchema.parse(job.filters),
      job.language,
    );
  }
  if (job.kind === 'activity') {
    const filter = activityFilterSchema.parse(job.filters);
    return activityExportSource(db, job.merchantId, filter, job.language);
  }
  if (job.kind === 'products') {
    return productExportSource(db, job.merchantId, productExportBodySchema.parse(job.filters));
  }
  const billId = Number(job.filters.billId);
  if (!(await findMerchantBill(db, job.merchantId, billId))) {
    throw new Error(`bill ${billId} of merchant ${job.merchantId} is gone`);
  }
  return billExportSource(db, job.merchantId, billId, job.language);
}

/** The file's rows written by its format's writer, each batch once the storage can take it. */
async function writeFile(
  deps: ExportDeps,
  { format, customerPhones }: Pick<ExportJobRow, 'format' | 'customerPhones'>,
  source: ExportSource,
  body: PassThrough,
  signal: AbortSignal,
  progress: Progress,
) {
  const read = exportRows(deps.database, source, deps.sliceRows, signal);
  const rows = customerPhones ? read : withPhonesMasked(read, source.columns);
  if (format === 'csv') {
    await writeChunk(body, csvHeader(source.columns));
    for await (const batch of rows) {
      await writeChunk(body, csvLines(source.columns, batch));
      progress.rows += batch.length;
    }
    return;
  }
  const sheet = new XlsxSheetWriter(body, source.title, source.columns);
  for await (const batch of rows) {
    await sheet.addRows(batch);
    await drained(body);
    progress.rows += batch.length;
  }
  await sheet.finish();
}

/** The rows with every phone cell masked, for a person whose role may not export phones. */
async function* withPhonesMasked(rows: AsyncIterable<TextRow[]>, columns: ExportColumn[]) {
  const phone = columns.map((column) => column.kind === 'phone');
  for await (const batch of rows) {
    yield batch.map((row) =>
      row.map((text, i) => (text !== null && phone[i] ? maskPhone(text) : text)),
    );
  }
}

/** Resolves once the stream can take more; rejects if the storage gave up on it. */
function writeChunk(stream: PassThrough, text: string | Buffer) {
  // Gone already (the storage failed while the lines were read): no 'close' is coming.
  if (stream.destroyed) return Promise.reject(new Error('the file storage closed the stream'));
  return stream.write(text) ? Promise.resolve() : drained(stream);
}

/** Resolves once the storage has taken what waits in the stream. */
function drained(stream: PassThrough) {
  if (stream.destroyed) return Promise.reject(new Error('the file storage closed the stream'));
  if (!stream.writableNeedDrain) return Promise.resolve();
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

/** The file's bytes on their way to the storage, counted (the file record keeps its size). */
class CountedBytes extends PassThrough {
  bytes = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    callback(null, chunk);
  }
}

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: XLSX_CONTENT_TYPE,
};

/**
 * Streams the job's rows into its file in constant memory (the storage's back-pressure bounds
 * what is held), counting them against the source's total for the progress.
 */
async function writeRows(
  deps: ExportDeps,
  job: ExportJobRow,
  fileKey: string,
  signal: AbortSignal,
  progress: Progress,
) {
  const source = await sourceOf(deps.database.db, job);
  // The first rows need not wait for the count; until it comes, progress shows 0.
  const counted = source.total.then((total) => {
    progress.total = total;
  });
  counted.catch(() => {}); // awaited below
  const body = new CountedBytes({ highWaterMark: 256 * 1024 });
  addAbortSignal(signal, body);
  const stored = deps.storage.put(fileKey, body, contentTypes[job.format]);
  // Until awaited below, a failure surfaces through the stream; keep it from going unhandled.
  stored.catch(() => {});
  try {
    await writeFile(deps, job, source, body, signal, progress);
    await counted;
    body.end();
    await stored;
    return body.bytes;
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
    bytes = await writeRows(deps, job, fileKey, reports.signal, progress);
  } finally {
    await reports.stop();
  }
  await deps.database.db.transaction(async (tx) => {
    await insertFile(tx, {
      key: fileKey,
      merchantId: job.merchantId,
      contentType: contentTypes[job.format],
      size: bytes,
      originalName: job.fileName,
      purpose: 'export',
    });
    if (!(await finishJob(tx, job.id, deps.workerId, { fileKey, rowCount: progress.rows }))) {
      throw new JobTakenOver(job.id);
    }
  });
}
