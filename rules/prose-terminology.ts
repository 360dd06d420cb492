import { z } from 'zod';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { rangeAt } from '../src/rule-kit/page-helpers.js';
import { defineRule, optionsObject } from '../src/rule-kit/rule.js';
import { proseBlocks } from '../src/prose/text.js';
import { headingSlug } from '../src/parse/anchors.js';
import { joinedToWord } from '../src/word-joined.js';

const term = z.strictObject({
  use: z.string().min(1).describe('The preferred term'),
  avoid: z.array(z.string().min(1)).min(1).describe('Terms to replace with `use`'),
  caseSensitive: z.boolean().optional().describe('Match case exactly (default: no)'),
});

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');

/** A pattern matching any of `alternatives` as whole words (no letter or digit on either side). */
const bounded = (alternatives: string): string => `(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`;

type Term = z.output<typeof term>;

/** The pattern of a term's variants to avoid. */
const avoidPattern = (t: Term, flags = ''): RegExp => new RegExp(bounded(t.avoid.map(escape).join('|')), `${t.caseSensitive ? '' : 'i'}u${flags}`);

/** Spaces the same: `e-mail  address` reads as `e-mail address`. */
const spaced = (text: string): string => text.replace(/\s+/g, ' ');

const wordy = /[\p{L}\p{N}]/u;

/** Whether a cut between `text[at - 1]` and `text[at]` falls between words (a letter or digit on at most one side). */
const cutsBetweenWords = (text: string, at: number): boolean => at <= 0 || at >= text.length || !(wordy.test(text.charAt(at - 1)) && wordy.test(text.charAt(at)));

/** Whether `variant` could match across the edge of `use` in running text: a part of it at one end of `use`, the rest beside it, both cuts between words. */
function straddles(use: string, variant: string): boolean {
  for (let k = 1; k < Math.min(use.length, variant.length) + 1; k++) {
    // The variant's first k characters end `use`; or its last k characters begin it.
    if (k < variant.length && use.endsWith(variant.slice(0, k)) && cutsBetweenWords(use, use.length - k) && cutsBetweenWords(variant, k)) return true;
    if (k < variant.length && use.startsWith(variant.slice(-k)) && cutsBetweenWords(use, k) && cutsBetweenWords(variant, variant.length - k)) return true;
  }
  return false;
}

/** Whether a fix that writes `use` can leave text that a variant of `t` matches: inside it, around it, or across one of its ends. */
function feeds(use: string, t: Term): boolean {
  const fold = (text: string): string => spaced(t.caseSensitive ? text : text.toLowerCase());
  const written = fold(use);
  if (avoidPattern(t).test(use)) return true;
  return t.avoid.some((variant) => {
    const v = fold(variant);
    return new RegExp(bounded(escape(written)), 'u').test(v) || straddles(written, v);
  });
}

/** The terms whose fix writes text that another term's avoids: `next[i]` lists each `j` that could then replace what `i` wrote. */
function feedsOn(terms: readonly Term[]): number[][] {
  return terms.map((t, i) => terms.flatMap((other, j) => (j !== i && feeds(t.use, other) ? [j] : [])));
}

/**
 * A cycle among the terms (indexes, in order, the first repeated at the end), or undefined: each
 * term's preferred text holds a variant the next one avoids, so `--fix` would swap them back and
 * forth forever (`{use: foo, avoid: [bar]}` with `{use: bar, avoid: [foo]}`).
 */
