import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  conflictingStock,
  deliveryChargeFormSchema,
  stockFormSchema,
  stockLevel,
} from './product-edits';

const charge = (value: string) => deliveryChargeFormSchema.safeParse({ deliveryCharge: value });
const firstMessage = (result: ReturnType<typeof charge>) => result.error?.issues[0]?.message;

describe('delivery charge form', () => {
  it('refuses a negative charge', () => {
    expect(firstMessage(charge('-5'))).toBe('products.edit.notNegative');
  });

  it('refuses more than two decimals', () => {
    expect(firstMessage(charge('12.345'))).toBe('products.edit.twoDecimals');
  });

  it('refuses an empty value, text and more than 10,000', () => {
    expect(firstMessage(charge(' '))).toBe('products.edit.required');
    expect(firstMessage(charge('sixty'))).toBe('products.edit.notAmount');
    expect(firstMessage(charge('10000.01'))).toBe('products.edit.chargeTooHigh');
  });

  it('accepts 0, whole and 2-decimal amounts as numbers', () => {
    expect(charge('0').data).toEqual({ deliveryCharge: 0 });
    expect(charge(' 75.5 ').data).toEqual({ deliveryCharge: 75.5 });
    expect(charge('10000').data).toEqual({ deliveryCharge: 10000 });
  });
});

describe('stock form', () => {
  it('takes whole, non-negative counts only', () => {
    expect(stockFormSchema.safeParse({ stock: '12' }).data).toEqual({ stock: 12 });
    expect(stockFormSchema.safeParse({ stock: '0' }).data).toEqual({ stock: 0 });
    expect(stockFormSchema.safeParse({ stock: '-1' }).error?.issues[0]?.message).toBe(
      'products.edit.notNegative',
    );
    expect(stockFormSchema.safeParse({ stock: '2.5' }).error?.issues[0]?.message).toBe(
      'products.edit.wholeNumber',
    );
  });
});

describe('a stock conflict', () => {
  it('reads the current stock from a 409 answer', () => {
    const error = new ApiError('CONFLICT', 'The stock changed', 409, [
      { path: 'body.stock', message: 'The current stock is 7' },
    ]);
    expect(conflictingStock(error)).toBe(7);
  });

  it('is not any other failure', () => {
    expect(conflictingStock(new ApiError('INTERNAL_ERROR', 'Boom', 500))).toBeUndefined();
    expect(conflictingStock(new ApiError('CONFLICT', 'Other', 409, []))).toBeUndefined();
  });
});

describe('stock level', () => {
  it('is out at 0, low at or under the threshold', () => {
    expect(stockLevel({ stock: 0, lowStockThreshold: 5 })).toBe('out');
    expect(stockLevel({ stock: 5, lowStockThreshold: 5 })).toBe('low');
    expect(stockLevel({ stock: 6, lowStockThreshold: 5 })).toBe('ok');
  });
});
