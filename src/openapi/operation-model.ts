// One operation of an OpenAPI 3.x or Swagger 2.0 document, normalised into the typed model
// of src/openapi/model.ts. Every value from the spec goes through a type guard here: an
// invalid spec still loads.
import { isRecord, ownValue, setOwn } from '../guards.js';
import { describeSchema, orderFields } from './describe-schema.js';
import type { OpenApiDocument } from './load.js';
import { PARAM_LOCATIONS, type BodyModel, type MediaAlternative, type CallbackModel, type CodeSampleModel, type FieldModel, type ModelOptions, type OperationModel, type ParamLocation, type ParamModel, type ResponseModel, type SchemaModel, type SchemeShape, type SecuritySchemeModel, type ServerTemplateModel, type ServerVariableModel } from './model.js';
import type { HttpMethod, ListedOperation } from './operations.js';
import { styleOfCollectionFormat } from './param-style.js';
import { formFiles, isBinaryBody } from './file-schema.js';
import { schemaName, xmlExample } from './xml-example.js';
import { exampleFromSchema, MAX_EXAMPLE_NODES, mediaExample, mediaExamples, type ExampleBudget } from './schema-example.js';
import { OPENAPI_METHODS, str, strings, valueText } from './spec-values.js';

/** A server's variables that its URL names and the spec defines, in URL order. */
function serverVariableModels(url: string, variables: Record<string, unknown>): ServerVariableModel[] {
  const out: ServerVariableModel[] = [];
  for (const match of url.matchAll(/\{([^}]+)\}/g)) {
    const name = match[1] ?? '';
    const variable = variables[name];
    if (!isRecord(variable) || variable.default === undefined || out.some((v) => v.name === name)) continue;
    const description = str(variable.description);
    const values = Array.isArray(variable.enum) ? variable.enum.filter((v) => v !== null && v !== undefined).map(valueText) : [];
    out.push({ name, default: valueText(variable.default), enum: values, ...(description !== undefined ? { description } : {}) });
  }
  return out;
}

/** The spec's servers for an operation (its own, its path's, the spec's, or Swagger 2.0's host), variables filled with their defaults. */
function serverList(spec: OpenApiDocument, listed: ListedOperation): { urls: string[]; templates: Record<string, ServerTemplateModel>; descriptions: Record<string, string> } {
  const templates: Record<string, ServerTemplateModel> = {};
  const descriptions: Record<string, string> = {};
  const pick = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.filter(isRecord).flatMap((server) => {
          const url = str(server.url);
          if (url === undefined) return [];
          const variables = serverVariableModels(url, isRecord(server.variables) ? server.variables : {});
          const filled = url.replace(/\{([^}]+)\}/g, (whole, name: string) => variables.find((v) => v.name === name)?.default ?? whole);
          if (variables.length > 0 && !(filled in templates)) templates[filled] = { template: url, variables };
          const description = str(server.description)?.trim();
          if (description !== undefined && description !== '' && !Object.hasOwn(descriptions, filled)) setOwn(descriptions, filled, description);
          return [filled];
        })
      : [];
  for (const value of [listed.operation.servers, listed.pathItem.servers, spec.servers]) {
    const urls = pick(value);
    if (urls.length > 0) return { urls, templates, descriptions };
  }
  if (typeof spec.host === 'string') {
    const schemes = strings(spec.schemes);
    const scheme = schemes.includes('https') ? 'https' : (schemes[0] ?? 'https');
    const base = typeof spec.basePath === 'string' ? spec.basePath.replace(/\/$/, '') : '';
    return { urls: [`${scheme}://${spec.host}${base}`], templates, descriptions };
  }
  return { urls: [], templates, descriptions };
}

function securitySchemes(spec: OpenApiDocument): Record<string, unknown> {
  if (isRecord(spec.components) && isRecord(spec.components.securitySchemes)) return spec.components.securitySchemes;
  if (isRecord(spec.securityDefinitions)) return spec.securityDefinitions;
  return {};
}

/** A scheme's `x-default` (Mintlify pre-fills the playground with it), when it is text. */
function prefillOf(scheme: Record<string, unknown>): { prefill?: string } {
  const value = scheme['x-default'];
  return typeof value === 'string' || typeof value === 'number' ? { prefill: String(value) } : {};
}

