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

/** Words the rule must not report: its exceptions and, with `vocab`, the project's accepted words. */
export function exceptionTest(exceptions: readonly string[], accepted: readonly string[], ignoreCase = false): (s: string) => boolean {
  const all = [...exceptions, ...accepted].filter((s) => s.trim() !== '');
  if (all.length === 0) return () => false;
  const re = compileVale(`^(?:${all.join('|')})$`, ignoreCase);
  return re.ok ? (s) => (re.re.lastIndex = 0, re.re.test(s)) : (s) => all.includes(s);
}

