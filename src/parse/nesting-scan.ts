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

/**
 * The most inline marks (``!$&*[\]_`~``, outside code) one paragraph may hold: micromark merges
 * and re-walks a paragraph's events per mark (a 64 KB line of `~a` took 110 s to parse).
 */
export const MAX_INLINE_MARKS = 1000;
/**
 * How far every `]` of a paragraph may look back for its `[`, summed, per character of the
 * paragraph (plus a fixed allowance): a `]` with no `[` walks back over the whole paragraph
 * (16 KB of `](` took 41 s to lint).
 */
export const MAX_LABEL_WALK_PER_CHAR = 32;
const LABEL_WALK_ALLOWANCE = 65_536;

/**
 * The most lines one paragraph that opens in a block quote or list item may run on without the
 * container's marker (lazy lines, `> a` then `b`): micromark re-checks the open containers over
 * the paragraph so far at each one (16,000 such lines took 25 s to parse, plain lines 4 s).
 */
export const MAX_LAZY_LINES = 1000;

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
// One way to split each run of blanks: `[ \t]*\|?[ \t]*` took time quadratic in the blanks
// before a `-` that ends no delimiter row (100,000 spaces and `-x`: 17 s).
const DELIMITER_ROW = /^[ \t]*(?:\|[ \t]*)?:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*(?:\|[ \t]*)?$/;
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

/** A paragraph too heavy for micromark: where it passes a limit, and the span whose marks are swapped. */
export interface HeavyParagraph extends NestingOver {
  /** Offsets in the page's text: the paragraph's first character, and just past its last line. */
  start: number;
  end: number;
}

/** Open JSX tags, braces and brackets, emphasis runs, and the paragraph's inline cost so far. */
interface InlineState {
  jsx: number;
  braces: number;
  brackets: number;
  runs: number;
  /** Offset of the paragraph's first character. */
  start: number;
  marks: number;
  /** Offsets of the paragraph's open `[`, innermost last. */
  opens: number[];
  /** How far the paragraph's `]` looked back for a `[`, summed (characters). */
  walk: number;
  /** The line being scanned. */
  line: number;
  /** Where the paragraph passed a cost limit, once it has. */
  heavy?: { line: number; column: number; message: string };
}

/** A fresh paragraph from offset `start` (depth counters are kept). */
function newParagraph(state: InlineState, start: number): void {
  state.runs = 0;
  state.start = start;
  state.marks = 0;
  state.opens = [];
  state.walk = 0;
  state.heavy = undefined;
}

