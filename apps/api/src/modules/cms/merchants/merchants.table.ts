import type { CodPaymentPreference } from '@mp/contract/cms/merchants';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../ums/users/users.table';

export const merchants = pgTable(
  'merchants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: integer()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    logo: text(),
    phone: text(),
    email: text(),
    address: text(),
    streetAddress: text(),
    area: text(),
    division: text(),
    subDistrict: text(),
    district: text(),
    upazilla: text(),
    city: text(),
    postalCode: text(),
    codPaymentPreference: jsonb().$type<CodPaymentPreference>(),
    diamondPoints: integer().notNull().default(0),
    /** Delist a product when its stock reaches 0, relist it when stock returns (decision 057). */
    autoDelist: boolean().notNull().default(false),
    /** The low-stock threshold of the merchant's products that have none of their own. */
    lowStockThreshold: integer().notNull().default(5),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchants_owner_idx').on(t.ownerUserId, t.id)],
);
