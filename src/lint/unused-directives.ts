// Disable comments that turn off no finding (ESLint's `reportUnusedDisableDirectives`): each is
// reported where it stands, with a fix that removes it, or only its unused rule ids from its list.
import type { Finding, Fix } from '../findings/finding.js';
import { lineColumnIndex } from '../text-position.js';
import type { Directive } from './directives.js';

/** The rule id of these findings (an engine id: no rule makes them, and no directive turns them off). */
export const UNUSED_DIRECTIVE_ID = 'unused-disable-directive';

/** Where the manual explains them. */
export const UNUSED_DIRECTIVE_URL = 'https://github.com/docwright/docwright/blob/main/docs/commands/lint.mdx#unused-disable-comments';

/** The rule ids each directive suppressed a finding of (`*` for a directive that names none). */
export type DirectiveUse = Map<Directive, Set<string>>;

/** Record that `directive` suppressed a finding of `ruleId`. */
export function markUsed(use: DirectiveUse, directive: Directive, ruleId: string): void {
  const ids = use.get(directive) ?? new Set<string>();
  ids.add(directive.ruleIds === undefined ? '*' : ruleId);
  use.set(directive, ids);
}

function list(ids: readonly string[]): string {
  const shown = ids.map((id) => `\`${id}\``);
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1) ?? ''}`;
}

function message(directive: Directive, ids: readonly string[] | undefined): string {
  const what = `\`docwright-${directive.kind}\` directive`;
  return ids === undefined ? `Unexpected unused ${what}, expected it to suppress a finding` : `Unexpected unused ${what} for ${list(ids)}, expected it to suppress a finding`;
}

/** Remove a whole directive: its line when nothing else is on it (and one blank line with it, if it stood between two), else the node or the comment. */
function removeDirective(directive: Directive, text: string): Fix | undefined {
  const { node, comment } = directive;
  if (!node || !comment) return undefined;
  if (!node.sole) return { range: comment, text: '' };
  const [from, to] = node.range;
  const lineStart = text.lastIndexOf('\n', from - 1) + 1;
  const newline = text.indexOf('\n', to);
  const lineEnd = newline === -1 ? text.length : newline;
  const before = text.slice(lineStart, from);
  const after = text.slice(to, lineEnd);
  if (before.trim() !== '' || after.trim() !== '') {
    // An inline comment: it goes with the spaces before it.
    const spaces = /[ \t]*$/.exec(before)?.[0].length ?? 0;
    return { range: [from - spaces, to], text: '' };
  }
  let end = newline === -1 ? text.length : newline + 1;
  // The line before is blank (only its own line read: testing all the text before took time linear in the page per directive).
  const previousStart = lineStart < 2 ? 0 : text.lastIndexOf('\n', lineStart - 2) + 1;
  const blankBefore = lineStart === 0 || /^[ \t]*\r?\n$/.test(text.slice(previousStart, lineStart));
  const blankAfter = /^[ \t]*\r?\n/.exec(text.slice(end));
  if (blankBefore && blankAfter) end += blankAfter[0].length;
  return { range: [lineStart, end], text: '' };
}

/** Remove one rule id from a directive's list, with the separator after it (or, for the last, before it). */
function removeId(directive: Directive, index: number, text: string): Fix | undefined {
  const ranges = directive.idRanges;
  const range = ranges?.[index];
  if (!ranges || !range) return undefined;
  const next = ranges[index + 1];
  if (next) return { range: [range[0], next[0]], text: '' };
  const previous = ranges[index - 1];
  return previous ? { range: [previous[1], range[1]], text: '' } : { range: [range[0], range[1] + (/^[ \t]*/.exec(text.slice(range[1]))?.[0].length ?? 0)], text: '' };
}

/** The rule ids a directive may name: `has` says whether an id is one, `suggest` the known id a misspelt one most likely meant. */
export interface KnownIds {
  has: (id: string) => boolean;
  suggest: (id: string) => string | undefined;
}

