import { payAmountSchema } from '@mp/contract/bms/transactions';
import { z } from 'zod';

export type AmountEdit = { value: string; caret: number };

const countDots = (text: string) => text.split('.').length - 1;

function keepFirstDot(text: string): string {
  const dot = text.indexOf('.');
  return dot === -1 ? text : text.slice(0, dot + 1) + text.slice(dot + 1).replaceAll('.', '');
}

/**
 * Spec 5: the amount field takes only digits and one decimal point. Given the value before
 * and after an edit (a keystroke, a paste, a drop) and the cursor after it, returns what the
 * field may hold: other characters are dropped, and a decimal point typed while there is one
 * already is ignored (the existing one stays where it is). `caret` is where the cursor belongs.
 */
export function filterAmountInput(
  previous: string,
  next: string,
  caretInNext: number = next.length,
): AmountEdit {
  const cleaned = next.replace(/[^\d.]/g, '');
  if (countDots(cleaned) <= 1) {
    return { value: cleaned, caret: next.slice(0, caretInNext).replace(/[^\d.]/g, '').length };
  }
  // Find what the edit inserted: the part between the unchanged start and the unchanged end.
  let start = 0;
  while (start < previous.length && start < cleaned.length && previous[start] === cleaned[start]) {
    start++;
  }
  let end = 0;
  while (
    end < previous.length - start &&
    end < cleaned.length - start &&
    previous[previous.length - 1 - end] === cleaned[cleaned.length - 1 - end]
  ) {
    end++;
  }
  const before = cleaned.slice(0, start);
  const after = cleaned.slice(cleaned.length - end);
  const inserted = cleaned.slice(start, cleaned.length - end);
  const insertedClean = (before + after).includes('.')
    ? inserted.replaceAll('.', '')
    : keepFirstDot(inserted);
  const value = keepFirstDot(before + insertedClean + after);
  return { value, caret: Math.min(start + insertedClean.length, value.length) };
}

/**
 * The pay-now form: required, a number greater than 99 (else the spec's
 * 'Amount must be more than 100'), at most two decimals: the contract's own rule.
 */
export const payBillFormSchema = z.object({
  amount: z
    .string()
    .transform((raw) => {
      const text = raw.trim();
      return /\d/.test(text) ? Number(text) : Number.NaN;
    })
    .pipe(payAmountSchema),
});
export type PayBillFormInput = z.input<typeof payBillFormSchema>;
export type PayBillFormValues = z.output<typeof payBillFormSchema>;
