import type { FileResult } from '../finding.js';
import { escapeCiCommands, escapeControl, lineSafePath } from '../terminal-text.js';
import { displayPath, type FormatOptions } from './shared.js';

/**
 * One line per finding, `file:line:column: severity: message`, the form compilers print:
 * what `build` and `dev` write to stderr when no `--format` is asked for.
 * Paths outside `cwd` stay absolute; control characters and CI log commands (`##[`, a leading `::`) in paths
 * and messages are written out (`\xNN`, `./::`).
 */
export function formatCompact(results: readonly FileResult[], options: FormatOptions): string {
  const lines: string[] = [];
  for (const result of results) {
    const path = displayPath(result.file, options.cwd);
    const file = lineSafePath(path.startsWith('../') || path === '..' ? result.file : path);
    for (const f of result.findings) lines.push(`${file}:${f.line}:${f.column}: ${f.severity === 'error' ? 'error' : 'warning'}: ${escapeCiCommands(escapeControl(f.message))}\n`);
  }
  return lines.join('');
}
