// One page's text in the canonical style: parsed by the one parser (src/parse/), written back by
// remark-stringify with the same syntax extensions (front matter, GFM, math, MDX), and kept only
// when the new text parses to the same tree, positions aside. Nothing here touches the disk.
import type { Root } from 'mdast';
import { unified } from 'unified';
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkMath from '../parse/math.js';
import { parsePage, type Syntax } from '../parse/index.js';
import { UNCLOSED_FRONTMATTER } from '../parse/frontmatter.js';
import type { FormatSettings } from '../lint/format-settings.js';
import { formatHandlers, joinTight } from './handlers.js';
import { firstDifference, sameTree } from './same-tree.js';

export type { FormatSettings } from '../lint/format-settings.js';

/** What formatting one text gave. */
export type FormatTextResult =
  /** The text is already in the canonical style (or every block that would change is kept as written: `copied`). */
  | { status: 'unchanged'; output: string; copied: number }
  /** The text in the canonical style (same tree as the original); `copied` top-level blocks kept as written, as they alone would change. */
  | { status: 'changed'; output: string; copied: number }
  /** The page does not parse: not formatted. `line`/`column` 1-based. */
  | { status: 'unparsed'; message: string; line: number; column: number }
  /** The rewritten text would parse to another tree, or the page passes a parser limit: not formatted. `line`/`column` of the first node that differs (or of the limit). */
  | { status: 'unsafe'; message: string; line: number; column: number };

export interface FormatTextOptions {
  /** `mdx` or `md` (default: `mdx`, as for `parsePage`). */
  syntax?: Syntax;
  /** The style (the config's `format` settings). */
  settings?: FormatSettings;
  /**
   * Keep the meaning the text has as MDX too (a `.md` page, which Mintlify compiles as MDX): a block that would read
   * otherwise there, such as an MDX comment whose stars Markdown would escape, is kept as written.
   */
  asMdxToo?: boolean;
}

/** remark-stringify's options for the settings: Prettier's Markdown style where it has one. */
export function stringifyOptions(settings: FormatSettings = {}): StringifyOptions {
  return {
    bullet: settings.bullet ?? '-',
    emphasis: settings.emphasis ?? '_',
    strong: settings.strong ?? '*',
    fence: settings.fence ?? '`',
    fences: true,
    rule: settings.rule ?? '-',
    listItemIndent: settings.listItemIndent ?? 'one',
    incrementListMarker: settings.incrementListMarker ?? true,
    quote: settings.singleQuote === true ? "'" : '"',
    setext: false,
    closeAtx: false,
    resourceLink: true,
  };
}

/** The tree written back as Markdown, copying what must stay byte for byte from `source`. */
export function stringifyPage(tree: Root, source: string, syntax: Syntax, settings: FormatSettings | undefined): string {
  const base = unified()
    .use(remarkStringify, { ...stringifyOptions(settings), handlers: formatHandlers(source), join: [joinTight] })
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkGfm)
    .use(remarkMath);
  const processor = syntax === 'mdx' ? base.use(remarkMdx) : base;
  return processor.stringify(tree);
}

/** `text` with the line endings asked for: `auto` keeps CRLF when the original used it throughout. */
function withLineEndings(text: string, original: string, endOfLine: FormatSettings['endOfLine']): string {
  const crlf = endOfLine === 'crlf' || ((endOfLine ?? 'auto') === 'auto' && original.includes('\r\n') && !/(^|[^\r])\n/.test(original));
  return crlf ? text.replace(/\n/g, '\r\n') : text;
}

/** Where a rewrite says something else than the original, or `undefined` when it says the same. */
function difference(tree: Root, written: string, syntax: Syntax): { line: number; column: number; message: string } | undefined {
  const again = parsePage({ value: written }, { syntax });
  const problem = again.error ?? again.limit;
  if (problem) return { line: 1, column: 1, message: `Unexpected rewrite that does not parse (${problem.message}), expected the same tree: the page is left as it is` };
  if (sameTree(tree, again.tree)) return undefined;
  const at = firstDifference(tree, again.tree);
  return { line: at.line, column: at.column, message: `Unexpected change of meaning at ${at.line}:${at.column} (\`${at.type}\`), expected the same tree: the page is left as it is` };
}

/**
 * Where `written` reads otherwise than `original` as MDX, or `undefined` when it reads the same. An `original` that is
 * no MDX (Mintlify fails it, and `page-mdx-syntax` says so) differs from any other text when `strict`, else is not judged.
 */
