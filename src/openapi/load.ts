// Load one OpenAPI source (a local JSON/YAML file inside the project, or a URL): parse it
// with positions, validate it (OpenAPI 3.0, 3.1, Swagger 2.0) and dereference its `$ref`s.
// Never throws: every problem is a positioned finding, and a broken operation is named so
// its page can say what is wrong while the rest of the site builds.
import { stat } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { $RefParser, type ParserOptions } from '@apidevtools/json-schema-ref-parser';
import validateSpec from '@apidevtools/swagger-parser/lib/validators/spec.js';
import type { Finding } from '../findings/finding.js';
import { toPosix, isInside as inside, isRefusedPath, readTextInside } from '../project/paths.js';
import { schemaErrors, type SchemaError } from './validate.js';
import { parseSourceText, type Position, type SourceText } from './source-text.js';
import { isRecord } from '../guards.js';
import { cacheDate, isAllowedSpecUrl, readCachedSpec, writeCachedSpec } from './remote-cache.js';

/**
 * A parsed, dereferenced OpenAPI 3.x or Swagger 2.0 document. Values are read through the
 * type guards in `model.ts`, since an invalid spec still loads. Circular `$ref`s are left
 * in place as `{$ref}` objects, so the document is a tree (it serialises as JSON).
 * Shared between callers through a cache: never mutate it.
 */
export type OpenApiDocument = Record<string, unknown>;

export interface LoadOptions {
  /** Project root: local files and `$ref`s outside it are refused. */
  root: string;
  /** Do not fetch remote sources and remote `$ref`s: read remote sources from `cacheDir`, else skip them with a warning. */
  offline?: boolean;
  /** Where fetched remote specs are kept (`build` writes, `--offline` runs read). */
  cacheDir?: string;
  /**
   * Remote sources this run already fetched into `cacheDir` (or tried to) and reported on:
   * they are read from the cache without a word and never fetched again (render workers).
   */
  prefetched?: readonly string[];
  /** Timeout for each remote fetch, in milliseconds (default 10000). */
  timeoutMs?: number;
}

export interface LoadResult {
  spec?: OpenApiDocument;
  diagnostics: Finding[];
  /** How findings name the source: a root-relative path (`api/openapi.yaml`) or the URL. */
  file: string;
  /** `2.0`, `3.0` or `3.1` when the document is OpenAPI. */
  version?: '2.0' | '3.0' | '3.1';
  /** Validation findings inside an operation, by key `METHOD /path` (`WEBHOOK name`). */
  invalidOperations: Record<string, Finding[]>;
  /**
   * The one finding for each `$ref` that could not be resolved, by its target as written
   * (`#/components/schemas/Maker`, `common.yaml`). Where it was used, the document holds
   * an `{$ref, [UNRESOLVED]: true}` marker, so operations that touch it still render.
   */
  unresolvedRefs: Record<string, Finding>;
  /** The source was refused (it is, or links, outside the project): an error even where unreadable specs are warnings. */
  refused?: boolean;
  /**
   * `$ref`s of the document as written that leave it (`schemas/item.yaml`, a URL): docwright
   * resolves them, Mintlify refuses the spec for them (`check` says so at each reference).
   */
  externalRefs?: ExternalRef[];
}

/** A `$ref` to another file or a URL, where the spec writes it. */
export interface ExternalRef {
  ref: string;
  line: number;
  column: number;
}

/** Every `$ref` of `doc` that does not start with `#`, in document order, placed by `locate`. */
function externalRefsOf(doc: unknown, locate: (pointer: readonly string[]) => Position): ExternalRef[] {
  const out: ExternalRef[] = [];
  const stack: { node: unknown; path: string[] }[] = [{ node: doc, path: [] }];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    const { node, path } = item;
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ node: node[i], path: [...path, String(i)] });
    } else if (isRecord(node)) {
      const ref = node.$ref;
      if (typeof ref === 'string' && !ref.startsWith('#')) {
        const at = locate([...path, '$ref']);
        out.push({ ref, line: at.line, column: at.column });
      }
      const keys = Object.keys(node);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        if (key !== '$ref') stack.push({ node: node[key], path: [...path, key] });
      }
    }
  }
  return out;
}

