// A JSON Schema from a spec described for display: its type label, constraints, fields and
// variants (`SchemaModel`), with circular and unresolved `$ref`s named, never followed.
import { isRecord, setOwn } from '../guards.js';
import { CIRCULAR, UNRESOLVED } from './dereference.js';
import type { FieldModel, ModelOptions, SchemaModel } from './model.js';
import { mappingTargetName, str, strings, valueText } from './spec-values.js';

/** Name a `$ref` shows as: its last pointer segment or file name. */
export function refName(ref: string): string {
  const hash = ref.lastIndexOf('#');
  const pointer = hash >= 0 ? ref.slice(hash + 1) : '';
  const last = pointer.split('/').filter(Boolean).pop();
  if (last) return last.replace(/~1/g, '/').replace(/~0/g, '~');
  const file = (hash >= 0 ? ref.slice(0, hash) : ref).split('/').pop() ?? '';
  return file.replace(/\.(json|ya?ml)$/i, '') || 'schema';
}

/**
 * The order fields are shown in. With `maintainOrder`, the spec's order. Otherwise a
 * stable documented order: required fields first, then the rest, each alphabetical
 * (case-insensitive, then by code point).
 */
export function orderFields<T extends { name: string; required: boolean }>(fields: readonly T[], maintainOrder: boolean): T[] {
  if (maintainOrder) return [...fields];
  return [...fields].sort((a, b) => {
    if (a.required !== b.required) return a.required ? -1 : 1;
    const la = a.name.toLowerCase();
    const lb = b.name.toLowerCase();
    if (la !== lb) return la < lb ? -1 : 1;
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
}

/**
 * Each schema object's merged form, once: a dereferenced spec shares one object for every use of
 * a `$ref`, so `allOf: [A, A]` whose A holds `allOf: [B, B]` and so on, merged afresh at each use,
 * took 2^depth merges (a build that never ended on 60 levels). The spec is not changed after
 * it is read; a merged schema is never changed by its callers.
 */
const mergedAllOf = new WeakMap<object, Record<string, unknown>>();

/** Merge `allOf` branches into one schema object (properties, required, the rest first-wins). */
export function mergeAllOf(schema: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(schema.allOf)) return schema;
  const known = mergedAllOf.get(schema);
  if (known !== undefined) return known;
  const merged: Record<string, unknown> = {};
  const properties: Record<string, unknown> = {};
  const required = new Set<string>();
  const parts = [...schema.allOf.filter(isRecord).map(mergeAllOf), { ...schema, allOf: undefined }];
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (value === undefined || key === 'allOf') continue;
      if (key === 'properties' && isRecord(value)) for (const [name, property] of Object.entries(value)) setOwn(properties, name, property);
      else if (key === 'required') for (const r of strings(value)) required.add(r);
      else if (!Object.hasOwn(merged, key)) setOwn(merged, key, value);
    }
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  if (merged.type === undefined && merged.properties !== undefined) merged.type = 'object';
  mergedAllOf.set(schema, merged);
  return merged;
}

/**
 * The type Mintlify's converter infers for a schema that writes none, from the keys only one type has
 * (checked with @mintlify/validation's converter as a test oracle, test/openapi/inferred-type.test.ts):
 * a string's (`format`, whatever the format, `pattern`, `minLength`, `maxLength`), a number's
 * (`minimum`, `maximum`, their exclusive forms, `multipleOf`), an object's (`properties`,
 * `additionalProperties`, `minProperties`, `maxProperties`), an array's (`items`, `minItems`,
 * `maxItems`, `uniqueItems`); undefined when none is written.
 */
