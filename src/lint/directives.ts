// Inline control: `{/* docwright-disable-next-line rule-id */}` in MDX, `<!-- … -->` in Markdown, and both in a
// `.md` page Mintlify compiles as MDX (where an HTML comment fails the page and `{/* … */}` is the comment it hides).
import type { Root } from 'mdast';
import { mdCompiledAsMdx, parseAsMdx, type Syntax } from '../parse/index.js';
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

// A directive comment's head, at an opener (a slash-star or `<!--`); its text runs to the first
// closer (star-slash or `-->`) after the keyword.
const HEAD = /(?:\/\*|<!--)\s*docwright-(disable-next-line|disable-line|disable|enable)\b/y;

/** One directive comment in a node's value: where it starts, its whole text, its keyword and what follows the keyword. */
interface CommentMatch {
  index: number;
  text: string;
  kind: DirectiveKind;
  rest: string;
}

// The directive comments of `value`, in order: what `HEAD` followed by the shortest text up to a closer
// (`([\s\S]*?)(?:\*\/|-->)`, a global regular expression before) matches, in time linear in the value. The
// regular expression looked for a closer from every opener, to the end of the value when there was none
// (quadratic: 20,000 unclosed `<!-- docwright-disable` took 8.6 s); here the next closer of each kind is
// found once and kept until the search passes it, and an opener without a closer after it ends the search
// (no later opener has one either).
export function directiveComments(value: string): CommentMatch[] {
  const found: CommentMatch[] = [];
  let star = -2;
  let arrow = -2;
  let from = 0;
  while (from < value.length) {
    const slash = value.indexOf('/*', from);
    const angle = value.indexOf('<!--', from);
    const at = slash === -1 ? angle : angle === -1 ? slash : Math.min(slash, angle);
    if (at === -1) break;
    HEAD.lastIndex = at;
    const head = HEAD.exec(value);
    if (!head) {
      from = at + 1;
      continue;
    }
    const after = at + head[0].length;
    if (star !== -1 && star < after) star = value.indexOf('*/', after);
    if (arrow !== -1 && arrow < after) arrow = value.indexOf('-->', after);
    const close = star === -1 ? arrow : arrow === -1 ? star : Math.min(star, arrow);
    if (close === -1) break;
    const end = close + (close === star ? 2 : 3);
    found.push({ index: at, text: value.slice(at, end), kind: head[1] as DirectiveKind, rest: value.slice(after, close) });
    from = end;
  }
  return found;
}

function parseIds(text: string): string[] | undefined {
  const ids = [...idsIn(text)].map((match) => match[0]);
  return ids.length > 0 ? ids : undefined;
}

/** The rule ids of a directive's text (what follows its keyword), each with its index; the reason after ` -- ` is left out. */
function idsIn(text: string): IterableIterator<RegExpMatchArray> {
  const beforeReason = text.split(/\s--\s|\s--$/)[0] ?? '';
  return beforeReason.matchAll(/[^\s,]+/g);
}

/**
 * Where the comment `match` of a node is in the source: its range, its ids' ranges, and the node's. `cursor` is
 * where the search for it in the source starts (past the node's comments found before), moved past it.
 */
function locate(match: CommentMatch, raw: string, start: number, end: number, sole: boolean, cursor: { at: number }): Pick<Directive, 'comment' | 'node' | 'idRanges'> {
  // The node's value can differ from its source `raw` (a quote's or a list's markers are not in it): the comment is looked up.
  const at = cursor.at === Infinity ? -1 : raw.indexOf(match.text, cursor.at);
  if (at === -1) {
    // Not in the source as in the value (a comment over lines of a quote): the node's later comments are not looked up (each search would read the rest of the node).
    cursor.at = Infinity;
    return {};
  }
  cursor.at = at + match.text.length;
  const from = start + at;
  const restAt = from + match.text.length - match.rest.length - (match.text.endsWith('-->') ? 3 : 2);
  const idRanges = [...idsIn(match.rest)].map((id): [number, number] => [restAt + (id.index ?? 0), restAt + (id.index ?? 0) + id[0].length]);
  return { comment: [from, from + match.text.length], node: { range: [start, end], sole }, idRanges };
}

