// Pages the navigation asks for without a file: entries that name an operation
// (`"GET /plants/{id}"`) and groups that name a spec (`"openapi": "openapi.yaml"`), which list
// every operation of it after their own pages, in one group per tag. Each becomes a virtual
// page whose source is just front matter (`openapi: <spec> METHOD /path`), so it goes through
// the same API page pipeline as a written one. Paths, groups and visibility follow what
// Mintlify's prebuild generates for the same spec (test/openapi/prebuild-oracle.test.ts).
import { isAbsolute, join, posix } from 'node:path';
import type { DocsModel, NavNode } from '../config/model.js';
import { finding, locate, type ResolvedConfig } from '../config/json.js';
import { navPathsWith, pageEntryPaths, type FilePlace } from '../config/nav-key.js';
import type { Finding } from '../findings/finding.js';
import { loadSpec, type LoadOptions, type LoadResult } from './load.js';
import { specSourcesFor } from './sources.js';
import { specWarning } from './load.js';
import { isRecord } from '../guards.js';
import { pageFolderInside } from '../fs/paths.js';
import { excludedOperationMessage, findOperation, isOperationRefError, listOperations, missingOperationMessage, parseOperationRef, shadowedOperationMessage, type ListedOperation, type OperationRef } from './operations.js';

export interface VirtualApiPage {
  /** Page path without extension, relative to the root (`api/get-a-plant`). */
  path: string;
  /** The page's source: front matter naming the operation. */
  source: string;
  title: string;
  /** `spec METHOD /path`, as the front matter says it. */
  operation: string;
  /** `x-hidden`: the page is built, but no navigation lists it. */
  hidden?: boolean;
  /** The operation's `description` as the spec writes it (Markdown): what the built page shows when its front matter has none. */
  description?: string;
}

export interface OperationNavOptions {
  root: string;
  /** The config model's spec sources: a navigation entry uses the nearest level's spec (src/openapi/sources.ts). */
  model: Pick<DocsModel, 'api' | 'navigation'>;
  /** Page paths that exist on disk: an operation whose path is one of them gets no page (the file is the page). */
  existing?: ReadonlySet<string>;
  offline?: boolean;
  /** See `LoadOptions.cacheDir`. */
  cacheDir?: string;
  /** See `LoadOptions.prefetched`. */
  prefetched?: readonly string[];
  /** File that findings name (the config file). */
  configFile?: string;
  /** The configuration as resolved, to place findings at their key (`directoryFindings`); without it they are at 1:1 of `configFile`. */
  resolved?: ResolvedConfig;
}

/** The message of an OpenAPI `directory` that leads out of the project. */
function outsideMessage(directory: string, what: string): string {
  return `Unexpected OpenAPI \`directory\` \`${directory}\`, expected a folder inside the project: no page is generated for \`${what}\``;
}

/**
 * Every `openapi: {source, directory}` of the navigation whose `directory` leads out of the
 * project (`../x`): an `openapi-directory` error at the `directory` key, as `check` and `build`
 * both report it (nothing is generated there).
 */
export function directoryFindings(resolved: ResolvedConfig): Finding[] {
  const findings: Finding[] = [];
  navPathsWith(resolved, 'openapi', (spec, path) => {
    if (!isRecord(spec) || typeof spec.directory !== 'string' || pageFolderInside(spec.directory) !== undefined) return false;
    const where = locate(resolved, [...path, 'openapi'], 'directory');
    findings.push(finding(where.file, where.at, 'openapi-directory', outsideMessage(spec.directory, typeof spec.source === 'string' ? spec.source : 'openapi')));
    return true;
  });
  return findings;
}

function yamlString(value: string): string {
  return JSON.stringify(value);
}

/** The group a generated page goes to when its operation has no tag (Mintlify's name for it). */
export const UNTAGGED_GROUP = 'API Reference';
const DEFAULT_DIRECTORY = 'api-reference';

/**
 * One part of a generated page's path, as the platform makes it from a summary, a tag or an
 * operation path: spaces become `-`, `{param}`s become `-`, one leading and one trailing `-`
 * go, `{}(),.'/` and newlines go, `--` becomes `-`, then lower case (`List users` →
 * `list-users`, `/users/{id}` → `users`). `undefined` for a missing or empty value.
 */
