// What every check is made of: the alert it gives and the test of excepted words.
import type { ValeBlock } from './blocks.js';
import { compileVale } from './regex.js';

/** One alert: where in which block, the message, and a replacement when the rule gives exactly one. */
export interface Hit {
  block: ValeBlock;
  from: number;
  to: number;
  message: string;
  replacement?: string;
}

/** A compiled rule: runs over the blocks in its scope, in document order (state lives in the closure per run). */
export type Check = (blocks: readonly ValeBlock[]) => Hit[];

/** A test that is true when any of the expressions matches `s` (each global, so its `lastIndex` is reset first). */
const anyOf = (res: readonly RegExp[]): ((s: string) => boolean) =>
  res.length === 0 ? () => false : (s) => res.some((re) => ((re.lastIndex = 0), re.test(s)));

/**
 * Words the rule must not report: its exceptions and, with `vocab`, the project's accepted words, as Vale's
 * `updateExceptions` (internal/check/definition.go) reads them: each a pattern found anywhere in the match between word
 * boundaries (`\b(?:…)\b`), case-sensitive unless it starts with `(?i)`, whatever the rule's `ignorecase`. A term that
 * does not compile is taken as text.
 */
export function exceptionTest(exceptions: readonly string[], accepted: readonly string[]): (s: string) => boolean {
  const all = [...exceptions, ...accepted].filter((s) => s.trim() !== '');
  const res = all.map((term) => {
    const noCase = term.startsWith('(?i)');
    const re = compileVale(`(?m)\\b(?:${noCase ? term.slice(4) : term})\\b`, noCase);
    return re.ok ? re.re : new RegExp(`\\b${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g');
  });
  return anyOf(res);
}

/**
 * The words a `spelling` rule accepts from the vocabularies, as Vale's spelling check reads them: each a pattern found
 * anywhere in the word, case ignored (`(?i)` before them all).
 */
export function spellingExceptionTest(accepted: readonly string[]): (s: string) => boolean {
  return anyOf(
    accepted
      .filter((s) => s.trim() !== '')
      .map((term) => {
        const re = compileVale(term, true);
        return re.ok ? re.re : new RegExp(term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
      }),
  );
}
