import { isAbsolute, join } from 'node:path';
import { appendAll, type Finding } from '../findings/finding.js';
import { loadSpec, type LoadOptions, type LoadResult } from '../openapi/load.js';
import { specSourcesFor } from '../openapi/sources.js';
import type { DocsModel } from '../config/model.js';
import { walkNav } from '../config/nav-walk.js';
import { isRecord } from '../guards.js';
import { openRegular, realPathInside } from '../fs/paths.js';
import { excludedOperationMessage, findOperation, isOperationRefError, missingOperationMessage, missingSchemaMessage, parseOperationRef, schemaValueMessage, shadowedOperationMessage } from '../openapi/operations.js';
import { navEntries } from '../config/nav-entries.js';
import { namedSchema, parseSchemaRef } from '../openapi/schema-page.js';
import { usableModel, type LoadedConfig } from '../config/index.js';
import { finding, locate } from '../config/json.js';
import { placeSpecSourceFindings, type PageSpecReference } from '../config/nav-key.js';
import type { ProjectFiles } from './project-files.js';
import type { Frontmatter } from '../parse/index.js';
import { refusals, refusedSpecFindings } from '../openapi/refused.js';
import { directoryFindings } from '../openapi/nav.js';

/**
 * OpenAPI cross-checks: every local spec source parses as OpenAPI 3.0/3.1 or Swagger 2.0
 * (through the one spec loader, offline: remote sources are not fetched), and every
 * operation named by a page's front matter (`openapi: METHOD /path`,
 * `openapi: file METHOD /path`, legacy `api: METHOD url`) or by a navigation entry exists.
 * With no spec configured, spec files in the project are found by their `openapi:` or
 * `swagger:` key, as the platform does.
 */

const REMOTE = /^[a-z][a-z0-9+.-]*:/i;
const OPERATION_ENTRY = /^(?:\S+\s+)?(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|WEBHOOK)\s+\S/i;
const SPEC_FILE = /\.(json|ya?ml)$/i;
const NOT_SPECS = /(^|\/)(docs|mint|package|package-lock|tsconfig|gt\.config|gt-lock)\.json$/i;

