/** A text edit: replace `text` over `[start, end)` offsets of the original file. */
export interface Fix {
  range: [number, number];
  text: string;
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
