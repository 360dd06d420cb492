// Pages the navigation asks for without a file: entries that name an operation
// (`"GET /plants/{id}"`) and groups that name a spec (`"openapi": "openapi.yaml"`) with no
// pages, which list every operation of it. Each becomes a virtual page whose source is just
// front matter (`openapi: <spec> METHOD /path`), so it goes through the same API page
// pipeline as a written one.
import { slug } from 'github-slugger';
import type { NavNode } from '../config/model.js';
import type { Finding } from '../findings/finding.js';
import { loadSpec } from './load.js';
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
  /** Every spec source of the config (`model.api.openapi`), searched last. */
  specs: readonly string[];
  /** Page paths that exist on disk: generated paths never take one of them. */
  existing?: ReadonlySet<string>;
  offline?: boolean;
  /** File that findings name (the config file). */
  configFile?: string;
}

function yamlString(value: string): string {
  return JSON.stringify(value);
}

function titleOf(listed: ListedOperation): string {
  return listed.summary ?? (listed.method === 'webhook' ? `Webhook ${listed.path}` : `${listed.method.toUpperCase()} ${listed.path}`);
}

/**
 * Give every `operation` node a `page` (and add operation nodes under spec groups with no
 * children), returning the virtual pages to build. Mutates `navigation`.
 */
export async function operationNavPages(navigation: NavNode[], options: OperationNavOptions): Promise<{ pages: VirtualApiPage[]; findings: Finding[] }> {
  const pages: VirtualApiPage[] = [];
  const findings: Finding[] = [];
  const taken = new Set(options.existing ?? []);
  const loadOptions = { root: options.root, ...(options.offline !== undefined ? { offline: options.offline } : {}) };
  const configFile = options.configFile ?? 'docs.json';

  const claim = (base: string, name: string): string => {
    const stem = slug(name) || 'operation';
    let path = base ? `${base}/${stem}` : stem;
    for (let i = 2; taken.has(path); i++) path = `${base ? `${base}/` : ''}${stem}-${i}`;
    taken.add(path);
    return path;
  };

  const addPage = (node: NavNode, base: string, source: string, listed: ListedOperation): void => {
    const reference = listed.method === 'webhook' ? `${source} webhook ${listed.path}` : `${source} ${listed.method.toUpperCase()} ${listed.path}`;
    const title = titleOf(listed);
    const path = claim(base, title);
    node.page = path;
    if (node.label === node.operation) node.label = title;
    pages.push({ path, title, operation: reference, source: `---\ntitle: ${yamlString(title)}\nopenapi: ${yamlString(reference)}\n---\n` });
  };

  const walk = async (nodes: NavNode[], specs: string[]): Promise<void> => {
    // Generated pages sit next to the group's written pages, or under `api-reference`.
    const sibling = nodes.find((n) => n.page !== undefined && n.kind === 'page')?.page;
    const base = sibling?.includes('/') ? sibling.slice(0, sibling.lastIndexOf('/')) : 'api-reference';
    for (const node of nodes) {
      const here = node.openapi ? [node.openapi, ...specs] : specs;
      if (node.kind === 'operation' && node.operation !== undefined && node.page === undefined) {
        const ref = parseOperationRef(node.operation);
        if (isOperationRefError(ref)) {
          findings.push({ file: configFile, line: 1, column: 1, ruleId: 'openapi-operation', severity: 'error', message: ref.error });
          continue;
        }
        let done = false;
        for (const source of ref.file !== undefined ? [ref.file] : here) {
          const loaded = await loadSpec(source, loadOptions);
          const listed = loaded.spec && findOperation(loaded.spec, ref.method, ref.path);
          if (listed) {
            addPage(node, base, ref.file ?? source, listed);
            done = true;
            break;
          }
        }
        if (!done) {
          findings.push({
            file: configFile,
            line: 1,
            column: 1,
            ruleId: 'openapi-operation',
            severity: 'error',
            message: `Missing operation \`${ref.method.toUpperCase()} ${ref.path}\` named in the navigation${here.length > 0 ? ` in ${here.map((s) => `\`${s}\``).join(', ')}` : ''}`,
          });
        }
        continue;
      }
      if (node.openapi && node.kind === 'group' && node.children.length === 0) {
        const loaded = await loadSpec(node.openapi, loadOptions);
        if (!loaded.spec) {
          findings.push(...loaded.diagnostics);
          continue;
        }
        const groupBase = slug(node.label) ? `api-reference/${slug(node.label)}` : 'api-reference';
        for (const listed of listOperations(loaded.spec)) {
          const child: NavNode = { kind: 'operation', label: titleOf(listed), operation: listed.key, children: [] };
          addPage(child, groupBase, node.openapi, listed);
          node.children.push(child);
        }
        continue;
      }
      if (node.children.length > 0) await walk(node.children, here);
    }
  };

  await walk(navigation, [...options.specs]);
  return { pages, findings };
}
