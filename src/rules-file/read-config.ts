// The slice of the config model the rules file needs. Interim reader until the shared
// config loader (src/config/) lands; then this file becomes an adapter over it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, type ParseError } from 'jsonc-parser';
import { isRecord } from '../parse/index.js';
import type { Finding } from '../lint/finding.js';
import type { ApiConfig } from './api-facts.js';

export interface ConfigNode {
  kind: string;
  label: string;
  page?: string;
  children: ConfigNode[];
}

export interface ConfigSlice {
  name: string;
  description?: string;
  navigation: ConfigNode[];
  api?: ApiConfig;
}

export interface ReadConfigResult {
  model?: ConfigSlice;
  diagnostics: Finding[];
  /** `docs.json` or `mint.json`; empty when neither exists. */
  configFile: string;
}

const SECTION_KEYS = [
  ['languages', 'language'],
  ['versions', 'version'],
  ['tabs', 'tab'],
  ['anchors', 'anchor'],
  ['dropdowns', 'dropdown'],
  ['groups', 'group'],
  ['pages', 'page'],
] as const;

function labelOf(value: Record<string, unknown>, kind: string): string {
  for (const key of [kind, 'name', 'label', 'group', 'tab', 'anchor', 'version', 'language', 'dropdown']) {
    const label = value[key];
    if (typeof label === 'string' && label.trim() !== '') return label;
  }
  return kind;
}

function nodesOf(value: unknown, kind: string): ConfigNode[] {
  if (!Array.isArray(value)) return [];
  const nodes: ConfigNode[] = [];
  for (const entry of value) {
    if (typeof entry === 'string') nodes.push({ kind: 'page', label: entry, page: entry, children: [] });
    else if (isRecord(entry)) nodes.push({ kind, label: labelOf(entry, kind), children: childrenOf(entry) });
  }
  return nodes;
}

function childrenOf(value: Record<string, unknown>): ConfigNode[] {
  const children: ConfigNode[] = [];
  for (const [key, kind] of SECTION_KEYS) children.push(...nodesOf(value[key], kind === 'page' ? 'group' : kind));
  return children;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === 'string');
  if (isRecord(value) && typeof value.source === 'string') return [value.source];
  return [];
}

function apiOf(config: Record<string, unknown>): ApiConfig | undefined {
  const api = isRecord(config.api) ? config.api : undefined;
  const openapi = [...strings(config.openapi), ...strings(api?.openapi)];
  const auth = isRecord(api?.auth) && typeof api.auth.method === 'string' ? api.auth : undefined;
  const baseUrl = strings(api?.baseUrl);
  if (!api && openapi.length === 0) return undefined;
  return {
    baseUrl,
    openapi,
    ...(auth && typeof auth.method === 'string'
      ? {
          auth: {
            method: auth.method,
            ...(typeof auth.name === 'string' ? { name: auth.name } : {}),
            ...(typeof auth.inputPrefix === 'string' ? { inputPrefix: auth.inputPrefix } : {}),
          },
        }
      : {}),
  };
}

export async function readDocsConfig(root: string): Promise<ReadConfigResult> {
  for (const configFile of ['docs.json', 'mint.json']) {
    let textValue: string;
    try {
      textValue = await readFile(join(root, configFile), 'utf8');
    } catch {
      continue;
    }
    const errors: ParseError[] = [];
    const value: unknown = parse(textValue, errors, { allowTrailingComma: true });
    if (errors.length > 0 || !isRecord(value)) {
      return {
        configFile,
        diagnostics: [{ file: configFile, line: 1, column: 1, ruleId: 'config-syntax', severity: 'error', message: `Unexpected invalid JSON in \`${configFile}\`` }],
      };
    }
    const name = typeof value.name === 'string' ? value.name : '';
    if (name === '') {
      return { configFile, diagnostics: [{ file: configFile, line: 1, column: 1, ruleId: 'config-schema', severity: 'error', message: 'Missing `name`' }] };
    }
    const navigation = Array.isArray(value.navigation) ? nodesOf(value.navigation, 'group') : isRecord(value.navigation) ? childrenOf(value.navigation) : [];
    const api = apiOf(value);
    return {
      configFile,
      diagnostics: [],
      model: { name, ...(typeof value.description === 'string' ? { description: value.description } : {}), navigation, ...(api ? { api } : {}) },
    };
  }
  return { configFile: '', diagnostics: [] };
}
