// The page's Markdown copy (page.md, llms-full.txt) as the author wrote it: the page's own bytes, with each inlined
// snippet's own text spliced in at its use (front matter and imports left out, its props written in where the page
// shows them), and `<Visibility>` resolved for agents (src/render/page/markdown-visibility.ts). Nothing is
// re-serialised: no entity, escape or padding the author did not write.
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { relative } from 'node:path';
import type { Literal } from '../tree/literal.js';
import type { Finding } from '../../findings/finding.js';
import { dropCut, visibilityVerdict } from './markdown-visibility.js';

/** One snippet inlined where it is used, recorded as the page is expanded (src/render/page/expand.ts). */
export interface CopyUse {
  /** The use's offsets in the file it is written in. */
  start: number;
  end: number;
  /** The offsets of its content (`<S>content</S>`), for the snippet's `{children}`; the column of its first line. */
  children?: { start: number; end: number; indent: number };
  /** The use stands in a table cell: the copy has to keep the snippet on one line. */
  inCell: boolean;
  /** The use is `snippet-inline`'s finding (an `.mdx`/`.md` snippet by its name inside a line): in a cell, that finding says the cause. */
  inline: boolean;
  /** The snippet file, its text and its tree as parsed (not expanded). */
  file: string;
  source: string;
  tree: Root;
  props: Readonly<Record<string, Literal>>;
  /** Static JSX passed as a prop (`title={<b>Set up</b>}`), as written. */
  elements: Readonly<Record<string, string>>;
  /** The snippets used in this snippet. */
  uses: CopyUse[];
}

/** Where the expansion records the snippets of the file it is in (the page's, then each snippet's). */
export interface CopyFrame {
  uses: CopyUse[];
}


interface Container {
  start: number;
  end: number;
  items: Item[];
}
type Item =
  | { kind: 'drop'; start: number; end: number; lines: boolean }
  | { kind: 'text'; start: number; end: number; text: string }
  | (Container & { kind: 'unwrap'; inner?: [number, number]; indent: number })
  | (Container & { kind: 'use'; use: CopyUse });

/** The file being written and what its text reads: a snippet's props and the text of its use's content. */
interface Scope {
  file: string;
  source: string;
  props?: Readonly<Record<string, Literal>>;
  elements?: Readonly<Record<string, string>>;
  children?: () => string | undefined;
}

type AnyNode = Root | RootContent;
type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const isJsx = (node: AnyNode): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

function rangeOf(node: { position?: RootContent['position'] }): [number, number] | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? undefined : [start, end];
}

/** The name a snippet's expression reads alone (`title`, `props.title`), if that is all it is. */
function propName(expression: string): string | undefined {
  const text = expression.trim();
  return /^props\.([A-Za-z_$][\w$]*)$/.exec(text)?.[1] ?? /^([A-Za-z_$][\w$]*)$/.exec(text)?.[1];
}

/** A prop's value as the page shows it: text, a number; nothing for `undefined`, `null` and booleans; undefined for an object. */
function shownProp(value: Literal | undefined): string | undefined {
  if (value === undefined || value === null || typeof value === 'boolean') return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** A JSX attribute's value written for a prop's text: quoted as written when it can be, else as an expression. */
function attributeText(value: string): string {
  if (!value.includes('"')) return `"${value}"`;
  if (!value.includes("'")) return `'${value}'`;
  return `{${JSON.stringify(value)}}`;
}

/** The items of a snippet's expression: `{children}`, a prop read alone; others stay as written. */
function expressionItem(scope: Scope, node: Extract<RootContent, { type: 'mdxFlowExpression' | 'mdxTextExpression' }>, range: [number, number]): Item | undefined {
  if (/^\s*(props\.)?children\s*$/.test(node.value)) {
    const text = scope.children?.() ?? '';
    return text === '' ? { kind: 'drop', start: range[0], end: range[1], lines: node.type === 'mdxFlowExpression' } : { kind: 'text', start: range[0], end: range[1], text };
  }
  const name = propName(node.value);
  if (name === undefined || !scope.props) return undefined;
  const element = scope.elements?.[name];
  const text = element ?? shownProp(Object.hasOwn(scope.props, name) ? scope.props[name] : undefined);
  if (text === undefined) return undefined;
  return text === '' ? { kind: 'drop', start: range[0], end: range[1], lines: node.type === 'mdxFlowExpression' } : { kind: 'text', start: range[0], end: range[1], text };
}

/** A snippet's attribute that reads a prop alone (`title={title}`): the prop's text, quoted. */
function attributeItems(scope: Scope, node: JsxElement, items: Item[]): void {
  if (!scope.props) return;
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'object' || attribute.value === null) continue;
    const name = propName(attribute.value.value);
    const range = rangeOf(attribute);
    const value = name !== undefined && Object.hasOwn(scope.props, name) ? scope.props[name] : undefined;
    if (!range || typeof value !== 'string') continue;
    const open = scope.source.indexOf('{', range[0]);
    if (open < 0 || open >= range[1]) continue;
    items.push({ kind: 'text', start: open, end: range[1], text: attributeText(value) });
  }
}

