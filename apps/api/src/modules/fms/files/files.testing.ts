import type { Db } from '../../../db/client';
import { files } from './files.table';

let created = 0;

/** A file row of the merchant (the bytes, where a test needs them, go to the storage itself). */
export async function createFile(
  db: Db,
  merchantId: number,
  fields: Partial<typeof files.$inferInsert> = {},
) {
  created += 1;
  const [file] = await db
    .insert(files)
    .values({
      key: `merchants/${merchantId}/attachments/test-${created}.png`,
      contentType: 'image/png',
      size: 1024,
      originalName: `photo-${created}.png`,
      purpose: 'attachment',
      ...fields,
      merchantId,
    })
    .returning();
  return file!;
}
