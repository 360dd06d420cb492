// A cheap pre-scan of a page's raw text, before micromark sees it. micromark's constructs cost
// more than linear time in their nesting: nested containers on one line (`- - - …`, `> > > …`,
// `1. 1. …`), link labels (`[[[…]]]`), JSX tags (`<A><A>…`), MDX expressions (`{{{…}}}`),
// emphasis runs (`***…x***…`) and unmatched emphasis delimiters in one paragraph (measured: a
// 16 KB line of `- ` took minutes). One linear pass finds an upper bound of each; a page past
// one is not parsed at all (see parsePage), so the work per byte stays bounded.

/** The deepest nesting of containers on one line, `[` labels, JSX tags or `{` expressions a page may hold. */
export const MAX_NESTING_DEPTH = 32;
/** The longest run of `*` or `_` (outside code) a page may hold. */
export const MAX_EMPHASIS_RUN = 32;
/** The most `*`/`_` delimiter runs one paragraph may hold (unmatched ones are re-scanned per closer). */
export const MAX_EMPHASIS_RUNS = 500;

/** The longest page read as Markdown/MDX, in characters (real pages stay below 300,000); a longer one is read as text. */
export const MAX_PAGE_CHARS = 10_000_000;

export interface NestingOver {
  line: number;
  column: number;
  message: string;
}

const SPACE = 32;
const TAB = 9;

const isAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 127;

/** How many container markers (`-`, `*`, `+`, `1.`, `1)`, `>`) open the line, and where its content starts. */
function leadingContainers(line: string): { count: number; end: number; over: number } {
  let i = 0;
  let count = 0;
  let over = -1;
  for (;;) {
    while (i < line.length && (line.charCodeAt(i) === SPACE || line.charCodeAt(i) === TAB)) i++;
    if (i >= line.length) break;
    const c = line.charCodeAt(i);
    if (c === 62 /* > */) {
      if (++count === MAX_NESTING_DEPTH + 1) over = i;
      i++;
      continue;
    }
    let j = i;
    if (c === 45 || c === 42 || c === 43) j = i + 1;
    else {
      while (j < line.length && j - i < 9 && line.charCodeAt(j) >= 48 && line.charCodeAt(j) <= 57) j++;
      if (j === i || (line.charCodeAt(j) !== 46 && line.charCodeAt(j) !== 41)) break;
      j++;
    }
    if (j < line.length && line.charCodeAt(j) !== SPACE && line.charCodeAt(j) !== TAB) break;
    if (++count === MAX_NESTING_DEPTH + 1) over = i;
    i = j;
  }
  return { count, end: i, over };
}

const FENCE = /^(`{3,}|~{3,})(.*)$/;
const DELIMITER_ROW = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const HEADING = /^#{1,6}([ \t]|$)/;
const THEMATIC = /^[ \t]*([-*_])([ \t]*\1){2,}[ \t]*$/;

/** The offset just past the front matter block (`---` … `---`), or 0 when there is none. */
export function frontmatterEnd(text: string): number {
  if (!/^---[ \t]*\r?\n/.test(text)) return 0;
  const close = /\r?\n---[ \t]*(\r?\n|$)/.exec(text);
  return close ? close.index + close[0].length : 0;
}

/** The position of a page past MAX_PAGE_CHARS, where the limit falls. */
function tooLong(text: string): NestingOver {
  let line = 1;
  let from = 0;
  for (let i = 0; i < MAX_PAGE_CHARS; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      from = i + 1;
    }
  }
  return { line, column: MAX_PAGE_CHARS - from + 1, message: `Unexpected page of ${text.length} characters, expected at most ${MAX_PAGE_CHARS}: the page is read as text` };
}

/** Open JSX tags, braces and brackets, and emphasis runs in the current paragraph. */
interface InlineState {
  jsx: number;
  braces: number;
  brackets: number;
  runs: number;
}

/** Past the code span that opens at `i` (a run of backticks), or past the run when it is not closed on the line. */
function codeSpanEnd(line: string, i: number): number {
  let j = i;
  while (j < line.length && line.charCodeAt(j) === 96) j++;
  const tick = line.slice(i, j);
  // A code span closed on the same line is skipped; an unclosed run is text.
  let close = line.indexOf(tick, j);
  while (close >= 0 && line.charCodeAt(close + tick.length) === 96) {
    let k = close;
    while (k < line.length && line.charCodeAt(k) === 96) k++;
    close = line.indexOf(tick, k);
  }
  return close >= 0 ? close + tick.length : j;
}

/** One line's inline symbols from `from` on, counted into `state`: the first limit passed, if any. */
function scanInline(line: string, from: number, state: InlineState, mdx: boolean): { column: number; message: string } | undefined {
  const hit = (column: number, message: string): { column: number; message: string } => ({ column, message });
  for (let i = from; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 92 /* \ */) {
      i++;
      continue;
    }
    if (c === 96 /* ` */) {
      i = codeSpanEnd(line, i) - 1;
      continue;
    }
    if (c === 91 /* [ */) {
      if (++state.brackets > MAX_NESTING_DEPTH) return hit(i + 1, `Unexpected \`[\` nested deeper than ${MAX_NESTING_DEPTH} levels, expected shallower links`);
    } else if (c === 93 /* ] */) {
      if (state.brackets > 0) state.brackets--;
    } else if (c === 42 || c === 95 /* * _ */) {
      let j = i;
      while (j < line.length && line.charCodeAt(j) === c) j++;
      const size = j - i;
      const intraword = c === 95 && i > 0 && isAlnum(line.charCodeAt(i - 1)) && j < line.length && isAlnum(line.charCodeAt(j));
      if (size > MAX_EMPHASIS_RUN) return hit(i + 1, `Unexpected run of ${size} \`${String.fromCharCode(c)}\`, expected at most ${MAX_EMPHASIS_RUN}`);
      if (!intraword && ++state.runs > MAX_EMPHASIS_RUNS) return hit(i + 1, `Unexpected ${state.runs} \`*\`/\`_\` runs in one paragraph, expected at most ${MAX_EMPHASIS_RUNS}`);
      i = j - 1;
    } else if (mdx && c === 60 /* < */) {
      const next = line.charCodeAt(i + 1);
      if (next === 47 /* / */) {
        if (state.jsx > 0) state.jsx--;
        i++;
      } else if ((next >= 65 && next <= 90) || (next >= 97 && next <= 122) || next === 62 /* <> */) {
        if (++state.jsx > MAX_NESTING_DEPTH) return hit(i + 1, `Unexpected JSX tags nested deeper than ${MAX_NESTING_DEPTH} levels, expected shallower components`);
      }
    } else if (mdx && c === 47 /* / */ && line.charCodeAt(i + 1) === 62) {
      if (state.jsx > 0) state.jsx--;
    } else if (mdx && c === 123 /* { */) {
      if (++state.braces > MAX_NESTING_DEPTH) return hit(i + 1, `Unexpected \`{\` nested deeper than ${MAX_NESTING_DEPTH} levels, expected shallower expressions`);
    } else if (mdx && c === 125 /* } */) {
      if (state.braces > 0) state.braces--;
    }
  }
  return undefined;
}

