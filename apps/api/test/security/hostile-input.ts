import fc from 'fast-check';
import { z } from 'zod';

/** SQL, script, template and path fragments, and the unicode that trips parsers and databases. */
const HOSTILE_FRAGMENTS = [
  "' OR 1=1 --",
  "'; drop table orders;--",
  '"; drop table orders;--',
  "1' AND pg_sleep(3) IS NULL --",
  "' UNION SELECT password_hash FROM users --",
  '%',
  '_',
  '\\',
  "'",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe on purpose
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '=HYPERLINK("http://x","y")',
  '\u202Eevil\u202C',
  '\u200F\u200E',
  '\u200D\u200B\u2060\uFEFF',
  '\uD800',
  '\uDFFF',
  'a\u0000b',
  '\u0000',
  '\u0001\u001F\u007F',
  '\r\n\t',
  '𝕳𝖊𝖑𝖑𝖔 🏳️‍🌈 ঢাকা',
  'e\u0301\u0301\u0301',
  'NaN',
  '-1',
  '1e309',
  '0x7fffffff',
  '9999999999999999999999',
  '',
  '   ',
  'null',
  '__proto__',
  'constructor',
];

const SPECIAL_UNITS = [
  '\u0000',
  '\u202E',
  '\u200D',
  '\uD83D',
  "'",
  '"',
  ';',
  '-',
  '%',
  '\\',
  'a',
  '১',
];

/** A string meant to pass a length check and reach the database. */
const hostileString = (maxLength = 60): fc.Arbitrary<string> =>
  fc
    .oneof(
      fc.constantFrom(...HOSTILE_FRAGMENTS),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.string({ unit: fc.constantFrom(...SPECIAL_UNITS), maxLength: 30 }),
      fc
        .tuple(
          fc.string({ unit: 'grapheme', maxLength: 8 }),
          fc.constantFrom(...HOSTILE_FRAGMENTS),
          fc.string({ maxLength: 8 }),
        )
        .map((parts) => parts.join('')),
    )
    .map((text) => text.slice(0, Math.max(maxLength, 1)));

