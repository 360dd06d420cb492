import { countBySeverity, type FileResult } from '../finding.js';
import { displayPath, type FormatOptions } from './shared.js';
import { escapeJsonControl } from '../terminal-text.js';

/**
 * The `json` report. Its shape is stable (`version` changes when it does not stay compatible):
 *
 * ```
 * { "version": 1, "errorCount": 1, "warningCount": 0, "fixableCount": 0,
 *   "files": [{ "file": "docs/a.mdx", "errorCount": 1, "warningCount": 0,
 *     "findings": [{ "ruleId": "code-language", "severity": "error", "message": "…",
 *       "line": 3, "column": 1, "endLine": 5, "endColumn": 4, "url": "…", "fatal": false, "fixable": false,
 *       "suggestions": [{ "title": "Mark the code as plain text (`text`)", "range": [10, 13], "text": "```text" }] }] }] }
 * ```
 *
 * `suggestions` (only on findings that have some) are repairs to choose from, never applied by `--fix`: each
 * replaces `range` (offsets `[start, end)` of the file's text, a BOM not counted) with `text`.
 *
 * A file whose text a fix changed without writing it (`--fix-dry-run`) also carries `"output"`: the fixed text
 * (`migrate` without `--write`: the new `docs.json`). A command with figures of its own adds `"summary"` (`score`).
 */
export interface JsonReport {
  version: 1;
  errorCount: number;
  warningCount: number;
  fixableCount: number;
  files: JsonFile[];
  /** The command's own figures besides its findings (`score`: `{ target, score, checks }`), only from commands that have some. */
  summary?: Readonly<Record<string, unknown>>;
}

export interface JsonFile {
  file: string;
  errorCount: number;
  warningCount: number;
  findings: JsonFinding[];
  /** The fixed text (`--fix-dry-run`), only when a fix changed it, as in ESLint's JSON. */
  output?: string;
}

export interface JsonFinding {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  line: number;
  column: number;
  endLine: number | null;
  endColumn: number | null;
  url: string | null;
  fatal: boolean;
  fixable: boolean;
  /** Alternative repairs (not applied by `--fix`): replace `range` of the file with `text`. */
  suggestions?: Array<{ title: string; range: [number, number]; text: string }>;
}

export function toJsonReport(results: readonly FileResult[], options: FormatOptions): JsonReport {
  const report: JsonReport = { version: 1, errorCount: 0, warningCount: 0, fixableCount: 0, files: [] };
  for (const result of results) {
    const counts = countBySeverity(result.findings);
    const file: JsonFile = { file: displayPath(result.file, options.cwd), errorCount: counts.errors, warningCount: counts.warnings, findings: [] };
    for (const f of result.findings) {
      if (f.fix) report.fixableCount++;
      file.findings.push({
        ruleId: f.ruleId,
        severity: f.severity,
        message: f.message,
        line: f.line,
        column: f.column,
        endLine: f.endLine ?? null,
        endColumn: f.endColumn ?? null,
        url: f.url ?? null,
        fatal: f.fatal === true,
        fixable: f.fix !== undefined,
        ...(f.suggestions && f.suggestions.length > 0 ? { suggestions: f.suggestions.map((s) => ({ title: s.title, range: s.fix.range, text: s.fix.text })) } : {}),
      });
    }
    if (result.output !== undefined) file.output = result.output;
    report.errorCount += file.errorCount;
    report.warningCount += file.warningCount;
    report.files.push(file);
  }
  if (options.summary !== undefined) report.summary = options.summary;
  return report;
}

export function formatJson(results: readonly FileResult[], options: FormatOptions): string {
  return escapeJsonControl(JSON.stringify(toJsonReport(results, options), null, options.oneLine ? undefined : 2)) + '\n';
}
