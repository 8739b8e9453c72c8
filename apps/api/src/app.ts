import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyContextConfig,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchema,
  LogController,
} from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pino, { type Logger } from 'pino';
import type { AppContext } from './app-context';
import type { Config } from './config';
import type { Database } from './db/client';
import { AccessTokens, resolveJwtSecret } from './lib/tokens';
import { amountDueRoutes } from './modules/bms/amount-due/amount-due.routes';
import { billRoutes } from './modules/bms/bills/bills.routes';
import { courierPaymentRoutes } from './modules/bms/courier-payments/courier-payments.routes';
import { paymentRoutes } from './modules/bms/payments/payments.routes';
import { transactionRoutes } from './modules/bms/transactions/transactions.routes';
import { merchantRoutes } from './modules/cms/merchants/merchants.routes';
import { productRoutes } from './modules/cms/products/products.routes';
import { shopRoutes } from './modules/cms/shops/shops.routes';
import { fileRoutes } from './modules/fms/files/files.routes';
import { exportRoutes } from './modules/oms/exports/exports.routes';
import { issueRoutes } from './modules/oms/issues/issues.routes';
import { logisticsRoutes } from './modules/oms/logistics/logistics.routes';
import { orderRoutes } from './modules/oms/orders/orders.routes';
import { printingRoutes } from './modules/oms/printing/printing.routes';
import { purchaseOrderRoutes } from './modules/oms/purchase-orders/purchase-orders.routes';
import { scorecardRoutes } from './modules/oms/scorecard/scorecard.routes';
import { ratingRoutes } from './modules/rms/ratings/ratings.routes';
import { activityRoutes } from './modules/ums/activity/activity.routes';
import { authRoutes } from './modules/ums/auth/auth.routes';
import {
  type EmailSender,
  OutboxEmailSender,
  OutboxSmsSender,
  type SmsSender,
} from './modules/ums/auth/sms-sender';
import { twoStepRoutes } from './modules/ums/auth/two-step.routes';
import { EventHub } from './modules/ums/events/event-hub';
import { eventRoutes } from './modules/ums/events/events.routes';
import { memberRoutes } from './modules/ums/members/members.routes';
import { notificationRoutes } from './modules/ums/notifications/notifications.routes';
import { savedViewRoutes } from './modules/ums/saved-views/saved-views.routes';
import { assertRouteDeclared, registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHealth } from './plugins/health';
import { registerInputGuards } from './plugins/input-guards';
import { docsPagePolicy, PAGE_HEADERS } from './plugins/panel-headers';
import { answerSerializer } from './plugins/response-serializer';
import { registerWebAndMedia } from './plugins/web';

export const API_PREFIX = '/api/v1';

/**
 * Fastify's two lines per request at debug rather than info: at info, a panel's page load of
 * calls scrolls the start banner away. A request that errors is still logged as an error.
 */
class RequestLinesAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) super.requestCompleted(error, request, reply);
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  sms?: SmsSender;
  email?: EmailSender;
  /** The process's pino logger; false for silence (tests); default: a new one at LOG_LEVEL. */
  logger?: Logger | false;
};

/** One registered route, as Fastify saw it (the security suites check every one). */
export type InventoryRoute = {
  method: string;
  url: string;
  config: FastifyContextConfig;
  schema: FastifySchema | undefined;
  /** The route's own body limit, when it has one (else the app's BODY_LIMIT_BYTES). */
  bodyLimit: number | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered (HEAD twins of GET routes left out). */
    routeInventory: InventoryRoute[];
  }
}

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    loggerInstance: (deps.logger ||
      pino({ level: deps.logger === false ? 'silent' : config.logLevel })) as FastifyBaseLogger,
    bodyLimit: config.bodyLimitBytes,
    logController: new RequestLinesAtDebug(),
    // Only trusted hops may set the client address (rate limits count per address).
    trustProxy:
      config.trustProxyHops > 0
        ? (_address: string, hop: number) => hop < config.trustProxyHops
        : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written through their contract schema: undeclared fields are dropped and an
  // answer that does not fit is a 500, never a leak (response-serializer.test.ts).
  app.setSerializerCompiler(answerSerializer);

  const context: AppContext = {
    config,
    database,
    tokens: new AccessTokens(resolveJwtSecret(config), config.accessTokenTtlSeconds),
    sms: deps.sms ?? new OutboxSmsSender(config.dataDir, app.log),
    email: deps.email ?? new OutboxEmailSender(config.dataDir, app.log),
  };

  const routeInventory: InventoryRoute[] = [];
  app.decorate('routeInventory', routeInventory);
  app.addHook('onRoute', (route) => {
    assertRouteDeclared(route, API_PREFIX);
    for (const method of [route.method].flat()) {
      const isGetTwin = routeInventory.some((r) => r.method === 'GET' && r.url === route.url);
      if (method === 'HEAD' && isGetTwin) continue;
      routeInventory.push({
        method,
        url: route.url,
        config: route.config ?? {},
        schema: route.schema,
        bodyLimit: route.bodyLimit,
      });
    }
  });
  registerErrorHandler(app);
  registerInputGuards(app);
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
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: docsPagePolicy,
    uiHooks: {
      onRequest: (_request, reply, done) => {
        reply.headers(PAGE_HEADERS);
        done();
      },
    },
  });
  registerAuth(app, { db: database.db, tokens: context.tokens, prefix: API_PREFIX });
  registerHealth(app, database);
  const eventHub = new EventHub(database, app.log);
  await eventHub.start();
  // Before the server stops accepting: open streams end, so closing does not wait on them.
  app.addHook('preClose', () => eventHub.stop());

  await app.register(
    async (api) => {
      await api.register(authRoutes(context), { prefix: '/ums' });
      await api.register(twoStepRoutes(context), { prefix: '/ums' });
      await api.register(eventRoutes(context, eventHub));
      await api.register(notificationRoutes(context));
      await api.register(memberRoutes(context));
      await api.register(activityRoutes(context));
      await api.register(merchantRoutes(context));
      await api.register(billRoutes(context));
      await api.register(paymentRoutes(context));
      await api.register(courierPaymentRoutes(context));
      await api.register(amountDueRoutes(context));
      await api.register(transactionRoutes(context));
      await api.register(shopRoutes(context));
      await api.register(productRoutes(context));
      await api.register(ratingRoutes(context));
      await api.register(orderRoutes(context));
      await api.register(printingRoutes(context));
      await api.register(logisticsRoutes(context));
      await api.register(purchaseOrderRoutes(context));
      await api.register(exportRoutes(context));
      await api.register(issueRoutes(context));
      await api.register(scorecardRoutes(context));
      await api.register(savedViewRoutes(context));
      await api.register(fileRoutes(context));
    },
    { prefix: API_PREFIX },
  );

  await registerWebAndMedia(app, {
    webDistDir: config.webDistDir,
    apiPrefix: API_PREFIX,
    mediaCdnUrl: config.mediaCdnUrl,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
