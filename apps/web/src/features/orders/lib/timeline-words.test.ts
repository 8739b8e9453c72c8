import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale, type TranslateFn, translate } from '@/lib/i18n/i18n';
import { timelineWords } from './timeline-words';

function tIn(locale: 'en' | 'bn'): TranslateFn {
  document.documentElement.lang = locale;
  return (key, values) => translate(locale, key, values);
}

describe('a timeline entry in words', () => {
  beforeAll(() => loadLocale('bn'));

  const courier = {
    event: 'courier_assigned' as const,
    courier: 'Pathao',
    trackingNumber: 'PTH-1',
    pickupAddress: 'House 7, Dhanmondi',
    pickupAt: '2026-11-20T04:00:00.000Z',
  };

  it("words the courier's details with the pickup time on Dhaka's clock, in each language", () => {
    expect(timelineWords(courier, tIn('en'))).toBe(
      'Courier Pathao, tracking PTH-1; pickup from House 7, Dhanmondi; pickup at 20 Nov 2026, 10:00 AM',
    );
    expect(timelineWords(courier, tIn('bn'))).toBe(
      'কুরিয়ার Pathao, ট্র্যাকিং PTH-1; House 7, Dhanmondi থেকে পিকআপ; ২০ নভে ২০২৬, ১০:০০ AM-এ পিকআপ',
    );
  });

  it('words the other events, counting prints with their plural', () => {
    const en = tIn('en');
    expect(timelineWords({ event: 'invoice_printed', times: 1 }, en)).toBe('Printed 1 time so far');
    expect(timelineWords({ event: 'invoice_printed', times: 3 }, en)).toBe(
      'Printed 3 times so far',
    );
    expect(timelineWords({ event: 'delivery_charge_paid', amount: 120 }, en)).toBe(
      'The customer paid the delivery charge of ৳120.00',
    );
    const bn = tIn('bn');
    expect(timelineWords({ event: 'proof_marked', verdict: 'invalid' }, bn)).toBe(
      'পেমেন্টের প্রমাণ ভুল হিসেবে চিহ্নিত',
    );
    expect(timelineWords({ event: 'cod_collected' }, bn)).toBe('কুরিয়ার COD আদায় করেছে');
    document.documentElement.lang = 'en';
  });
});
