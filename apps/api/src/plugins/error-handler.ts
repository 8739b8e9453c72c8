import type { ErrorBody } from '@mp/contract/common';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-guard';
import { AppError } from '../lib/errors';

const INTERNAL: ErrorBody = { errorCode: 'INTERNAL_ERROR', message: 'Something went wrong' };
const DATABASE_UNAVAILABLE: ErrorBody = {
  errorCode: 'SERVICE_UNAVAILABLE',
  message: 'The database is not reachable right now; please try again in a moment',
};
/** Seconds a client should wait before retrying after a lost or unreachable database. */
const DATABASE_RETRY_AFTER_SECONDS = '2';

function validationDetails(error: FastifyError) {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  return error.validation.map((issue) => {
    const where = error.validationContext ?? 'body';
    const path = [
      where,
      ...(issue.instancePath ? issue.instancePath.split('/').filter(Boolean) : []),
    ];
    const unknownKeys = (issue.params as { issue?: { keys?: string[] } })?.issue?.keys;
    return {
      path: unknownKeys?.length ? `${path.join('.')}.${unknownKeys.join(',')}` : path.join('.'),
      message: issue.message,
    };
  });
}

/** The one place that turns any failure into the contract's error body; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra.headers) reply.headers(error.extra.headers);
      const body: ErrorBody = { errorCode: error.errorCode, message: error.message };
      if (error.extra.details) body.details = error.extra.details;
      return reply.status(error.statusCode).send(body);
    }
    const details = validationDetails(error);
    if (details) {
      const first = details[0];
      const message = first ? `Invalid ${first.path}: ${first.message}` : 'Invalid request';
      return reply.status(400).send({ errorCode: 'VALIDATION_ERROR', message, details });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(413)
        .send({ errorCode: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug, and retryable: a connection was terminated, or the database did not answer
      // in time. A repeat with the same Idempotency-Key acts at most once.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
        .send(DATABASE_UNAVAILABLE);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, empty body and the like.
      return reply.status(status === 415 ? 415 : 400).send({
        errorCode: 'VALIDATION_ERROR',
        message: error.message || 'Invalid request',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(INTERNAL);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      errorCode: 'NOT_FOUND',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}
