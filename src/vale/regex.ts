// Vale's patterns (Go regexp2 syntax) as JavaScript regular expressions.

/** A pattern that means something else, or nothing, without the `u` flag: `\p{L}`, `\u{1F600}`, a character beyond U+FFFF. */
const NEEDS_UNICODE = /\\[pP]\{|\\u\{|[\u{10000}-\u{10FFFF}]/u;

/** A compiled pattern, or why it cannot be compiled. */
export type Compiled = { ok: true; re: RegExp } | { ok: false; message: string };

/**
 * Compile a Vale pattern: inline flags (`(?i)`, `(?m)`, `(?s)`, anywhere) become the expression's
 * flags, `(?P<name>` becomes `(?<name>`, `\A`/`\z` become `^`/`$`. Always global (`g`); `u` when the
 * pattern needs it (Go's `\p{L}`, `\u{…}`, a character beyond U+FFFF) or does not compile without it.
 */
export function compileVale(source: string, ignoreCase = false): Compiled {
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
      return { ok: true, re: new RegExp(pattern, flags) };
    } catch {
      // Compiled with `u` below, or refused.
    }
  }
  try {
    return { ok: true, re: new RegExp(pattern, `${flags}u`) };
  } catch {
    try {
      return { ok: true, re: new RegExp(pattern, flags) };
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
