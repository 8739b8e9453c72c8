import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { validationError } from '../../../lib/errors';
import { couriers } from './couriers.table';

function listCouriers(db: Db) {
  return (
    db
      .select({ id: couriers.id, name: couriers.name })
      .from(couriers)
      // By letters, not by the database's collation: the same order on every server.
      .orderBy(asc(sql`lower(${couriers.name})`))
  );
}

/**
 * The catalogue's courier a written name means ("Pathao Courier" and "pathao" are Pathao, by
 * the database's one `courier_slug` rule). A name of no courier in the catalogue is a 400 that
 * lists the couriers there are.
 */
export async function courierNamed(db: Db, name: string) {
  const [courier] = await db
    .select({ id: couriers.id, name: couriers.name })
    .from(couriers)
    .where(eq(couriers.slug, sql`courier_slug(${name})`))
    .limit(1);
  if (courier) return courier;
  const known = (await listCouriers(db)).map((row) => row.name).join(', ');
  throw validationError(`Unknown courier "${name}": the couriers are ${known}`, 'courierName');
}

/**
 * The catalogue's ids by exact name, for code that writes many rows naming couriers the
 * catalogue is known to hold (the demo seed, the order simulator): an unknown name throws.
 */
export async function courierIdsByName(db: Db) {
  const ids = new Map((await listCouriers(db)).map((row) => [row.name, row.id]));
  return (name: string) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`no courier "${name}" in the catalogue`);
    return id;
  };
}
