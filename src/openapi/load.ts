// Load one OpenAPI source (a local JSON/YAML file inside the project, or a URL): parse it
// with positions, validate it (OpenAPI 3.0, 3.1, Swagger 2.0) and dereference its `$ref`s.
// Never throws: every problem is a positioned finding, and a broken operation is named so
// its page can say what is wrong while the rest of the site builds.
// This file holds the steps in order and the per-process cache of loaded specs; the fetch
// (fetch-spec.ts), the findings (spec-findings.ts, with validate.ts) and the dereferencing
// (dereference.ts) are their own modules.
import { stat } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import type { Finding } from '../findings/finding.js';
import { toPosix, isInside as inside, isRefusedPath, notRegularAt, readTextInside } from '../fs/paths.js';
import { isRecord } from '../guards.js';
import { DEFAULT_TIMEOUT, errorText, isUrl, readRemote } from './fetch-spec.js';
import { parseSourceText, type Position, type SourceText } from './source-text.js';
import { ajvMessage, ASYNCAPI_GIVEN, finding, operationKeyOf, pointerSegments, RULE, usefulAjvErrors, versionOf, type Report, type SpecVersion } from './spec-findings.js';
import { importInTurn } from '../import-in-turn.js';
import { extensionLosses } from './extension-losses.js';
import { checkExampleExclusive, checkPathTemplates } from './spec-semantics.js';
import { mappingTargetName, OPENAPI_METHODS } from './spec-values.js';

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
  /**
   * The one finding for each `discriminator.mapping` target of a named schema that names no
   * schema of the document (`#/components/schemas/Gone`, `Gone`), by the target as written:
   * the pages whose schemas carry that mapping report it (its subtype is not shown).
   */
  unknownMappings?: Record<string, Finding>;
  /** The source was refused (it is, or links, outside the project): an error even where unreadable specs are warnings. */
  refused?: boolean;
  /**
   * `$ref`s of the document as written that leave it (`schemas/item.yaml`, a URL): docwright
   * resolves them, Mintlify refuses the spec for them (`check` says so at each reference).
   */
  externalRefs?: ExternalRef[];
  /** The project's files the document's `$ref`s read (and theirs), root-relative: a published spec carries them. */
  refFiles?: string[];
  /**
   * The Mintlify extensions of the document that the build does not apply (`x-mint.groups`, `x-mint-enum` …),
   * each a warning at its key (src/openapi/extension-losses.ts): the API pages built from it report them.
   */
  extensionLosses?: Finding[];
  /** Where the document's version key (`openapi` or `swagger`) is written, 1-based; set with `version`. */
  versionAt?: { line: number; column: number };
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

const cache = new Map<string, Promise<LoadResult>>();

/** The project's files a spec load read or tried to (the spec and its `$ref`s' files), absolute, by root: what a change of which `dev` reads the project again for. */
const filesRead = new Map<string, Set<string>>();

/** The files (absolute) this process's spec loads under `root` read or tried to read: each spec file and the files its `$ref`s read. */
export function specFilesRead(root: string): ReadonlySet<string> {
  return filesRead.get(resolve(root)) ?? new Set();
}

function noteRead(root: string, files: Iterable<string>): void {
  let set = filesRead.get(root);
  if (!set) filesRead.set(root, (set = new Set()));
  for (const file of files) set.add(file);
}

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
    const kind = notRegularAt(abs);
    report(RULE.source, 'error', kind === undefined ? `Missing spec file \`${result.file}\`` : `Unexpected ${kind} \`${result.file}\` as the spec file, expected a regular file`);
    return undefined;
  }
}

