// The rule types docwright runs, each compiled once from its validated definition into a check
// over a page's blocks (src/vale/blocks.ts).
import { allMatches, compileVale, formatMessage, type Compiled } from './regex.js';
import type { ValeRuleDef } from './rule-schema.js';
import { capitalizationCheck } from './capitalization.js';
import { metricCheck } from './metric.js';
import { exceptionTest, type Check, type Hit } from './check-kit.js';
import { spellingCheck, spellingSetupOf, type SpellingPlace } from './spelling.js';
import { joinedToWord } from '../word-joined.js';

export type { Check, Hit } from './check-kit.js';

/** The word template Vale wraps tokens in (`\b(?:…)\b`), or the bare group for `nonword`. */
const wrap = (tokens: string, word: boolean): string => (word ? `(?m)\\b(?:${tokens})\\b` : `(?m)(?:${tokens})`);

/** `existence`: report every match of the tokens (after `raw`, or before it with `append`). */
function existence(def: Extract<ValeRuleDef, { extends: 'existence' }>, accepted: readonly string[]): Compiled | Check {
  const tokens = def.tokens.filter((t) => t.trim() !== '');
  const template = wrap(tokens.join('|'), !def.nonword && tokens.length > 0);
  const raw = def.raw.join('');
  const compiled = compileVale(def.append ? template + raw : raw + template, def.ignorecase);
  if (!compiled.ok) return compiled;
  const excepted = exceptionTest(def.exceptions, def.vocab && !def.nonword ? accepted : []);
  return (blocks) =>
    blocks.flatMap((block) =>
      allMatches(compiled.re, block.text)
        .filter((m) => !excepted(m[0].trim()))
        .map((m) => ({ block, from: m.index, to: m.index + m[0].length, message: formatMessage(def.message, [m[0], ...m.slice(1).map((g) => g ?? '')]) })),
    );
}

/** `'a'`, `'a' or 'b'`, `'a', 'b', or 'c'`: Vale's list of replacements. */
function toSentence(words: readonly string[]): string {
  const quoted = words.map((w) => `'${w}'`);
  if (quoted.length <= 2) return quoted.join(' or ');
  return `${quoted.slice(0, -1).join(', ')}, or ${quoted[quoted.length - 1] ?? ''}`;
}

const capFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A fix keeps the capital of what it replaces (`It is` → `It's`), whatever the message says. */
const caseLike = (observed: string, replacement: string): string => (/^\p{Lu}/u.test(observed) ? capFirst(replacement) : replacement);