/** The rule of findings about reading a remote spec (offline, the cached copy, a failed fetch). */
export const REMOTE_RULE = 'openapi-remote';

const RULE = {
  source: 'openapi-source',
  syntax: 'openapi-syntax',
  kind: 'openapi-kind',
  invalid: 'openapi-invalid',
  ref: 'openapi-ref',
  remote: REMOTE_RULE,
} as const;

export const OPENAPI_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const DEFAULT_TIMEOUT = 10_000;

function isUrl(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

function finding(file: string, at: Position, ruleId: string, severity: Finding['severity'], message: string): Finding {
  return { file, line: at.line, column: at.column, ruleId, severity, message };
}

async function fetchText(url: string, timeoutMs: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (error) {
    // A DOMException, which is not an `Error` in every realm (Jest's, for one).
    const name = isRecord(error) && typeof error.name === 'string' ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new Error(`Cannot fetch \`${url}\`: no answer within ${timeoutMs} ms`, { cause: error });
    }
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : errorText(error);
    throw new Error(`Cannot fetch \`${url}\`: ${cause}`, { cause: error });
  }
  if (!response.ok) throw new Error(`Cannot fetch \`${url}\`: HTTP ${response.status}`);
  // Read at most `MAX_REMOTE_BYTES`: a server that sends without end cannot fill the memory.
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_REMOTE_BYTES) {
    await response.body?.cancel();
    throw new Error(`Unexpected \`${url}\` of ${declared} bytes, expected at most ${MAX_REMOTE_BYTES}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_REMOTE_BYTES) {
        await reader.cancel();
        throw new Error(`Unexpected \`${url}\` longer than ${MAX_REMOTE_BYTES} bytes, expected at most ${MAX_REMOTE_BYTES}`);
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The most bytes a remote spec or `$ref` may have (the largest public specs are a few MB). */
export const MAX_REMOTE_BYTES = 32 * 1024 * 1024;

/**
 * A remote spec's text: fetched online (and stored in the cache folder), read from the
 * cache offline. Every way it can fail is one warning: the pages of the spec still build.
 */
async function readRemote(url: string, options: LoadOptions, timeoutMs: number, warn: (message: string) => void): Promise<string | undefined> {
  if (!isAllowedSpecUrl(url)) {
    warn(`Unexpected spec URL \`${url}\`, expected an \`https:\` URL (plain \`http:\` only for \`localhost\`)`);
    return undefined;
  }
  const cached = options.cacheDir === undefined ? undefined : await readCachedSpec(options.cacheDir, url);
  const quiet = options.prefetched?.includes(url) === true;
  if (options.offline || quiet) {
    if (cached) {
      if (!quiet) warn(`Unexpected offline build, the cached copy of \`${url}\` from ${cacheDate(cached.fetchedAt)} is used (build without \`--offline\` to refresh it)`);
      return cached.text;
    }
    if (!quiet) warn(`Missing remote spec \`${url}\` offline, its pages show their front matter only (build without \`--offline\` to fetch it)`);
    return undefined;
  }
  let text: string;
  try {
    text = await fetchText(url, timeoutMs);
  } catch (error) {
    if (cached) {
      warn(`${errorText(error)}, the cached copy from ${cacheDate(cached.fetchedAt)} is used`);
      return cached.text;
    }
    warn(`${errorText(error)}, its pages show their front matter only`);
    return undefined;
  }
  if (options.cacheDir !== undefined) {
    try {
      await writeCachedSpec(options.cacheDir, url, text);
    } catch (error) {
      warn(`Unexpected failure storing \`${url}\` in the cache folder \`${options.cacheDir}\`: ${errorText(error)}`);
    }
  }
  return text;
}

/** Where a `$ref`'s file lives on disk, for the resolver's root check. */
function refPath(url: string): string {
  if (/^file:/i.test(url)) return fileURLToPath(url);
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** Unescape a JSON pointer (`/paths/~1plants/get`) into segments. */
export function pointerSegments(pointer: string): string[] {
  const body = pointer.replace(/^#/, '');
  if (body === '' || body === '/') return [];
  return body
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function displayPointer(segments: readonly string[]): string {
  return segments.length === 0 ? 'the document root' : `\`${segments.join('.')}\``;
}

type AjvError = SchemaError;

/** One readable sentence per ajv error, in the house style. */
function ajvMessage(error: AjvError, segments: readonly string[]): string {
  const where = displayPointer(segments);
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return `Missing \`${String(p.missingProperty)}\` in ${where}`;
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const key = String(p.additionalProperty ?? p.unevaluatedProperty);
      return `Unexpected key \`${key}\` in ${where}`;
    }
    case 'type':
      return `Unexpected type of ${where}, expected \`${String(p.type)}\``;
    case 'enum':
      return `Unexpected value of ${where}, expected one of ${Array.isArray(p.allowedValues) ? p.allowedValues.map((v) => `\`${String(v)}\``).join(', ') : 'the allowed values'}`;
    case 'const':
      return `Unexpected value of ${where}, expected \`${String(p.allowedValue)}\``;
    case 'pattern':
      return `Unexpected value of ${where}, expected it to match \`${String(p.pattern)}\``;
    default:
      return `Unexpected value of ${where}: ${error.message ?? error.keyword}`;
  }
}

