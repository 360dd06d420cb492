// The prose of a page as Vale scopes it: one block per heading, paragraph, list item paragraph,
// table cell, block quote paragraph, footnote and image alt text, read from the one MDX/Markdown tree (src/parse/).
import type { Nodes, Parents, Root } from 'mdast';

/** Where a run of block text comes from: `exact` when the text is the source character for character. */
interface Segment {
  at: number;
  src: number;
  len: number;
  exact: boolean;
}

/** One block of prose: its scopes (`heading`, `heading.h2`, `paragraph`, `list`, `table.cell` …), its text, and its map to source offsets. */
export interface ValeBlock {
  scopes: readonly string[];
  text: string;
  segments: Segment[];
  /** Source offset where the block starts. */
  start: number;
}

/** Nodes whose text is never prose: code, front matter, ESM, expressions, math, raw HTML. */
const SKIPPED = new Set(['code', 'yaml', 'toml', 'mdxjsEsm', 'mdxFlowExpression', 'html', 'math', 'definition', 'thematicBreak']);

/** The source offset of a block text offset (the run's start when the run is not the source verbatim). */
export function sourceOffset(block: ValeBlock, offset: number): number {
  let found: Segment | undefined;
  for (const segment of block.segments) {
    if (segment.at > offset) break;
    found = segment;
  }
  if (!found) return block.start;
  return found.exact ? found.src + Math.min(offset - found.at, found.len) : found.src;
}

/**
 * The source offset of a block text offset that ends a range: the end of the run the range ends in, so a match ending
 * where an emphasis, strong, delete or link text ends stops at that text, not after the closing markup (`*`, `**`,
 * `](…)`) the next run starts after.
 */
export function sourceEndOffset(block: ValeBlock, offset: number): number {
  let found: Segment | undefined;
  for (const segment of block.segments) {
    if (segment.at >= offset) break;
    found = segment;
  }
  if (!found || !found.exact || offset > found.at + found.len) return sourceOffset(block, offset);
  return found.src + offset - found.at;
}

/** Whether a block text range maps onto one verbatim source run (so a fix can replace it). */
export function exactRange(block: ValeBlock, from: number, to: number): [number, number] | undefined {
  const segment = block.segments.find((s) => s.at <= from && to <= s.at + s.len);
  return segment?.exact ? [segment.src + from - segment.at, segment.src + to - segment.at] : undefined;
}

/** Inline node types by the Vale scope names (`IgnoredScopes`) that mask them, besides code (always masked). */
const INLINE_SCOPES: Readonly<Record<string, string>> = { link: 'link', strong: 'strong', b: 'strong', em: 'emphasis', i: 'emphasis', del: 'delete', s: 'delete' };

/** The node types masked as `*` for a list of ignored scopes. */
export function maskedTypes(ignoredScopes: readonly string[]): ReadonlySet<string> {
  return new Set(ignoredScopes.flatMap((scope) => INLINE_SCOPES[scope] ?? []));
}

/** Append a node's text to a block as `*`, keeping its length (what no rule reads but positions still count). */
function addMasked(node: Nodes, block: ValeBlock, source: string, masked: ReadonlySet<string>): void {
  const inner: ValeBlock = { scopes: block.scopes, text: '', segments: [], start: block.start };
  if ('children' in node) for (const child of node.children) addInline(child, inner, source, masked);
  block.segments.push({ at: block.text.length, src: node.position?.start.offset ?? block.start, len: inner.text.length, exact: false });
  block.text += inner.text.replace(/[^\n]/g, '*');
}

/** Append a node's inline text to a block (code as `*`, as Vale masks it; JSX attributes and expressions left out). */
function addInline(node: Nodes, block: ValeBlock, source: string, masked: ReadonlySet<string>): void {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (masked.has(node.type)) {
    addMasked(node, block, source, masked);
  } else if (node.type === 'text') {
    const exact = start !== undefined && end !== undefined && source.slice(start, end) === node.value;
    block.segments.push({ at: block.text.length, src: start ?? block.start, len: node.value.length, exact });
    block.text += node.value;
  } else if (node.type === 'inlineCode') {
    const inner = start === undefined ? -1 : source.indexOf(node.value, start);
    block.segments.push({ at: block.text.length, src: inner === -1 ? (start ?? block.start) : inner, len: node.value.length, exact: false });
    block.text += '*'.repeat(node.value.length);
  } else if (node.type === 'break') {
    block.text += '\n';
  } else if ('children' in node && node.type !== 'mdxJsxFlowElement') {
    for (const child of node.children) addInline(child, block, source, masked);
  }
}

/** A new block over a node's inline children. */
function blockOf(node: Parents, scopes: readonly string[], source: string, masked: ReadonlySet<string>): ValeBlock {
  const block: ValeBlock = { scopes, text: '', segments: [], start: node.position?.start.offset ?? 0 };
  for (const child of node.children) addInline(child, block, source, masked);
  return block;
}

/** The scope of an image's alt text: Vale lints an `<img>`'s `alt` as a block of its own (`text.attr.alt`). */
export const ALT_SCOPE = 'alt';

/**
 * The alt texts of the Markdown images among a node's inline descendants (`![alt](src)`, `![alt][ref]`), one block
 * each, as Vale lints the `alt` of every `<img>` the Markdown renders. The alt starts after `![`; when the source
 * there is not the alt verbatim (escapes, entities), findings point at its start.
 */
