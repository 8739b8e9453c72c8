import { describe, expect, it } from 'vitest';
import { FAQ } from './faq';
import { normalize, searchFaq } from './faq-search';

const ids = (query: string, locale: 'en' | 'bn' = 'en') =>
  searchFaq(FAQ, query, locale).map((entry) => entry.id);

describe('the support answers', () => {
  it('hold at least a dozen entries, each in English and Bangla', () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(12);
    for (const entry of FAQ) {
      expect(entry.question.en.trim()).not.toBe('');
      expect(entry.question.bn.trim()).not.toBe('');
      expect(entry.answer.en.trim()).not.toBe('');
      expect(entry.answer.bn.trim()).not.toBe('');
    }
    expect(new Set(FAQ.map((entry) => entry.id)).size).toBe(FAQ.length);
  });
});

describe('searching the answers', () => {
  it('lists everything in order for an empty search', () => {
    expect(ids('   ')).toEqual(FAQ.map((entry) => entry.id));
  });

  it('finds the COD payout answer first for "cod", whatever the case', () => {
    expect(ids('COD')[0]).toBe('cod-payout');
    expect(ids('cod')[0]).toBe('cod-payout');
  });

  it('needs every word and ignores punctuation', () => {
    expect(ids('delist product?')).toEqual(['delist-product']);
    expect(ids('bkash preference')).toEqual(['payment-preference']);
  });

  it('finds Bangla words, and English words while Bangla is chosen', () => {
    expect(ids('বিকাশ', 'bn')).toContain('payment-preference');
    expect(ids('ফেরত', 'bn')[0]).toBe('returns');
    expect(ids('refund', 'bn')).toContain('returns');
  });

  it('answers nothing for words no answer has', () => {
    expect(ids('cryptocurrency')).toEqual([]);
  });

  it('normalises case, spaces and apostrophes', () => {
    expect(normalize('  What’s   DUE? ')).toBe('what s due');
  });
});