/** A JSON value of any type but the field's own: the wrong-type cases. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(-1, 0, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 0.001, 1.005),
  hostileString(),
  fc.array(fc.oneof(fc.integer(), hostileString()), { maxLength: 5 }),
  fc.dictionary(hostileString(12), fc.oneof(fc.integer(), hostileString()), { maxKeys: 3 }),
);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
};

/** The input side of a zod schema as JSON Schema (transforms and refinements left out). */
export function inputJsonSchema(schema: unknown): JsonSchema {
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * The numbers of an input schema without bounds of their own: zod's `int()` alone stops at the
 * largest safe integer, far past PostgreSQL's integer and past what a sum of money may hold.
 */
export function unboundedNumbers(schema: JsonSchema, path = ''): string[] {
  const types = [schema.type ?? []].flat();
  const found: string[] = [];
  if (types.includes('number') || types.includes('integer')) {
    const low = schema.minimum ?? schema.exclusiveMinimum;
    const high = schema.maximum ?? schema.exclusiveMaximum;
    const isOwnBound = (bound: number | undefined) =>
      bound !== undefined && Math.abs(bound) < Number.MAX_SAFE_INTEGER;
    if (!isOwnBound(low) || !isOwnBound(high)) found.push(path || '(root)');
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    found.push(...unboundedNumbers(property, `${path}.${name}`));
  }
  for (const option of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    found.push(...unboundedNumbers(option, path));
  }
  if (schema.items) found.push(...unboundedNumbers(schema.items, `${path}[]`));
  return found;
}

/** Every property name an object schema (or any option of a union of them) knows. */
function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  const options = [schema, ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  return Object.assign({}, ...options.map((option) => option.properties ?? {}));
}

/** A hostile value for one field: in its own type but nasty, or of another type. */
function hostileField(schema: JsonSchema, base: unknown, inQuery: boolean): fc.Arbitrary<unknown> {
  if (inQuery) {
    return fc.oneof(
      hostileString(schema.maxLength ?? 60),
      fc.array(hostileString(20), { minLength: 2, maxLength: 3 }),
    );
  }
  const nested = propertiesOf(schema);
  if (Object.keys(nested).length > 0) {
    return fc.oneof(hostileObject(schema, base, false), anyJson);
  }
  return fc.oneof(hostileString(schema.maxLength ?? 60), anyJson);
}

/**
 * An object built from a valid `base`: each known field kept, dropped or made hostile, and
 * sometimes unknown fields added.
 */
export function hostileObject(
  schema: JsonSchema,
  base: unknown,
  inQuery: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const baseObject = (base && typeof base === 'object' ? base : {}) as Record<string, unknown>;
  const fields = {
    ...Object.fromEntries(Object.keys(baseObject).map((k) => [k, {}])),
    ...propertiesOf(schema),
  };
  const choices = Object.fromEntries(
    Object.entries(fields).map(([name, fieldSchema]) => {
      const options: fc.Arbitrary<unknown>[] = [
        hostileField(fieldSchema, baseObject[name], inQuery),
      ];
      if (name in baseObject) options.push(fc.constant(baseObject[name]));
      return [name, fc.option(fc.oneof(...options), { nil: undefined, freq: 4 })];
    }),
  );
  const unknownFields = fc.dictionary(
    fc.oneof(fc.constantFrom('role', 'merchantId', 'isAdmin', "id' OR 1=1"), hostileString(20)),
    inQuery ? hostileString(20) : anyJson,
    { maxKeys: 2 },
  );
  return fc
    .tuple(fc.record(choices), fc.option(unknownFields, { nil: undefined, freq: 3 }))
    .map(([known, unknown]) => {
      const value: Record<string, unknown> = { ...(unknown ?? {}) };
      for (const [name, field] of Object.entries(known)) {
        if (field !== undefined) value[name] = field;
      }
      return value;
    });
}

/** Field-by-field extremes that random sampling rarely reaches. */
export function extremeCases(schema: JsonSchema, base: unknown, inQuery: boolean) {
  const baseObject = (base && typeof base === 'object' ? base : {}) as Record<string, unknown>;
  const names = [...new Set([...Object.keys(baseObject), ...Object.keys(propertiesOf(schema))])];
  const huge = 'x'.repeat(100 * 1024);
  const cases: { label: string; value: Record<string, unknown> }[] = [];
  for (const name of names) {
    const withField = (value: unknown) => ({ ...baseObject, [name]: value });
    cases.push({ label: `${name}: a 100 KB string`, value: withField(huge) });
    cases.push({ label: `${name}: a NUL byte`, value: withField(`x\u0000y`) });
    // A URL cannot carry a lone surrogate (its UTF-8 does not exist): only bodies can.
    if (!inQuery) {
      cases.push({ label: `${name}: a lone high surrogate`, value: withField('x\uD800y') });
      cases.push({ label: `${name}: a lone low surrogate`, value: withField('x\uDFFFy') });
    }
    // The shape of a day without being one: a date parsed but not checked turns into a 500.
    cases.push({ label: `${name}: a day the calendar lacks`, value: withField('2026-13-45') });
    // Real days the database cannot hold once Dhaka's offset moves them (year 0, year 10000).
    for (const day of ['0000-01-01', '0001-01-01', '9999-12-31']) {
      cases.push({ label: `${name}: the day ${day}`, value: withField(day) });
    }
    for (const moment of ['0001-01-01T00:00:00+06:00', '9999-12-31T23:59:59-06:00']) {
      cases.push({ label: `${name}: the moment ${moment}`, value: withField(moment) });
    }
    // Numbers just past PostgreSQL's integer, past a safe integer, and past any sum of money.
    for (const number of [2_147_483_648, -2_147_483_649, 2 ** 53, 1e300, -1e300]) {
      const value = inQuery ? number.toLocaleString('en', { useGrouping: false }) : number;
      cases.push({ label: `${name}: the number ${number}`, value: withField(value) });
    }
    if (inQuery) {
      const many = Array.from({ length: 10_000 }, (_, i) => String(i + 1));
      cases.push({
        label: `${name}: 10,000 comma-separated values`,
        value: withField(many.join(',')),
      });
      cases.push({ label: `${name}: repeated 10,000 times`, value: withField(many) });
    } else {
      cases.push({
        label: `${name}: an array of 10,000 items`,
        value: withField(Array.from({ length: 10_000 }, (_, i) => i + 1)),
      });
      cases.push({ label: `${name}: a nested object`, value: withField({ $gt: '' }) });
    }
  }
  // Every string of the valid request, at any depth (filters, lines), given a lone surrogate.
  for (const path of inQuery ? [] : stringPaths(baseObject)) {
    cases.push({
      label: `${path.join('.')}: ends in a lone surrogate`,
      value: withStringAt(baseObject, path, (text) => `${text}\uD800`),
    });
  }
  cases.push({
    label: '1,000 unknown fields',
    value: {
      ...baseObject,
      ...Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, '1'])),
    },
  });
  return cases;
}

/** The path of every string leaf of a JSON value (object keys and array indexes). */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    stringPaths(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

/** A copy of `value` with the string at `path` changed by `change`. */
function withStringAt<T>(value: T, path: (string | number)[], change: (text: string) => string): T {
  if (path.length === 0) return change(value as string) as T;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withStringAt(copy[head!], rest, change);
  return copy as T;
}

/** A stable seed per route, so every run sends the same requests. */
export function seedOf(text: string) {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}
