import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en, type MessageKey } from './en';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the panel’s words', () => {
  it('gives every message a text in English and in Bangla: no label or button goes nameless', () => {
    const empty = (Object.keys(en) as MessageKey[]).flatMap((key) =>
      [en[key].trim() === '' ? `en ${key}` : [], bn[key].trim() === '' ? `bn ${key}` : []].flat(),
    );
    expect(empty).toEqual([]);
  });

  it('fills the same placeholders in Bangla as in English', () => {
    const differ = (Object.keys(en) as MessageKey[]).filter(
      (key) => placeholders(en[key]).join() !== placeholders(bn[key]).join(),
    );
    expect(differ).toEqual([]);
  });
});
