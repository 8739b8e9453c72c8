import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createTestApp, type TestApp } from '../../test/harness';
import { responseSerializerCompiler, transformingPart } from './response-serializer';

const serializerFor = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/things/:id', httpPart: 'body' });

const thing = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  tags: z.array(z.object({ label: z.string() })),
});

describe('responseSerializerCompiler', () => {
  it('writes only the fields the schema declares, at every depth', () => {
    const body = serializerFor(thing)({
      id: 7,
      name: null,
      passwordHash: 'secret',
      tags: [{ label: 'a', ownerId: 3 }],
    });
    expect(JSON.parse(body as string)).toEqual({ id: 7, name: null, tags: [{ label: 'a' }] });
  });

  it('refuses an answer that does not match its schema, naming the route', () => {
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

describe('transformingPart', () => {
  it('finds a transform or a codec wherever it sits', () => {
    expect(transformingPart(thing)).toBeUndefined();
    const nested = z.object({
      list: z.array(z.object({ at: z.string().transform((s) => new Date(s)) })),
    });
    expect(transformingPart(nested)).toBe('$.list[].at');
    const codec = z.codec(z.string(), z.number(), { decode: Number, encode: String });
    expect(transformingPart(z.object({ n: codec.nullable() }))).toBe('$.n');
    expect(transformingPart(z.union([z.string(), z.object({ m: codec })]))).toBe('$[1].m');
  });
});

describe('every route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers through schemas that do not transform (parsing forward equals encoding)', () => {
    const transforming = t.app.routeInventory.flatMap((route) =>
      Object.entries((route.schema?.response ?? {}) as Record<string, z.ZodType>).flatMap(
        ([status, schema]) => {
          const part = transformingPart(schema);
          return part ? [`${route.method} ${route.url} ${status}: ${part}`] : [];
        },
      ),
    );
    expect(transforming).toEqual([]);
    expect(t.app.routeInventory.filter((route) => route.schema?.response).length).toBeGreaterThan(
      40,
    );
  });
});
