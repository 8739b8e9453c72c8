import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Getting a PostgreSQL connection (opening one or waiting for a free one), in ms. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /** PostgreSQL's statement_timeout for the API's queries, in ms; 0 = none. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** No answer at all by then: drop the connection, answer 503; default statement + 500 ms. */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  FILE_URL_SECRET: z.string().min(32, 'FILE_URL_SECRET must be at least 32 characters').optional(),
  /** Seals the keys of people's authenticator apps; losing it turns every 2-step sign-in off. */
  TWO_STEP_KEY: z.string().min(32, 'TWO_STEP_KEY must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 60 * 60),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  /** Failures on one account from browsers it has never seen, from any address (ASVS 2.2.1). */
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().positive().default(100),
  LOGIN_ACCOUNT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60),
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** Codes one browser may ask for (per OTP_SEND_WINDOW_SECONDS). */
  OTP_MAX_SENDS: z.coerce.number().int().positive().default(5),
  /** Codes one client address may ask for, for any account (per OTP_SEND_WINDOW_SECONDS). */
  OTP_MAX_SENDS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  /** Texts the whole marketplace may send an hour: codes and alerts together. */
  SMS_BUDGET_PER_HOUR: z.coerce.number().int().positive().default(2_000),
  OTP_SEND_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60),
  ADDRESS_MAX_ATTEMPTS: z.coerce.number().int().positive().default(100),
  /** Live event streams one user may hold open across devices and processes. */
  LIVE_STREAMS_PER_USER: z.coerce.number().int().positive().default(10),
  ADDRESS_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /** What one merchant may upload (issue attachments) in any 24 hours; past it, 429. */
  UPLOAD_QUOTA_BYTES_PER_DAY: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * 1024 * 1024),
  MEDIA_CDN_URL: z.string().default('/media'),
  WEB_DIST_DIR: z.string().optional(),
  /** Hops of trusted reverse proxies in front of the API; 0 = use the socket's address. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Guards the operations route; default: a token generated into DATA_DIR. */
  OPS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'sslcommerz']).default('sandbox'),
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** Production with PAYMENT_PROVIDER=sandbox must say so: a demo where no money moves. */
  ALLOW_SANDBOX_PAYMENTS: z.enum(['true', 'false']).default('false'),
  /**
   * Whether an empty database gets the demo accounts (published passwords): by default yes,
   * except in production, where only a demo says so.
   */
  DEMO_DATA: z.enum(['true', 'false']).optional(),
  /**
   * Whether the marketplace's operations route (`POST internal/ops/commands`, the demo's order
   * steps) is served: by default yes, except in production, where only a demo says so.
   */
  OPS_COMMANDS: z.enum(['true', 'false']).optional(),
  SANDBOX_PAY_SECRET: z
    .string()
    .min(32, 'SANDBOX_PAY_SECRET must be at least 32 characters')
    .optional(),
  SSLCOMMERZ_BASE_URL: z.string().url().default('https://sandbox.sslcommerz.com'),
  SSLCOMMERZ_STORE_ID: z.string().min(1).optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().min(1).optional(),
  /** How often an idle export worker looks for queued jobs; 0 = no worker in this process. */
  EXPORT_WORKER_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** A running export whose heartbeat is older than this belonged to a dead process: re-picked. */
  EXPORT_STALE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  /** How often a running export writes its progress and heartbeat. */
  EXPORT_PROGRESS_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolSize: number;
  /** The API server's PostgreSQL timeouts (see db/connection-guard.ts). */
  dbTimeouts: { connectMs: number; statementMs: number; queryMs: number };
  /**
   * The origin payers, providers and file links reach the panel at; undefined (never in
   * production) means: the request's own.
   */
  publicBaseUrl: string | undefined;
  /** Undefined means: generate one and keep it in the data folder (single-machine demo). */
  jwtSecret: string | undefined;
  /** Signs file URLs; undefined means: generate one and keep it in the data folder. */
  fileUrlSecret: string | undefined;
  twoStepKey: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** The demo's start (db/seed/demo-server.ts) seeds an empty database with the demo data. */
  demoData: boolean;
  /** The operations route is served (the ops command asks a running server through it). */
  opsCommands: boolean;
  rateLimits: {
    /** Per account and address, or per known browser. */
    loginFailures: { max: number; windowSeconds: number };
    accountFailures: { max: number; windowSeconds: number };
    otpSends: { max: number; windowSeconds: number };
    otpSendsPerAddress: { max: number; windowSeconds: number };
    smsBudget: { max: number; windowSeconds: number };
    perAddress: { max: number; windowSeconds: number };
  };
  liveStreamsPerUser: number;
  bodyLimitBytes: number;
  uploadQuotaBytesPerDay: number;
  mediaCdnUrl: string;
  webDistDir: string | undefined;
  logLevel: string;
  trustProxyHops: number;
  opsToken: string | undefined;
  payments: {
    provider: 'sandbox' | 'sslcommerz';
    /** Undefined means: generate one and keep it in the data folder, like the JWT secret. */
    sandboxSecret: string | undefined;
    sslcommerz: { baseUrl: string; storeId: string; storePassword: string } | undefined;
  };
  exportWorkerPollMs: number;
  exportStaleSeconds: number;
  exportProgressMs: number;
  /** Where file bytes live: a folder under DATA_DIR, or an S3-compatible bucket (path-style). */
  fileStorage:
    | { kind: 'local' }
    | {
        kind: 's3';
        endpoint: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        region: string;
      };
};

