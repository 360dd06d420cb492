// One operation of an OpenAPI 3.x or Swagger 2.0 document, normalised into a small typed
// model the page, the Markdown copy, the examples and the playground all read. Every value
// from the spec goes through a type guard here: an invalid spec still loads.
import type { OpenApiDocument } from './load.js';
import { CIRCULAR, UNRESOLVED } from './load.js';
import type { HttpMethod, ListedOperation } from './operations.js';
import { isRecord, ownValue, setOwn } from '../guards.js';

export type ParamLocation = 'path' | 'query' | 'header' | 'cookie';
export const PARAM_LOCATIONS: readonly ParamLocation[] = ['path', 'query', 'header', 'cookie'];

/** What a schema says, flattened for display. */
export interface SchemaModel {
  /** Display type: `string`, `integer<int32>`, `object`, `Plant[]`, `string | null`. */
  type: string;
  description?: string;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  /** Present when the schema has a default (`hasDefault` tells `undefined` apart). */
  hasDefault: boolean;
  default?: unknown;
  enum?: unknown[];
  hasExample: boolean;
  example?: unknown;
  /** `minimum: 1`, `maxLength: 40`, `pattern: ^a`, … */
  constraints: string[];
  /** Properties of an object (or of an array's object items), ordered (see `orderFields`). */
  fields: FieldModel[];
  /** `oneOf`/`anyOf` alternatives. */
  variants: { title: string; schema: SchemaModel }[];
  variantKind?: 'oneOf' | 'anyOf';
  /** Set when recursion stopped at a circular `$ref`: the schema's name. */
  circular?: string;
  /** Set when the schema is a `$ref` that could not be resolved: the reference as written. */
  unresolved?: string;
}

export interface FieldModel extends SchemaModel {
  name: string;
  required: boolean;
}

export interface ParamModel extends FieldModel {
  location: ParamLocation;
}

export interface BodyModel {
  contentType: string;
  /** Other content types the operation accepts. */
  otherContentTypes: string[];
  required: boolean;
  description?: string;
  schema: SchemaModel;
  /** From the spec (`example`/`examples`) or generated from the schema. */
  example: unknown;
  exampleFromSpec: boolean;
}

export interface ResponseModel {
  status: string;
  description?: string;
  contentType?: string;
  schema?: SchemaModel;
  example?: unknown;
  exampleFromSpec: boolean;
  headers: FieldModel[];
}

export type SecuritySchemeModel =
  | { kind: 'bearer'; id: string; description?: string; bearerFormat?: string }
  | { kind: 'basic'; id: string; description?: string }
  | { kind: 'apiKey'; id: string; description?: string; in: 'header' | 'query' | 'cookie'; name: string }
  | { kind: 'oauth2' | 'openIdConnect' | 'other'; id: string; description?: string };

export interface OperationModel {
  /** Upper-case HTTP method the request is sent with. */
  method: string;
  path: string;
  webhook: boolean;
  /** `METHOD /path` or `WEBHOOK name`. */
  key: string;
  summary?: string;
  description?: string;
  operationId?: string;
  tags: string[];
  deprecated: boolean;
  /** Base URLs from `servers` (3.x) or `schemes`/`host`/`basePath` (2.0), variables filled. */
  servers: string[];
  /** Alternatives: each inner array must all be satisfied. Empty: no auth. */
  security: SecuritySchemeModel[][];
  parameters: Record<ParamLocation, ParamModel[]>;
  body?: BodyModel;
  responses: ResponseModel[];
}

export interface ModelOptions {
  /** Keep the spec's key order; otherwise required first, then alphabetical. */
  maintainOrder?: boolean;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

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

/** Merge `allOf` branches into one schema object (properties, required, the rest first-wins). */
function mergeAllOf(schema: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(schema.allOf)) return schema;
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
  return merged;
}

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
  else if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) label = 'object';
  else if (Array.isArray(schema.enum)) label = typeof schema.enum[0] === 'number' ? 'number' : 'string';
  else if (isRecord(schema.items)) label = one('array');
  else label = 'any';
  return nullable ? `${label} | null` : label;
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

const MAX_DEPTH = 12;