/** A snippet's code block with each `{name}` of a prop passed as text written in, as Mintlify inlines snippets. */
function codeItem(scope: Scope, range: [number, number]): Item | undefined {
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(scope.props ?? {})) if (typeof value === 'string' && value !== '') values.set(name, value);
  if (values.size === 0) return undefined;
  const raw = scope.source.slice(range[0], range[1]);
  const fence = /^[ \t]*(`{3,}|~{3,})[^\n]*\n/.exec(raw);
  const head = fence ? fence[0].length : 0;
  const body = raw.slice(head).replace(/\{\s*([A-Za-z_$][\w$]*)\s*\}/g, (whole, name: string) => values.get(name) ?? whole);
  return body === raw.slice(head) ? undefined : { kind: 'text', start: range[0] + head, end: range[1], text: body };
}

/** The items of `node`'s children: `<Visibility>` cut or unwrapped, and in a snippet its ESM, front matter and props. */
function planOf(scope: Scope, node: AnyNode, items: Item[]): boolean {
  if (!('children' in node)) return true;
  for (const child of node.children as RootContent[]) {
    const range = rangeOf(child);
    const snippet = scope.props !== undefined;
    if (snippet && (child.type === 'mdxjsEsm' || child.type === 'yaml')) {
      if (!range) return false;
      items.push({ kind: 'drop', start: range[0], end: range[1], lines: true });
      continue;
    }
    if (snippet && (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression')) {
      const item = range ? expressionItem(scope, child, range) : undefined;
      if (item) items.push(item);
      continue;
    }
    if (snippet && child.type === 'code') {
      const item = range ? codeItem(scope, range) : undefined;
      if (item) items.push(item);
      continue;
    }
    if (isJsx(child) && snippet) attributeItems(scope, child, items);
    if (isJsx(child) && child.name === 'Visibility') {
      const verdict = visibilityVerdict(child);
      if (!range || !scope.source.startsWith('<Visibility', range[0])) return false;
      if (verdict === 'drop') {
        items.push({ kind: 'drop', start: range[0], end: range[1], lines: true });
        continue;
      }
      if (verdict === 'unwrap') {
        const first = child.children[0];
        const last = child.children[child.children.length - 1];
        const inner = first && last ? rangeOf(first) : undefined;
        const innerEnd = last ? rangeOf(last)?.[1] : undefined;
        const unwrap: Item = { kind: 'unwrap', start: range[0], end: range[1], items: [], indent: (first?.position?.start.column ?? 1) - 1, ...(inner && innerEnd !== undefined ? { inner: [inner[0], innerEnd] as [number, number] } : {}) };
        if (!planOf(scope, child, unwrap.items)) return false;
        items.push(unwrap);
        continue;
      }
    }
    if (!planOf(scope, child, items)) return false;
  }
  return true;
}

/** Put each use among the items: inside the unwrapped Visibility or use that holds it, gone inside a dropped one. */
function place(items: Item[], use: Item & { kind: 'use' }): void {
  for (const item of items) {
    if (item.start > use.start || item.end < use.end || item === use) continue;
    if (item.kind === 'drop') return;
    if (item.kind === 'unwrap' || item.kind === 'use') {
      place(item.items, use);
      return;
    }
  }
  // Items inside the use (an attribute's prop, its content's Visibility) belong to it.
  const inside = items.filter((item) => item.start >= use.start && item.end <= use.end);
  use.items.push(...inside);
  for (const item of inside) items.splice(items.indexOf(item), 1);
  items.push(use);
}

/** The prefix the lines after a use's first need: its line's indent, list markers as spaces, `>` kept. */
function continuation(source: string, start: number): string {
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const lead = /^(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t]))?)*[ \t]*/.exec(source.slice(lineStart, start))?.[0] ?? '';
  return lead.replace(/[-*+]|\d{1,9}[.)]/g, (marker) => ' '.repeat(marker.length));
}

/** `text` with every line after the first given `prefix` (blank lines only its `>` markers). */
function reindent(text: string, prefix: string): string {
  if (prefix === '') return text;
  const bare = prefix.replace(/[ \t]+$/, '');
  return text.replace(/\n([^\n]*)/g, (_, line: string) => `\n${line.trim() === '' ? bare : prefix}${line}`);
}

/** `text` with `indent` columns of leading space taken off each line after the first. */
function dedent(text: string, indent: number): string {
  return indent > 0 ? text.replace(new RegExp(`\\n[ \\t]{0,${indent}}`, 'g'), '\n') : text;
}

interface Writer {
  root: string;
  losses: Finding[];
}

/** The 1-based line and column of `offset` in `text`. */
function pointAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** `scope.source` from `from` to `to` with `items` applied; undefined when two items overlap. */
function compose(writer: Writer, scope: Scope, from: number, to: number, items: readonly Item[]): string | undefined {
  let out = '';
  let at = from;
  for (const item of [...items].sort((a, b) => a.start - b.start)) {
    if (item.start < from || item.end > to) continue;
    if (item.start < at) return undefined;
    const cut = item.kind === 'drop' && item.lines ? dropCut(scope.source, item.start, item.end) : { start: item.start, end: item.end };
    const text = itemText(writer, scope, item);
    if (text === undefined) return undefined;
    out += scope.source.slice(at, Math.max(at, cut.start)) + text;
    at = Math.max(at, cut.end);
  }
  return out + scope.source.slice(at, Math.max(at, to));
}

function itemText(writer: Writer, scope: Scope, item: Item): string | undefined {
  if (item.kind === 'drop') return '';
  if (item.kind === 'text') return item.text;
  if (item.kind === 'unwrap') {
    if (!item.inner) return '';
    const inner = compose(writer, scope, item.inner[0], item.inner[1], item.items);
    return inner === undefined ? undefined : dedent(inner, item.indent);
  }
  const text = snippetText(writer, scope, item);
  if (text === undefined) return undefined;
  if (item.use.inCell && text.includes('\n')) {
    const snippet = relative(writer.root, item.use.file).split('\\').join('/');
    // One finding for one cause: a snippet used by its name in a cell is `snippet-inline`'s (Mintlify fails the page), said at the same place.
    if (!item.use.inline) writer.losses.push({ file: scope.file, ...pointAt(scope.source, item.start), ruleId: 'markdown-copy', severity: 'warn', message: `Unexpected snippet \`${snippet}\` of several lines in a table cell, expected a snippet of one line there, or the snippet on a line of its own: the Markdown copy (\`page.md\`, \`llms-full.txt\`) joins its lines with spaces` });
    return text.replace(/\s*\n\s*/g, ' ');
  }
  return reindent(text, continuation(scope.source, item.start));
}