/**
 * The first place where the page's text passes a nesting limit, by an upper bound found in
 * one linear pass (front matter skipped; code skipped where it could hide a real page's
 * symbols: JSX, expressions and emphasis are not counted in fenced or inline code).
 */
export function nestingOver(text: string, syntax: 'md' | 'mdx'): NestingOver | undefined {
  if (text.length > MAX_PAGE_CHARS) return tooLong(text);
  const mdx = syntax === 'mdx';
  const state: InlineState = { jsx: 0, braces: 0, brackets: 0, runs: 0 };
  let fence: { char: string; size: number } | undefined;
  let inTable = false;
  let previous = '';
  let lineNo = 0;
  // Front matter is YAML, read by its own limited reader.
  let start = frontmatterEnd(text);
  if (start === text.length && start > 0) return undefined;
  for (let i = 0; i < start; i++) if (text.charCodeAt(i) === 10) lineNo++;
  const over = (column: number, message: string): NestingOver => ({ line: lineNo, column, message: `${message}: the page is read as text` });
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    lineNo++;
    const line = text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end);
    start = end + 1;
    const containers = leadingContainers(line);
    if (containers.count > MAX_NESTING_DEPTH) return over(containers.over + 1, `Unexpected ${containers.count} list or quote markers opening one line, expected at most ${MAX_NESTING_DEPTH} nested levels`);
    const content = line.slice(containers.end);
    const blank = content.trim() === '';
    if (blank) {
      state.brackets = 0;
      state.runs = 0;
      inTable = false;
    }
    const fenceMatch = FENCE.exec(content);
    if (fence) {
      if (fenceMatch && fenceMatch[1]?.[0] === fence.char && (fenceMatch[1]?.length ?? 0) >= fence.size && (fenceMatch[2] ?? '').trim() === '') fence = undefined;
      previous = line;
      continue;
    }
    if (fenceMatch && !(fenceMatch[1]?.[0] === '`' && (fenceMatch[2] ?? '').includes('`'))) {
      fence = { char: fenceMatch[1]?.[0] ?? '`', size: fenceMatch[1]?.length ?? 3 };
      state.brackets = 0;
      state.runs = 0;
      previous = line;
      continue;
    }
    // A new list item, a heading or a table row starts a new paragraph (inline context).
    if (containers.count > 0 || HEADING.test(content)) state.runs = 0;
    if (!inTable && line.includes('-') && DELIMITER_ROW.test(line) && (line.includes('|') || previous.includes('|'))) inTable = true;
    if (inTable) state.runs = 0;
    previous = line;
    if (THEMATIC.test(line)) continue;
    const found = scanInline(line, containers.end, state, mdx);
    if (found) return over(found.column, found.message);
  }
  return undefined;
}
