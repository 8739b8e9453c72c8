import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { currentUser } from '../plugins/auth';
import { AppError, validationError } from './errors';
import { idempotencyKeys } from './idempotency.table';

const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

type Answer = { status: number; body: unknown };
type Outcome = Answer & { replayed: boolean; error?: AppError };

/** Stable JSON: the same body with keys in another order hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Runs `act` at most once per (user, Idempotency-Key). The key row is inserted in the same
 * transaction as the action: a concurrent duplicate waits on the unique index until the first
 * commits, then replays its stored answer; if the first failed unexpectedly (rolled back), the
 * duplicate acts itself. Coded failures (409, 404 ...) are answers too and are replayed as such.
 * The same key with another method, path, merchant or body answers 409 CONFLICT.
 */
async function runIdempotent(
  db: Db,
  request: { userId: number; merchantId?: number; key: string; method: string; path: string },
  body: unknown,
  act: (tx: Db) => Promise<unknown>,
): Promise<Outcome> {
  if (!KEY_PATTERN.test(request.key)) {
    throw validationError(
      'Idempotency-Key must be 1 to 255 visible ASCII characters',
      'headers.idempotency-key',
    );
  }
  const requestHash = crypto
    .createHash('sha256')
    .update(canonical([request.method, request.path, request.merchantId ?? null, body]))
    .digest('base64url');

  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({
        userId: request.userId,
        merchantId: request.merchantId,
        key: request.key,
        method: request.method,
        path: request.path,
        requestHash,
      })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });

    if (!claimed) {
      const [first] = await tx
        .select({
          requestHash: idempotencyKeys.requestHash,
          responseStatus: idempotencyKeys.responseStatus,
          responseBody: idempotencyKeys.responseBody,
        })
        .from(idempotencyKeys)
        .where(
          and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)),
        );
      if (!first || first.requestHash !== requestHash) {
        throw new AppError(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for a different request; use a new key',
        );
      }
      if (first.responseStatus === null) {
        throw new AppError(
          'REQUEST_IN_PROGRESS',
          'The same request is still running; wait a moment and look again',
        );
      }
      return { status: first.responseStatus, body: first.responseBody, replayed: true };
    }

    let outcome: Outcome;
    try {
      // A savepoint: a coded failure undoes the action's writes but keeps the key row.
      const result = await tx.transaction(async (savepoint) => act(savepoint));
      outcome = { status: 200, body: result ?? null, replayed: false };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome = { status: error.statusCode, body: error.toBody(), replayed: false, error };
    }
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: outcome.status, responseBody: outcome.body })
      .where(eq(idempotencyKeys.id, claimed.id));
    return outcome;
  });
}

/**
 * For a POST route: without an Idempotency-Key header it simply acts; with one it acts once and
 * replays the first answer (status and body, plus `Idempotent-Replayed: true`) to repeats.
 */
export async function answerIdempotently<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  act: (tx: Db) => Promise<T>,
): Promise<T> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return act(db);
  const key = Array.isArray(header) ? (header[0] ?? '') : header;
  const outcome = await runIdempotent(
    db,
    {
      userId: currentUser(request).id,
      merchantId: request.merchantId,
      key,
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
    },
    request.body,
    act,
  );
  if (outcome.error) throw outcome.error;
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  if (outcome.status !== 200) {
    return reply.status(outcome.status).send(outcome.body) as unknown as T;
  }
  return outcome.body as T;
}