/**
 * The findings for the names a page's `vale` comments switch that the project's styles do not have (`vale
 * Google.Latinn = NO`): each at the name, without a fix, as a misspelt id in a disable comment is.
 */
export function unknownValeNameFindings(file: string, text: string, names: readonly { name: string; from: number }[], severity: 'warn' | 'error', known: KnownIds): Finding[] {
  const position = lineColumnIndex(text);
  return names
    .filter(({ name }) => !known.has(name))
    .map(({ name, from }) => {
      const start = position(from);
      const end = position(from + name.length);
      return { file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column, ruleId: UNUSED_DIRECTIVE_ID, severity, message: name.includes('.') ? unknownMessage(name, known) : styleMessage(name, known), url: UNUSED_DIRECTIVE_URL };
    });
}

function styleMessage(style: string, known: KnownIds): string {
  const close = known.suggest(style);
  return `Unexpected unknown Vale style \`${style}\`, expected a style folder in StylesPath${close === undefined ? '' : ` (did you mean \`${close}\`?)`}`;
}

function unknownMessage(id: string, known: KnownIds): string {
  const close = known.suggest(id);
  return `Unexpected unknown rule \`${id}\`, expected a rule id${close === undefined ? '' : ` (did you mean \`${close}\`?)`}`;
}

/**
 * The findings for directives that suppressed nothing: one per directive when none of its ids (or it names
 * none) was used, else one per unused id. An id that names no rule (`known` refuses it: a misspelling) is
 * reported on its own, without a fix: removing the comment would hide the typo, and what it meant to switch off. `enable` directives are not judged, nor the ids `judged` refuses: those
 * of findings lint never makes (`html-element-dropped`, `link-broken`: `check`, `build` and `dev` honour them).
 */
export function unusedDirectiveFindings(file: string, text: string, directives: readonly Directive[], use: DirectiveUse, severity: 'warn' | 'error', judged: (id: string) => boolean = () => true, known?: KnownIds): Finding[] {
  const findings: Finding[] = [];
  const position = lineColumnIndex(text);
  const finding = (directive: Directive, ids: readonly string[] | undefined, range: [number, number] | undefined, fix: Fix | undefined): Finding => {
    const start = range ? position(range[0]) : { line: directive.line, column: directive.column };
    const end = range ? position(range[1]) : undefined;
    return {
      file,
      line: start.line,
      column: start.column,
      ...(end ? { endLine: end.line, endColumn: end.column } : {}),
      ruleId: UNUSED_DIRECTIVE_ID,
      severity,
      message: message(directive, ids),
      url: UNUSED_DIRECTIVE_URL,
      ...(fix ? { fix } : {}),
    };
  };
  for (const directive of directives) {
    const ids = directive.ruleIds;
    const unknown = ids?.map((id) => known !== undefined && !known.has(id)) ?? [];
    unknown.forEach((bad, index) => {
      const id = ids?.[index];
      if (bad && id !== undefined && known) findings.push({ ...finding(directive, [id], directive.idRanges?.[index], undefined), message: unknownMessage(id, known) });
    });
    if (directive.kind === 'enable') continue;
    const used = use.get(directive);
    if (ids === undefined) {
      if (!used) findings.push(finding(directive, ids, directive.comment, removeDirective(directive, text)));
      continue;
    }
    if (unknown.length > 0 && unknown.every(Boolean)) continue;
    // An unknown id is reported above, never as unused: the comment is not removed for it.
    const unused = ids.map((id, index) => unknown[index] !== true && !(used?.has(id) ?? false) && judged(id));
    if (unknown.some(Boolean)) {
      ids.forEach((id, index) => {
        if (unused[index] === true) findings.push(finding(directive, [id], directive.idRanges?.[index], removeId(directive, index, text)));
      });
      continue;
    }
    if (unused.every(Boolean)) {
      findings.push(finding(directive, ids, directive.comment, removeDirective(directive, text)));
      continue;
    }
    ids.forEach((id, index) => {
      if (unused[index] === true) findings.push(finding(directive, [id], directive.idRanges?.[index], removeId(directive, index, text)));
    });
  }
  return findings;
}
