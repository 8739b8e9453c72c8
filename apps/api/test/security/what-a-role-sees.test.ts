import { packingStages } from '@mp/contract/oms/orders';
import type { TokenPair } from '@mp/contract/ums/auth';
import type { BuiltInRole } from '@mp/contract/ums/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../src/modules/cms/merchants/merchants.table';
import { downloadExport, EXPORT_URL, parseCsv, waitForExport } from '../factories/exports.testing';
import { addMember, createMerchant } from '../factories/merchants.testing';
import { createOrders } from '../factories/orders.testing';
import { createUser } from '../factories/users.testing';
import { createTestApp, type TestApp } from '../harness';
import { createFixture, type Fixture, settleExportJobs } from './security.testing';

const PHONE = '01712345678';
const MASKED = '017••••••78';

let t: TestApp;
let fixture: Fixture;
let placedId: number;
let confirmedId: number;
let b2bId: number;
const as = {} as Record<BuiltInRole, TokenPair>;

const get = (role: BuiltInRole, url: string, query?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, query, headers: t.auth(as[role], fixture.merchantId) });

beforeAll(async () => {
  t = await createTestApp();
  const ownerUser = await createUser(t.db);
  const merchant = await createMerchant(t.db, {
    ownerUserId: ownerUser.id,
    codPaymentPreference: { method: 'bkash', accountNumber: '01811111111', accountName: 'Rahim' },
  });
  fixture = await createFixture(t.db, merchant.id);
  const customer = { customerPhone: PHONE, customerName: 'Nasrin Akter' };
  const [placed, confirmed, b2b] = await createOrders(t.db, merchant.id, [
    { stage: 'placed', fields: customer },
    { stage: 'confirmed', fields: customer },
    { stage: 'placed', orderType: 'B2B', fields: customer },
  ]);
  [placedId, confirmedId, b2bId] = [placed!.id, confirmed!.id, b2b!.id];
  as.owner = await t.login(ownerUser.phone, ownerUser.password);
  for (const role of ['manager', 'packer', 'customer_service', 'viewer'] as const) {
    const user = await createUser(t.db);
    await addMember(t.db, { merchantId: merchant.id, userId: user.id, role });
    as[role] = await t.login(user.phone, user.password);
  }
});

afterAll(async () => {
  if (t) await settleExportJobs(t.db);
  await t?.close();
});