export function pathPart(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  return value
    .replaceAll(' ', '-')
    .replace(/\{.*?\}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replaceAll('--', '-')
    .toLowerCase();
}

/** A title from the last part of a path: dashes and underscores as spaces, first letter upper case (`get-users` → `Get users`). */
export function titleFromPath(path: string): string {
  const last = (path.split('?')[0] ?? '').split('/').pop() ?? '';
  const words = last.replaceAll('-', ' ').replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Listed = Pick<ListedOperation, 'method' | 'path' | 'summary' | 'operation'>;

/** The first tag's name, when the operation has one. */
function firstTag(listed: Listed): string | undefined {
  const tags = listed.operation.tags;
  return Array.isArray(tags) && typeof tags[0] === 'string' ? tags[0] : undefined;
}

/**
 * The navigation group of an operation: its first tag (or that tag's `x-group`), else `API Reference`.
 * A tag's `description` and `externalDocs` are shown nowhere, and are not a finding: Mintlify reads
 * a tag's `name` and `x-group` only (@mintlify/common's getTagDisplayName), its API pages carry no
 * tags, and no page of its own is made for a tag (decided, test/openapi/mintlify-omits.test.ts).
 */
function groupOf(spec: Record<string, unknown> | undefined, listed: Listed): string {
  const tag = firstTag(listed);
  if (tag === undefined) return UNTAGGED_GROUP;
  const defined = Array.isArray(spec?.tags) ? spec.tags.find((t): t is Record<string, unknown> => isRecord(t) && t.name === tag) : undefined;
  const group = defined?.['x-group'];
  return typeof group === 'string' ? group : tag;
}

/**
 * Where an operation's page goes before it is made unique: `<directory>/<tag>/<summary>`, the
 * summary replaced by `<method>-<path>` (webhooks: the name) when there is none, or the
 * operation's `x-mint.href` when it sets one. Unnormalized case; see `pathPart`.
 */
export function operationBase(listed: Listed, directory: string): string {
  const xMint = listed.operation['x-mint'];
  const href = isRecord(xMint) && typeof xMint.href === 'string' && xMint.href !== '' ? xMint.href.replace(/^\/+/, '') : undefined;
  if (href !== undefined) {
    const parsed = posix.parse(href);
    return posix.join(parsed.dir, parsed.name);
  }
  const title = pathPart(listed.summary) ?? (listed.method === 'webhook' ? (pathPart(listed.path) ?? '') : `${listed.method}-${pathPart(listed.path) ?? ''}`);
  return posix.join(directory, pathPart(firstTag(listed)) ?? '', title);
}

/** `base`, or `base-1`, `base-2` … the first that `used` does not hold; lower case. */
function uniquePath(used: readonly string[], base: string): string {
  let path = base;
  for (let i = 1; used.includes(path); i++) path = `${base}-${i}`;
  return path.toLowerCase();
}

/** A page path as the navigation writes it: no leading or trailing slash. */
function pagePath(path: string): string {
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
}

/** The title a generated page shows: the summary, else one made from its path. */
/** The operation's `x-mint` object, when it has one. */
function xMintOf(listed: Listed): Record<string, unknown> | undefined {
  const xMint = listed.operation['x-mint'];
  return isRecord(xMint) ? xMint : undefined;
}

/**
 * The front matter of a generated page, as the platform makes it: the title is the summary
 * (a webhook's and an operation's without one: made from the path); an `x-mint.href` page
 * with a summary is listed by its path's title (`sidebarTitle`); `x-mint.metadata` sets any
 * key of it (`title`, `description`, `sidebarTitle`, `icon` …) but `openapi`.
 */
function frontmatterOf(listed: Listed, path: string): Record<string, unknown> & { title: string } {
  const xMint = xMintOf(listed);
  const summary = listed.summary !== undefined && listed.summary !== '' ? listed.summary : undefined;
  const title = listed.method !== 'webhook' && summary !== undefined ? summary : titleFromPath(path);
  const out: Record<string, unknown> & { title: string } = { title };
  if (typeof xMint?.href === 'string' && xMint.href !== '' && summary !== undefined && listed.method !== 'webhook') out.sidebarTitle = titleFromPath(path);
  const metadata = isRecord(xMint?.metadata) ? xMint.metadata : {};
  for (const [key, value] of Object.entries(metadata)) {
    if (key === 'openapi' || !/^[A-Za-z][\w-]*$/.test(key) || value === undefined) continue;
    if (key === 'title') out.title = typeof value === 'string' ? value : title;
    else out[key] = value;
  }
  return out;
}

/** The Markdown of a generated page: its front matter (values as JSON, which YAML reads), then `x-mint.content`. */
function pageSource(frontmatter: Record<string, unknown>, reference: string, content: unknown): string {
  const lines = Object.entries(frontmatter).map(([key, value]) => `${key}: ${JSON.stringify(value) ?? 'null'}`);
  lines.push(`openapi: ${yamlString(reference)}`);
  return `---\n${lines.join('\n')}\n---\n${typeof content === 'string' && content.trim() !== '' ? `\n${content}\n` : ''}`;
}

/** The folder generated pages of a level go to: its own `openapi` directory, else the nearest level's with a spec. */
function directoryOf(chain: readonly NavNode[]): string {
  for (let i = chain.length - 1; i >= 0; i--) {
    const node = chain[i];
    if (node?.openapi !== undefined) return node.openapiDirectory ?? DEFAULT_DIRECTORY;
  }
  return DEFAULT_DIRECTORY;
}

/**
 * Give every `operation` node a `page` (and add operation nodes under spec groups with no
 * children), returning the virtual pages to build. Mutates `navigation`.
 */
export interface OperationNavResult {
  /** Every generated page, `x-hidden` ones too (built, listed nowhere). */
  pages: VirtualApiPage[];
  findings: Finding[];
  /**
   * Folders (`api-reference`) where the platform generates pages from a spec that could not
   * be read: links into them cannot be checked, and are not called broken.
   */
  unknownUnder: string[];
}

/** Whether an entry under `level` (not under a deeper level with its own spec) names an operation without a file. */
function namesOwnOperation(level: NavNode): boolean {
  const stack = [...level.children];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.kind === 'operation' && node.operation !== undefined) {
      const ref = parseOperationRef(node.operation);
      if (!isOperationRefError(ref) && ref.file === undefined) return true;
    }
    if (node.openapi === undefined) stack.push(...node.children);
  }
  return false;
}

