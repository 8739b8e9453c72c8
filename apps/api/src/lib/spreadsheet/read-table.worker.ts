import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { readTable, type TableLimits, TableRefusal } from './read-table';

/** One file to read (as base64), and its answer: the table, or why the file is refused. */
export type ReadTableJob = { base64: string; format: 'csv' | 'xlsx'; limits: TableLimits };
export type ReadTableAnswer = { table: string[][] } | { refusal: string };

// On Linux a nice value belongs to a thread: this one yields the processor to the thread that
// serves the merchants (elsewhere it would belong to the whole process, so it is left alone).
if (process.platform === 'linux') os.setPriority(19);

const STANDARD_BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

// Files come one at a time (read-table-off-thread.ts waits for each answer).
parentPort?.on('message', (job: ReadTableJob) => {
  Promise.resolve()
    .then(() => {
      // Decoded here, with its check: neither costs the thread that serves every merchant.
      if (!STANDARD_BASE64.test(job.base64)) {
        throw new TableRefusal('The file must be sent as standard base64, without a data: prefix');
      }
      return readTable(Buffer.from(job.base64, 'base64'), job.format, job.limits);
    })
    .then((table): ReadTableAnswer => ({ table }))
    .catch((error): ReadTableAnswer => {
      if (error instanceof TableRefusal) return { refusal: error.message };
      throw error;
    })
    .then((answer) => parentPort?.postMessage(answer));
});