describe('a packer sees the orders to pack, and only those', () => {
  it('lists and counts only the stages from confirmed to pickup requested', async () => {
    const list = await get('packer', '/api/v1/oms/merchant-orders', { limit: '100' });
    expect(list.statusCode).toBe(200);
    const stages: string[] = list.json().content.map((order: { stage: string }) => order.stage);
    expect(stages.filter((stage) => !(packingStages as readonly string[]).includes(stage))).toEqual(
      [],
    );
    expect(list.json().content.map((order: { id: number }) => order.id)).toContain(confirmedId);
    const placedOnly = await get('packer', '/api/v1/oms/merchant-orders', { stage: 'placed' });
    expect(placedOnly.json()).toMatchObject({ content: [], totalElements: 0 });

    const counts = (await get('packer', '/api/v1/oms/merchant-orders/stats/count')).json();
    expect(counts.counts.placed).toBe(0);
    expect(counts.counts.confirmed).toBeGreaterThan(0);
    expect(counts.total).toBe(list.json().totalElements);
    const ownerCounts = (await get('owner', '/api/v1/oms/merchant-orders/stats/count')).json();
    expect(ownerCounts.counts.placed).toBeGreaterThan(0);
  });

  it("answers a placed order's page as not found, and offers only the actions a packer may take", async () => {
    const placed = await get('packer', `/api/v1/oms/merchant-orders/${placedId}`);
    expect(placed.statusCode).toBe(404);
    const confirmed = await get('packer', `/api/v1/oms/merchant-orders/${confirmedId}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().allowedActions).toEqual([]);
    const ownerView = await get('owner', `/api/v1/oms/merchant-orders/${confirmedId}`);
    expect(ownerView.json().allowedActions).toEqual(expect.arrayContaining(['cancel', 'notes']));
    const ready = await get(
      'packer',
      `/api/v1/oms/merchant-orders/${fixture.readyToDispatchOrderId}`,
    );
    expect(ready.json().allowedActions).toEqual(['cancel-pickup-request', 'dispatch']);
  });

  it("prints labels with the recipient's phone, and not an order outside its stages", async () => {
    const sheet = await get('packer', '/api/v1/oms/merchant-orders/print-sheets', {
      ids: `${confirmedId},${placedId}`,
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json().orders.map((order: { id: number }) => order.id)).toEqual([confirmedId]);
    expect(sheet.json().orders[0].customer.phone).toBe(PHONE);
    expect(sheet.json().missing).toEqual([placedId]);
  });
});

describe("customers' phones", () => {
  it('are masked on screens for a role without the customer permission, whole for one with it', async () => {
    for (const [role, phone] of [
      ['packer', MASKED],
      ['viewer', MASKED],
      ['customer_service', PHONE],
      ['owner', PHONE],
    ] as const) {
      const detail = await get(role, `/api/v1/oms/merchant-orders/${confirmedId}`);
      expect(detail.json().customer.phone, role).toBe(phone);
      const list = await get(role, '/api/v1/oms/merchant-orders', { stage: 'confirmed' });
      const listed = list.json().content.find((order: { id: number }) => order.id === confirmedId);
      expect(listed.customer.phone, role).toBe(phone);
    }
    const purchaseOrders = await get('viewer', '/api/v1/oms/purchase-orders/merchant');
    const po = purchaseOrders.json().content.find((order: { id: number }) => order.id === b2bId);
    expect(po.buyer.phone).toBe(MASKED);
  });

  it('are found by a search only whole for a role that sees them masked, so digits cannot spell them out', async () => {
    const ids = async (role: BuiltInRole, search: string) =>
      (await get(role, '/api/v1/oms/merchant-orders', { search, limit: '100' }))
        .json()
        .content.map((order: { id: number }) => order.id);
    expect(await ids('viewer', '01712')).not.toContain(confirmedId);
    expect(await ids('viewer', PHONE)).toContain(confirmedId);
    expect(await ids('viewer', 'Nasrin')).toContain(confirmedId);
    expect(await ids('customer_service', '01712')).toContain(confirmedId);
  });

  it("are masked in an orders export unless the role may export phones; each person's exports are their own", async () => {
    const phonesIn = async (role: BuiltInRole) => {
      const headers = t.auth(as[role], fixture.merchantId);
      const started = await t.app.inject({
        method: 'POST',
        url: EXPORT_URL,
        headers,
        payload: { ids: String(confirmedId) },
      });
      expect(started.statusCode, started.body).toBe(202);
      const entry = await waitForExport(t, headers, started.json().id);
      const { file } = await downloadExport(t, headers, entry.resourcePath!);
      const [header, row] = parseCsv(file.body);
      return { entry, phone: row![header!.indexOf('Customer phone')] };
    };
    const manager = await phonesIn('manager');
    const owner = await phonesIn('owner');
    expect(manager.phone).toBe(MASKED);
    expect(owner.phone).toBe('01712-345678');

    const managerHistory = await get('manager', '/api/v1/oms/merchant-export-histories');
    expect(managerHistory.json().content.map((entry: { id: number }) => entry.id)).toEqual([
      manager.entry.id,
    ]);
    const ownersFile = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fms/files/urlGenerator',
      headers: t.auth(as.manager, fixture.merchantId),
      payload: { urlType: 'download', Key: owner.entry.resourcePath },
    });
    expect(ownersFile.statusCode).toBe(404);
  });
});

describe('files and the payout account', () => {
  it("opens an issue's attachment only for a role that sees issues", async () => {
    const ask = (role: BuiltInRole) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/fms/files/urlGenerator',
        headers: t.auth(as[role], fixture.merchantId),
        payload: { urlType: 'view', Key: fixture.fileKey },
      });
    expect((await ask('viewer')).statusCode).toBe(200);
    const packer = await ask('packer');
    expect(packer.statusCode).toBe(404);
    expect(packer.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
  });

  it('shows the payout account only to a role that manages it', async () => {
    const [stored] = await t.db
      .select({ preference: merchants.codPaymentPreference })
      .from(merchants)
      .where(eq(merchants.id, fixture.merchantId));
    const merchantAs = async (role: BuiltInRole) =>
      (await get(role, `/api/v1/cms/merchants/${fixture.merchantId}`)).json();
    expect((await merchantAs('owner')).codPaymentPreference).toEqual(stored!.preference);
    expect((await merchantAs('manager')).codPaymentPreference).toBeNull();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cms/merchant/merchants',
      headers: t.auth(as.manager),
    });
    expect(list.json().content[0].codPaymentPreference).toBeNull();
  });
});