/**
 * Keep the useful ajv errors: with `allErrors`, a bad value under a `oneOf` yields an error
 * for every branch. Drop the combinator noise and the `$ref`-branch complaints, keep the
 * deepest error per location, and cap the count.
 */
function usefulAjvErrors(all: readonly AjvError[]): AjvError[] {
  // The bundled OpenAPI 3.1 schema wrongly requires `identifier` or `url` in `info.license`
  // (the specification makes both optional); the platform's own starter trips on it.
  const errors = all.filter((e) => e.instancePath !== '/info/license' || !['required', 'oneOf'].includes(e.keyword));
  if (errors.length === 0) return [];
  const noise = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'not', 'then', 'else', '$ref', 'false schema']);
  const kept = errors.filter(
    (e) => !noise.has(e.keyword) && !(e.keyword === 'required' && e.params.missingProperty === '$ref'),
  );
  // A `required` complaint from one `oneOf` branch is noise when something deeper failed too.
  const branchy = (e: AjvError): boolean => /\/(oneOf|anyOf)\/\d+/.test(e.schemaPath ?? '');
  const pruned = kept.filter(
    (e) => !(e.keyword === 'required' && branchy(e) && kept.some((o) => o.instancePath.startsWith(e.instancePath + '/'))),
  );
  // Several `enum`/`const` branches at one place become one `enum` with every allowed value.
  const merged: AjvError[] = [];
  for (const e of pruned) {
    if (e.keyword !== 'enum' && e.keyword !== 'const') {
      merged.push(e);
      continue;
    }
    const values = e.keyword === 'enum' && Array.isArray(e.params.allowedValues) ? e.params.allowedValues : [e.params.allowedValue];
    const existing = merged.find((o) => o.keyword === 'enum' && o.instancePath === e.instancePath);
    if (existing && Array.isArray(existing.params.allowedValues)) {
      for (const v of values) if (!existing.params.allowedValues.includes(v)) existing.params.allowedValues.push(v);
    } else {
      merged.push({ ...e, keyword: 'enum', params: { allowedValues: [...(values as unknown[])] } });
    }
  }
  const pool = merged.length > 0 ? merged : errors.slice(0, 1);
  const seen = new Set<string>();
  const out: AjvError[] = [];
  // Deepest first: a specific complaint beats its parent's generic one.
  const sorted = [...pool].sort((a, b) => b.instancePath.length - a.instancePath.length);
  for (const e of sorted) {
    const key = `${e.instancePath}\0${e.keyword}\0${JSON.stringify(e.params)}`;
    if (seen.has(key)) continue;
    if (out.some((o) => o.instancePath.startsWith(e.instancePath + '/') && e.keyword !== 'required' && e.keyword !== 'additionalProperties')) continue;
    seen.add(key);
    out.push(e);
  }
  return out.sort((a, b) => (a.instancePath < b.instancePath ? -1 : a.instancePath > b.instancePath ? 1 : 0)).slice(0, 20);
}

