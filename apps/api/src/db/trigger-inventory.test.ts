import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/databases';

const ARCHITECTURE = path.resolve(import.meta.dirname, '../../../../docs/architecture.md');

/**
 * Every trigger of the migrated database is named in docs/architecture.md's trigger inventory,
 * and every trigger function the inventory names exists: a rule added as a trigger is written
 * down where the next engineer looks for rules, or this test fails.
 */
describe('trigger inventory', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.drop());

  it('names every trigger and its function in docs/architecture.md', async () => {
    const { rows } = (await testDb.database.db.execute(sql`
      select t.tgname as "trigger", p.proname as "function"
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and n.nspname = 'public'
      order by 1`)) as unknown as { rows: { trigger: string; function: string }[] };
    expect(rows.length).toBeGreaterThan(0);
    const inventory = fs.readFileSync(ARCHITECTURE, 'utf8');
    const missing = rows.filter(
      (row) =>
        !inventory.includes(`\`${row.trigger}\``) || !inventory.includes(`\`${row.function}\``),
    );
    expect(missing, 'triggers missing from docs/architecture.md').toEqual([]);
  });
});
