import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-guard';
import { AppError } from '../lib/errors';

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
      message: issue.message ?? 'Invalid value',
    };
  });
}

/** Any failure as the AppError it answers as; 5xx never carry internals. */
function asAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  const details = validationDetails(error);
  if (details) {
    const first = details[0];
    const message = first ? `Invalid ${first.path}: ${first.message}` : 'Invalid request';
    return new AppError('VALIDATION_ERROR', message, { details });
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
  }
  if (isDatabaseUnavailable(error)) {
    // Not a bug, and retryable: a connection was terminated, or the database did not answer
    // in time. A repeat with the same Idempotency-Key acts at most once.
    request.log.warn({ err: error }, 'database unavailable');
    return new AppError(
      'SERVICE_UNAVAILABLE',
      'The database is not reachable right now; please try again in a moment',
      { headers: { 'retry-after': DATABASE_RETRY_AFTER_SECONDS } },
    );
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: bad JSON, wrong content type, empty body and the like.
    return new AppError('VALIDATION_ERROR', error.message || 'Invalid request');
  }
  request.log.error({ err: error }, 'request failed');
  return new AppError('INTERNAL_ERROR', 'Something went wrong');
}

/** The one place that turns any failure into the contract's error body (AppError.toBody). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = asAppError(error, request);
    if (answer.extra.headers) reply.headers(answer.extra.headers);
    // An unsupported content type keeps its own status with the validation body.
    const status =
      error.statusCode === 415 && !(error instanceof AppError) ? 415 : answer.statusCode;
    return reply.status(status).send(answer.toBody());
  });

  app.setNotFoundHandler((request, reply) => {
    const noRoute = new AppError(
      'NOT_FOUND',
      `No route ${request.method} ${request.url.split('?')[0]}`,
    );
    reply.status(noRoute.statusCode).send(noRoute.toBody());
  });
}
