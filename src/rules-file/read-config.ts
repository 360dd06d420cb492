// The slice of the config model the rules file needs, read through the shared loader.
import { relative, sep } from 'node:path';
import { loadDocsConfig, usableModel, type LoadedConfig, type NavNode } from '../config/index.js';
import { LENIENT_RULES } from '../config/json.js';
import type { Finding } from '../findings/finding.js';
import type { ApiConfig } from './api-facts.js';

export interface ConfigNode {
  kind: string;
  label: string;
  /** Page path for `page` nodes, `METHOD /path` for `operation` nodes. */
  page?: string;
  version?: string;
  children: ConfigNode[];
}

export interface ConfigSlice {
  name: string;
  description?: string;
  navigation: ConfigNode[];
  versions: string[];
  languages: string[];
  api?: ApiConfig;
}

export interface ReadConfigResult {
  model?: ConfigSlice;
  /** Problems with docs.json; empty when the file is absent (the rules are then generic). */
  diagnostics: Finding[];
  /** `docs.json` or `mint.json` relative to the root; empty when neither exists. */
  configFile: string;
}

function toNode(node: NavNode): ConfigNode | undefined {
  if (node.kind === 'link') return undefined;
  const version = node.version !== undefined ? { version: node.version } : {};
  if (node.kind === 'page') return { kind: 'page', label: node.label, page: node.page ?? node.label, ...version, children: [] };
  if (node.kind === 'operation') return { kind: 'operation', label: node.label, page: node.operation ?? node.label, ...version, children: [] };
  return { kind: node.kind, label: node.label, ...version, children: toNodes(node.children) };
}

function toNodes(nodes: readonly NavNode[]): ConfigNode[] {
  return nodes.map(toNode).filter((node): node is ConfigNode => node !== undefined);
}

/**
 * A lone wrapper section (a legacy site's top anchor, a lone tab) says nothing: show what it holds. A lone group is
 * kept: its name is the heading readers see over its pages, and where a new page belongs.
 */
function unwrap(nodes: ConfigNode[]): ConfigNode[] {
  let current = nodes;
  while (current.length === 1 && current[0] && current[0].kind !== 'group' && current[0].page === undefined && current[0].children.length > 0) current = current[0].children;
  return current;
}

export async function readDocsConfig(root: string): Promise<ReadConfigResult> {
  return configSlice(await loadDocsConfig(root));
}

/** The slice of a configuration already loaded (the MCP server keeps the project's). */
export function configSlice(loaded: LoadedConfig): ReadConfigResult {
  if (loaded.configPath === undefined) return { configFile: '', diagnostics: [] };
  const configFile = relative(loaded.root, loaded.configPath).split(sep).join('/');
  // The rules file is generated as the site is: leniently. With a usable model (what
  // validates, see src/config/lenient.ts) every configuration problem is a warning.
  const model = usableModel(loaded);
  const diagnostics = loaded.diagnostics.map((d) => (LENIENT_RULES.has(d.ruleId) || (model && d.fatal !== true) ? { ...d, severity: 'warn' as const } : d));
  if (!model) return { configFile, diagnostics };
  return {
    configFile,
    diagnostics,
    model: {
      name: model.name,
      ...(model.description ? { description: model.description } : {}),
      navigation: unwrap(toNodes(model.navigation)),
      versions: model.versions,
      languages: model.languages,
      api: {
        baseUrl: model.api.baseUrl,
        openapi: model.api.openapi,
        ...(model.api.auth ? { auth: model.api.auth } : {}),
      },
    },
  };
}
