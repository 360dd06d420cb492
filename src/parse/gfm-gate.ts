// GFM's costly constructs, left out of the parser where they cannot match.
//
// Two of GFM's constructs cost more than the rest of the parser (issue 29, 1,000 pages of
// 600-1,200 words: remark-mdx alone 1.5 s, with GFM 3.9 s). Literal autolinks register the
// email construct on every ASCII letter and digit, so micromark stops its text at every word to
// try it; the table construct is tried at the start of every line, and reads the whole line as
// a header row before it looks at the next one. Neither can match without the characters it
// needs, so a text without them is parsed without those constructs; and a table can only start
// on the line before a delimiter row (`| --- | :-: |`), so on the other lines the table is not
// tried. The same tree (test/parse/gfm-gate.test.ts compares every corpus page and random
// documents with the full parser), in less time. mdast-util-gfm's part is kept whole: its
// transform finds autolinks in text nodes (a `&#64;` is an `@` there), as before.
import type { Construct, ConstructRecord, Event, Extension, State, TokenizeContext } from 'micromark-util-types';
import type { Data, Processor } from 'unified';
import type { Node } from 'unist';
import type { Root } from 'mdast';
import type { Extension as FromMdastExtension } from 'mdast-util-from-markdown';

/** GFM construct names that cannot match anywhere in `text` (a stable list: part of a processor's cache key). */
export function unmatchableGfm(text: string): string[] {
  const names: string[] = [];
  // An email literal needs its `@`; `www.` and `http://` / `https://` (any case) the others.
  if (!text.includes('@')) names.push('emailAutolink');
  // A table needs a `|` or, with a single column, a delimiter cell with a colon (`:-`, `-:`).
  if (!text.includes('|') && !text.includes(':-') && !text.includes('-:')) names.push('table');
  if (!/https?:\/\//i.test(text)) names.push('protocolAutolink');
  if (!/www\./i.test(text)) names.push('wwwAutolink');
  return names;
}

/** Whether a line may be a table's delimiter row: after its container prefixes (`>`, spaces, tabs), only `-`, `:`, `|`, spaces and tabs, with a `-`. One pass (no regular expression that could backtrack on a long line). */
function delimiterLike(line: string): boolean {
  let i = 0;
  while (i < line.length && (line[i] === ' ' || line[i] === '\t' || line[i] === '>')) i++;
  let dash = false;
  for (; i < line.length; i++) {
    const c = line[i];
    if (c === '-') dash = true;
    else if (c !== ':' && c !== '|' && c !== ' ' && c !== '\t') return false;
  }
  return dash;
}

/**
 * The lines (1-based) on which a table may start: each line just before one that may be a
 * delimiter row. micromark counts `\r\n`, `\r` and `\n` as line endings; so does this.
 */
export function tableHeadLines(text: string): Set<number> {
  const heads = new Set<number>();
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 1; i < lines.length; i++) if (delimiterLike(lines[i] as string)) heads.add(i);
  return heads;
}

/** The table head lines of the text being parsed now (`withTableLines`); undefined outside it, where the table is tried on every line, as GFM's own. */
let headLines: Set<number> | undefined;

/** Run `parse` (synchronous) with the table tried only where it may start in `text`, the text it parses. */
export function withTableLines<T>(text: string, parse: () => T): T {
  const outer = headLines;
  headLines = tableHeadLines(text);
  try {
    return parse();
  } finally {
    headLines = outer;
  }
}

/** Whether the last event before the current point, past line endings and prefixes, is a table's head or row: a body row may follow (what GFM's table checks first). */
function afterTableRow(events: readonly Event[]): boolean {
  let index = events.length - 1;
  while (index > -1) {
    const type = events[index]?.[1].type;
    if (type === 'lineEnding' || type === 'linePrefix') index--;
    else break;
  }
  const tail: string | undefined = index > -1 ? events[index]?.[1].type : undefined;
  return tail === 'tableHead' || tail === 'tableRow';
}

