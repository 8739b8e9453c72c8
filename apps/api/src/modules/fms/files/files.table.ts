import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from '../../cms/merchants/merchants.table';

const filePurposes = ['attachment', 'payment_proof', 'export'] as const;
export type FilePurpose = (typeof filePurposes)[number];

/** Who owns each stored file: a key that is not the merchant's answers 404. */
export const files = pgTable(
  'files',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    contentType: text().notNull(),
    size: integer().notNull(),
    originalName: text().notNull(),
    purpose: text({ enum: filePurposes }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When an upload was first attached to something (an issue comment); null until then. */
    attachedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('files_key_key').on(t.key),
    index('files_merchant_idx').on(t.merchantId, t.createdAt),
    // The uploads never attached, oldest first: what the sweep removes after a day.
    index('files_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.purpose} = 'attachment' and ${t.attachedAt} is null`),
  ],
);
