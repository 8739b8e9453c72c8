import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { DEMO_USER, OTHER_USER } from './db/seed/demo-accounts';
import { isEmpty, seedDemoData } from './db/seed/seed';
import { createFileStorage } from './modules/fms/files/create-file-storage';

const SHUTDOWN_GRACE_MS = 10_000;
const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

async function main() {
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
  if (config.demoData && (await isEmpty(database.db))) {
    log.info('empty database: seeding the demo data');
    await seedDemoData(database.db, { storage: createFileStorage(config) });
  }

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
      '  Demo logins:',
      `    ${DEMO_USER.phone} (${DEMO_USER.email}) / ${DEMO_USER.password}  - three merchant accounts`,
      `    ${OTHER_USER.phone} (${OTHER_USER.email}) / ${OTHER_USER.password}  - one other merchant account`,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
