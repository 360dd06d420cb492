// `capitalization` rules: `$title`, `$sentence`, `$lower`, `$upper` or a pattern, over each block in scope, as Vale
// does (internal/check/capitalization.go and variables.go; the title and sentence converters of jdkato/twine's strcase).
import type { Check } from './check-kit.js';
import { allMatches, compileVale, formatMessage, type Compiled } from './regex.js';
import type { ValeRuleDef } from './rule-schema.js';

type CapitalizationDef = Extract<ValeRuleDef, { extends: 'capitalization' }>;

/** A word, as Vale's title and sentence tests count them. */
const WORD = String.raw`[\p{N}\p{L}*]+[^\s]*`;
/** A word, as the title converter splits a title (a hyphen or slash ends it). */
const TITLE_WORD = /[\p{N}\p{L}]+[^\s\-/]*/gu;
/** Words both title styles keep in lower case inside a title (twine's `smallWords`). */
const SMALL = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'en', 'for', 'if', 'in', 'nor', 'of', 'on', 'or', 'per', 'the', 'to', 'vs', 'vs.', 'via', 'v', 'v.']);
/** Prepositions the Chicago style keeps in lower case too, whatever their length. */
const PREPOSITIONS = new Set(['with', 'from', 'into', 'during', 'including', 'until', 'against', 'among', 'throughout', 'despite', 'towards', 'upon', 'concerning', 'about', 'over', 'through', 'before', 'between', 'after', 'since', 'without', 'under', 'within', 'along', 'following', 'across', 'beyond', 'around', 'down', 'near', 'above']);
/** Curly quotes, dashes and the ellipsis as the title converter reads them (one character each, so offsets hold). */
const SANITIZE: Readonly<Record<string, string>> = { '\u201c': '"', '\u201d': '"', '\u2018': "'", '\u2019': "'", '\u2013': '-', '\u2014': '-' };

/** The first letter in title case, the rest as is (`strict`: in lower case). */
const toTitle = (word: string, strict: boolean): string => {
  const first = String.fromCodePoint(word.codePointAt(0) ?? 0);
  const rest = word.slice(first.length);
  return first.toUpperCase() + (strict ? rest.toLowerCase() : rest);
};

const test = (re: RegExp, s: string): boolean => {
  re.lastIndex = 0;
  return re.test(s);
};

/**
 * The words a rule keeps as written: its exceptions and, with `vocab` (the default), the project's accepted words. Vale
 * makes them case-sensitive (`(?-i)` before each) in place, so when no accepted word is added the converters read the
 * exceptions so marked too: matched case-sensitively and anywhere in a word, the word kept as written.
 */
interface Vocabulary {
  /** Vale's exception pattern (`\b(?:…)\b`, case-sensitive), or none. */
  except: RegExp | undefined;
  /** The converters' entries, longest first. */
  entries: readonly { text: string; re: RegExp | undefined }[];
  /** Whether the converters' entries carry the `(?-i)` mark (match case-sensitively, never as the entry's own spelling). */
  marked: boolean;
}

function vocabulary(def: CapitalizationDef, accepted: readonly string[]): Vocabulary {
  const added = def.vocab ? accepted : [];
  const all = [...def.exceptions, ...added].filter((s) => s !== '').sort((a, b) => b.length - a.length);
  const except = all.length > 0 ? compileVale(String.raw`\b(?:${all.join('|')})\b`) : undefined;
  const entries = all.map((text) => {
    const re = compileVale(text);
    return { text, re: re.ok ? re.re : undefined };
  });
  return { except: except?.ok ? except.re : undefined, entries, marked: added.length === 0 };
}

/** The entry a word is in the vocabulary as (twine's `inVocab`): the entry's spelling, the word itself, or none. */
function inVocab(vocab: Vocabulary, word: string): string | undefined {
  for (const { text, re } of vocab.entries) {
    if (!vocab.marked && text.toLowerCase() === word.toLowerCase()) return text;
    if (re && test(re, word)) return word;
  }
  return undefined;
}

/** The text less a leading `prefix` (a pattern; Vale strips its first match when it starts the text). */
function splitPrefix(prefix: string | undefined, s: string): [string, string] {
  if (prefix === undefined || prefix === '') return ['', s];
  const re = compileVale(prefix);
  if (!re.ok) return ['', s];
  re.re.lastIndex = 0;
  const m = re.re.exec(s);
  return m && m.index === 0 ? [m[0], s.slice(m[0].length)] : ['', s];
}

/** Whether the word before one says the next starts a sentence: an indicator suffix, or a list number (`1.`) first. */
const indicates = (indicators: readonly string[], word: string, index: number): boolean => indicators.some((i) => word.endsWith(i)) || (index === 0 && /\d+\./.test(word));

