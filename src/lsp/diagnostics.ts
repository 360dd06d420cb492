// Findings as LSP diagnostics: the same `Finding` lint and check report, with its rule id as
// the code and the rule's docs as the code's description.
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { DiagnosticSeverity, type Diagnostic, type Range } from 'vscode-languageserver/node';
import type { Finding } from '../findings/finding.js';

/** Where the manual explains `check`'s findings, for the ones without a page of their own. */
export const CHECK_DOCS_URL = 'https://github.com/docwright/docwright/blob/main/docs/commands/check.mdx#what-it-checks';

/** The diagnostics' `source`. */
export const SOURCE = 'docwright';

/** A finding's range; without an end, to the end of its line when the text is known. */
export function findingRange(finding: Finding, document?: TextDocument): Range {
  const start = { line: Math.max(0, finding.line - 1), character: Math.max(0, finding.column - 1) };
  if (finding.endLine !== undefined && finding.endColumn !== undefined) {
    const end = { line: Math.max(0, finding.endLine - 1), character: Math.max(0, finding.endColumn - 1) };
    if (end.line > start.line || (end.line === start.line && end.character >= start.character)) return { start, end };
  }
  if (!document) return { start, end: start };
  const next = start.line + 1 < document.lineCount ? document.offsetAt({ line: start.line + 1, character: 0 }) : document.getText().length;
  const lineText = document.getText({ start: { line: start.line, character: 0 }, end: document.positionAt(next) }).replace(/\r?\n$/, '');
  return { start, end: { line: start.line, character: Math.max(start.character, lineText.length) } };
}

/** A finding as a diagnostic; `fallbackHref` documents a finding that carries no docs URL (check's). */
export function toDiagnostic(finding: Finding, document?: TextDocument, fallbackHref?: string): Diagnostic {
  const href = finding.url ?? fallbackHref;
  return {
    range: findingRange(finding, document),
    severity: finding.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: finding.ruleId,
    ...(href ? { codeDescription: { href } } : {}),
    source: SOURCE,
    message: finding.message,
  };
}

/** Whether two ranges are the same. */
export function sameRange(a: Range, b: Range): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
}

/** Whether `a` and `b` touch or overlap. */
export function rangesMeet(a: Range, b: Range): boolean {
  const before = (p: Range['start'], q: Range['start']): boolean => p.line < q.line || (p.line === q.line && p.character < q.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}
