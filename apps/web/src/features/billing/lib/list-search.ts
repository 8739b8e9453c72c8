import { z } from 'zod';

/** Paging and URL helpers shared by the bills, payments and courier payments lists. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE = 20;

export const pageParam = z.coerce.number().int().min(1).optional().catch(undefined);
export const limitParam = z.coerce
  .number()
  .int()
  .refine((value) => (PAGE_SIZES as readonly number[]).includes(value))
  .optional()
  .catch(undefined);

export const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
  .optional()
  .catch(undefined);

export const directionParam = z.enum(['asc', 'desc']).optional().catch(undefined);

/** Drops the params left undefined, so URLs stay short. */
export function compact<T extends Record<string, unknown>>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}

/** A reversed range would answer nothing: read it the way the merchant meant it. */
export function ordered(from: string | undefined, to: string | undefined) {
  return from && to && from > to ? { from: to, to: from } : { from, to };
}

/** The row's serial number across pages (spec 9): (page-1)*pageSize + index + 1. */
export function serialNumber(page: number, pageSize: number, index: number): number {
  return (page - 1) * pageSize + index + 1;
}
