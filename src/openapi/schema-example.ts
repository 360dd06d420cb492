// Examples generated from a schema: clearly placeholder values, never anything real; and the
// example a spec's media type gives itself.
import { isRecord, setOwn } from '../guards.js';
import { CIRCULAR, UNRESOLVED } from './dereference.js';
import { inferredType, MAX_DEPTH, mergeAllOf, type SchemaBudget } from './describe-schema.js';
import { mappingTargetName, str, strings } from './spec-values.js';

/**
 * A string's placeholder by its `format` (compared in lower case), the values Mintlify's example generator shows
 * (@mintlify/validation's generateExampleFromSchema); any other format is `<string>`.
 */
const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2023-11-07T05:31:56Z',
  date: '2023-12-25',
  email: 'jsmith@example.com',
  uuid: '3c90c3cc-0d44-4b50-8888-8dd25736052a',
  ipv4: '127.0.0.1',
  ipv6: '2606:4700:3108::ac42:2835',
  byte: 'aSDinaTvuI8gbWludGxpZnk=',
  base64: 'aSDinaTvuI8gbWludGxpZnk=',
};

/**
 * Keys from which Mintlify's converter infers a type a schema does not write (@mintlify/validation's
 * inferType: a string's, a number's, an array's or an object's constraints).
 */
const TYPE_HINTS = ['format', 'contentMediaType', 'pattern', 'minLength', 'maxLength', 'multipleOf', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'items', 'minItems', 'maxItems', 'uniqueItems', 'properties', 'additionalProperties', 'minProperties', 'maxProperties'];

/**
 * A schema that writes no `type` and nothing a type is inferred from, such as `{}`, one with only a
 * `description`, or one with only `not` (which Mintlify ignores, as docwright does: see
 * src/openapi/describe-schema.ts): a field of type `any`, whose placeholder is `<any>`, as on Mintlify.
 */
function untyped(schema: Record<string, unknown>): boolean {
  return schema.type === undefined && !TYPE_HINTS.some((key) => schema[key] !== undefined);
}

/**
 * A number's placeholder, as Mintlify's example generator picks it: between `minimum` and `maximum`, above a
 * `minimum`, below a `maximum` (123 when that is below it), else 123; an integer's rounded down.
 */
function numberExample(schema: Record<string, unknown>, integer: boolean): number {
  const round = (value: number): number => (integer ? Math.floor(value) : value);
  const min = typeof schema.minimum === 'number' && Number.isFinite(schema.minimum) ? schema.minimum : undefined;
  const max = typeof schema.maximum === 'number' && Number.isFinite(schema.maximum) ? schema.maximum : undefined;
  if (min !== undefined && max !== undefined) return round((min + max) / 2);
  if (min !== undefined) return round(min + 1);
  if (max !== undefined) return max > 123 ? 123 : round(max - 1);
  return 123;
}

/** The most schemas one generated example expands (see MAX_SCHEMA_NODES): past it, `{}` (`[]` for an array), as past its depth. */
export const MAX_EXAMPLE_NODES = 5_000;

/** How deep a generated example nests objects, arrays and variants (as deep as a description, MAX_DEPTH): below it, `{}` (`[]` for an array). */
export const MAX_EXAMPLE_DEPTH = MAX_DEPTH;

/** What is left of one generated example's MAX_EXAMPLE_NODES, and whether it was cut (`size` wins over `depth`). */
export interface ExampleBudget extends SchemaBudget {
  cut?: 'depth' | 'size';
}

/** Whether a schema's example of `type` would hold more than a placeholder: an object's properties, an array's items, variants. */
function hasParts(schema: Record<string, unknown>, type: string, variants: boolean): boolean {
  if (variants) return true;
  if (type === 'array') return isRecord(schema.items);
  return type === 'object' && ((isRecord(schema.properties) && Object.keys(schema.properties).length > 0) || isRecord(schema.additionalProperties));
}

/** The values of an `enum` that `x-mint-enum` restricts to reader groups (its keys: a string value, or a number written as a key): Mintlify's examples never show them. */
function restrictedValue(schema: Record<string, unknown>): (value: unknown) => boolean {
  const restricted = schema['x-mint-enum'];
  if (!isRecord(restricted)) return () => false;
  const keys = Object.keys(restricted);
  return (value) => (typeof value === 'string' ? Object.hasOwn(restricted, value) : typeof value === 'number' && keys.some((key) => key.trim() !== '' && Number(key) === value));
}

