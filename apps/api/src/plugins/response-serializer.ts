import fastJson, { type AnySchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import * as z from 'zod';

/** A route's answer that does not fit its contract schema: a bug of ours, answered 500. */
export class AnswerDoesNotFitSchema extends Error {
  readonly statusCode = 500;
  constructor(
    readonly method: string,
    readonly url: string,
    cause: unknown,
  ) {
    super(`The answer of ${method} ${url} does not fit its schema`, { cause });
  }
}

/**
 * Fastify's JSON-schema serializer (fast-json-stringify), compiled once per route from the
 * contract's zod schema of the answer. It writes only the fields the schema declares, at every
 * depth, so nothing undeclared can leak; a value it cannot write as declared (a required field
 * missing, text where a number belongs) is a 500 naming the route. Unlike a zod parse it does
 * not check values against enums or formats at run time: the zod type provider already types
 * each handler's answer by the same schema, so the compiler checks them.
 */
export const answerSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  const write = fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as AnySchema);
  return (answer: unknown) => {
    try {
      return write(answer) as string;
    } catch (error) {
      throw new AnswerDoesNotFitSchema(method, url, error);
    }
  };
};