export function termCycle(terms: readonly Term[]): number[] | undefined {
  const next = feedsOn(terms);
  const state = new Array<0 | 1 | 2>(terms.length).fill(0);
  const path: number[] = [];
  const visit = (i: number): number[] | undefined => {
    state[i] = 1;
    path.push(i);
    for (const j of next[i] ?? []) {
      if (state[j] === 1) return [...path.slice(path.indexOf(j)), j];
      const found = state[j] === 0 ? visit(j) : undefined;
      if (found) return found;
    }
    path.pop();
    state[i] = 2;
    return undefined;
  };
  for (let i = 0; i < terms.length; i++) {
    const found = state[i] === 0 ? visit(i) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Each avoided variant (term index, variant index) that can only ever match the preferred term itself: matched case-sensitively and the same text, so the entry never reports anything. */
export function inertVariants(terms: readonly Term[]): [number, number][] {
  return terms.flatMap((t, i) => (t.caseSensitive ? t.avoid.flatMap((variant, j): [number, number][] => (spaced(variant.trim()) === spaced(t.use.trim()) ? [[i, j]] : [])) : []));
}

/** The terms option, refusing a variant that is the preferred term itself and terms that replace each other in a cycle (the config error names both). */
const termList = z
  .array(term)
  .superRefine((terms, ctx) => {
    for (const [i, j] of inertVariants(terms)) {
      ctx.addIssue({
        code: 'custom',
        path: [i, 'avoid', j],
        message: `Unexpected avoided term \`${terms[i]?.avoid[j] ?? ''}\` that is the preferred term \`${terms[i]?.use ?? ''}\` matched with \`caseSensitive\`, so the entry has no effect, expected a variant that differs from it`,
      });
    }
    const cycle = termCycle(terms);
    if (cycle === undefined) return;
    const [first = 0, second = 0] = cycle;
    const named = (i: number): string => `\`${terms[i]?.use ?? ''}\``;
    ctx.addIssue({
      code: 'custom',
      path: [second],
      message: `Unexpected terms ${named(first)} and ${named(second)} that replace each other (${cycle.map(named).join(' → ')}), expected each preferred term to avoid none of the others`,
    });
  });

/** Keep a capital at the start of a sentence: `Login to` → `Sign in to`. */
function matchCase(found: string, use: string): string {
  const first = found[0];
  return first !== undefined && first === first.toUpperCase() && first !== first.toLowerCase() ? use.charAt(0).toUpperCase() + use.slice(1) : use;
}

/** The heading's anchor when replacing `text.slice(from, to)` with `replacement` changes it (`Log in` → `Sign in`), else undefined (`github` → `GitHub`). */
function movedAnchor(text: string, from: number, to: number, replacement: string): string | undefined {
  const before = headingSlug(text.trim());
  return headingSlug((text.slice(0, from) + replacement + text.slice(to)).trim()) === before ? undefined : before;
}

export default defineRule({
  id: 'prose-terminology',
  description: 'Require the project’s preferred terms in prose',
  tags: ['style', 'prose'],
  recommended: false,
  fixable: true,
  docs: {
    rationale:
      'Readers take two words for two things: a page that says “log in” here and “sign in” there makes them wonder whether ' +
      'there are two steps. List each preferred term with the variants to avoid in the `terms` option, e.g. ' +
      '`{"use": "sign in", "avoid": ["login to", "log into"]}`. The rule checks prose only (never code, URLs or attribute ' +
      'values), and `--fix` replaces each variant, keeping a leading capital. A variant joined by `_`, `.`, `/`, `@` or `-` to a ' +
      'word, or right beside a path mark (`~`, `/`, `\\`) or after a `.`, is part of a name or path, not prose, and is not ' +
      'reported: `login_url`, `.github/workflows`, `~/github`, `github-actions.yml`, `@github/cli`, `github.com` (Vale `substitution` fixes read a word the same way). In a heading, a fix that would change ' +
      'the heading’s anchor (`## Log in` → `## Sign in`: `#log-in` becomes `#sign-in`) is reported but not applied by `--fix`, ' +
      'since links on this page, other pages or other sites may target it: rename the heading by hand and update the links ' +
      '(a case-only fix, `github` → `GitHub`, keeps the anchor and is applied). The preferred term itself is never reported: ' +
      'with `{"use": "e-mail address", "avoid": ["e-mail"]}` the “e-mail” in “e-mail address” stays, and with ' +
      '`{"use": "GitHub", "avoid": ["github"]}` only spellings other than “GitHub” are reported, so a second `--fix` ' +
      'changes nothing. Terms that would replace each other (`{"use": "foo", "avoid": ["bar"]}` with `{"use": "bar", ' +
      '"avoid": ["foo"]}`, or a longer ring of them) are refused when the config is loaded (exit 2, naming both terms): ' +
      '`--fix` would swap them back and forth on every run. A case-sensitive variant that is the preferred term itself ' +
      '(`{"use": "GitHub", "avoid": ["GitHub"], "caseSensitive": true}`) could never be reported, so it is refused too, at that ' +
      'variant; without `caseSensitive` the same entry corrects the case of every other spelling.',
    whenNotToUse: 'When the project has no list of preferred terms: the rule does nothing without one.',
  },
  messages: {
    term: 'Unexpected `{{found}}`, expected `{{use}}`',
    heading: 'Unexpected `{{found}}`, expected `{{use}}` (not fixed by `--fix`: it changes the heading anchor `#{{anchor}}` that links may target)',
  },
  schema: optionsObject({ terms: termList.optional().describe('Preferred terms and the variants to avoid') }),
  examples: examplesFile('prose-terminology'),
  check(tree, context) {
    const terms = context.options?.terms ?? [];
    if (terms.length === 0) return;
    const patterns = terms.map((t) => ({
      use: t.use,
      pattern: avoidPattern(t, 'g'),
      // The preferred term in any case: a variant inside it is part of it.
      preferred: new RegExp(bounded(escape(t.use)), 'giu'),
    }));
    for (const block of proseBlocks(tree, context.source, { paragraphs: true, headings: true, tableCells: true })) {
      for (const { use, pattern, preferred } of patterns) {
        const uses = [...block.text.matchAll(preferred)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
        for (const match of block.text.matchAll(pattern)) {
          const replacement = matchCase(match[0], use);
          // Already the preferred term (`GitHub` for `github`): nothing to fix.
          if (spaced(match[0]) === spaced(replacement)) continue;
          // Part of a longer preferred term (`e-mail` in `e-mail address`), or straddling one: replacing it would grow the text on every run.
          const from = match.index;
          const to = from + match[0].length;
          if (uses.some((u) => u.start < to && from < u.end && !(u.start >= from && u.end <= to))) continue;
          // Part of an identifier, path, file name, package or domain (`login_url`, `.github/`, `github.com`): not prose.
          if (joinedToWord(block.text, from, to)) continue;
          const start = block.offset + match.index;
          const end = start + match[0].length;
          const data = { found: match[0].replace(/\s+/g, ' '), use };
          // A heading whose anchor the fix would change: links to it (on this page, other pages, other sites) would break.
          const anchor = block.node.type === 'heading' ? movedAnchor(block.text, from, to, replacement) : undefined;
          if (anchor !== undefined) {
            context.report({ messageId: 'heading', place: rangeAt(context.file, start, end), data: { ...data, anchor } });
            continue;
          }
          context.report({ messageId: 'term', place: rangeAt(context.file, start, end), data, fix: { range: [start, end], text: replacement } });
        }
      }
    }
  },
});
