// write-good, run on prose only, one piece at a time: each sentence cut at code, component tags
// and formatting, and no piece longer than `MAX_SEGMENT`, so the time grows with the text
// (write-good on one long run without punctuation grows with its square). Cached by piece.
import writeGood from 'write-good';
import { segments } from './sentences.js';

export const WRITE_GOOD_CHECKS = ['passive', 'weasel', 'tooWordy', 'thereIs', 'illusion', 'adverb', 'so', 'cliches', 'eprime'] as const;
export type WriteGoodCheck = (typeof WRITE_GOOD_CHECKS)[number];

/** write-good's explanation for each check, which is how its suggestions say where they come from. */
const EXPLANATIONS: ReadonlyArray<[string, WriteGoodCheck]> = [
  ['is a weasel word', 'weasel'],
  ['is repeated', 'illusion'],
  ['adds no meaning', 'so'],
  ['is unnecessary verbiage', 'thereIs'],
  ['may be passive voice', 'passive'],
  ['can weaken meaning', 'adverb'],
  ['is wordy or unneeded', 'tooWordy'],
  ['is a cliche', 'cliches'],
  ["is a form of 'to be'", 'eprime'],
];

/**
 * Words write-good calls wordy that are the plain, precise word in technical writing ("multiple
 * pages", "monitor the job", "the maximum size", "It is not `Bearer`"). Its list is kept for
 * real padding: "in order to", "a number of", "utilize", "due to the fact that".
 */
export const ORDINARY_WORDS: ReadonlySet<string> = new Set(
  `accompany acquire additional adjustment aggregate allocate alternatively anticipate apparent assistance authorize
  concerning consequently consolidate constitutes demonstrate designate discontinue eliminate employ equivalent evaluate
  exclusively expiration finalize formulate however implement indicate indication initiate maximum minimize minimum
  modify monitor multiple objective obtain overall portion previously prioritize purchase regarding relocate remainder
  requirement reside retain satisfy shall subsequent sufficient terminate therefore transmit validate`
    .split(/\s+/)
    .concat(['it is', 'it was', 'in addition', 'in between', 'type of', 'similar to', 'all of', 'comply with', 'benefit from', 'is responsible for']),
);

export interface StyleSuggestion {
  check: WriteGoodCheck;
  /** Index in the text and length of the flagged words. */
  index: number;
  length: number;
  text: string;
}

const MAX_CACHE = 20_000;
const cache = new Map<string, StyleSuggestion[]>();

function classify(reason: string, flagged: string): WriteGoodCheck | undefined {
  // The reason is `"<flagged>" <explanation>[ and <explanation>…]`: the first explanation wins.
  const rest = reason.slice(flagged.length + 3);
  for (const [explanation, check] of EXPLANATIONS) if (rest.startsWith(explanation)) return check;
  return undefined;
}

/**
 * Whether a repeated word is a slip ("the the", "The the") rather than a word said twice on purpose across punctuation
 * ("viewers, viewers,") or in different cases ("or OR").
 */
function isSlip(piece: string, index: number, word: string): boolean {
  const before = /(\S+)\s+$/.exec(piece.slice(Math.max(0, index - 64), index));
  const previous = before?.[1];
  if (!previous || /[^\p{L}\p{N}]$/u.test(previous) || /[^\p{L}\p{N}]$/u.test(word)) return false;
  if (previous.toLowerCase() !== word.toLowerCase()) return false;
  const shouting = (w: string): boolean => w.length > 1 && w === w.toUpperCase();
  return shouting(previous) === shouting(word);
}

/** Where the whitelist's phrases are in a piece, in any case; a suggestion that touches one is dropped, as write-good drops it. */
function whitelistedSpans(piece: string, whitelist: readonly string[]): { from: number; to: number }[] {
  const spans: { from: number; to: number }[] = [];
  if (whitelist.length === 0) return spans;
  const lower = piece.toLowerCase();
  for (const phrase of whitelist) {
    const term = phrase.toLowerCase();
    if (term === '') continue;
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + 1)) spans.push({ from: at, to: at + term.length });
  }
  return spans;
}

/** write-good's suggestions for one piece of prose (no boundary inside it). */
function pieceSuggestions(piece: string, checks: ReadonlySet<WriteGoodCheck>, whitelist: readonly string[]): StyleSuggestion[] {
  const key = `${[...checks].sort().join(',')}|${whitelist.join(',')}|${piece}`;
  const cached = cache.get(key);
  if (cached) return cached;
  // The whitelist is applied here, not by write-good: its search skips a phrase at the piece's start (index 0, so
  // `Very large` opening a sentence stayed flagged) and tells case apart (`very large` did not cover `Very large`).
  const allowed = whitelistedSpans(piece, whitelist);
  const options: writeGood.Options = {};
  for (const check of WRITE_GOOD_CHECKS) options[check] = checks.has(check);
  const found: StyleSuggestion[] = [];
  for (const problem of writeGood(piece, options)) {
    const flagged = piece.slice(problem.index, problem.index + problem.offset);
    const end = problem.index + problem.offset;
    if (allowed.some((a) => a.from <= end && problem.index <= a.to)) continue;
    const check = classify(problem.reason, flagged);
    if (!check || !checks.has(check)) continue;
    if (check === 'tooWordy' && ORDINARY_WORDS.has(flagged.toLowerCase().replace(/\s+/g, ' '))) continue;
    if (check === 'illusion' && !isSlip(piece, problem.index, flagged)) continue;
    // write-good lists `is a number` as a weasel phrase for "there is a number of…"; "a literal is a number" names a type.
    if (check === 'weasel' && /^(?:is|are) a number$/i.test(flagged) && !/^\s+of\b/i.test(piece.slice(problem.index + problem.offset))) continue;
    found.push({ check, index: problem.index, length: problem.offset, text: flagged });
  }
  if (cache.size >= MAX_CACHE) cache.clear();
  cache.set(key, found);
  return found;
}

/** write-good's suggestions for a prose text (see `proseBlocks`), for the checks that are on, in text order. */
export function styleSuggestions(text: string, checks: ReadonlySet<WriteGoodCheck>, whitelist: readonly string[] = []): StyleSuggestion[] {
  if (checks.size === 0 || !/[A-Za-z]/.test(text)) return [];
  const found: StyleSuggestion[] = [];
  for (const span of segments(text)) {
    for (const suggestion of pieceSuggestions(text.slice(span.start, span.end), checks, whitelist)) {
      found.push({ ...suggestion, index: span.start + suggestion.index });
    }
  }
  return found;
}
