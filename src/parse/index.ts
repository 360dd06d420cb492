import type { Root } from 'mdast';
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkMath from 'remark-math';
import { VFile } from 'vfile';
import { readFrontmatter, type Frontmatter } from './frontmatter.js';

export { readFrontmatter, parseFrontmatterText, isRecord } from './frontmatter.js';
export type { Frontmatter, FrontmatterProblem } from './frontmatter.js';

export type Syntax = 'mdx' | 'md';

export interface ParseOptions {
  /** Force a syntax; by default `.mdx` is MDX and everything else Markdown. */
  syntax?: Syntax;
  /** Parse `$…$` and `$$…$$` as math (on by default, as the platform does). */
  math?: boolean;
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
}

const processors = new Map<string, Processor<Root>>();

/** The one processor per syntax. Every part of docwright parses pages through it. */
export function getProcessor(syntax: Syntax, math = true): Processor<Root> {
  const key = `${syntax}:${math}`;
  let processor = processors.get(key);
  if (!processor) {
    const base = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);
    const withMath = math ? base.use(remarkMath) : base;
    // tsc needs the assertion (the two branches are different processor types); the linter's view of the types disagrees.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    processor = (syntax === 'mdx' ? withMath.use(remarkMdx) : withMath) as unknown as Processor<Root>;
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
 * Parse one page. Never throws: a syntax error is returned as `error`, with its
 * position, and an empty tree.
 */
export function parsePage(input: VFile | { path?: string; value: string }, options: ParseOptions = {}): ParsedPage {
  const file = input instanceof VFile ? input : new VFile({ path: input.path, value: input.value });
  const syntax = options.syntax ?? syntaxOf(file.path);
  try {
    // micromark skips a leading BOM itself, so positions stay those of the file.
    const tree = getProcessor(syntax, options.math ?? true).parse(file);
    return { file, syntax, tree, frontmatter: readFrontmatter(tree) };
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
