import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The couriers the marketplace's orders travel with: orders, courier payments and the COD
 * reconciliation name a courier by its id here, so one courier reads the same on every page.
 */
export const couriers = pgTable('couriers', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  /**
   * How a written name finds its courier: the SQL function `courier_slug` (migration 0026) of
   * the name, so "Pathao Courier", "pathao" and "Pathao" are one courier.
   */
  slug: text().notNull().unique(),
});
