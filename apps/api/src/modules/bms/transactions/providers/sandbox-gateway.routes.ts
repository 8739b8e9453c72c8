import crypto from 'node:crypto';
import {
  PAY_AMOUNT_MAX,
  PAYMENT_RETURN_PATH,
  type SandboxCallbackBody,
} from '@mp/contract/bms/transactions';
import { moneySchema } from '@mp/contract/common';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../../db/client';
import { AppError, unauthenticated } from '../../../../lib/errors';
import { sameSecret } from '../../../../lib/secrets';
import { PAGE_HEADERS } from '../../../../plugins/panel-headers';
import { checkoutPage, messagePage } from './sandbox-gateway.page';
import {
  completeSandboxSession,
  findSandboxSession,
  findSandboxSessionByTranId,
  insertSandboxSession,
  type SandboxSession,
} from './sandbox-gateway.queries';
import { SANDBOX_STORE_KEY_HEADER, sandboxStoreKey, signFields } from './sandbox-signing';

const SESSION_TTL_MS = 30 * 60_000;
const DELIVERY_ATTEMPTS = 3;
const tags = ['sandbox payment provider'];
const isPublic = { permission: 'public' } as const;

const sandboxSessionRequestSchema = z
  .object({
    tranId: z.string().min(1).max(64),
    amount: moneySchema.positive().max(PAY_AMOUNT_MAX),
    currency: z.literal('BDT'),
    description: z.string().max(200),
    callbackPath: z.string().startsWith('/'),
  })
  .strict();

export const sandboxStatusSchema = z.object({
  tranId: z.string(),
  sessionKey: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'cancelled']),
  amount: z.string(),
  currency: z.string(),
  bankTranId: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type SandboxStatus = z.infer<typeof sandboxStatusSchema>;

const sessionParams = z.object({ sessionKey: z.string().regex(/^[\w-]{20,100}$/) }).strict();
const actionParams = sessionParams.extend({ action: z.enum(['pay', 'fail', 'cancel']) });
const outcomeOf = { pay: 'paid', fail: 'failed', cancel: 'cancelled' } as const;

/**
 * The embedded "payment gateway": it plays the provider's side, separate from the API's
 * bookkeeping. Session and status APIs require the store key, as a real gateway's do;
 * the checkout page is public (its unguessable session key is the payer's ticket).
 */
