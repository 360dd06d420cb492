// Step 3 of loading a spec: its `$ref`s dereferenced by our own resolvers (files only inside
// the root, URLs only online and with a timeout), every failed `$ref` a positioned finding
// and a marker in the document, circular `$ref`s cut so the result is a tree.
import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { $RefParser, type ParserOptions } from '@apidevtools/json-schema-ref-parser';
import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import { isInside as inside, isRefusedPath, readTextInside, toPosix } from '../fs/paths.js';
import { errorText, fetchText, isUrl, DEFAULT_TIMEOUT } from './fetch-spec.js';
import { isAllowedSpecUrl } from './remote-cache.js';
import { parseSourceText, type SourceText } from './source-text.js';
import { operationKeyOf, RULE, type Report } from './spec-findings.js';

/** How `$ref`s are resolved: see `LoadOptions` (src/openapi/load.ts). */
export interface DereferenceOptions {
  root: string;
  offline?: boolean;
  timeoutMs?: number;
}

/** Where a spec's findings about failed `$ref`s are kept: see `LoadResult` (src/openapi/load.ts). */
export interface RefFindings {
  invalidOperations: Record<string, Finding[]>;
  unresolvedRefs: Record<string, Finding>;
  /** The project's files the `$ref`s (and theirs) read, root-relative and `/`-separated. */
  refFiles?: string[];
}

/**
 * The document `doc` (parsed from `abs`) with its `$ref`s dereferenced: failed ones marked
 * `UNRESOLVED` and reported, circular ones cut and marked `CIRCULAR`.
 */
export async function dereferenceSpec(abs: string, doc: Record<string, unknown>, parsed: SourceText, options: DereferenceOptions, report: Report, findings: RefFindings): Promise<Record<string, unknown>> {
  const refProblems: RefProblem[] = [];
  const refNames = new WeakMap<object, string>();
  const parser = new $RefParser();
  const read = new Set<string>();
  let unresolved: UnresolvedRef[] = [];
  try {
    await parser.dereference(abs, structuredClone(doc), refParserOptions(options, refProblems, refNames, read));
  } catch (error) {
    unresolved = collectParserErrors(abs, error, parsed, report, findings, refProblems);
  }
  read.delete(toPosix(relative(options.root, abs)));
  if (read.size > 0) findings.refFiles = [...read].sort();
  const api: unknown = parser.schema;
  return isRecord(api) ? cutCycles(markUnresolved(api, unresolved), refNames) : doc;
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

/** A file `$ref` read by our resolver: only inside the root (real paths). */
async function readRefFile(root: string, url: string, refProblems: RefProblem[], read: Set<string>): Promise<string> {
  const target = refPath(url);
  if (!inside(root, target)) {
    const message = `Unexpected \`$ref\` to \`${toPosix(relative(root, target))}\`, expected a file inside the project`;
    refProblems.push({ target, message });
    throw new Error(message);
  }
  try {
    const text = await readTextInside(root, target);
    read.add(toPosix(relative(root, target)));
    return text;
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
async function readRefUrl(url: string, options: DereferenceOptions, refProblems: RefProblem[]): Promise<string> {
  if (!isAllowedSpecUrl(url)) {
    const message = `Unexpected \`$ref\` URL \`${url}\`, expected an \`https:\` URL (plain \`http:\` only for \`localhost\`)`;
    refProblems.push({ target: url, message });
    throw new Error(message);
  }
  if (options.offline !== false) {
    const message = `Unexpected remote \`$ref\` \`${url}\` offline, expected it in the cache: build with \`--online\` to fetch it`;
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
function refParserOptions(options: DereferenceOptions, refProblems: RefProblem[], refNames: WeakMap<object, string>, read: Set<string>): ParserOptions {
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
      file: { order: 1, canRead: (info: { url: string }) => !isUrl(info.url), read: (info: { url: string }) => readRefFile(root, info.url, refProblems, read) },
      http: { order: 2, canRead: (info: { url: string }) => isUrl(info.url), read: (info: { url: string }) => readRefUrl(info.url, options, refProblems) },
    },
  };
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

/** Turns the dereferencer's errors into findings (one per missing target) and the places to mark. */
function collectParserErrors(abs: string, error: unknown, parsed: SourceText, report: Report, result: RefFindings, refProblems: readonly RefProblem[]): UnresolvedRef[] {
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
  // The dereferencer reports a failed file once per spelling (`../x.yaml` and `/abs/x.yaml` are one
  // URL): every other `$ref` to that file gets the marker too, or its schema would show as `any`.
  const failed = new Set(refProblems.map((p) => p.target).filter((target) => !isUrl(target)));
  const marked = new Set(unresolved.map((u) => u.path.join('\0')));
  if (failed.size > 0) {
    for (const { path, ref } of fileRefs(parsed.value)) {
      const target = refFile(abs, ref);
      if (target === undefined || !failed.has(target) || marked.has(path.join('\0'))) continue;
      const first = refProblems.find((p) => p.target === target);
      if (first) used.add(first);
      refError(target, first?.message ?? `Missing \`$ref\` file \`${ref}\``, path);
    }
  }
  // One finding per problem: a file read twice under two spellings has the same message.
  const reported = new Set([...used].map((p) => p.message));
  for (const p of refProblems) {
    if (used.has(p) || reported.has(p.message)) continue;
    reported.add(p.message);
    report(RULE.ref, 'error', p.message);
  }
  return unresolved;
}

/** Every `$ref` to another file written in the document, with where it is. */
function fileRefs(doc: unknown): { path: string[]; ref: string }[] {
  const found: { path: string[]; ref: string }[] = [];
  const stack: { node: unknown; path: string[] }[] = [{ node: doc, path: [] }];
  const seen = new Set<object>();
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { node, path } = item;
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    if (isRecord(node) && typeof node.$ref === 'string' && !node.$ref.startsWith('#')) found.push({ path, ref: node.$ref });
    const entries: [string, unknown][] = Array.isArray(node) ? node.map((v, i) => [String(i), v]) : Object.entries(node);
    for (const [key, child] of entries) stack.push({ node: child, path: [...path, key] });
  }
  return found;
}

/** The file a `$ref` written in the spec at `abs` names (its pointer dropped), as the resolver sees it; undefined for a URL. */
function refFile(abs: string, ref: string): string | undefined {
  if (isUrl(ref)) return undefined;
  try {
    return refPath(new URL(ref.replace(/#.*$/, ''), pathToFileURL(abs)).href);
  } catch {
    return undefined;
  }
}

/** The `$ref` string written at `path` in the document as parsed, if there is one. */
function refAt(doc: unknown, path: readonly string[]): string | undefined {
  let node = doc;
  for (const segment of path) node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined;
  return isRecord(node) && typeof node.$ref === 'string' ? node.$ref : undefined;
}
