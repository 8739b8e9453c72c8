import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createFileStorage } from '../../modules/fms/files/create-file-storage';
import { orders } from '../../modules/oms/orders/orders.table';
import { DEMO_USER } from './demo-accounts';
import { seedDemoData } from './seed';

describe('the demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db, { storage: createFileStorage(t.config) });
  });
  afterAll(() => t?.close());

  it("writes the B2B payment proofs as real PDFs that open through the file service's signed URL", async () => {
    const demo = await t.login(DEMO_USER.phone, DEMO_USER.password);
    const merchants = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cms/merchant/merchants',
      headers: t.auth(demo),
    });
    const merchantId = merchants.json().content[0].id as number;
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
