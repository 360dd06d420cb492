// What `docwright format` copies byte for byte from the page instead of writing it anew: front
// matter, code, math, HTML (comments included), MDX expressions and ESM, and the tags of JSX
// elements (their attributes). Each is cut from the source by its position; lines after the
// first lose the indentation of their container (list item, block quote, JSX element), which
// the stringifier writes again in the new style.
import type { Nodes } from 'mdast';

/** Where a node starts and ends in the source (offsets) and the column it starts at, if the parser said. */
export function spanOf(node: Nodes): { start: number; end: number; column: number } | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const column = node.position?.start.column;
  if (start === undefined || end === undefined || column === undefined || end < start) return undefined;
  return { start, end, column };
}

/**
 * The container prefix of one line after a node's first: up to `quotes` block-quote markers
 * (`>`, with the spaces around them) and indentation, `width` characters at most; `undefined`
 * when the line holds something else in that room.
 */
function prefixOf(line: string, width: number, quotes: number): string | undefined {
  let at = 0;
  for (let q = 0; q < quotes; q++) {
    const marker = /^[ \t]*>/.exec(line.slice(at, width));
    if (!marker) break;
    at += marker[0].length;
  }
  const space = /^[ \t]*/.exec(line.slice(at, width))?.[0] ?? '';
  at += space.length;
  // Room left over is fine only where the line ends (a blank line) or the node's own text sits further left.
  return at === Math.min(width, line.length) || /^[ \t]*$/.test(line.slice(0, at)) ? line.slice(0, at) : undefined;
}

/**
 * `source[start, end)` with its container's prefix (indentation and, inside `quotes` block
 * quotes, their markers, at most `column - 1` characters) cut from every line after the first;
 * `undefined` when a line holds a marker more than its containers explain.
 */
export function dedentSlice(source: string, start: number, end: number, column: number, quotes = 0): string | undefined {
  const lines = source.slice(start, end).split('\n');
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const prefix = prefixOf(line, column - 1, quotes);
    if (prefix === undefined) return undefined;
    lines[i] = line.slice(prefix.length);
  }
  return lines.join('\n');
}

/** The node's source, its container's prefix cut from lines after the first, or `undefined`. */
export function verbatim(node: Nodes, source: string, quotes = 0): string | undefined {
  const span = spanOf(node);
  return span && dedentSlice(source, span.start, span.end, span.column, quotes);
}

/**
 * Where the opening tag starting at `start` (`<`) ends (the offset after its `>`), reading
 * strings and braces so a `>` inside an attribute value or expression does not end it.
 */
export function openingTagEnd(source: string, start: number, limit: number): number | undefined {
  let depth = 0;
  let quote: string | undefined;
  for (let i = start + 1; i < limit; i++) {
    const c = source[i];
    if (quote !== undefined) {
      if (c === quote) quote = undefined;
      else if (c === '\\' && depth > 0) i++;
      continue;
    }
    if (c === '"' || c === "'" || (c === '`' && depth > 0)) quote = c;
    else if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (c === '>' && depth === 0) return i + 1;
  }
  return undefined;
}

const CLOSING = /<\/[ \t]*[\p{L}\p{N}_$.:-]*[ \t]*>$/u;

/** Where the closing tag that ends at `end` starts, when the text before `end` is one (`</Name>`). */
export function closingTagStart(source: string, end: number, from: number): number | undefined {
  const match = CLOSING.exec(source.slice(from, end));
  return match ? from + match.index : undefined;
}