/** The generated groups of one spec level, by name, each with the paths it lists (for `-1`, `-2` …). */
type TagGroups = Map<string, { node: NavNode; used: string[] }>;

/** One navigation's generated operation pages, with the paths they claim and what could not be read. */
class OperationPages {
  /** By path: a later operation on the same path replaces the page, as on the platform (with a warning). */
  readonly byPath = new Map<string, VirtualApiPage>();
  readonly unknownUnder: string[] = [];
  readonly findings: Finding[] = [];
  private readonly existing: ReadonlySet<string>;
  private readonly loadOptions: LoadOptions;
  /** A spec that cannot be read is one warning, however many entries name it. */
  private readonly warned = new Set<string>();
  private readonly configFile: string;
  /** Each page entry's key path in the configuration, made when the first finding asks. */
  private entryPaths: Map<string, (string | number)[]> | undefined;
  /** How many levels of each spec (`openapi`) the walk has met. */
  private readonly levels = new Map<string, number>();

  constructor(private readonly options: OperationNavOptions) {
    this.existing = options.existing ?? new Set();
    this.loadOptions = { root: options.root, ...(options.offline !== undefined ? { offline: options.offline } : {}), ...(options.cacheDir !== undefined ? { cacheDir: options.cacheDir } : {}), ...(options.prefetched !== undefined ? { prefetched: options.prefetched } : {}) };
    this.configFile = options.configFile ?? 'docs.json';
  }

  private unreadable(loaded: LoadResult): void {
    const first = specWarning(loaded);
    if (first === undefined || this.warned.has(loaded.file)) return;
    this.warned.add(loaded.file);
    // Named as the pages name it (absolute, or the URL), so a build reports it once.
    const file = /^https?:/i.test(first.file) || isAbsolute(first.file) ? first.file : join(this.options.root, first.file);
    this.findings.push({ ...first, file });
  }

  /** The page of one operation at `path` (unless a file is that page); returns the label the navigation shows for it. */
  private addPage(path: string, source: string, listed: Listed, hidden: boolean, place: { entry?: string; level?: number } = {}): string {
    const reference = listed.method === 'webhook' ? `${source} webhook ${listed.path}` : `${source} ${listed.method.toUpperCase()} ${listed.path}`;
    const frontmatter = frontmatterOf(listed, path);
    const title = frontmatter.title;
    const label = typeof frontmatter.sidebarTitle === 'string' ? frontmatter.sidebarTitle : title;
    if (this.existing.has(path)) return label;
    const before = this.byPath.get(path);
    if (before !== undefined && before.operation !== reference) {
      this.warning(`Unexpected second operation \`${reference}\` for the generated page \`${path}\`, expected one operation per page (\`${before.operation}\` is not published; give one a different summary or \`x-mint.href\`)`, place, source);
    }
    const page: VirtualApiPage = { path, title, operation: reference, source: pageSource(frontmatter, reference, xMintOf(listed)?.content) };
    if (hidden) page.hidden = true;
    const described = listed.operation.description;
    if (typeof described === 'string' && described.trim() !== '') page.description = described;
    this.byPath.set(path, page);
    return label;
  }

