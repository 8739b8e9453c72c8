import { idParamsSchema } from '@mp/contract/common';
import {
  acceptedInvitationSchema,
  acceptInvitationBodySchema,
  changeRoleBodySchema,
  customRoleBodySchema,
  customRoleListSchema,
  invitationListSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  inviteBodySchema,
  joinedMerchantSchema,
  memberListSchema,
  signInRulesSchema,
} from '@mp/contract/ums/staff';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { publicOrigin } from '../../../lib/public-origin';
import {
  currentAccess,
  currentMerchantId,
  currentUser,
  sessionClientOf,
} from '../../../plugins/auth';
import {
  acceptInvitation,
  changeCustomRole,
  changeRole,
  changeSignInRules,
  createRole,
  customRoles,
  invite,
  joinWithInvitation,
  openInvitations,
  previewInvitation,
  removeCustomRole,
  removeMember,
  signInRulesOf,
  teamOf,
  withdraw,
} from './members.service';

const tags = ['staff'];
const staff = { merchantScope: 'header', permission: 'staff' } as const;
const INVITATION_LINK_PATH = '/ums/invitation-links/:token';

const scopeOf = (request: FastifyRequest) => ({
  merchantId: currentMerchantId(request),
  userId: currentUser(request).id,
  access: currentAccess(request),
});

export function memberRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { config, database } = context;
  const { db } = database;
  return async (app) => {
    app.get(
      '/ums/members',
      {
        config: staff,
        schema: {
          tags,
          summary: 'The team of the merchant: each person, their role and when last active',
          response: { 200: memberListSchema },
        },
      },
      async (request) => teamOf(db, currentMerchantId(request)),
    );

    app.get(
      '/ums/sign-in-rules',
      {
        config: staff,
        schema: {
          tags,
          summary: 'What the merchant asks of everyone in its team at sign-in',
          response: { 200: signInRulesSchema },
        },
      },
      async (request) => signInRulesOf(db, currentMerchantId(request)),
    );

    app.put(
      '/ums/sign-in-rules',
      {
        config: { ...staff, stepUp: true },
        schema: {
          tags,
          summary: 'Ask 2-step sign-in of everyone in the team, or leave it to each person',
          description:
            'Once asked, a member without 2-step gets 403 TWO_STEP_REQUIRED on every route of ' +
            "this merchant until they turn it on. Asking it needs the caller's own 2-step.",
          body: signInRulesSchema,
          response: { 200: signInRulesSchema },
        },
      },
      async (request) => changeSignInRules(db, scopeOf(request), request.body),
    );

    app.patch(
      '/ums/members/:id',
      {
        config: staff,
        schema: {
          tags,
          summary: "Change a member's role (an owner's, or to owner, only by an owner)",
          description: 'The last owner keeps the role: 409 LAST_OWNER.',
          params: idParamsSchema,
          body: changeRoleBodySchema,
          response: { 200: memberListSchema },
        },
      },
      async (request) => changeRole(context, db, scopeOf(request), request.params.id, request.body),
    );

    app.delete(
      '/ums/members/:id',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Take a person off the team: their next call for the merchant is refused',
          params: idParamsSchema,
          response: { 200: memberListSchema },
        },
      },
      async (request) => removeMember(context, db, scopeOf(request), request.params.id),
    );

    app.get(
      '/ums/roles',
      {
        config: staff,
        schema: {
          tags,
          summary: "The merchant's own roles: their ticked permissions and how many have each",
          response: { 200: customRoleListSchema },
        },
      },
      async (request) => customRoles(db, currentMerchantId(request)),
    );

    app.post(
      '/ums/roles',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Make a role by ticking permissions (none the maker lacks); answers the roles',
          body: customRoleBodySchema,
          response: { 200: customRoleListSchema },
        },
      },
      async (request) => createRole(db, scopeOf(request), request.body),
    );

    app.put(
      '/ums/roles/:id',
      {
        config: staff,
        schema: {
          tags,
          summary: "Rename a role or change its ticks: its people's access follows at once",
          params: idParamsSchema,
          body: customRoleBodySchema,
          response: { 200: customRoleListSchema },
        },
      },
      async (request) => changeCustomRole(db, scopeOf(request), request.params.id, request.body),
    );

    app.delete(
      '/ums/roles/:id',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Delete a role no one has or is invited to',
          params: idParamsSchema,
          response: { 200: customRoleListSchema },
        },
      },
      async (request) => removeCustomRole(db, scopeOf(request), request.params.id),
    );

    app.get(
      '/ums/invitations',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Invitations still waiting to be taken, newest first',
          response: { 200: invitationListSchema },
        },
      },
      async (request) => openInvitations(db, currentMerchantId(request)),
    );

    app.post(
      '/ums/invitations',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Invite a person by phone (SMS) or e-mail to the team in a role',
          description:
            'The link works for 7 days, once. 409 ALREADY_MEMBER for someone in the team.',
          body: inviteBodySchema,
          response: { 201: invitationSchema },
        },
      },
      async (request, reply) => {
        const origin = publicOrigin(config, request);
        reply.code(201);
        return invite(context, db, scopeOf(request), request.body, origin);
      },
    );

    app.delete(
      '/ums/invitations/:id',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Withdraw an invitation: its link stops working',
          params: idParamsSchema,
        },
      },
      async (request, reply) => {
        await withdraw(db, scopeOf(request), request.params.id);
        return reply.code(204).send();
      },
    );

    app.get(
      INVITATION_LINK_PATH,
      {
        // The link's secret is the credential.
        config: { permission: 'public' },
        schema: {
          tags,
          summary: "What an invitation's link offers: the merchant, the role, who sent it",
          params: invitationTokenParamsSchema,
          response: { 200: invitationPreviewSchema },
        },
      },
      async (request) => previewInvitation(db, request.params.token),
    );

    app.post(
      `${INVITATION_LINK_PATH}/accept`,
      {
        config: { permission: 'public' },
        schema: {
          tags,
          summary: 'Make a login from the invitation and join the team; answers its tokens',
          description: '409 HAS_LOGIN when the phone has a login: sign in and join instead.',
          params: invitationTokenParamsSchema,
          body: acceptInvitationBodySchema,
          response: { 200: acceptedInvitationSchema },
        },
      },
      async (request) =>
        acceptInvitation(context, request.params.token, request.body, sessionClientOf(request)),
    );

    app.post(
      `${INVITATION_LINK_PATH}/join`,
      {
        config: { permission: 'self' },
        schema: {
          tags,
          summary: 'Join the team the invitation names, as the signed-in person it was sent to',
          params: invitationTokenParamsSchema,
          response: { 200: joinedMerchantSchema },
        },
      },
      async (request) =>
        joinWithInvitation(db, request.params.token, { id: currentUser(request).id }),
    );
  };
}