/** A use's snippet written out: its own text with its props, its snippets and its Visibility resolved. */
function snippetText(writer: Writer, outer: Scope, item: Container & { use: CopyUse }): string | undefined {
  const { use } = item;
  const content = use.children;
  const scope: Scope = {
    file: use.file,
    source: use.source,
    props: use.props,
    elements: use.elements,
    children: () => (content ? dedentBlock(compose(writer, outer, content.start, content.end, item.items), content.indent) : undefined),
  };
  const text = fileText(writer, scope, use.tree, use.uses);
  return text?.replace(/^(?:[ \t]*\r?\n)+/, '').trimEnd();
}

function dedentBlock(text: string | undefined, indent: number): string | undefined {
  return text === undefined ? undefined : dedent(text, indent).trim();
}

/** A file's text with its items and snippet uses applied, or undefined when they do not fit its positions. */
function fileText(writer: Writer, scope: Scope, tree: Root, uses: readonly CopyUse[]): string | undefined {
  const items: Item[] = [];
  if (!planOf(scope, tree, items)) return undefined;
  for (const use of uses) place(items, { kind: 'use', start: use.start, end: use.end, items: [], use });
  return compose(writer, scope, 0, scope.source.length, items);
}

/** The page's Visibility as parsed, read before its snippets are inlined into its tree. */
export interface CopyPlan {
  file: string;
  source: string;
  items: Item[];
}

/** The page's plan (`tree` as parsed, before its snippets are inlined), or undefined when a position does not match the text. */
export function planCopy(file: string, source: string, tree: Root): CopyPlan | undefined {
  const items: Item[] = [];
  return planOf({ file, source }, tree, items) ? { file, source, items } : undefined;
}

/**
 * The page's text as its Markdown copy has it (front matter and the page's ESM still in it), with the places it could
 * not keep as written. Undefined when positions do not fit (the caller then writes the copy from the tree and says so).
 */
export function copySource(root: string, plan: CopyPlan, uses: readonly CopyUse[]): { text: string; losses: Finding[] } | undefined {
  const writer: Writer = { root, losses: [] };
  const items = [...plan.items];
  for (const use of uses) place(items, { kind: 'use', start: use.start, end: use.end, items: [], use });
  const text = compose(writer, { file: plan.file, source: plan.source }, 0, plan.source.length, items);
  return text === undefined ? undefined : { text, losses: writer.losses };
}
