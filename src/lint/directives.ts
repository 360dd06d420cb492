// Inline control: `{/* docwright-disable-next-line rule-id */}` in MDX, `<!-- … -->` in Markdown.
import type { Root } from 'mdast';
import { walkTypes } from '../parse/walk.js';

export type DirectiveKind = 'disable' | 'enable' | 'disable-next-line' | 'disable-line';

export interface Directive {
  kind: DirectiveKind;
  /** Rule ids, or `undefined` for every rule. */
  ruleIds?: string[];
  line: number;
  column: number;
  /** For `disable-next-line`: the line it governs (the next line that is not blank). */
  targetLine?: number;
}

const COMMENT = /(?:\/\*|<!--)\s*docwright-(disable-next-line|disable-line|disable|enable)\b([\s\S]*?)(?:\*\/|-->)/g;

function parseIds(text: string): string[] | undefined {
  const beforeReason = text.split(/\s--\s|\s--$/)[0] ?? '';
  const ids = beforeReason.split(/[\s,]+/).filter((id) => id !== '');
  return ids.length > 0 ? ids : undefined;
}

/** Collect the directives of a page from its comments (MDX comment expressions and HTML comments). */
export function collectDirectives(tree: Root, source: string): Directive[] {
  const directives: Directive[] = [];
  let lines: string[] | undefined;
  walkTypes(tree, ['mdxFlowExpression', 'mdxTextExpression', 'html'], (node) => {
    if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression' && node.type !== 'html') return;
    const value = node.value;
    if (!value.includes('docwright-')) return;
    const start = node.position?.start;
    const end = node.position?.end;
    if (!start || !end) return;
    for (const match of value.matchAll(COMMENT)) {
      const kind = match[1] as DirectiveKind;
      const directive: Directive = { kind, line: start.line, column: start.column };
      const ids = parseIds(match[2] ?? '');
      if (ids) directive.ruleIds = ids;
      if (kind === 'disable-next-line') {
        lines ??= source.split(/\r?\n|\r/);
        let target = end.line + 1;
        while (target <= lines.length && (lines[target - 1] ?? '').trim() === '') target++;
        directive.targetLine = target;
      }
      directives.push(directive);
    }
  });
  return directives.sort((a, b) => a.line - b.line || a.column - b.column);
}

function governs(directive: Directive, ruleId: string): boolean {
  return directive.ruleIds === undefined || directive.ruleIds.includes(ruleId);
}

/** Whether a finding at `line:column` from `ruleId` is switched off by the directives. */
export function isSuppressed(finding: { line: number; column: number; ruleId: string }, directives: readonly Directive[]): boolean {
  let disabled = false;
  for (const d of directives) {
    if (!governs(d, finding.ruleId)) continue;
    if (d.kind === 'disable-next-line') {
      if (d.targetLine === finding.line) return true;
      continue;
    }
    if (d.kind === 'disable-line') {
      if (d.line === finding.line) return true;
      continue;
    }
    const before = d.line < finding.line || (d.line === finding.line && d.column <= finding.column);
    if (before) disabled = d.kind === 'disable';
  }
  return disabled;
}
