import fastifyCookie from '@fastify/cookie';
import {
  changePasswordBodySchema,
  deviceParamsSchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  refreshBodySchema,
  secondStepLoginBodySchema,
  sendOtpBodySchema,
  sendOtpResponseSchema,
  setPasswordBodySchema,
  signedInDevicesSchema,
  tokenPairSchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '@mp/contract/ums/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { dummyPasswordHash } from '../../../lib/passwords';
import { randomToken, resolveJwtSecret } from '../../../lib/tokens';
import { currentUser, sessionClientOf } from '../../../plugins/auth';
import {
  changePassword,
  completeSecondStep,
  type KnownDevice,
  login,
  logout,
  refresh,
} from './auth.service';
import { signedInDevices, signOutDevice, signOutOtherDevices } from './devices.service';
import { sendOtp, setPassword, verifyOtp } from './password-reset.service';
import { authenticatorKeys } from './two-step.service';

const tags = ['auth'];
const isPublic = { permission: 'public' } as const;
const isSelf = { permission: 'self' } as const;
/** Logout may name the refresh token; the whole session ends either way. */
const logoutBodySchema = refreshBodySchema.partial().nullish();

/**
 * The browser's device cookie (OWASP "device cookies"): signed, sent only to the login route,
 * unreadable by scripts, naming the account it signed in to and the browser's own id.
 */
const DEVICE_COOKIE = 'mp_device';
const DEVICE_COOKIE_DAYS = 180;

/**
 * The browser's own id (signed, unreadable by scripts), sent to every sign-in route: the codes
 * texted for a browser work only in it, and the codes it may ask for are counted by it.
 */
const BROWSER_COOKIE = 'mp_browser';

/** A cookie's value when its signature is ours, else undefined. */
function signedCookie(request: FastifyRequest, name: string): string | undefined {
  const raw = request.cookies[name];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  return unsigned?.valid ? (unsigned.value ?? undefined) : undefined;
}

/** The browser's id from its cookie, or a new one given to it with this answer. */
function browserOf(request: FastifyRequest, reply: FastifyReply): string {
  const known = signedCookie(request, BROWSER_COOKIE);
  if (known && /^[\w-]{20,100}$/.test(known)) return known;
  const browserId = randomToken();
  const url = request.routeOptions.url ?? request.url;
  reply.setCookie(BROWSER_COOKIE, browserId, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    // The folder of the sign-in routes: login, send-otp and verify-otp.
    path: url.slice(0, url.lastIndexOf('/')),
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
  return browserId;
}

/** Who is asking, as the sign-in limits count it. */
const callerOf = (request: FastifyRequest, reply: FastifyReply) => ({
  ip: request.ip,
  browserId: browserOf(request, reply),
});

function knownDevice(request: FastifyRequest): KnownDevice | undefined {
  const [userId, deviceId] = (signedCookie(request, DEVICE_COOKIE) ?? '').split(':');
  return userId && deviceId && /^\d+$/.test(userId)
    ? { userId: Number(userId), deviceId }
    : undefined;
}

/** Remembers the browser for the account it signed in to (the device cookie). */
function rememberDevice(request: FastifyRequest, reply: FastifyReply, device: KnownDevice) {
  reply.setCookie(DEVICE_COOKIE, `${device.userId}:${device.deviceId}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    // The login route's own path, which the second step's route lies under.
    path: (request.routeOptions.url ?? '').replace(/\/second-step$/, ''),
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}

export function authRoutes(context: AppContext): FastifyPluginAsyncZod {
  const twoStepContext = { ...context, appKeys: authenticatorKeys(context.config) };
  // Hash the dummy password now, so the first unknown-user login is not slower than the rest.
  void dummyPasswordHash();
  return async (app) => {
    // The JWT secret signs the device cookie too: one secret fewer for a deployment to keep.
    await app.register(fastifyCookie, { secret: resolveJwtSecret(context.config) });

    app.post(
      '/auth/merchant/login',
      {
        config: isPublic,
        schema: {
          tags,
          summary: 'Log in with phone or e-mail and password',
          security: [],
          description:
            'Answers the tokens, or for an account with 2-step sign-in `{secondStep: {ticket, ' +
            'methods}}` to complete at `login/second-step`.',
          body: loginBodySchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request, reply) => {
        const answer = await login(
          context,
          request.body,
          {
            ...callerOf(request, reply),
            device: knownDevice(request),
            userAgent: sessionClientOf(request).userAgent,
          },
          request.log,
        );
        if ('secondStep' in answer) return answer;
        rememberDevice(request, reply, answer.device);
        return answer.tokens;
      },
    );

    app.post(
      '/auth/merchant/login/second-step',
      {
        config: isPublic,
        schema: {
          tags,
          summary: "Complete a sign-in with 2-step: the login's ticket and the second step",
          description:
            "The ticket works once, for 5 minutes. `code`: the authenticator app's 6 digits " +
            '(each works once); `recoveryCode`: one of the recovery codes (once each).',
          security: [],
          body: secondStepLoginBodySchema,
          response: { 200: tokenPairSchema },
        },
      },
      async (request, reply) => {
        const signedIn = await completeSecondStep(
          twoStepContext,
          request.body,
          sessionClientOf(request),
          request.log,
        );
        rememberDevice(request, reply, signedIn.device);
        return signedIn.tokens;
      },
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
        config: isSelf,
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

    app.get(
      '/auth/devices',
      {
        config: isSelf,
        schema: {
          tags,
          summary: 'Where the caller is signed in: browser, system, address, last active',
          response: { 200: signedInDevicesSchema },
        },
      },
      async (request) => signedInDevices(context.database.db, currentUser(request)),
    );

    app.delete(
      '/auth/devices/:id',
      {
        config: isSelf,
        schema: {
          tags,
          summary: "Sign one of the caller's devices out: its next call is refused",
          params: deviceParamsSchema,
          response: { 204: z.null().describe('Signed out') },
        },
      },
      async (request, reply) => {
        await signOutDevice(context.database.db, currentUser(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/auth/devices/sign-out-others',
      {
        config: isSelf,
        schema: {
          tags,
          summary: 'Sign every other device of the caller out; this one stays',
          response: { 204: z.null().describe('Signed out') },
        },
      },
      async (request, reply) => {
        await signOutOtherDevices(context.database.db, currentUser(request));
        return reply.status(204).send(null);
      },
    );

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
      async (request, reply) =>
        sendOtp(context, request.body.username, callerOf(request, reply), request.log),
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
      async (request, reply) =>
        verifyOtp(context, request.body, callerOf(request, reply), request.log),
    );

    app.post(
      '/auth/merchant/change-password',
      {
        config: isSelf,
        schema: {
          tags,
          summary: 'Change the password with the current one; this session stays, the others end',
          body: changePasswordBodySchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => changePassword(context, currentUser(request), request.body, request.ip),
    );

    app.post(
      '/auth/merchant/set-password',
      {
        config: isPublic,
        schema: {
          tags,
          summary: 'Set a new password with a reset token; ends every session of the user',
          description:
            'An account with 2-step sign-in (verify-otp says `secondStepRequired`) adds ' +
            '`secondStep`: `{code}` of its authenticator app or `{recoveryCode}`.',
          security: [],
          body: setPasswordBodySchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => setPassword(twoStepContext, request.body, request.ip),
    );
  };
}
