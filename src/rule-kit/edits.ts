// Text edits a rule's fixes and suggestions are made of: each reads the page's source at a node's
// offsets and returns one `Fix` (a range of the original text and its new text), or `undefined`
// when the source does not have the expected shape there (then the rule reports without an edit).
import type { Nodes } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { Fix, Suggestion } from '../findings/finding.js';

/** The `[start, end)` offsets of a node, when its position has them. */
export function nodeRange(node: { position?: Nodes['position'] }): [number, number] | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? undefined : [start, end];
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Rename a JSX element: the name of its opening tag and of its closing tag (when it has one), as one edit over the
 * element. `node` is an `mdxJsxFlowElement` or `mdxJsxTextElement` named `from`.
 */
export function renameElement(source: string, node: { position?: Nodes['position'] }, from: string, to: string): Fix | undefined {
  const range = nodeRange(node);
  if (!range) return undefined;
  const text = source.slice(range[0], range[1]);
  const open = new RegExp(`^<\\s*${escapeRegExp(from)}(?=[\\s/>])`).exec(text);
  if (!open) return undefined;
  let renamed = `<${to}${text.slice(open[0].length)}`;
  if (!/\/\s*>$/.test(text)) {
    const close = new RegExp(`<\\s*/\\s*${escapeRegExp(from)}\\s*>$`).exec(renamed);
    if (!close) return undefined;
    renamed = `${renamed.slice(0, close.index)}</${to}>`;
  }
  return { range, text: renamed };
}

/** Rename an attribute of a JSX element: its name only, the value kept as written. */
export function renameAttribute(source: string, attribute: MdxJsxAttribute, to: string): Fix | undefined {
  const range = nodeRange(attribute);
  if (!range || !source.startsWith(attribute.name, range[0])) return undefined;
  return { range: [range[0], range[0] + attribute.name.length], text: to };
}

/** Replace the value of a string attribute (`name="value"` or `name='value'`), the quotes kept. */
export function replaceAttributeValue(source: string, attribute: MdxJsxAttribute, value: string): Fix | undefined {
  const range = nodeRange(attribute);
  if (!range || typeof attribute.value !== 'string') return undefined;
  const text = source.slice(range[0], range[1]);
  const match = /^([^=]*=\s*)(["'])([\s\S]*)\2$/.exec(text);
  if (!match?.[1] || match[3] !== attribute.value || value.includes(match[2] ?? '"')) return undefined;
  const at = range[0] + match[1].length + 1;
  return { range: [at, at + attribute.value.length], text: value };
}

/** Whether two names differ in case only: the one repair of such a name, so a fix rather than a suggestion. */
export function differsInCaseOnly(a: string, b: string): boolean {
  return a !== b && a.toLowerCase() === b.toLowerCase();
}

/** A suggestion, when its edit could be made. */
export function suggestion(title: string, fix: Fix | undefined): Suggestion[] {
  return fix ? [{ title, fix }] : [];
}

/** The offset where 1-based `line` of `source` starts, `undefined` past its end. */
export function lineOffset(source: string, line: number): number | undefined {
  let offset = 0;
  for (let i = 1; i < line; i++) {
    const next = source.indexOf('\n', offset);
    if (next === -1) return undefined;
    offset = next + 1;
  }
  return offset;
}

/** Change the level of an ATX heading (`### Title` → `## Title`); `undefined` for a setext heading. */
export function setHeadingDepth(source: string, node: { position?: Nodes['position'] }, depth: number): Fix | undefined {
  const range = nodeRange(node);
  if (!range) return undefined;
  const hashes = /^#{1,6}(?=[ \t]|\r?\n|$)/.exec(source.slice(range[0], range[1]))?.[0];
  return hashes === undefined ? undefined : { range: [range[0], range[0] + hashes.length], text: '#'.repeat(depth) };
}

/** The suggestion to give a Markdown heading level `depth`, titled "Change to level 2 (`##`)"; none for a heading written otherwise (`<h1>`, `===`). */
export function changeHeadingLevel(source: string, node: { position?: Nodes['position'] }, depth: number): Suggestion[] {
  return suggestion(`Change to level ${depth} (\`${'#'.repeat(depth)}\`)`, setHeadingDepth(source, node, depth));
}

/** The suggestion to mark a fenced code block without a language as plain text (```` ```text ````), blanks after the fence replaced. */
export function markAsText(source: string, node: { position?: Nodes['position'] }): Suggestion[] {
  const start = node.position?.start.offset;
  if (start === undefined) return [];
  const fence = /^(`{3,}|~{3,})[ \t]*/.exec(source.slice(start));
  if (!fence?.[1]) return [];
  const at = start + fence[1].length;
  return [{ title: 'Mark as plain text (`text`)', fix: { range: [at, start + fence[0].length], text: 'text' } }];
}
