// The fields of an API page written in MDX (`api: POST https://host/path`, no spec) as schemas, read as Mintlify's MDX
// endpoint reader reads them: each `ParamField`'s and `ResponseField`'s `type` by the type names it knows (`int`, `str`,
// `bool`, `dict`, `list`, `str[]`, `array<int>`…), the fields nested in one as its properties, and the examples it
// generates from them (the request body's, and the 200 response's from the page's top-level ResponseFields).
import type { PhrasingContent, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { setOwn } from '../guards.js';
import { MAX_EXAMPLE_DEPTH } from './schema-example.js';
import { unravel } from '../parse/unravel.js';

export type FieldElement = MdxJsxFlowElement | MdxJsxTextElement;

/** An attribute's value: a string, `null` for a bare flag, undefined when it is absent or an expression. */
export function attr(node: FieldElement, name: string): string | null | undefined {
  for (const a of node.attributes) {
    if (a.type === 'mdxJsxAttribute' && a.name === name) return typeof a.value === 'string' ? a.value : a.value === null ? null : undefined;
  }
  return undefined;
}

/** Whether a field is marked `required` (a bare flag or any value but `false`). */
export function isRequired(node: FieldElement): boolean {
  const value = attr(node, 'required');
  return value !== undefined && value !== 'false';
}

/**
 * The schema type of each type name Mintlify's MDX endpoint reader knows (compared in lower case); `file` and `any`
 * are its own (an `any` field's example is `<any>`, a `file` field has none).
 */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  str: 'string', string: 'string', date: 'string', text: 'string', url: 'string', uuid: 'string', hash: 'string', bytes: 'string', xml: 'string',
  int: 'integer', integer: 'integer',
  num: 'number', number: 'number', float: 'number', decimal: 'number', long: 'number', double: 'number',
  bool: 'boolean', boolean: 'boolean',
  obj: 'object', object: 'object', record: 'object', dict: 'object', dictionary: 'object', map: 'object',
  arr: 'array', array: 'array', list: 'array',
  file: 'file',
  any: 'any', json: 'any',
  null: 'null',
};

export interface FieldType {
  schema: Record<string, unknown>;
  /** Where the fields nested in the field go: the schema itself, or the innermost item of an array. */
  deepest: Record<string, unknown>;
}

function named(type: string): FieldType {
  if (type === 'array') {
    // A bare `array` (`list`, `arr`) is an array of objects: its nested fields are its items' properties.
    const items = { type: 'object' };
    return { schema: { type: 'array', items }, deepest: items };
  }
  const schema = { type };
  return { schema, deepest: schema };
}

/**
 * A field's `type` as Mintlify reads it: a known name (`int`, `str`, `dict`…), an item type with `[]` (`str[]`,
 * `int[][]`) or in `array<…>` (`list<…>`, `arr<…>`), `X[] | X` (or `X | X[]`) as the array; anything else, a union
 * such as `string | null` too, is an object. The page shows the type as written either way.
 */
export function fieldType(written: string): FieldType {
  const type = written.trim().toLowerCase();
  const parts = type.split('|');
  if (parts.length > 1 && parts[0]?.trim() && parts[1]?.trim()) {
    const left = fieldType(parts[0]);
    const right = fieldType(parts[1]);
    if (left.schema.type === 'array' && right.schema.type === left.deepest.type) return left;
    if (right.schema.type === 'array' && left.schema.type === right.deepest.type) return right;
  }
  if (Object.hasOwn(TYPE_NAMES, type)) return named(TYPE_NAMES[type] ?? 'object');
  const item = type.endsWith('[]') ? type.slice(0, -2) : /^(\w+)<(.*)>$/.exec(type);
  if (typeof item === 'string') {
    const inner = fieldType(item);
    return { schema: { type: 'array', items: inner.schema }, deepest: inner.deepest };
  }
  if (item !== null && item[2] !== undefined && item[2] !== '' && TYPE_NAMES[item[1] ?? ''] === 'array') {
    const inner = fieldType(item[2]);
    return { schema: { type: 'array', items: inner.schema }, deepest: inner.deepest };
  }
  return named('object');
}

