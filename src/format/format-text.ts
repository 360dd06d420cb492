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
import type { FormatSettings } from '../lint/format-settings.js';
import { formatHandlers, joinTight } from './handlers.js';
import { firstDifference, sameTree } from './same-tree.js';

export type { FormatSettings } from '../lint/format-settings.js';

/** What formatting one text gave. */
export type FormatTextResult =
  /** The text is already in the canonical style. */
  | { status: 'unchanged'; output: string }
  /** The text in the canonical style (same tree as the original). */
  | { status: 'changed'; output: string }
  /** The page does not parse (or passes a parser limit): not formatted. `line`/`column` 1-based. */
  | { status: 'unparsed'; message: string; line: number; column: number }
  /** The rewritten text would parse to another tree: not formatted. `line`/`column` of the first node that differs. */
  | { status: 'unsafe'; message: string; line: number; column: number };

export interface FormatTextOptions {
  /** `mdx` or `md` (default: `mdx`, as for `parsePage`). */
  syntax?: Syntax;
  /** The style (the config's `format` settings). */
  settings?: FormatSettings;
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
    resourceLink: false,
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

/**
 * Format one page's text. Never throws: a page that does not parse is `unparsed`, and one whose
 * rewrite would parse to another tree (positions aside) is `unsafe`; both are left as they were.
 */
export function formatText(text: string, options: FormatTextOptions = {}): FormatTextResult {
  const syntax = options.syntax ?? 'mdx';
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  // Work on `\n` only; every node then sits where the parser says in `source`.
  const source = text.slice(bom.length).replace(/\r\n/g, '\n');
  const parsed = parsePage({ value: source }, { syntax });
  const problem = parsed.error ?? parsed.limit;
  if (problem) return { status: 'unparsed', message: problem.message, line: problem.line, column: problem.column };
  let written: string;
  try {
    written = stringifyPage(parsed.tree, source, syntax, options.settings);
  } catch (error) {
    return { status: 'unsafe', message: `Unexpected page the formatter cannot write (${error instanceof Error ? error.message : String(error)}), expected it left as it is`, line: 1, column: 1 };
  }
  if (source.trim() === '' && written.trim() === '') return { status: 'unchanged', output: text };
  const again = written === source ? parsed : parsePage({ value: written }, { syntax });
  if (again.error || again.limit || !sameTree(parsed.tree, again.tree)) {
    const at = firstDifference(parsed.tree, again.tree);
    return { status: 'unsafe', message: `Unexpected change of meaning at ${at.line}:${at.column} (\`${at.type}\`), expected the same tree: the page is left as it is`, line: at.line, column: at.column };
  }
  const output = bom + withLineEndings(written, text, options.settings?.endOfLine);
  return output === text ? { status: 'unchanged', output: text } : { status: 'changed', output };
}
