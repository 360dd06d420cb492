import type { Root } from 'mdast';
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkMath from './math.js';
import { VFile } from 'vfile';
import { readFrontmatter, type Frontmatter } from './frontmatter.js';
import { applyHeadingIds, protectHeadingIds } from './heading-id.js';
import { originalPoint, projectVariables, remapPositions, substituteVariables } from './variables.js';
import { frontmatterEnd, scanPage, swapHeavyMarks, type HeavyParagraph } from './nesting-scan.js';
import { walkType } from './walk.js';
import { remarkWithoutConstructs, unmatchableGfm, withTableLines } from './gfm-gate.js';

export { readFrontmatter, parseFrontmatterText, isRecord, inUnreadFrontmatter } from './frontmatter.js';
export type { Frontmatter, FrontmatterProblem } from './frontmatter.js';
export { headingSlug, HeadingSlugger } from './anchors.js';
export { MAX_NESTING_DEPTH, MAX_EMPHASIS_RUN, MAX_EMPHASIS_RUNS, MAX_INLINE_MARKS, MAX_LABEL_WALK_PER_CHAR, MAX_LAZY_LINES, MAX_PAGE_CHARS, nestingOver, scanPage } from './nesting-scan.js';
export type { HeavyParagraph, PageScan } from './nesting-scan.js';

export type Syntax = 'mdx' | 'md';

export interface ParseOptions {
  /** Force a syntax; by default `.mdx` is MDX and everything else Markdown. */
  syntax?: Syntax;
  /** Parse `$…$` and `$$…$$` as math (on by default, as the platform does). */
  math?: boolean;
  /**
   * The docs.json `variables` replaced in the page's text before the parse (see variables.ts); by default those of the
   * project the page's absolute path lies in, `null` for none. The tree's positions stay those of the file.
   */
  variables?: Readonly<Record<string, string>> | null;
}

/** A page's syntax error: the file could not be parsed. */
export interface ParseError {
  message: string;
  line: number;
  column: number;
  /** The parser's own rule id, e.g. `micromark-extension-mdx-jsx:unexpected-eof`. */
  cause?: string;
}

export interface ParsedPage {
  file: VFile;
  syntax: Syntax;
  /** The tree; an empty root when the page failed to parse. */
  tree: Root;
  frontmatter: Frontmatter;
  error?: ParseError;
  /**
   * Set when the page passes a limit: parsed without GFM (tables, footnotes, task lists), with
   * its too-deep list items as text, or (nesting past `MAX_NESTING_DEPTH`) not parsed at all:
   * its body is then one code block of the page's text.
   */
  limit?: ParseError;
  /**
   * Set when a paragraph passes a cost limit (inline marks, unmatched `]`): that paragraph's
   * marks (``!$&*[\]_`~``) were given to the parser as full-width look-alikes, so they read as
   * text; the rest of the page is parsed and linted as usual. The first such place.
   */
  bounded?: ParseError;
}

/**
 * GFM table cells one page may hold: the table parser's edits grow with the square of the
 * cells (a 400 x 100 table took 24 s). A page past it is parsed without GFM, with a notice.
 */
export const MAX_TABLE_CELLS = 10_000;

// One way to split each run of blanks: `[ \t]*\|?[ \t]*` took time quadratic in the blanks
// before a `-` that ends no delimiter row (100,000 spaces and `-x`: 17 s).
const DELIMITER_ROW = /^[ \t]*(?:\|[ \t]*)?:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*(?:\|[ \t]*)?$/;

/**
 * List nesting one page may hold: micromark re-checks every open list on every line, and the
 * indentation grows with the depth (a 1 MB list 1,000 deep took 100 s to parse).
 */
export const MAX_LIST_DEPTH = 32;

const LIST_ITEM = /^([ \t]*)([-*+]|\d{1,9}[.)])([ \t]|$)/;

/**
 * Where list items nest past `MAX_LIST_DEPTH` (by their indentation), and the text with the
 * markers of every item past it replaced by a look-alike of the same length (`-` → `•`,
 * `1.` → `1․`), so those lines are read as text and positions stay those of the file.
 */