/** Counts one inline mark at `at` (offset in the page, `c` its code) into the paragraph's cost: the limit it passes, if any. */
function countMark(state: InlineState, c: number, at: number, column: number): void {
  if (state.heavy) return;
  if (++state.marks > MAX_INLINE_MARKS) {
    state.heavy = { line: state.line, column, message: `Unexpected ${state.marks} inline marks (\`[\`, \`]\`, \`*\`, \`_\`, \`~\` …) in one paragraph, expected at most ${MAX_INLINE_MARKS}` };
    return;
  }
  if (c === 91 /* [ */) state.opens.push(at);
  else if (c === 93 /* ] */) {
    state.walk += at - (state.opens.pop() ?? state.start);
    if (state.walk > MAX_LABEL_WALK_PER_CHAR * (at - state.start) + LABEL_WALK_ALLOWANCE) {
      state.heavy = { line: state.line, column, message: 'Unexpected `]` without its `[` in a long paragraph, expected fewer unmatched `]` in one paragraph' };
    }
  }
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
function scanInline(line: string, from: number, state: InlineState, mdx: boolean, offset: number): { column: number; message: string } | undefined {
  const hit = (column: number, message: string): { column: number; message: string } => ({ column, message });
  for (let i = from; i < line.length; i++) {
    const c = line.charCodeAt(i);
    // `*`, `_` and `~` count once per run, below (an intraword `_` not at all).
    if (c === 33 || c === 36 || c === 38 || c === 91 || c === 92 || c === 93 || c === 96) countMark(state, c, offset + i, i + 1);
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
    } else if (c === 42 || c === 95 || c === 126 /* * _ ~ */) {
      let j = i;
      while (j < line.length && line.charCodeAt(j) === c) j++;
      if (c === 126) {
        countMark(state, c, offset + i, i + 1);
        // Strikethrough runs pair like emphasis; runs longer than two are text.
        if (j - i <= 2 && ++state.runs > MAX_EMPHASIS_RUNS) return hit(i + 1, `Unexpected ${state.runs} \`*\`/\`_\`/\`~\` runs in one paragraph, expected at most ${MAX_EMPHASIS_RUNS}`);
        i = j - 1;
        continue;
      }
      const size = j - i;
      const intraword = c === 95 && i > 0 && isAlnum(line.charCodeAt(i - 1)) && j < line.length && isAlnum(line.charCodeAt(j));
      if (size > MAX_EMPHASIS_RUN) return hit(i + 1, `Unexpected run of ${size} \`${String.fromCharCode(c)}\`, expected at most ${MAX_EMPHASIS_RUN}`);
      if (!intraword) countMark(state, c, offset + i, i + 1);
      if (!intraword && ++state.runs > MAX_EMPHASIS_RUNS) return hit(i + 1, `Unexpected ${state.runs} \`*\`/\`_\`/\`~\` runs in one paragraph, expected at most ${MAX_EMPHASIS_RUNS}`);
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

/** The columns of whitespace opening a line (a tab to the next multiple of 4). */
function indentOf(line: string): number {
  let width = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === SPACE) width++;
    else if (c === TAB) width += 4 - (width % 4);
    else break;
  }
  return width;
}

/** An open fenced code block: its marker, and the prefix (quotes, list indentation) its lines repeat. */
interface Fence {
  char: string;
  size: number;
  /** The opening line up to its marker, list markers as spaces; undefined for a fence at column 0 outside containers. */
  prefix: string | undefined;
}

/** Whether a line of an open fence is surely inside it (code to the parser): it repeats the fence's containers. */
function inFence(fence: Fence, line: string): boolean {
  if (fence.prefix === undefined) return true;
  const prefix = fence.prefix;
  return line.startsWith(prefix) || (prefix.trim() === '' && indentOf(line) >= prefix.length);
}

/** The result of the pre-scan: the first place past a nesting limit, and the paragraphs too heavy to parse as written. */
export interface PageScan {
  over?: NestingOver;
  heavy: HeavyParagraph[];
}

/** Line-by-line state of the pre-scan. */
interface BlockState {
  fence: Fence | undefined;
  inTable: boolean;
  previous: string;
  previousBlank: boolean;
  indented: boolean;
  listOpen: boolean;
  /** In an MDX `import`/`export` block (JavaScript to the parser, until a blank line). */
  esm: boolean;
  /** Whether the paragraph being read opened in a block quote or list item. */
  containerParagraph: boolean;
  /** Lines of that paragraph without a container marker (MAX_LAZY_LINES). */
  lazy: number;
}

/** An MDX ESM block's first line (at the start of a block, outside containers). */
const ESM_START = /^(?:import|export)[ \t]/;

/**
 * An ESM line with the insides of its `"`/`'` strings and its `//` comment blanked (same length, so
 * columns stay): a `{` in `export const open = "{"` nests nothing, and counted it made a page with
 * 33 such strings too deep to parse.
 */
export function maskEsmStrings(line: string): string {
  let out = '';
  let quote = 0;
  let from = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (quote !== 0) {
      if (c === 92 /* \ */) i++;
      else if (c === quote) {
        out += ' '.repeat(i - from);
        from = i;
        quote = 0;
      }
      continue;
    }
    if (c === 34 || c === 39) {
      out += line.slice(from, i + 1);
      from = i + 1;
      quote = c;
    } else if (c === 47 && line.charCodeAt(i + 1) === 47 /* // */) {
      return out + line.slice(from, i) + ' '.repeat(line.length - i);
    }
  }
  return quote !== 0 ? out + ' '.repeat(line.length - from) : out + line.slice(from);
}

