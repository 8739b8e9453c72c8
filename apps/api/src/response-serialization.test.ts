import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';

// The serializer app.ts sets: what it promises every route's answer.
const serializerFor = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/things/:id', httpPart: 'body' });

const thing = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  tags: z.array(z.object({ label: z.string() })),
});

describe('answers', () => {
  it('carry only the fields the schema declares, at every depth', () => {
    const body = serializerFor(thing)({
      id: 7,
      name: null,
      passwordHash: 'secret',
      tags: [{ label: 'a', ownerId: 3 }],
    });
    expect(JSON.parse(body as string)).toEqual({ id: 7, name: null, tags: [{ label: 'a' }] });
  });

  it('that do not match their schema are refused, naming the route', () => {
    let thrown: unknown;
    try {
      serializerFor(thing)({ id: 'seven', name: null, tags: [] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ResponseSerializationError);
    expect(thrown).toMatchObject({ statusCode: 500, method: 'GET', url: '/things/:id' });
  });
});
