import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, type Db, openDatabase, SQL_CASING } from '../src/db/client';
import * as schema from '../src/db/schema';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDump: string;
    postgresTemplateDb: string;
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const TEST_DATA_ROOT = path.join(repoRoot, '.test-data');

/** Set per Vitest project: the same API tests run once on PGlite and once on PostgreSQL. */
export const testDbKind = () => (process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite');

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export type TestDatabase = {
  database: Database;
  dataDir: string;
  /** The copy's connection URL (PostgreSQL only), for a test that starts the API as a process. */
  url?: string;
  drop(): Promise<void>;
};

/** The PGlite template's dump, read once per worker (a Blob is never changed by its readers). */
let pgliteTemplateDump: Blob | undefined;
const pgliteTemplate = () => {
  pgliteTemplateDump ??= new Blob([fs.readFileSync(inject('pgliteTemplateDump'))]);
  return pgliteTemplateDump;
};

/** A private copy of the migrated template for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-test-'));
  if (testDbKind() === 'pglite') {
    // In memory from the template's dump, not a copy of its folder: a test's writes never reach
    // the disk (decision 071).
    const database = await openDatabase({ kind: 'pglite', dataDir, fromDump: pgliteTemplate() });
    return {
      database,
      dataDir,
      async drop() {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `mp_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${inject('postgresTemplateDb')}`);
  const url = withDatabase(adminUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
  return {
    database,
    dataDir,
    url,
    async drop() {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The same database through a Drizzle instance that records every statement it sends (Drizzle's
 * own `logger` option), for a test that counts what a piece of work costs.
 */
export function recordingStatements(database: Database) {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query) };
  const options = { schema, casing: SQL_CASING, logger } as const;
  const db = (database.kind === 'pglite'
    ? drizzlePglite(database.client, options)
    : drizzleNodePg(database.pool, options)) as unknown as Db;
  return { db, statements };
}
