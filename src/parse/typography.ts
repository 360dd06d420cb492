// Typographic punctuation as Mintlify's pipeline makes it: remark-smartypants 3.0.2 (the
// version @mintlify/common pins) with its default options, over the whole page tree.
//
// What it does, as remark-smartypants does it (test/parse/typography.test.ts compares both):
// - every `text` node of the page counts, in document order, except under an inline
//   `<style>`/`<script>` or an inline fragment (`<>…</>`); inline code counts as as many
//   letters as it is long and is never changed; each paragraph starts with a space. Code
//   blocks, attribute values (`title="Don't"`), expressions, math and front matter are no text;
// - quotes are decided on that one text of the whole page (retext-smartypants), so a quote
//   takes its sides from the text around it across emphasis, links and node boundaries, and a
//   heading (which starts no paragraph) from the text before it: `Read this."Quoted"` →
//   `Read this.”Quoted”`;
// - then each text node alone: `--` → `—` (`---` stays), `...` and `. . .` → `…`, ` `` ` → `“`
//   and `''` → `”`.
//
// remark-smartypants parses the whole page's text with retext, about 7 ms a page; here only
// the words around each quote are parsed (a quote between two letters is an apostrophe `’`
// without parsing) and only the nodes with a dash, dots or backticks are parsed again.
import type { Nodes, Parent, Root, Text } from 'mdast';
import { retext } from 'retext';
import retextSmartypants from 'retext-smartypants';

declare module 'mdast' {
  interface TextData {
    /** The text is an expression's value (`{version}`), not the author's: it is not made typographic and is no part of a heading's anchor. */
    expression?: boolean;
  }
}

type Typesetter = ReturnType<typeof retext>;
let quotesProcessor: Typesetter | undefined;
let othersProcessor: Typesetter | undefined;

/** retext-smartypants for quotes alone, as remark-smartypants' first pass. */
function quotes(): Typesetter {
  quotesProcessor ??= retext().use(retextSmartypants, { ellipses: false, dashes: false, backticks: false }) as unknown as Typesetter;
  return quotesProcessor;
}

/** retext-smartypants for all but quotes, as remark-smartypants' second pass (on each text node). */
function others(): Typesetter {
  othersProcessor ??= retext().use(retextSmartypants, { quotes: false }) as unknown as Typesetter;
  return othersProcessor;
}

/** Words either side of a quote that are parsed with it. */
const CONTEXT_WORDS = 4;
const IGNORED = new Set(['style', 'script']);
const APOSTROPHE = /[A-Za-z]'[A-Za-z]/y;
const OTHERS = /--|``|''|\.\s*\./;

interface Piece {
  node: Text;
  start: number;
  /** The node is wanted in the result (`headingsOnly`: inside a heading). */
  wanted: boolean;
}

interface Collected {
  text: string;
  pieces: Piece[];
  /** Ranges of the text whose quotes are wanted, in order. */
  ranges: [number, number][];
}

/** Whether the text nodes under `parent` count (remark-smartypants' test on the parent). */
function countsUnder(parent: Nodes): boolean {
  if (parent.type !== 'mdxJsxTextElement') return true;
  return typeof parent.name === 'string' && !IGNORED.has(parent.name);
}

/** The page's text as remark-smartypants joins it, with where each text node starts. */
function collect(tree: Root, headingsOnly: boolean): Collected {
  const out: Collected = { text: '', pieces: [], ranges: [] };
  const walk = (parent: Parent, wanted: boolean): void => {
    const counts = countsUnder(parent as Nodes);
    for (const node of parent.children as Nodes[]) {
      if (counts && node.type === 'text') {
        if (node.data?.expression === true) continue;
        const start = out.text.length;
        out.text += node.value;
        out.pieces.push({ node, start, wanted });
        if (wanted) out.ranges.push([start, out.text.length]);
      } else if (counts && node.type === 'inlineCode') out.text += 'A'.repeat(node.value.length);
      else if (counts && node.type === 'paragraph') out.text += ' ';
      // `## Title {#id}` is `<h2 id>` holding a paragraph on Mintlify (its preprocessCustomHeadingIds).
      else if (node.type === 'heading' && node.data?.anchor !== undefined) out.text += ' ';
      if ('children' in node) walk(node, wanted || (headingsOnly && isHeading(node)));
    }
  };
  walk(tree, !headingsOnly);
  return out;
}

