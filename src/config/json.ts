import { dirname, relative, resolve } from 'node:path';
import { parseTree, visit, type Node, type ParseError } from 'jsonc-parser';
import { nodeAt } from './json-node.js';
import { appendAll, type Finding } from '../findings/finding.js';
import { isInside as inside, isRefusedPath, readTextInside } from '../fs/paths.js';
import { isRecord } from '../guards.js';
import { describeJsonError } from '../json-syntax.js';
import { overDepthAt } from '../nesting.js';
import { lineColumnIndex, type LineColumn } from '../text-position.js';
import type { CheckId } from '../findings/checks.js';

/**
 * Reading the configuration's JSON: positioned syntax errors (jsonc-parser), a nesting
 * guard, and `$ref` resolution across files with a source map back to every key.
 */

/** Deeper nesting than this is refused before parsing (the parser and zod recurse). */
export const MAX_DEPTH = 128;

/**
 * Config findings that `build`, `dev` and `rules` only warn about (lenient, as the platform is:
 * they work from what validates, see `lenient.ts`); `check` keeps them errors. A key written twice
 * (`config-duplicate-key`) is a warning in every command: `JSON.parse`, as Mintlify reads it, keeps the last.
 */
export const LENIENT_RULES: ReadonlySet<string> = new Set(['config-schema', 'config-key-lost']);

/** At most this many `$ref`s are expanded while reading one configuration (each use counts). */
export const MAX_REFS = 1000;
/** At most this many objects and arrays in the configuration once every `$ref` is expanded. */
export const MAX_EXPANDED = 1_000_000;

export interface JsonDocument {
  file: string;
  text: string;
  /** The syntax tree, parsed only when a position is needed (JSON.parse is ~100x faster). */
  tree: Node | undefined;
  treeParsed: boolean;
  pointAt: (offset: number) => LineColumn;
}

