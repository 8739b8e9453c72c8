import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pino, { type Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { AccessTokens, resolveJwtSecret } from './lib/tokens';
import { merchantRoutes } from './modules/cms/merchants/merchants.routes';
import { authRoutes } from './modules/ums/auth/auth.routes';
import { OutboxSmsSender, type SmsSender } from './modules/ums/auth/sms-sender';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHealth } from './plugins/health';
import { registerWebAndMedia } from './plugins/web';

export const API_PREFIX = '/api/v1';

export type AppDeps = {
  config: Config;
  database: Database;
  sms?: SmsSender;
  /** The process's pino logger; false for silence (tests); default: a new one at LOG_LEVEL. */
  logger?: Logger | false;
};

/** Shared services every module may use; passed explicitly, no container. */
export type AppContext = {
  config: Config;
  database: Database;
  tokens: AccessTokens;
  sms: SmsSender;
};

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    loggerInstance: (deps.logger ||
      pino({ level: deps.logger === false ? 'silent' : config.logLevel })) as FastifyBaseLogger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const context: AppContext = {
    config,
    database,
    tokens: new AccessTokens(resolveJwtSecret(config), config.accessTokenTtlSeconds),
    sms: deps.sms ?? new OutboxSmsSender(config.dataDir, app.log),
  };

  registerErrorHandler(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Merchant portal API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  registerAuth(app, { db: database.db, tokens: context.tokens, prefix: API_PREFIX });
  registerHealth(app, database);

  await app.register(
    async (api) => {
      await api.register(authRoutes(context), { prefix: '/ums' });
      await api.register(merchantRoutes(context));
    },
    { prefix: API_PREFIX },
  );

  await registerWebAndMedia(app, { webDistDir: config.webDistDir, apiPrefix: API_PREFIX });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
