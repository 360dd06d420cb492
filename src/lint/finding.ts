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

/** How many findings are errors and how many are warnings (every other severity). */
export function countBySeverity(findings: Iterable<{ severity: string }>): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const finding of findings) {
    if (finding.severity === 'error') errors++;
    else warnings++;
  }
  return { errors, warnings };
}
