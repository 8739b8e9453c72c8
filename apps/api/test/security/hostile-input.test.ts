import type { TokenPair } from '@mp/contract/ums/auth';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, type InventoryRoute } from '../../src/app';
import {
  resolveSandboxSecret,
  sandboxStoreKey,
} from '../../src/modules/bms/transactions/providers/sandbox-signing';
import { resolveOpsToken } from '../../src/modules/oms/orders/orders.ops.routes';
import { createAccounts } from '../accounts';
import type { TestUser } from '../factories/users.testing';
import { createTestApp, type TestApp } from '../harness';
import {
  extremeCases,
  hostileObject,
  inputJsonSchema,
  seedOf,
  unboundedNumbers,
} from './hostile-input';
import { type AttackRequest, ISOLATION_CASES } from './isolation-cases';
import { routeKey } from './route-policy';
import {
  changedTables,
  createFixture,
  errorBodyProblem,
  type Fixture,
  settleExportJobs,
  tableMarks,
  writeClock,
} from './security.testing';

/** Random cases per route and location (body, query), on top of the field-by-field extremes. */
const RANDOM_CASES = 20;
/** Login and OTP throttling count every attempt, refused ones too: that write is the point. */
const COUNTS_EVERY_ATTEMPT = ['rate_limit_events'];

const PUBLIC_OFFERS = 'GET /api/v1/cms/public/products/:id/shop-products';
/** Valid requests for the routes outside the isolation matrix; hostile ones start from these. */
const OTHER_BASES: Record<string, AttackRequest> = {
  'POST /api/v1/ums/auth/merchant/login': {
    url: '/api/v1/ums/auth/merchant/login',
    body: { username: '01700000009', password: 'Wrong@1234' },
  },
  'POST /api/v1/ums/auth/merchant/refresh': {
    url: '/api/v1/ums/auth/merchant/refresh',
    body: { refreshToken: 'r'.repeat(43) },
  },
  'POST /api/v1/ums/auth/refresh': {
    url: '/api/v1/ums/auth/refresh',
    body: { refreshToken: 'r'.repeat(43) },
  },
  'POST /api/v1/ums/auth/merchant/send-otp': {
    url: '/api/v1/ums/auth/merchant/send-otp',
    body: { username: '01700000009' },
  },
  'POST /api/v1/ums/auth/merchant/verify-otp': {
    url: '/api/v1/ums/auth/merchant/verify-otp',
    body: { username: '01700000009', otp: '123456' },
  },
  'POST /api/v1/ums/auth/merchant/set-password': {
    url: '/api/v1/ums/auth/merchant/set-password',
    body: { resetToken: 'r'.repeat(43), password: 'New@12345' },
  },
  'POST /api/v1/ums/auth/merchant/change-password': {
    url: '/api/v1/ums/auth/merchant/change-password',
    body: { currentPassword: 'Wrong@1234', newPassword: 'New@12345' },
  },
  'POST /api/v1/ums/auth/logout': { url: '/api/v1/ums/auth/logout', body: {} },
  'POST /api/v1/ums/auth/merchant/login/second-step': {
    url: '/api/v1/ums/auth/merchant/login/second-step',
    body: { ticket: 't'.repeat(43), code: '123456' },
  },
  'POST /api/v1/ums/auth/two-step/enable': {
    url: '/api/v1/ums/auth/two-step/enable',
    body: { code: '123456' },
  },
  'POST /api/v1/ums/auth/two-step/turn-off': {
    url: '/api/v1/ums/auth/two-step/turn-off',
    body: { recoveryCode: 'abcde-23456' },
  },
  'POST /api/v1/ums/auth/two-step/recovery-codes': {
    url: '/api/v1/ums/auth/two-step/recovery-codes',
    body: { code: '123456' },
  },
  'POST /api/v1/ums/auth/step-up': {
    url: '/api/v1/ums/auth/step-up',
    body: { password: 'Wrong@1234' },
  },
  'POST /api/v1/ums/invitation-links/:token/accept': {
    url: `/api/v1/ums/invitation-links/${'t'.repeat(43)}/accept`,
    body: { name: 'Jamal Uddin', phone: '01700000009', password: 'New@12345' },
  },
  'DELETE /api/v1/ums/auth/logout': { url: '/api/v1/ums/auth/logout', body: {} },
  'GET /api/v1/cms/merchant/merchants': { url: '/api/v1/cms/merchant/merchants', query: {} },
  // Its catalogue product is the fixture's: see baseRequest.
  [PUBLIC_OFFERS]: { url: '' },
  'POST /api/v1/bms/transactions/callback/sandbox': {
    url: '/api/v1/bms/transactions/callback/sandbox',
    body: {
      tranId: 'T1',
      sessionKey: 's'.repeat(30),
      status: 'paid',
      amount: '100.00',
      currency: 'BDT',
      bankTranId: 'B1',
      timestamp: String(Date.now()),
      signature: 'a'.repeat(64),
    },
  },
  'POST /api/v1/sandbox-pay/api/sessions': {
    url: '/api/v1/sandbox-pay/api/sessions',
    body: { tranId: 'T1', amount: 100, currency: 'BDT', description: 'Due', callbackPath: '/x' },
  },
  'POST /api/v1/internal/ops/commands': {
    url: '/api/v1/internal/ops/commands',
    body: { command: 'mark-paid', order: 'ORD-0000-000000' },
  },
  'GET /api/v1/fms/files/signed': {
    url: '/api/v1/fms/files/signed',
    query: { key: 'merchants/1/x.pdf', expires: '1', signature: 's' },
  },
};