function altBlocks(node: Parents, source: string, out: ValeBlock[]): void {
  for (const child of node.children) {
    if ((child.type === 'image' || child.type === 'imageReference') && child.alt) {
      const start = child.position?.start.offset;
      if (start === undefined) continue;
      const at = start + 2;
      const exact = source.slice(start, at) === '![' && source.slice(at, at + child.alt.length) === child.alt;
      out.push({ scopes: [ALT_SCOPE], text: child.alt, segments: [{ at: 0, src: at, len: child.alt.length, exact }], start: at });
    } else if ('children' in child && child.type !== 'mdxJsxFlowElement') {
      altBlocks(child, source, out);
    }
  }
}

/** A block over a node's inline children, then the alt texts of its images. */
function pushBlock(node: Parents, scopes: readonly string[], source: string, out: ValeBlock[], masked: ReadonlySet<string>): void {
  out.push(blockOf(node, scopes, source, masked));
  altBlocks(node, source, out);
}

/** The blocks of a table: the first row's cells are `table.header`, the others `table.cell`. */
function tableBlocks(node: Extract<Nodes, { type: 'table' }>, source: string, out: ValeBlock[], masked: ReadonlySet<string>): void {
  node.children.forEach((row, index) => {
    for (const cell of row.children) pushBlock(cell, index === 0 ? ['table', 'table.header'] : ['table', 'table.cell'], source, out, masked);
  });
}

/** Walk flow content: `context` is the scope a paragraph takes here (`paragraph`, `list`, `blockquote`). */
function walk(node: Nodes, source: string, context: string, out: ValeBlock[], masked: ReadonlySet<string>): void {
  if (SKIPPED.has(node.type)) return;
  switch (node.type) {
    case 'heading':
      pushBlock(node, ['heading', `heading.h${node.depth}`], source, out, masked);
      return;
    case 'paragraph':
      pushBlock(node, [context], source, out, masked);
      return;
    case 'table':
      tableBlocks(node, source, out, masked);
      return;
    // Vale's Markdown (goldmark with footnotes) draws the footnotes as a list at the page's end: `list` prose.
    case 'listItem':
    case 'list':
    case 'footnoteDefinition':
      for (const child of node.children) walk(child, source, 'list', out, masked);
      return;
    case 'blockquote':
      for (const child of node.children) walk(child, source, 'blockquote', out, masked);
      return;
    default:
      if ('children' in node) for (const child of node.children) walk(child, source, context, out, masked);
  }
}

/** The page's prose blocks in document order; inline nodes of `masked` types (see {@link maskedTypes}) read as `*`. */
export function valeBlocks(tree: Root, source: string, masked: ReadonlySet<string> = new Set()): ValeBlock[] {
  const out: ValeBlock[] = [];
  for (const child of tree.children) walk(child, source, 'paragraph', out, masked);
  return out.filter((block) => block.text.trim() !== '');
}

/** The part `[from, to)` of a block as a block of its own (its segments cut to fit). */
function slice(block: ValeBlock, from: number, to: number, scopes: readonly string[]): ValeBlock {
  const segments: Segment[] = [];
  for (const s of block.segments) {
    const a = Math.max(s.at, from);
    const b = Math.min(s.at + s.len, to);
    if (b <= a && !(s.len === 0 && s.at >= from && s.at < to)) continue;
    segments.push({ at: a - from, src: s.exact ? s.src + (a - s.at) : s.src, len: Math.max(0, b - a), exact: s.exact });
  }
  return { scopes, text: block.text.slice(from, to), segments, start: segments[0]?.src ?? block.start };
}

/** A block's sentences, each a block with the scope `sentence` added: split after `.`, `!` or `?` (and closing quotes) and space. */
export function sentences(block: ValeBlock): ValeBlock[] {
  const out: ValeBlock[] = [];
  const scopes = [...block.scopes, 'sentence'];
  let from = 0;
  for (const m of block.text.matchAll(/[.!?]+["'”’)\]]*\s+/g)) {
    const end = (m.index ?? 0) + m[0].length;
    out.push(slice(block, from, end, scopes));
    from = end;
  }
  if (from < block.text.length) out.push(slice(block, from, block.text.length, scopes));
  return out;
}

/** A span of the page's source, `[from, to)`. */
export type SourceSpan = readonly [number, number];

/** A block with the text from the spans masked as `*` (line breaks kept, so positions stay right); `changed` when any was. */
function maskBlock(block: ValeBlock, spans: readonly SourceSpan[]): { block: ValeBlock; changed: boolean } {
  const chars = block.text.split('');
  let changed = false;
  const mask = (k: number): void => {
    if (chars[k] === undefined || chars[k] === '\n' || chars[k] === '*') return;
    chars[k] = '*';
    changed = true;
  };
  for (const s of block.segments) {
    for (const [from, to] of spans) {
      if (s.exact) {
        for (let i = Math.max(from, s.src); i < Math.min(to, s.src + s.len); i++) mask(s.at + i - s.src);
      } else if (s.src >= from && s.src < to) {
        // A run that is not the source verbatim (an entity, an escape) is masked whole when it starts in the span.
        for (let k = s.at; k < s.at + s.len; k++) mask(k);
      }
    }
  }
  return { block: changed ? { ...block, text: chars.join('') } : block, changed };
}

/**
 * The blocks with Vale's ignore patterns applied: text in a `TokenIgnores` span reads as `*`, as Vale makes each match
 * inline code; text in a `BlockIgnores` span too, and a block left with nothing else is dropped, as Vale makes each
 * match a code block.
 */
export function applyIgnores(blocks: readonly ValeBlock[], tokens: readonly SourceSpan[], blockSpans: readonly SourceSpan[]): ValeBlock[] {
  if (tokens.length === 0 && blockSpans.length === 0) return [...blocks];
  return blocks.flatMap((original) => {
    const byBlock = maskBlock(original, blockSpans);
    if (byBlock.changed && /^[\s*]*$/.test(byBlock.block.text)) return [];
    return [maskBlock(byBlock.block, tokens).block];
  });
}