function isHeading(node: Nodes): boolean {
  return node.type === 'heading' || ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && typeof node.name === 'string' && /^h[1-6]$/.test(node.name));
}

/** The start of the word `words` words before `at` (whitespace-separated), or 0. */
function wordsBefore(text: string, at: number, words: number): number {
  let i = at;
  for (let n = 0; n <= words && i > 0; n++) {
    while (i > 0 && !/\s/.test(text[i - 1] ?? '')) i--;
    if (n === words) break;
    while (i > 0 && /\s/.test(text[i - 1] ?? '')) i--;
  }
  return i;
}

/** The end of the word `words` words after `at`, or the text's end. */
function wordsAfter(text: string, at: number, words: number): number {
  let i = at + 1;
  for (let n = 0; n <= words && i < text.length; n++) {
    while (i < text.length && !/\s/.test(text[i] ?? '')) i++;
    if (n === words) break;
    while (i < text.length && /\s/.test(text[i] ?? '')) i++;
  }
  return i;
}

/** The quotes of `text` inside `ranges` made typographic; the text keeps its length. */
function typesetQuotes(text: string, ranges: readonly [number, number][]): string {
  const chars = text.split('');
  let windowStart = -1;
  let windowEnd = -1;
  const flush = (): void => {
    if (windowStart < 0) return;
    const done = String(quotes().processSync(text.slice(windowStart, windowEnd)));
    if (done.length === windowEnd - windowStart) for (let i = windowStart; i < windowEnd; i++) if (chars[i] === '"' || chars[i] === "'") chars[i] = done[i - windowStart] ?? '';
    windowStart = -1;
  };
  for (const [from, to] of ranges) {
    for (let i = from; i < to; i++) {
      const char = text[i];
      if (char !== '"' && char !== "'") continue;
      APOSTROPHE.lastIndex = i - 1;
      if (char === "'" && i > 0 && APOSTROPHE.test(text)) {
        chars[i] = '’';
        continue;
      }
      const start = wordsBefore(text, i, CONTEXT_WORDS);
      const end = wordsAfter(text, i, CONTEXT_WORDS);
      if (windowStart >= 0 && start <= windowEnd) windowEnd = Math.max(windowEnd, end);
      else {
        flush();
        windowStart = start;
        windowEnd = end;
      }
    }
  }
  flush();
  return chars.join('');
}

/**
 * The typographic value of every text node of `tree` that Mintlify's pipeline changes (the
 * tree is not changed). With `headingsOnly`, only the text nodes inside headings (Markdown and
 * JSX `<h1>`…`<h6>`), still decided in the context of the whole page.
 */
export function typographicTexts(tree: Root, options: { headingsOnly?: boolean } = {}): Map<Text, string> {
  const changed = new Map<Text, string>();
  const { text, pieces, ranges } = collect(tree, options.headingsOnly === true);
  if (ranges.length === 0) return changed;
  const typeset = /["']/.test(text) ? typesetQuotes(text, ranges) : text;
  for (const { node, start, wanted } of pieces) {
    if (!wanted) continue;
    let value = typeset.slice(start, start + node.value.length);
    if (OTHERS.test(value)) value = String(others().processSync(value));
    if (value !== node.value) changed.set(node, value);
  }
  return changed;
}

/** Make the page's text typographic in place, as Mintlify's pipeline does (typographicTexts). */
export function typesetTree(tree: Root): void {
  for (const [node, value] of typographicTexts(tree)) node.value = value;
}
