import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino, { type Logger } from 'pino';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';

const SHUTDOWN_GRACE_MS = 10_000;
const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type StartOptions = {
  /** Runs on the migrated database before the server listens (the demo's start seeds it). */
  prepare?: (database: Database, config: Config, log: Logger) => Promise<void>;
  /** Lines printed under the address once the server listens. */
  greeting?: string[];
};

/** Config, the database (migrated), the app, listening, and a graceful stop on SIGINT/SIGTERM. */
async function startServer(options: StartOptions = {}) {
  const config = loadConfig();
  config.webDistDir ??= defaultWebDist;
  const log = pino({ level: config.logLevel });

  let database: Database;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? {
            kind: 'postgres',
            url: config.databaseUrl,
            poolSize: config.dbPoolSize,
            logger: log,
            timeouts: config.dbTimeouts,
          }
        : { kind: 'pglite', dataDir: config.dataDir, logger: log },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      log.fatal(error.message);
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  await database.migrate();
  await options.prepare?.(database, config, log);

  const app = await buildApp({ config, database, logger: log });
  await app.listen({ host: config.host, port: config.port });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(
    [
      '',
      `  Merchant panel: http://localhost:${port}`,
      `  API docs:       http://localhost:${port}/api/docs`,
      `  Database:       ${where}`,
      ...(options.greeting ?? []),
      '',
    ].join('\n'),
  );
}

/** Runs a start as a process's whole work: a failure to start ends the process. */
export function startProcess(options: StartOptions = {}) {
  startServer(options).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
