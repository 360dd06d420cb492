// Custom heading ids: `## Options {#config}`.
//
// In Markdown the `{#config}` is text; in MDX `{…}` starts an expression, and `#config` is no
// JavaScript, so the page did not parse. Before an MDX page is parsed, the braces of a
// trailing `{#id}` on a heading line of the form Mintlify converts (HEADING_WITH_ID) are swapped for two private-use characters (same
// length, so every position stays that of the file); after parsing, a heading whose text ends
// in `{#id}` (either form) loses it from its text and carries the id as `data.anchor`, and the
// swapped characters anywhere else (a code block that shows the syntax) are put back.
// Each step is one pass over the text or the tree.
import type { Heading, Nodes, Root } from 'mdast';

declare module 'mdast' {
  interface HeadingData {
    /** The id written after the heading text (`## Options {#config}` → `config`). */
    anchor?: string;
  }
}

const OPEN = '\uE000';
const CLOSE = '\uE001';
/** The start of a heading line Mintlify gives its own id (its preprocessCustomHeadingIds): up to 3 spaces, 1-6 `#`, a space. */
const HEADING_START = /^ {0,3}#{1,6}\s/u;
const isOpener = (c: string | undefined): boolean => c === '{' || c === OPEN;
const isCloser = (c: string | undefined): boolean => c === '}' || c === CLOSE;

/**
 * The trailing `{#id}` of `value` (either form) as Mintlify finds it, looking no further left
 * than `from`: the last character is a closing brace, and the opening brace is the first one
 * after the closing brace before it that `#` and an id follow (spaces allowed around). One pass.
 */
function findId(value: string, from: number): { at: number; close: number; id: string } | undefined {
  const end = value.trimEnd();
  const close = end.length - 1;
  if (!isCloser(end[close])) return undefined;
  let start = from;
  for (let i = close - 1; i >= from; i--) {
    if (isCloser(end[i])) {
      start = i + 1;
      break;
    }
  }
  // The id ends at the last non-space character before the closing brace.
  let last = close - 1;
  while (last >= start && /\s/u.test(end[last] ?? '')) last--;
  for (let at = start; at < close; at++) {
    if (!isOpener(end[at])) continue;
    let hash = at + 1;
    while (hash < close && /\s/u.test(end[hash] ?? '')) hash++;
    if (end[hash] === '#' && hash < last) return { at, close, id: end.slice(hash + 1, last + 1).trim().replaceAll(OPEN, '{') };
  }
  return undefined;
}

/** `{#id}` (or its swapped form) at the end of `value`: where it starts and the id. */
function trailingId(value: string): { at: number; id: string } | undefined {
  const found = findId(value, 0);
  return found && found.id !== '' ? { at: found.at, id: found.id } : undefined;
}

/**
 * The MDX text with the braces of every heading's trailing `{#id}` swapped, or `undefined`
 * when there is none (or the text already holds the stand-in characters). A heading in a list
 * or quote, or one with no text before its `{#id}`, keeps its braces, as on Mintlify.
 */
export function protectHeadingIds(text: string): string | undefined {
  if (!text.includes('{') || text.includes(OPEN) || text.includes(CLOSE)) return undefined;
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const head = line.includes('{') ? HEADING_START.exec(line) : null;
    // At least one character of text between the heading's space and the brace.
    const found = head ? findId(line, head[0].length + 1) : undefined;
    if (!found) continue;
    const inside = line.slice(found.at + 1, found.close).replaceAll('{', OPEN);
    lines[i] = `${line.slice(0, found.at)}${OPEN}${inside}${CLOSE}${line.slice(found.close + 1)}`;
    changed = true;
  }
  return changed ? lines.join('\n') : undefined;
}

function takeHeadingId(heading: Heading): void {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return;
  const found = trailingId(last.value);
  if (!found) return;
  const rest = last.value.slice(0, found.at).trimEnd();
  const removed = last.value.length - rest.length;
  if (rest === '') heading.children.pop();
  else {
    last.value = rest;
    const end = last.position?.end;
    if (end?.offset !== undefined) last.position = { start: last.position?.start ?? end, end: { line: end.line, column: end.column - removed, offset: end.offset - removed } };
  }
  heading.data = { ...heading.data, anchor: found.id };
}

function restore(value: string): string {
  return value.replaceAll(OPEN, '{').replaceAll(CLOSE, '}');
}

/** Put the stand-ins back in every string of a parsed expression (`data.estree`), in place. */
function restoreDeep(root: unknown): void {
  const stack: unknown[] = [root];
  for (let value = stack.pop(); value !== undefined; value = stack.pop()) {
    if (typeof value !== 'object' || value === null) continue;
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const child = record[key];
      if (typeof child === 'string') {
        if (child.includes(OPEN) || child.includes(CLOSE)) record[key] = restore(child);
      } else if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
}

/** Move every heading's trailing `{#id}` into `data.anchor`; with `swapped`, put the stand-ins back elsewhere. */
export function applyHeadingIds(tree: Root, swapped: boolean): void {
  const stack: Nodes[] = [tree];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.type === 'heading') takeHeadingId(node);
    if (swapped) {
      if ('value' in node && typeof node.value === 'string') node.value = restore(node.value);
      if (node.data && 'estree' in node.data) restoreDeep(node.data.estree);
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of node.attributes) {
          if (typeof attribute.value === 'string') attribute.value = restore(attribute.value);
          else if (attribute.value) {
            attribute.value.value = restore(attribute.value.value);
            restoreDeep(attribute.value.data?.estree);
          }
          if (attribute.type === 'mdxJsxExpressionAttribute') restoreDeep(attribute.data?.estree);
        }
      }
    }
    if ('children' in node) for (const child of node.children) stack.push(child);
  }
}
