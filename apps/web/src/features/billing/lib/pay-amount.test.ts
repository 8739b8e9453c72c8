import { PAY_AMOUNT_DECIMALS_MESSAGE, PAY_AMOUNT_MESSAGE } from '@mp/contract/bms/transactions';
import { describe, expect, it } from 'vitest';
import { filterAmountInput, payBillFormSchema } from './pay-amount';

const edit = (previous: string, next: string, caret?: number) =>
  filterAmountInput(previous, next, caret).value;

describe('the pay-bill amount field', () => {
  it('keeps digits and one decimal point', () => {
    expect(edit('', '1')).toBe('1');
    expect(edit('12', '12.')).toBe('12.');
    expect(edit('12.', '12.5')).toBe('12.5');
  });

  it('drops letters, signs, spaces and separators', () => {
    expect(edit('', 'a')).toBe('');
    expect(edit('12', '12a')).toBe('12');
    expect(edit('12', '1x2', 2)).toBe('12');
    expect(edit('', '-500')).toBe('500');
    expect(edit('', '1,000 ')).toBe('1000');
    expect(edit('', '1e5')).toBe('15');
  });

  it('ignores a second decimal point wherever it is typed', () => {
    expect(edit('12.5', '12.5.')).toBe('12.5');
    expect(edit('125.5', '1.25.5', 2)).toBe('125.5');
    expect(edit('1.5', '.1.5', 1)).toBe('1.5');
  });

  it('keeps the first decimal point of a pasted value', () => {
    expect(edit('', '1.2.3')).toBe('1.23');
    expect(edit('', '৳ 1,234.50')).toBe('1234.50');
  });

  it('puts the cursor after the kept part of the edit', () => {
    expect(filterAmountInput('12', '1a2', 2)).toEqual({ value: '12', caret: 1 });
    expect(filterAmountInput('125.5', '1.25.5', 2)).toEqual({ value: '125.5', caret: 1 });
    expect(filterAmountInput('', '1.2.3', 5)).toEqual({ value: '1.23', caret: 4 });
  });
});

describe('the pay-bill amount rule', () => {
  const message = (amount: string) => {
    const result = payBillFormSchema.safeParse({ amount });
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it("answers 'Amount must be more than 100' for an empty or too small amount", () => {
    expect(PAY_AMOUNT_MESSAGE).toBe('Amount must be more than 100');
    for (const amount of ['', ' ', '.', '0', '50', '99', '99.00']) {
      expect(message(amount), amount).toBe(PAY_AMOUNT_MESSAGE);
    }
  });

  it('accepts a number greater than 99', () => {
    expect(payBillFormSchema.parse({ amount: '100' })).toEqual({ amount: 100 });
    expect(payBillFormSchema.parse({ amount: '99.01' })).toEqual({ amount: 99.01 });
    expect(payBillFormSchema.parse({ amount: '8233.52' })).toEqual({ amount: 8233.52 });
    expect(payBillFormSchema.parse({ amount: '500.' })).toEqual({ amount: 500 });
  });

  it('refuses more than two decimals, as the server does', () => {
    expect(message('100.555')).toBe(PAY_AMOUNT_DECIMALS_MESSAGE);
  });
});
