// Vale's patterns (Go regexp2 syntax) as JavaScript regular expressions.

/** A compiled pattern, or why it cannot be compiled. */
export type Compiled = { ok: true; re: RegExp } | { ok: false; message: string };

/**
 * Compile a Vale pattern: inline flags (`(?i)`, `(?m)`, `(?s)`, anywhere) become the expression's
 * flags, `(?P<name>` becomes `(?<name>`, `\A`/`\z` become `^`/`$`. Always global (`g`); `u` when the
 * pattern allows it (Go's `\p{L}` needs it, a stray escape such as `\'` refuses it).
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
