// Pages the navigation asks for without a file: entries that name an operation
// (`"GET /plants/{id}"`) and groups that name a spec (`"openapi": "openapi.yaml"`), which list
// every operation of it after their own pages. Each becomes a virtual page whose source is just
// front matter (`openapi: <spec> METHOD /path`), so it goes through the same API page
// pipeline as a written one.
import { isAbsolute, join } from 'node:path';
import { slug } from 'github-slugger';
import type { DocsModel, NavNode } from '../config/model.js';
import type { Finding } from '../findings/finding.js';
import { loadSpec, type LoadOptions, type LoadResult } from './load.js';
import { specSourcesFor } from './sources.js';
import { specWarning } from './load.js';
import { findOperation, isOperationRefError, listOperations, parseOperationRef, type ListedOperation } from './operations.js';

export interface VirtualApiPage {
  /** Page path without extension, relative to the root (`api/get-a-plant`). */
  path: string;
  /** The page's source: front matter naming the operation. */
  source: string;
  title: string;
  /** `spec METHOD /path`, as the front matter says it. */
  operation: string;
}

export interface OperationNavOptions {
  root: string;
  /** The config model's spec sources: a navigation entry uses the nearest level's spec (src/openapi/sources.ts). */
  model: Pick<DocsModel, 'api' | 'navigation'>;
  /** Page paths that exist on disk: generated paths never take one of them. */
  existing?: ReadonlySet<string>;
  offline?: boolean;
  /** See `LoadOptions.cacheDir`. */
  cacheDir?: string;
  /** See `LoadOptions.prefetched`. */
  prefetched?: readonly string[];
  /** File that findings name (the config file). */
  configFile?: string;
}

function yamlString(value: string): string {
  return JSON.stringify(value);
}

function titleOf(listed: Pick<ListedOperation, 'method' | 'path' | 'summary'>): string {
  return listed.summary ?? (listed.method === 'webhook' ? `Webhook ${listed.path}` : `${listed.method.toUpperCase()} ${listed.path}`);
}

/**
 * Give every `operation` node a `page` (and add operation nodes under spec groups with no
 * children), returning the virtual pages to build. Mutates `navigation`.
 */
export interface OperationNavResult {
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

/** One navigation's generated operation pages, with the paths they claim and what could not be read. */
class OperationPages {
  readonly pages: VirtualApiPage[] = [];
  readonly unknownUnder: string[] = [];
  readonly findings: Finding[] = [];
  private readonly taken: Set<string>;
  private readonly loadOptions: LoadOptions;
  /** A spec that cannot be read is one warning, however many entries name it. */
  private readonly warned = new Set<string>();
  private readonly configFile: string;

  constructor(private readonly options: OperationNavOptions) {
    this.taken = new Set(options.existing ?? []);
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

  private claim(base: string, name: string): string {
    const stem = slug(name) || 'operation';
    let path = base ? `${base}/${stem}` : stem;
    for (let i = 2; this.taken.has(path); i++) path = `${base ? `${base}/` : ''}${stem}-${i}`;
    this.taken.add(path);
    return path;
  }

  private addPage(node: NavNode, base: string, source: string, listed: Pick<ListedOperation, 'method' | 'path' | 'summary'>): void {
    const reference = listed.method === 'webhook' ? `${source} webhook ${listed.path}` : `${source} ${listed.method.toUpperCase()} ${listed.path}`;
    const title = titleOf(listed);
    const path = this.claim(base, title);
    node.page = path;
    if (node.label === node.operation) node.label = title;
    this.pages.push({ path, title, operation: reference, source: `---\ntitle: ${yamlString(title)}\nopenapi: ${yamlString(reference)}\n---\n` });
  }

  private configError(message: string): void {
    this.findings.push({ file: this.configFile, line: 1, column: 1, ruleId: 'openapi-operation', severity: 'error', message });
  }

  /** An entry that names an operation (`GET /x`, `spec.yaml GET /x`), looked up in its level's specs. */
  private async operationEntry(node: NavNode, operation: string, base: string, here: string[]): Promise<void> {
    const ref = parseOperationRef(operation);
    if (isOperationRefError(ref)) {
      this.configError(ref.error);
      return;
    }
    let failed: string | undefined;
    for (const source of ref.file !== undefined ? [ref.file] : here) {
      const loaded = await loadSpec(source, this.loadOptions);
      if (!loaded.spec) {
        failed ??= ref.file ?? source;
        this.unreadable(loaded);
      }
      const listed = loaded.spec && findOperation(loaded.spec, ref.method, ref.path);
      if (listed) {
        this.addPage(node, base, ref.file ?? source, listed);
        return;
      }
    }
    // The spec cannot be read: the entry still gets its page, built from `METHOD /path`.
    if (failed !== undefined) this.addPage(node, base, failed, { method: ref.method, path: ref.path });
    else this.configError(`Missing operation \`${ref.method.toUpperCase()} ${ref.path}\` named in the navigation${here.length > 0 ? ` in ${here.map((s) => `\`${s}\``).join(', ')}` : ''}`);
  }

  /**
   * A group (or tab, anchor …) that names a spec gets a page per operation, after the pages it
   * lists, as Mintlify's prebuild does, unless one of its entries names an operation of that
   * spec without a file (`"GET /plants"`): then it lists only what it names.
   */
  private async specLevel(node: NavNode, openapi: string, chain: NavNode[]): Promise<void> {
    if (node.children.length > 0) await this.walk(node.children, [...chain, node]);
    if (namesOwnOperation(node)) return;
    const loaded = await loadSpec(openapi, this.loadOptions);
    // As the platform does: `<directory>/<tag>/<summary>`, the directory `api-reference` unless the level names one.
    const directory = node.openapiDirectory ?? 'api-reference';
    if (!loaded.spec) {
      this.unreadable(loaded);
      this.unknownUnder.push(directory);
      return;
    }
    for (const listed of listOperations(loaded.spec)) {
      if (listed.operation['x-hidden'] === true) continue;
      const tag = Array.isArray(listed.operation.tags) && typeof listed.operation.tags[0] === 'string' ? slug(listed.operation.tags[0]) : '';
      const child: NavNode = { kind: 'operation', label: titleOf(listed), operation: listed.key, children: [] };
      this.addPage(child, tag ? `${directory}/${tag}` : directory, openapi, listed);
      node.children.push(child);
    }
  }

  async walk(nodes: NavNode[], chain: NavNode[]): Promise<void> {
    // Generated pages sit next to the group's written pages, or under `api-reference`.
    const sibling = nodes.find((n) => n.page !== undefined && n.kind === 'page')?.page;
    const base = sibling?.includes('/') ? sibling.slice(0, sibling.lastIndexOf('/')) : 'api-reference';
    for (const node of nodes) {
      const operation = node.operation;
      if (node.kind === 'operation' && operation !== undefined && node.page === undefined) {
        await this.operationEntry(node, operation, base, specSourcesFor(this.options.model, [...chain, node]));
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
  await generated.walk(navigation, []);
  return { pages: generated.pages, findings: generated.findings, unknownUnder: generated.unknownUnder };
}
