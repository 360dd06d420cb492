/** A text edit: replace `text` over `[start, end)` offsets of the original file. */
export interface Fix {
  range: [number, number];
  text: string;
}

/**
 * A repair offered beside a finding when several are possible (as ESLint's suggestions): shown as an editor code
 * action and in `--format json`, never applied by `--fix`. `title` names the edit, for example "Rename to `<CodeGroup>`".
 */
export interface Suggestion {
  title: string;
  fix: Fix;
}

/** How much a finding matters: `error` fails the command, `warn` is reported only. */
export type FindingSeverity = 'warn' | 'error';

/** One result of lint, check, build or dev: what is wrong, where, and which rule says so. */
export interface Finding {
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  /** Stable id of the rule or check (`heading-increment`, `page-parse`, `link-broken`, `config-invalid` …). */
  ruleId: string;
  severity: FindingSeverity;
  message: string;
  url?: string;
  /** The file could not be processed at all (parse error, unreadable). */
  fatal?: boolean;
  fix?: Fix;
  /** Alternative repairs, none applied by `--fix` (see {@link Suggestion}). */
  suggestions?: Suggestion[];
}

export interface FileResult {
  file: string;
  findings: Finding[];
  /** The fixed text, when `fix` was asked for and something changed. */
  output?: string;
}

export interface SeverityCount {
  errors: number;
  warnings: number;
}

/** How many errors and warnings: of findings, or of the findings of file results. */
export function countBySeverity(items: Iterable<Finding | FileResult>): SeverityCount {
  let errors = 0;
  let warnings = 0;
  const add = (finding: Finding): void => {
    if (finding.severity === 'error') errors++;
    else warnings++;
  };
  for (const item of items) {
    if ('findings' in item) for (const finding of item.findings) add(finding);
    else add(item);
  }
  return { errors, warnings };
}

/** A function that adds a finding to `into` unless one with the same file, line, column and message is already there. */
export function pushOnce(into: Finding[]): (finding: Finding) => void {
  const seen = new Set<string>();
  return (finding) => {
    const key = `${finding.file}:${finding.line}:${finding.column}:${finding.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    into.push(finding);
  };
}

/** Whether a value (thrown, or read back) has the shape of a `Finding`. */
export function isFinding(value: unknown): value is Finding {
  return (
    typeof value === 'object' &&
    value !== null &&
    'file' in value &&
    typeof value.file === 'string' &&
    'line' in value &&
    typeof value.line === 'number' &&
    'column' in value &&
    typeof value.column === 'number' &&
    'ruleId' in value &&
    typeof value.ruleId === 'string' &&
    'message' in value &&
    typeof value.message === 'string' &&
    'severity' in value &&
    (value.severity === 'warn' || value.severity === 'error')
  );
}

/** Findings grouped per file, in the order the files first appear. */
export function groupByFile(findings: Iterable<Finding>): FileResult[] {
  const byFile = new Map<string, Finding[]>();
  for (const finding of findings) {
    const list = byFile.get(finding.file);
    if (list) list.push(finding);
    else byFile.set(finding.file, [finding]);
  }
  return [...byFile].map(([file, list]) => ({ file, findings: list }));
}

/** Append `items` to `target` one by one: `push(...items)` overflows the stack past ~100k items. */
export function appendAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}

/** At most this many findings of one rule in one file are listed; the rest are counted. */
export const MAX_FINDINGS_PER_RULE = 1000;

/** Keep the first `MAX_FINDINGS_PER_RULE` findings of each rule per file and one that counts the rest. */
export function capFindings(findings: readonly Finding[]): Finding[] {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(`${f.file}\0${f.ruleId}`, (counts.get(`${f.file}\0${f.ruleId}`) ?? 0) + 1);
  if ([...counts.values()].every((n) => n <= MAX_FINDINGS_PER_RULE)) return [...findings];
  const seen = new Map<string, number>();
  const out: Finding[] = [];
  for (const f of findings) {
    const key = `${f.file}\0${f.ruleId}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n <= MAX_FINDINGS_PER_RULE) out.push(f);
    else if (n === MAX_FINDINGS_PER_RULE + 1) {
      const rest = (counts.get(key) ?? n) - MAX_FINDINGS_PER_RULE;
      out.push({ file: f.file, line: f.line, column: f.column, ruleId: f.ruleId, severity: f.severity, message: `Unexpected ${rest} more \`${f.ruleId}\` findings in this file from here on, expected at most ${MAX_FINDINGS_PER_RULE} (the rest are not listed)` });
    }
  }
  return out;
}