/** Describe a schema for display. `schema` may be anything: non-objects give `any`. */
export function describeSchema(input: unknown, options: ModelOptions = {}, depth = 0): SchemaModel {
  const schema = isRecord(input) ? mergeAllOf(input) : {};
  const model: SchemaModel = {
    type: typeLabel(schema, 0),
    deprecated: schema.deprecated === true,
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    hasDefault: 'default' in schema,
    hasExample: false,
    constraints: [],
    fields: [],
    variants: [],
  };
  const description = str(schema.description) ?? str(schema.title);
  if (description !== undefined) model.description = description;
  if (model.hasDefault) model.default = schema.default;
  if (Array.isArray(schema.enum)) model.enum = [...(schema.enum as unknown[])];
  if ('example' in schema) {
    model.hasExample = true;
    model.example = schema.example;
  } else if (Array.isArray(schema.examples) && schema.examples.length > 0) {
    model.hasExample = true;
    model.example = schema.examples[0];
  }
  for (const key of CONSTRAINT_KEYS) {
    const value = schema[key];
    if (value !== undefined && value !== false) model.constraints.push(`${key}: ${valueText(value)}`);
  }
  if (schema[CIRCULAR] === true) {
    model.circular = refName(str(schema.$ref) ?? '#');
    return model;
  }
  if (schema[UNRESOLVED] === true) {
    model.unresolved = str(schema.$ref) ?? '#';
    return model;
  }
  if (depth >= MAX_DEPTH) return model;
  let objectSchema: Record<string, unknown> | undefined = schema;
  if (!isRecord(schema.properties) && isRecord(schema.items)) {
    const items = mergeAllOf(schema.items);
    if (items[CIRCULAR] === true) model.circular = refName(str(items.$ref) ?? '#');
    else if (items[UNRESOLVED] === true) model.unresolved = str(items.$ref) ?? '#';
    else objectSchema = items;
  }
  if (objectSchema && isRecord(objectSchema.properties)) {
    const required = new Set(strings(objectSchema.required));
    const fields = Object.entries(objectSchema.properties).map(([name, value]): FieldModel => ({
      ...describeSchema(value, options, depth + 1),
      name,
      required: required.has(name),
    }));
    model.fields = orderFields(fields, options.maintainOrder === true);
  }
  const variantSource = objectSchema ?? schema;
  const kind = Array.isArray(variantSource.oneOf) ? 'oneOf' : Array.isArray(variantSource.anyOf) ? 'anyOf' : undefined;
  if (kind) {
    const list = variantSource[kind];
    if (Array.isArray(list)) {
      model.variantKind = kind;
      model.variants = list.map((v, i) => {
        const sub = describeSchema(v, options, depth + 1);
        const named = isRecord(v) ? (str(v.title) ?? (v[CIRCULAR] === true ? refName(str(v.$ref) ?? '#') : undefined)) : undefined;
        const title = named ?? `Option ${i + 1}`;
        return { title, schema: sub };
      });
    }
  }
  return model;
}

// ---------------------------------------------------------------------------------------
// Examples generated from a schema: clearly placeholder values, never anything real.

const FORMAT_EXAMPLES: Record<string, unknown> = {
  'date-time': '2024-01-01T00:00:00Z',
  date: '2024-01-01',
  time: '12:00:00',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  uuid: '3c90c3cc-0d44-4b50-8888-8dd25736052a',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  byte: 'aGVsbG8=',
  binary: '<binary>',
  password: '<password>',
};

/**
 * A placeholder value shaped like the schema. For a `request`, `readOnly` properties are
 * left out; for a `response`, `writeOnly` ones.
 */
export function exampleFromSchema(input: unknown, mode: 'request' | 'response' = 'response', depth = 0): unknown {
  if (!isRecord(input)) return '<string>';
  const schema = mergeAllOf(input);
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if ('const' in schema) return schema.const;
  if (schema[CIRCULAR] === true || schema[UNRESOLVED] === true || depth > 8) return {};
  const variants = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  if (variants && variants.length > 0 && !isRecord(schema.properties)) return exampleFromSchema(variants[0], mode, depth + 1);
  const types = Array.isArray(schema.type) ? strings(schema.type).filter((t) => t !== 'null') : typeof schema.type === 'string' ? [schema.type] : [];
  const type = types[0] ?? (isRecord(schema.properties) ? 'object' : isRecord(schema.items) ? 'array' : 'string');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      if (isRecord(schema.properties)) {
        for (const [name, value] of Object.entries(schema.properties)) {
          if (isRecord(value) && value[mode === 'request' ? 'readOnly' : 'writeOnly'] === true) continue;
          setOwn(out, name, exampleFromSchema(value, mode, depth + 1));
        }
      } else if (isRecord(schema.additionalProperties)) {
        out['<key>'] = exampleFromSchema(schema.additionalProperties, mode, depth + 1);
      }
      return out;
    }
    case 'array':
      return [exampleFromSchema(schema.items, mode, depth + 1)];
    case 'integer':
      return typeof schema.minimum === 'number' ? Math.ceil(schema.minimum) : 123;
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 123;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default: {
      const format = str(schema.format);
      if (format && format in FORMAT_EXAMPLES) return FORMAT_EXAMPLES[format];
      return '<string>';
    }
  }
}

