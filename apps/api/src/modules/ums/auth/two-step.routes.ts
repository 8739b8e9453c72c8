import {
  enableTwoStepBodySchema,
  recoveryCodesSchema,
  secondStepProofSchema,
  stepUpBodySchema,
  twoStepSetupSchema,
  twoStepStatusSchema,
} from '@mp/contract/ums/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { currentUser } from '../../../plugins/auth';
import { checkCurrentPassword } from './auth.service';
import {
  authenticatorKeys,
  enableTwoStep,
  renewRecoveryCodes,
  startTwoStepSetup,
  stepUp,
  turnOffTwoStep,
  twoStepStatus,
} from './two-step.service';

const tags = ['auth'];
const isSelf = { permission: 'self' } as const;

/** The person's own 2-step sign-in (an authenticator app and recovery codes) and step-up. */
export function twoStepRoutes(context: AppContext): FastifyPluginAsyncZod {
  const twoStepContext = { ...context, appKeys: authenticatorKeys(context.config) };
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/auth/two-step',
      {
        config: isSelf,
        schema: {
          tags,
          summary: "The caller's 2-step sign-in: on or off, and recovery codes left",
          response: { 200: twoStepStatusSchema },
        },
      },
      async (request) => twoStepStatus(db, currentUser(request).id),
    );

    app.post(
      '/auth/two-step/setup',
      {
        config: isSelf,
        schema: {
          tags,
          summary: 'A new key for an authenticator app (as text and an otpauth:// link)',
          description: '2-step is on only once `enable` takes a code of this key.',
          response: { 200: twoStepSetupSchema },
        },
      },
      async (request) => startTwoStepSetup(twoStepContext, currentUser(request).id),
    );

    app.post(
      '/auth/two-step/enable',
      {
        config: isSelf,
        schema: {
          tags,
          summary: "Turn 2-step on with the app's first code; answers 10 recovery codes, once",
          body: enableTwoStepBodySchema,
          response: { 200: recoveryCodesSchema },
        },
      },
      async (request) => enableTwoStep(twoStepContext, currentUser(request).id, request.body.code),
    );

    app.post(
      '/auth/two-step/turn-off',
      {
        config: isSelf,
        schema: {
          tags,
          summary: 'Turn 2-step off, with a code of the app or a recovery code',
          body: secondStepProofSchema,
          response: { 204: z.null().describe('Turned off') },
        },
      },
      async (request, reply) => {
        await turnOffTwoStep(twoStepContext, currentUser(request).id, request.body, request.ip);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/auth/two-step/recovery-codes',
      {
        config: isSelf,
        schema: {
          tags,
          summary: 'New recovery codes in place of the old ones, with the second step',
          body: secondStepProofSchema,
          response: { 200: recoveryCodesSchema },
        },
      },
      async (request) =>
        renewRecoveryCodes(twoStepContext, currentUser(request).id, request.body, request.ip),
    );

    app.post(
      '/auth/step-up',
      {
        config: isSelf,
        schema: {
          tags,
          summary: 'Prove it is you again before a guarded act (allowed 15 minutes after)',
          description:
            'With 2-step on: `{code}` or `{recoveryCode}`; otherwise `{password}`. Guarded ' +
            "acts (the payout account, order exports with customers' phones, the sign-in " +
            'rules) answer 403 STEP_UP_REQUIRED until then.',
          body: stepUpBodySchema,
          response: { 204: z.null().describe('Proved') },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        await stepUp(twoStepContext, user, request.body, request.ip, (password) =>
          checkCurrentPassword(context, user.id, password, request.ip),
        );
        return reply.status(204).send(null);
      },
    );
  };
}
