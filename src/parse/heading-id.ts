// Custom heading ids: `## Options {#config}`.
//
// In Markdown the `{#config}` is text; in MDX `{…}` starts an expression, and `#config` is no
// JavaScript, so the page did not parse. Before an MDX page is parsed, the braces of a
// trailing `{#id}` on an ATX heading line are swapped for two private-use characters (same
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
const ATX = /^(?:[ \t]*>)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*#{1,6}(?:[ \t]|$)/;

/** `{#id}` (or its swapped form) at the end of `value`: where it starts and the id. */
function trailingId(value: string): { at: number; id: string } | undefined {
  const end = value.trimEnd();
  const last = end.at(-1);
  if (last !== '}' && last !== CLOSE) return undefined;
  const opener = last === '}' ? '{#' : `${OPEN}#`;
  const at = end.lastIndexOf(opener);
  if (at === -1) return undefined;
  const id = end.slice(at + 2, -1);
  if (id === '' || /[\s{}\uE000\uE001]/u.test(id)) return undefined;
  return { at, id };
}

/**
 * The MDX text with the braces of every heading's trailing `{#id}` swapped, or `undefined`
 * when there is none (or the text already holds the stand-in characters).
 */
export function protectHeadingIds(text: string): string | undefined {
  if (!text.includes('{#') || text.includes(OPEN) || text.includes(CLOSE)) return undefined;
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (!line.includes('{#') || !ATX.test(line)) continue;
    const found = trailingId(line);
    if (!found) continue;
    const close = found.at + 2 + found.id.length;
    lines[i] = `${line.slice(0, found.at)}${OPEN}#${found.id}${CLOSE}${line.slice(close + 1)}`;
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