/** `METHOD /path` for a pointer inside an operation, if it is one. */
function operationKeyOf(segments: readonly string[]): string | undefined {
  const [section, path, method] = segments;
  if (section === 'paths' && path !== undefined && method !== undefined && (OPENAPI_METHODS as readonly string[]).includes(method)) {
    return `${method.toUpperCase()} ${path}`;
  }
  if (section === 'webhooks' && path !== undefined) return `WEBHOOK ${path}`;
  return undefined;
}

function versionOf(doc: Record<string, unknown>): LoadResult['version'] | undefined {
  if (typeof doc.swagger === 'string' && doc.swagger.startsWith('2.')) return '2.0';
  if (typeof doc.openapi === 'string') {
    if (doc.openapi.startsWith('3.0')) return '3.0';
    if (doc.openapi.startsWith('3.1')) return '3.1';
  }
  return undefined;
}

const cache = new Map<string, Promise<LoadResult>>();

/** Forget cached specs (the dev server calls this when a spec file changes). */
export function clearSpecCache(): void {
  cache.clear();
}

/**
 * Load one spec. `source` is a URL, or a path relative to the project root (a leading `/`
 * also means the root, as in `openapi: /api/openapi.json GET /plants`). Results are cached
 * per source, file modification time and offline flag.
 */
export async function loadSpec(source: string, options: LoadOptions): Promise<LoadResult> {
  const root = resolve(options.root);
  let key = `${source}\0${root}\0${options.offline === true}\0${options.cacheDir ?? ''}\0${options.prefetched?.includes(source) === true}`;
  if (!isUrl(source)) {
    const abs = resolve(root, source.replace(/^\/+/, ''));
    const info = await stat(abs).catch(() => undefined);
    key = `${abs}\0${root}\0${options.offline === true}\0${info?.mtimeMs ?? 'missing'}\0${info?.size ?? 0}`;
  }
  let pending = cache.get(key);
  if (!pending) {
    pending = loadUncached(source, { ...options, root });
    cache.set(key, pending);
  }
  return pending;
}

type Report = (ruleId: string, severity: Finding['severity'], message: string, at?: Position) => Finding;

/** Step 1: the spec's text, from the network (or its cache) or from a file inside the root; `undefined` when reported unreadable. */
async function readSpecText(source: string, abs: string, options: LoadOptions, result: LoadResult, report: Report): Promise<string | undefined> {
  const { root } = options;
  if (isUrl(source)) return readRemote(source, options, options.timeoutMs ?? DEFAULT_TIMEOUT, (message) => report(RULE.remote, 'warn', message));
  if (!inside(root, abs)) {
    result.refused = true;
    report(RULE.source, 'error', `Unexpected spec path \`${source}\`, expected a file inside the project`);
    result.file = source;
    return undefined;
  }
  try {
    return await readTextInside(root, abs);
  } catch (error) {
    if (isRefusedPath(error) && error.reason !== 'missing') {
      result.refused = true;
      report(RULE.source, 'error', `Unexpected spec path \`${source}\`, expected a file inside the project (it links outside)`);
      return undefined;
    }
    report(RULE.source, 'error', `Missing spec file \`${result.file}\``);
    return undefined;
  }
}

/** Step 2: the text parsed, with positions, and its kind and version checked; `undefined` when reported unusable. */
function parseSpecDocument(abs: string, text: string, result: LoadResult, report: Report): { parsed: SourceText; doc: Record<string, unknown>; version: NonNullable<ReturnType<typeof versionOf>> } | undefined {
  const parsed: SourceText = parseSourceText(abs, text);
  const seenAt = new Set<string>();
  for (const p of parsed.problems) {
    // One error per place: a JSON parser reports several for the same stray character.
    if (seenAt.has(`${p.line}:${p.column}`)) continue;
    seenAt.add(`${p.line}:${p.column}`);
    report(RULE.syntax, 'error', p.message, p);
  }
  if (parsed.problems.length > 0) return undefined;
  const doc = parsed.value;
  if (!isRecord(doc)) {
    report(RULE.kind, 'error', 'Unexpected spec content, expected an OpenAPI object');
    return undefined;
  }
  if ('asyncapi' in doc) {
    report(RULE.kind, 'warn', `Unexpected AsyncAPI document \`${result.file}\`, expected an OpenAPI document (AsyncAPI pages are not generated)`, parsed.locate(['asyncapi']));
    return undefined;
  }
  const version = versionOf(doc);
  if (!version) {
    if ('openapi' in doc || 'swagger' in doc) {
      const k = 'openapi' in doc ? 'openapi' : 'swagger';
      report(RULE.kind, 'error', `Unexpected ${k} version \`${String(doc[k])}\`, expected \`3.0.x\`, \`3.1.x\` or \`2.0\``, parsed.locate([k]));
    } else {
      report(RULE.kind, 'error', 'Missing `openapi` version key, expected an OpenAPI 3.x or Swagger 2.0 document');
    }
    return undefined;
  }
  return { parsed, doc, version };
}