/** Groups of a swap key made non-capturing, so each key is one group of the joined pattern. */
const nonCapturing = (key: string): string => key.replace(/(?<!\\)\((?!\?)/g, '(?:');

/** `substitution`: report a key of `swap` with its replacement (one replacement is a fix). */
function substitution(def: Extract<ValeRuleDef, { extends: 'substitution' }>, accepted: readonly string[]): Compiled | Check {
  const keys = Object.keys(def.swap).sort((a, b) => b.length - a.length);
  const compiled = compileVale(wrap(keys.map((k) => `(${nonCapturing(k)})`).join('|'), !def.nonword), def.ignorecase);
  if (!compiled.ok) return compiled;
  const excepted = exceptionTest(def.exceptions, def.vocab ? accepted : []);
  const replaceAction = def.action?.name === 'replace' && (def.action.params ?? []).length === 0;
  const message = replaceAction ? convertMessage(def.message) : def.message;
  return (blocks) =>
    blocks.flatMap((block) =>
      allMatches(compiled.re, block.text).flatMap((m): Hit[] => {
        const index = m.slice(1).findIndex((g) => g !== undefined);
        const key = keys[index];
        if (key === undefined) return [];
        const observed = m[0].trim();
        let expected = expectedOf(def, key, observed);
        if (expected === observed || excepted(observed)) return [];
        const options = expected.split('|');
        if (replaceAction) expected = toSentence(options);
        const from = m.index + m[0].indexOf(observed);
        const to = from + observed.length;
        // Reported as Vale reports it, but never fixed inside an identifier, path, file name, package or domain
        // (`.github/`, `github.com`): `prose-terminology`'s reading of a word (src/word-joined.ts).
        const fixable = options.length === 1 && !joinedToWord(block.text, from, to);
        return [{ block, from, to, message: formatMessage(message, [expected, observed]), ...(fixable ? { replacement: caseLike(observed, options[0] ?? '') } : {}) }];
      }),
    );
}

/** The replacement for one observed key, with `$1` groups and `capitalize` applied. */
function expectedOf(def: Extract<ValeRuleDef, { extends: 'substitution' }>, key: string, observed: string): string {
  let expected = def.swap[key] ?? '';
  if (def.capitalize && observed === capFirst(observed)) expected = capFirst(expected);
  if (!/\$\d/.test(expected)) return expected;
  const re = compileVale(key, def.ignorecase);
  return re.ok ? observed.replace(re.re, expected) : expected;
}

/** Vale's message for `replace` actions: one of two quoted `%s` loses its quotes (the list quotes itself). */
function convertMessage(message: string): string {
  for (const spec of ["'%s'", '"%s"']) if (message.split(spec).length === 3) return message.replace(spec, '%s');
  return message;
}

/**
 * `occurrence`: a block where the token appears more than `max` or fewer than `min` times. As Vale does, the finding
 * is at the first match that is neither blank nor code (masked as `*`), none when every match is, and `%s` is the
 * number of matches.
 */
function occurrence(def: Extract<ValeRuleDef, { extends: 'occurrence' }>): Compiled | Check {
  const compiled = compileVale(def.token, def.ignorecase);
  if (!compiled.ok) return compiled;
  return (blocks) =>
    blocks.flatMap((block) => {
      const found = allMatches(compiled.re, block.text);
      if (!(def.max > 0 && found.length > def.max) && !(def.min > 0 && found.length < def.min)) return [];
      const message = formatMessage(def.message, [String(found.length)]);
      if (found.length === 0) return [{ block, from: 0, to: 0, message }];
      const at = found.find((m) => m[0].trim() !== '' && !/^[*@]+$/.test(m[0]));
      return at ? [{ block, from: at.index, to: at.index + at[0].length, message }] : [];
    });
}

/** `repetition`: the same token twice or more in a row (more than `max` times). */
function repetition(def: Extract<ValeRuleDef, { extends: 'repetition' }>): Compiled | Check {
  const compiled = compileVale(wrap(def.tokens.join('|'), true), def.ignorecase);
  if (!compiled.ok) return compiled;
  const same = (a: string, b: string): boolean => a !== '' && (def.ignorecase ? a.toLowerCase() === b.toLowerCase() : a === b);
  return (blocks) =>
    blocks.flatMap((block) => {
      const hits: Hit[] = [];
      let prev: RegExpExecArray | undefined;
      let count = 0;
      for (const m of allMatches(compiled.re, block.text)) {
        const hit = prev !== undefined && same(m[0].trim(), prev[0].trim()) && (!def.alpha || /^\p{L}+$/u.test(m[0].trim()));
        count = hit ? count + 1 : 0;
        if (hit && count > def.max && prev) hits.push({ block, from: prev.index, to: m.index + m[0].length, message: formatMessage(def.message, [m[0].trim()]) });
        prev = m;
      }
      return hits;
    });
}

/** `consistency`: of each pair in `either`, the form the page uses first wins, the other is reported. */
function consistency(def: Extract<ValeRuleDef, { extends: 'consistency' }>): Compiled | Check {
  const pairs: [RegExp, RegExp][] = [];
  for (const [a, b] of Object.entries(def.either)) {
    const ra = compileVale(wrap(a, !def.nonword), def.ignorecase);
    const rb = compileVale(wrap(b, !def.nonword), def.ignorecase);
    if (!ra.ok) return ra;
    if (!rb.ok) return rb;
    pairs.push([ra.re, rb.re]);
  }
  return (blocks) =>
    pairs.flatMap(([ra, rb]) => {
      const found = blocks.flatMap((block, order) => [
        ...allMatches(ra, block.text).map((m) => ({ block, order, m, side: 0 })),
        ...allMatches(rb, block.text).map((m) => ({ block, order, m, side: 1 })),
      ]);
      found.sort((x, y) => x.order - y.order || x.m.index - y.m.index);
      const first = found[0]?.side;
      return found.filter((f) => f.side !== first).map((f) => ({ block: f.block, from: f.m.index, to: f.m.index + f.m[0].length, message: formatMessage(def.message, [f.m[0]]) }));
    });
}

/** `conditional`: a match of `first` needs a match of `second` (its capture) earlier on the page or in the same block. */
function conditional(def: Extract<ValeRuleDef, { extends: 'conditional' }>, accepted: readonly string[]): Compiled | Check {
  const first = compileVale(def.first, def.ignorecase);
  const second = compileVale(def.second, def.ignorecase);
  if (!first.ok) return first;
  if (!second.ok) return second;
  const excepted = exceptionTest(def.exceptions, def.vocab ? accepted : []);
  return (blocks) => {
    const defined = new Set<string>();
    return blocks.flatMap((block) => {
      for (const m of allMatches(second.re, block.text)) for (const g of m.slice(1)) if (g) defined.add(g);
      return allMatches(first.re, block.text)
        .filter((m) => !defined.has(m[0]) && !excepted(m[0]))
        .map((m) => ({ block, from: m.index, to: m.index + m[0].length, message: formatMessage(def.message, [m[0]]) }));
    });
  };
}

/** `spelling`: its files resolved from `place` now (a missing one is the compile error), the dictionaries read on first run. */
function spelling(def: Extract<ValeRuleDef, { extends: 'spelling' }>, accepted: readonly string[], place: SpellingPlace): Compiled | Check {
  try {
    return spellingCheck(spellingSetupOf(def, accepted, place));
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Compile a validated rule into its check, or the pattern's (or a spelling rule's files') error. */
export function compileRule(def: ValeRuleDef, accepted: readonly string[], place: SpellingPlace = { stylesPath: undefined, dir: process.cwd() }): Compiled | Check {
  switch (def.extends) {
    case 'existence':
      return existence(def, accepted);
    case 'substitution':
      return substitution(def, accepted);
    case 'occurrence':
      return occurrence(def);
    case 'repetition':
      return repetition(def);
    case 'consistency':
      return consistency(def);
    case 'conditional':
      return conditional(def, accepted);
    case 'capitalization':
      return capitalizationCheck(def, accepted);
    case 'metric':
      return metricCheck(def);
    case 'spelling':
      return spelling(def, accepted, place);
  }
}