/** The text in sentence case, as twine's sentence converter writes it (words joined by single spaces). */
function toSentence(s: string, def: CapitalizationDef, vocab: Vocabulary): string {
  const [prefix, rest] = splitPrefix(def.prefix, s);
  const names = vocab.entries.map((e) => e.text);
  const tokenRe = compileVale(names.length > 0 ? String.raw`\b(?:${names.join('|')})\b|${WORD}` : WORD, !vocab.marked);
  const tokens = tokenRe.ok ? allMatches(tokenRe.re, rest).map((m) => m[0]) : [];
  const made = tokens.map((token, i) => {
    const entry = inVocab(vocab, token);
    if (entry !== undefined) return entry;
    if (i === 0 || indicates(def.indicators, tokens[i - 1] ?? '', i - 1)) return toTitle(token, true);
    return token.toLowerCase();
  });
  return prefix + made.join(' ');
}

/** The text in title case (AP unless `style: Chicago`), as twine's title converter writes it. */
function toTitleCase(s: string, def: CapitalizationDef, vocab: Vocabulary): string {
  const [prefix, rest] = splitPrefix(def.prefix, s);
  const t = rest.replace(/[\u201c\u201d\u2018\u2019\u2013\u2014]/g, (c) => SANITIZE[c] ?? c);
  const charAt = (i: number): string => (i >= 0 && i < t.length ? (t[i] ?? '') : (t[0] ?? ''));
  const chicago = def.style === 'Chicago';
  let idx = 0;
  return (
    prefix +
    rest.replace(TITLE_WORD, (m) => {
      const lower = m.toLowerCase();
      const pos = t.indexOf(m, idx);
      idx = pos + m.length;
      const found = inVocab(vocab, m);
      if (found !== undefined) return found;
      const bounding = pos === 0 || idx === t.length;
      // AP keeps `to` low before a noun (Vale asks a part-of-speech tagger); docwright has none and takes it for an infinitive's `to`.
      const small = chicago ? !bounding && (SMALL.has(lower) || PREPOSITIONS.has(lower)) : lower !== 'to' && !bounding && SMALL.has(lower);
      const prev = charAt(pos - 1);
      if (small && (prev === ' ' || prev === '-' || prev === '/') && charAt(pos - 2) !== ':' && charAt(pos - 2) !== '-' && (charAt(pos + m.length) !== '-' || prev === '-')) return lower;
      return toTitle(m, false);
    })
  );
}

/** The words of `s` as Vale counts them: an exception or accepted word is one, however many words it spans. */
function countedWords(s: string, vocab: Vocabulary): string[] {
  const re = compileVale(vocab.except ? `${vocab.except.source}|${WORD}` : WORD);
  return re.ok ? allMatches(re.re, s).map((m) => m[0]) : [];
}

const excepted = (vocab: Vocabulary, word: string): boolean => vocab.except !== undefined && test(vocab.except, word);

/** Vale's title test: at least `threshold` of the words as the converter writes them, in upper case, or excepted. */
function titleOk(s: string, expected: string, vocab: Vocabulary, threshold: number): boolean {
  const want = countedWords(expected, vocab);
  const got = countedWords(s, vocab);
  if (got.length === 0) return true;
  const count = got.filter((w, i) => i >= want.length || w === want[i] || excepted(vocab, w) || w === w.toUpperCase()).length;
  return count / got.length >= threshold;
}

/** Vale's sentence test: the same, and a first word that is neither as written nor capitalised fails at once. */
function sentenceOk(s: string, expected: string, vocab: Vocabulary, threshold: number): boolean {
  const want = countedWords(expected, vocab);
  const got = countedWords(s, vocab);
  if (got.length === 0) return true;
  let count = 0;
  for (const [i, w] of got.entries()) {
    if (i >= want.length || w === want[i] || excepted(vocab, w)) count++;
    else if (i === 0 && w !== toTitle(w.toLowerCase(), true)) return false;
  }
  return count / got.length >= threshold;
}

/** The test of one `match`: the expected form and whether the text passes. */
function matcher(def: CapitalizationDef, vocab: Vocabulary): Compiled | ((text: string) => [string, boolean]) {
  switch (def.match) {
    case '$title':
      return (t) => {
        const e = toTitleCase(t, def, vocab);
        return [e, titleOk(t, e, vocab, def.threshold)];
      };
    case '$sentence':
      return (t) => {
        const e = toSentence(t, def, vocab);
        return [e, sentenceOk(t, e, vocab, def.threshold)];
      };
    case '$lower':
      return (t) => [t.toLowerCase(), t === t.toLowerCase() || excepted(vocab, t)];
    case '$upper':
      return (t) => [t.toUpperCase(), t === t.toUpperCase() || excepted(vocab, t)];
    default: {
      const re = compileVale(def.match);
      if (!re.ok) return re;
      return (t) => [def.match, test(re.re, t) || excepted(vocab, t)];
    }
  }
}

/** `capitalization`: a block (by default a heading, as the rule's scope says) not in the expected case. */
export function capitalizationCheck(def: CapitalizationDef, accepted: readonly string[]): Compiled | Check {
  const check = matcher(def, vocabulary(def, accepted));
  if (typeof check !== 'function') return check;
  return (blocks) =>
    blocks.flatMap((block) => {
      const text = block.text.trim();
      const [expected, ok] = check(text);
      if (ok) return [];
      const from = block.text.indexOf(text);
      return [{ block, from, to: from + text.length, message: formatMessage(def.message, [text, expected]) }];
    });
}