/** A file `$ref` read by our resolver: only inside the root (real paths). */
async function readRefFile(root: string, url: string, refProblems: RefProblem[]): Promise<string> {
  const target = refPath(url);
  if (!inside(root, target)) {
    const message = `Unexpected \`$ref\` to \`${toPosix(relative(root, target))}\`, expected a file inside the project`;
    refProblems.push({ target, message });
    throw new Error(message);
  }
  try {
    return await readTextInside(root, target);
  } catch (error) {
    const message =
      isRefusedPath(error) && error.reason !== 'missing'
        ? `Unexpected \`$ref\` to \`${toPosix(relative(root, target))}\`, expected a file inside the project (it links outside)`
        : `Missing \`$ref\` file \`${toPosix(relative(root, target))}\``;
    refProblems.push({ target, message });
    throw new Error(message, { cause: error });
  }
}

/** A URL `$ref` read by our resolver: https only (http for loopback), online only, with a timeout. */
async function readRefUrl(url: string, options: LoadOptions, refProblems: RefProblem[]): Promise<string> {
  if (!isAllowedSpecUrl(url)) {
    const message = `Unexpected \`$ref\` URL \`${url}\`, expected an \`https:\` URL (plain \`http:\` only for \`localhost\`)`;
    refProblems.push({ target: url, message });
    throw new Error(message);
  }
  if (options.offline) {
    const message = `Skipped remote \`$ref\` \`${url}\` offline (build without \`--offline\` to fetch it)`;
    refProblems.push({ target: url, message });
    throw new Error(message);
  }
  try {
    return await fetchText(url, options.timeoutMs ?? DEFAULT_TIMEOUT);
  } catch (error) {
    refProblems.push({ target: url, message: errorText(error) });
    throw error;
  }
}

/**
 * Step 3's parser options: `$ref`s resolved by our own resolvers (files only inside the root,
 * URLs only online and with a timeout), `$ref`'d YAML through the spec's own parser.
 */
function refParserOptions(options: LoadOptions, refProblems: RefProblem[], refNames: WeakMap<object, string>): ParserOptions {
  const { root } = options;
  return {
    continueOnError: true,
    // `$ref`d YAML files go through the same parser as the spec itself (merge keys, positions).
    parse: {
      yaml: {
        order: 200,
        allowEmpty: true,
        canParse: ['.yaml', '.yml'],
        parse: (info: { url: string; data: unknown }): unknown => {
          const data = Buffer.isBuffer(info.data) ? info.data.toString('utf8') : info.data;
          if (typeof data !== 'string') return data;
          const text = parseSourceText(refPath(info.url), data);
          const problem = text.problems[0];
          if (problem) throw new Error(`${problem.message} (${toPosix(relative(root, refPath(info.url)))}:${problem.line}:${problem.column})`);
          return text.value;
        },
      },
    },
    dereference: {
      circular: true,
      onDereference: (ref: string, value: unknown) => {
        // Keep the most telling name: `#/components/schemas/Plant` or `category.yaml`, not `#`.
        if (isRecord(value) && (!refNames.has(value) || refNames.get(value) === '#')) refNames.set(value, ref);
      },
    },
    resolve: {
      external: true,
      file: { order: 1, canRead: (info: { url: string }) => !isUrl(info.url), read: (info: { url: string }) => readRefFile(root, info.url, refProblems) },
      http: { order: 2, canRead: (info: { url: string }) => isUrl(info.url), read: (info: { url: string }) => readRefUrl(info.url, options, refProblems) },
    },
  };
}

