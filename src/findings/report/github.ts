import type { FileResult } from '../finding.js';
import { escapeControl } from '../terminal-text.js';
import { displayPath, type FormatOptions } from './shared.js';

/** Escape workflow-command data (the message): `%`, CR and LF encoded, other control characters written out (`\xNN`). */
export function escapeData(text: string): string {
  return escapeControl(text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'));
}

/**
 * Escape a workflow-command property value (file, title): `%`, CR, LF, `:` and `,` percent-encoded as GitHub
 * decodes them, so a property stays one value and a name with a `:` or `,` still matches its file; any other
 * control character (a tab, an ESC) is written out (`\x1b`), as in the message: a CI log shows the line, and a raw
 * ESC from a file name would drive the terminal that reads it. Such a file is no page anyway (`page-file-name`).
 */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** GitHub Actions workflow commands: one `::error`/`::warning` annotation per finding. */
export function formatGithub(results: readonly FileResult[], options: FormatOptions): string {
  const lines: string[] = [];
  for (const result of results) {
    const file = displayPath(result.file, options.cwd);
    for (const f of result.findings) {
      const props = [`file=${escapeProperty(file)}`, `line=${f.line}`, `col=${f.column}`];
      if (f.endLine !== undefined) props.push(`endLine=${f.endLine}`);
      if (f.endColumn !== undefined) props.push(`endColumn=${f.endColumn}`);
      props.push(`title=${escapeProperty(f.ruleId)}`);
      lines.push(`::${f.severity === 'error' ? 'error' : 'warning'} ${props.join(',')}::${escapeData(f.message)}`);
    }
  }
  return lines.length > 0 ? lines.join('\n') + '\n' : '';
}
