import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { adminQuery, TEST_DATA_ROOT, withDatabase } from './databases';

/**
 * Builds one migrated, empty database once per run; every test file then starts from a copy
 * (its dump loaded into memory for PGlite, CREATE DATABASE ... TEMPLATE for PostgreSQL) and
 * creates the rows it needs. Names carry the pid so that two runs at once (two developers'
 * shells, an editor) never share a template.
 */
export default async function setup(project: TestProject) {
  // Global setup runs outside the test workers, so it reads the project's env, not process.env.
  if (project.config.env?.TEST_DB_KIND === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `mp_template_${process.pid}`;
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    await adminQuery(adminUrl, `create database ${name}`);
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(adminUrl, name),
      poolSize: 2,
    });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplateDb', name);
    return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const dir = path.join(TEST_DATA_ROOT, `pglite-template-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  await database.migrate();
  if (database.kind !== 'pglite') throw new Error('global-setup: expected PGlite');
  const dump = path.join(dir, 'template.tar');
  fs.writeFileSync(dump, await (await database.client.dumpDataDir('none')).bytes());
  await database.close();
  project.provide('pgliteTemplateDump', dump);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