  /** An `openapi-operation-missing` error at the navigation entry `entry` (`GET /x`), as `check` reports it. */
  private configError(message: string, entry: string): void {
    this.findings.push({ ...this.placeOf({ entry }, undefined), ruleId: 'openapi-operation-missing', severity: 'error', message });
  }

  /**
   * Where a finding about an operation goes in the configuration: the navigation entry that names it
   * (`entry`, as written), else the `openapi` key of the `level`th level (document order) whose spec
   * is `source`, else 1:1 of the configuration (no resolved configuration to place it in).
   */
  private placeOf(place: { entry?: string; level?: number }, source: string | undefined): FilePlace {
    const { entry, level = 0 } = place;
    const resolved = this.options.resolved;
    const start = { file: this.configFile, line: 1, column: 1 };
    if (resolved === undefined) return start;
    // Keyed as the model writes an entry (trimmed); the first in document order wins.
    this.entryPaths ??= new Map([...pageEntryPaths(resolved.value)].map(([written, path]): [string, (string | number)[]] => [written.trim(), path]).reverse());
    const entryPath = entry === undefined ? undefined : this.entryPaths.get(entry);
    const specPath = entryPath === undefined && source !== undefined ? navPathsWith(resolved, 'openapi', (value) => value === source || (isRecord(value) && value.source === source) || (Array.isArray(value) && value.includes(source))) : undefined;
    const levelPath = specPath?.[level] ?? specPath?.[0];
    const path = entryPath ?? (levelPath === undefined ? undefined : [...levelPath, 'openapi']);
    if (path === undefined) return start;
    const { file, at } = locate(resolved, path);
    return at === undefined ? { file, line: 1, column: 1 } : { file, line: at.line, column: at.column };
  }

  /**
   * Whether generated pages may go to `directory`: a folder that leads out of the project (`../x`)
   * is refused, and nothing is generated there. With the resolved configuration the error is
   * `directoryFindings`' (at the key, once); without it, one here at 1:1.
   */
  private inside(directory: string, what: string): boolean {
    if (pageFolderInside(directory) !== undefined) return true;
    if (this.options.resolved === undefined) this.findings.push({ file: this.configFile, line: 1, column: 1, ruleId: 'openapi-directory', severity: 'error', message: outsideMessage(directory, what) });
    return false;
  }

  /** An `openapi-operation` warning about a page of `source`, at the entry `entry` when the navigation names one. */
  private warning(message: string, place: { entry?: string; level?: number }, source: string): void {
    this.findings.push({ ...this.placeOf(place, source), ruleId: 'openapi-operation', severity: 'warn', message });
  }

  /** An explicit entry's page: `<directory>/<tag>/<summary>` as a generated one, never numbered; listed even when `x-hidden`. */
  private explicitPage(node: NavNode, source: string, listed: Listed, directory: string): void {
    const path = pagePath(operationBase(listed, directory).toLowerCase());
    const title = this.addPage(path, source, listed, false, node.operation === undefined ? {} : { entry: node.operation });
    node.page = path;
    if (node.label === node.operation) node.label = title;
  }

  /** A warning at the entry `operation` when a spec searched after `used` defines its operation too (the entry shows `used`'s). */
  private async shadowing(operation: string, ref: OperationRef, used: string, rest: readonly string[]): Promise<void> {
    const shadowed: string[] = [];
    for (const source of rest) {
      const loaded = await loadSpec(source, this.loadOptions);
      if (loaded.spec && findOperation(loaded.spec, ref.method, ref.path)) shadowed.push(source);
    }
    if (shadowed.length > 0) this.findings.push({ ...this.placeOf({ entry: operation }, undefined), ruleId: 'openapi-operation-shadowed', severity: 'warn', message: shadowedOperationMessage(ref, used, shadowed) });
  }