export function sandboxGatewayRoutes(deps: {
  db: Db;
  secret: string;
  log: FastifyBaseLogger;
}): FastifyPluginAsyncZod {
  const { db, secret } = deps;
  const storeKey = sandboxStoreKey(secret);
  const requireStoreKey = (given: string | string[] | undefined) => {
    if (!sameSecret(given, storeKey)) {
      throw unauthenticated('Invalid store key');
    }
  };

  return async (app) => {
    const checkoutBase = `${app.prefix}/sandbox-pay/checkout`;

    app.post(
      '/sandbox-pay/api/sessions',
      {
        config: isPublic,
        schema: {
          tags,
          summary: 'Open a checkout session (called by the API with the store key)',
          body: sandboxSessionRequestSchema,
          response: { 200: z.object({ sessionKey: z.string(), checkoutPath: z.string() }) },
        },
      },
      async (request) => {
        requireStoreKey(request.headers[SANDBOX_STORE_KEY_HEADER]);
        const sessionKey = crypto.randomBytes(32).toString('base64url');
        const opened = await insertSandboxSession(db, {
          ...request.body,
          sessionKey,
          expiresAt: new Date(Date.now() + SESSION_TTL_MS),
        });
        if (!opened) throw new AppError('CONFLICT', 'This transaction id already has a session');
        return { sessionKey, checkoutPath: `${checkoutBase}/${sessionKey}` };
      },
    );

    app.get(
      '/sandbox-pay/api/transactions/:tranId',
      {
        config: isPublic,
        schema: {
          tags,
          summary: "The sandbox's own record of a transaction (status query)",
          params: z.object({ tranId: z.string().min(1).max(64) }).strict(),
          response: { 200: sandboxStatusSchema },
        },
      },
      async (request) => {
        requireStoreKey(request.headers[SANDBOX_STORE_KEY_HEADER]);
        const session = await findSandboxSessionByTranId(db, request.params.tranId);
        if (!session) throw new AppError('NOT_FOUND', 'Transaction not found');
        return toStatus(session);
      },
    );

    app.get(
      '/sandbox-pay/checkout/:sessionKey',
      {
        config: isPublic,
        schema: { tags, summary: 'The hosted checkout page', params: sessionParams },
      },
      async (request, reply) => {
        const session = await findSandboxSession(db, request.params.sessionKey);
        if (!session) return html(reply, 404, messagePage('Not found', 'No such checkout.'));
        if (session.status !== 'pending') return redirectToPanel(reply, session);
        if (session.expiresAt.getTime() < Date.now()) {
          return html(reply, 410, messagePage('Expired', 'This checkout has expired.'));
        }
        return html(reply, 200, checkoutPage(session, `${checkoutBase}/${session.sessionKey}`));
      },
    );

    app.post(
      '/sandbox-pay/checkout/:sessionKey/:action',
      {
        config: isPublic,
        schema: { tags, summary: "The payer's choice: pay, fail or cancel", params: actionParams },
      },
      async (request, reply) => {
        const { sessionKey, action } = request.params;
        const bankTranId =
          action === 'pay' ? `SBX${crypto.randomBytes(6).toString('hex').toUpperCase()}` : null;
        const completed = await completeSandboxSession(
          db,
          sessionKey,
          outcomeOf[action],
          bankTranId,
        );
        if (completed) await deliverCallback(completed);
        const session = completed ?? (await findSandboxSession(db, sessionKey));
        if (!session) return html(reply, 404, messagePage('Not found', 'No such checkout.'));
        if (session.status === 'pending') {
          return html(reply, 410, messagePage('Expired', 'This checkout has expired.'));
        }
        return redirectToPanel(reply, session);
      },
    );

    /**
     * The signed server-to-server notification. Delivered in-process through the real callback
     * route (full routing, validation and hooks), so it works behind any proxy or port mapping;
     * retried on a server error, as gateways retry IPNs.
     */
    async function deliverCallback(session: SandboxSession) {
      const fields: Omit<SandboxCallbackBody, 'signature'> = {
        tranId: session.tranId,
        sessionKey: session.sessionKey,
        status: session.status as SandboxCallbackBody['status'],
        amount: session.amount.toFixed(2),
        currency: 'BDT',
        bankTranId: session.bankTranId ?? '',
        timestamp: String(Date.now()),
      };
      const payload = { ...fields, signature: signFields(secret, fields) };
      for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt++) {
        try {
          const response = await app.inject({ method: 'POST', url: session.callbackPath, payload });
          if (response.statusCode < 500) {
            if (response.statusCode >= 400) {
              deps.log.error({ tranId: session.tranId, body: response.body }, 'callback refused');
            }
            return;
          }
        } catch (error) {
          deps.log.warn({ err: error, tranId: session.tranId, attempt }, 'callback failed');
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
      deps.log.error({ tranId: session.tranId }, 'callback not delivered');
    }
  };
}

function toStatus(session: SandboxSession): SandboxStatus {
  return {
    tranId: session.tranId,
    sessionKey: session.sessionKey,
    status: session.status,
    amount: session.amount.toFixed(2),
    currency: session.currency,
    bankTranId: session.bankTranId,
    completedAt: session.completedAt?.toISOString() ?? null,
  };
}

/**
 * The checkout page has no script: its inline style and its forms, which post to this origin,
 * are all the policy allows.
 */
const CHECKOUT_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'font-src data:',
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .headers({
      'content-security-policy': CHECKOUT_PAGE_POLICY,
      ...PAGE_HEADERS,
      'cache-control': 'no-store',
    })
    .send(body);
}

/** Back to the panel's payment history, telling it how the attempt ended. */
function redirectToPanel(reply: FastifyReply, session: SandboxSession) {
  const key = session.status === 'pending' ? 'cancelled' : session.status;
  const query = new URLSearchParams({ [key]: session.tranId });
  return reply.redirect(`${PAYMENT_RETURN_PATH}?${query}`, 303);
}
