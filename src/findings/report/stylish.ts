import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import { reporter } from 'vfile-reporter';
import type { FileResult } from '../finding.js';
import { escapeCiCommands, escapeControl, lineSafePath } from '../terminal-text.js';
import { displayPath, type FormatOptions } from './shared.js';

/**
 * Findings listed per file in the human report; the JSON, SARIF and GitHub reports list all. The
 * reporter spreads them into one call (which overflows past ~100k) and measures every cell with
 * string-width, about 1.5 µs a character: 8,000 findings on one line (`{a}` repeated) took 7 s.
 */
export const MAX_LISTED_PER_FILE = 1_000;

/** The human report (vfile-reporter): one block per file with findings, then totals. */
export function formatStylish(results: readonly FileResult[], options: FormatOptions): string {
  const files = results.map((result) => {
    // Nothing from the project reaches the terminal raw: control characters and CI log commands are written out.
    const file = new VFile({ path: lineSafePath(displayPath(result.file, options.cwd)) });
    const listed = result.findings.length > MAX_LISTED_PER_FILE ? result.findings.slice(0, MAX_LISTED_PER_FILE) : result.findings;
    for (const finding of listed) {
      const start = { line: finding.line, column: finding.column };
      const place =
        finding.endLine !== undefined && finding.endColumn !== undefined ? { start, end: { line: finding.endLine, column: finding.endColumn } } : start;
      // Marked as ESLint users expect: `--fix` can fix it.
      const text = escapeCiCommands(escapeControl(finding.message));
      const message = new VFileMessage(finding.fix ? `${text} (fixable)` : text, { place, ruleId: escapeControl(finding.ruleId) });
      message.fatal = finding.severity === 'error';
      if (finding.url !== undefined) message.url = escapeControl(finding.url);
      file.messages.push(message);
    }
    if (listed.length < result.findings.length) {
      const next = result.findings[MAX_LISTED_PER_FILE];
      const rest = result.findings.length - MAX_LISTED_PER_FILE;
      const message = new VFileMessage(`Unexpected ${rest} more findings in this file, expected at most ${MAX_LISTED_PER_FILE} in this report (the \`json\` format lists all)`, {
        place: { line: next?.line ?? 1, column: next?.column ?? 1 },
        ruleId: 'report-limit',
      });
      message.fatal = false;
      file.messages.push(message);
    }
    return file;
  });
  if (files.every((file) => file.messages.length === 0)) return '';
  return reporter(files, { quiet: true, color: options.color ?? false, defaultName: '<stdin>' }) + '\n' + fixableLine(results);
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** ESLint's closing line: how many of the findings `--fix` can fix; empty when none. */
function fixableLine(results: readonly FileResult[]): string {
  let errors = 0;
  let warnings = 0;
  for (const result of results) {
    for (const finding of result.findings) {
      if (!finding.fix) continue;
      if (finding.severity === 'error') errors++;
      else warnings++;
    }
  }
  if (errors + warnings === 0) return '';
  return `  ${plural(errors, 'error')} and ${plural(warnings, 'warning')} potentially fixable with the \`--fix\` option.\n`;
}
