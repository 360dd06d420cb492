// Vale's patterns (Go regexp2 syntax) as JavaScript regular expressions.
import { setFlagsFromString } from 'node:v8';

/** A pattern that means something else, or nothing, without the `u` flag: `\p{L}`, `\u{1F600}`, a character beyond U+FFFF. */
const NEEDS_UNICODE = /\\[pP]\{|\\u\{|[\u{10000}-\u{10FFFF}]/u;

/** A compiled pattern, or why it cannot be compiled (`at`: the written text to look for in the rule's file). */
export type Compiled = { ok: true; re: RegExp } | { ok: false; message: string; at?: string };

/** V8's flag that runs a RegExp backtracking past its limit (50,000 steps) in the linear-time engine instead. */
const FALLBACK_FLAG = 'enable-experimental-regexp-engine-on-excessive-backtracks';

let fallbackSet = false;

/**
 * Set V8's linear-time fallback for RegExps before the first Vale pattern is compiled, so a program
 * using the library (not only the CLI, src/cli/v8-tiers.ts) cannot be hung by a user's style with a
 * nested repeat (`(a+)+$`). Left alone when the process's command line names the flag either way. The
 * flag changes only a RegExp that would otherwise backtrack past V8's limit; its matches stay the same.
 */
function setBacktrackFallback(): void {
  if (fallbackSet) return;
  fallbackSet = true;
  if (process.execArgv.some((arg) => arg.replace(/_/g, '-').replace(/^--no-/, '--').startsWith(`--${FALLBACK_FLAG}`))) return;
  setFlagsFromString(`--${FALLBACK_FLAG}`);
}

/** Whether `pattern` has an unbounded repeat (`+`, `*`, `{n,}`) at `i`. */
function unboundedAt(pattern: string, i: number): boolean {
  const c = pattern[i];
  return c === '+' || c === '*' || (c === '{' && /^\{\d*,\}/.test(pattern.slice(i, i + 12)));
}

/**
 * The first group of `pattern` repeated without bound that itself holds a repeat without bound
 * (`(a+)+`, `(?:\w+\s?)*`), as written, or undefined. Such a pattern can take exponential time on a
 * word that almost matches; escapes and character classes are skipped.
 */
export function nestedRepeat(pattern: string): string | undefined {
  const open: { at: number; inner: boolean }[] = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') open.push({ at: i, inner: false });
    else if (c === ')') {
      const group = open.pop();
      const repeated = unboundedAt(pattern, i + 1);
      if (group?.inner && repeated) return pattern.slice(group.at, i + 2);
      const parent = open.at(-1);
      if (parent && (group?.inner === true || repeated)) parent.inner = true;
    } else if (unboundedAt(pattern, i)) {
      const parent = open.at(-1);
      if (parent) parent.inner = true;
    }
  }
  return undefined;
}

/** Why V8's linear-time engine cannot run a pattern with these flags: it takes no `i` or `u` flag, lookaround or backreference. */
function noFallback(pattern: string, flags: string): string | undefined {
  if (flags.includes('i')) return 'ignoring case (`ignorecase: true`, `(?i)`)';
  if (flags.includes('u')) return 'Unicode classes (`\\p{…}`)';
  if (/\(\?<?[=!]/.test(pattern)) return 'a lookaround';
  if (/\\[1-9]|\\k</.test(pattern)) return 'a backreference';
  return undefined;
}

/** A compiled pattern, refused when it repeats a repeat and the linear-time fallback cannot run it (it could hang lint). */
function guarded(re: RegExp, pattern: string): Compiled {
  const nested = nestedRepeat(pattern);
  const without = nested === undefined ? undefined : noFallback(pattern, re.flags);
  if (nested === undefined || without === undefined) return { ok: true, re };
  return {
    ok: false,
    at: nested,
    message: `Unexpected nested repeat \`${nested}\` with ${without}, expected a pattern that repeats no repeated group (it can take exponential time on a word that almost matches): the rule is not run`,
  };
}

/**
 * Compile a Vale pattern: inline flags (`(?i)`, `(?m)`, `(?s)`, anywhere) become the expression's
 * flags, `(?P<name>` becomes `(?<name>`, `\A`/`\z` become `^`/`$`. Always global (`g`); `u` when the
 * pattern needs it (Go's `\p{L}`, `\u{…}`, a character beyond U+FFFF) or does not compile without it.
 */
export function compileVale(source: string, ignoreCase = false): Compiled {
  setBacktrackFallback();
  let flags = 'g';
  let pattern = source.replace(/\(\?([imsU]+)\)/g, (_match, f: string) => {
    for (const flag of f) if (flag !== 'U' && !flags.includes(flag)) flags += flag;
    return '';
  });
  pattern = pattern.replace(/\(\?P</g, '(?<').replace(/\\A/g, '^').replace(/\\z/g, '$').replace(/\(\?i:/g, () => {
    if (!flags.includes('i')) flags += 'i';
    return '(?:';
  });
  if (ignoreCase && !flags.includes('i')) flags += 'i';
  // Without `u` unless the pattern needs it: V8's linear-time fallback for a pattern that
  // backtracks too long (`(a+)+$`, see src/cli/v8-tiers.ts) does not take `u` patterns.
  if (!NEEDS_UNICODE.test(pattern)) {
    try {
      return guarded(new RegExp(pattern, flags), pattern);
    } catch {
      // Compiled with `u` below, or refused.
    }
  }
  try {
    return guarded(new RegExp(pattern, `${flags}u`), pattern);
  } catch {
    try {
      return guarded(new RegExp(pattern, flags), pattern);
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** Every match of a global expression: offset, text, capture groups. */
export function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[0] === '') {
      re.lastIndex++;
      continue;
    }
    out.push(m);
  }
  return out;
}

/** Vale's `%s` substitution (Go's Sprintf with strings only; `%%` is a percent sign). */
export function formatMessage(message: string, subs: readonly string[]): string {
  let i = 0;
  return message.replace(/%%|%s/g, (spec) => (spec === '%%' ? '%' : (subs[i++] ?? '')));
}