/** The innermost type name of a field's `type` as `fieldType` reads it (`Garden` of `Garden[]` or `array<Garden>`), in lower case. */
function innermostName(written: string): string {
  const type = written.trim().toLowerCase();
  if (Object.hasOwn(TYPE_NAMES, type)) return type;
  const parts = type.split('|');
  if (parts.length > 1 && parts[0]?.trim() && parts[1]?.trim()) {
    const left = fieldType(parts[0]);
    const right = fieldType(parts[1]);
    if (left.schema.type === 'array' && right.schema.type === left.deepest.type) return innermostName(parts[0]);
    if (right.schema.type === 'array' && left.schema.type === right.deepest.type) return innermostName(parts[1]);
  }
  if (type.endsWith('[]')) return innermostName(type.slice(0, -2));
  const wrapped = /^(\w+)<(.*)>$/.exec(type);
  if (wrapped?.[2] !== undefined && wrapped[2] !== '' && TYPE_NAMES[wrapped[1] ?? ''] === 'array') return innermostName(wrapped[2]);
  return type;
}

/** The type names Mintlify's MDX endpoint reader knows, as a message lists them. */
export const KNOWN_TYPE_NAMES: readonly string[] = Object.keys(TYPE_NAMES);

/** The JSON Schema type a known name stands for (`int` → `integer`); the name itself when it is not in the table. */
export function canonicalTypeName(name: string): string {
  return TYPE_NAMES[name.toLowerCase()] ?? name;
}

/**
 * Whether Mintlify's MDX endpoint reader knows a field's `type` (`Garden`, `timestamp`, `string | null` it does not: it
 * reads them as an object, whose generated example is `{}`); an array of such a type is not known either.
 */
export function knownFieldType(written: string): boolean {
  return Object.hasOwn(TYPE_NAMES, innermostName(written));
}

/**
 * The fields among `nodes` (and those nested in them, as `fieldSchema` reads them) whose `type` Mintlify's reader does
 * not know and that have no fields nested in them: each shows `{}` in the generated example.
 */
export function unknownTypeFields(nodes: readonly FieldElement[], depth = 0): { node: FieldElement; type: string }[] {
  const out: { node: FieldElement; type: string }[] = [];
  for (const node of nodes) {
    const type = attr(node, 'type');
    if (typeof type !== 'string' && node.name !== 'ParamField') continue;
    const nested = depth < MAX_EXAMPLE_DEPTH ? nestedFields(node, node.name ?? '') : [];
    // One with fields nested in it is an object of them: its example shows them.
    if (typeof type === 'string' && !knownFieldType(type) && nested.length === 0) out.push({ node, type });
    out.push(...unknownTypeFields(nested, depth + 1));
  }
  return out;
}

/**
 * A path, query, header or cookie ParamField's schema by its `type`: a known name or an array form as `fieldType` reads
 * it (`int` an integer, `str[]` an array); `file`, `any` and a name Mintlify does not know, a string (its input in the playground).
 */
export function paramSchema(written: string): Record<string, unknown> {
  const { schema } = fieldType(written);
  const known = schema.type !== 'object' || TYPE_NAMES[written.trim().toLowerCase()] === 'object';
  return known && schema.type !== 'file' && schema.type !== 'any' ? schema : { type: 'string' };
}

/**
 * The fields of `tag` nested in a field (through an Expandable or any other element; one written on one line is a text
 * element), not those nested deeper in one of them: its properties, as Mintlify reads them.
 */
function nestedFields(node: FieldElement, tag: string): FieldElement[] {
  const out: FieldElement[] = [];
  const walk = (nodes: readonly (RootContent | PhrasingContent)[]): void => {
    for (const child of nodes) {
      if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === tag) out.push(child);
      else if ('children' in child && Array.isArray(child.children)) walk(child.children);
    }
  };
  walk(node.children);
  return out;
}