/** `example`, then the first of `examples` (OpenAPI 3 Example Objects or values). */
function mediaExample(media: Record<string, unknown>): { found: boolean; value?: unknown } {
  if ('example' in media) return { found: true, value: media.example };
  if (isRecord(media.examples)) {
    for (const example of Object.values(media.examples)) {
      if (isRecord(example) && 'value' in example) return { found: true, value: example.value };
    }
  }
  return { found: false };
}

// ---------------------------------------------------------------------------------------

function serverUrls(spec: OpenApiDocument, listed: ListedOperation): string[] {
  const pick = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.filter(isRecord).flatMap((server) => {
          const url = str(server.url);
          if (url === undefined) return [];
          const variables = isRecord(server.variables) ? server.variables : {};
          return [
            url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
              const variable = variables[name];
              return isRecord(variable) && variable.default !== undefined ? valueText(variable.default) : whole;
            }),
          ];
        })
      : [];
  const fromOperation = pick(listed.operation.servers);
  if (fromOperation.length > 0) return fromOperation;
  const fromPath = pick(listed.pathItem.servers);
  if (fromPath.length > 0) return fromPath;
  const fromSpec = pick(spec.servers);
  if (fromSpec.length > 0) return fromSpec;
  if (typeof spec.host === 'string') {
    const schemes = strings(spec.schemes);
    const scheme = schemes.includes('https') ? 'https' : (schemes[0] ?? 'https');
    const base = typeof spec.basePath === 'string' ? spec.basePath.replace(/\/$/, '') : '';
    return [`${scheme}://${spec.host}${base}`];
  }
  return [];
}

function securitySchemes(spec: OpenApiDocument): Record<string, unknown> {
  if (isRecord(spec.components) && isRecord(spec.components.securitySchemes)) return spec.components.securitySchemes;
  if (isRecord(spec.securityDefinitions)) return spec.securityDefinitions;
  return {};
}

function schemeModel(id: string, raw: unknown): SecuritySchemeModel {
  const scheme = isRecord(raw) ? raw : {};
  const description = str(scheme.description);
  const base = { id, ...(description !== undefined ? { description } : {}) };
  const type = str(scheme.type);
  if (type === 'http') {
    const httpScheme = (str(scheme.scheme) ?? '').toLowerCase();
    if (httpScheme === 'bearer') {
      const format = str(scheme.bearerFormat);
      return { kind: 'bearer', ...base, ...(format !== undefined ? { bearerFormat: format } : {}) };
    }
    if (httpScheme === 'basic') return { kind: 'basic', ...base };
    return { kind: 'other', ...base };
  }
  if (type === 'basic') return { kind: 'basic', ...base };
  if (type === 'apiKey') {
    const where = str(scheme.in);
    return { kind: 'apiKey', ...base, in: where === 'query' || where === 'cookie' ? where : 'header', name: str(scheme.name) ?? 'X-API-Key' };
  }
  if (type === 'oauth2' || type === 'openIdConnect') return { kind: type, ...base };
  return { kind: 'other', ...base };
}

function securityModel(spec: OpenApiDocument, operation: Record<string, unknown>): SecuritySchemeModel[][] {
  const requirements = Array.isArray(operation.security) ? operation.security : Array.isArray(spec.security) ? spec.security : [];
  const schemes = securitySchemes(spec);
  return requirements.filter(isRecord).map((requirement) => Object.keys(requirement).map((id) => schemeModel(id, ownValue(schemes, id))));
}

