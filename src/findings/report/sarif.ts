import type { FileResult } from '../finding.js';
import { displayPath, type FormatOptions } from './shared.js';
import { escapeJsonControl } from '../terminal-text.js';
import { CHECKS, isCheckId } from '../checks.js';

interface SarifRule {
  id: string;
  shortDescription?: { text: string };
  helpUri?: string;
}

interface SarifRegion {
  startLine: number;
  startColumn: number;
  endLine?: number;
  endColumn?: number;
}

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: 'error' | 'warning';
  message: { text: string };
  locations: Array<{ physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string }; region: SarifRegion } }>;
}

export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: Array<{
    tool: { driver: { name: string; version: string; informationUri: string; rules: SarifRule[] } };
    originalUriBaseIds?: Record<string, { uri: string }>;
    /** What a region's columns count: JavaScript string indexes, so UTF-16 code units (SARIF's default is code points). */
    columnKind: 'utf16CodeUnits';
    results: SarifResult[];
    /** The command's own figures (`FormatOptions.summary`), as a SARIF property bag. */
    properties?: Readonly<Record<string, unknown>>;
  }>;
}

/** Percent-encode a relative path as a URI reference, keeping `/`. */
function toUri(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** SARIF 2.1.0, as GitHub code scanning reads it: paths relative to `%SRCROOT%` (the `cwd`). */
export function toSarif(results: readonly FileResult[], options: FormatOptions): SarifLog {
  const rules: SarifRule[] = [];
  const ruleIndex = new Map<string, number>();
  const sarifResults: SarifResult[] = [];
  for (const result of results) {
    const path = displayPath(result.file, options.cwd);
    // A URL (`score` of a server) is its own absolute URI.
    const url = /^https?:\/\//i.test(path);
    const relativePath = !url && !path.startsWith('/') && !/^[a-zA-Z]:/.test(path);
    for (const f of result.findings) {
      let index = ruleIndex.get(f.ruleId);
      if (index === undefined) {
        const described = options.describeRule?.(f.ruleId) ?? (isCheckId(f.ruleId) ? { description: CHECKS[f.ruleId].description } : undefined);
        const rule: SarifRule = { id: f.ruleId };
        if (described?.description) rule.shortDescription = { text: described.description };
        const url = f.url ?? described?.url;
        if (url) rule.helpUri = url;
        index = rules.push(rule) - 1;
        ruleIndex.set(f.ruleId, index);
      }
      const region: SarifRegion = { startLine: f.line, startColumn: f.column };
      if (f.endLine !== undefined && f.endColumn !== undefined) {
        region.endLine = f.endLine;
        region.endColumn = f.endColumn;
      }
      const artifactLocation = url ? { uri: path } : relativePath ? { uri: toUri(path), uriBaseId: '%SRCROOT%' } : { uri: `file://${toUri(path.replace(/\\/g, '/'))}` };
      sarifResults.push({
        ruleId: f.ruleId,
        ruleIndex: index,
        level: f.severity === 'error' ? 'error' : 'warning',
        message: { text: f.message },
        locations: [{ physicalLocation: { artifactLocation, region } }],
      });
    }
  }
  const tool = options.tool ?? { name: 'docwright', version: '0.0.0' };
  const run: SarifLog['runs'][number] = {
    tool: { driver: { name: tool.name, version: tool.version, informationUri: tool.informationUri ?? 'https://github.com/docwright/docwright', rules } },
    columnKind: 'utf16CodeUnits',
    results: sarifResults,
  };
  if (options.summary !== undefined) run.properties = options.summary;
  if (options.cwd !== undefined) {
    const root = options.cwd.replace(/\\/g, '/');
    run.originalUriBaseIds = { '%SRCROOT%': { uri: `file://${toUri(root.endsWith('/') ? root : `${root}/`)}` } };
  }
  return { $schema: 'https://json.schemastore.org/sarif-2.1.0.json', version: '2.1.0', runs: [run] };
}

export function formatSarif(results: readonly FileResult[], options: FormatOptions): string {
  return escapeJsonControl(JSON.stringify(toSarif(results, options), null, options.oneLine ? undefined : 2)) + '\n';
}