export function listsTooDeep(text: string): { line: number; column: number; text: string } | undefined {
  // Each level takes at least two characters of indentation on its own line.
  if (text.length < MAX_LIST_DEPTH * MAX_LIST_DEPTH) return undefined;
  const lines = text.split('\n');
  const indents: number[] = [];
  let first: { line: number; column: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const match = LIST_ITEM.exec(lines[i] as string);
    if (!match) continue;
    const indent = (match[1] ?? '').replace(/\t/g, '    ').length;
    while (indents.length > 0 && (indents[indents.length - 1] ?? 0) >= indent) indents.pop();
    indents.push(indent);
    if (indents.length <= MAX_LIST_DEPTH) continue;
    const at = (match[1] ?? '').length;
    const marker = match[2] ?? '-';
    const look = /^\d/.test(marker) ? `${marker.slice(0, -1)}\u2024` : '\u2022';
    lines[i] = `${(lines[i] as string).slice(0, at)}${look}${(lines[i] as string).slice(at + marker.length)}`;
    first ??= { line: i + 1, column: at + 1 };
  }
  return first ? { ...first, text: lines.join('\n') } : undefined;
}

/** Where the GFM table cells of `text` pass `MAX_TABLE_CELLS` (a table's first line), if they do. */
export function tableCellsOver(text: string): { line: number; column: number; cells: number } | undefined {
  // Every cell takes at least two characters (`|x`): short pages cannot pass the limit.
  if (text.length < MAX_TABLE_CELLS * 2) return undefined;
  const lines = text.split('\n');
  let cells = 0;
  let over: { line: number; column: number } | undefined;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (!line.includes('-') || !DELIMITER_ROW.test(line) || (!line.includes('|') && !(lines[i - 1] ?? '').includes('|'))) continue;
    const start = i - 1;
    let end = i + 1;
    while (end < lines.length && (lines[end] as string).includes('|') && (lines[end] as string).trim() !== '') end++;
    for (let k = start; k < end; k++) {
      const row = (lines[k] as string).trim();
      cells += (row.match(/\|/g)?.length ?? 0) + 1 - (row.startsWith('|') ? 1 : 0) - (row.endsWith('|') && row.length > 1 ? 1 : 0);
    }
    if (cells > MAX_TABLE_CELLS && !over) over = { line: start + 1, column: 1 };
    i = end - 1;
  }
  return over ? { ...over, cells } : undefined;
}

const processors = new Map<string, Processor<Root>>();

/** What `getProcessor` builds: each part on unless turned off. */
export interface ProcessorOptions {
  /** `$…$` and `$$…$$` math (remark-math). Default true. */
  math?: boolean;
  /** GitHub Flavored Markdown (remark-gfm): tables, task lists, strikethrough, autolinks, footnotes. Default true. */
  gfm?: boolean;
  /** The text the processor will parse: the GFM constructs that cannot match in it are left out (src/parse/gfm-gate.ts: the same tree, in less time). */
  text?: string;
}

/**
 * The one processor per syntax and options. Every part of docwright parses pages through it;
 * processors are built once per distinct set of options and reused.
 */
export function getProcessor(syntax: Syntax, options: ProcessorOptions = {}): Processor<Root> {
  const { math = true, gfm = true, text } = options;
  const without = gfm && text !== undefined ? unmatchableGfm(text) : [];
  const key = `${syntax}:${math}:${gfm}:${text === undefined ? 'all' : without.join(',')}`;
  let processor = processors.get(key);
  if (!processor) {
    const start = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);
    const base = gfm ? start.use(remarkGfm) : start;
    const withMath = math ? base.use(remarkMath) : base;
    const full = syntax === 'mdx' ? withMath.use(remarkMdx) : withMath;
    const gated = gfm && text !== undefined ? full.use(remarkWithoutConstructs, without) : full;
    // tsc needs the assertion (the branches are different processor types); the linter's view of the types disagrees.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    processor = gated as unknown as Processor<Root>;
    processors.set(key, processor);
  }
  return processor;
}

/** The syntax docwright gives a file by its name: `.mdx` (or no name at all, as for stdin) is MDX, the rest Markdown. */
export function syntaxOf(path: string | undefined): Syntax {
  return path === undefined || /\.mdx$/i.test(path) ? 'mdx' : 'md';
}

function errorPosition(error: unknown): ParseError {
  const e = error as { reason?: unknown; message?: unknown; line?: unknown; column?: unknown; place?: unknown; ruleId?: unknown; source?: unknown };
  let line = typeof e.line === 'number' ? e.line : 1;
  let column = typeof e.column === 'number' ? e.column : 1;
  const place = e.place as { line?: unknown; column?: unknown; start?: { line?: unknown; column?: unknown } } | undefined;
  if (place && typeof place === 'object') {
    const point = place.start ?? place;
    if (typeof point.line === 'number') line = point.line;
    if (typeof point.column === 'number') column = point.column;
  }
  const reason = typeof e.reason === 'string' ? e.reason : typeof e.message === 'string' ? e.message : String(error);
  // Some errors (an unclosed JSX tag at the end of the file) carry no place, only `(6:3-6:21)` in their text.
  const inText = typeof e.line !== 'number' && !place ? /\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason) : null;
  if (inText) {
    line = Number(inText[1]);
    column = Number(inText[2]);
  }
  const cause = typeof e.source === 'string' && typeof e.ruleId === 'string' ? `${e.source}:${e.ruleId}` : undefined;
  return { message: reason, line, column, ...(cause ? { cause } : {}) };
}

