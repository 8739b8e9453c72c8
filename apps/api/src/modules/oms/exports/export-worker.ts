import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { FileStorage } from '../../fms/files/file-storage';
import { claimNextJob, failExhaustedJobs, failJob } from './exports.queries';
import { writeExportFile } from './write-export';

export type ExportWorkerOptions = {
  /** How often an idle worker looks for queued jobs; 0: never on its own (kick() still works). */
  pollMs: number;
  /** A running job whose heartbeat is older than this belonged to a process that died. */
  staleSeconds: number;
  /** Claims of one job at most (a process dying mid-export counts one); then it is failed. */
  maxAttempts: number;
  /** Rows per query of an export on PGlite (it hands a query's rows back whole). */
  sliceRows: number;
  /** How often a running job writes its progress and heartbeat (well under staleSeconds). */
  progressMs: number;
};

export const DEFAULT_EXPORT_WORKER: ExportWorkerOptions = {
  pollMs: 1_000,
  staleSeconds: 60,
  maxAttempts: 3,
  sliceRows: 10_000,
  progressMs: 1_000,
};

/**
 * Runs in every API process: takes one export job at a time from the shared table and writes its
 * file. Idle, it polls; a job queued by this process kicks it at once.
 */
export class ExportWorker {
  readonly id = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | undefined;
  private stopped = true;
  private again = false;

  constructor(
    private readonly deps: { database: Database; storage: FileStorage; log: FastifyBaseLogger },
    private readonly options: ExportWorkerOptions = DEFAULT_EXPORT_WORKER,
  ) {}

  start() {
    this.stopped = false;
    this.schedule(0);
  }

  /** Waits for the job in hand to finish its current step; a later process resumes the rest. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.current;
  }

  /** A job was just queued: look now rather than at the next poll. */
  kick() {
    if (this.stopped) return;
    if (this.current) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.current = this.drain().finally(() => {
        this.current = undefined;
        const again = this.again;
        this.again = false;
        if (again) this.schedule(0);
        else if (this.options.pollMs > 0) this.schedule(this.options.pollMs);
      });
    }, delay);
    this.timer.unref?.();
  }

  /** Every job there is, one after another, then back to polling. */
  private async drain() {
    try {
      while (!this.stopped && (await this.runOnce())) {
        // next job
      }
    } catch (error) {
      this.deps.log.error({ err: error }, 'export worker could not claim a job');
    }
  }

  /** Claims and runs at most one job; true when it found one. */
  async runOnce(): Promise<boolean> {
    const { database, storage, log } = this.deps;
    const { db } = database;
    const { staleSeconds, maxAttempts, sliceRows, progressMs } = this.options;
    const given = await failExhaustedJobs(db, staleSeconds, maxAttempts);
    if (given.length > 0) log.warn({ jobs: given.map((j) => j.id) }, 'export jobs given up');
    const job = await claimNextJob(db, this.id, staleSeconds, maxAttempts);
    if (!job) return false;
    try {
      await writeExportFile({ database, storage, workerId: this.id, sliceRows, progressMs }, job);
    } catch (error) {
      log.error({ err: error, jobId: job.id }, 'export failed');
      await failJob(db, job.id, this.id, 'The export could not be written; please try again');
    }
    return true;
  }
}
