import { beforeAll, describe, expect, it } from 'vitest';
import { bn } from './bn';
import type { Message, MessageKey } from './en';
import { english as en } from './english.testing';
import { loadLocale, translate } from './i18n';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Every text of a message: the one, or each plural form. */
const textsOf = (message: Message) =>
  typeof message === 'string' ? [message] : Object.values(message);
const keys = Object.keys(en) as MessageKey[];

describe('the panel’s words', () => {
  it('gives every message a text in English and in Bangla: no label or button goes nameless', () => {
    const empty = keys.flatMap((key) => [
      ...textsOf(en[key])
        .filter((text) => text.trim() === '')
        .map(() => `en ${key}`),
      ...textsOf(bn[key])
        .filter((text) => text.trim() === '')
        .map(() => `bn ${key}`),
    ]);
    expect(empty).toEqual([]);
  });

  it('fills the same placeholders in Bangla as in English, in every plural form', () => {
    const differ = keys.filter((key) => {
      const forms = [...textsOf(en[key]), ...textsOf(bn[key])].map((text) =>
        placeholders(text).join(),
      );
      return new Set(forms).size > 1;
    });
    expect(differ).toEqual([]);
  });

  it('gives plural forms only to messages with a count, in the categories the language has', () => {
    const misfit = (
      Object.entries({ en, bn }) as ['en' | 'bn', Record<MessageKey, Message>][]
    ).flatMap(([locale, dictionary]) => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      return keys.flatMap((key) => {
        const message = dictionary[key];
        if (typeof message === 'string') return [];
        const foreign = Object.keys(message).filter(
          (form) => !categories.includes(form as Intl.LDMLPluralRule),
        );
        const countless = !placeholders(message.other).includes('count');
        return foreign.length > 0 || countless ? [`${locale} ${key}`] : [];
      });
    });
    expect(misfit).toEqual([]);
  });
});

describe('counted words', () => {
  beforeAll(() => loadLocale('bn'));

  it('says "1 item" and "2 items" in English, by its plural rules', () => {
    expect(translate('en', 'orders.itemCount', { count: 1 })).toBe('1 item');
    expect(translate('en', 'orders.itemCount', { count: 2 })).toBe('2 items');
    expect(translate('en', 'orders.itemCount', { count: 0 })).toBe('0 items');
    expect(translate('en', 'ratings.stars', { count: 1 })).toBe('1 star');
    expect(translate('en', 'live.newOrders', { count: 1 })).toBe('1 new order · Show');
  });

  it('writes counts in Bangla digits in Bangla, with its one form for every count', () => {
    expect(translate('bn', 'orders.itemCount', { count: 1 })).toBe('১টি পণ্য');
    expect(translate('bn', 'orders.itemCount', { count: 12 })).toBe('১২টি পণ্য');
    expect(translate('bn', 'exports.rows', { count: 200000 })).toBe('২,০০,০০০টি সারি');
  });

  it('writes a number with the language’s separators and leaves a text as it is', () => {
    expect(translate('en', 'exports.rows', { count: 200000 })).toBe('200,000 rows');
    expect(translate('en', 'orders.bulk.run', { action: 'Confirm', count: 3 })).toBe('Confirm (3)');
  });
});
