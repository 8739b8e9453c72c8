import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from '../../cms/merchants/merchants.table';

const filePurposes = ['attachment', 'payment_proof', 'export'] as const;

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
  },
  (t) => [
    uniqueIndex('files_key_key').on(t.key),
    index('files_merchant_idx').on(t.merchantId, t.createdAt),
  ],
);