/** A fence opening on this line (its content after the containers), if any. */
function openFence(content: string, line: string, containers: { count: number; end: number }): Fence | undefined {
  const match = FENCE.exec(content);
  if (!match || (match[1]?.[0] === '`' && (match[2] ?? '').includes('`'))) return undefined;
  const lead = line.slice(0, containers.end + (content.length - content.trimStart().length));
  const prefix = containers.count === 0 && lead === '' ? undefined : lead.replace(/[-*+]|\d{1,9}[.)]/g, (m) => ' '.repeat(m.length));
  return { char: match[1]?.[0] ?? '`', size: match[1]?.length ?? 3, prefix };
}

/** Whether a fence line closes the open fence. */
function closesFence(fence: Fence, content: string): boolean {
  const match = FENCE.exec(content.trimStart());
  return !!match && match[1]?.[0] === fence.char && (match[1]?.length ?? 0) >= fence.size && (match[2] ?? '').trim() === '';
}

/** Ends the paragraph in `state` before offset `end`: recorded when it passed a cost limit. */
function endParagraph(state: InlineState, end: number, heavy: HeavyParagraph[]): void {
  if (state.heavy) heavy.push({ line: state.heavy.line, column: state.heavy.column, message: `${state.heavy.message}: the paragraph's marks are read as text`, start: state.start, end });
}

/**
 * The first place where the page's text passes a nesting limit, and every paragraph past a cost
 * limit, by upper bounds found in one linear pass (front matter skipped; code skipped where it
 * could hide a real page's symbols: nothing is counted in fenced, indented or inline code).
 */
export function scanPage(text: string, syntax: 'md' | 'mdx'): PageScan {
  if (text.length > MAX_PAGE_CHARS) return { over: tooLong(text), heavy: [] };
  const mdx = syntax === 'mdx';
  const heavy: HeavyParagraph[] = [];
  // Front matter is YAML, read by its own limited reader.
  let start = frontmatterEnd(text);
  if (start === text.length && start > 0) return { heavy };
  const state: InlineState = { jsx: 0, braces: 0, brackets: 0, runs: 0, start, marks: 0, opens: [], walk: 0, line: 0 };
  const block: BlockState = { fence: undefined, inTable: false, previous: '', previousBlank: true, indented: false, listOpen: false, esm: false, containerParagraph: false, lazy: 0 };
  let lineNo = 0;
  for (let i = 0; i < start; i++) if (text.charCodeAt(i) === 10) lineNo++;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    lineNo++;
    const line = text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end);
    const lineStart = start;
    start = end + 1;
    state.line = lineNo;
    // A new paragraph at this line (`here`) or after it: the one before ends before the line.
    const found = scanLine(line, state, block, mdx, lineStart, (here) => {
      endParagraph(state, lineStart, heavy);
      newParagraph(state, here ? lineStart : Math.min(start, text.length));
    });
    if (found) return { over: { line: lineNo, column: found.column, message: `${found.message}: the page is read as text` }, heavy };
  }
  endParagraph(state, text.length, heavy);
  return { heavy };
}

