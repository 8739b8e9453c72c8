import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';

const READY_TIMEOUT_MS = 2_000;

export function registerHealth(app: FastifyInstance, database: Database) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('database ping timed out')), READY_TIMEOUT_MS).unref(),
        ),
      ]);
      return { status: 'ready', database: database.kind };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply
        .status(503)
        .send(new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable').toBody());
    }
  });
}
