// Naming operations: parse the references pages and navigation use (`GET /plants`,
// `api/openapi.yaml POST /plants`, `webhook orderUpdated`, legacy `GET https://host/path`),
// list a spec's operations and find one.
import type { OpenApiDocument } from './load.js';
import { OPENAPI_METHODS } from './spec-values.js';
import { isRecord } from '../guards.js';

export type HttpMethod = (typeof OPENAPI_METHODS)[number];

export interface OperationRef {
  /** The spec file or URL named in the reference, when it names one. */
  file?: string;
  /** Lower case HTTP method, or `webhook`. */
  method: HttpMethod | 'webhook';
  /** The path template (`/plants/{id}`), or the webhook's name. */
  path: string;
  /** Legacy `api: GET https://host/path`: the full URL, and its origin as base URL. */
  url?: string;
  baseUrl?: string;
}

export interface OperationRefError {
  error: string;
}

export interface ListedOperation {
  method: HttpMethod | 'webhook';
  path: string;
  /** For webhooks, the HTTP method the webhook is sent with. */
  httpMethod: HttpMethod;
  operation: Record<string, unknown>;
  pathItem: Record<string, unknown>;
  summary?: string;
  operationId?: string;
  /** `METHOD /path` or `WEBHOOK name`, the key `LoadResult.invalidOperations` uses. */
  key: string;
}

function isMethod(value: string): value is HttpMethod {
  return (OPENAPI_METHODS as readonly string[]).includes(value);
}

/**
 * Parse an operation reference. Accepts `METHOD /path`, `file METHOD /path`,
 * `webhook name`, `file webhook name` and legacy `METHOD https://host/path`. Quotes around
 * the whole value are tolerated; the method is case-insensitive.
 */
export function parseOperationRef(value: string): OperationRef | OperationRefError {
  const text = value.trim().replace(/^(['"])(.*)\1$/, '$2').trim();
  const parts = text.split(/\s+/);
  if (text === '' || parts.length < 2) {
    return { error: `Unexpected operation \`${text}\`, expected \`METHOD /path\` or \`file METHOD /path\`` };
  }
  let file: string | undefined;
  let rest = parts;
  if (parts.length >= 3) {
    file = parts[0];
    rest = parts.slice(1);
  }
  const method = (rest[0] ?? '').toLowerCase();
  const target = rest.slice(1).join(' ');
  if (method !== 'webhook' && !isMethod(method)) {
    return { error: `Unexpected method \`${rest[0] ?? ''}\` in \`${text}\`, expected one of ${[...OPENAPI_METHODS, 'webhook'].map((m) => `\`${m.toUpperCase()}\``).join(', ')}` };
  }
  if (method !== 'webhook' && /^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      const path = decodeURI(url.pathname) || '/';
      return { ...(file ? { file } : {}), method, path, url: target, baseUrl: url.origin };
    } catch {
      return { error: `Unexpected URL \`${target}\` in \`${text}\`` };
    }
  }
  if (method !== 'webhook' && !target.startsWith('/')) {
    return { error: `Unexpected path \`${target}\` in \`${text}\`, expected it to start with \`/\`` };
  }
  return { ...(file ? { file } : {}), method, path: target };
}

export function isOperationRefError(value: OperationRef | OperationRefError): value is OperationRefError {
  return 'error' in value;
}

function firstMethod(pathItem: Record<string, unknown>): HttpMethod | undefined {
  return OPENAPI_METHODS.find((m) => isRecord(pathItem[m]));
}

function listed(method: HttpMethod | 'webhook', path: string, httpMethod: HttpMethod, pathItem: Record<string, unknown>): ListedOperation | undefined {
  const operation = pathItem[httpMethod];
  if (!isRecord(operation)) return undefined;
  const item: ListedOperation = {
    method,
    path,
    httpMethod,
    operation,
    pathItem,
    key: method === 'webhook' ? `WEBHOOK ${path}` : `${method.toUpperCase()} ${path}`,
  };
  if (typeof operation.summary === 'string') item.summary = operation.summary;
  if (typeof operation.operationId === 'string') item.operationId = operation.operationId;
  return item;
}

/** Every operation in spec order: paths × methods, then webhooks. */
export function listOperations(spec: OpenApiDocument): ListedOperation[] {
  const out: ListedOperation[] = [];
  if (isRecord(spec.paths)) {
    for (const [path, pathItem] of Object.entries(spec.paths)) {
      if (!isRecord(pathItem)) continue;
      for (const method of OPENAPI_METHODS) {
        const item = listed(method, path, method, pathItem);
        if (item) out.push(item);
      }
    }
  }
  if (isRecord(spec.webhooks)) {
    for (const [name, pathItem] of Object.entries(spec.webhooks)) {
      if (!isRecord(pathItem)) continue;
      const httpMethod = firstMethod(pathItem);
      const item = httpMethod ? listed('webhook', name, httpMethod, pathItem) : undefined;
      if (item) out.push(item);
    }
  }
  return out;
}

