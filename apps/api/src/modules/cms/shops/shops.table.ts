import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchants.table';

const shopStatuses = ['active', 'inactive', 'suspended'] as const;

export const shops = pgTable(
  'shops',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    name: text().notNull(),
    slug: text().notNull(),
    logo: text(),
    address: text(),
    city: text(),
    status: text({ enum: shopStatuses }).notNull().default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shops_merchant_idx').on(t.merchantId, t.id)],
);
