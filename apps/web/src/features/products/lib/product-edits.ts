import { MAX_DELIVERY_CHARGE, MAX_STOCK, type ShopProduct } from '@mp/contract/cms/products';
import { isLowStock } from '@mp/contract/cms/stock-level';
import { z } from 'zod';
import type { ApiError } from '@/lib/api-client';
import type { MessageKey } from '@/lib/i18n/en';

/**
 * The inline editors' forms. Inputs are text (a phone keyboard, no browser rounding); the
 * messages are i18n keys. The output is what the contract's body takes.
 */
export const deliveryChargeFormSchema = z.object({
  deliveryCharge: z
    .string()
    .trim()
    .min(1, 'products.edit.required' satisfies MessageKey)
    .refine((value) => !value.startsWith('-'), 'products.edit.notNegative' satisfies MessageKey)
    .refine((value) => /^\d+(\.\d+)?$/.test(value), 'products.edit.notAmount' satisfies MessageKey)
    .refine(
      (value) => /^\d+(\.\d{1,2})?$/.test(value),
      'products.edit.twoDecimals' satisfies MessageKey,
    )
    .transform(Number)
    .refine(
      (value) => value <= MAX_DELIVERY_CHARGE,
      'products.edit.chargeTooHigh' satisfies MessageKey,
    ),
});

export const stockFormSchema = z.object({
  stock: z
    .string()
    .trim()
    .min(1, 'products.edit.required' satisfies MessageKey)
    .refine((value) => !value.startsWith('-'), 'products.edit.notNegative' satisfies MessageKey)
    .refine((value) => /^\d+$/.test(value), 'products.edit.wholeNumber' satisfies MessageKey)
    .transform(Number)
    .refine((value) => value <= MAX_STOCK, 'products.edit.stockTooHigh' satisfies MessageKey),
});

/** A product's own low-stock threshold; empty: follow the merchant's default (null). */
export const thresholdFormSchema = z.object({
  threshold: z
    .string()
    .trim()
    .refine((value) => !value.startsWith('-'), 'products.edit.notNegative' satisfies MessageKey)
    .refine(
      (value) => value === '' || /^\d+$/.test(value),
      'products.edit.wholeNumber' satisfies MessageKey,
    )
    .transform((value) => (value === '' ? null : Number(value)))
    .refine(
      (value) => value === null || value <= MAX_STOCK,
      'products.edit.stockTooHigh' satisfies MessageKey,
    ),
});

/**
 * The stock the server reported with a 409 (STOCK_CHANGED or STOCK_OUT_OF_RANGE: "The current
 * stock is N"), or undefined
 * for any other failure.
 */
export function conflictingStock(error: ApiError | null | undefined): number | undefined {
  if (error?.status !== 409 || !Array.isArray(error.details)) return undefined;
  for (const detail of error.details as { message?: unknown }[]) {
    const match =
      typeof detail?.message === 'string' ? /current stock is (\d+)/i.exec(detail.message) : null;
    if (match?.[1]) return Number(match[1]);
  }
  return undefined;
}

export type StockLevel = 'out' | 'low' | 'ok';

/** Out of stock at 0; else low by the low-stock rule. */
export function stockLevel(product: Pick<ShopProduct, 'stock' | 'lowStockThreshold'>): StockLevel {
  if (product.stock <= 0) return 'out';
  return isLowStock(product) ? 'low' : 'ok';
}