/** The document's syntax tree, parsed on first use. */
export function treeOf(doc: JsonDocument): Node | undefined {
  if (!doc.treeParsed) {
    doc.tree = parseTree(doc.text, [], { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    doc.treeParsed = true;
  }
  return doc.tree;
}

export interface Position {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export function positionOf(doc: JsonDocument, offset: number, length = 0): Position {
  const start = doc.pointAt(offset);
  const end = doc.pointAt(offset + length);
  return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
}

export function finding(file: string, at: Position | undefined, ruleId: CheckId, message: string, severity: Finding['severity'] = 'error', fatal = false): Finding {
  return {
    file,
    line: at?.line ?? 1,
    column: at?.column ?? 1,
    ...(at ? { endLine: at.endLine, endColumn: at.endColumn } : {}),
    ruleId,
    severity,
    message,
    ...(fatal ? { fatal } : {}),
  };
}

/** A JSON string token, and whether a `:` follows it (then it is a key). */
const STRING_TOKEN = /"[^"\\]*(?:\\.[^"\\]*)*"(\s*:)?/g;

/** How many keys the text of a valid JSON document writes: its strings followed by `:`. */
function writtenKeys(text: string): number {
  let count = 0;
  STRING_TOKEN.lastIndex = 0;
  for (let match = STRING_TOKEN.exec(text); match !== null; match = STRING_TOKEN.exec(text)) if (match[1] !== undefined) count++;
  return count;
}

/** How many keys the objects of a parsed JSON value hold. */
function parsedKeys(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item: unknown) => sum + parsedKeys(item), 0);
  if (value === null || typeof value !== 'object') return 0;
  let count = 0;
  for (const key of Object.keys(value)) count += 1 + parsedKeys((value as Record<string, unknown>)[key]);
  return count;
}

/**
 * A key written twice in one object: JSON.parse keeps the last silently. When the text writes
 * as many keys as `value` (its parse) holds, none is written twice (issue 51: a large
 * configuration's streaming pass cost ~50 ms of a start); else one streaming pass (no tree)
 * finds them, linear on a large configuration.
 */
function duplicateKeys(doc: JsonDocument, displayName: string, value: unknown): Finding[] {
  if (writtenKeys(doc.text) === parsedKeys(value)) return [];
  const findings: Finding[] = [];
  const stack: Array<Set<string> | undefined> = [];
  visit(
    doc.text,
    {
      onObjectBegin: () => {
        stack.push(new Set());
      },
      onObjectEnd: () => {
        stack.pop();
      },
      onArrayBegin: () => {
        stack.push(undefined);
      },
      onArrayEnd: () => {
        stack.pop();
      },
      onObjectProperty: (property, offset, length) => {
        const keys = stack[stack.length - 1];
        if (!keys) return;
        if (keys.has(property)) {
          findings.push(finding(doc.file, positionOf(doc, offset, length), 'config-duplicate-key', `Unexpected duplicate key \`${property}\` in \`${displayName}\`, expected each key once (the last one wins)`, 'warn'));
        } else keys.add(property);
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return findings;
}

export interface ParsedJson {
  doc: JsonDocument;
  value: unknown;
  findings: Finding[];
}

/** Parse one JSON file's text. Never throws; problems come back as positioned findings. */
export function parseJsonText(text: string, file: string, displayName: string): ParsedJson {
  // A BOM becomes a space so offsets (and columns) stay those of the file.
  const source = text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text;
  const doc: JsonDocument = { file, text: source, tree: undefined, treeParsed: false, pointAt: lineColumnIndex(source) };
  if (source.trim() === '') {
    return { doc, value: undefined, findings: [finding(file, positionOf(doc, 0), 'config-json', `Unexpected empty file \`${displayName}\`, expected a JSON object`, 'error', true)] };
  }
  const over = overDepthAt(source, MAX_DEPTH);
  if (over >= 0) {
    return {
      doc,
      value: undefined,
      findings: [finding(file, positionOf(doc, over), 'config-json', `Unexpected nesting deeper than ${MAX_DEPTH} levels, expected a configuration object`, 'error', true)],
    };
  }
  // Mintlify reads the file with `JSON.parse`, which refuses a byte order mark: its deploy fails, docwright reads on.
  const bom = source === text ? [] : [finding(file, positionOf(doc, 0, 1), 'config-json', `Unexpected byte order mark (U+FEFF) at the start of \`${displayName}\`, expected \`{\` first (Mintlify reads the file with \`JSON.parse\`, which refuses it)`)];
  try {
    const value: unknown = JSON.parse(source);
    return { doc, value, findings: [...bom, ...duplicateKeys(doc, displayName, value)] };
  } catch {
    // Fall through to the tolerant parser for positioned errors.
  }
  const errors: ParseError[] = [];
  const tree = parseTree(source, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  doc.tree = tree;
  doc.treeParsed = true;
  const findings: Finding[] = [];
  // The first syntax error only: the ones after it follow from it.
  for (const error of errors.slice(0, 1)) {
    const described = describeJsonError(source, error);
    findings.push(finding(file, positionOf(doc, described.offset, described.length), 'config-json', described.message, 'error', true));
  }
  if (findings.length === 0) findings.push(finding(file, positionOf(doc, 0), 'config-json', 'Unexpected JSON, expected a JSON object', 'error', true));
  return { doc, value: undefined, findings };
}

/** Where a resolved object or array came from: its file and key path inside that file. */
export interface SourceRef {
  doc: JsonDocument;
  path: (string | number)[];
}

export interface ResolvedConfig {
  value: unknown;
  /** Every object and array of `value`, mapped to where it is written (across `$ref` files). */
  sources: WeakMap<object, SourceRef>;
  root: JsonDocument;
  /** Every file read, the configuration first. */
  files: string[];
  /** The `$ref` files inside the project that could not be read (missing, a folder): the configuration changes when one is written. */
  unread?: string[];
  findings: Finding[];
  /** Placeholders (`{}`) put where a `$ref` failed: problems under them are not reported again. */
  broken: WeakSet<object>;
}


export type ReadText = (path: string) => Promise<string>;


/** The position of a key path inside one document: the deepest node that exists. */
export function positionIn(doc: JsonDocument, path: readonly (string | number)[], key?: string): Position | undefined {
  const tree = treeOf(doc);
  if (!tree) return undefined;
  let node: Node | undefined;
  let length = path.length;
  for (; length >= 0; length--) {
    node = nodeAt(tree, path.slice(0, length));
    if (node) break;
  }
  if (!node) node = tree;
  if (key !== undefined && length === path.length && node.type === 'object') {
    // The last of a key written twice, the one `JSON.parse` keeps.
    const keyNode = node.children?.findLast((prop) => prop.children?.[0]?.value === key)?.children?.[0];
    if (keyNode) return positionOf(doc, keyNode.offset, keyNode.length);
  }
  return positionOf(doc, node.offset, node.type === 'object' || node.type === 'array' ? 1 : node.length);
}

/** A `$ref`'s fragment as JSON pointer segments (`/a~1b/0` → `a/b`, `0`); undefined when it is not a pointer. */
function pointerOf(fragment: string): string[] | undefined {
  let text: string;
  try {
    text = decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
  if (text === '' || text === '/') return [];
  if (!text.startsWith('/')) return undefined;
  return text
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at `pointer` inside `value` (own keys and array indexes only), and its key path. */
function partAt(value: unknown, pointer: readonly string[]): { found: true; value: unknown; path: (string | number)[] } | { found: false } {
  let node = value;
  const path: (string | number)[] = [];
  for (const segment of pointer) {
    if (Array.isArray(node) && /^(0|[1-9]\d*)$/.test(segment) && Number(segment) < node.length) {
      node = node[Number(segment)];
      path.push(Number(segment));
    } else if (isRecord(node) && Object.hasOwn(node, segment)) {
      node = node[segment];
      path.push(segment);
    } else return { found: false };
  }
  return { found: true, value: node, path };
}

/** A file and pointer as one entry of the `$ref` chain (`file\0a\0b`). */
function chainKey(file: string, pointer: readonly string[]): string {
  return [file, ...pointer].join('\0');
}

/** Whether chain entry `inner` names a part inside `outer`'s part (expanding it again would never end). */
function isWithin(outer: string, inner: string): boolean {
  return inner.startsWith(`${outer}\0`);
}

function displayKey(key: string, display: (path: string) => string): string {
  const [file = '', ...pointer] = key.split('\0');
  return pointer.length > 0 ? `${display(file)}#/${pointer.join('/')}` : display(file);
}

/**
 * One configuration's `$ref` expansion. Depth is bounded by MAX_DEPTH per file and by the ref
 * chain (a cycle is refused), so recursion is safe. Size is bounded by MAX_REFS and
 * MAX_EXPANDED: ten refs to a file of ten refs, seven levels deep, would otherwise expand to
 * ten million copies.
 */
class RefResolver {
  readonly sources = new WeakMap<object, SourceRef>();
  readonly findings: Finding[];
  readonly files: string[];
  readonly unread: string[] = [];
  readonly broken = new WeakSet<object>();
  /** Files read for refs, and the configuration file itself as written (for `#/…` refs into it). */
  private readonly loaded = new Map<string, ParsedJson>();
  private refs = 0;
  private expanded = 0;
  private overBudget = false;

  constructor(
    private readonly root: string,
    private readonly read: ReadText,
    parsed: ParsedJson,
    file: string,
  ) {
    this.findings = [...parsed.findings];
    this.files = [file];
    this.loaded.set(file, { ...parsed, value: structuredClone(parsed.value) });
  }

  display = (path: string): string => relative(this.root, path) || path;

  private placeholder(): Record<string, unknown> {
    const value = {};
    this.broken.add(value);
    return value;
  }

  async resolveIn(value: unknown, doc: JsonDocument, path: (string | number)[], chain: string[]): Promise<unknown> {
    if (typeof value !== 'object' || value === null) return value;
    if (++this.expanded > MAX_EXPANDED && !this.overBudget) {
      this.overBudget = true;
      this.findings.push(finding(doc.file, positionIn(doc, path), 'config-ref', `Unexpected configuration larger than ${MAX_EXPANDED} objects once \`$ref\`s are expanded, expected fewer or smaller \`$ref\`s`));
    }
    if (this.overBudget) return this.placeholder();
    this.sources.set(value, { doc, path });
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (typeof item === 'object' && item !== null) value[i] = await this.resolveIn(item, doc, [...path, i], chain);
      }
      return value;
    }
    const record = value as Record<string, unknown>;
    if (typeof record.$ref === 'string') return this.expand(record, record.$ref, doc, path, chain);
    for (const key of Object.keys(record)) {
      const child = record[key];
      if (typeof child === 'object' && child !== null) setOwn(record, key, await this.resolveIn(child, doc, [...path, key], chain));
    }
    return record;
  }

  /** `{"$ref": ref, …siblings}`: the part it names, expanded, with the siblings laid over it. */
  private async expand(record: Record<string, unknown>, ref: string, doc: JsonDocument, path: (string | number)[], chain: string[]): Promise<unknown> {
    const at = positionIn(doc, [...path, '$ref']);
    const fail = (message: string): Record<string, unknown> => {
      this.findings.push(finding(doc.file, at, 'config-ref', message));
      return this.placeholder();
    };
    // `file.json#/a/b` names the part at the JSON pointer `/a/b`; `#/a/b` a part of this file.
    const hash = ref.indexOf('#');
    const pathPart = hash === -1 ? ref : ref.slice(0, hash);
    const pointer = pointerOf(hash === -1 ? '' : ref.slice(hash + 1));
    const target = pathPart === '' ? doc.file : resolve(dirname(doc.file), pathPart);
    if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || !inside(this.root, target)) return fail(`Unexpected \`$ref\` to \`${ref}\` outside the project, expected a JSON file inside it`);
    if (pointer === undefined) return fail(`Unexpected \`$ref\` pointer in \`${ref}\`, expected \`#/key/key\``);
    if (++this.refs > MAX_REFS) {
      const first = !this.overBudget;
      this.overBudget = true;
      if (!first) return this.placeholder();
      return fail(`Unexpected \`$ref\` number ${MAX_REFS + 1}, expected at most ${MAX_REFS} \`$ref\` expansions in one configuration (each use of a file counts)`);
    }
    const link = chainKey(target, pointer);
    // A cycle: the part being expanded again, or a part that holds it.
    const again = chain.findIndex((c) => c === link || isWithin(link, c));
    if (again !== -1) return fail(`Unexpected \`$ref\` cycle: ${[...chain.slice(again), link].map((c) => displayKey(c, this.display)).join(' → ')}`);
    const loaded = await this.load(target, ref);
    if (typeof loaded === 'string') return fail(loaded);
    if (loaded.findings.length > 0 || loaded.value === undefined) return this.placeholder();
    const part = partAt(loaded.value, pointer);
    if (!part.found) return fail(`Missing \`$ref\` target \`${ref}\``);
    // Mintlify's resolver reads the whole value as a file name: its deploy fails. docwright still takes the part, so the build shows it.
    if (hash !== -1) this.findings.push(finding(doc.file, at, 'config-ref', `Unexpected fragment \`${ref.slice(hash)}\` in \`$ref\` \`${ref}\`, expected a file path alone: Mintlify reads the whole value as a file name and its deploy fails`));
    // Each use gets its own copy so positions and edits never alias.
    const copy: unknown = structuredClone(part.value);
    const resolved = await this.resolveIn(copy, loaded.doc, part.path, [...chain, link]);
    const siblings = Object.keys(record).filter((k) => k !== '$ref');
    if (siblings.length > 0 && isRecord(resolved)) {
      for (const key of siblings) setOwn(resolved, key, await this.resolveIn(record[key], doc, [...path, key], chain));
    }
    return resolved;
  }

  /** A `$ref`'d file, parsed once; a message when it cannot be read. */
  private async load(target: string, ref: string): Promise<ParsedJson | string> {
    const known = this.loaded.get(target);
    if (known) return known;
    let refText: string;
    try {
      refText = await this.read(target);
    } catch (error) {
      if (!this.unread.includes(target)) this.unread.push(target);
      return isRefusedPath(error) && error.reason !== 'missing' ? `Unexpected \`$ref\` to \`${ref}\` that links outside the project, expected a JSON file inside it` : `Missing \`$ref\` file \`${ref}\``;
    }
    const parsed = parseJsonText(refText, target, this.display(target));
    this.loaded.set(target, parsed);
    this.files.push(target);
    appendAll(this.findings, parsed.findings);
    return parsed;
  }
}

/**
 * Resolve `{"$ref": "./other.json"}` objects against files in the project. A ref that leaves
 * the project, is missing, does not parse or forms a cycle is a positioned error and is
 * replaced by `{}` so validation can go on.
 */
export async function resolveConfig(text: string, file: string, root: string, readText?: ReadText): Promise<ResolvedConfig> {
  // By default a `$ref` file is read only when its real path (symlinks followed) is inside the root.
  const read: ReadText = readText ?? ((path) => readTextInside(root, path));
  const parsed = parseJsonText(text, file, relative(root, file) || file);
  const resolver = new RefResolver(root, read, parsed, file);
  let value = parsed.value;
  if (value !== undefined) value = await resolver.resolveIn(value, parsed.doc, [], [chainKey(file, [])]);
  return { value, sources: resolver.sources, root: parsed.doc, files: resolver.files, unread: resolver.unread, findings: resolver.findings, broken: resolver.broken };
}

/**
 * The position of a key path in the resolved configuration: the value's node when it
 * exists, its parent object when the key is missing, the key itself when `key` is given.
 */
export function locate(resolved: ResolvedConfig, path: readonly PropertyKey[], key?: string): { file: string; at: Position | undefined } {
  let value: unknown = resolved.value;
  let source: SourceRef = (isObjectLike(value) ? resolved.sources.get(value) : undefined) ?? { doc: resolved.root, path: [] };
  let rest: (string | number)[] = [];
  for (const segment of path) {
    if (typeof segment === 'symbol') break;
    rest.push(segment);
    if (!isObjectLike(value)) break;
    const next: unknown = (value as Record<string | number, unknown>)[segment];
    if (next === undefined) break;
    value = next;
    const found = isObjectLike(next) ? resolved.sources.get(next) : undefined;
    if (found) {
      source = found;
      rest = [];
    }
  }
  const full = [...source.path, ...rest];
  const complete = rest.length === 0 || value !== undefined;
  return { file: source.doc.file, at: positionIn(source.doc, full, complete ? key : undefined) };
}

/**
 * Where the innermost `{"$ref": …}` on a key path is written (the object in its including file), or
 * undefined when no `$ref` file holds the path's value. One `$ref` file used twice gives one value at
 * one place (`locate`); this tells the uses apart.
 */
export function locateRef(resolved: ResolvedConfig, path: readonly PropertyKey[]): { file: string; at: Position | undefined } | undefined {
  let value: unknown = resolved.value;
  let source: SourceRef = (isObjectLike(value) ? resolved.sources.get(value) : undefined) ?? { doc: resolved.root, path: [] };
  let rest: (string | number)[] = [];
  let site: { file: string; at: Position | undefined } | undefined;
  for (const segment of path) {
    if (typeof segment === 'symbol' || !isObjectLike(value)) break;
    const next: unknown = (value as Record<string | number, unknown>)[segment];
    if (next === undefined) break;
    rest.push(segment);
    value = next;
    const found = isObjectLike(next) ? resolved.sources.get(next) : undefined;
    if (!found) continue;
    if (found.doc !== source.doc) site = { file: source.doc.file, at: positionIn(source.doc, [...source.path, ...rest]) };
    source = found;
    rest = [];
  }
  return site;
}

/** Set a property as an own data property (a `__proto__` key must not change the prototype). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function isObjectLike(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
