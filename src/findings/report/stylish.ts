import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import { reporter } from 'vfile-reporter';
import type { FileResult } from '../finding.js';
import { displayPath, type FormatOptions } from './shared.js';

/** The human report (vfile-reporter): one block per file with findings, then totals. */
export function formatStylish(results: readonly FileResult[], options: FormatOptions): string {
  const files = results.map((result) => {
    const file = new VFile({ path: displayPath(result.file, options.cwd) });
    for (const finding of result.findings) {
      const start = { line: finding.line, column: finding.column };
      const place =
        finding.endLine !== undefined && finding.endColumn !== undefined ? { start, end: { line: finding.endLine, column: finding.endColumn } } : start;
      const message = new VFileMessage(finding.message, { place, ruleId: finding.ruleId });
      message.fatal = finding.severity === 'error';
      if (finding.url !== undefined) message.url = finding.url;
      file.messages.push(message);
    }
    return file;
  });
  if (files.every((file) => file.messages.length === 0)) return '';
  return reporter(files, { quiet: true, color: options.color ?? false, defaultName: '<stdin>' }) + '\n';
}
