import {
  callbackAckSchema,
  initTransactionBodySchema,
  initTransactionResponseSchema,
  PAY_AMOUNT_MESSAGE,
  PAYMENT_RETURN_PATH,
  sandboxCallbackBodySchema,
} from '@mp/contract/bms/transactions';
import { idParamsSchema } from '@mp/contract/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { AppError, notFound } from '../../../lib/errors';
import { publicOrigin } from '../../../lib/public-origin';
import { currentMerchantId, currentUser } from '../../../plugins/auth';
import { CALLBACK_PATHS, createPaymentProvider } from './providers/create-provider';
import { sandboxGatewayRoutes } from './providers/sandbox-gateway.routes';
import { resolveSandboxSecret } from './providers/sandbox-signing';
import { initTransaction, recordOutcome } from './transactions.service';

const tags = ['transactions'];
const formFieldsSchema = z.record(z.string(), z.string());

/** The amount rule answers with the spec's exact sentence; unknown fields keep their own. */
function amountError(request: FastifyRequest) {
  const error = request.validationError as
    | (Error & { validation?: { instancePath?: string; keyword?: string; message?: string }[] })
    | undefined;
  const issue = error?.validation?.[0];
  const own = issue?.instancePath === '/amount' || issue?.keyword === 'unrecognized_keys';
  const message = own && issue?.message ? issue.message : PAY_AMOUNT_MESSAGE;
  return new AppError('VALIDATION_ERROR', message, { details: [{ path: 'body.amount', message }] });
}

export function transactionRoutes({ config, database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    // Gateways post HTML forms (the sandbox's buttons, SSLCommerz's IPN and return).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const provider = createPaymentProvider(config, app);
    if (provider.name === 'sandbox' && config.env === 'production') {
      app.log.warn('PAYMENT_PROVIDER=sandbox: online payments are simulated, no money moves');
    }

    app.post(
      '/bms/transactions/:id/init',
      {
        config: { merchantScope: 'header', permission: 'billing.pay' },
        attachValidation: true,
        schema: {
          tags,
          summary: 'Start paying the due online: answers the hosted checkout url',
          description:
            '{id} is the signed-in user id (the idToken `sub`); the merchant is X-Merchant-Id. ' +
            `amount: a number > 99 with at most 2 decimals, else 400 "${PAY_AMOUNT_MESSAGE}".`,
          params: idParamsSchema,
          body: initTransactionBodySchema,
          response: { 200: initTransactionResponseSchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        if (request.validationError?.validationContext === 'params') throw notFound('User');
        if (request.params.id !== user.id) throw notFound('User');
        if (request.validationError) throw amountError(request);
        return initTransaction(db, provider, {
          userId: user.id,
          merchantId: currentMerchantId(request),
          amount: request.body.amount,
          origin: publicOrigin(config, request),
        });
      },
    );

    if (provider.name === 'sandbox') {
      await app.register(
        sandboxGatewayRoutes({ db, secret: resolveSandboxSecret(config), log: app.log }),
      );
      app.post(
        CALLBACK_PATHS.sandbox,
        {
          config: { permission: 'public' },
          schema: {
            tags,
            summary: "The sandbox provider's signed server-to-server callback",
            body: sandboxCallbackBodySchema,
            response: { 200: callbackAckSchema },
          },
        },
        async (request) => {
          await recordOutcome(db, provider.name, await provider.verify(request.body));
          return { received: true as const };
        },
      );
      return;
    }

    app.post(
      CALLBACK_PATHS.sslcommerz,
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: "SSLCommerz's IPN: verify_sign checked, then the validation API decides",
          body: formFieldsSchema,
          response: { 200: callbackAckSchema },
        },
      },
      async (request) => {
        await recordOutcome(db, provider.name, await provider.verify(request.body));
        return { received: true as const };
      },
    );

    app.post(
      `${CALLBACK_PATHS.sslcommerzReturn}/:result`,
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: "The payer's browser back from SSLCommerz; redirects to the payment history",
          params: z.object({ result: z.enum(['success', 'fail', 'cancel']) }).strict(),
          body: formFieldsSchema.optional(),
        },
      },
      async (request, reply) => {
        const fields = request.body ?? {};
        let key: string = request.params.result === 'cancel' ? 'cancelled' : 'failed';
        if (request.params.result === 'success') {
          // Same checks as the IPN, so the payment shows even if the IPN cannot reach us;
          // `pending` tells the panel the provider has not confirmed it (yet).
          key = 'pending';
          try {
            const outcome = await provider.verify(fields);
            await recordOutcome(db, provider.name, outcome);
            key = outcome.outcome;
          } catch (error) {
            request.log.warn({ err: error }, 'payment return could not be verified');
          }
        }
        const query = new URLSearchParams({ [key]: fields.tran_id ?? '' });
        return reply.redirect(`${PAYMENT_RETURN_PATH}?${query}`, 303);
      },
    );
  };
}
