import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries for fuzzing the HTTP API: hostile strings, arbitrary JSON, and values
 * that follow a route's own zod schema closely enough to pass most of it, with one part turned
 * hostile, so the fuzz reaches the code behind validation and not only the first check.
 */

/** Strings that break naive code: NUL and other controls, lone surrogates, RTL override, size. */
export const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\u202e', '\u0007\u001b[31m', '', ' ', '\t\r\n'),
  fc.constantFrom('x'.repeat(100_000), '\u0000'.repeat(5_000), '😀'.repeat(10_000)),
  fc.constantFrom('not-an-email', '123456', '12.99', '../../etc/passwd', '%00', "' or 1=1 --", '__proto__'),
);

/** A valid value with something hostile appended, the way a fuzzer finds what a check misses. */
function spoiled(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(valid, fc.constantFrom('\u0000', '\ud800', '\u001f', '\u202e', '😀', 'x'.repeat(10_000)))
    .map(([value, suffix]) => value + suffix);
}

const fieldName = fc.oneof(
  fc.constantFrom('email', 'code', 'password', 'firstName', 'status', 'orderData', '__proto__', 'constructor'),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

const jsonLeaf = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
);

/** Any JSON value (with hostile strings and suspicious keys), nested a few levels. */
export const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    jsonLeaf,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fieldName, tie('value'), { maxKeys: 6 }),
  ),
})).value;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** 'valid' follows the schema everywhere; 'mixed' turns any part hostile now and then. */
type Mode = 'valid' | 'mixed';

function orHostile(valid: fc.Arbitrary<unknown>, mode: Mode): fc.Arbitrary<unknown> {
  return mode === 'valid' ? valid : fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: jsonValue, weight: 1 });
}

/** Plausible text for a field whose rules JSON Schema cannot say (refinements): paths, names, codes. */
const plausibleText = [
  '/',
  '/create',
  '/orders/1',
  'Sam',
  'Rivera',
  'sam@example.com',
  '123456',
  'correct-horse-battery-staple',
  '12.99',
  '62701',
  'IL',
  'https://keepsake.test/',
  'Our trip to the beach at sunset',
];

function validString(schema: JsonSchema, samples: Record<string, string>): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.oneof(fc.constantFrom(...Object.values(samples)), fc.emailAddress());
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { maxLength: 40 });
    } catch {
      // A pattern fast-check cannot invert: plain strings still exercise the check.
    }
  }
  const minLength = schema.minLength ?? 0;
  const fits = plausibleText.filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? 1e9));
  const any = fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)) });
  return fits.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...fits), weight: 3 }, { arbitrary: any, weight: 1 })
    : any;
}

function fromJsonSchema(schema: JsonSchema, samples: Record<string, string>, mode: Mode): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return orHostile(fc.constant(schema.const), mode);
  if (schema.enum?.length) return orHostile(fc.constantFrom(...schema.enum), mode);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => fromJsonSchema(choice, samples, mode)));
  if (schema.allOf?.length) return fromJsonSchema(schema.allOf[0]!, samples, mode);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const shape = Object.fromEntries(properties.map(([key, value]) => [key, fromJsonSchema(value, samples, mode)]));
      if (mode === 'valid') return fc.record(shape);
      return fc.oneof(
        { arbitrary: fc.record(shape), weight: 4 },
        // Now and then a field is missing.
        { arbitrary: fc.record(shape, { requiredKeys: [] }), weight: 1 },
        { arbitrary: jsonValue, weight: 1 },
      );
    }
    case 'array':
      return orHostile(
        fc.array(schema.items ? fromJsonSchema(schema.items, samples, mode) : jsonValue, {
          minLength: Math.min(schema.minItems ?? 0, 3),
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        }),
        mode,
      );
    case 'string': {
      const valid = validString(schema, samples);
      if (mode === 'valid') return valid;
      return fc.oneof(
        { arbitrary: valid, weight: 4 },
        { arbitrary: spoiled(valid), weight: 2 },
        { arbitrary: jsonValue, weight: 1 },
      );
    }
    case 'integer':
      return orHostile(
        fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 10_000, 2 ** 31) }),
        mode,
      );
    case 'number':
      return orHostile(fc.double({ noNaN: true, min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 }), mode);
    case 'boolean':
      return orHostile(fc.boolean(), mode);
    case 'null':
      return orHostile(fc.constant(null), mode);
    default:
      return jsonValue;
  }
}

