import { numeric } from 'drizzle-orm/pg-core';

/**
 * BDT amounts: exact decimal in the database (sums never drift), a number with at most two
 * fraction digits in JavaScript and on the wire.
 */
export const money = () => numeric({ precision: 14, scale: 2, mode: 'number' });
