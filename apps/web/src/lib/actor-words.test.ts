import { beforeAll, describe, expect, it } from 'vitest';
import { actorWords } from './actor-words';
import { loadLocale, type TranslateFn, translate } from './i18n/i18n';

const tIn =
  (locale: 'en' | 'bn'): TranslateFn =>
  (key, values) =>
    translate(locale, key, values);

describe('who acted, in words', () => {
  beforeAll(() => loadLocale('bn'));

  it('names a person as written and words anyone else by code, in each language', () => {
    const person = { kind: 'person', userId: 7, name: 'Rahim Uddin' } as const;
    expect(actorWords(person, tIn('bn'))).toBe('Rahim Uddin');
    expect(actorWords({ kind: 'marketplace' }, tIn('en'))).toBe('Marketplace operations');
    expect(actorWords({ kind: 'customer' }, tIn('bn'))).toBe('ক্রেতা');
    expect(actorWords('merchant', tIn('en'))).toBe('You');
    expect(actorWords('finance', tIn('en'))).toBe('Finance team');
    expect(actorWords('payment_gateway', tIn('bn'))).toBe('পেমেন্ট গেটওয়ে');
  });
});