/** The shape of one defined scheme, by its `type` (and `scheme` for `http`). */
function schemeShape(scheme: Record<string, unknown>): SchemeShape {
  const type = str(scheme.type) ?? '';
  if (type === 'http') {
    const httpScheme = (str(scheme.scheme) ?? '').trim();
    const lower = httpScheme.toLowerCase();
    if (lower === 'bearer') {
      const format = str(scheme.bearerFormat);
      return { kind: 'bearer', ...(format !== undefined ? { bearerFormat: format } : {}), ...prefillOf(scheme) };
    }
    if (lower === 'basic') return { kind: 'basic', ...prefillOf(scheme) };
    return httpScheme === '' ? { kind: 'other', type: 'http' } : { kind: 'http', scheme: httpScheme };
  }
  if (type === 'basic') return { kind: 'basic', ...prefillOf(scheme) };
  if (type === 'apiKey') {
    const where = str(scheme.in);
    return { kind: 'apiKey', in: where === 'query' || where === 'cookie' ? where : 'header', name: str(scheme.name) ?? 'X-API-Key', ...prefillOf(scheme) };
  }
  if (type === 'oauth2') {
    // 3.x `flows: {authorizationCode: …}`, 2.0 `flow: accessCode`.
    const flows = isRecord(scheme.flows) ? Object.keys(scheme.flows) : typeof scheme.flow === 'string' ? [scheme.flow] : [];
    return { kind: 'oauth2', flows };
  }
  if (type === 'openIdConnect') {
    const url = str(scheme.openIdConnectUrl);
    return { kind: 'openIdConnect', ...(url !== undefined ? { url } : {}) };
  }
  return { kind: 'other', type: type === '' ? 'unknown' : type };
}

function schemeModel(id: string, raw: unknown, scopes: string[]): SecuritySchemeModel {
  if (!isRecord(raw)) return { kind: 'missing', id, scopes };
  const description = str(raw.description);
  return { ...schemeShape(raw), id, ...(description !== undefined && description.trim() !== '' ? { description } : {}), scopes };
}

/**
 * The operation's security requirements: its own `security` (even `[]`, which turns auth off),
 * else the document's; a webhook has only its own, as on Mintlify.
 */
function securityModel(spec: OpenApiDocument, operation: Record<string, unknown>, webhook: boolean): SecuritySchemeModel[][] {
  const requirements = Array.isArray(operation.security) ? operation.security : !webhook && Array.isArray(spec.security) ? spec.security : [];
  const schemes = securitySchemes(spec);
  return requirements.filter(isRecord).map((requirement) => Object.keys(requirement).map((id) => schemeModel(id, ownValue(schemes, id), strings(requirement[id]))));
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

/** A parameter given by `content` instead of `schema`: its (first) media type and that media type's object. */
function contentMedia(param: Record<string, unknown>): { type: string; media: Record<string, unknown> } | undefined {
  if (isRecord(param.schema) || !isRecord(param.content)) return undefined;
  const entry = Object.entries(param.content).find((pair): pair is [string, Record<string, unknown>] => isRecord(pair[1]));
  return entry ? { type: entry[0], media: entry[1] } : undefined;
}

/** The first named example that has a value. */
function firstExample(examples: Record<string, unknown>): { value: unknown } | undefined {
  const first = Object.values(examples).find((e) => isRecord(e) && 'value' in e);
  return isRecord(first) ? { value: first.value } : undefined;
}

/** The parameter's `style`, `explode` (Swagger 2.0's `collectionFormat`, `csv` when unset) and whether its value is an array or an object. */
function serialization(param: Record<string, unknown>, location: ParamLocation): Pick<ParamModel, 'style' | 'explode' | 'allowReserved' | 'shape' | 'serializedAs'> {
  const schema = paramSchema(param);
  const types = isRecord(schema) ? (Array.isArray(schema.type) ? schema.type : [schema.type]) : [];
  const shape = isRecord(schema) && (types.includes('array') || schema.items !== undefined) ? 'array' : isRecord(schema) && (types.includes('object') || isRecord(schema.properties)) ? 'object' : undefined;
  const out: Pick<ParamModel, 'style' | 'explode' | 'allowReserved' | 'shape' | 'serializedAs'> = shape !== undefined ? { shape } : {};
  if (!isRecord(param.schema) && !isRecord(param.content) && param.type === 'array') {
    const format = str(param.collectionFormat);
    return { ...out, ...styleOfCollectionFormat(format ?? 'csv', location), ...(format !== undefined ? { serializedAs: [`collectionFormat: ${format}`] } : {}) };
  }
  const style = str(param.style);
  if (style !== undefined) out.style = style;
  if (typeof param.explode === 'boolean') out.explode = param.explode;
  if (param.allowReserved === true) out.allowReserved = true;
  const written = [...(style !== undefined ? [`style: ${style}`] : []), ...(typeof param.explode === 'boolean' ? [`explode: ${String(param.explode)}`] : []), ...(param.allowReserved === true ? ['allowReserved: true'] : [])];
  return written.length > 0 ? { ...out, serializedAs: written } : out;
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
    const schema = describeSchema(paramSchema(param), { ...options, location: 'request' });
    const description = str(param.description);
    const model: ParamModel = {
      ...schema,
      ...(description !== undefined ? { description } : {}),
      name,
      location,
      required: location === 'path' || param.required === true,
      deprecated: schema.deprecated || param.deprecated === true,
    };
    const media = contentMedia(param);
    if ('example' in param) {
      model.hasExample = true;
      model.example = param.example;
    } else if (media && 'example' in media.media) {
      model.hasExample = true;
      model.example = media.media.example;
    } else if (media && isRecord(media.media.examples) && firstExample(media.media.examples)) {
      model.hasExample = true;
      model.example = firstExample(media.media.examples)?.value;
    } else if (isRecord(param.examples)) {
      const first = Object.values(param.examples).find((e) => isRecord(e) && 'value' in e);
      if (isRecord(first)) {
        model.hasExample = true;
        model.example = first.value;
      }
    }
    // A parameter given by `content` is its media type's text (`filter={"a":1}`), never styled.
    if (media) Object.assign(model, { mediaType: media.type, serializedAs: [`content: ${media.type}`] });
    else Object.assign(model, serialization(param, location));
    params[location].push(model);
  }
  for (const location of PARAM_LOCATIONS) params[location] = orderFields(params[location], options.maintainOrder === true);
  return { params, swaggerBody };
}

