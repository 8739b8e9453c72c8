import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../src/db/client';
import { createTestDatabase, type TestDatabase } from '../databases';
import { createMerchant } from '../factories/merchants.testing';
import { createOrders, ordersInStages } from '../factories/orders.testing';
import { createUser, type TestUser } from '../factories/users.testing';
import { type ApiProcess, freePort, startApi } from './api-process';

/**
 * A merchant user with one merchant and a few orders, written before the API starts (the API
 * seeds the demo data into a database without users).
 */
export async function createMerchantWithOrders(db: Db) {
  const user = await createUser(db);
  const merchant = await createMerchant(db, { ownerUserId: user.id });
  await createOrders(db, merchant.id, ordersInStages(['placed', 'confirmed', 'delivered'], 2));
  return user;
}

/**
 * What every fault suite sets up, as hooks of the calling `describe`: a private database with
 * a merchant user and orders, a small pool on it for checks behind the API's back, and one API
 * process at a time on a port kept for the whole suite, so a restart comes back at the same
 * address. Stops the process and drops the database afterwards.
 */
export function faultSuite(options: { env?: Record<string, string> } = {}) {
  let testDb: TestDatabase | undefined;
  let db: pg.Pool | undefined;
  let port: number | undefined;
  let api: ApiProcess | undefined;
  let user: TestUser | undefined;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    user = await createMerchantWithOrders(testDb.database.db);
    db = new pg.Pool({ connectionString: testDb.url, max: 2 });
    port = await freePort();
  });

  afterAll(async () => {
    await api?.stop();
    await db?.end();
    await testDb?.drop();
  });

  const ready = <T>(value: T | undefined, missing: string): T => {
    if (value === undefined) throw new Error(`faultSuite: ${missing}`);
    return value;
  };
  const early = 'used before its beforeAll ran';

  return {
    get testDb() {
      return ready(testDb, early);
    },
    get db() {
      return ready(db, early);
    },
    /** The merchant user the suite signs in as. */
    get user() {
      return ready(user, early);
    },
    /** The running (or last started) API process. */
    get api() {
      return ready(api, 'no API process: call start() first');
    },
    /** Starts the API on the suite's database and port (again after a kill: same address). */
    async start() {
      const { url, dataDir } = ready(testDb, early);
      api = await startApi({
        databaseUrl: url!,
        dataDir,
        port: ready(port, early),
        env: options.env,
      });
      return api;
    },
  };
}
