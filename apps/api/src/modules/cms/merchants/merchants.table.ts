import type { CodPaymentPreference } from '@mp/contract/cms/merchants';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchants_owner_idx').on(t.ownerUserId, t.id)],
);