/** The value with its `index`-th leaf (counting modulo the number of leaves) replaced. */
function replaceLeaf(value: unknown, index: number, replace: (leaf: unknown) => unknown): unknown {
  const leaves: { holder: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach((item, at) =>
        item !== null && typeof item === 'object' ? walk(item) : leaves.push({ holder: node, key: at }),
      );
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (item !== null && typeof item === 'object') walk(item);
        else leaves.push({ holder: node as Record<string, unknown>, key });
      }
    }
  };
  const copy: unknown = structuredClone(value);
  walk(copy);
  const leaf = leaves[index % Math.max(leaves.length, 1)];
  if (!leaf) return replace(copy);
  (leaf.holder as Record<string | number, unknown>)[leaf.key] = replace(
    (leaf.holder as Record<string | number, unknown>)[leaf.key],
  );
  return copy;
}

/** A hostile stand-in for one leaf: the same text spoiled, hostile text, or another type. */
const leafMutation: fc.Arbitrary<(leaf: unknown) => unknown> = fc.oneof(
  // NUL and lone surrogates first: the database refuses both in text.
  ...(
    [
      ['\u0000', 4],
      ['\ud800', 2],
    ] as const
  ).map(([suffix, weight]) => ({
    arbitrary: fc.constant((leaf: unknown) => `${String(leaf)}${suffix}`),
    weight,
  })),
  {
    arbitrary: fc
      .constantFrom('\u001f', '\u202e', '\udc00x', 'x'.repeat(10_000))
      .map((suffix) => (leaf: unknown) => `${String(leaf)}${suffix}`),
    weight: 2,
  },
  { arbitrary: hostileString.map((text) => () => text), weight: 1 },
  { arbitrary: jsonValue.map((other) => () => other), weight: 1 },
);

/**
 * Values shaped by a zod schema (through its JSON Schema): a valid value with exactly one leaf
 * turned hostile (the fuzz then gets past every other check), a value with hostile parts
 * anywhere, or any JSON. Any JSON as well when there is no schema or it cannot be expressed.
 * `samples` are strings worth trying where an address is asked for (a known user's).
 */
export function schemaArbitrary(schema: unknown, samples: Record<string, string> = {}): fc.Arbitrary<unknown> {
  if (!(schema instanceof z.ZodType)) return jsonValue;
  let jsonSchema: JsonSchema;
  try {
    jsonSchema = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  } catch {
    return jsonValue;
  }
  // JSON Schema drops zod's refinements, so keep the candidates the schema itself accepts
  // (a fixed sample, so the run stays repeatable) as the valid values to spoil.
  const shaped = fromJsonSchema(jsonSchema, samples, 'valid');
  const accepted = fc
    .sample(shaped, { seed: 13, numRuns: 300 })
    .filter((candidate) => schema.safeParse(candidate).success);
  const valid = accepted.length > 0 ? fc.constantFrom(...accepted) : shaped;
  const oneLeafSpoiled = fc
    .tuple(valid, fc.nat(), leafMutation)
    .map(([value, index, mutate]) => replaceLeaf(value, index, mutate));
  return fc.oneof(
    { arbitrary: oneLeafSpoiled, weight: 6 },
    { arbitrary: valid, weight: 1 },
    { arbitrary: fromJsonSchema(jsonSchema, samples, 'mixed'), weight: 2 },
    { arbitrary: jsonValue, weight: 1 },
  );
}