/** Step 2: the text parsed, with positions, and its kind and version checked; `undefined` when reported unusable. */
function parseSpecDocument(abs: string, text: string, result: LoadResult, report: Report): { parsed: SourceText; doc: Record<string, unknown>; version: SpecVersion } | undefined {
  const parsed: SourceText = parseSourceText(abs, text);
  const seenAt = new Set<string>();
  for (const p of parsed.problems) {
    // One error per place: a JSON parser reports several for the same stray character.
    if (seenAt.has(`${p.line}:${p.column}`)) continue;
    seenAt.add(`${p.line}:${p.column}`);
    report(p.duplicate === true ? RULE.duplicate : RULE.syntax, 'error', p.message, p);
  }
  for (const p of parsed.duplicates) report(RULE.duplicate, 'warn', p.message, p);
  if (parsed.problems.length > 0) return undefined;
  const doc = parsed.value;
  if (!isRecord(doc)) {
    report(RULE.kind, 'error', 'Unexpected spec content, expected an OpenAPI object');
    return undefined;
  }
  if ('asyncapi' in doc) {
    report(RULE.kind, 'warn', `${ASYNCAPI_GIVEN}${result.file}\`, expected an OpenAPI document (AsyncAPI pages are not generated)`, parsed.locate(['asyncapi']));
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

/** A URL that runs code when followed (`javascript:`, `vbscript:`, `data:`), however it is spaced. */
function isScriptUrl(value: string): boolean {
  return /^(javascript|vbscript|data):/i.test(value.replace(/[\s\u0000-\u001f]/g, ''));
}

/**
 * What no page can use, each an error at its key and left out: a path key with a line break or other control
 * character (its generated page could never name it again), and a `servers[].url` that runs code (the API
 * playground would send requests to it) at the document, a path or an operation.
 */
function dropUnusableKeys(doc: Record<string, unknown>, parsed: SourceText, report: Report): void {
  const dropServers = (holder: Record<string, unknown>, pointer: readonly string[]): void => {
    const servers = holder.servers;
    if (!Array.isArray(servers)) return;
    const kept = servers.filter((server: unknown, i) => {
      const url = isRecord(server) ? server.url : undefined;
      if (typeof url !== 'string' || !isScriptUrl(url)) return true;
      const scheme = url.replace(/[\s\u0000-\u001f]/g, '').split(':')[0]?.toLowerCase() ?? '';
      report(RULE.invalid, 'error', `Unexpected \`${scheme}:\` URL in \`servers\`, expected an \`https:\` URL or a path: the API playground does not use it`, parsed.locate([...pointer, 'servers', String(i), 'url']));
      return false;
    });
    if (kept.length !== servers.length) holder.servers = kept;
  };
  dropServers(doc, []);
  if (!isRecord(doc.paths)) return;
  const paths = doc.paths;
  for (const [path, item] of Object.entries(paths)) {
    if (/[\u0000-\u001f\u007f]/.test(path)) {
      const shown = JSON.stringify(path).slice(1, -1).replace(/`/g, "'");
      report(RULE.invalid, 'error', `Unexpected control character in path \`${shown}\`, expected a path on one line: no page is generated for it`, parsed.locate(['paths', path]));
      Reflect.deleteProperty(paths, path);
      continue;
    }
    if (!isRecord(item)) continue;
    dropServers(item, ['paths', path]);
    for (const method of OPENAPI_METHODS) {
      const operation = item[method];
      if (isRecord(operation)) dropServers(operation, ['paths', path, method]);
    }
  }
}

/** The security requirements of the document and of each operation (webhooks included), with their pointers and the operations they apply to. */
function securityRequirements(doc: Record<string, unknown>): { pointer: string[]; requirements: unknown[]; operations: string[] }[] {
  const out: { pointer: string[]; requirements: unknown[]; operations: string[] }[] = [];
  const inheriting: string[] = [];
  for (const section of ['paths', 'webhooks'] as const) {
    const items = doc[section];
    if (!isRecord(items)) continue;
    for (const [path, item] of Object.entries(items)) {
      if (!isRecord(item)) continue;
      for (const method of OPENAPI_METHODS) {
        const operation = item[method];
        if (!isRecord(operation)) continue;
        const key = section === 'paths' ? `${method.toUpperCase()} ${path}` : `WEBHOOK ${path}`;
        if (Array.isArray(operation.security)) out.push({ pointer: [section, path, method, 'security'], requirements: operation.security, operations: [key] });
        else if (section === 'paths') inheriting.push(key);
      }
    }
  }
  if (Array.isArray(doc.security)) out.unshift({ pointer: ['security'], requirements: doc.security, operations: inheriting });
  return out;
}

/**
 * A requirement that names a scheme the spec does not define (`security: [{ghost: []}]`) is
 * invalid: an error at the name, and a problem of each operation it applies to.
 */
function checkSecurityNames(doc: Record<string, unknown>, parsed: SourceText, report: Report, result: LoadResult): void {
  const components = isRecord(doc.components) ? doc.components : {};
  const schemes = isRecord(components.securitySchemes) ? components.securitySchemes : isRecord(doc.securityDefinitions) ? doc.securityDefinitions : {};
  const where = 'securityDefinitions' in doc && !('components' in doc) ? '`securityDefinitions`' : '`components.securitySchemes`';
  for (const { pointer, requirements, operations } of securityRequirements(doc)) {
    requirements.forEach((requirement, i) => {
      if (!isRecord(requirement)) return;
      for (const name of Object.keys(requirement)) {
        if (Object.hasOwn(schemes, name)) continue;
        const f = report(RULE.invalid, 'error', `Unexpected security scheme \`${name}\` in \`${[...pointer, String(i)].join('.')}\`, expected one that ${where} defines`, parsed.locate([...pointer, String(i), name]));
        for (const op of operations) (result.invalidOperations[op] ??= []).push(f);
      }
    });
  }
}

/** A named schema's `discriminator.mapping` target that names no schema of the document: a warning at the target (Mintlify leaves the subtype out too). */
function checkDiscriminatorMappings(doc: Record<string, unknown>, parsed: SourceText, report: Report, result: LoadResult): void {
  const components = isRecord(doc.components) ? doc.components : {};
  const pointer = isRecord(components.schemas) ? ['components', 'schemas'] : ['definitions'];
  const named = isRecord(components.schemas) ? components.schemas : isRecord(doc.definitions) ? doc.definitions : {};
  for (const [name, schema] of Object.entries(named)) {
    if (!isRecord(schema) || !isRecord(schema.discriminator) || !isRecord(schema.discriminator.mapping)) continue;
    for (const [value, target] of Object.entries(schema.discriminator.mapping)) {
      if (typeof target !== 'string') continue;
      const targetName = mappingTargetName(target);
      if (targetName === undefined || Object.hasOwn(named, targetName) || result.unknownMappings?.[target]) continue;
      const at = parsed.locate([...pointer, name, 'discriminator', 'mapping', value]);
      (result.unknownMappings ??= {})[target] = report(RULE.invalid, 'warn', `Unexpected \`discriminator.mapping\` target \`${target}\` in \`${[...pointer, name].join('.')}\`, expected a schema the document defines: its subtype is not shown`, at);
    }
  }
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
  if (!remote) noteRead(root, [abs]);
  const text = await readSpecText(source, abs, options, result, report);
  if (text === undefined) return result;
  const document = parseSpecDocument(abs, text, result, report);
  if (!document) return result;
  const { parsed, doc, version } = document;
  result.version = version;
  const versionAt = parsed.locate([version === '2.0' ? 'swagger' : 'openapi']);
  result.versionAt = { line: versionAt.line, column: versionAt.column };
  const external = externalRefsOf(doc, (pointer) => parsed.locate(pointer));
  if (external.length > 0) result.externalRefs = external;
  const losses = extensionLosses(doc, parsed, file);
  if (losses.length > 0) result.extensionLosses = losses;

  // The JSON Schema check runs on the document as written, where `$ref`s are valid
  // Reference Objects: a problem is placed where it is, not at every use of a component.
  // The validators (ajv and the OpenAPI schemas) and the `$ref` resolver load with the first spec: a build without one never needs them (issue 29).
  const [{ schemaErrors, validateSwagger2 }, { dereferenceSpec }] = await importInTurn(async () => [await import('./validate.js'), await import('./dereference.js')] as const);
  for (const e of usefulAjvErrors(await schemaErrors(doc, version))) {
    const segments = pointerSegments(e.instancePath);
    const f = report(RULE.invalid, 'error', ajvMessage(e, segments), parsed.locate(segments));
    const op = operationKeyOf(segments);
    if (op) (result.invalidOperations[op] ??= []).push(f);
  }
  checkSecurityNames(doc, parsed, report, result);
  checkDiscriminatorMappings(doc, parsed, report, result);
  checkPathTemplates(doc, parsed, report);
  // The 3.0 schema refuses `example` beside `examples` itself (an error at the media type).
  if (version === '3.1') checkExampleExclusive(doc, parsed, report);
  dropUnusableKeys(doc, parsed, report);
  result.spec = await dereferenceSpec(abs, doc, parsed, options, report, result);
  if (result.refFiles) noteRead(root, result.refFiles.map((rel) => resolve(root, rel)));
  if (version === '2.0' && result.diagnostics.every((d) => d.severity !== 'error')) {
    try {
      await validateSwagger2(result.spec);
    } catch (error) {
      report(RULE.invalid, 'error', `Invalid OpenAPI document: ${errorText(error).replace(/\.$/, '')}`);
    }
  }
  return result;
}

/**
 * Build lenient: a spec that cannot be read is one warning (its first problem), the same on
 * every page, so the site reports it once. A spec refused for leaving the project stays an error.
 */
export function specWarning(result: LoadResult): Finding | undefined {
  const first = result.diagnostics[0];
  return first ? { ...first, severity: result.refused === true ? first.severity : 'warn' } : undefined;
}
