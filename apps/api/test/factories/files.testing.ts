import type { Db } from '../../src/db/client';
import { files } from '../../src/modules/fms/files/files.table';
import { factoryCounter } from './counters';

const nextCreated = factoryCounter();

/** A file row of the merchant (the bytes, where a test needs them, go to the storage itself). */
export async function createFile(
  db: Db,
  merchantId: number,
  fields: Partial<typeof files.$inferInsert> = {},
) {
  const created = nextCreated();
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
