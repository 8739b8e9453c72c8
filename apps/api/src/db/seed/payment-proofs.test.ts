import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAccounts } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { orders } from '../../modules/oms/orders/orders.table';

describe('seeded B2B payment proofs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('open as a real PDF through the signed URL of the file service', async () => {
    const { demo, merchantId } = await signInDemoAccounts(t);
    const [order] = await t.db
      .select({ key: orders.paymentProofKey })
      .from(orders)
      .where(and(eq(orders.merchantId, merchantId), isNotNull(orders.paymentProofKey)))
      .limit(1);
    expect(order?.key).toBeTruthy();

    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fms/files/urlGenerator',
      headers: t.auth(demo, merchantId),
      payload: { urlType: 'view', ContentType: 'application/pdf', Key: order?.key },
    });
    expect(generated.statusCode).toBe(200);
    const url = new URL(generated.json().url);
    const file = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
