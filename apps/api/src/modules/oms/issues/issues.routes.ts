import { idParamsSchema, pageEnvelopeSchema } from '@mp/contract/common';
import {
  addIssueCommentBodySchema,
  createIssueBodySchema,
  issueCommentListQuerySchema,
  issueCommentSchema,
  issueCountQuerySchema,
  issueDetailSchema,
  issueListItemSchema,
  issueListQuerySchema,
  issueStatusCountsSchema,
  resolveIssueBodySchema,
} from '@mp/contract/oms/issues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { answerIdempotently } from '../../../lib/idempotency';
import { currentActor, currentMerchantId } from '../../../plugins/auth';
import {
  addComment,
  countMerchantIssues,
  getIssueDetail,
  listIssueComments,
  listMerchantIssues,
  openIssue,
  resolveIssue,
} from './issues.service';

const tags = ['issues'];
const canView = { merchantScope: 'header', permission: 'issues.view' } as const;
const canAct = { merchantScope: 'header', permission: 'issues.act' } as const;

export function issueRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/oms/merchant-issues',
      {
        config: canView,
        schema: {
          tags,
          summary: 'The merchant’s issues, newest activity first by default',
          querystring: issueListQuerySchema,
          response: { 200: pageEnvelopeSchema(issueListItemSchema) },
        },
      },
      async (request) => listMerchantIssues(db, currentMerchantId(request), request.query),
    );

    app.get(
      '/oms/merchant-issues/stats/count',
      {
        config: canView,
        schema: {
          tags,
          summary: 'How many issues are in each status, for the same filters as the list',
          querystring: issueCountQuerySchema,
          response: { 200: issueStatusCountsSchema },
        },
      },
      async (request) => countMerchantIssues(db, currentMerchantId(request), request.query),
    );

    app.post(
      '/oms/merchant-issues',
      {
        config: canAct,
        schema: {
          tags,
          summary: 'Open an issue about one of the merchant’s orders',
          body: createIssueBodySchema,
          response: { 201: issueDetailSchema },
        },
      },
      async (request, reply) => {
        reply.status(201);
        const actor = currentActor(request);
        return answerIdempotently(request, reply, db, (tx) => openIssue(tx, actor, request.body));
      },
    );

    app.get(
      '/oms/merchant-issues/:id',
      {
        config: canView,
        schema: {
          tags,
          summary: 'One issue: what it is about, its history and its first comments',
          params: idParamsSchema,
          response: { 200: issueDetailSchema },
        },
      },
      async (request) => getIssueDetail(db, currentMerchantId(request), request.params.id),
    );

    app.get(
      '/oms/merchant-issues/:id/comments',
      {
        config: canView,
        schema: {
          tags,
          summary: 'The issue’s comment thread, oldest first',
          params: idParamsSchema,
          querystring: issueCommentListQuerySchema,
          response: { 200: pageEnvelopeSchema(issueCommentSchema) },
        },
      },
      async (request) =>
        listIssueComments(db, currentMerchantId(request), request.params.id, request.query),
    );

    app.post(
      '/oms/merchant-issues/:id/comments',
      {
        config: canAct,
        schema: {
          tags,
          summary: 'Add a plain-text comment (409 INVALID_TRANSITION on a resolved issue)',
          params: idParamsSchema,
          body: addIssueCommentBodySchema,
          response: { 201: issueCommentSchema },
        },
      },
      async (request, reply) => {
        reply.status(201);
        const actor = currentActor(request);
        return answerIdempotently(request, reply, db, (tx) =>
          addComment(tx, actor, request.params.id, request.body),
        );
      },
    );

    app.post(
      '/oms/merchant-issues/:id/resolve',
      {
        config: canAct,
        schema: {
          tags,
          summary: 'Resolve the issue with a note (409 INVALID_TRANSITION when already resolved)',
          params: idParamsSchema,
          body: resolveIssueBodySchema,
          response: { 200: issueDetailSchema },
        },
      },
      async (request, reply) => {
        const actor = currentActor(request);
        return answerIdempotently(request, reply, db, (tx) =>
          resolveIssue(tx, actor, request.params.id, request.body.resolution),
        );
      },
    );
  };
}
