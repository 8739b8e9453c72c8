import type { TokenPair } from '@mp/contract/ums/auth';
import {
  type BuiltInRole,
  builtInRoles,
  can,
  memberAccess,
  permissions,
  type RouteAccess,
} from '@mp/contract/ums/permissions';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, type InventoryRoute } from '../../src/app';
import { merchantMembers } from '../../src/modules/ums/members/merchant-members.table';
import { assertRouteDeclared } from '../../src/plugins/auth';
import { addMember, createMerchant } from '../factories/merchants.testing';
import { createUser } from '../factories/users.testing';
import { createTestApp, type TestApp } from '../harness';
import { type AttackRequest, ISOLATION_CASES, sendAs } from './isolation-cases';
import { PUBLIC_API_ROUTES, routeKey, USER_LEVEL_ROUTES } from './route-policy';
import {
  changedTables,
  createFixture,
  errorBodyProblem,
  type Fixture,
  settleExportJobs,
  tableHashes,
} from './security.testing';

let t: TestApp;
let fixture: Fixture;
/** A signed-in member of the fixture's merchant in each built-in role. */
const members = {} as Record<BuiltInRole, TokenPair>;
let strangerMerchantId: number;

const send = (method: string, tokens: TokenPair, merchantId: number, r: AttackRequest) =>
  sendAs(t, method, tokens, merchantId, r);

const merchantRoutes = () =>
  t.app.routeInventory.filter((route) => route.config.merchantScope !== undefined);
const declared = (route: InventoryRoute) =>
  route.config.permission as Exclude<RouteAccess, 'public' | 'self'>;
const requestOf = (route: InventoryRoute) =>
  ISOLATION_CASES[routeKey(route)]!.request({
    merchantId: fixture.merchantId,
    ids: fixture,
    own: fixture,
  });

beforeAll(async () => {
  t = await createTestApp();
  const ownerUser = await createUser(t.db, { name: 'Rahim Uddin' });
  const merchant = await createMerchant(t.db, { ownerUserId: ownerUser.id });
  fixture = await createFixture(t.db, merchant.id);
  members.owner = await t.login(ownerUser.phone, ownerUser.password);
  for (const role of builtInRoles.filter((role) => role !== 'owner')) {
    const user = await createUser(t.db, { name: `A ${role}` });
    await addMember(t.db, { merchantId: merchant.id, userId: user.id, role });
    members[role] = await t.login(user.phone, user.password);
  }
  const stranger = await createUser(t.db);
  strangerMerchantId = (await createMerchant(t.db, { ownerUserId: stranger.id })).id;
});

afterAll(async () => {
  if (t) await settleExportJobs(t.db);
  await t?.close();
});

describe('every route declares who may call it', () => {
  it('declares a permission of the catalogue, member, self or public, each where it belongs', () => {
    const wrong = t.app.routeInventory
      .filter((route) => route.url.startsWith(`${API_PREFIX}/`))
      .filter((route) => {
        const { permission, merchantScope } = route.config;
        const key = routeKey(route);
        if (permission === 'public') return !PUBLIC_API_ROUTES[key] || merchantScope;
        if (permission === 'self') return !USER_LEVEL_ROUTES[key] || merchantScope;
        const known = permission === 'member' || permissions.some((p) => p === permission);
        return !known || !merchantScope;
      })
      .map((route) => `${routeKey(route)}: ${route.config.permission}`);
    expect(wrong).toEqual([]);
  });

  it('refuses to register a route under the API prefix that declares nothing, or the wrong scope', async () => {
    const bare = Fastify();
    bare.addHook('onRoute', (route) => assertRouteDeclared(route, API_PREFIX));
    const handler = async () => ({});
    expect(() => bare.get(`${API_PREFIX}/forgotten`, handler)).toThrow(/declares no permission/);
    expect(() =>
      bare.get(`${API_PREFIX}/unscoped`, { config: { permission: 'orders.view' } }, handler),
    ).toThrow(/needs a merchantScope/);
    expect(() =>
      bare.get(
        `${API_PREFIX}/scoped-public`,
        { config: { permission: 'public', merchantScope: 'header' } },
        handler,
      ),
    ).toThrow(/needs a merchantScope/);
    bare.get('/healthz-like', handler);
    bare.get(`${API_PREFIX}/declared`, { config: { permission: 'self' } }, handler);
    await bare.close();
  });
});

