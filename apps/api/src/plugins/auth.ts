import { MERCHANT_HEADER } from '@mp/contract/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { AppError, notFound, unauthenticated } from '../lib/errors';
import type { AccessTokens } from '../lib/tokens';
import { merchants } from '../modules/cms/merchants/merchants.table';
import { authSessions } from '../modules/ums/auth/auth.table';

/**
 * How a route is protected, set in its `config`:
 * - `auth: false` for the few public routes (login, OTP, refresh, callbacks);
 * - `merchantScope: 'header'` when the merchant comes in X-Merchant-Id,
 *   `merchantScope: 'param'` when it is the route's `:id` (or `:merchantId`) path parameter.
 * Everything else under the API prefix needs a valid idToken of a live session.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: false;
    merchantScope?: 'header' | 'param';
  }
  interface FastifyRequest {
    /** `tokenExpiresAt` (ms): when the bearer token stops being accepted (long streams end). */
    user?: { id: number; sessionId: string; tokenExpiresAt: number };
    merchantId?: number;
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
  // One round trip checks the session and, for a merchant-scoped route, the ownership too.
  // Prepared once with Drizzle's own .prepare(): it runs on every request.
  const sessionLookup = deps.db
    .select({ merchantId: merchants.id })
    .from(authSessions)
    .leftJoin(
      merchants,
      and(
        eq(merchants.id, sql.placeholder('merchantId')),
        eq(merchants.ownerUserId, authSessions.userId),
      ),
    )
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
    if (config.auth === false || !url?.startsWith(deps.prefix)) return;
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
    };
    if (row.merchantId !== null) request.merchantId = row.merchantId;
  });

  // preHandler runs after validation: a malformed id or body has already answered 400, so what
  // is left is a merchant the user does not own, answered exactly like one that does not exist.
  app.addHook('preHandler', async (request) => {
    const scope = request.routeOptions.config.merchantScope;
    if (!scope) return;
    const merchantId = scope === 'header' ? headerMerchantId(request) : paramMerchantId(request);
    if (request.merchantId !== merchantId) throw notFound('Merchant');
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
