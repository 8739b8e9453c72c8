import { exportFormats, exportKinds, exportStatuses } from '@mp/contract/oms/exports';
import { languages } from '@mp/contract/oms/stage-labels';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { merchants } from '../../cms/merchants/merchants.table';
import { users } from '../../ums/users/users.table';

/**
 * An export job, which is also the merchant's export-history entry. Any API process's worker
 * claims queued jobs (FOR UPDATE SKIP LOCKED) and keeps `heartbeat_at` fresh while it writes; a
 * running job whose heartbeat went stale belonged to a process that died and is claimed again.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: exportKinds }).notNull(),
    format: text({ enum: exportFormats }).notNull().default('csv'),
    /** The language of the merchant who asked: the file's words (stages) are in it. */
    language: text({ enum: languages }).notNull().default('en'),
    fileName: text().notNull(),
    status: text({ enum: exportStatuses }).notNull().default('queued'),
    progress: smallint().notNull().default(0),
    rowCount: integer().notNull().default(0),
    /**
     * Whether customers' phones are written as they are: only for a person whose role may
     * export them (decision 076); otherwise each is masked.
     */
    customerPhones: boolean().notNull().default(true),
    /** The filters the export was made with, as the merchant gave them. */
    filters: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The file's key in the file storage once written (the API's resourcePath). */
    fileKey: text(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedBy: text(),
    heartbeatAt: timestamp({ withTimezone: true }),
    attempts: smallint().notNull().default(0),
  },
  (t) => [
    index('export_jobs_merchant_created_idx').on(t.merchantId, t.createdAt, t.id),
    // The worker's claim scans only the jobs still to do.
    index('export_jobs_pending_idx').on(t.id).where(sql`${t.status} in ('queued', 'running')`),
    check('export_jobs_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);
export type ExportJobRow = typeof exportJobs.$inferSelect;

/**
 * When each merchant's export was last taken up by a worker: workers take the queued job of the
 * merchant served longest ago first, so one merchant's queue never holds another's export back
 * by more than the job being written.
 */
export const exportTurns = pgTable('export_turns', {
  merchantId: integer()
    .primaryKey()
    .references(() => merchants.id),
  servedAt: timestamp({ withTimezone: true }).notNull(),
});
