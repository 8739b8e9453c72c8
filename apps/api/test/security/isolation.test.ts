import type { TokenPair } from '@mp/contract/ums/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/app';
import { createAccounts } from '../accounts';
import { createTestApp, type TestApp } from '../harness';
import {
  type Aim,
  type AttackRequest,
  ISOLATION_CASES,
  type IsolationCase,
  sendAs,
} from './isolation-cases';
import { PUBLIC_API_ROUTES, routeKey, USER_LEVEL_ROUTES } from './route-policy';
import {
  changedTables,
  createFixture,
  expectErrorBody,
  type Fixture,
  rows,
  tableHashes,
  tableMarks,
} from './security.testing';

let t: TestApp;
let owner: TokenPair;
let other: TokenPair;
/** The owner's first merchant (the victim) and the other user's merchant (the attacker). */
let victim: Fixture;
let attacker: Fixture;
let victimMerchantIds: number[];
let hashesBefore: Record<string, string>;

const send = (method: string, tokens: TokenPair, merchantId: number, r: AttackRequest) =>
  sendAs(t, method, tokens, merchantId, r);

/** Waits until the merchant's newest export has finished (the worker runs in the background). */
async function finishedExport(tokens: TokenPair, merchantId: number) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const list = await send('GET', tokens, merchantId, {
      url: '/api/v1/oms/merchant-export-histories',
    });
    const newest = list.json().content[0];
    if (newest && (newest.status === 'done' || newest.status === 'failed')) return newest;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the export did not finish');
}

async function victimIds(table: string) {
  const found = await rows<{ id: number }>(
    t.db,
    sql`select id from ${sql.identifier(table)} where merchant_id in ${victimMerchantIds}`,
  );
  return new Set(found.map((row) => row.id));
}

beforeAll(async () => {
  t = await createTestApp();
  const accounts = await createAccounts(t);
  ({ owner, other, ownerMerchantIds: victimMerchantIds } = accounts);
  const victimMerchantId = accounts.merchantId;
  victim = await createFixture(t.db, victimMerchantId);
  attacker = await createFixture(t.db, accounts.otherMerchantId);
  // One finished export of the victim, so that the export list has something to hide.
  await send('POST', owner, victimMerchantId, {
    url: '/api/v1/oms/merchant-orders/export/csv',
    body: {},
  });
  await finishedExport(owner, victimMerchantId);
  hashesBefore = await tableHashes(t.db, { exceptMerchantId: attacker.merchantId });
});

afterAll(async () => {
  await t?.close();
});

const inventoryKeys = () => new Set(t.app.routeInventory.map(routeKey));

