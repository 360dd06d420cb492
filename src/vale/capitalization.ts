// `capitalization` rules: `$title`, `$sentence`, `$lower`, `$upper` or a pattern, over each block in scope.
import { exceptionTest, type Check } from './check-kit.js';
import { compileVale, formatMessage, type Compiled } from './regex.js';
import type { ValeRuleDef } from './rule-schema.js';

type CapitalizationDef = Extract<ValeRuleDef, { extends: 'capitalization' }>;

const WORD = /[\p{N}\p{L}*]+[^\s]*/gu;
/** Words AP style keeps in lower case inside a title. */
const SMALL = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'from', 'if', 'in', 'nor', 'of', 'on', 'or', 'so', 'the', 'to', 'up', 'via', 'vs', 'vs.', 'with', 'yet']);

const capFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** A word that keeps its case in any style: an acronym or a mixed-case name (`JSON`, `gRPC`, `macOS`). */
const keepsCase = (w: string): boolean => /\p{Lu}/u.test(w.slice(1));

/** The text in sentence case: the first word and a word after an indicator capitalised, others lower unless they keep case. */
function toSentence(text: string, indicators: readonly string[], excepted: (w: string) => boolean): string {
  let index = 0;
  let capNext = true;
  return text.replace(WORD, (w) => {
    const first = index++ === 0 || capNext;
    capNext = indicators.some((i) => w.endsWith(i));
    if (excepted(w) || keepsCase(w)) return w;
    return first ? capFirst(w) : w.toLowerCase();
  });
}

/** The text in AP title case. */
function toTitle(text: string, excepted: (w: string) => boolean): string {
  const words = text.match(WORD) ?? [];
  let index = 0;
  return text.replace(WORD, (w) => {
    const at = index++;
    if (excepted(w) || keepsCase(w)) return w;
    return at > 0 && at < words.length - 1 && SMALL.has(w.toLowerCase()) ? w.toLowerCase() : capFirst(w);
  });
}

/** Whether at least `threshold` of the words are as expected (the first word of a sentence must be). */
function closeEnough(text: string, expected: string, excepted: (w: string) => boolean, threshold: number, sentence: boolean): boolean {
  const got = text.match(WORD) ?? [];
  const want = expected.match(WORD) ?? [];
  if (got.length === 0) return true;
  let count = 0;
  for (const [i, w] of got.entries()) {
    if (i >= want.length || w === want[i] || excepted(w)) count++;
    else if (sentence && i === 0 && w !== capFirst(w.toLowerCase())) return false;
  }
  return count / got.length >= threshold;
}

/** The test of one `match`: the expected form and whether the text passes. */
function matcher(def: CapitalizationDef, excepted: (w: string) => boolean): Compiled | ((text: string) => [string, boolean]) {
  switch (def.match) {
    case '$title':
      return (t) => {
        const e = toTitle(t, excepted);
        return [e, closeEnough(t, e, excepted, def.threshold, false)];
      };
    case '$sentence':
      return (t) => {
        const e = toSentence(t, def.indicators, excepted);
        return [e, closeEnough(t, e, excepted, def.threshold, true)];
      };
    case '$lower':
      return (t) => [t.toLowerCase(), t === t.toLowerCase()];
    case '$upper':
      return (t) => [t.toUpperCase(), t === t.toUpperCase()];
    default: {
      const re = compileVale(def.match);
      if (!re.ok) return re;
      return (t) => [def.match, (re.re.lastIndex = 0, re.re.test(t)) || excepted(t)];
    }
  }
}

/** `capitalization`: a block (by default a heading, as the rule's scope says) not in the expected case. */
export function capitalizationCheck(def: CapitalizationDef, accepted: readonly string[]): Compiled | Check {
  const excepted = exceptionTest(def.exceptions, def.vocab ? accepted : []);
  const test = matcher(def, excepted);
  if (typeof test !== 'function') return test;
  return (blocks) =>
    blocks.flatMap((block) => {
      const text = block.text.trim();
      const [expected, ok] = test(text);
      if (ok) return [];
      const from = block.text.indexOf(text);
      return [{ block, from, to: from + text.length, message: formatMessage(def.message, [text, expected]) }];
    });
}
