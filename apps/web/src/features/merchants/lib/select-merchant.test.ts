import { joinAddress } from '@mp/contract/cms/merchants';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { COOKIE, setMerchantId } from '@/lib/session';
import { merchantFixture } from '@/test-utils/merchant-fixture';
import { applyMerchantSelection, pickCurrentMerchant } from './select-merchant';

describe('merchant address', () => {
  it('joins the address parts with commas and skips the empty ones', () => {
    expect(joinAddress(merchantFixture())).toBe(
      'House 12, Road 5, Dhanmondi, Dhaka, Dhaka, Dhaka, 1205',
    );
    expect(
      joinAddress(merchantFixture({ address: '  ', streetAddress: null, postalCode: '' })),
    ).toBe('Dhanmondi, Dhaka, Dhaka, Dhaka');
  });
});

describe('merchant selection', () => {
  const first = merchantFixture({ id: 4, name: 'First' });
  const second = merchantFixture({ id: 9, name: 'Second' });

  it('makes the merchant of the saved id current when it is one of the list', () => {
    expect(pickCurrentMerchant([first, second], 9)).toEqual({ merchant: second, save: false });
  });

  it('makes the first merchant current and saves it when no id is saved', () => {
    setMerchantId(123);
    Cookies.remove(COOKIE.merchantId, { path: '/' });
    expect(applyMerchantSelection([first, second])).toBe(first);
    expect(Cookies.get(COOKIE.merchantId)).toBe('4');
  });

  it('replaces a saved id that belongs to none of the merchants with the first one', () => {
    setMerchantId(77);
    expect(applyMerchantSelection([first, second])?.id).toBe(4);
    expect(Cookies.get(COOKIE.merchantId)).toBe('4');
  });

  it('has no current merchant when the login has none', () => {
    expect(pickCurrentMerchant([], 4)).toEqual({ merchant: undefined, save: false });
  });
});