type Env = z.infer<typeof envSchema>;

/**
 * Production never runs on what the demo makes up: secrets generated into the data folder (each
 * process would sign with its own), origins taken from the request's Host header, or a payment
 * sandbox nobody asked for. Names every missing variable at once.
 */
function refuseDemoDefaults(e: Env) {
  const sandbox = e.PAYMENT_PROVIDER === 'sandbox';
  const required = {
    PUBLIC_BASE_URL: e.PUBLIC_BASE_URL,
    JWT_SECRET: e.JWT_SECRET,
    FILE_URL_SECRET: e.FILE_URL_SECRET,
    TWO_STEP_KEY: e.TWO_STEP_KEY,
    OPS_TOKEN: e.OPS_TOKEN,
    ...(sandbox ? { SANDBOX_PAY_SECRET: e.SANDBOX_PAY_SECRET } : {}),
  };
  const problems = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => `${name} is not set`);
  if (sandbox && e.ALLOW_SANDBOX_PAYMENTS !== 'true') {
    problems.push(
      'PAYMENT_PROVIDER is the sandbox (no money moves): set PAYMENT_PROVIDER=sslcommerz, or ALLOW_SANDBOX_PAYMENTS=true for a demo',
    );
  }
  if (problems.length > 0) {
    throw new Error(`NODE_ENV=production refuses to start:\n  ${problems.join('\n  ')}`);
  }
}

/** Reads and validates the environment once, at start; a bad value stops the process. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') refuseDemoDefaults(e);
  if (
    e.PAYMENT_PROVIDER === 'sslcommerz' &&
    !(e.SSLCOMMERZ_STORE_ID && e.SSLCOMMERZ_STORE_PASSWORD)
  ) {
    throw new Error(
      'PAYMENT_PROVIDER=sslcommerz needs SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD',
    );
  }
  if (
    e.FILE_STORAGE === 's3' &&
    !(e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)
  ) {
    throw new Error(
      'FILE_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    dbPoolSize: e.DB_POOL_SIZE,
    dbTimeouts: {
      connectMs: e.DB_CONNECT_TIMEOUT_MS,
      statementMs: e.DB_STATEMENT_TIMEOUT_MS,
      queryMs:
        e.DB_QUERY_TIMEOUT_MS ??
        (e.DB_STATEMENT_TIMEOUT_MS > 0 ? e.DB_STATEMENT_TIMEOUT_MS + 500 : 0),
    },
    jwtSecret: e.JWT_SECRET,
    fileUrlSecret: e.FILE_URL_SECRET,
    twoStepKey: e.TWO_STEP_KEY,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    demoData: e.DEMO_DATA ? e.DEMO_DATA === 'true' : e.NODE_ENV !== 'production',
    opsCommands: e.OPS_COMMANDS ? e.OPS_COMMANDS === 'true' : e.NODE_ENV !== 'production',
    rateLimits: {
      loginFailures: { max: e.LOGIN_MAX_FAILURES, windowSeconds: e.LOGIN_WINDOW_SECONDS },
      accountFailures: {
        max: e.LOGIN_ACCOUNT_MAX_FAILURES,
        windowSeconds: e.LOGIN_ACCOUNT_WINDOW_SECONDS,
      },
      otpSends: { max: e.OTP_MAX_SENDS, windowSeconds: e.OTP_SEND_WINDOW_SECONDS },
      otpSendsPerAddress: {
        max: e.OTP_MAX_SENDS_PER_ADDRESS,
        windowSeconds: e.OTP_SEND_WINDOW_SECONDS,
      },
      smsBudget: { max: e.SMS_BUDGET_PER_HOUR, windowSeconds: 60 * 60 },
      perAddress: { max: e.ADDRESS_MAX_ATTEMPTS, windowSeconds: e.ADDRESS_WINDOW_SECONDS },
    },
    liveStreamsPerUser: e.LIVE_STREAMS_PER_USER,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadQuotaBytesPerDay: e.UPLOAD_QUOTA_BYTES_PER_DAY,
    mediaCdnUrl: e.MEDIA_CDN_URL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    opsToken: e.OPS_TOKEN,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      sandboxSecret: e.SANDBOX_PAY_SECRET,
      sslcommerz:
        e.SSLCOMMERZ_STORE_ID && e.SSLCOMMERZ_STORE_PASSWORD
          ? {
              baseUrl: e.SSLCOMMERZ_BASE_URL.replace(/\/+$/, ''),
              storeId: e.SSLCOMMERZ_STORE_ID,
              storePassword: e.SSLCOMMERZ_STORE_PASSWORD,
            }
          : undefined,
    },
    exportWorkerPollMs: e.EXPORT_WORKER_POLL_MS,
    exportStaleSeconds: e.EXPORT_STALE_SECONDS,
    exportProgressMs: e.EXPORT_PROGRESS_MS,
    fileStorage:
      e.FILE_STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT!.replace(/\/+$/, ''),
            bucket: e.S3_BUCKET!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            region: e.S3_REGION,
          }
        : { kind: 'local' },
  };
}
