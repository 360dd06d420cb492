// Where a navigation key is written, for findings about what it names (`sdk`, `asyncapi` …): the key path of the
// entry that holds it, and a warning placed at that key.
import { isAbsolute, relative, sep } from 'node:path';
import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import { locate, type ResolvedConfig } from './json.js';

/** How the message of `openapi-kind` starts for an AsyncAPI document named as an OpenAPI spec (src/openapi/load.ts writes it; placed at the docs.json value here). */
export const ASYNCAPI_GIVEN = 'Unexpected AsyncAPI document `';

/**
 * The key paths of the objects under `navigation` (depth first, in document order, `navigation` itself included)
 * whose `key` holds a value `matches` accepts. The value under `key` is not searched.
 */
export function navPathsWith(resolved: ResolvedConfig | undefined, key: string, matches: (value: unknown, path: readonly (string | number)[]) => boolean): (string | number)[][] {
  const root = resolved?.value;
  if (!isRecord(root) || typeof root.navigation !== 'object' || root.navigation === null) return [];
  const found: (string | number)[][] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root.navigation, path: ['navigation'] }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, path } = item;
    if (Array.isArray(value)) {
      // Only objects can hold the key: a page entry (a string) is not put on the stack (5,000 of them at 5,000 pages; issue 51).
      for (let i = value.length - 1; i >= 0; i--) if (typeof value[i] === 'object' && value[i] !== null) stack.push({ value: value[i], path: [...path, i] });
      continue;
    }
    if (!isRecord(value)) continue;
    if (matches(value[key], path)) found.push(path);
    for (const child of Object.keys(value).reverse()) if (child !== key && typeof value[child] === 'object') stack.push({ value: value[child], path: [...path, child] });
  }
  return found;
}

/** The first of `navPathsWith`'s key paths; undefined when no object matches. */
export function navPathWith(resolved: ResolvedConfig | undefined, key: string, matches: (value: unknown, path: readonly (string | number)[]) => boolean): (string | number)[] | undefined {
  return navPathsWith(resolved, key, matches)[0];
}

/** The key path of each string entry of a `pages` array under `navigation` (nested groups too), first in document order. */
export function pageEntryPaths(config: unknown): Map<string, (string | number)[]> {
  const found = new Map<string, (string | number)[]>();
  const root = isRecord(config) ? config.navigation : undefined;
  // A string's key path is made only when it is kept (a `pages` entry seen first): not for each of 5,000 entries (issue 51).
  const stack: { value: unknown; parent: (string | number)[]; key: string | number }[] = [{ value: root, parent: [], key: 'navigation' }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, parent, key } = item;
    // Popped in document order (children go on the stack last first).
    if (typeof value === 'string') {
      if (parent.at(-1) === 'pages' && !found.has(value)) found.set(value, [...parent, key]);
      continue;
    }
    const path = [...parent, key];
    const children: [string | number, unknown][] = Array.isArray(value) ? value.map((child, i) => [i, child]) : isRecord(value) ? Object.entries(value) : [];
    for (const [childKey, child] of children.reverse()) if (typeof child === 'string' || (typeof child === 'object' && child !== null)) stack.push({ value: child, parent: path, key: childKey });
  }
  return found;
}

/** A place in a file, as a finding gives it. */
export interface FilePlace {
  file: string;
  line: number;
  column: number;
}

/** Where a generator's warnings go: the configuration file, and its resolved JSON to place them at the key. */
export interface KeyedConfig {
  configFile: string;
  resolved?: ResolvedConfig;
}

/**
 * What a generator of pages from a navigation key (`sdk`, `asyncapi`) gathers: its pages by path, its warnings (at the
 * key, or at a place in its source), and the folders it could not fill (links into them are not judged).
 */
export class KeyGeneratedPages<P> {
  readonly byPath = new Map<string, P>();
  readonly findings: Finding[] = [];
  readonly unknownUnder: string[] = [];

  constructor(
    private readonly config: KeyedConfig,
    private readonly key: string,
    private readonly ruleId: string,
  ) {}