export function inferredType(schema: Record<string, unknown>): 'string' | 'number' | 'object' | 'array' | undefined {
  const has = (keys: readonly string[]): boolean => keys.some((key) => schema[key] !== undefined);
  if (has(['properties', 'additionalProperties', 'minProperties', 'maxProperties'])) return 'object';
  if (has(['items', 'minItems', 'maxItems', 'uniqueItems'])) return 'array';
  if (has(['format', 'pattern', 'minLength', 'maxLength'])) return 'string';
  if (has(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'])) return 'number';
  return undefined;
}

// Decided, not forgotten (test/openapi/mintlify-omits.test.ts): `not` is not described, and a
// schema with only `not` is `any` (its generated example `<any>`, src/openapi/schema-example.ts); Mintlify's converter drops it too ("we are currently ignoring
// `not`" in @mintlify/validation's SchemaConverter; its IncrementalEvaluator deletes it). The
// Swagger-2-era `x-nullable` adds no `| null`, in a 3.x file as in a 2.0 one: nothing of Mintlify's
// reads it (nor `x-example`, src/openapi/schema-example.ts), so its page shows the plain type.
// Neither is a finding: the writer loses nothing on docwright that Mintlify shows.
function typeLabel(schema: Record<string, unknown>, depth: number): string {
  if (schema[CIRCULAR] === true || schema[UNRESOLVED] === true) return refName(str(schema.$ref) ?? '#');
  const types = Array.isArray(schema.type) ? strings(schema.type) : typeof schema.type === 'string' ? [schema.type] : [];
  const nullable = schema.nullable === true || types.includes('null');
  const named = types.filter((t) => t !== 'null');
  const format = str(schema.format);
  const one = (t: string): string => {
    if (t === 'array') {
      const items = isRecord(schema.items) ? mergeAllOf(schema.items) : undefined;
      return items && depth < 4 ? `${typeLabel(items, depth + 1)}[]` : 'array';
    }
    if (format && (t === 'integer' || t === 'number' || t === 'string')) return `${t}<${format}>`;
    return t;
  };
  let label: string;
  if (named.length > 0) label = named.map(one).join(' | ');
  else if (isRecord(schema.properties)) label = 'object';
  else if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) label = variantsLabel(schema, depth);
  else if (Array.isArray(schema.enum)) label = typeof schema.enum[0] === 'number' ? 'number' : 'string';
  else if (schema.const !== undefined && schema.const !== null) label = constType(schema.const);
  else if (isRecord(schema.items)) label = one('array');
  else {
    const inferred = inferredType(schema);
    label = inferred === undefined ? 'any' : one(inferred);
  }
  return nullable ? `${label} | null` : label;
}

/**
 * The type of `oneOf` / `anyOf` written without a `type`: `string | integer` when every variant is a typed scalar or
 * array (not `object`, which such a schema is not), else `object`.
 */
function variantsLabel(schema: Record<string, unknown>, depth: number): string {
  const list: unknown = Array.isArray(schema.oneOf) ? schema.oneOf : schema.anyOf;
  if (!Array.isArray(list) || list.length === 0 || depth >= 4) return 'object';
  const labels: string[] = [];
  for (const variant of list) {
    if (!isRecord(variant)) return 'object';
    const merged = mergeAllOf(variant);
    if (merged[CIRCULAR] === true || merged[UNRESOLVED] === true || typeof merged.type !== 'string' || merged.type === 'object') return 'object';
    const label = typeLabel(merged, depth + 1);
    if (!labels.includes(label)) labels.push(label);
  }
  return labels.join(' | ');
}

/** The JSON type of a `const` value written without a `type`. */
function constType(value: unknown): string {
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string' || typeof value === 'boolean') return typeof value;
  return Array.isArray(value) ? 'array' : 'object';
}

/** Whether a property is left out where it is sent: `readOnly` in a request, `writeOnly` in a response (Mintlify's). */
function leftOut(property: unknown, options: ModelOptions): boolean {
  if (options.location === undefined || !isRecord(property)) return false;
  const merged = mergeAllOf(property);
  return options.location === 'request' ? merged.readOnly === true : merged.writeOnly === true;
}

/**
 * A top-level schema's subtypes named by its `discriminator.mapping` alone (no `oneOf` or `allOf`
 * of its own: each subtype is an `allOf` of it), as Mintlify shows them: its variants, by their
 * title or schema name. A mapping value is `#/components/schemas/Name` (or `#/definitions/Name`)
 * or a bare name; a name the document does not define is left out (`openapi-invalid` warns at it: src/openapi/load.ts).
 */
function mappedVariants(schema: Record<string, unknown>, options: ModelOptions): { title: string; schema: unknown }[] {
  const discriminator = schema.discriminator;
  if (!isRecord(discriminator) || !isRecord(discriminator.mapping) || schema.oneOf !== undefined || schema.anyOf !== undefined || schema.allOf !== undefined) return [];
  const named = options.schemas ?? {};
  const out: { title: string; schema: unknown }[] = [];
  const seen = new Set<string>();
  for (const target of Object.values(discriminator.mapping)) {
    if (typeof target !== 'string') continue;
    const name = mappingTargetName(target);
    if (name === undefined || seen.has(name) || !Object.hasOwn(named, name)) continue;
    seen.add(name);
    const resolved = named[name];
    out.push({ title: (isRecord(resolved) ? str(resolved.title) : undefined) ?? name, schema: resolved });
  }
  return out;
}

const CONSTRAINT_KEYS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
] as const;

