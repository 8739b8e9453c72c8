// The routes' search schemas are zod, whose classic build is about 25 KB gzipped: more than the
// login page can carry within its budget (scripts/bundle-budget.test.mjs). So they live in their
// own chunk, `route-search-schemas.ts`, and the route tree holds small validators that call into
// it. main.tsx loads that chunk before the first render of every page but /auth/* (and once the
// merchant starts on the form there), and the login page waits for it before it leaves.
import type { ValidatorAdapter } from '@tanstack/react-router';
import type { z } from 'zod';
import type * as SchemaModule from './route-search-schemas';

type Schemas = (typeof SchemaModule)['searchSchemas'];
type SchemaName = keyof Schemas;

let loaded: typeof SchemaModule | undefined;
let loading: Promise<typeof SchemaModule> | undefined;

/** Loads the schemas chunk once; resolves with it. */
export function loadSearchSchemas(): Promise<typeof SchemaModule> {
  loading ??= import('./route-search-schemas').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/**
 * A route's `validateSearch`, typed as the named zod schema. Should a route ever be matched
 * before the chunk is in, its search reads as empty (every list param has a default).
 */
export function lazySearch<K extends SchemaName>(
  name: K,
): ValidatorAdapter<z.input<Schemas[K]>, z.output<Schemas[K]>> {
  return {
    types: {} as { input: z.input<Schemas[K]>; output: z.output<Schemas[K]> },
    parse: (input) =>
      (loaded ? loaded.searchSchemas[name].parse(input) : {}) as z.output<Schemas[K]>,
  };
}