  /** A warning at `place` in a source, or at the key of the navigation entry at the key path `place` (from `navPathWith`). */
  protected warnAt(message: string, place: FilePlace | readonly (string | number)[] | undefined): void {
    if (place !== undefined && 'file' in place) {
      this.findings.push({ ...place, ruleId: this.ruleId, severity: 'warn', message });
      return;
    }
    const { resolved, configFile } = this.config;
    const where = place && resolved ? locate(resolved, place, this.key) : undefined;
    this.findings.push({ file: where?.file ?? configFile, line: where?.at?.line ?? 1, column: where?.at?.column ?? 1, ruleId: this.ruleId, severity: 'warn', message });
  }
}

/** A spec source as the configuration may write it, compared without a leading `/` or `./`. */
function sourceKey(source: string): string {
  return source.trim().replace(/^(\.\/|\/)+/, '');
}

/** The key path of the first `openapi` value (`api.openapi`, a top-level or navigation `openapi`: a string, a list or `{source}`) that names `source`. */
function specSourcePath(resolved: ResolvedConfig, source: string): (string | number)[] | undefined {
  const want = sourceKey(source);
  const names = (value: unknown): (string | number)[] | undefined => {
    if (typeof value === 'string') return sourceKey(value) === want ? [] : undefined;
    if (Array.isArray(value)) {
      const i = value.findIndex((item) => typeof item === 'string' && sourceKey(item) === want);
      return i === -1 ? undefined : [i];
    }
    return isRecord(value) && typeof value.source === 'string' && sourceKey(value.source) === want ? ['source'] : undefined;
  };
  const root = resolved.value;
  if (!isRecord(root)) return undefined;
  for (const [holder, value] of [[['api', 'openapi'], isRecord(root.api) ? root.api.openapi : undefined], [['openapi'], root.openapi]] as const) {
    const tail = names(value);
    if (tail !== undefined) return [...holder, ...tail];
  }
  const level = navPathWith(resolved, 'openapi', (value) => names(value) !== undefined);
  if (level === undefined) return undefined;
  let node: unknown = root;
  for (const key of level) node = isRecord(node) || Array.isArray(node) ? (node as Record<string | number, unknown>)[key] : undefined;
  const tail = isRecord(node) ? names(node.openapi) : undefined;
  return tail === undefined ? undefined : [...level, 'openapi', ...tail];
}

/** A page whose front matter names a spec file (`openapi: spec.yaml GET /x`): the source as written and where its `openapi` key is (absolute file, 1-based). */
export interface PageSpecReference {
  source: string;
  file: string;
  line: number;
  column: number;
}

/**
 * Spec findings at 1:1 of a spec that is not there (`openapi-source`: a missing or outside file;
 * `openapi-remote`: a URL not fetched), and the `openapi-kind` finding of an AsyncAPI document given as one, moved to the configuration value that names the spec,
 * where the author fixes it; a spec no configuration value names goes to the `openapi` key of
 * each page in `pages` that names it. `root` makes a finding's absolute file the source as written.
 */
export function placeSpecSourceFindings(findings: readonly Finding[], resolved: ResolvedConfig | undefined, root: string, pages: readonly PageSpecReference[] = []): Finding[] {
  return findings.flatMap((f) => {
    // An AsyncAPI document named as an OpenAPI spec is fine as it is: the value naming it is what is wrong.
    const otherKind = f.ruleId === 'openapi-kind' && f.message.startsWith(ASYNCAPI_GIVEN);
    if (!otherKind && ((f.ruleId !== 'openapi-source' && f.ruleId !== 'openapi-remote') || f.line !== 1 || f.column !== 1)) return [f];
    // A file outside the project (`../v2/spec.yaml`) as written, relative to the root.
    const source = f.file.startsWith(`${root}/`) ? f.file.slice(root.length + 1) : isAbsolute(f.file) ? relative(root, f.file).split(sep).join('/') : f.file;
    const path = resolved === undefined ? undefined : specSourcePath(resolved, source);
    if (resolved !== undefined && path !== undefined) {
      const { file, at } = locate(resolved, path);
      return [at === undefined ? f : { ...f, file, ...at }];
    }
    const naming = pages.filter((page) => sourceKey(page.source) === sourceKey(source));
    return naming.length === 0 ? [f] : naming.map((page) => ({ ...f, file: page.file, line: page.line, column: page.column }));
  });
}
