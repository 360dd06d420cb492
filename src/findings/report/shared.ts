import { isAbsolute, relative, sep } from 'node:path';
import type { FileResult, Finding } from '../finding.js';
import { boundMessage } from '../terminal-text.js';
import { checkUrl, isCheckId } from '../checks.js';
import { compareText } from '../../fs/order.js';

export interface FormatOptions {
  /** Errors only: warnings are left out of the report (and of its counts). */
  quiet?: boolean;
  /** Paths in the report are made relative to this folder (default: left as they are). */
  cwd?: string;
  /** ANSI colours in `stylish` output (default `false`). */
  color?: boolean;
  /** Extra description of a rule, for `sarif`'s rule table. */
  describeRule?: (ruleId: string) => { description?: string; url?: string } | undefined;
  /** `json` and `sarif` on one line (one report per line, for a stream of reports). */
  oneLine?: boolean;
  /** Tool name and version written into `sarif`. */
  tool?: { name: string; version: string; informationUri?: string };
  /**
   * A command's own figures besides its findings (`score`: the site, its score and every check): `summary` at the
   * top of `json`, the run's `properties` in `sarif`; `stylish` and `github` leave them out. JSON values only.
   */
  summary?: Readonly<Record<string, unknown>>;
}

/** A path as shown in reports: relative to `cwd` when given, with `/` separators. */
export function displayPath(file: string, cwd: string | undefined): string {
  let path = file;
  if (cwd !== undefined && isAbsolute(file)) {
    const rel = relative(cwd, file);
    path = rel === '' ? file : rel;
  }
  return sep === '/' ? path : path.split(sep).join('/');
}

/**
 * Results with warnings dropped when `quiet`, in a stable order: by file as given, then position;
 * every message bounded (`boundMessage`: long quoted values end with `…`), so each report's work
 * per finding is bounded whatever the project holds; a check id's finding without a `url` gets its docs page's.
 */
export function visibleResults(results: readonly FileResult[], options: FormatOptions): FileResult[] {
  return results.map((result) => ({
    ...result,
    findings: (options.quiet ? result.findings.filter((f) => f.severity === 'error') : result.findings).map(bounded).sort(compareFindings),
  }));
}

/** The finding with its message bounded and, for a check id, its docs `url` (the same object when nothing changed). */
function bounded(finding: Finding): Finding {
  const message = boundMessage(finding.message);
  const url = finding.url ?? (isCheckId(finding.ruleId) ? checkUrl(finding.ruleId) : undefined);
  return message === finding.message && url === finding.url ? finding : { ...finding, message, ...(url !== undefined ? { url } : {}) };
}

export function compareFindings(a: Finding, b: Finding): number {
  return a.line - b.line || a.column - b.column || compareText(a.ruleId, b.ruleId) || compareText(a.message, b.message);
}