/** The first line from `line` on that is not blank (or past the last), remembered in `known` for every blank line walked. */
function nextFilledLine(lines: readonly string[], line: number, known: Map<number, number>): number {
  let target = line;
  while (target <= lines.length && (lines[target - 1] ?? '').trim() === '') {
    const seen = known.get(target);
    if (seen !== undefined) {
      target = seen;
      break;
    }
    target++;
  }
  for (let walked = line; walked < target && !known.has(walked); walked++) known.set(walked, target);
  return target;
}

/** Collect the directives of a page from its comments (MDX comment expressions and HTML comments). */
export function collectDirectives(tree: Root, source: string): Directive[] {
  const directives: Directive[] = [];
  let lines: string[] | undefined;
  /** The first line that is not blank from each line asked about (many directives before one run of blank lines ask once). */
  const targets = new Map<number, number>();
  walkTypes(tree, ['mdxFlowExpression', 'mdxTextExpression', 'html'], (node) => {
    if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression' && node.type !== 'html') return;
    const value = node.value;
    if (!value.includes('docwright-')) return;
    const start = node.position?.start;
    const end = node.position?.end;
    if (!start || !end) return;
    const matches = directiveComments(value);
    // The comment is all its node holds when it is the node's only one and nothing but blanks surrounds it.
    const only = matches[0];
    const sole = matches.length === 1 && only !== undefined && value.slice(0, only.index).trim() === '' && value.slice(only.index + only.text.length).trim() === '';
    const cursor = { at: 0 };
    const raw = start.offset !== undefined && end.offset !== undefined ? source.slice(start.offset, end.offset) : undefined;
    for (const match of matches) {
      const kind = match.kind;
      const place = raw !== undefined && start.offset !== undefined && end.offset !== undefined ? locate(match, raw, start.offset, end.offset, sole, cursor) : {};
      const directive: Directive = { kind, line: start.line, column: start.column, ...place };
      const ids = parseIds(match.rest);
      if (ids) directive.ruleIds = ids;
      if (kind === 'disable-next-line') {
        lines ??= source.split(/\r?\n|\r/);
        directive.targetLine = nextFilledLine(lines, end.line + 1, targets);
      }
      directives.push(directive);
    }
  });
  return directives.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** An MDX comment that may hold a directive: `{` then a slash-star and the keyword's start. */
const MDX_DIRECTIVE = /\{\s*\/\*\s*docwright-/;

/**
 * The directives of a page parsed as `syntax` into `tree`: its comments, and in a `.md` page Mintlify compiles as MDX
 * (every `.md` page but `README.md`) its `{/* … *\/}` comments too, read from the page parsed as MDX: there an HTML
 * comment fails the page (`page-mdx-syntax`), and an MDX comment is the form Mintlify hides and the build leaves out.
 */
export function pageDirectives(tree: Root, source: string, path: string | undefined, syntax: Syntax): Directive[] {
  const own = collectDirectives(tree, source);
  if (syntax !== 'md' || path === undefined || !mdCompiledAsMdx(path) || !MDX_DIRECTIVE.test(source)) return own;
  const parsed = parseAsMdx(path, source);
  if (parsed.error) return own;
  const asMdx = collectDirectives(parsed.tree, source);
  return asMdx.length === 0 ? own : [...own, ...asMdx].sort((a, b) => a.line - b.line || a.column - b.column);
}

/** The directives of a page arranged to answer `suppressor` without reading them all for each finding. */
interface DirectiveIndex {
  /** Per line: the first directive (in the page's order) of `disable-line` on it or `disable-next-line` before it, per rule id (`EVERY`: every rule). */
  lines: Map<number, Map<string, number>>;
  /** The `disable`/`enable` directives naming each rule id, and (`EVERY`) those naming none: their places in the page's order, ascending. */
  ranges: Map<string, number[]>;
}

const indexes = new WeakMap<readonly Directive[], DirectiveIndex>();
/** The key of the directives naming no rule (so every rule): no rule id is empty. */
const EVERY = '';

/** The index of `directives` (sorted as `collectDirectives` gives them), made once per list. */
function indexOf(directives: readonly Directive[]): DirectiveIndex {
  const known = indexes.get(directives);
  if (known) return known;
  const index: DirectiveIndex = { lines: new Map(), ranges: new Map() };
  directives.forEach((d, order) => {
    const ids = d.ruleIds ?? [EVERY];
    if (d.kind === 'disable-next-line' || d.kind === 'disable-line') {
      const line = d.kind === 'disable-line' ? d.line : d.targetLine;
      if (line === undefined) return;
      let byRule = index.lines.get(line);
      if (!byRule) index.lines.set(line, (byRule = new Map<string, number>()));
      for (const id of ids) if (!byRule.has(id)) byRule.set(id, order);
      return;
    }
    for (const id of new Set(ids)) {
      const list = index.ranges.get(id);
      if (list) list.push(order);
      else index.ranges.set(id, [order]);
    }
  });
  indexes.set(directives, index);
  return index;
}

/** The last of `orders` (ascending places in `directives`) whose directive stands at or before `line:column`, or -1. */
function lastBefore(orders: readonly number[] | undefined, directives: readonly Directive[], line: number, column: number): number {
  if (!orders) return -1;
  let low = 0;
  let high = orders.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const d = directives[orders[middle] ?? 0];
    if (d && (d.line < line || (d.line === line && d.column <= column))) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? -1 : (orders[low - 1] ?? -1);
}

/**
 * The directive that switches off a finding at `line:column` from `ruleId`, if one does: the first
 * `disable-line`/`disable-next-line` governing its line and rule, else the last `disable`/`enable`
 * governing its rule before it, when that is a `disable`. Found through an index of the list, made
 * on the first call (a page of 20,000 directives and as many findings read every directive per finding).
 */
export function suppressor(finding: { line: number; column: number; ruleId: string }, directives: readonly Directive[]): Directive | undefined {
  const index = indexOf(directives);
  const byRule = index.lines.get(finding.line);
  if (byRule) {
    const own = byRule.get(finding.ruleId) ?? Infinity;
    const every = byRule.get(EVERY) ?? Infinity;
    const first = Math.min(own, every);
    if (first !== Infinity) return directives[first];
  }
  const last = Math.max(lastBefore(index.ranges.get(finding.ruleId), directives, finding.line, finding.column), lastBefore(index.ranges.get(EVERY), directives, finding.line, finding.column));
  const d = last === -1 ? undefined : directives[last];
  return d?.kind === 'disable' ? d : undefined;
}

/** Whether a finding at `line:column` from `ruleId` is switched off by the directives. */
export function isSuppressed(finding: { line: number; column: number; ruleId: string }, directives: readonly Directive[]): boolean {
  return suppressor(finding, directives) !== undefined;
}

/** The ids `check --links`, `build` and `dev` give the link problems that lint's `link-target` reports: a directive for `link-target` switches them off too. */
const LINK_TARGET_IDS: readonly string[] = ['link-broken', 'link-anchor-broken', 'link-extension'];

/**
 * The ids of findings only `check`, `build` and `dev` make that a directive naming `ruleId` switches off besides its
 * own (src/lint/disabled-findings.ts): `link-target`'s are the link problems those commands report under their own ids.
 */
export function coveredCheckIds(ruleId: string): readonly string[] {
  return ruleId === 'link-target' ? LINK_TARGET_IDS : [];
}
