import type { FileResult } from '../finding.js';
import { formatCompact } from './compact.js';
import { formatGithub } from './github.js';
import { formatJson } from './json.js';
import { formatSarif } from './sarif.js';
import { visibleResults, type FormatOptions } from './shared.js';
import { formatStylish } from './stylish.js';

export type { FormatOptions } from './shared.js';
export type { JsonReport, JsonFile, JsonFinding } from './json.js';
export type { SarifLog } from './sarif.js';

export const FORMATS = ['stylish', 'json', 'sarif', 'github'] as const;
export type Format = (typeof FORMATS)[number];

export function isFormat(value: unknown): value is Format {
  return typeof value === 'string' && (FORMATS as readonly string[]).includes(value);
}

const formatters: Record<Format, (results: readonly FileResult[], options: FormatOptions) => string> = {
  stylish: formatStylish,
  json: formatJson,
  sarif: formatSarif,
  github: formatGithub,
};

/**
 * Format lint or check results. Works on any `Finding`s; `quiet` drops warnings.
 * Output ends with a newline, or is empty when `stylish`/`github` have nothing to say.
 */
export function formatResults(results: readonly FileResult[], format: Format, options: FormatOptions = {}): string {
  return formatters[format](visibleResults(results, options), options);
}

/** `file:line:column: severity: message` lines: what `build` and `dev` print when no `--format` is asked for. */
export function formatCompactResults(results: readonly FileResult[], options: FormatOptions = {}): string {
  return formatCompact(visibleResults(results, options), options);
}

/** What is wrong with a `--format` value that is not one of `FORMATS`. */
export function formatProblem(value: string): string {
  return `Unexpected format \`${value}\`, expected one of ${FORMATS.map((f) => `\`${f}\``).join(', ')}`;
}
