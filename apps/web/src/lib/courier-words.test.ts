import { beforeAll, describe, expect, it } from 'vitest';
import { courierWords } from './courier-words';
import { loadLocale, translate } from './i18n/i18n';

describe("a courier payment's courier, in words", () => {
  beforeAll(() => loadLocale('bn'));

  it('names a courier as written, or says in each language that none is on record', () => {
    expect(courierWords('Pathao', (key) => translate('bn', key))).toBe('Pathao');
    expect(courierWords(null, (key) => translate('en', key))).toBe('No courier on record');
    expect(courierWords(null, (key) => translate('bn', key))).toBe('কুরিয়ারের তথ্য নেই');
  });
});