/**
 * A page past a nesting limit, not given to micromark (whose work grows faster than the text):
 * its front matter (parsed: it is YAML) and its body as one code block, shown as written.
 */
function unparsed(file: VFile, syntax: Syntax, text: string, limit: ParseError): ParsedPage {
  const bodyStart = frontmatterEnd(text);
  let tree: Root = { type: 'root', children: [] };
  if (bodyStart > 0) {
    try {
      tree = getProcessor(syntax).parse(new VFile({ path: file.path, value: text.slice(0, bodyStart) }));
    } catch {
      tree = { type: 'root', children: [] };
    }
  }
  const end = { line: text.split('\n').length, column: 1, offset: text.length };
  let line = 1;
  for (let i = 0; i < bodyStart; i++) if (text.charCodeAt(i) === 10) line++;
  tree.children = tree.children.filter((node) => node.type === 'yaml');
  tree.children.push({ type: 'code', lang: null, meta: null, value: text.slice(bodyStart), position: { start: { line, column: 1, offset: bodyStart }, end } });
  return { file, syntax, tree, frontmatter: readFrontmatter(tree, text), limit };
}

/**
 * The text of a heavy paragraph as written: every text node inside one holds the look-alikes the
 * parser was given, and gets the file's characters back where its value is the file's text
 * (same length, so no escape or line prefix in between).
 */
function restoreMarks(tree: Root, text: string, heavy: readonly HeavyParagraph[]): void {
  walkType(tree, 'text', (node) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined || end - start !== node.value.length) return;
    if (heavy.some((paragraph) => start >= paragraph.start && end <= paragraph.end)) node.value = text.slice(start, end);
  });
}

/** Pages parsed ahead of their own turn (`offerParsed`), by path, oldest first; each is taken once. */
const offered = new Map<string, { text: string; parsed: ParsedPage }>();
/** How many parsed pages `offerParsed` keeps at most (the oldest goes first). */
export const MAX_OFFERED = 16;

/**
 * Keep a page parsed with the default options (its path's syntax, math on) for the next `parsePage` of
 * the same path and text, which takes it instead of parsing again: lint's `link-target` reads the
 * anchors of pages it has not linted yet. The caller must not have changed the tree (it is handed on as is).
 */
export function offerParsed(path: string, text: string, parsed: ParsedPage): void {
  offered.delete(path);
  offered.set(path, { text, parsed });
  if (offered.size > MAX_OFFERED) offered.delete(offered.keys().next().value as string);
}

/** The paths of the pages `offerParsed` keeps, oldest first. */
export function offeredPaths(): IterableIterator<string> {
  return offered.keys();
}

/** The page offered for this path and text, taken (once), when the parse asks for the default options. */
function takeOffered(file: VFile, text: string, options: ParseOptions): ParsedPage | undefined {
  const path = file.path;
  const entry = path === undefined || offered.size === 0 ? undefined : offered.get(path);
  if (entry === undefined) return undefined;
  offered.delete(path);
  if (entry.text !== text || (options.syntax !== undefined && options.syntax !== syntaxOf(path)) || options.math === false) return undefined;
  return { ...entry.parsed, file };
}

/**
 * Parse one page. Never throws: a syntax error is returned as `error`, with its
 * position, and an empty tree.
 */
export function parsePage(input: VFile | { path?: string; value: string }, options: ParseOptions = {}): ParsedPage {
  const file = input instanceof VFile ? input : new VFile({ path: input.path, value: input.value });
  const text = String(file.value);
  const ahead = takeOffered(file, text, options);
  if (ahead) return ahead;
  const variables = options.variables === undefined ? projectVariables(file.path) : options.variables ?? undefined;
  const substituted = substituteVariables(text, variables);
  if (substituted === undefined) return parseText(file, options);
  const parsed = parseText(new VFile({ path: file.path, value: substituted.text }), options);
  remapPositions(parsed.tree, substituted, text);
  const back = (error: ParseError | undefined): ParseError | undefined => error && { ...error, ...originalPoint(substituted, text, error) };
  const error = back(parsed.error);
  const limit = back(parsed.limit);
  const bounded = back(parsed.bounded);
  return { ...parsed, file, ...(error ? { error } : {}), ...(limit ? { limit } : {}), ...(bounded ? { bounded } : {}) };
}