/** A Swagger 2.0 non-body parameter carries its schema inline. */
function paramSchema(param: Record<string, unknown>): unknown {
  if (isRecord(param.schema)) return param.schema;
  if (isRecord(param.content)) {
    const first = Object.values(param.content).find(isRecord);
    if (first && isRecord(first.schema)) return first.schema;
  }
  const { name: _name, in: _in, required: _required, description: _description, ...rest } = param;
  return rest;
}

/** A spec value as text: scalars as written, objects and arrays as JSON. */
function valueText(value: unknown): string {
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return typeof value === 'symbol' || typeof value === 'function' ? '' : String(value);
}

function parameterModels(listed: ListedOperation, options: ModelOptions): { params: Record<ParamLocation, ParamModel[]>; swaggerBody: Record<string, unknown>[] } {
  const byKey = new Map<string, Record<string, unknown>>();
  const all: unknown[] = [...(Array.isArray(listed.pathItem.parameters) ? (listed.pathItem.parameters as unknown[]) : []), ...(Array.isArray(listed.operation.parameters) ? (listed.operation.parameters as unknown[]) : [])];
  for (const param of all) {
    if (!isRecord(param)) continue;
    // Operation parameters override path-level ones with the same name and location.
    byKey.set(`${String(param.in)}\0${String(param.name)}`, param);
  }
  const params: Record<ParamLocation, ParamModel[]> = { path: [], query: [], header: [], cookie: [] };
  const swaggerBody: Record<string, unknown>[] = [];
  for (const param of byKey.values()) {
    const location = str(param.in);
    const name = str(param.name) ?? '';
    if (location === 'body' || location === 'formData') {
      swaggerBody.push(param);
      continue;
    }
    if (location !== 'path' && location !== 'query' && location !== 'header' && location !== 'cookie') continue;
    const schema = describeSchema(paramSchema(param), options);
    const description = str(param.description);
    const model: ParamModel = {
      ...schema,
      ...(description !== undefined ? { description } : {}),
      name,
      location,
      required: location === 'path' || param.required === true,
      deprecated: schema.deprecated || param.deprecated === true,
    };
    if ('example' in param) {
      model.hasExample = true;
      model.example = param.example;
    } else if (isRecord(param.examples)) {
      const first = Object.values(param.examples).find((e) => isRecord(e) && 'value' in e);
      if (isRecord(first)) {
        model.hasExample = true;
        model.example = first.value;
      }
    }
    params[location].push(model);
  }
  for (const location of PARAM_LOCATIONS) params[location] = orderFields(params[location], options.maintainOrder === true);
  return { params, swaggerBody };
}

/** A request body with a schema (OpenAPI 3 `requestBody` or a Swagger `in: body` parameter) as `contentType` of `types`. */
function describedBody(
  body: Record<string, unknown>,
  schema: unknown,
  fromSpec: { found: boolean; value?: unknown },
  contentType: string,
  types: readonly string[],
  options: ModelOptions,
): BodyModel {
  const description = str(body.description);
  return {
    contentType,
    otherContentTypes: types.filter((t) => t !== contentType),
    required: body.required === true,
    ...(description !== undefined ? { description } : {}),
    schema: describeSchema(schema, options),
    example: fromSpec.found ? fromSpec.value : exampleFromSchema(schema, 'request'),
    exampleFromSpec: fromSpec.found,
  };
}

function bodyModel(spec: OpenApiDocument, listed: ListedOperation, swaggerBody: Record<string, unknown>[], options: ModelOptions): BodyModel | undefined {
  const requestBody = listed.operation.requestBody;
  if (isRecord(requestBody) && isRecord(requestBody.content)) {
    const types = Object.keys(requestBody.content);
    const contentType = types.find((t) => /json/i.test(t)) ?? types[0];
    if (contentType === undefined) return undefined;
    const media = isRecord(requestBody.content[contentType]) ? requestBody.content[contentType] : {};
    return describedBody(requestBody, media.schema, mediaExample(media), contentType, types, options);
  }
  if (swaggerBody.length === 0) return undefined;
  const consumes = strings(listed.operation.consumes).length > 0 ? strings(listed.operation.consumes) : strings(spec.consumes);
  const body = swaggerBody.find((p) => p.in === 'body');
  if (body) {
    const contentType = consumes.find((t) => /json/i.test(t)) ?? consumes[0] ?? 'application/json';
    return describedBody(body, body.schema, { found: false }, contentType, consumes, options);
  }
  // formData parameters become one object body.
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  let hasFile = false;
  for (const param of swaggerBody) {
    const name = str(param.name) ?? '';
    const schema = paramSchema(param);
    if (isRecord(schema) && schema.type === 'file') hasFile = true;
    properties[name] = { ...(isRecord(schema) ? schema : {}), ...(param.description !== undefined ? { description: param.description } : {}) };
    if (param.required === true) required.push(name);
  }
  const schema = { type: 'object', properties, required };
  const contentType = hasFile ? 'multipart/form-data' : (consumes.find((t) => /form/i.test(t)) ?? 'application/x-www-form-urlencoded');
  return {
    contentType,
    otherContentTypes: [],
    required: required.length > 0,
    schema: describeSchema(schema, options),
    example: exampleFromSchema(schema, 'request'),
    exampleFromSpec: false,
  };
}

