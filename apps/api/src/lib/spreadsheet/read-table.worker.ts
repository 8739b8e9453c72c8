import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { readTable, type TableLimits, TableRefusal } from './read-table';

/** One file to read, and its answer: the table, or why the file is refused. */
export type ReadTableJob = { bytes: Uint8Array; format: 'csv' | 'xlsx'; limits: TableLimits };
export type ReadTableAnswer = { table: string[][] } | { refusal: string };

// On Linux a nice value belongs to a thread: this one yields the processor to the thread that
// serves the merchants (elsewhere it would belong to the whole process, so it is left alone).
if (process.platform === 'linux') os.setPriority(19);

// Files come one at a time (read-table-off-thread.ts waits for each answer).
parentPort?.on('message', (job: ReadTableJob) => {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  readTable(bytes, job.format, job.limits)
    .then((table): ReadTableAnswer => ({ table }))
    .catch((error): ReadTableAnswer => {
      if (error instanceof TableRefusal) return { refusal: error.message };
      throw error;
    })
    .then((answer) => parentPort?.postMessage(answer));
});