/** Parse one page's text as it is (its variables replaced, when it has any). */
function parseText(file: VFile, options: ParseOptions): ParsedPage {
  const syntax = options.syntax ?? syntaxOf(file.path);
  const text = String(file.value);
  const scan = scanPage(text, syntax);
  if (scan.over) return unparsed(file, syntax, text, scan.over);
  const first = scan.heavy[0];
  const bounded: ParseError | undefined = first && { line: first.line, column: first.column, message: first.message };
  const scanned = swapHeavyMarks(text, scan.heavy);
  const tables = tableCellsOver(scanned);
  const lists = listsTooDeep(scanned);
  const limit: ParseError | undefined = tables
    ? { line: tables.line, column: tables.column, message: `Unexpected ${tables.cells} table cells on one page, expected at most ${MAX_TABLE_CELLS}: the page's tables are read as text` }
    : lists && { line: lists.line, column: lists.column, message: `Unexpected list nested deeper than ${MAX_LIST_DEPTH} levels, expected shallower lists: the deeper items are read as text` };
  try {
    // micromark skips a leading BOM itself, so positions stay those of the file. A text
    // with its too-deep list markers replaced keeps every position (same length).
    // Custom heading ids (`## Title {#id}`) are no MDX expressions: see heading-id.ts.
    const swapped = syntax === 'mdx' ? protectHeadingIds(lists?.text ?? scanned) : undefined;
    const value = swapped ?? lists?.text ?? (scanned === text ? undefined : scanned);
    const input = value === undefined ? file : new VFile({ path: file.path, value });
    const source = String(input.value);
    const tree = withTableLines(source, () => getProcessor(syntax, { math: options.math ?? true, gfm: !tables, text: source }).parse(input));
    applyHeadingIds(tree, swapped !== undefined);
    if (scan.heavy.length > 0) restoreMarks(tree, text, scan.heavy);
    return { file, syntax, tree, frontmatter: readFrontmatter(tree, text), ...(limit ? { limit } : {}), ...(bounded ? { bounded } : {}) };
  } catch (error) {
    const tree: Root = { type: 'root', children: [] };
    return {
      file,
      syntax,
      tree,
      frontmatter: { present: false, data: {}, raw: '', startLine: 1, problems: [], keyLines: {} },
      error: errorPosition(error),
    };
  }
}

/** Whether Mintlify compiles this page as MDX although its name says Markdown: every `.md` page but `README.md` (which it does not publish). */
export function mdCompiledAsMdx(path: string): boolean {
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1).toLowerCase();
  return name.endsWith('.md') && name !== 'readme.md';
}

/** The last `.md` text read as MDX: two rules (`page-mdx-syntax`, `expression-defined`) ask for the same page in turn. */
let lastAsMdx: { path: string; text: string; parsed: ParsedPage } | undefined;

/**
 * A page's text parsed as MDX whatever its name (Mintlify compiles `.md` pages as MDX), the last one remembered:
 * the callers only read the tree, so the rules that ask for the same page in turn share one parse.
 */
export function parseAsMdx(path: string, text: string): ParsedPage {
  if (lastAsMdx?.path === path && lastAsMdx.text === text) return lastAsMdx.parsed;
  const parsed = parsePage({ path, value: text }, { syntax: 'mdx' });
  lastAsMdx = { path, text, parsed };
  return parsed;
}

/** Where a page's text stops being valid MDX (Mintlify compiles `.md` pages as MDX), or undefined when it compiles. */
export function mdxSyntaxError(path: string, text: string): ParseError | undefined {
  return parseAsMdx(path, text).error;
}

/** Where a line may start MDX's ESM (`import`/`export`, indented or not, to be safe). */
const ESM_LINE = /^[ \t]*(?:import|export)\b/m;

/**
 * Whether `text` may fail to compile as MDX: only its MDX constructs can fail (JSX and HTML
 * comments start with `<`, expressions and heading ids with `{`, ESM with `import`/`export` at a
 * line's start); a text with none of them compiles, so no parse is needed to say so.
 */
export function mayFailAsMdx(text: string): boolean {
  return text.includes('<') || text.includes('{') || ESM_LINE.test(text);
}
