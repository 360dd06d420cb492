// Sentences and the pieces of prose between boundaries, found in linear time.
import { BREAK, NOT_TEXT, OPAQUE, TAG } from './text.js';

export interface Span {
  start: number;
  end: number;
}

/** Abbreviations whose period does not end a sentence. */
/** Abbreviations whose period does not end a sentence; titles only with their capital (`5 ms.`, `say no.` end one). */
const ABBREVIATION = /\b(?:[Ee]\.g|[Ii]\.e|[Ee]tc|[Vv]s|[Cc]f|[Aa]pprox|Mr|Mrs|Ms|Dr|St|No|Fig|Inc|Ltd)\.$/;

const CLOSER = new Set(['"', "'", ')', ']', '”', '’', BREAK, TAG]);

/**
 * Sentences of a text with their start and end indices, trimmed. A sentence ends at `.`, `!` or `?` followed (after
 * closing quotes, brackets, formatting markers or component tags) by white space or the end, right before a component
 * tag (`…the integration.</Card>`), and at a component tag that ends a line (`<Card>Connect a repository</Card>`
 * followed by the next card). One pass over the text: no backtracking on long runs of punctuation.
 */
export function sentences(text: string): Span[] {
  const out: Span[] = [];
  let start = 0;
  const marks = new RegExp(`[.!?]+|${TAG}+`, 'g');
  for (const match of text.matchAll(marks)) {
    const run = match[0];
    const runEnd = match.index + run.length;
    let boundary: boolean;
    if (run[0] === TAG) {
      let i = runEnd;
      while (text[i] === ' ' || text[i] === '\t') i++;
      boundary = i >= text.length || text[i] === '\n';
    } else {
      let i = runEnd;
      if (text[i] === TAG) boundary = true;
      else {
        while (i < text.length && CLOSER.has(text[i] ?? '')) i++;
        boundary = i >= text.length || /\s/.test(text[i] ?? '');
      }
      if (boundary && run[0] === '.' && ABBREVIATION.test(text.slice(Math.max(0, runEnd - 8), runEnd))) boundary = false;
    }
    if (!boundary) continue;
    out.push({ start, end: runEnd });
    start = runEnd;
  }
  if (start < text.length) out.push({ start, end: text.length });
  const trimmed: Span[] = [];
  for (const span of out) {
    let s = span.start;
    let e = span.end;
    while (s < e && isSpaceOrMarker(text[s] ?? '')) s++;
    while (e > s && isSpaceOrMarker(text[e - 1] ?? '')) e--;
    if (e > s) trimmed.push({ start: s, end: e });
  }
  return trimmed;
}

function isSpaceOrMarker(char: string): boolean {
  return char === TAG || char === BREAK || /\s/.test(char);
}

/** The longest piece handed to write-good at once: its checks grow faster than the text. */
export const MAX_SEGMENT = 400;

/**
 * Pieces of prose to check on their own: each sentence, cut at code, component tags and formatting markers, and
 * pieces longer than `max` cut at a space (or hard at `max` when there is none). Each piece has a letter in it.
 */
export function segments(text: string, max = MAX_SEGMENT): Span[] {
  const out: Span[] = [];
  const splitter = new RegExp(`[^${OPAQUE}${TAG}${BREAK}]+`, 'g');
  for (const sentence of sentences(text)) {
    const slice = text.slice(sentence.start, sentence.end);
    for (const run of slice.matchAll(splitter)) {
      let from = sentence.start + run.index;
      const to = from + run[0].length;
      while (from < to) {
        let end = Math.min(to, from + max);
        if (end < to) {
          const space = text.slice(from, end).lastIndexOf(' ');
          if (space > 0) end = from + space;
        }
        if (/[\p{L}]/u.test(text.slice(from, end))) out.push({ start: from, end });
        from = end;
      }
    }
  }
  return out;
}

/** Whether a text holds a marker character (code, a tag, formatting) where a word could be. */
export function hasMarker(text: string): boolean {
  return NOT_TEXT.test(text);
}
