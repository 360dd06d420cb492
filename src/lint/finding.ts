import type { Fix } from './rule.js';

/** One lint or check result. */
export interface Finding {
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  ruleId: string;
  severity: 'warn' | 'error';
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

export function countBySeverity(results: readonly FileResult[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const result of results) {
    for (const finding of result.findings) {
      if (finding.severity === 'error') errors++;
      else warnings++;
    }
  }
  return { errors, warnings };
}

/** Append `items` to `target` one by one: `push(...items)` overflows the stack past ~100k items. */
export function appendAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}
