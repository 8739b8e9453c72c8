import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
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
    })
    .from(files)
    .where(and(eq(files.merchantId, merchantId), inArray(files.key, keys)));
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
