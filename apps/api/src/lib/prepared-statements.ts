import { type Placeholder, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** How a query takes a value: as it is, or as a named placeholder of a prepared statement. */
export type Bind = <T>(name: string, value: T) => T | Placeholder;

export const valuesAsTheyAre: Bind = (_name, value) => value;

/** A value or placeholder that goes through the column's encoder (a Date becomes ISO text). */
export const encodedAs = (value: unknown, column: PgColumn) => sql`${sql.param(value, column)}`;

/**
 * Turns every value into a placeholder and collects the values, to run a prepared statement.
 * A placeholder compared with a column skips the column's encoder: wrap it in `encodedAs` where
 * the value needs one (a time).
 */
export function placeholders() {
  const values: Record<string, unknown> = {};
  const bind: Bind = (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  return { bind, values };
}

/**
 * PostgreSQL's unnamed statement: parsed and planned again with each call's values, as for a
 * query that is not prepared. For statements whose plan may depend on the values (a page of a
 * list, counts under filters); a fixed lookup by primary key takes a name and is planned once
 * per connection.
 */
export const UNNAMED = '';

/**
 * Drizzle renders a query's SQL again on every call, which measured 0.15-0.6 ms of CPU per
 * statement on the hot reads (the auth lookup, an order page, the detail: about a third of the
 * API's work for them). A prepared query is rendered once and then only takes its values.
 * It belongs to the handle it was made on (the pool, or one transaction), so statements are kept
 * per handle, and per shape for a query whose SQL depends on its filters. Past `maxShapes` a new
 * shape is prepared for its one call, so odd combinations of filters cannot grow the cache.
 */
export class PreparedStatements<Statement> {
  private readonly byHandle = new WeakMap<Db, Map<string, Statement>>();
  constructor(private readonly maxShapes = 64) {}

  get(db: Db, shape: string, prepare: () => Statement): Statement {
    let shapes = this.byHandle.get(db);
    if (!shapes) {
      shapes = new Map();
      this.byHandle.set(db, shapes);
    }
    let statement = shapes.get(shape);
    if (!statement) {
      statement = prepare();
      if (shapes.size < this.maxShapes) shapes.set(shape, statement);
    }
    return statement;
  }
}