/** The `enum` values an example may take: those `x-mint-enum` does not restrict, in spec order (undefined without an `enum`). */
function shownEnum(schema: Record<string, unknown>): unknown[] | undefined {
  if (!Array.isArray(schema.enum) || schema.enum.length === 0) return undefined;
  const restricted = restrictedValue(schema);
  return (schema.enum as unknown[]).filter((value) => !restricted(value));
}

/** Whether a schema's example is a value it gives itself (`example`, `examples`, `default`, `const`). */
function givesValue(schema: Record<string, unknown>): boolean {
  return 'example' in schema || (Array.isArray(schema.examples) && schema.examples.length > 0) || 'default' in schema || 'const' in schema;
}

/**
 * Whether a property is left out of a generated example, as Mintlify's example generator leaves
 * it out: `readOnly` in a request and `writeOnly` in a response (as the field list leaves them
 * out: src/openapi/describe-schema.ts), any property with an `x-mint` (its `groups` make it
 * personal; Mintlify drops every such property from its examples), and one whose every `enum`
 * value `x-mint-enum` restricts.
 */
function leftOutOfExample(property: unknown, mode: 'request' | 'response'): boolean {
  if (!isRecord(property)) return false;
  const merged = mergeAllOf(property);
  if (merged[mode === 'request' ? 'readOnly' : 'writeOnly'] === true || merged['x-mint'] !== undefined) return true;
  return !givesValue(merged) && shownEnum(merged)?.length === 0;
}

/** A variant's or an array item's `x-mint` (as Mintlify's example generator reads it, on the variant's merged schema). */
function marked(schema: unknown): boolean {
  return isRecord(schema) && mergeAllOf(schema)['x-mint'] !== undefined;
}

/**
 * The variant a discriminated union's example shows and the discriminator value that names it: the first
 * `discriminator.mapping` key and the schema it maps to (among `variants`, or a named schema whose `allOf` is the
 * base: the mapping-only form); without a mapping, the first variant and its schema name in `named` (or its
 * `title`); a subtype itself (`self`, named in `named`) is shown with the key that maps to it. Undefined when the schema has no `discriminator.propertyName` or no value can be named.
 */
function discriminatorChoice(self: unknown, schema: Record<string, unknown>, variants: readonly unknown[], named: Record<string, unknown> | undefined): { property: string; value: string; variant: unknown } | undefined {
  const discriminator = schema.discriminator;
  const property = isRecord(discriminator) ? str(discriminator.propertyName) : undefined;
  if (property === undefined || !isRecord(discriminator)) return undefined;
  const schemas = named ?? {};
  const nameOf = (variant: unknown): string | undefined => Object.entries(schemas).find(([, value]) => value === variant)?.[0] ?? (isRecord(variant) ? str(variant.title) : undefined);
  const mapping = isRecord(discriminator.mapping) ? Object.entries(discriminator.mapping).filter((entry): entry is [string, string] => typeof entry[1] === 'string') : [];
  // A subtype written by itself (its `allOf` holds the base): the key that maps to it.
  const own = nameOf(self);
  const mine = own === undefined ? undefined : mapping.find(([, target]) => mappingTargetName(target) === own);
  if (mine !== undefined) return { property, value: mine[0], variant: self };
  for (const [value, target] of mapping) {
    const name = mappingTargetName(target);
    const byName = name !== undefined && Object.hasOwn(schemas, name) ? schemas[name] : undefined;
    const variant = variants.find((v) => v === byName || (name !== undefined && nameOf(v) === name)) ?? (variants.length === 0 ? byName : variants[0]);
    if (variant !== undefined) return { property, value, variant };
  }
  const first = variants[0];
  const name = nameOf(first);
  return first !== undefined && name !== undefined && mapping.length === 0 ? { property, value: name, variant: first } : undefined;
}

/**
 * A placeholder value shaped like the schema. For a `request`, `readOnly` properties are
 * left out; for a `response`, `writeOnly` ones; in both, what Mintlify's examples never show
 * (see `leftOutOfExample`; an array's items take their first variant without an `x-mint`:
 * `itemOf`, the schema is an array's `items`). Past MAX_EXAMPLE_DEPTH levels or the budget, an object,
 * array or set of variants is `{}` (`[]`) and `budget.cut` says so (the page reports it: src/openapi/schema-cut.ts);
 * a value without parts (a string, a number) is still its placeholder. With `requiredOnly` (docs.json
 * `api.examples.defaults: required`), an object keeps only the properties its `required` lists, at every level.
 */
