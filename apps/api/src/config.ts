import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
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
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  OTP_MAX_SENDS: z.coerce.number().int().positive().default(5),
  OTP_SEND_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60),
  ADDRESS_MAX_ATTEMPTS: z.coerce.number().int().positive().default(100),
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
  MEDIA_CDN_URL: z.string().default('/media'),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolSize: number;
  /** Undefined means: generate one and keep it in the data folder (single-machine demo). */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  rateLimits: {
    loginFailures: { max: number; windowSeconds: number };
    otpSends: { max: number; windowSeconds: number };
    perAddress: { max: number; windowSeconds: number };
  };
  bodyLimitBytes: number;
  mediaCdnUrl: string;
  webDistDir: string | undefined;
  logLevel: string;
};

/** Reads and validates the environment once, at start; a bad value stops the process. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.JWT_SECRET) {
    throw new Error(
      'JWT_SECRET is required when several processes share DATABASE_URL in production',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    rateLimits: {
      loginFailures: { max: e.LOGIN_MAX_FAILURES, windowSeconds: e.LOGIN_WINDOW_SECONDS },
      otpSends: { max: e.OTP_MAX_SENDS, windowSeconds: e.OTP_SEND_WINDOW_SECONDS },
      perAddress: { max: e.ADDRESS_MAX_ATTEMPTS, windowSeconds: e.ADDRESS_WINDOW_SECONDS },
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    mediaCdnUrl: e.MEDIA_CDN_URL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    logLevel: e.LOG_LEVEL,
  };
}