/** How deep one description nests fields and variants; past it a schema is shown by its type alone. */
export const MAX_DEPTH = 12;

/**
 * The most schemas one description expands (fields and variants, at every depth). A `$ref` used
 * by several properties is expanded at each, so a chain of schemas that each name the next six
 * times grows as 6^depth (MAX_DEPTH levels: billions); past the budget a schema is shown by its
 * type alone, as past MAX_DEPTH. Real response bodies stay in the low thousands.
 */
export const MAX_SCHEMA_NODES = 20_000;

/** What is left of a description's MAX_SCHEMA_NODES. */
export interface SchemaBudget {
  left: number;
}

/** Whether a schema has fields or variants to show: properties, an array's object items, `oneOf`/`anyOf`. */
function hasParts(schema: Record<string, unknown>, arrays = 0): boolean {
  if (isRecord(schema.properties) && Object.keys(schema.properties).length > 0) return true;
  if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) return true;
  // Arrays of arrays: a few levels tell; a circular `items` chain must not loop.
  return arrays < 4 && isRecord(schema.items) && hasParts(mergeAllOf(schema.items), arrays + 1);
}

/** A schema's example: its `example`, else the first of its `examples` (3.1). */
function exampleOf(schema: Record<string, unknown>): Pick<SchemaModel, 'hasExample' | 'example'> {
  if ('example' in schema) return { hasExample: true, example: schema.example };
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return { hasExample: true, example: schema.examples[0] };
  return { hasExample: false };
}

/** One value of a schema key as `api.params.post` pills (Mintlify's): a string as written, `true` as the key, a number as text, an array's strings and numbers one each; nothing else. */
function configuredPills(key: string, value: unknown): string[] {
  if (value === true) return [key];
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (typeof value === 'number') return Number.isFinite(value) ? [String(value)] : [];
  if (Array.isArray(value)) return value.flatMap((item: unknown) => (typeof item === 'string' || typeof item === 'number' ? configuredPills(key, item) : []));
  return [];
}

/**
 * A schema's pills: `x-mint.pre`, and after its built-in ones the values of the `api.params.post`
 * keys (`postKeys`) then `x-mint.post`, as Mintlify orders them; one a string, empty ones left out.
 */
function pillsOf(schema: Record<string, unknown>, postKeys: readonly string[] = []): Pick<SchemaModel, 'pre' | 'post'> {
  const xMint = schema['x-mint'];
  const out: Pick<SchemaModel, 'pre' | 'post'> = {};
  for (const key of ['pre', 'post'] as const) {
    const raw: unknown = isRecord(xMint) ? xMint[key] : undefined;
    const own = Array.isArray(raw) ? raw.filter((label): label is string => typeof label === 'string' && label !== '') : [];
    const labels = key === 'post' ? [...postKeys.flatMap((name) => (Object.hasOwn(schema, name) ? configuredPills(name, schema[name]) : [])), ...own] : own;
    if (labels.length > 0) out[key] = labels;
  }
  return out;
}

/**
 * A variant's model without the description its `title` stood in for: the variant is named by that title already, so
 * Mintlify shows it once (`One of: Apple`), and a description only when the variant has one of its own.
 */
function ownDescription(model: SchemaModel, input: unknown, title: string): SchemaModel {
  if (model.description === undefined || model.description !== title) return model;
  if (isRecord(input) && str(mergeAllOf(input).description) !== undefined) return model;
  const { description: _titleAsDescription, ...rest } = model;
  return rest;
}

/**
 * An array of scalars' item `enum` (or `const`) and item constraints, on the array's own model: `string[]` whose
 * items are `x` or `y` lists them as its options, as a scalar enum does; item constraints read `items.minLength: 1`.
 * Items that are objects or variants keep theirs (their fields and variants are described).
 */
