// The prose of a page: paragraph text with code, URLs, JSX attributes and markup
// blanked out, so every character keeps its offset in the file.
import type { Heading, Nodes, Paragraph, Root, TableCell } from 'mdast';
import type {} from 'mdast-util-mdx';
import { SKIP, walk } from '../parse/walk.js';

export interface ProseBlock {
  /** The block's text: prose characters at their place, everything else a space. */
  text: string;
  /** File offset of `text[0]`. */
  offset: number;
  node: Paragraph | Heading | TableCell;
  /** Names of the JSX components around the block, innermost last. */
  within: readonly string[];
}

/** Components whose content is not prose: diagrams, math, trees. */
const NOT_PROSE = new Set(['Latex', 'Tree', 'FileTree', 'Color', 'CodeGroup', 'RequestExample', 'ResponseExample']);

/**
 * Stands in for code, expressions and component tags: not a word and not a space, so
 * `Set to \`"full"\` to` does not read as "to to" and no word count includes it.
 */
export const OPAQUE = '\u25aa';

/** Stands in for a component tag (`<Card …>`, `</Card>`): a boundary between pieces of prose. */
export const TAG = '\u25ab';

/** Stands in for the markers around emphasis, strong, deleted text and links (`**`, `[`, `](…)`): a boundary too. */
export const BREAK = '\u241e';

/** Characters that stand for something other than prose; no word spans them. */
export const NOT_TEXT = new RegExp(`[${OPAQUE}${TAG}${BREAK}]`);

function mark(chars: string[], node: Nodes, base: number, value: string): void {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return;
  for (let i = start; i < end; i++) if (chars[i - base] !== '\n') chars[i - base] = value;
}

function fill(chars: string[], node: Nodes, source: string, base: number): void {
  if (node.type === 'text') {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    for (let i = start; i < end; i++) chars[i - base] = source[i] ?? ' ';
    return;
  }
  // Inline code, math, HTML, expressions and images are not prose; link URLs are not text nodes.
  if (node.type === 'inlineCode' || node.type === 'inlineMath' || node.type === 'html' || node.type === 'mdxTextExpression' || node.type === 'image') {
    mark(chars, node, base, OPAQUE);
    return;
  }
  if (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') {
    // The tags are boundaries; the content between them is prose again (unless it is a diagram or math).
    mark(chars, node, base, NOT_PROSE.has(node.name ?? '') ? OPAQUE : TAG);
    if (NOT_PROSE.has(node.name ?? '')) return;
  }
  // A bare URL (`https://…`, an autolink) is a link whose text is its address: not prose.
  if (node.type === 'link' && node.children.length === 1 && node.children[0]?.type === 'text' && node.url.endsWith(node.children[0].value)) {
    mark(chars, node, base, OPAQUE);
    return;
  }
  if (node.type === 'emphasis' || node.type === 'strong' || node.type === 'delete' || node.type === 'link' || node.type === 'linkReference') {
    // `**AND** or **OR**` is not "or or": the markers separate what they wrap from the words around it.
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start !== undefined && end !== undefined && end > start) {
      chars[start - base] = BREAK;
      chars[end - 1 - base] = BREAK;
    }
  }
  if ('children' in node) for (const child of node.children as Nodes[]) fill(chars, child, source, base);
}

/** The prose of one block node, or `undefined` when it holds no text. */
export function blockText(node: Paragraph | Heading | TableCell, source: string): { text: string; offset: number } | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined || end <= start) return undefined;
  const chars: string[] = new Array<string>(end - start).fill(' ');
  // Keep line breaks so sentences and positions stay readable.
  for (let i = start; i < end; i++) if (source[i] === '\n') chars[i - start] = '\n';
  fill(chars, node, source, start);
  const text = chars.join('');
  return /[\p{L}\p{N}]/u.test(text) ? { text, offset: start } : undefined;
}

export interface ProseOptions {
  paragraphs?: boolean;
  headings?: boolean;
  tableCells?: boolean;
}

const byTree = new WeakMap<Root, Map<string, ProseBlock[]>>();

/**
 * Every prose block of a page, in order. Code blocks, front matter, ESM and diagrams are never
 * prose. Cached per tree, so the prose rules share one walk.
 */
export function proseBlocks(tree: Root, source: string, options: ProseOptions = { paragraphs: true }): ProseBlock[] {
  const key = `${options.paragraphs === true}${options.headings === true}${options.tableCells === true}`;
  let perTree = byTree.get(tree);
  if (!perTree) {
    perTree = new Map();
    byTree.set(tree, perTree);
  }
  const cached = perTree.get(key);
  if (cached) return cached;
  const blocks: ProseBlock[] = [];
  perTree.set(key, blocks);
  walk(tree, (node, ancestors) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && NOT_PROSE.has(node.name ?? '')) return SKIP;
    const wanted =
      (node.type === 'paragraph' && options.paragraphs) || (node.type === 'heading' && options.headings) || (node.type === 'tableCell' && options.tableCells);
    if (!wanted) return undefined;
    const block = blockText(node, source);
    if (block) {
      const within = ancestors.flatMap((a) => ((a.type === 'mdxJsxFlowElement' || a.type === 'mdxJsxTextElement') && a.name ? [a.name] : []));
      blocks.push({ ...block, node: node, within });
    }
    return SKIP;
  });
  return blocks;
}