/** `/plants/{id}/` and `/plants/{plantId}` both become `/plants/{}`. */
function pathShape(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.replace(/\{[^}]*\}/g, '{}');
}

/**
 * Find one operation. `method` is case-insensitive (`webhook` looks in `webhooks`, then in
 * `paths` for a path of that name). The path must match exactly, or else up to a trailing
 * slash and the names of path parameters.
 */
export function findOperation(spec: OpenApiDocument, method: string, path: string): ListedOperation | undefined {
  const m = method.toLowerCase();
  if (m === 'webhook') {
    if (isRecord(spec.webhooks)) {
      const item = spec.webhooks[path];
      if (isRecord(item)) {
        const httpMethod = firstMethod(item);
        if (httpMethod) return listed('webhook', path, httpMethod, item);
      }
    }
    // The starter writes `WEBHOOK /plant/webhook` for a webhook named `/plant/webhook`;
    // older specs keep webhooks under `paths`.
    if (isRecord(spec.paths) && isRecord(spec.paths[path])) {
      const item = spec.paths[path];
      const httpMethod = firstMethod(item);
      if (httpMethod) return listed('webhook', path, httpMethod, item);
    }
    return undefined;
  }
  if (!isMethod(m) || !isRecord(spec.paths)) return undefined;
  const exact = spec.paths[path];
  if (isRecord(exact)) {
    const item = listed(m, path, m, exact);
    if (item) return item;
  }
  const shape = pathShape(path);
  for (const [candidate, pathItem] of Object.entries(spec.paths)) {
    if (!isRecord(pathItem) || pathShape(candidate) !== shape) continue;
    const item = listed(m, candidate, m, pathItem);
    if (item) return item;
  }
  return undefined;
}

/**
 * The warning for an operation that more than one searched spec defines: the page or entry
 * shows the one of `used` (the spec searched first: the nearest level's, else the last one
 * the configuration names, as Mintlify picks it), and those of `shadowed` are not shown there.
 */
export function shadowedOperationMessage(ref: Pick<OperationRef, 'method' | 'path'>, used: string, shadowed: readonly string[]): string {
  const operation = `${ref.method.toUpperCase()} ${ref.path}`;
  const others = shadowed.map((s) => `\`${s}\``).join(', ');
  const first = shadowed[0] ?? '';
  return `Unexpected operation \`${operation}\` in ${others} too, expected one spec to define it (Mintlify shows the one of \`${used}\`; write \`${first} ${operation}\` for the other)`;
}

/** The specs an operation or schema was looked for in, as a message names them: `a.yaml`, one of `a.yaml`, `b.yaml`. */
function searchedText(files: readonly string[]): string {
  if (files.length === 0) return 'an OpenAPI spec of the project';
  return files.length === 1 ? `\`${files[0] ?? ''}\`` : `one of ${files.map((f) => `\`${f}\``).join(', ')}`;
}

/**
 * The `openapi-operation-missing` message of an operation that none of the searched specs (`files`) defines: one
 * message for a page's `openapi` front matter and a navigation entry, from `check` (src/check/check-openapi.ts) and
 * from `build` (src/openapi/page.ts, src/openapi/nav.ts).
 */
export function missingOperationMessage(ref: Pick<OperationRef, 'method' | 'path'>, files: readonly string[]): string {
  return `Unexpected operation \`${ref.method.toUpperCase()} ${ref.path}\`, expected one that ${searchedText(files)} defines`;
}

/** The `openapi-operation-missing` message of a navigation entry naming an operation its spec (`file`) marks `x-excluded`. */
export function excludedOperationMessage(ref: Pick<OperationRef, 'method' | 'path'>, file: string): string {
  return `Unexpected operation \`${ref.method.toUpperCase()} ${ref.path}\` in the navigation that is \`x-excluded\` in \`${file}\`, expected an operation the spec publishes (use \`x-hidden\` for a page the navigation does not list)`;
}

/** The `openapi-operation-missing` message of an `openapi-schema` value naming a schema that none of the searched specs defines. */
export function missingSchemaMessage(name: string, files: readonly string[]): string {
  return `Unexpected schema \`${name}\`, expected one that ${searchedText(files)} defines in \`components.schemas\``;
}

/** The `openapi-operation-missing` message of an `openapi-schema` value of neither form. */
export function schemaValueMessage(value: string): string {
  return `Unexpected \`openapi-schema\` value \`${value.trim()}\`, expected \`Name\` or \`file Name\` of a schema in \`components.schemas\``;
}