describe('permission matrix: every merchant route for every built-in role', () => {
  for (const role of builtInRoles) {
    it(`${role}: 403 FORBIDDEN naming the permission and no row changed where the role lacks it, never refused for the role where it has it`, async () => {
      const access = memberAccess(role);
      const routes = merchantRoutes();
      const denied = routes.filter((route) => !can(access, declared(route)));
      const allowed = routes.filter((route) => can(access, declared(route)));
      await settleExportJobs(t.db);
      const before = await tableHashes(t.db);
      const wrong: string[] = [];
      for (const route of denied) {
        const response = await send(
          route.method,
          members[role],
          fixture.merchantId,
          requestOf(route),
        );
        const problem =
          response.statusCode === 403
            ? (errorBodyProblem(response.body, 'FORBIDDEN') ??
              (response.json().details?.[0]?.message === declared(route)
                ? undefined
                : `names ${response.body}`))
            : `answered ${response.statusCode}`;
        if (problem) wrong.push(`denied ${routeKey(route)}: ${problem}`);
      }
      expect(
        changedTables(before, await tableHashes(t.db)),
        'rows changed by refused calls',
      ).toEqual([]);
      for (const route of allowed) {
        const response = await send(
          route.method,
          members[role],
          fixture.merchantId,
          requestOf(route),
        );
        // The role passed: a 404 now is about the thing (another person's saved view), not them.
        const refused =
          response.statusCode === 403 ||
          response.statusCode >= 500 ||
          (response.statusCode === 404 && response.json().message === 'Merchant not found');
        if (refused) {
          wrong.push(
            `allowed ${routeKey(route)}: answered ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
      expect(wrong).toEqual([]);
      if (role === 'owner') expect(denied).toEqual([]);
      if (role === 'viewer') expect(allowed.length).toBeGreaterThan(10);
    });
  }
});

describe('membership', () => {
  it("lists the merchant to a member with their role and what it allows, and no one else's", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cms/merchant/merchants',
      headers: t.auth(members.packer),
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json().content;
    expect(listed.map((m: { id: number }) => m.id)).toEqual([fixture.merchantId]);
    expect(listed[0].access).toEqual({
      role: 'packer',
      permissions: ['orders.view_packing', 'orders.fulfil', 'print'],
    });
  });

  it('a member is a stranger to every other merchant: 404 as for one that does not exist', async () => {
    const response = await send('GET', members.manager, strangerMerchantId, {
      url: '/api/v1/oms/merchant-orders',
    });
    expect(response.statusCode).toBe(404);
    expect(errorBodyProblem(response.body, 'NOT_FOUND')).toBeUndefined();
  });

  it('a member taken off the merchant is refused on the very next call, and it leaves their list', async () => {
    const user = await createUser(t.db, { name: 'Soon Gone' });
    await addMember(t.db, {
      merchantId: fixture.merchantId,
      userId: user.id,
      role: 'order_handler',
    });
    const tokens = await t.login(user.phone, user.password);
    const orders = { url: '/api/v1/oms/merchant-orders' };
    expect((await send('GET', tokens, fixture.merchantId, orders)).statusCode).toBe(200);
    await t.db
      .delete(merchantMembers)
      .where(
        and(
          eq(merchantMembers.merchantId, fixture.merchantId),
          eq(merchantMembers.userId, user.id),
        ),
      );
    expect((await send('GET', tokens, fixture.merchantId, orders)).statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cms/merchant/merchants',
      headers: t.auth(tokens),
    });
    expect(list.json().content).toEqual([]);
  });
});