export function exampleFromSchema(
  input: unknown,
  mode: 'request' | 'response' = 'response',
  depth = 0,
  budget: ExampleBudget = { left: MAX_EXAMPLE_NODES },
  itemOf = false,
  requiredOnly = false,
  named?: Record<string, unknown>,
  discriminated = false,
): unknown {
  if (!isRecord(input)) return '<string>';
  budget.left--;
  const schema = mergeAllOf(input);
  // `x-example` (Swagger 2.0's parameter example, often left in 3.x files) is not an example:
  // Mintlify's generateExampleFromSchema and its converter read only `example`/`examples`, so the
  // same placeholder shows there (decided, test/openapi/mintlify-omits.test.ts).
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('default' in schema) return schema.default;
  const values = shownEnum(schema);
  if (values !== undefined) return values.length > 0 ? values[0] : (schema.enum as unknown[])[0];
  if ('const' in schema) return schema.const;
  if (schema[CIRCULAR] === true || schema[UNRESOLVED] === true) return {};
  const variants = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  const byVariant = variants !== undefined && variants.length > 0 && !isRecord(schema.properties);
  const types = Array.isArray(schema.type) ? strings(schema.type).filter((t) => t !== 'null') : typeof schema.type === 'string' ? [schema.type] : [];
  // No `type`: the one its other keys tell, as Mintlify's converter infers it (a `minimum` gives a number between bounds, a `format` its string).
  const type = types[0] ?? inferredType(schema) ?? 'string';
  if ((depth >= MAX_EXAMPLE_DEPTH || budget.left <= 0) && hasParts(schema, type, byVariant)) {
    if (budget.cut !== 'size') budget.cut = budget.left <= 0 ? 'size' : 'depth';
    return type === 'array' && !byVariant ? [] : {};
  }
  // A discriminated union: one variant, its discriminator property set to the value that names it (not `<string>`).
  const choice = discriminated ? undefined : discriminatorChoice(input, schema, byVariant ? variants : [], named);
  if (choice !== undefined) {
    const value = exampleFromSchema(choice.variant, mode, depth + 1, budget, false, requiredOnly, named, true);
    if (isRecord(value)) setOwn(value, choice.property, choice.value);
    return value;
  }
  if (byVariant) return exampleFromSchema(itemOf ? (variants.find((variant) => !marked(variant)) ?? variants[0]) : variants[0], mode, depth + 1, budget, false, requiredOnly, named);
  if (untyped(schema)) return '<any>';
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      if (isRecord(schema.properties)) {
        const required = new Set(strings(schema.required));
        for (const [name, value] of Object.entries(schema.properties)) {
          if (leftOutOfExample(value, mode) || (requiredOnly && !required.has(name))) continue;
          setOwn(out, name, exampleFromSchema(value, mode, depth + 1, budget, false, requiredOnly, named));
        }
      } else if (isRecord(schema.additionalProperties) && !requiredOnly) {
        out['<key>'] = exampleFromSchema(schema.additionalProperties, mode, depth + 1, budget, false, requiredOnly, named);
      }
      return out;
    }
    case 'array':
      // No `items` (only `minItems`, say): items of any type, `<any>`, as Mintlify's converter gives them.
      return [isRecord(schema.items) ? exampleFromSchema(schema.items, mode, depth + 1, budget, true, requiredOnly, named) : '<any>'];
    case 'integer':
    case 'number':
      return numberExample(schema, type === 'integer');
    case 'boolean':
      return true;
    case 'null':
      return null;
    default: {
      const format = str(schema.format)?.toLowerCase();
      return (format !== undefined && Object.hasOwn(FORMAT_EXAMPLES, format) ? FORMAT_EXAMPLES[format] : undefined) ?? '<string>';
    }
  }
}

/** Every named example of a media type (`examples`, OpenAPI 3 Example Objects with a `value`), labelled by its `summary` or else its name, in spec order. */
export function mediaExamples(media: Record<string, unknown>): { label: string; value: unknown }[] {
  if (!isRecord(media.examples)) return [];
  const out: { label: string; value: unknown }[] = [];
  for (const [name, example] of Object.entries(media.examples)) {
    if (!isRecord(example) || !('value' in example)) continue;
    const summary = typeof example.summary === 'string' && example.summary.trim() !== '' ? example.summary.trim() : undefined;
    out.push({ label: summary ?? name, value: example.value });
  }
  return out;
}

/** `example`, then the first of `examples` (OpenAPI 3 Example Objects or values). */
export function mediaExample(media: Record<string, unknown>): { found: boolean; value?: unknown } {
  if ('example' in media) return { found: true, value: media.example };
  if (isRecord(media.examples)) {
    for (const example of Object.values(media.examples)) {
      if (isRecord(example) && 'value' in example) return { found: true, value: example.value };
    }
  }
  return { found: false };
}
