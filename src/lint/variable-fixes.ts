// A docs.json variable (`{{name}}`) is replaced before the parse (src/parse/variables.ts), and every position inside its
// value maps back to the `{{name}}`. A fix computed there would write the value (or an edit of it) over the reference,
// or edit some other text: `--fix` keeps every `{{name}}` as written, so such fixes and suggestions are dropped (the
// finding stays, at the `{{name}}`: the value in docs.json is where to change it).
import type { Finding, Fix } from '../findings/finding.js';
import { projectVariables, substituteVariables } from '../parse/variables.js';

/** A replaced `{{name}}`: its offsets in the author's text. */
interface Span {
  from: number;
  to: number;
}

/** Whether an edit of `range` touches a span: overlaps it, or is an insertion strictly inside it. */
function touches(range: Fix['range'], span: Span): boolean {
  const [from, to] = range;
  return from === to ? from > span.from && from < span.to : from < span.to && to > span.from;
}

/** The offset of a 1-based line and column of `text`, given the offset of each line's start. */
function offsetOf(starts: readonly number[], line: number, column: number): number {
  return (starts[line - 1] ?? 0) + column - 1;
}

/**
 * `findings` of the page `text` (at `path`) without the fixes and suggestions of a finding placed inside a replaced
 * `{{name}}`, nor any that would edit one; `variables` as the parse had them (by default the project's).
 */
export function keepVariableReferences(text: string, path: string, variables: Readonly<Record<string, string>> | undefined, findings: Finding[]): Finding[] {
  if (!text.includes('{{') || !findings.some((f) => f.fix !== undefined || f.suggestions !== undefined)) return findings;
  const spans: readonly Span[] = substituteVariables(text, variables ?? projectVariables(path))?.replacements ?? [];
  if (spans.length === 0) return findings;
  const starts = [0];
  // Lines end as src/text-position.ts ends them: at `\n`, `\r\n` or a `\r` alone.
  for (let i = 0; i < text.length; i++) if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] !== '\n')) starts.push(i + 1);
  return findings.map((finding) => {
    const at = offsetOf(starts, finding.line, finding.column);
    const inside = spans.some((span) => at >= span.from && at < span.to);
    const safe = (fix: Fix): boolean => !inside && !spans.some((span) => touches(fix.range, span));
    const { fix, suggestions, ...rest } = finding;
    const kept = suggestions?.filter((suggestion) => safe(suggestion.fix));
    return { ...rest, ...(fix !== undefined && safe(fix) ? { fix } : {}), ...(kept !== undefined && kept.length > 0 ? { suggestions: kept } : {}) };
  });
}