function itemFacts(schema: Record<string, unknown>, model: SchemaModel): void {
  if (isRecord(schema.properties) || !isRecord(schema.items)) return;
  const items = mergeAllOf(schema.items);
  if (items[CIRCULAR] === true || items[UNRESOLVED] === true || isRecord(items.properties) || Array.isArray(items.oneOf) || Array.isArray(items.anyOf)) return;
  if (model.enum === undefined) {
    if (Array.isArray(items.enum)) model.enum = [...(items.enum as unknown[])];
    else if (Object.hasOwn(items, 'const')) model.enum = [items.const];
  }
  for (const key of CONSTRAINT_KEYS) {
    const value = items[key];
    if (value !== undefined && value !== false) model.constraints.push(`items.${key}: ${valueText(value)}`);
  }
}

/** Describe a schema for display. `schema` may be anything: non-objects give `any`. */
export function describeSchema(input: unknown, options: ModelOptions = {}, depth = 0, budget: SchemaBudget = { left: MAX_SCHEMA_NODES }): SchemaModel {
  budget.left--;
  const schema = isRecord(input) ? mergeAllOf(input) : {};
  const model: SchemaModel = {
    type: typeLabel(schema, 0),
    deprecated: schema.deprecated === true,
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    hasDefault: 'default' in schema,
    ...exampleOf(schema),
    constraints: [],
    fields: [],
    variants: [],
    ...pillsOf(schema, options.postKeys),
  };
  const description = str(schema.description) ?? str(schema.title);
  if (description !== undefined) model.description = description;
  if (model.hasDefault) model.default = schema.default;
  if (Array.isArray(schema.enum)) model.enum = [...(schema.enum as unknown[])];
  // A `const` (3.1) is the one value allowed: shown as a one-option enum.
  else if (Object.hasOwn(schema, 'const')) model.enum = [schema.const];
  for (const key of CONSTRAINT_KEYS) {
    const value = schema[key];
    if (value !== undefined && value !== false) model.constraints.push(`${key}: ${valueText(value)}`);
  }
  itemFacts(schema, model);
  if (schema[CIRCULAR] === true) {
    model.circular = refName(str(schema.$ref) ?? '#');
    return model;
  }
  if (schema[UNRESOLVED] === true) {
    model.unresolved = str(schema.$ref) ?? '#';
    return model;
  }
  if (depth >= MAX_DEPTH || budget.left <= 0) {
    // Fields or variants left unshown: the page says so (`openapi-schema-cut`, src/openapi/schema-cut.ts).
    if (hasParts(schema)) model.cut = depth >= MAX_DEPTH ? 'depth' : 'size';
    return model;
  }
  let objectSchema: Record<string, unknown> | undefined = schema;
  if (!isRecord(schema.properties) && isRecord(schema.items)) {
    const items = mergeAllOf(schema.items);
    if (items[CIRCULAR] === true) model.circular = refName(str(items.$ref) ?? '#');
    else if (items[UNRESOLVED] === true) model.unresolved = str(items.$ref) ?? '#';
    else objectSchema = items;
  }
  if (objectSchema && isRecord(objectSchema.properties)) {
    const required = new Set(strings(objectSchema.required));
    const fields = Object.entries(objectSchema.properties).filter(([, value]) => !leftOut(value, options)).map(([name, value]): FieldModel => ({
      ...describeSchema(value, options, depth + 1, budget),
      name,
      required: required.has(name),
    }));
    model.fields = orderFields(fields, options.maintainOrder === true);
  }
  const mapped = depth === 0 && isRecord(input) ? mappedVariants(input, options) : [];
  if (mapped.length > 0) {
    model.variantKind = 'oneOf';
    model.variants = mapped.map((v) => ({ title: v.title, schema: ownDescription(describeSchema(v.schema, options, depth + 1, budget), v.schema, v.title) }));
    return model;
  }
  const variantSource = objectSchema ?? schema;
  const kind = Array.isArray(variantSource.oneOf) ? 'oneOf' : Array.isArray(variantSource.anyOf) ? 'anyOf' : undefined;
  if (kind) {
    const list = variantSource[kind];
    if (Array.isArray(list)) {
      model.variantKind = kind;
      model.variants = list.map((v, i) => {
        const sub = describeSchema(v, options, depth + 1, budget);
        const named = isRecord(v) ? (str(v.title) ?? (v[CIRCULAR] === true ? refName(str(v.$ref) ?? '#') : undefined)) : undefined;
        const title = named ?? `Option ${i + 1}`;
        return { title, schema: ownDescription(sub, v, title) };
      });
    }
  }
  return model;
}