describe('tenant isolation matrix', () => {
  it('covers every route under /api/v1, so a new endpoint cannot ship unchecked', () => {
    const apiRoutes = t.app.routeInventory.filter((r) => r.url.startsWith(`${API_PREFIX}/`));
    const unchecked = apiRoutes
      .map(routeKey)
      .filter((key) => !ISOLATION_CASES[key] && !PUBLIC_API_ROUTES[key] && !USER_LEVEL_ROUTES[key]);
    expect(unchecked, 'routes with no isolation case and no allow-list reason').toEqual([]);
    const scopedButAllowListed = apiRoutes
      .filter((r) => r.config.merchantScope && !ISOLATION_CASES[routeKey(r)])
      .map(routeKey);
    expect(scopedButAllowListed, 'merchant-scoped routes must have a case').toEqual([]);
    const known = inventoryKeys();
    const stale = [...Object.keys(ISOLATION_CASES), ...Object.keys(USER_LEVEL_ROUTES)].filter(
      (key) => !known.has(key),
    );
    expect(stale, 'cases for routes that no longer exist').toEqual([]);
  });

  for (const [key, isolationCase] of Object.entries(ISOLATION_CASES)) {
    it(`${key}: no other merchant's data for a switched, claimed or foreign id, no row changed`, async () => {
      if (!inventoryKeys().has(key)) throw new Error(`${key} is not a route of the app`);
      await runCase(key, isolationCase);
    });
  }

  it("never lists the owner's merchants to the other user", async () => {
    const response = await send('GET', other, attacker.merchantId, {
      url: '/api/v1/cms/merchant/merchants',
      query: { limit: '100' },
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json().content.map((merchant: { id: number }) => merchant.id);
    expect(listed).toContain(attacker.merchantId);
    expect(listed.filter((id: number) => victimMerchantIds.includes(id))).toEqual([]);
  });

  it("left every row outside the attacker's own merchant exactly as it was (md5 of all rows)", async () => {
    const after = await tableHashes(t.db, { exceptMerchantId: attacker.merchantId });
    expect(changedTables(hashesBefore, after)).toEqual([]);
  });

  it("replays nothing of the victim's to another merchant using the same Idempotency-Key", async () => {
    const note = (tokens: TokenPair, merchantId: number, orderId: number, key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/oms/merchant-orders/${orderId}/notes`,
        payload: { note: `Note of merchant ${merchantId}` },
        headers: { ...t.auth(tokens, merchantId), 'idempotency-key': key },
      });
    for (const key of ['isolation-key-1', 'isolation-key-2']) {
      expect((await note(owner, victim.merchantId, victim.placedOrderId, key)).statusCode).toBe(
        200,
      );
    }
    // The victim's request replayed with its key: still the victim's order, so 404.
    const replayed = await note(
      other,
      attacker.merchantId,
      victim.placedOrderId,
      'isolation-key-1',
    );
    expect(replayed.statusCode).toBe(404);
    expect(replayed.body).not.toContain(`merchant ${victim.merchantId}`);
    // The same key on the caller's own order acts for the caller: no replay, no 409 hint.
    const own = await note(other, attacker.merchantId, attacker.orderId, 'isolation-key-2');
    expect(own.statusCode).toBe(200);
    expect(own.json().note).toBe(`Note of merchant ${attacker.merchantId}`);
  });

  it('aims at live data: the owner making each same request succeeds', async () => {
    const failed: string[] = [];
    for (const [key, isolationCase] of Object.entries(ISOLATION_CASES)) {
      // New rows each time: an action moves its order on, the next case needs its own.
      const own = await createFixture(t.db, victim.merchantId);
      const aim: Aim = { merchantId: own.merchantId, ids: own, own };
      const response = await send(
        key.split(' ')[0]!,
        owner,
        own.merchantId,
        isolationCase.request(aim),
      );
      if (response.statusCode >= 300) failed.push(`${key}: ${response.body.slice(0, 200)}`);
      // Each export done before the next: a merchant's exports wait at most a few at once.
      else if (response.statusCode === 202) await finishedExport(owner, own.merchantId);
    }
    expect(failed).toEqual([]);
  });
});

async function runCase(key: string, isolationCase: IsolationCase) {
  const method = key.slice(0, key.indexOf(' '));
  const pattern = new RegExp(`^${key.slice(method.length + 1).replace(/:\w+/g, '[^/]+')}$`);
  const attempt = async (label: string, tokens: TokenPair, aim: Aim, request: AttackRequest) => {
    expect(request.url, `${label}: the case's url does not match ${key}`).toMatch(pattern);
    const response = await send(method, tokens, aim.merchantId, request);
    return { label, response };
  };
  const expectNotFound = ({ label, response }: Awaited<ReturnType<typeof attempt>>) => {
    expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBe(404);
    expectErrorBody(response.body, 'NOT_FOUND');
  };

  const before = await tableMarks(t.db);
  // The owner user names a merchant it does not own (and that merchant's own ids).
  const switched: Aim = { merchantId: attacker.merchantId, ids: attacker, own: victim };
  expectNotFound(
    await attempt('switched merchant', owner, switched, isolationCase.request(switched)),
  );
  // The other user names the victim's merchant outright.
  const claimed: Aim = { merchantId: victim.merchantId, ids: victim, own: attacker };
  expectNotFound(await attempt('claimed merchant', other, claimed, isolationCase.request(claimed)));
  // The other user, in its own merchant, aims at the victim's ids.
  const foreign: Aim = { merchantId: attacker.merchantId, ids: victim, own: attacker };
  for (const smuggled of isolationCase.smuggled ?? []) {
    expectNotFound(await attempt(smuggled.label, other, foreign, smuggled.request(foreign)));
  }
  const outcome = isolationCase.foreign;
  if (!outcome) {
    expectNotFound(await attempt('foreign ids', other, foreign, isolationCase.request(foreign)));
  }
  expect(changedTables(before, await tableMarks(t.db)), 'tables changed').toEqual([]);
  if (!outcome) return;

  const outsideAttacker = { exceptMerchantId: attacker.merchantId };
  const ownBefore = await tableMarks(t.db, outsideAttacker);
  const request = isolationCase.request(foreign);
  const { response } = await attempt('foreign ids', other, foreign, request);
  const body = response.statusCode < 300 ? response.json() : undefined;
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(300);
  if (outcome.kind === 'list') {
    const hidden = await victimIds(outcome.table);
    expect(hidden.size, `the victim has no ${outcome.table} to hide`).toBeGreaterThan(0);
    const unfiltered = await send(method, other, attacker.merchantId, { url: request.url });
    for (const page of [body, unfiltered.json()]) {
      const listed: number[] = page.content.map((item: { id: number }) => item.id);
      expect(
        listed.filter((id) => hidden.has(id)),
        "the victim's rows were listed",
      ).toEqual([]);
    }
  } else if (outcome.kind === 'bulk') {
    for (const result of body.results) {
      expect(result).toMatchObject({ ok: false, errorCode: 'NOT_FOUND' });
    }
  } else {
    outcome.check?.(body);
    if (/\/export\/(csv|xlsx)$/.test(request.url)) {
      const entry = await finishedExport(other, attacker.merchantId);
      expect(entry).toMatchObject({ status: 'done', rowCount: 0 });
    }
  }
  const changed = changedTables(ownBefore, await tableMarks(t.db, outsideAttacker));
  expect(changed, "tables changed outside the attacker's own rows").toEqual([]);
}