/** A field's name: a ResponseField's `name`, a ParamField's location attribute (`body`, `query`, …), as Mintlify takes it. */
export function fieldName(node: FieldElement): string | undefined {
  if (node.name === 'ResponseField') {
    const name = attr(node, 'name');
    return typeof name === 'string' ? name : undefined;
  }
  for (const location of ['body', 'path', 'query', 'header', 'cookie'] as const) {
    const name = attr(node, location);
    if (typeof name === 'string') return name;
  }
  return undefined;
}

/**
 * A field's schema: its `type` (see `fieldType`; none is a string), a ParamField's `default`, and for an object (or an
 * array of objects) the fields of the same kind nested in it as its properties, with their `required`, as Mintlify's MDX
 * endpoint reader builds them, so the generated example shows them rather than `{}`.
 */
export function fieldSchema(node: FieldElement, depth = 0): Record<string, unknown> | undefined {
  const type = attr(node, 'type');
  // A ResponseField without a `type` describes nothing in Mintlify's reader (a ParamField's is a string here).
  if (typeof type !== 'string' && node.name === 'ResponseField') return undefined;
  const { schema, deepest } = fieldType(type ?? 'string');
  const defaultValue = node.name === 'ParamField' ? attr(node, 'default') : undefined;
  if (typeof defaultValue === 'string') schema.default = defaultValue;
  if (deepest.type === 'object' && depth < MAX_EXAMPLE_DEPTH) {
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    for (const child of nestedFields(node, node.name ?? '')) {
      const name = fieldName(child);
      const property = fieldSchema(child, depth + 1);
      if (name === undefined || property === undefined) continue;
      setOwn(properties, name, property);
      if (isRequired(child) && !required.includes(name)) required.push(name);
    }
    deepest.properties = properties;
    if (required.length > 0) deepest.required = required;
  }
  return schema;
}

/**
 * The example of a field schema, as Mintlify generates it: a string `<string>`, a number `123`, a boolean `true`, `any`
 * `<any>`, `null`, an object its properties', an array one item; a `file` has none (its property is left out). A
 * ParamField's `default` is its value. `requiredOnly` (`api.examples.defaults: required`): an object's required properties only.
 */
export function fieldExample(schema: Record<string, unknown>, requiredOnly = false): unknown {
  if ('default' in schema) return schema.default;
  switch (schema.type) {
    case 'string':
      return '<string>';
    case 'integer':
    case 'number':
      return 123;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'any':
      return '<any>';
    case 'array':
      return [isRecordSchema(schema.items) ? fieldExample(schema.items, requiredOnly) : {}];
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = Array.isArray(schema.required) ? schema.required : [];
      for (const [name, property] of Object.entries(isRecordSchema(schema.properties) ? schema.properties : {})) {
        if (!isRecordSchema(property) || (requiredOnly && !required.includes(name))) continue;
        const value = fieldExample(property, requiredOnly);
        if (value !== undefined) setOwn(out, name, value);
      }
      return out;
    }
    default:
      return undefined;
  }
}

function isRecordSchema(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The page's ResponseFields that describe its 200 response, as Mintlify's MDX endpoint reader takes them: those at the
 * top level of the page (one inside another element, such as a Tab or an Accordion, describes nothing there).
 */
export function topLevelResponseFields(body: readonly RootContent[]): MdxJsxFlowElement[] {
  return unravel(body).filter((node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement' && node.name === 'ResponseField');
}

/** The object schema of the page's top-level ResponseFields (a name written twice: the later one), or undefined without one. */
export function responseSchema(body: readonly RootContent[]): Record<string, unknown> | undefined {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const node of topLevelResponseFields(body)) {
    const name = fieldName(node);
    const property = fieldSchema(node);
    if (name === undefined || property === undefined) continue;
    setOwn(properties, name, property);
    if (isRequired(node) && !required.includes(name)) required.push(name);
  }
  if (Object.keys(properties).length === 0) return undefined;
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}
