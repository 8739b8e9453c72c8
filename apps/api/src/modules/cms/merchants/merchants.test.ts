import type { TokenPair } from '@mp/contract/ums/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant } from '../../../../test/factories/merchants.testing';
import { createUser } from '../../../../test/factories/users.testing';
import { createTestApp, type TestApp } from '../../../../test/harness';

const MERCHANTS_URL = '/api/v1/cms/merchant/merchants';
const POINTS_URL = '/api/v1/ums/points/diamond';

describe('merchant accounts', () => {
  let t: TestApp;
  let demo: TokenPair;
  let other: TokenPair;
  let demoIds: number[];
  let otherId: number;

  const get = (url: string, tokens: TokenPair, merchantId?: number) =>
    t.app.inject({ method: 'GET', url, headers: t.auth(tokens, merchantId) });

  const myMerchants = [
    {
      name: 'Dhaka Fashion House',
      area: 'Dhanmondi',
      postalCode: '1209',
      logo: 'https://media.marketplace.example/merchants/dhaka-fashion.svg',
      diamondPoints: 1250,
      codPaymentPreference: {
        method: 'bkash',
        accountNumber: '01711000001',
        accountName: 'Rahim Uddin',
      },
    },
    {
      name: 'Chattogram Electronics',
      codPaymentPreference: {
        method: 'rocket',
        accountNumber: '018110000021',
        accountName: 'Chattogram Electronics',
      },
    },
    { name: 'Sylhet Tea Corner', codPaymentPreference: null },
  ] as const;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t.db);
    const stranger = await createUser(t.db);
    demoIds = [];
    for (const merchant of myMerchants) {
      demoIds.push((await createMerchant(t.db, { ...merchant, ownerUserId: owner.id })).id);
    }
    otherId = (
      await createMerchant(t.db, {
        ownerUserId: stranger.id,
        codPaymentPreference: {
          method: 'nagad',
          accountNumber: '01611000004',
          accountName: 'Karim Hossain',
        },
      })
    ).id;
    demo = await t.login(owner.phone, owner.password);
    other = await t.login(stranger.email!, stranger.password);
  });
  afterAll(() => t?.close());

  it('lists only the signed-in user’s merchants, in a page envelope with full addresses', async () => {
    const response = await get(MERCHANTS_URL, demo);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, limit: 20, totalElements: 3, totalPages: 1 });
    expect(body.content.map((m: { name: string }) => m.name)).toEqual(
      myMerchants.map((m) => m.name),
    );
    expect(body.content[0]).toMatchObject({
      area: 'Dhanmondi',
      postalCode: '1209',
      logo: expect.stringContaining('/merchants/'),
    });
    expect(demoIds).not.toContain(otherId);
  });

  it('shows a merchant without a COD payment preference as null', async () => {
    const response = await get(MERCHANTS_URL, demo);
    const missing = response
      .json()
      .content.filter((m: { codPaymentPreference: unknown }) => m.codPaymentPreference === null);
    expect(missing).toHaveLength(1);
  });

  it('shows one owned merchant by id', async () => {
    const response = await get(`/api/v1/cms/merchants/${demoIds[1]}`, demo);
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe(myMerchants[1].name);
  });

  it('answers 404 for another user’s merchant, with no hint that it exists', async () => {
    const foreign = await get(`/api/v1/cms/merchants/${otherId}`, demo);
    const missing = await get('/api/v1/cms/merchants/999999', demo);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });

  it('gives the diamond points of the merchant in the X-Merchant-Id header', async () => {
    const response = await get(POINTS_URL, demo, demoIds[0]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ merchantId: demoIds[0], points: 1250 });
    const foreign = await get(POINTS_URL, demo, otherId);
    expect(foreign.statusCode).toBe(404);
    const missingHeader = await get(POINTS_URL, demo);
    expect(missingHeader.statusCode).toBe(400);
    expect(missingHeader.json().errorCode).toBe('VALIDATION_ERROR');
  });

  describe('payment preference', () => {
    const bkash = { method: 'bkash', accountNumber: '01911000003', accountName: 'Sylhet Tea' };
    /** The owner's PATCH of a merchant's payment preference (its third merchant unless told). */
    const save = (payload: Record<string, unknown>, id: number | undefined = demoIds[2]) =>
      t.app.inject({
        method: 'PATCH',
        url: `${MERCHANTS_URL}/${id}/update-payment-preference`,
        headers: t.auth(demo),
        payload,
      });

    it('saves a valid bKash preference', async () => {
      const response = await save({ codPaymentPreference: bkash });
      expect(response.statusCode).toBe(200);
      expect(response.json().codPaymentPreference.method).toBe('bkash');
    });

    it('accepts a mobile number written with +880, spaces or dashes and stores the local form', async () => {
      const response = await save({
        codPaymentPreference: { ...bkash, method: 'nagad', accountNumber: '+880 1911-000003' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().codPaymentPreference.accountNumber).toBe('01911000003');
    });

    it('saves a bank account and refuses a routing number that is not 9 digits', async () => {
      const bank = {
        method: 'bank',
        accountName: 'Sylhet Tea Ltd',
        accountNumber: '1501 2034 5678 9001',
        bankName: 'BRAC Bank',
        branchName: 'Zindabazar, Sylhet',
        routingNumber: '060911234',
      };
      const saved = await save({ codPaymentPreference: bank });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().codPaymentPreference).toMatchObject({
        method: 'bank',
        accountNumber: '1501203456789001',
        routingNumber: '060911234',
      });
      for (const wrong of [
        { routingNumber: '06091123' },
        { routingNumber: '06091123A' },
        { accountNumber: '12345678' },
        { bankName: undefined },
      ]) {
        const refused = await save({ codPaymentPreference: { ...bank, ...wrong } });
        expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
      }
    });

    it('refuses an invalid mobile number and unknown fields with field details', async () => {
      const badNumber = await save({
        codPaymentPreference: { method: 'nagad', accountNumber: '12345', accountName: 'X Y' },
      });
      expect(badNumber.statusCode).toBe(400);
      expect(badNumber.json().errorCode).toBe('VALIDATION_ERROR');
      expect(badNumber.json().details.length).toBeGreaterThan(0);

      const unknownField = await save({ codPaymentPreference: bkash, isAdmin: true });
      expect(unknownField.statusCode).toBe(400);
    });

    it('refuses to change another user’s merchant and leaves it untouched', async () => {
      const response = await save(
        { codPaymentPreference: { ...bkash, accountName: 'Intruder' } },
        otherId,
      );
      expect(response.statusCode).toBe(404);
      const theirs = await get(`/api/v1/cms/merchants/${otherId}`, other);
      expect(theirs.json().codPaymentPreference.method).toBe('nagad');
    });
  });
});
