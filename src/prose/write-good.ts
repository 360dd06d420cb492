// write-good, run on prose text only and cached by text: it costs ~2 s per MB.
import writeGood from 'write-good';

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

/** write-good's suggestions for one piece of prose, for the checks that are on. */
export function styleSuggestions(text: string, checks: ReadonlySet<WriteGoodCheck>, whitelist: readonly string[] = []): StyleSuggestion[] {
  if (checks.size === 0 || !/[A-Za-z]/.test(text)) return [];
  const key = `${[...checks].sort().join(',')}|${whitelist.join(',')}|${text}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const options: writeGood.Options = { whitelist: [...whitelist] };
  for (const check of WRITE_GOOD_CHECKS) options[check] = checks.has(check);
  const found: StyleSuggestion[] = [];
  for (const problem of writeGood(text, options)) {
    const flagged = text.slice(problem.index, problem.index + problem.offset);
    const check = classify(problem.reason, flagged);
    // write-good lists `is a number` as a weasel phrase for "there is a number of…"; "a literal is a number" names a type.
    if (check === 'weasel' && /^(?:is|are) a number$/i.test(flagged) && !/^\s+of\b/i.test(text.slice(problem.index + problem.offset))) continue;
    if (check && checks.has(check)) found.push({ check, index: problem.index, length: problem.offset, text: flagged });
  }
  if (cache.size >= MAX_CACHE) cache.clear();
  cache.set(key, found);
  return found;
}