/**
 * The media types of `content` other than `shown` whose schema describes differently from
 * `schema` (the one shown): each is shown too, as Mintlify's content-type selector shows it.
 * Same-shaped ones are named only (`otherContentTypes`).
 */
function alternativesOf(content: Record<string, unknown>, shown: string, schema: SchemaModel | undefined, options: ModelOptions): { alternatives?: MediaAlternative[] } {
  const seen = new Set<string>(schema ? [JSON.stringify(schema)] : []);
  const out: MediaAlternative[] = [];
  for (const [contentType, media] of Object.entries(content)) {
    if (contentType === shown || !isRecord(media) || media.schema === undefined) continue;
    const described = describeSchema(media.schema, options);
    const key = JSON.stringify(described);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ contentType, schema: described });
  }
  return out.length > 0 ? { alternatives: out } : {};
}

/** An example generated from `schema`, and `exampleCut` when it is cut (the page reports it: src/openapi/schema-cut.ts). */
function generated(schema: unknown, mode: 'request' | 'response', named?: Record<string, unknown>): { example: unknown; exampleCut?: 'depth' | 'size' } {
  const budget: ExampleBudget = { left: MAX_EXAMPLE_NODES };
  const example = exampleFromSchema(schema, mode, 0, budget, false, false, named);
  return budget.cut ? { example, exampleCut: budget.cut } : { example };
}

/** A request body's generated example, with its required-properties-only form (`requiredExample`: `api.examples.defaults: required`). */
function generatedRequest(schema: unknown, named?: Record<string, unknown>): { example: unknown; requiredExample: unknown; exampleCut?: 'depth' | 'size' } {
  return { ...generated(schema, 'request', named), requiredExample: exampleFromSchema(schema, 'request', 0, { left: MAX_EXAMPLE_NODES }, false, true, named) };
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
  const example = fromSpec.found ? { example: fromSpec.value } : generatedRequest(schema, options.schemas);
  return {
    contentType,
    otherContentTypes: types.filter((t) => t !== contentType),
    required: body.required === true,
    ...(description !== undefined ? { description } : {}),
    schema: describeSchema(schema, { ...options, location: 'request' }),
    ...example,
    exampleFromSpec: fromSpec.found,
    ...fileShape(contentType, schema),
    ...xmlShape(contentType, schema, example.example, options),
  };
}

/** An XML media type's example (an object or array) written as XML from its schema. */
function xmlShape(contentType: string | undefined, schema: unknown, example: unknown, options: ModelOptions): { xml?: string } {
  if (contentType === undefined || !/[/+]xml\b/i.test(contentType)) return {};
  const xml = xmlExample(schema, example, schemaName(schema, options.schemas));
  return xml !== undefined ? { xml } : {};
}

