import { errorCodes } from '@mp/contract/common';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failureMessage } from './failure-message';
import { bn } from './i18n/bn';
import type { MessageKey } from './i18n/en';
import { english as en } from './i18n/english.testing';
import { loadLocale } from './i18n/i18n';

/** The codes the panel makes itself when no server answered (api-client's toApiError). */
const PANEL_CODES = ['NETWORK_ERROR', 'TIMEOUT', 'OFFLINE', 'UNKNOWN_ERROR'];
const BANGLA = /[\u0980-\u09FF]/;

describe('failures in the merchant’s words', () => {
  beforeAll(() => loadLocale('bn'));
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('has an English and a Bangla message for every errorCode the API can send, and the panel’s own', () => {
    for (const code of [...errorCodes, ...PANEL_CODES]) {
      const key = `errors.${code}` as MessageKey;
      expect(en[key], code).toMatch(/\w/);
      expect(bn[key], code).toMatch(BANGLA);
    }
  });

  it('keeps the API’s English sentence in English (spec: the response message), and uses the code’s in Bangla', () => {
    const unpaid = {
      errorCode: 'DELIVERY_CHARGE_UNPAID',
      message: 'The customer has not paid the delivery charge of order ORD-2611-000123 yet',
      status: 409,
    };
    expect(failureMessage(unpaid)).toBe(unpaid.message);
    document.documentElement.lang = 'bn';
    expect(failureMessage(unpaid)).toBe(bn['errors.DELIVERY_CHARGE_UNPAID']);
    expect(failureMessage({ ...unpaid, errorCode: 'INVALID_TRANSITION' })).toBe(
      bn['errors.INVALID_TRANSITION'],
    );
  });

  it('says what happened when no server answered, in either language', () => {
    const offline = { errorCode: 'NETWORK_ERROR', message: 'Network Error' };
    expect(failureMessage(offline)).toBe(en['errors.NETWORK_ERROR']);
    document.documentElement.lang = 'bn';
    expect(failureMessage(offline)).toBe(bn['errors.NETWORK_ERROR']);
    // A code the panel does not know keeps the sentence it came with.
    expect(failureMessage({ errorCode: 'HTTP_502', message: 'Bad gateway', status: 502 })).toBe(
      'Bad gateway',
    );
  });
});
