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
  /** Where the comment is in the source (the MDX or HTML comment), when it can be found there. */
  comment?: [number, number];
  /** The comment's node (the MDX expression or the HTML), and whether the comment is all it holds. */
  node?: { range: [number, number]; sole: boolean };
  /** Where each of `ruleIds` is in the source, in order, when the comment was found. */
  idRanges?: Array<[number, number]>;
}

const COMMENT = /(?:\/\*|<!--)\s*docwright-(disable-next-line|disable-line|disable|enable)\b([\s\S]*?)(?:\*\/|-->)/g;

function parseIds(text: string): string[] | undefined {
  const ids = [...idsIn(text)].map((match) => match[0]);
  return ids.length > 0 ? ids : undefined;
}

/** The rule ids of a directive's text (what follows its keyword), each with its index; the reason after ` -- ` is left out. */
function idsIn(text: string): IterableIterator<RegExpMatchArray> {
  const beforeReason = text.split(/\s--\s|\s--$/)[0] ?? '';
  return beforeReason.matchAll(/[^\s,]+/g);
}

/** Where the comment `match` of a node is in the source: its range, its ids' ranges, and the node's. */
function locate(match: RegExpMatchArray, source: string, start: number, end: number, value: string): Pick<Directive, 'comment' | 'node' | 'idRanges'> {
  const raw = source.slice(start, end);
  const at = raw.indexOf(match[0]);
  if (at === -1 || match.index === undefined) return {};
  const from = start + at;
  const rest = match[2] ?? '';
  const restAt = from + match[0].indexOf(rest, match[0].indexOf(match[1] ?? '') + (match[1] ?? '').length);
  const idRanges = [...idsIn(rest)].map((id): [number, number] => [restAt + (id.index ?? 0), restAt + (id.index ?? 0) + id[0].length]);
  const sole = value.replace(match[0], '').trim() === '';
  return { comment: [from, from + match[0].length], node: { range: [start, end], sole }, idRanges };
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
      const place = start.offset !== undefined && end.offset !== undefined ? locate(match, source, start.offset, end.offset, value) : {};
      const directive: Directive = { kind, line: start.line, column: start.column, ...place };
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

/** The directive that switches off a finding at `line:column` from `ruleId`, if one does. */
export function suppressor(finding: { line: number; column: number; ruleId: string }, directives: readonly Directive[]): Directive | undefined {
  let disabled: Directive | undefined;
  for (const d of directives) {
    if (!governs(d, finding.ruleId)) continue;
    if (d.kind === 'disable-next-line') {
      if (d.targetLine === finding.line) return d;
      continue;
    }
    if (d.kind === 'disable-line') {
      if (d.line === finding.line) return d;
      continue;
    }
    const before = d.line < finding.line || (d.line === finding.line && d.column <= finding.column);
    if (before) disabled = d.kind === 'disable' ? d : undefined;
  }
  return disabled;
}

/** Whether a finding at `line:column` from `ruleId` is switched off by the directives. */
export function isSuppressed(finding: { line: number; column: number; ruleId: string }, directives: readonly Directive[]): boolean {
  return suppressor(finding, directives) !== undefined;
}
