import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { exportJobs } from '../../oms/exports/exports.table';
import { files } from './files.table';

export type NewFileRow = typeof files.$inferInsert;

export async function insertFile(db: Db, row: NewFileRow) {
  const [saved] = await db.insert(files).values(row).returning({
    key: files.key,
    fileName: files.originalName,
    contentType: files.contentType,
    size: files.size,
  });
  if (!saved) throw new Error('file insert returned nothing');
  return saved;
}

/** The merchant's files among `keys`; a key of another merchant is simply absent. */
export function findMerchantFiles(db: Db, merchantId: number, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select({
      key: files.key,
      fileName: files.originalName,
      contentType: files.contentType,
      size: files.size,
      purpose: files.purpose,
    })
    .from(files)
    .where(and(eq(files.merchantId, merchantId), inArray(files.key, keys)));
}

/** Whether the file is an export the person made (an export is its maker's alone). */
export async function isOwnExportFile(db: Db, merchantId: number, userId: number, key: string) {
  const [row] = await db
    .select({ id: exportJobs.id })
    .from(exportJobs)
    .where(
      and(
        eq(exportJobs.merchantId, merchantId),
        eq(exportJobs.userId, userId),
        eq(exportJobs.fileKey, key),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** By key alone: only for the signed URL, whose signature already proves the grant. */
export async function findFileByKey(db: Db, key: string) {
  const [row] = await db
    .select({ contentType: files.contentType, originalName: files.originalName })
    .from(files)
    .where(eq(files.key, key))
    .limit(1);
  return row;
}

/**
 * The bytes a merchant uploaded in the last 24 hours (its files_merchant_idx range), and when
 * the oldest of them leaves that window.
 */
export async function uploadedInLastDay(db: Db, merchantId: number) {
  const [row] = await db
    .select({
      bytes: sql<number>`coalesce(sum(${files.size}), 0)`.mapWith(Number),
      secondsUntilOldestLeaves: sql<
        number | null
      >`ceil(extract(epoch from min(${files.createdAt}) + interval '1 day' - now()))`,
    })
    .from(files)
    .where(
      and(
        eq(files.merchantId, merchantId),
        eq(files.purpose, 'attachment'),
        gt(files.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return {
    bytes: row?.bytes ?? 0,
    // At least a second: the oldest upload may be leaving the window right now.
    secondsUntilOldestLeaves: Math.max(1, Number(row?.secondsUntilOldestLeaves ?? 1)),
  };
}

/**
 * Marks the merchant's uploads among `keys` attached (the first time only) and answers the keys
 * it found: a key of another merchant, or one the sweep has just removed, is absent. The row
 * lock it takes keeps the sweep from removing a file being attached.
 */
export async function attachFiles(db: Db, merchantId: number, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .update(files)
    .set({ attachedAt: sql`coalesce(${files.attachedAt}, now())` })
    .where(and(eq(files.merchantId, merchantId), inArray(files.key, keys)))
    .returning({ key: files.key });
}

/** Removes up to `limit` uploads never attached that were made before `before`; answers their keys. */
export async function deleteUnattachedUploads(db: Db, before: Date, limit: number) {
  const stale = db
    .select({ id: files.id })
    .from(files)
    .where(
      and(eq(files.purpose, 'attachment'), isNull(files.attachedAt), lt(files.createdAt, before)),
    )
    .orderBy(asc(files.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const removed = await db
    .delete(files)
    .where(and(inArray(files.id, stale), isNull(files.attachedAt)))
    .returning({ key: files.key });
  return removed.map((row) => row.key);
}