  /** An entry that names an operation (`GET /x`, `spec.yaml GET /x`), looked up in its level's specs. */
  private async operationEntry(node: NavNode, operation: string, chain: NavNode[], here: string[]): Promise<void> {
    const ref = parseOperationRef(operation);
    if (isOperationRefError(ref)) {
      this.configError(ref.error, operation);
      return;
    }
    const directory = directoryOf(chain);
    if (!this.inside(directory, operation)) return;
    let failed: string | undefined;
    const searched = ref.file !== undefined ? [ref.file] : here;
    for (const [i, source] of searched.entries()) {
      const loaded = await loadSpec(source, this.loadOptions);
      if (!loaded.spec) {
        failed ??= ref.file ?? source;
        this.unreadable(loaded);
      }
      const listed = loaded.spec && findOperation(loaded.spec, ref.method, ref.path);
      if (listed && listed.operation['x-excluded']) {
        this.configError(excludedOperationMessage(ref, ref.file ?? source), operation);
        return;
      }
      if (listed) {
        this.explicitPage(node, ref.file ?? source, listed, directory);
        await this.shadowing(operation, ref, source, searched.slice(i + 1));
        return;
      }
    }
    // The spec cannot be read: the entry still gets its page, built from `METHOD /path`.
    if (failed !== undefined) this.explicitPage(node, failed, { method: ref.method, path: ref.path, operation: {} }, directory);
    else this.configError(missingOperationMessage(ref, searched), operation);
  }

  /** The group named `name` of this level, made (and listed after the level's own entries) on first use. */
  private groupFor(groups: TagGroups, node: NavNode, name: string): { node: NavNode; used: string[] } {
    let group = groups.get(name);
    if (group === undefined) {
      group = { node: { kind: 'group', label: name, children: [] }, used: [] };
      groups.set(name, group);
      node.children.push(group.node);
    }
    return group;
  }

  /**
   * A group (or tab, anchor …) that names a spec gets, after the pages it lists, one group per
   * tag (first appearance order; untagged operations in `API Reference`) with a page per
   * operation, as Mintlify's prebuild does; `x-excluded` operations get nothing, `x-hidden`
   * ones a page that no group lists (a tag of only hidden ones leaves an empty group, as there). Unless one of its entries names an operation of that spec
   * without a file (`"GET /plants"`): then it lists only what it names.
   */
  private async specLevel(node: NavNode, openapi: string, chain: NavNode[]): Promise<void> {
    // The how-manyth level of this spec, in document order (a level is counted before its children): its findings' place.
    const level = this.levels.get(openapi) ?? 0;
    this.levels.set(openapi, level + 1);
    if (node.children.length > 0) await this.walk(node.children, [...chain, node]);
    if (namesOwnOperation(node)) return;
    const directory = node.openapiDirectory ?? DEFAULT_DIRECTORY;
    if (!this.inside(directory, openapi)) return;
    const loaded = await loadSpec(openapi, this.loadOptions);
    if (!loaded.spec) {
      this.unreadable(loaded);
      this.unknownUnder.push(pagePath(directory));
      return;
    }
    const groups: TagGroups = new Map();
    for (const listed of listOperations(loaded.spec)) {
      if (listed.operation['x-excluded']) continue;
      const hidden = listed.operation['x-hidden'] === true;
      const group = this.groupFor(groups, node, groupOf(loaded.spec, listed));
      const raw = uniquePath(group.used, operationBase(listed, directory));
      const path = pagePath(raw);
      const title = this.addPage(path, openapi, listed, hidden, { level });
      if (hidden) continue;
      group.used.push(raw);
      group.node.children.push({ kind: 'operation', label: title, operation: listed.key, page: path, children: [] });
    }
  }

  async walk(nodes: NavNode[], chain: NavNode[]): Promise<void> {
    for (const node of nodes) {
      const operation = node.operation;
      if (node.kind === 'operation' && operation !== undefined && node.page === undefined) {
        await this.operationEntry(node, operation, chain, specSourcesFor(this.options.model, [...chain, node]));
        continue;
      }
      const openapi = node.openapi;
      if (openapi && node.kind !== 'page' && node.kind !== 'operation' && node.href === undefined) await this.specLevel(node, openapi, chain);
      else if (node.children.length > 0) await this.walk(node.children, [...chain, node]);
    }
  }
}

export async function operationNavPages(navigation: NavNode[], options: OperationNavOptions): Promise<OperationNavResult> {
  const generated = new OperationPages(options);
  if (options.resolved !== undefined) generated.findings.push(...directoryFindings(options.resolved));
  await generated.walk(navigation, []);
  return { pages: [...generated.byPath.values()], findings: generated.findings, unknownUnder: generated.unknownUnder };
}