async function looksLikeSpec(root: string, path: string): Promise<boolean> {
  let handle;
  try {
    handle = await openRegular(await realPathInside(root, path));
    const buffer = Buffer.alloc(2048);
    const { bytesRead } = await handle.read(buffer, 0, 2048, 0);
    return /(^|[\s{,])["']?(openapi|swagger)["']?\s*:/m.test(buffer.toString('utf8', 0, bytesRead));
  } catch {
    return false;
  } finally {
    await handle?.close();
  }
}

/**
 * How check reads specs: never from the network; a remote spec comes from the cache folder
 * that `build` fills (quietly: without it, what is tied to that spec is not checked).
 */
export function specLoadOptions(root: string, model: Pick<DocsModel, 'api'>): LoadOptions & { root: string; prefetched: string[] } {
  return { root, offline: true, cacheDir: join(root, '.docwright-cache'), prefetched: model.api.openapi.filter((s) => REMOTE.test(s)) };
}

/** The `openapi` of each level along a raw navigation key path, nearest first. */
function rawSpecChain(raw: Record<string, unknown>, path: readonly PropertyKey[]): string[] {
  const chain: string[] = [];
  let node: unknown = raw;
  for (const key of path) {
    if (!isRecord(node) && !Array.isArray(node)) break;
    if (isRecord(node)) {
      const spec = node.openapi;
      const source = typeof spec === 'string' ? spec : Array.isArray(spec) && typeof spec[0] === 'string' ? spec[0] : isRecord(spec) && typeof spec.source === 'string' ? spec.source : undefined;
      // The top level and `navigation` itself are config-wide, not a level.
      if (source !== undefined && node !== raw && node !== raw.navigation) chain.unshift(source);
    }
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return chain;
}

function absolute(root: string, f: Finding): Finding {
  return REMOTE.test(f.file) || isAbsolute(f.file) ? f : { ...f, file: join(root, f.file) };
}

const unquote = (value: string): string => value.trim().replace(/^(['"])(.*)\1$/, '$2').trim();
const specKey = (source: string): string => source.replace(/^\.?\/+/, '');

/** The project's specs, each loaded once, and the lookups of operations in them. */
class SpecIndex {
  readonly findings: Finding[] = [];
  private readonly specs = new Map<string, LoadResult>();
  private readonly options: LoadOptions;
  private hasSpecs = false;
  private every: string[] | undefined;
  /** Each navigation page's spec sources (its level's, else the config-wide ones). */
  readonly placement = new Map<string, string[]>();

  constructor(
    private readonly root: string,
    private readonly loaded: LoadedConfig,
    private readonly files: ProjectFiles,
    private readonly model: DocsModel,
    readonly configured: string[],
    readonly discovered: string[],
  ) {
    this.options = specLoadOptions(root, model);
    for (const { node, ancestors } of walkNav(model.navigation)) {
      if (node.page !== undefined && !this.placement.has(node.page)) this.placement.set(node.page, specSourcesFor(model, [...ancestors, node]));
    }
  }

  /** Every spec the project has is loaded, so each one's problems are reported. */
  async loadAll(): Promise<void> {
    for (const source of this.configured.length > 0 ? this.configured : this.discovered) await this.load(source);
    this.hasSpecs = [...this.specs.values()].some((r) => r.spec !== undefined);
  }

  has(source: string): boolean {
    return this.specs.has(specKey(source));
  }

  async load(source: string): Promise<LoadResult> {
    const key = specKey(source);
    let result = this.specs.get(key);
    if (!result) {
      result = await loadSpec(source, this.options);
      this.specs.set(key, result);
      appendAll(this.findings, result.diagnostics.map((f) => absolute(this.root, f)));
    }
    return result;
  }

  /** A page or entry is looked up in the spec of its navigation level, else the config-wide ones. */
  private async poolFor(chain: readonly string[]): Promise<LoadResult[]> {
    const sources = chain.length > 0 ? [...chain] : this.configured.length > 0 ? specSourcesFor(this.model, []) : this.discovered;
    const pool: LoadResult[] = [];
    for (const source of sources) pool.push(await this.load(source));
    return pool;
  }

  /** The configured specs, those of every navigation level, and spec files found in the project. */
  private async everySpec(): Promise<string[]> {
    if (this.every) return this.every;
    const sources = new Set<string>([...this.configured, ...this.discovered, ...[...this.placement.values()].flat()]);
    for (const candidate of specCandidates(this.root, this.loaded, this.files)) {
      if (!sources.has(candidate) && (await looksLikeSpec(this.root, join(this.root, candidate)))) sources.add(candidate);
    }
    this.every = [...sources].filter((s) => !REMOTE.test(s));
    return this.every;
  }

  private async definedAnywhere(method: string, path: string): Promise<boolean> {
    for (const source of await this.everySpec()) {
      const result = await this.load(source);
      if (result.spec && findOperation(result.spec, method, path)) return true;
    }
    return false;
  }

  /** Why an `openapi-schema` value names no schema of its specs, or `undefined` when one is found or no spec can be read (reported on its own). */
  async schemaProblem(value: string, chain: readonly string[]): Promise<string | undefined> {
    const ref = parseSchemaRef(unquote(value));
    if (!ref) return schemaValueMessage(value);
    if (ref.file !== undefined && REMOTE.test(ref.file)) return undefined;
    const pool = ref.file !== undefined ? [await this.load(ref.file)] : await this.poolFor(chain);
    if (pool.every((r) => r.spec === undefined)) return undefined;
    if (pool.some((r) => r.spec !== undefined && namedSchema(r.spec, ref.name) !== undefined)) return undefined;
    return missingSchemaMessage(ref.name, pool.map((r) => r.file));
  }

  /** Why `value` (a spec file or an operation) names nothing, or `undefined` when it is found; a `navEntry` must not name an `x-excluded` operation. */
  async problem(value: string, legacy: boolean, chain: readonly string[], navEntry = false): Promise<string | undefined> {
    const text = unquote(value);
    if (/^\S+$/.test(text) && SPEC_FILE.test(text)) {
      const result = await this.load(text);
      return result.spec ? undefined : `Missing OpenAPI spec \`${text}\``;
    }
    const ref = parseOperationRef(text);
    if (isOperationRefError(ref)) return ref.error;
    if (legacy && !this.hasSpecs) return undefined;
    if (ref.file !== undefined && REMOTE.test(ref.file)) return undefined;
    const pool = ref.file !== undefined ? [await this.load(ref.file)] : await this.poolFor(chain);
    if (pool.every((r) => r.spec === undefined)) {
      // A spec that cannot be read is reported once, on its own; what it would define is not guessed.
      return ref.file !== undefined || pool.length > 0 ? undefined : `Missing OpenAPI spec for \`${text}\`, expected \`openapi\` in the configuration or a spec file in the project`;
    }
    for (const result of pool) {
      const found = result.spec && findOperation(result.spec, ref.method, ref.path);
      // A navigation entry naming an `x-excluded` operation fails Mintlify's build: it generates no page for it.
      if (found && navEntry && found.operation['x-excluded']) return excludedOperationMessage(ref, result.file);
      if (found) return undefined;
    }
    // Like Mintlify, then any spec of the project that defines the operation (a translated page
    // names `GET /x` of the English spec).
    if (await this.definedAnywhere(ref.method, ref.path)) return undefined;
    // `api: POST /x` that no spec defines is a manual endpoint page on Mintlify, which reads no spec for `api:`.
    if (legacy && ref.file === undefined) return undefined;
    return missingOperationMessage(ref, ref.file !== undefined ? [ref.file] : pool.map((r) => r.file));
  }

  /** The warning for an operation (`GET /x`, no file) that more than one spec searched for it defines, or `undefined`. */
  async shadowed(value: string, chain: readonly string[]): Promise<string | undefined> {
    const ref = parseOperationRef(unquote(value));
    if (isOperationRefError(ref) || ref.file !== undefined || ref.url !== undefined) return undefined;
    const sources = chain.length > 0 ? [...chain] : this.configured.length > 0 ? specSourcesFor(this.model, []) : this.discovered;
    const defining: string[] = [];
    for (const source of sources) {
      const result = await this.load(source);
      if (result.spec && findOperation(result.spec, ref.method, ref.path)) defining.push(source);
    }
    const [used, ...rest] = defining;
    return used !== undefined && rest.length > 0 ? shadowedOperationMessage(ref, used, rest) : undefined;
  }

  /** Why Mintlify refuses a spec (Swagger 2.0, `$ref`s to other files). A remote spec is judged only from the copy this run read (offline: the cache). */
  async refusedReasons(source: string): Promise<string[]> {
    if (REMOTE.test(source) && !this.has(source)) return [];
    return refusals(await this.load(source));
  }
}

/** Files named like a spec that are not the configuration or a known non-spec JSON file. */
function specCandidates(root: string, loaded: LoadedConfig, files: ProjectFiles): string[] {
  return [...files.all].filter((f) => SPEC_FILE.test(f) && !NOT_SPECS.test(f) && !loaded.files.includes(join(root, f)));
}

/** The spec file or operation a page's `openapi` names, as a spec source. */
function pageSpecSource(value: string): string | undefined {
  const text = unquote(value);
  if (/^\S+$/.test(text) && SPEC_FILE.test(text)) return text;
  const ref = parseOperationRef(text);
  return isOperationRefError(ref) ? undefined : ref.file;
}

type Pages = Map<string, Frontmatter | undefined>;

/** Each page whose `openapi` front matter names a spec file, at that key. */
function pageSpecReferences(root: string, frontmatter: Pages): PageSpecReference[] {
  const out: PageSpecReference[] = [];
  for (const [page, fm] of frontmatter) {
    const value = fm?.data.openapi;
    const source = typeof value === 'string' ? pageSpecSource(value) : undefined;
    if (fm && source !== undefined) out.push({ source, file: join(root, page), line: fm.keyLines.openapi ?? 1, column: 1 });
  }
  return out;
}

/** Operations named by pages' `openapi` (error) and legacy `api` (warning) front matter, and schemas named by `openapi-schema` (error). */
async function checkPageOperations(root: string, index: SpecIndex, frontmatter: Pages, findings: Finding[]): Promise<void> {
  for (const [page, fm] of frontmatter) {
    if (!fm) continue;
    for (const key of ['openapi', 'api'] as const) {
      const value = fm.data[key];
      if (typeof value !== 'string') continue;
      const problem = await index.problem(value, key === 'api', index.placement.get(page.replace(/\.mdx?$/i, '')) ?? []);
      if (problem) {
        findings.push({ file: join(root, page), line: fm.keyLines[key] ?? 1, column: 1, ruleId: 'openapi-operation-missing', severity: key === 'api' ? 'warn' : 'error', message: problem });
      }
      const shadowed = key === 'openapi' && !problem ? await index.shadowed(value, index.placement.get(page.replace(/\.mdx?$/i, '')) ?? []) : undefined;
      if (shadowed) findings.push({ file: join(root, page), line: fm.keyLines[key] ?? 1, column: 1, ruleId: 'openapi-operation-shadowed', severity: 'warn', message: shadowed });
    }
    const schema = fm.data['openapi-schema'];
    if (typeof schema !== 'string' || schema.trim() === '') continue;
    const problem = await index.schemaProblem(schema, index.placement.get(page.replace(/\.mdx?$/i, '')) ?? []);
    if (problem) findings.push({ file: join(root, page), line: fm.keyLines['openapi-schema'] ?? 1, column: 1, ruleId: 'openapi-operation-missing', severity: 'error', message: problem });
  }
}

export async function checkOpenApi(root: string, loaded: LoadedConfig, files: ProjectFiles, frontmatter: Pages): Promise<Finding[]> {
  const model = usableModel(loaded);
  if (!model) return [];
  const configured = model.api.openapi.filter((s) => !REMOTE.test(s));
  const discovered: string[] = [];
  if (configured.length === 0) {
    for (const candidate of specCandidates(root, loaded, files)) if (await looksLikeSpec(root, join(root, candidate))) discovered.push(candidate);
  }
  const index = new SpecIndex(root, loaded, files, model, configured, discovered);
  await index.loadAll();
  const findings = index.findings;
  await checkPageOperations(root, index, frontmatter, findings);
  const resolved = loaded.resolved;
  // The configuration as written, so the key paths locate (the model's copy may lack invalid parts).
  const raw = resolved && isRecord(resolved.value) ? resolved.value : model.raw;
  // Navigation entries that name an operation (`GET /x`, `spec.yaml GET /x`), read once.
  const operationEntries = resolved ? navEntries(raw).filter(({ entry }) => OPERATION_ENTRY.test(entry.trim())) : [];
  if (resolved) {
    for (const { entry, path } of operationEntries) {
      const chain = rawSpecChain(raw, path);
      const problem = await index.problem(entry, false, chain, true);
      if (problem) {
        const where = locate(resolved, path);
        findings.push(finding(where.file, where.at, 'openapi-operation-missing', problem));
      }
      const shadowed = problem ? undefined : await index.shadowed(entry, chain);
      if (shadowed) {
        const where = locate(resolved, path);
        findings.push(finding(where.file, where.at, 'openapi-operation-shadowed', shadowed, 'warn'));
      }
    }
  }
  // Specs Mintlify refuses, at the places `build` reports them too; a remote spec is judged only from the copy this run read.
  const refused = await refusedSpecFindings({ root, resolved, raw, pages: pageSpecReferences(root, frontmatter), discovered: index.discovered }, async (source) => (REMOTE.test(source) && !index.has(source) ? undefined : index.load(source)));
  appendAll(findings, refused);
  // A `directory` that leads out of the project, as `build` refuses it.
  if (resolved) findings.push(...directoryFindings(resolved));
  // A spec that is not there is fixed where the configuration names it, else at each page that names it.
  return placeSpecSourceFindings(findings, resolved, root, pageSpecReferences(root, frontmatter));
}
