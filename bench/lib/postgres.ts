/** PostgreSQL housekeeping shared by the benchmarks. */
import pg from 'pg';

/** Drops the database `url` names (closing its connections) and creates it empty. */
export async function recreateDatabase(url: string) {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
}