let t: TestApp;
let ownerUser: TestUser;
let owner: TokenPair;
let logoutSession: TokenPair;
let fixture: Fixture;
let extraHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ ADDRESS_MAX_ATTEMPTS: '1000' });
  const accounts = await createAccounts(t);
  ownerUser = accounts.ownerUser;
  owner = accounts.owner;
  logoutSession = await t.login(ownerUser.phone, ownerUser.password);
  fixture = await createFixture(t.db, accounts.merchantId);
  extraHeaders = {
    'x-ops-token': resolveOpsToken(t.config),
    'x-sandbox-store-key': sandboxStoreKey(resolveSandboxSecret(t.config)),
  };
});

afterAll(async () => {
  await t?.close();
});

function baseRequest(key: string): AttackRequest | undefined {
  const matrixCase = ISOLATION_CASES[key];
  if (matrixCase)
    return matrixCase.request({ merchantId: fixture.merchantId, ids: fixture, own: fixture });
  if (key === PUBLIC_OFFERS) {
    return { url: `/api/v1/cms/public/products/${fixture.catalogueProductId}/shop-products` };
  }
  return OTHER_BASES[key];
}

const fuzzable = (route: InventoryRoute) =>
  route.url.startsWith(`${API_PREFIX}/`) &&
  Boolean(route.schema?.body || route.schema?.querystring);

type Input = {
  label: string;
  body?: unknown;
  rawBody?: string;
  query?: AttackRequest['query'];
  /** The base request's own body type, sent with its body (a file sent as bytes). */
  contentType?: string;
};

