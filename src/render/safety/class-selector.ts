// Where a Tailwind class's CSS applies. A `style` attribute styles its own element only; a class
// with an arbitrary variant can name any selector around its element: `[:has(&)_.dw-header]:hidden`
// hides the site's header, `[:not(&)]:opacity-0` every other element, `[&~*]:hidden` the page's
// next blocks. A class's rules may style the element itself and what is inside it (`*:`, `[&_p]:`,
// `group-hover:`, `dark:`); a rule whose selector can match anything else reaches out of it.

/** `token` as a CSS class name (CSS.escape, for the printable ASCII a class candidate is). */
export function escapeClass(token: string): string {
  let out = '';
  for (let i = 0; i < token.length; i++) {
    const c = token[i] ?? '';
    const digitFirst = /[0-9]/.test(c) && (i === 0 || (i === 1 && token[0] === '-'));
    if (digitFirst) out += `\\${c.charCodeAt(0).toString(16)} `;
    else if (/[A-Za-z0-9_-]/.test(c) && !(c === '-' && token.length === 1)) out += c;
    else out += `\\${c}`;
  }
  return out;
}

/** A selector cut at depth 0: compounds and the combinators between them (`' '`, `>`, `~`, `+`). */
interface Cut {
  compounds: string[];
  combinators: string[];
}

/** Length of the escape at `i` (a backslash): up to six hex digits and one white space, else one character. */
function escapeLength(text: string, i: number): number {
  const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(text.slice(i + 1, i + 8));
  return 1 + (hex ? hex[0].length : 1);
}

/** Split `text` at depth 0 (outside `()`, `[]` and escapes) on the characters `at` matches. */
function splitTop(text: string, at: RegExp): { parts: string[]; seps: string[] } {
  const parts: string[] = [];
  const seps: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (c === '\\') {
      i += escapeLength(text, i) - 1;
      continue;
    }
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && at.test(c)) {
      parts.push(text.slice(start, i));
      seps.push(c);
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return { parts, seps };
}

/** `selector` cut into compounds and combinators (white space around `>`, `~` and `+` folded in). */
function cut(selector: string): Cut {
  const { parts, seps } = splitTop(selector.trim(), /[\s>~+]/);
  const compounds: string[] = [];
  const combinators: string[] = [];
  let pending = '';
  parts.forEach((part, i) => {
    if (part !== '') {
      if (compounds.length > 0) combinators.push(pending || ' ');
      compounds.push(part);
      pending = '';
    }
    const sep = seps[i];
    if (sep !== undefined && sep.trim() !== '') pending = sep;
  });
  return { compounds, combinators };
}

/** Whether `compound` has the class `escaped` at its own level (not inside `:has()`, `:not()`…). */
function hasClass(compound: string, escaped: string): boolean {
  const { parts } = splitTop(compound, /\./);
  return parts.slice(1).some((part) => part === escaped || (part.startsWith(escaped) && /^[:[#]/.test(part.slice(escaped.length))));
}

/** Index of the bracket that closes the one at `open` in `text`, or -1 (escapes skipped). */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i] ?? '';
    if (c === '\\') i += escapeLength(text, i) - 1;
    else if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && --depth === 0) return i;
  }
  return -1;
}

/** `:is(X)` or `:where(X)` around the whole selector: X, else undefined (`:is(a) b` is no wrapper). */
function unwrap(selector: string): string | undefined {
  const text = selector.trim();
  const match = /^:(?:is|where)\(/.exec(text);
  if (!match) return undefined;
  const open = match[0].length - 1;
  return closing(text, open) === text.length - 1 ? text.slice(open + 1, -1) : undefined;
}

/** Whether `selector` matches only the element with class `escaped` or what is inside it. */
export function staysInside(selector: string, escaped: string): boolean {
  const inner = unwrap(selector);
  if (inner !== undefined) return splitTop(inner, /,/).parts.every((part) => staysInside(part, escaped));
  const { compounds, combinators } = cut(selector);
  let last = -1;
  compounds.forEach((compound, i) => {
    if (hasClass(compound, escaped)) last = i;
  });
  // Past the element, the first step goes in (` `, `>`): after it, siblings (`~`, `+`) are inside too.
  const next = combinators[last];
  return last >= 0 && (next === undefined || next === ' ' || next === '>');
}

/** The selectors of `css` (a class's rules, at-rules unwrapped) that reach outside the element with class `token`. */
export function outsideSelectors(css: string, token: string): string[] {
  const escaped = escapeClass(token);
  const preludes = splitTop(css, /[{};]/);
  const outside: string[] = [];
  preludes.parts.forEach((prelude, i) => {
    const text = prelude.trim();
    if (preludes.seps[i] !== '{' || text.startsWith('@')) return;
    for (const selector of splitTop(text, /,/).parts) if (!staysInside(selector, escaped)) outside.push(selector.trim());
  });
  return outside;
}
