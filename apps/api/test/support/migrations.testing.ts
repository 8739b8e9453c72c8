import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect } from 'vitest';
import { type Db, SQL_CASING } from '../../src/db/client';
import * as schema from '../../src/db/schema';

const MIGRATIONS = path.join(import.meta.dirname, '../../src/db/migrations');

/** The migrations folder as it stood up to `lastTag`. */
function migrationsUpTo(lastTag: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-migrations-'));
  fs.cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * A PGlite database migrated up to `lastTag`, to hold rows as they were written then, and
 * `migrateRest()` to run every later migration over them. `db` speaks today's schema: use it
 * only for tables the later migrations leave alone.
 */
export async function databaseMigratedUpTo(lastTag: string) {
  const folder = migrationsUpTo(lastTag);
  const pglite = await PGlite.create({ extensions: { btree_gin, pg_trgm } });
  const db = drizzle(pglite, { schema, casing: SQL_CASING }) as unknown as Db;
  await migrate(drizzle(pglite, { casing: SQL_CASING }), { migrationsFolder: folder });
  return {
    pglite,
    db,
    migrateRest: () =>
      migrate(drizzle(pglite, { casing: SQL_CASING }), { migrationsFolder: MIGRATIONS }),
    close: async () => {
      await pglite.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