function inputsFor(route: InventoryRoute, base: AttackRequest): Input[] {
  const key = routeKey(route);
  const inputs: Input[] = [];
  for (const [where, schema] of [
    ['body', route.schema?.body],
    ['query', route.schema?.querystring],
  ] as const) {
    if (!schema) continue;
    const jsonSchema = inputJsonSchema(schema);
    const inQuery = where === 'query';
    const baseValue = inQuery ? base.query : base.body;
    const place = (value: unknown, label: string): Input =>
      inQuery
        ? {
            label,
            body: base.body,
            query: value as AttackRequest['query'],
            contentType: base.contentType,
          }
        : { label, body: value, query: base.query };
    for (const extreme of extremeCases(jsonSchema, baseValue, inQuery)) {
      inputs.push(place(extreme.value, `${where} ${extreme.label}`));
    }
    const samples = fc.sample(hostileObject(jsonSchema, baseValue, inQuery), {
      seed: seedOf(`${key} ${where}`),
      numRuns: RANDOM_CASES,
    });
    for (const [index, value] of samples.entries()) {
      inputs.push(place(value, `${where} sample ${index}`));
    }
  }
  if (route.schema?.body) {
    for (const raw of ['[]', '"text"', '123', 'null', '{"a":', '{"__proto__":{"x":1}}']) {
      inputs.push({ label: `raw body ${raw}`, rawBody: raw, query: base.query });
    }
    inputs.push({
      label: 'deeply nested body',
      rawBody: `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
      query: base.query,
    });
  }
  return inputs;
}

async function send(route: InventoryRoute, url: string, input: Input) {
  const isLogout = route.url.endsWith('/ums/auth/logout');
  const headers = {
    ...t.auth(isLogout ? logoutSession : owner, fixture.merchantId),
    ...extraHeaders,
    ...(input.rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(input.contentType ? { 'content-type': input.contentType } : {}),
  };
  const response = await t.app.inject({
    method: route.method as 'POST',
    url,
    query: input.query,
    headers,
    payload: input.rawBody ?? (input.body as object | undefined),
  });
  if (isLogout && response.statusCode < 300) {
    logoutSession = await t.login(ownerUser.phone, ownerUser.password);
  }
  return response;
}

async function fuzz(route: InventoryRoute, base: AttackRequest) {
  const problems: string[] = [];
  const marks = () => tableMarks(t.db, { skip: COUNTS_EVERY_ATTEMPT });
  let before = await marks();
  let clock = await writeClock(t.db);
  for (const input of inputsFor(route, base)) {
    const response = await send(route, base.url, input);
    const status = response.statusCode;
    const where = `${input.label} -> ${status}`;
    if (status >= 500) problems.push(`${where}: ${response.body.slice(0, 200)}`);
    if (status >= 400) {
      const problem = errorBodyProblem(response.body);
      if (problem) problems.push(`${where}: ${problem}`);
    }
    // An accepted export goes on in the background: let it finish before the next snapshot.
    if (status < 300 && route.method !== 'GET') await settleExportJobs(t.db);
    const now = await writeClock(t.db);
    if (now === clock) continue;
    clock = now;
    const after = await marks();
    const changed = changedTables(before, after);
    if (changed.length > 0 && (status >= 400 || route.method === 'GET')) {
      problems.push(`${where} but wrote ${changed}`);
    }
    before = after;
  }
  // One body over the limit (the route's own, else BODY_LIMIT_BYTES): 413 before any parsing.
  if (route.schema?.body) {
    const limit = route.bodyLimit ?? t.config.bodyLimitBytes;
    const response = await send(route, base.url, {
      label: 'over-size body',
      rawBody: JSON.stringify({ x: 'x'.repeat(limit + 1024) }),
      query: base.query,
    });
    const problem =
      response.statusCode === 413
        ? errorBodyProblem(response.body, 'PAYLOAD_TOO_LARGE')
        : `answered ${response.statusCode}`;
    if (problem) problems.push(`over-size body: ${problem}`);
  }
  return problems;
}

const routeKeys = [...Object.keys(ISOLATION_CASES), ...Object.keys(OTHER_BASES)];

describe('hostile input', () => {
  it('has a valid base request for every API route with a body or a query', () => {
    const missing = t.app.routeInventory
      .filter(fuzzable)
      .map(routeKey)
      .filter((key) => !baseRequest(key));
    expect(missing).toEqual([]);
  });

  it('bounds every number a request carries, within what the database holds', () => {
    const unbounded = t.app.routeInventory.flatMap((route) =>
      (['params', 'querystring', 'body'] as const).flatMap((where) => {
        const schema = route.schema?.[where];
        if (!schema) return [];
        return unboundedNumbers(inputJsonSchema(schema)).map(
          (path) => `${routeKey(route)} ${where}${path}`,
        );
      }),
    );
    expect(unbounded).toEqual([]);
  });

  for (const key of routeKeys) {
    it(`${key}: never a 5xx, always the error body, no write when refused`, async (context) => {
      const route = t.app.routeInventory.find((r) => routeKey(r) === key);
      if (!route || !fuzzable(route)) return context.skip();
      const base = baseRequest(key)!;
      expect(await fuzz(route, base)).toEqual([]);
    });
  }
});
