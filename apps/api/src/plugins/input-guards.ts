import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

/** Where the first NUL character hides in a parsed input (a key or a string value), if anywhere. */
function nulPath(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return path;
        stack.push([child, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold NUL (U+0000), file paths neither: a request carrying one anywhere
 * answers 400 here, for every route, instead of failing deep down as a 500.
 */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const inputs = { body: request.body, querystring: request.query, params: request.params };
    for (const [where, value] of Object.entries(inputs)) {
      const path = nulPath(value, where);
      if (!path) continue;
      throw new AppError(
        'VALIDATION_ERROR',
        `Invalid ${path}: text may not contain NUL characters`,
        {
          details: [{ path, message: 'NUL characters (U+0000) are not allowed' }],
        },
      );
    }
  });
}
