// How deep `{`/`[` nest in JSON-like text, found in one linear pass before any parser (all of
// which recurse) sees the text.

/** The offset where the nesting of `{`/`[` (outside double-quoted strings) first passes `limit`, or -1. */
export function overDepthAt(text: string, limit: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return i;
    } else if (c === 125 || c === 93) depth--;
  }
  return -1;
}