/** What of a body is sent as files: a multipart body's file fields, or the whole body (src/openapi/file-schema.ts). */
function fileShape(contentType: string, schema: unknown): Pick<BodyModel, 'files' | 'binary'> {
  if (/multipart\//i.test(contentType)) {
    const files = formFiles(schema);
    return files ? { files } : {};
  }
  return isBinaryBody(contentType, schema) ? { binary: true } : {};
}

/**
 * A form media type's `encoding`: each field's `contentType`, `style` and `explode` that are written.
 * The playground sends the fields so; the page shows none of it (nor an entry's `headers`), as
 * Mintlify's shows none: its converter keeps a media type's schema and examples only, and its
 * schema graph's mapMedia leaves encoding as a TODO (decided, test/openapi/mintlify-omits.test.ts).
 */
function formEncoding(raw: unknown): BodyModel['encoding'] {
  if (!isRecord(raw)) return undefined;
  const out: NonNullable<BodyModel['encoding']> = {};
  for (const [name, entry] of Object.entries(raw)) {
    if (!isRecord(entry)) continue;
    const contentType = str(entry.contentType);
    const style = str(entry.style);
    out[name] = { ...(contentType !== undefined ? { contentType } : {}), ...(style !== undefined ? { style } : {}), ...(typeof entry.explode === 'boolean' ? { explode: entry.explode } : {}) };
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function bodyModel(spec: OpenApiDocument, listed: ListedOperation, swaggerBody: Record<string, unknown>[], options: ModelOptions): BodyModel | undefined {
  const requestBody = listed.operation.requestBody;
  if (isRecord(requestBody) && isRecord(requestBody.content)) {
    const types = Object.keys(requestBody.content);
    const contentType = types.find((t) => /json/i.test(t)) ?? types[0];
    if (contentType === undefined) return undefined;
    const media = isRecord(requestBody.content[contentType]) ? requestBody.content[contentType] : {};
    const described = describedBody(requestBody, media.schema, mediaExample(media), contentType, types, options);
    const named = 'example' in media ? [] : mediaExamples(media);
    const withAlternatives = { ...described, ...alternativesOf(requestBody.content, contentType, media.schema !== undefined ? described.schema : undefined, { ...options, location: 'request' }) };
    const encoding = formEncoding(media.encoding);
    const withEncoding = encoding ? { ...withAlternatives, encoding } : withAlternatives;
    return named.length > 1 ? { ...withEncoding, examples: named } : withEncoding;
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
    schema: describeSchema(schema, { ...options, location: 'request' }),
    ...generatedRequest(schema, options.schemas),
    exampleFromSpec: false,
    ...fileShape(contentType, schema),
  };
}

function statusOrder(a: string, b: string): number {
  const rank = (s: string): number => (s === 'default' ? 1000 : /^\d/.test(s) ? Number(s.replace(/X/gi, '0')) : 999);
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

// A response's `links` are not shown, and not a finding: Mintlify's converter keeps a response's
// description and content only (its schema graph's mapResponse leaves links as a TODO), so its
// page shows none either (decided, test/openapi/mintlify-omits.test.ts).
function responseModels(spec: OpenApiDocument, listed: ListedOperation, options: ModelOptions): ResponseModel[] {
  const responses = isRecord(listed.operation.responses) ? listed.operation.responses : {};
  const produces = strings(listed.operation.produces).length > 0 ? strings(listed.operation.produces) : strings(spec.produces);
  const out: ResponseModel[] = [];
  for (const [status, raw] of Object.entries(responses)) {
    if (!isRecord(raw)) continue;
    const description = str(raw.description);
    const model: ResponseModel = { status, ...(description !== undefined ? { description } : {}), otherContentTypes: [], exampleFromSpec: false, headers: [] };
    if (isRecord(raw.content)) {
      const types = Object.keys(raw.content);
      const contentType = types.find((t) => /json/i.test(t)) ?? types[0];
      if (contentType !== undefined) {
        const media = isRecord(raw.content[contentType]) ? raw.content[contentType] : {};
        model.contentType = contentType;
        model.otherContentTypes = types.filter((t) => t !== contentType);
        if (media.schema !== undefined) model.schema = describeSchema(media.schema, { ...options, location: 'response' });
        const fromSpec = mediaExample(media);
        model.exampleFromSpec = fromSpec.found;
        if (fromSpec.found) model.example = fromSpec.value;
        else if (media.schema !== undefined) Object.assign(model, generated(media.schema, 'response', options.schemas));
        const named = 'example' in media ? [] : mediaExamples(media);
        if (named.length > 1) model.examples = named;
        else Object.assign(model, xmlShape(contentType, media.schema, model.example, options));
        Object.assign(model, alternativesOf(raw.content, contentType, model.schema, { ...options, location: 'response' }));
      }
    } else if (raw.schema !== undefined) {
      // Swagger 2.0
      const contentType = produces.find((t) => /json/i.test(t)) ?? produces[0] ?? 'application/json';
      model.contentType = contentType;
      model.schema = describeSchema(raw.schema, { ...options, location: 'response' });
      const examples = isRecord(raw.examples) ? raw.examples : {};
      if (contentType in examples) {
        model.example = examples[contentType];
        model.exampleFromSpec = true;
      } else {
        Object.assign(model, generated(raw.schema, 'response', options.schemas));
      }
      Object.assign(model, xmlShape(contentType, raw.schema, model.example, options));
    }
    if (isRecord(raw.headers)) {
      model.headers = orderFields(
        Object.entries(raw.headers).map(([name, header]): FieldModel => {
          const h = isRecord(header) ? header : {};
          const schema = describeSchema(isRecord(h.schema) ? h.schema : h, { ...options, location: 'response' });
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

/** The operation's `x-codeSamples` (Redoc's `x-code-samples` too): entries with a `lang` and a `source`. */
function codeSamples(operation: Record<string, unknown>): CodeSampleModel[] {
  const raw = Array.isArray(operation['x-codeSamples']) ? operation['x-codeSamples'] : Array.isArray(operation['x-code-samples']) ? operation['x-code-samples'] : [];
  return raw.filter(isRecord).flatMap((sample): CodeSampleModel[] => {
    const lang = str(sample.lang)?.trim().split(/\s+/)[0];
    const source = str(sample.source);
    if (lang === undefined || lang === '' || source === undefined) return [];
    const label = str(sample.label)?.replace(/\s+/g, ' ').trim();
    return [{ lang: lang.toLowerCase(), label: label !== undefined && label !== '' ? label : lang, source: source.replace(/\n$/, '') }];
  });
}

/** Build the model of one listed operation. */
export function operationModel(spec: OpenApiDocument, listed: ListedOperation, given: ModelOptions = {}): OperationModel {
  const op = listed.operation;
  const named = isRecord(spec.components) && isRecord(spec.components.schemas) ? spec.components.schemas : isRecord(spec.definitions) ? spec.definitions : undefined;
  const options: ModelOptions = named !== undefined && given.schemas === undefined ? { ...given, schemas: named } : given;
  const { params, swaggerBody } = parameterModels(listed, options);
  const body = bodyModel(spec, listed, swaggerBody, options);
  const summary = str(op.summary);
  const description = str(op.description) ?? str(listed.pathItem.description);
  const operationId = str(op.operationId);
  const method: HttpMethod = listed.httpMethod;
  const servers = serverList(spec, listed);
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
    servers: servers.urls,
    ...(Object.keys(servers.templates).length > 0 ? { serverVariables: servers.templates } : {}),
    ...(Object.keys(servers.descriptions).length > 0 ? { serverDescriptions: servers.descriptions } : {}),
    security: securityModel(spec, op, listed.method === 'webhook'),
    securityDeclared: Array.isArray(op.security) || (listed.method !== 'webhook' && Array.isArray(spec.security)),
    parameters: params,
    codeSamples: codeSamples(op),
    ...(body ? { body } : {}),
    responses: responseModels(spec, listed, options),
    ...callbacksOf(spec, listed, options),
  };
}

/** The operation's `callbacks`, each expression's methods in the spec's order; none for a callback's own operation. */
function callbacksOf(spec: OpenApiDocument, listed: ListedOperation, options: ModelOptions): { callbacks?: CallbackModel[] } {
  const raw = listed.operation.callbacks;
  if (listed.method === 'webhook' || listed.key.startsWith('CALLBACK ') || !isRecord(raw)) return {};
  const callbacks: CallbackModel[] = [];
  for (const [name, expressions] of Object.entries(raw)) {
    if (!isRecord(expressions)) continue;
    for (const [expression, pathItem] of Object.entries(expressions)) {
      if (!isRecord(pathItem)) continue;
      for (const method of OPENAPI_METHODS) {
        const operation = ownValue(pathItem, method);
        if (!isRecord(operation)) continue;
        const request: ListedOperation = { method, path: expression, httpMethod: method, operation, pathItem, key: `CALLBACK ${name} ${method.toUpperCase()} ${expression}` };
        callbacks.push({ name, expression, operation: operationModel(spec, request, options) });
      }
    }
  }
  return callbacks.length > 0 ? { callbacks } : {};
}