function statusOrder(a: string, b: string): number {
  const rank = (s: string): number => (s === 'default' ? 1000 : /^\d/.test(s) ? Number(s.replace(/X/gi, '0')) : 999);
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

function responseModels(spec: OpenApiDocument, listed: ListedOperation, options: ModelOptions): ResponseModel[] {
  const responses = isRecord(listed.operation.responses) ? listed.operation.responses : {};
  const produces = strings(listed.operation.produces).length > 0 ? strings(listed.operation.produces) : strings(spec.produces);
  const out: ResponseModel[] = [];
  for (const [status, raw] of Object.entries(responses)) {
    if (!isRecord(raw)) continue;
    const description = str(raw.description);
    const model: ResponseModel = { status, ...(description !== undefined ? { description } : {}), exampleFromSpec: false, headers: [] };
    if (isRecord(raw.content)) {
      const types = Object.keys(raw.content);
      const contentType = types.find((t) => /json/i.test(t)) ?? types[0];
      if (contentType !== undefined) {
        const media = isRecord(raw.content[contentType]) ? raw.content[contentType] : {};
        model.contentType = contentType;
        if (media.schema !== undefined) model.schema = describeSchema(media.schema, options);
        const fromSpec = mediaExample(media);
        model.exampleFromSpec = fromSpec.found;
        if (fromSpec.found) model.example = fromSpec.value;
        else if (media.schema !== undefined) model.example = exampleFromSchema(media.schema);
      }
    } else if (raw.schema !== undefined) {
      // Swagger 2.0
      const contentType = produces.find((t) => /json/i.test(t)) ?? produces[0] ?? 'application/json';
      model.contentType = contentType;
      model.schema = describeSchema(raw.schema, options);
      const examples = isRecord(raw.examples) ? raw.examples : {};
      if (contentType in examples) {
        model.example = examples[contentType];
        model.exampleFromSpec = true;
      } else {
        model.example = exampleFromSchema(raw.schema);
      }
    }
    if (isRecord(raw.headers)) {
      model.headers = orderFields(
        Object.entries(raw.headers).map(([name, header]): FieldModel => {
          const h = isRecord(header) ? header : {};
          const schema = describeSchema(isRecord(h.schema) ? h.schema : h, options);
          const d = str(h.description);
          return { ...schema, ...(d !== undefined ? { description: d } : {}), name, required: h.required === true };
        }),
        options.maintainOrder === true,
      );
    }
    out.push(model);
  }
  return options.maintainOrder === true ? out : out.sort((a, b) => statusOrder(a.status, b.status));
}

/** Build the model of one listed operation. */
export function operationModel(spec: OpenApiDocument, listed: ListedOperation, options: ModelOptions = {}): OperationModel {
  const op = listed.operation;
  const { params, swaggerBody } = parameterModels(listed, options);
  const body = bodyModel(spec, listed, swaggerBody, options);
  const summary = str(op.summary);
  const description = str(op.description) ?? str(listed.pathItem.description);
  const operationId = str(op.operationId);
  const method: HttpMethod = listed.httpMethod;
  return {
    method: method.toUpperCase(),
    path: listed.path,
    webhook: listed.method === 'webhook',
    key: listed.key,
    ...(summary !== undefined ? { summary } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(operationId !== undefined ? { operationId } : {}),
    tags: strings(op.tags),
    deprecated: op.deprecated === true,
    servers: serverUrls(spec, listed),
    security: securityModel(spec, op),
    parameters: params,
    ...(body ? { body } : {}),
    responses: responseModels(spec, listed, options),
  };
}
