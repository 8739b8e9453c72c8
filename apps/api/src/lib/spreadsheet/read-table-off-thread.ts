import type { Worker } from 'node:worker_threads';
import { AppError } from '../errors';
import { typeScriptWorker } from '../typescript-worker';
import type { TableLimits } from './read-table';
import type { ReadTableAnswer, ReadTableJob } from './read-table.worker';

export type ThreadLimits = {
  /** The thread is stopped and the file refused past this time. */
  deadlineMs: number;
  /** The thread's heap; past it the thread dies and the file is refused. Set when it starts. */
  maxHeapMb: number;
};

const defaultThreadLimits: ThreadLimits = { deadlineMs: 4_000, maxHeapMb: 128 };

/** Files read at once in this process, and files waiting their turn: the rest are refused. */
const READING_AT_ONCE = 1;
const WAITING_AT_MOST = 4;

let reading = 0;
const waiting: (() => void)[] = [];
const merchantsReading = new Set<number>();

const refused = (message: string) => new AppError('VALIDATION_ERROR', message);
const cannotRead = (format: 'csv' | 'xlsx') => `The file cannot be read as ${format.toUpperCase()}`;
const busy = (message: string) =>
  new AppError('RATE_LIMITED', message, { headers: { 'retry-after': '5' } });

async function takeTurn(merchantId: number) {
  if (merchantsReading.has(merchantId)) {
    throw busy('Another file of yours is still being read; try again when it is done');
  }
  if (reading >= READING_AT_ONCE && waiting.length >= WAITING_AT_MOST) {
    throw busy('Many files are being read right now; try again in a few seconds');
  }
  merchantsReading.add(merchantId);
  // A file that ends hands its place to the next one waiting, so none can jump the queue.
  if (reading >= READING_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else reading += 1;
}

function endTurn(merchantId: number) {
  merchantsReading.delete(merchantId);
  const next = waiting.shift();
  if (next) next();
  else reading -= 1;
}

/** The reader thread, kept for the next file; a new one replaces it after a death or a deadline. */
let reader: Worker | undefined;
let readerHeapMb = 0;

function readerThread(limits: ThreadLimits) {
  if (reader && readerHeapMb === limits.maxHeapMb) return reader;
  void reader?.terminate();
  readerHeapMb = limits.maxHeapMb;
  const worker = typeScriptWorker(new URL('./read-table.worker.ts', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 16 },
  });
  // An idle reader does not keep the process alive.
  worker.unref();
  // A file being read hears its thread's errors through its own listeners; an error outside a
  // file (its deadline just passed) only ends the thread, which the next file replaces. Without
  // a listener here, such an error would end the whole process.
  worker.on('error', () => {});
  worker.on('exit', () => {
    if (reader === worker) reader = undefined;
  });
  reader = worker;
  return worker;
}

/** Reads one file on the reader thread, with its capped heap and a deadline. */
function readOnThread(job: ReadTableJob, limits: ThreadLimits) {
  return new Promise<string[][]>((resolve, reject) => {
    const worker = readerThread(limits);
    const settle = (outcome: () => void) => {
      clearTimeout(deadline);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      outcome();
    };
    const onMessage = (answer: ReadTableAnswer) =>
      settle(() => ('table' in answer ? resolve(answer.table) : reject(refused(answer.refusal))));
    // Whatever ended the thread, the file is what it was reading: it is refused, not a 500.
    const onError = (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          refused(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? 'The file needs too much memory to read'
              : cannotRead(job.format),
          ),
        ),
      );
    const onExit = () => settle(() => reject(refused(cannotRead(job.format))));
    const deadline = setTimeout(
      () =>
        settle(() => {
          if (reader === worker) reader = undefined;
          void worker.terminate();
          reject(refused('The file takes too long to read'));
        }),
      limits.deadlineMs,
    );
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(job);
  });
}

/**
 * A CSV or XLSX file's table, read off the thread that serves every merchant, by one reader thread kept between files (starting a
 * thread and compiling the reader is work every other merchant would feel): a file that is hostile or merely huge costs that thread's heap
 * and at most a few seconds, and answers 400; one merchant reads one file at a time, and the
 * process one at once with a few waiting (429 past that).
 */
export async function readTableOffThread(
  merchantId: number,
  bytes: Uint8Array,
  format: 'csv' | 'xlsx',
  limits: TableLimits,
  threadLimits: ThreadLimits = defaultThreadLimits,
): Promise<string[][]> {
  await takeTurn(merchantId);
  try {
    return await readOnThread({ bytes, format, limits }, threadLimits);
  } finally {
    endTurn(merchantId);
  }
}
