import { MERCHANT_HEADER } from '@mp/contract/common';
import { STEP_UP_SECONDS } from '@mp/contract/ums/auth';
import {
  can,
  type MemberAccess,
  memberAccess,
  type RouteAccess,
} from '@mp/contract/ums/permissions';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { AppError, forbidden, notFound, unauthenticated } from '../lib/errors';
import type { AccessTokens } from '../lib/tokens';
import { authSessions } from '../modules/ums/auth/auth.table';
import { merchantSignInRules, userTwoStep } from '../modules/ums/auth/two-step.table';
import { customRoleJoin, memberAccessColumns } from '../modules/ums/members/member-access';
import { merchantMembers, merchantRoles } from '../modules/ums/members/merchant-members.table';

/**
 * How a route is protected, set in its `config` (decision 076). Every route under the API
 * prefix declares `permission` (the app refuses to start with one that does not):
 * - `'public'` for the few routes without sign-in (login, OTP, refresh, callbacks);
 * - `'self'` for the signed-in person's own things, naming no merchant;
 * - a permission of the catalogue, or `'member'`, for a merchant's data, with `merchantScope`:
 *   `'header'` when the merchant comes in X-Merchant-Id, `'param'` when it is the route's `:id`
 *   (or `:merchantId`) path parameter.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RouteAccess;
    merchantScope?: 'header' | 'param';
    /** A guarded act: the person proves it is them again first (`requireStepUp`). */
    stepUp?: true;
  }
  interface FastifyRequest {
    /** `tokenExpiresAt` (ms): when the bearer token stops being accepted (long streams end). */
    user?: {
      id: number;
      sessionId: string;
      tokenExpiresAt: number;
      /** When the session last proved it was its person (ms): its sign-in or a step-up. */
      steppedUpAt: number | null;
    };
    merchantId?: number;
    /** The user's role in the merchant in scope, set with `merchantId`. */
    access?: MemberAccess;
    /** The merchant in scope asks its team for 2-step sign-in, and this person has none. */
    twoStepMissing?: boolean;
  }
}

/**
 * Fails at registration for a route under `prefix` without a sound declaration, so an
 * unprotected route stops the app from starting rather than reaching production.
 */
export function assertRouteDeclared(
  route: { method: string | string[]; url: string; config?: FastifyContextConfig },
  prefix: string,
) {
  if (!route.url.startsWith(`${prefix}/`)) return;
  const { permission, merchantScope } = route.config ?? {};
  const name = `${[route.method].flat().join(',')} ${route.url}`;
  if (permission === undefined) {
    throw new Error(`${name} declares no permission in its config (plugins/auth.ts)`);
  }
  const merchantLevel = permission !== 'public' && permission !== 'self';
  if (merchantLevel !== (merchantScope !== undefined)) {
    throw new Error(
      `${name}: a merchant's permission needs a merchantScope, and 'public' or 'self' none`,
    );
  }
}

/** The signed-in user; only call it on protected routes. */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** The merchant in scope, already checked to belong to the user. */
export function currentMerchantId(request: FastifyRequest) {
  if (request.merchantId === undefined) throw new Error('route has no merchantScope config');
  return request.merchantId;
}

/**
 * Who acts, in which merchant: what a service writes as the actor of a change and its activity
 * entry. Only on a route with a merchant scope.
 */
export function currentActor(request: FastifyRequest) {
  return { merchantId: currentMerchantId(request), userId: currentUser(request).id };
}

/** The device a sign-in comes from, as the person's list of devices will show it. */
export function sessionClientOf(request: FastifyRequest) {
  const agent = request.headers['user-agent'];
  return { userAgent: agent ? agent.slice(0, 500) : null, ip: request.ip };
}

/**
 * A guarded act (decision 080): allowed within 15 minutes of the session's sign-in or step-up,
 * else 403 STEP_UP_REQUIRED, on which the panel asks for the second step (or the password) and
 * repeats the request.
 */
export function requireStepUp(request: FastifyRequest) {
  const { steppedUpAt } = currentUser(request);
  if (steppedUpAt === null || Date.now() - steppedUpAt > STEP_UP_SECONDS * 1000) {
    throw new AppError('STEP_UP_REQUIRED', 'Please confirm it is you before doing this');
  }
}

/** The member's role in the merchant in scope, already checked against the route's permission. */
export function currentAccess(request: FastifyRequest) {
  if (!request.access) throw new Error('route has no merchantScope config');
  return request.access;
}