/** GFM's table construct, tried only on a line before a delimiter row or after a table's row while `withTableLines` runs. */
function gatedTable(table: Construct): Construct {
  const tokenize = table.tokenize;
  return {
    ...table,
    // Called just before its first state is given the current character: a line where no table
    // may start gets `nok` at once, without GFM's tokenizer (and its closures) being made.
    tokenize(this: TokenizeContext, effects, ok, nok): State {
      if (headLines === undefined || headLines.has(this.now().line) || afterTableRow(this.events)) return tokenize.call(this, effects, ok, nok);
      return nok;
    },
  };
}

function keep(construct: Construct, names: ReadonlySet<string>): boolean {
  return construct.name === undefined || !names.has(construct.name);
}

function gate(construct: Construct): Construct {
  return construct.name === 'table' ? gatedTable(construct) : construct;
}

/** A construct record without the constructs named in `names` (a code left with none is dropped), its table gated. */
function withoutIn(record: ConstructRecord, names: ReadonlySet<string>): ConstructRecord {
  const out: ConstructRecord = {};
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      const kept = value.filter((construct) => keep(construct, names)).map(gate);
      if (kept.length > 0) out[key] = kept;
    } else if (keep(value, names)) out[key] = gate(value);
  }
  return out;
}

/** A micromark extension without the constructs named in `names`, its table tried only where it may start. */
export function withoutConstructs(extension: Extension, names: ReadonlySet<string>): Extension {
  const out: Extension = { ...extension };
  for (const field of ['document', 'contentInitial', 'flowInitial', 'flow', 'string', 'text'] as const) {
    const record = extension[field];
    if (record) out[field] = withoutIn(record, names);
  }
  return out;
}

/**
 * A unified plugin, used after remark-gfm and before parsing: the micromark extensions of the
 * processor without the constructs named (`unmatchableGfm`), and the table tried only on the
 * lines where it may start when the parse runs in `withTableLines`.
 */
export function remarkWithoutConstructs(this: Processor, names: readonly string[]): undefined {
  const set = new Set(names);
  const data = this.data();
  const extensions = data.micromarkExtensions ?? [];
  data.micromarkExtensions = extensions.map((extension) => withoutConstructs(extension, set));
  data.fromMarkdownExtensions = (data.fromMarkdownExtensions ?? []).map(gatedTransforms);
}

/** What a text node needs for GFM's literal-autolink transform to match in it: `http://`, `https://` or `www.` (any case), or an `@` (emails, `mailto:`, `xmpp:`). */
const AUTOLINK_NEEDS = /@|https?:\/\/|www\./i;

/** Whether some text node of `tree` holds what a literal autolink needs. */
function mayHoldAutolink(tree: Node): boolean {
  const stack: Node[] = [tree];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.type === 'text' && AUTOLINK_NEEDS.test((node as Node & { value: string }).value)) return true;
    const children = (node as Node & { children?: Node[] }).children;
    if (children) for (const child of children) stack.push(child);
  }
  return false;
}

type FromMarkdownList = NonNullable<Data['fromMarkdownExtensions']>;

/**
 * mdast-util-gfm's literal-autolink extension (the one that handles `literalAutolink`) with its tree
 * transform run only on a tree where it can match: it walks the whole tree four times (one regular
 * expression each), and a page without `@`, `http(s)://` or `www.` in any text node is left as it was anyway.
 */
function gatedTransforms(extension: FromMarkdownList[number]): FromMarkdownList[number] {
  return Array.isArray(extension) ? extension.map(gatedTransform) : gatedTransform(extension);
}

/** One extension of `gatedTransforms`. */
function gatedTransform(single: FromMdastExtension): FromMdastExtension {
  if (!single.transforms || single.enter?.['literalAutolink'] === undefined) return single;
  return { ...single, transforms: single.transforms.map((transform) => (tree: Root) => (mayHoldAutolink(tree) ? transform(tree) : undefined)) };
}
