import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { AnswerDoesNotFitSchema, answerSerializer } from './response-serializer';

// The serializer app.ts sets: what it promises every route's answer.
const serializerFor = (schema: z.ZodType) =>
  answerSerializer({ schema, method: 'GET', url: '/things/:id', httpPart: 'body' });

const thing = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  tags: z.array(z.object({ label: z.string() })),
});

function refusal(write: () => unknown) {
  try {
    write();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('answers', () => {
  it('carry only the fields the schema declares, at every depth', () => {
    const body = serializerFor(thing)({
      id: 7,
      name: null,
      passwordHash: 'secret',
      tags: [{ label: 'a', ownerId: 3 }],
    });
    expect(JSON.parse(body)).toEqual({ id: 7, name: null, tags: [{ label: 'a' }] });
  });

  it('that do not fit their schema are refused, naming the route', () => {
    for (const answer of [
      { id: 'seven', name: null, tags: [] },
      { id: 7, tags: [] },
      { id: 7, name: null, tags: [{}] },
    ]) {
      const thrown = refusal(() => serializerFor(thing)(answer));
      expect(thrown).toBeInstanceOf(AnswerDoesNotFitSchema);
      expect(thrown).toMatchObject({ statusCode: 500, method: 'GET', url: '/things/:id' });
    }
  });
});
