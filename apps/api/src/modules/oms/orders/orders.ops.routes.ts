import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import type { Config } from '../../../config';
import { unauthenticated } from '../../../lib/errors';
import { sameSecret, secretFromEnvOrDataDir } from '../../../lib/secrets';
import { opsCommandSchema, opsResultSchema, runOpsCommand } from './orders.ops.service';

export const OPS_TOKEN_HEADER = 'x-ops-token';
export const OPS_COMMAND_PATH = '/internal/ops/commands';

/**
 * OPS_TOKEN from the environment; without one, a random token kept in the data folder (like the
 * generated JWT secret), which the operations command on the same machine reads.
 */
export const resolveOpsToken = (config: Pick<Config, 'dataDir' | 'opsToken'>) =>
  secretFromEnvOrDataDir(config.opsToken, config.dataDir, 'ops-token');

/**
 * The marketplace's own steps over HTTP, for the operations command while a server holds the
 * embedded database (PGlite allows one process per data folder). Not a merchant route: no bearer
 * token, an operations token instead.
 */
export function orderOpsRoutes({ config, database }: AppContext): FastifyPluginAsyncZod {
  const token = resolveOpsToken(config);
  return async (app) => {
    app.post(
      OPS_COMMAND_PATH,
      {
        config: { permission: 'public' },
        schema: {
          // An internal route: left out of the public OpenAPI document.
          hide: true,
          tags: ['operations'],
          summary: 'Marketplace operations on orders (needs the X-Ops-Token header)',
          security: [],
          body: opsCommandSchema,
          response: { 200: opsResultSchema },
        },
        preValidation: async (request) => {
          if (!sameSecret(request.headers[OPS_TOKEN_HEADER], token)) {
            throw unauthenticated('A valid X-Ops-Token header is required');
          }
        },
      },
      async (request) => runOpsCommand(database.db, request.body),
    );
  };
}
