import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

/**
 * Text PostgreSQL cannot store: NUL (U+0000), which no text or JSON column holds, and a lone
 * UTF-16 surrogate (not well-formed), which JSON columns refuse and text columns would silently
 * turn into U+FFFD. Both checks are native scans (a Latin-1 string is well-formed at once), so a
 * 2.5 MB body costs the serving thread next to nothing here.
 */
const unstorable = (text: string) => text.includes('\u0000') || !text.isWellFormed();

/** Where the first unstorable text hides in a parsed input (a key or a string value), if anywhere. */
function unstorablePath(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    // A file sent as bytes (a stock file) is its reader's to check, not walked byte by byte.
    if (ArrayBuffer.isView(item)) continue;
    if (typeof item === 'string') {
      if (unstorable(item)) return path;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (unstorable(key)) return path;
        stack.push([child, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * A request carrying text the database cannot store, anywhere in its body, query or path,
 * answers 400 here, for every route, before any handler (or a stored idempotent reply) sees it,
 * instead of failing deep down as a 500.
 */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const inputs = { body: request.body, querystring: request.query, params: request.params };
    for (const [where, value] of Object.entries(inputs)) {
      const path = unstorablePath(value, where);
      if (!path) continue;
      throw new AppError(
        'VALIDATION_ERROR',
        `Invalid ${path}: text may not contain NUL characters or unpaired surrogates`,
        {
          details: [
            {
              path,
              message: 'NUL characters (U+0000) and unpaired UTF-16 surrogates are not allowed',
            },
          ],
        },
      );
    }
  });
}