async function loadUncached(source: string, options: LoadOptions): Promise<LoadResult> {
  const { root } = options;
  const remote = isUrl(source);
  const abs = remote ? source : resolve(root, source.replace(/^\/+/, ''));
  const file = remote ? source : toPosix(relative(root, abs));
  const result: LoadResult = { diagnostics: [], file, invalidOperations: {}, unresolvedRefs: {} };
  const report: Report = (ruleId, severity, message, at = { line: 1, column: 1 }) => {
    const f = finding(file, at, ruleId, severity, message);
    result.diagnostics.push(f);
    return f;
  };
  const text = await readSpecText(source, abs, options, result, report);
  if (text === undefined) return result;
  const document = parseSpecDocument(abs, text, result, report);
  if (!document) return result;
  const { parsed, doc, version } = document;
  result.version = version;
  const external = externalRefsOf(doc, (pointer) => parsed.locate(pointer));
  if (external.length > 0) result.externalRefs = external;

  // The JSON Schema check runs on the document as written, where `$ref`s are valid
  // Reference Objects: a problem is placed where it is, not at every use of a component.
  for (const e of usefulAjvErrors(schemaErrors(doc, version))) {
    const segments = pointerSegments(e.instancePath);
    const f = report(RULE.invalid, 'error', ajvMessage(e, segments), parsed.locate(segments));
    const op = operationKeyOf(segments);
    if (op) (result.invalidOperations[op] ??= []).push(f);
  }
  // Step 3: dereference.
  const refProblems: RefProblem[] = [];
  const refNames = new WeakMap<object, string>();
  const parser = new $RefParser();
  let unresolved: UnresolvedRef[] = [];
  try {
    await parser.dereference(abs, structuredClone(doc), refParserOptions(options, refProblems, refNames));
  } catch (error) {
    unresolved = collectParserErrors(error, parsed, report, result, refProblems);
  }
  const api: unknown = parser.schema;
  result.spec = isRecord(api) ? cutCycles(markUnresolved(api, unresolved), refNames) : doc;
  if (version === '2.0' && result.diagnostics.every((d) => d.severity !== 'error')) {
    try {
      validateSpec(result.spec);
    } catch (error) {
      report(RULE.invalid, 'error', `Invalid OpenAPI document: ${errorText(error).replace(/\.$/, '')}`);
    }
  }
  return result;
}

/** A `$ref` our resolvers refused or could not read: the file (or URL) and the message for it. */
interface RefProblem {
  target: string;
  message: string;
}

/** Marks where a circular `$ref` was cut: `{$ref, [CIRCULAR]: true}`. */
export const CIRCULAR = 'x-docwright-circular';

/** Marks a `$ref` whose target is missing or unreadable: `{$ref, [UNRESOLVED]: true}`. */
export const UNRESOLVED = 'x-docwright-unresolved';

/** A `$ref` that failed: where it is written (pointer segments) and what it names. */
interface UnresolvedRef {
  path: string[];
  target: string;
}

/**
 * The dereferencer leaves `null` where a `$ref` failed. Put a marker there instead, so the
 * schema shows as an unresolved reference (shared objects are patched once for every use).
 */
function markUnresolved(doc: Record<string, unknown>, refs: readonly UnresolvedRef[]): Record<string, unknown> {
  for (const { path, target } of refs) {
    let node: unknown = doc;
    for (const segment of path.slice(0, -1)) node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined;
    const last = path[path.length - 1];
    if (last === undefined || !(isRecord(node) || Array.isArray(node))) continue;
    const holder = node as Record<string, unknown>;
    const current = holder[last];
    if (current === null || current === undefined || (isRecord(current) && typeof current.$ref === 'string')) holder[last] = { $ref: target, [UNRESOLVED]: true };
  }
  return doc;
}

/**
 * Dereferencing with `circular: true` makes real cycles. Cut every edge back to an object
 * that is still being walked (a depth-first search's back edges), replacing it with a
 * `{$ref, x-docwright-circular}` marker: the result is acyclic (shared sub-objects stay
 * shared), so it serialises as JSON and renders without loops.
 */
