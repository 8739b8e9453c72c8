import { z } from 'zod';
import { dateOnlySchema, daysInOrder, pageEnvelopeSchema, pageQuerySchema } from '../common';

/**
 * What moves the merchant's balance, as the amount due counts it (spec §4): an approved bill
 * (a debit), an approved payment and a paid courier payment (credits), each on the day it
 * became so.
 */
const statementEntryKinds = ['bill', 'payment', 'courier_payment'] as const;
export type StatementEntryKind = (typeof statementEntryKinds)[number];

/** `from` / `to` are merchant-local days (Asia/Dhaka), both inclusive; either may be left out. */
const range = { from: dateOnlySchema.optional(), to: dateOnlySchema.optional() };

export const statementQuerySchema = pageQuerySchema
  .extend(range)
  .strict()
  .refine(...daysInOrder('from', 'to'));
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/**
 * The statement's days, as the page shows them: `POST bms/statement/export/{csv|xlsx}`'s body
 * and `GET bms/statement/balances`' query.
 */
export const statementRangeSchema = z
  .object(range)
  .strict()
  .refine(...daysInOrder('from', 'to'));
export type StatementRange = z.infer<typeof statementRangeSchema>;

/** At most this many points of the balance chart: the latest entries of the range. */
export const STATEMENT_CHART_POINTS = 1_000;

/** `GET bms/statement/balances`: the balance after each entry of the range, oldest first. */
export const statementBalancesSchema = z.object({
  points: z.array(z.object({ at: z.string(), balance: z.number() })),
});
export type StatementBalances = z.infer<typeof statementBalancesSchema>;

const statementEntrySchema = z.object({
  kind: z.enum(statementEntryKinds),
  /** The bill's, payment's or courier payment's id. */
  id: z.number().int(),
  /** When it started counting: a bill's or payment's approval, a courier payment's settlement. */
  at: z.string(),
  /**
   * The bill number, the payment's reference, or the courier's name; null: a payment without a
   * reference, or a courier payment with no courier on record.
   */
  reference: z.string().nullable(),
  /** What the merchant owes more (a bill), or 0. */
  debit: z.number(),
  /** What the merchant owes less (a payment, a remittance), or 0. */
  credit: z.number(),
  /** The due after this entry: positive is owed, negative a credit. */
  balance: z.number(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/**
 * `GET bms/statement`: a page of entries, oldest first, with the balance before the range and
 * after it. The closing balance of a range that reaches today is the amount due.
 */
export const statementSchema = pageEnvelopeSchema(statementEntrySchema).extend({
  openingBalance: z.number(),
  closingBalance: z.number(),
});
export type Statement = z.infer<typeof statementSchema>;