/** One line of the pre-scan: the nesting limit it passes, if any; `reset(offset)` where a new paragraph starts. */
function scanLine(line: string, state: InlineState, block: BlockState, mdx: boolean, lineStart: number, reset: (here: boolean) => void): { column: number; message: string } | undefined {
  const blank = line.trim() === '';
  if (block.fence) {
    const inside = inFence(block.fence, line);
    if (inside || blank) {
      if (closesFence(block.fence, line.slice(block.fence.prefix?.length ?? 0))) block.fence = undefined;
      else if (!inside) block.fence = undefined;
      block.previous = line;
      block.previousBlank = blank;
      reset(false);
      return undefined;
    }
    block.fence = undefined;
  }
  // Indented code after a blank line, outside lists: text to the parser (MDX has no indented code).
  if (!mdx && !blank && !block.listOpen && (block.previousBlank || block.indented) && indentOf(line) >= 4) {
    block.indented = true;
    block.previous = line;
    block.previousBlank = false;
    reset(false);
    return undefined;
  }
  block.indented = false;
  if (mdx) {
    if (blank) block.esm = false;
    else if (block.previousBlank && ESM_START.test(line)) block.esm = true;
    if (block.esm) {
      block.previous = line;
      block.previousBlank = false;
      return scanInline(maskEsmStrings(line), 0, state, mdx, lineStart);
    }
  }
  const containers = leadingContainers(line);
  if (containers.count > MAX_NESTING_DEPTH) return { column: containers.over + 1, message: `Unexpected ${containers.count} list or quote markers opening one line, expected at most ${MAX_NESTING_DEPTH} nested levels` };
  const listItem = containers.count > 0 && /[-*+\d]/.test(line.slice(0, containers.end));
  if (listItem) block.listOpen = true;
  else if (!blank && block.previousBlank && indentOf(line) === 0 && containers.count === 0) block.listOpen = false;
  const content = line.slice(containers.end);
  if (blank || HEADING.test(content) || THEMATIC.test(line)) {
    block.containerParagraph = false;
    block.lazy = 0;
  } else if (containers.count > 0) {
    // A list item starts a paragraph of its own; a `>` line goes on with the quote's.
    if (listItem || !block.containerParagraph) block.lazy = 0;
    block.containerParagraph = true;
  } else if (block.containerParagraph && ++block.lazy > MAX_LAZY_LINES) {
    return { column: 1, message: `Unexpected ${block.lazy} lines continuing one paragraph of a block quote or list item, expected at most ${MAX_LAZY_LINES}` };
  }
  if (blank) {
    state.brackets = 0;
    block.inTable = false;
    reset(false);
  }
  const fence = openFence(content, line, containers);
  block.previousBlank = blank;
  if (fence) {
    block.fence = fence;
    block.containerParagraph = false;
    block.lazy = 0;
    state.brackets = 0;
    block.previous = line;
    reset(false);
    return undefined;
  }
  // A new list item, a heading or a table row starts a new paragraph (inline context).
  if (listItem || HEADING.test(content)) reset(true);
  else if (containers.count > 0) state.runs = 0;
  if (!block.inTable && line.includes('-') && DELIMITER_ROW.test(line) && (line.includes('|') || block.previous.includes('|'))) block.inTable = true;
  if (block.inTable) reset(true);
  block.previous = line;
  if (THEMATIC.test(line)) return undefined;
  return scanInline(line, containers.end, state, mdx, lineStart);
}

/**
 * The first place where the page's text passes a nesting limit (see scanPage): such a page is
 * not given to the parser at all.
 */
export function nestingOver(text: string, syntax: 'md' | 'mdx'): NestingOver | undefined {
  return scanPage(text, syntax).over;
}

/** The page's text with the marks of every heavy paragraph swapped for full-width look-alikes (same length, so positions stay those of the file). */
export function swapHeavyMarks(text: string, heavy: readonly HeavyParagraph[]): string {
  if (heavy.length === 0) return text;
  const parts: string[] = [];
  let from = 0;
  for (const paragraph of heavy) {
    parts.push(text.slice(from, paragraph.start));
    let lineStart = paragraph.start;
    while (lineStart < paragraph.end) {
      let lineEnd = text.indexOf('\n', lineStart);
      if (lineEnd < 0 || lineEnd > paragraph.end) lineEnd = paragraph.end;
      const line = text.slice(lineStart, lineEnd);
      const keep = leadingContainers(line).end;
      parts.push(line.slice(0, keep), line.slice(keep).replace(/[!$&*[\\\]_`~]/g, (m) => String.fromCharCode(m.charCodeAt(0) + 0xfee0)));
      if (lineEnd < paragraph.end) parts.push('\n');
      lineStart = lineEnd + 1;
    }
    from = paragraph.end;
  }
  parts.push(text.slice(from));
  return parts.join('');
}