function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export function registerAuth(
  app: FastifyInstance,
  deps: { db: Db; tokens: AccessTokens; prefix: string },
) {
  // One round trip checks the session and, for a merchant-scoped route, the membership too.
  // Prepared once with Drizzle's own .prepare(): it runs on every request.
  const sessionLookup = deps.db
    .select({
      merchantId: merchantMembers.merchantId,
      ...memberAccessColumns,
      steppedUpAt: authSessions.steppedUpAt,
      twoStepOn: sql<boolean>`${userTwoStep.enabledAt} is not null`,
      twoStepRequired: merchantSignInRules.twoStepRequired,
    })
    .from(authSessions)
    .leftJoin(
      merchantMembers,
      and(
        eq(merchantMembers.merchantId, sql.placeholder('merchantId')),
        eq(merchantMembers.userId, authSessions.userId),
      ),
    )
    .leftJoin(merchantRoles, customRoleJoin)
    .leftJoin(userTwoStep, eq(userTwoStep.userId, authSessions.userId))
    .leftJoin(merchantSignInRules, eq(merchantSignInRules.merchantId, merchantMembers.merchantId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.userId, sql.placeholder('userId')),
        isNull(authSessions.revokedAt),
      ),
    )
    .limit(1)
    .prepare('auth_session_lookup');

  app.addHook('onRequest', async (request) => {
    // Fastify builds `routeOptions` anew on each read: read it once.
    const { config, url } = request.routeOptions;
    // Judged by the matched route, not the raw URL: an unknown path answers 404, not 401.
    if (config.permission === 'public' || !url?.startsWith(deps.prefix)) return;
    const token = bearerToken(request);
    if (!token) throw unauthenticated('Missing bearer token');
    const claims = await deps.tokens.verify(token);
    if (!claims) throw unauthenticated('Invalid or expired token');
    const [row] = await sessionLookup.execute({
      sessionId: claims.sessionId,
      userId: claims.userId,
      merchantId: merchantCandidate(request, config.merchantScope) ?? 0,
    });
    if (!row) throw unauthenticated('Your session has ended, please log in again');
    request.user = {
      id: claims.userId,
      sessionId: claims.sessionId,
      tokenExpiresAt: claims.expiresAt,
      steppedUpAt: row.steppedUpAt?.getTime() ?? null,
    };
    if (row.merchantId !== null && row.role !== null) {
      request.merchantId = row.merchantId;
      request.access = memberAccess(row.role, row.customRole);
      request.twoStepMissing = row.twoStepRequired === true && !row.twoStepOn;
    }
  });

  // preHandler runs after validation: a malformed id or body has already answered 400, so what
  // is left is a merchant the user is no member of, answered exactly like one that does not
  // exist, or a member whose role lacks the route's permission, told which one.
  app.addHook('preHandler', async (request) => {
    const { merchantScope, permission, stepUp } = request.routeOptions.config;
    if (!merchantScope) {
      if (stepUp) requireStepUp(request);
      return;
    }
    const merchantId =
      merchantScope === 'header' ? headerMerchantId(request) : paramMerchantId(request);
    if (request.merchantId !== merchantId || !request.access) throw notFound('Merchant');
    if (request.twoStepMissing) {
      throw new AppError(
        'TWO_STEP_REQUIRED',
        'This merchant account asks everyone in its team to turn on 2-step sign-in first',
      );
    }
    const checked = permission !== 'public' && permission !== 'self' && permission !== undefined;
    if (checked && !can(request.access, permission)) throw forbidden(permission);
    if (stepUp) requireStepUp(request);
  });
}

/** The merchant the route is about, read leniently before validation; undefined if malformed. */
function merchantCandidate(request: FastifyRequest, scope: FastifyContextConfig['merchantScope']) {
  if (!scope) return undefined;
  const params = request.params as { id?: string; merchantId?: string } | undefined;
  const raw =
    scope === 'header' ? request.headers[MERCHANT_HEADER] : (params?.merchantId ?? params?.id);
  return parseMerchantId(raw);
}

function parseMerchantId(raw: unknown) {
  const value = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
}

function headerMerchantId(request: FastifyRequest) {
  const value = parseMerchantId(request.headers[MERCHANT_HEADER]);
  if (value === undefined) {
    throw new AppError('VALIDATION_ERROR', 'The X-Merchant-Id header must name a merchant id', {
      details: [
        { path: `headers.${MERCHANT_HEADER}`, message: 'A positive whole number is required' },
      ],
    });
  }
  return value;
}

function paramMerchantId(request: FastifyRequest) {
  const params = request.params as { id?: number; merchantId?: number };
  const value = params.merchantId ?? params.id;
  if (typeof value !== 'number') throw new Error('merchantScope param route without :id');
  return value;
}
