import {
  loginBodySchema,
  messageResponseSchema,
  refreshBodySchema,
  sendOtpBodySchema,
  sendOtpResponseSchema,
  setPasswordBodySchema,
  tokenPairSchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '@mp/contract/ums/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { dummyPasswordHash } from '../../../lib/passwords';
import { currentUser } from '../../../plugins/auth';
import { login, logout, refresh } from './auth.service';
import { sendOtp, setPassword, verifyOtp } from './password-reset.service';

const tags = ['auth'];
const isPublic = { auth: false } as const;
/** Logout may name the refresh token; the whole session ends either way. */
const logoutBodySchema = refreshBodySchema.partial().nullish();

export function authRoutes(context: AppContext): FastifyPluginAsyncZod {
  // Hash the dummy password now, so the first unknown-user login is not slower than the rest.
  void dummyPasswordHash();
  return async (app) => {
    app.post(
      '/auth/merchant/login',
      {
        config: isPublic,
        schema: {
          tags,
          summary: 'Log in with phone or e-mail and password',
          security: [],
          body: loginBodySchema,
          response: { 200: tokenPairSchema },
        },
      },
      async (request) => login(context, request.body, request.ip),
    );

    for (const url of ['/auth/merchant/refresh', '/auth/refresh']) {
      app.post(
        url,
        {
          config: isPublic,
          schema: {
            tags,
            summary: 'Trade a refresh token for a new idToken and refresh token (rotation)',
            security: [],
            body: refreshBodySchema,
            response: { 200: tokenPairSchema },
          },
        },
        async (request) => refresh(context, request.body.refreshToken),
      );
    }

    for (const method of ['POST', 'DELETE'] as const) {
      app.route({
        method,
        url: '/auth/logout',
        schema: {
          tags,
          summary: "End the caller's session (its idToken and refresh tokens stop working)",
          body: logoutBodySchema,
          response: { 204: z.null().describe('Logged out') },
        },
        handler: async (request, reply) => {
          await logout(context, currentUser(request).sessionId);
          return reply.status(204).send(null);
        },
      });
    }

    app.post(
      '/auth/merchant/send-otp',
      {
        config: isPublic,
        schema: {
          tags,
          summary: "Text a one-time code to the account's phone (same answer for any username)",
          security: [],
          body: sendOtpBodySchema,
          response: { 200: sendOtpResponseSchema },
        },
      },
      async (request) => sendOtp(context, request.body.username, request.ip, request.log),
    );

    app.post(
      '/auth/merchant/verify-otp',
      {
        config: isPublic,
        schema: {
          tags,
          summary: 'Trade the one-time code for a single-use reset token (valid 15 minutes)',
          security: [],
          body: verifyOtpBodySchema,
          response: { 200: verifyOtpResponseSchema },
        },
      },
      async (request) => verifyOtp(context, request.body, request.ip),
    );

    app.post(
      '/auth/merchant/set-password',
      {
        config: isPublic,
        schema: {
          tags,
          summary: 'Set a new password with a reset token; ends every session of the user',
          security: [],
          body: setPasswordBodySchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => setPassword(context, request.body),
    );
  };
}