function cutCycles(doc: Record<string, unknown>, names: WeakMap<object, string>): Record<string, unknown> {
  const onStack = new Set<object>();
  const done = new Set<object>();
  const walk = (node: object): void => {
    onStack.add(node);
    const entries: [string | number, unknown][] = Array.isArray(node) ? node.map((v, i) => [i, v]) : Object.entries(node);
    for (const [key, child] of entries) {
      if (typeof child !== 'object' || child === null) continue;
      if (onStack.has(child)) {
        const marker = { $ref: names.get(child) ?? '#', [CIRCULAR]: true };
        if (Array.isArray(node)) node[key as number] = marker;
        else (node as Record<string, unknown>)[key] = marker;
      } else if (!done.has(child)) {
        walk(child);
      }
    }
    onStack.delete(node);
    done.add(node);
  };
  walk(doc);
  return doc;
}

function collectParserErrors(
  error: unknown,
  parsed: SourceText,
  report: (ruleId: string, severity: Finding['severity'], message: string, at?: Position) => Finding,
  result: LoadResult,
  refProblems: readonly RefProblem[],
): UnresolvedRef[] {
  const unresolved: UnresolvedRef[] = [];
  // One finding per missing target, at the first `$ref` that names it; every place that
  // names it gets the marker.
  const refError = (target: string, message: string, path: string[]): void => {
    const ref = refAt(parsed.value, path) ?? target;
    unresolved.push({ path, target: ref });
    if (result.unresolvedRefs[ref]) return;
    result.unresolvedRefs[ref] = report(RULE.ref, 'error', message, parsed.locate(path));
  };
  const attach = (f: Finding, segments: readonly string[]): void => {
    const op = operationKeyOf(segments);
    if (op) (result.invalidOperations[op] ??= []).push(f);
  };
  // json-schema-ref-parser groups its errors when `continueOnError` is on.
  const group = isRecord(error) && Array.isArray(error.errors) ? error.errors : [error];
  const used = new Set<RefProblem>();
  // Each failed `$ref` gets its own problem: by its message, else by the file it names.
  const problemFor = (message: string, source: string | undefined): RefProblem | undefined => {
    const byMessage = refProblems.find((p) => message.includes(p.message));
    if (byMessage) return byMessage;
    if (!/^Error (reading|opening) file/.test(message)) return undefined;
    const named = /file "([^"]+)"/.exec(message)?.[1] ?? source;
    const byFile = named === undefined ? undefined : refProblems.find((p) => refPath(named) === refPath(p.target) || named.endsWith(p.target));
    return byFile ?? refProblems.find((p) => !used.has(p)) ?? refProblems[0];
  };
  for (const item of group) {
    const path = isRecord(item) && Array.isArray(item.path) ? item.path.map(String) : [];
    const message = errorText(item);
    const known = problemFor(message, isRecord(item) && typeof item.source === 'string' ? item.source : undefined);
    if (known) {
      used.add(known);
      refError(known.target, known.message, path);
      continue;
    }
    const missing = /Missing \$ref pointer "([^"]*)"|Token "([^"]*)" does not exist/.exec(message);
    if (missing || (isRecord(item) && item.code === 'EMISSINGPOINTER')) {
      const target = isRecord(item) && typeof item.targetRef === 'string' ? item.targetRef : (missing?.[1] ?? missing?.[2] ?? '');
      refError(target, `Missing \`$ref\` target \`${target}\``, path);
      continue;
    }
    const clean = message.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
    attach(report(RULE.invalid, 'error', `Invalid OpenAPI document: ${clean}`, parsed.locate(path)), path);
  }
  for (const p of refProblems) if (!used.has(p)) report(RULE.ref, 'error', p.message);
  return unresolved;
}

/** The `$ref` string written at `path` in the document as parsed, if there is one. */
function refAt(doc: unknown, path: readonly string[]): string | undefined {
  let node = doc;
  for (const segment of path) node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined;
  return isRecord(node) && typeof node.$ref === 'string' ? node.$ref : undefined;
}