function mdxDifference(original: string, written: string, strict: boolean): { line: number; column: number; message: string } | undefined {
  if (original === written) return undefined;
  const before = parsePage({ value: original }, { syntax: 'mdx' });
  if (before.error || before.limit) return strict ? { line: 1, column: 1, message: 'Unexpected rewrite of text that is no MDX, expected it as written' } : undefined;
  const after = parsePage({ value: written }, { syntax: 'mdx' });
  const problem = after.error ?? after.limit;
  if (problem) return { line: 1, column: 1, message: `Unexpected rewrite that does not parse as MDX (${problem.message}), expected the same tree as Mintlify compiles the page: the page is left as it is` };
  if (sameTree(before.tree, after.tree)) return undefined;
  const at = firstDifference(before.tree, after.tree);
  return { line: at.line, column: at.column, message: `Unexpected change of meaning as MDX at ${at.line}:${at.column} (\`${at.type}\`), expected the same tree as Mintlify compiles the page: the page is left as it is` };
}

/** The tree written back, or `undefined` when the stringifier cannot write it. */
function tryWrite(tree: Root, source: string, syntax: Syntax, settings: FormatSettings | undefined): string | undefined {
  try {
    return stringifyPage(tree, source, syntax, settings);
  } catch {
    return undefined;
  }
}

/**
 * The page written block by block (the splice): each top-level block in the new style when it
 * alone reads back the same, else as written; blocks copied as written keep the text around them.
 */
function spliced(tree: Root, source: string, syntax: Syntax, settings: FormatSettings | undefined, asMdxToo: boolean): { text: string; copied: number } {
  let out = '';
  let count = 0;
  let previous: { end: number; copied: boolean; node: Root['children'][number] } | undefined;
  for (const node of tree.children) {
    const start = node.position?.start.offset ?? 0;
    const end = node.position?.end.offset ?? start;
    const alone: Root = { type: 'root', children: [node] };
    const written = tryWrite(alone, source, syntax, settings)?.replace(/\n$/, '');
    const copied =
      written === undefined ||
      difference(alone, `${written}\n`, syntax) !== undefined ||
      (asMdxToo && mdxDifference(source.slice(start, end), written, true) !== undefined);
    if (previous) out += previous.copied || copied ? source.slice(previous.end, start) : joinTight(previous.node, node) === 0 ? '\n' : '\n\n';
    out += copied ? source.slice(start, end) : written;
    if (copied) count++;
    previous = { end, copied, node };
  }
  return { text: `${out}\n`, copied: count };
}

/**
 * Format one page's text. Never throws: a page that does not parse is `unparsed`, and one whose
 * rewrite would parse to another tree (positions aside) is `unsafe`; both are left as they were.
 * A page written whole that would change is written again block by block, each top-level block
 * that would change copied as it is.
 */
export function formatText(text: string, options: FormatTextOptions = {}): FormatTextResult {
  const syntax = options.syntax ?? 'mdx';
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  // Work on `\n` only; every node then sits where the parser says in `source`.
  const source = text.slice(bom.length).replace(/\r\n/g, '\n');
  const parsed = parsePage({ value: source }, { syntax });
  if (parsed.error) return { status: 'unparsed', message: parsed.error.message, line: parsed.error.line, column: parsed.error.column };
  // Past a parser limit the tree is not the page's whole meaning: nothing to compare a rewrite with.
  if (parsed.limit) return { status: 'unsafe', message: `${parsed.limit.message}: the page is left as it is`, line: parsed.limit.line, column: parsed.limit.column };
  // Front matter never closed is the page's text to the parser: rewritten, the author's `key: value` lines would be lost.
  if (parsed.frontmatter.problems.some((p) => p.fails === 'text')) return { status: 'unsafe', message: `${UNCLOSED_FRONTMATTER}: the page is left as it is`, line: 1, column: 1 };
  if (source.trim() === '') return { status: 'unchanged', output: text, copied: 0 };
  const asMdxToo = options.asMdxToo === true && syntax === 'md';
  const differs = (text: string): ReturnType<typeof difference> =>
    difference(parsed.tree, text, syntax) ?? (asMdxToo ? mdxDifference(source, text, false) : undefined);
  let written = tryWrite(parsed.tree, source, syntax, options.settings);
  let copied = 0;
  // A `.md` page that is no MDX as a whole is judged as MDX block by block, in the splice.
  const blockByBlock = asMdxToo && written !== undefined && written !== source && parsePage({ value: source }, { syntax: 'mdx' }).error !== undefined;
  if (written === undefined || (written !== source && (blockByBlock || differs(written) !== undefined))) {
    const splice = spliced(parsed.tree, source, syntax, options.settings, asMdxToo);
    written = splice.text;
    copied = splice.copied;
  }
  const unsafe = written === source ? undefined : differs(written);
  if (unsafe) return { status: 'unsafe', ...unsafe };
  const output = bom + withLineEndings(written, text, options.settings?.endOfLine);
  return output === text ? { status: 'unchanged', output: text, copied } : { status: 'changed', output, copied };
}
