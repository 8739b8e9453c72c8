import { beforeAll, describe, expect, it } from 'vitest';
import type { TranslateFn } from '@/lib/i18n/i18n';
import { loadLocale, translate } from '@/lib/i18n/i18n';
import { billLineWords } from './bill-line-words';

/** The words as the panel shows them in `locale` (its dates and digits follow `<html lang>`). */
function wordsIn(locale: 'en' | 'bn', line: Parameters<typeof billLineWords>[0]) {
  document.documentElement.lang = locale;
  const t: TranslateFn = (key, values) => translate(locale, key, values);
  return billLineWords(line, t);
}

describe('a bill line in words', () => {
  beforeAll(() => loadLocale('bn'));

  const commission = {
    kind: 'commission' as const,
    description: '5% of ৳1,200.00 (Electronics) + 8% of ৳350.00 (Fashion)',
    details: {
      commission: [
        { percent: 5, base: 1200, category: 'Electronics' },
        { percent: 8, base: 350, category: 'Fashion' },
      ],
    },
  };

  it('words what the server worked the line out from, in English and in Bangla', () => {
    expect(wordsIn('en', commission)).toBe(
      '5% of ৳1,200.00 (Electronics) + 8% of ৳350.00 (Fashion)',
    );
    expect(wordsIn('bn', commission)).toBe(
      '৳1,200.00-এর ৫% (Electronics) + ৳350.00-এর ৮% (Fashion)',
    );
    const codFee = {
      kind: 'cod_fee' as const,
      description: '1% of ৳2,000.00 collected',
      details: { codFee: { percent: 1, base: 2000 } },
    };
    expect(wordsIn('bn', codFee)).toBe('আদায় করা ৳2,000.00-এর ১%');
    const platformFee = {
      kind: 'platform_fee' as const,
      description: 'Platform fee, November 2026',
      details: { platformFee: { from: '2026-11-01', to: '2026-11-30' } },
    };
    expect(wordsIn('en', platformFee)).toBe('For 01 Nov 2026 to 30 Nov 2026');
    expect(wordsIn('bn', platformFee)).toBe('০১ নভে ২০২৬ থেকে ৩০ নভে ২০২৬-এর জন্য');
    expect(
      wordsIn('bn', { kind: 'delivery_charge', description: 'Collected…', details: null }),
    ).toBe('কুরিয়ার COD-এর সাথে আদায় করেছে');
  });

  it("keeps an adjustment's own note as the finance team wrote it", () => {
    const adjustment = {
      kind: 'adjustment' as const,
      description: 'Refund of a lost parcel',
      details: null,
    };
    expect(wordsIn('bn', adjustment)).toBe('Refund of a lost parcel');
    document.documentElement.lang = 'en';
  });
});
