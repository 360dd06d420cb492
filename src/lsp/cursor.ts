// What the cursor of a page is in, read from the text around it (the page is being typed, so
// it need not parse): a tag name, an attribute, an attribute value, a link or an import.

export type PageSpot =
  /** `<Ca|`: a component name; `from` is where the name starts. */
  | { kind: 'tag'; prefix: string; from: number }
  /** `<Card ti|`: an attribute name of `tag`. */
  | { kind: 'attribute'; tag: string; prefix: string; from: number; present: string[] }
  /** `<Card icon="bo|`: the value of `attribute` on `tag`, inside its quotes. */
  | { kind: 'value'; tag: string; attribute: string; prefix: string; from: number }
  /** `[text](/gu|`: a link target. */
  | { kind: 'link'; prefix: string; from: number }
  /** `import X from '/snip|`: a snippet path. */
  | { kind: 'import'; prefix: string; from: number };

const LOOK_BACK = 4000;
const NAME = /^[A-Za-z][\w.]*$/;

/** The spot of `offset` in a page's text, for completion. */
export function pageSpot(text: string, offset: number): PageSpot | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const line = text.slice(lineStart, offset);
  const imported = /^\s*import\s[^'"]*\bfrom\s+['"]([^'"]*)$/.exec(line);
  if (imported) return { kind: 'import', prefix: imported[1] ?? '', from: offset - (imported[1] ?? '').length };
  const link = /\]\(([^)\s]*)$/.exec(line);
  if (link) return { kind: 'link', prefix: link[1] ?? '', from: offset - (link[1] ?? '').length };
  const start = Math.max(0, offset - LOOK_BACK);
  const before = text.slice(start, offset);
  const lt = before.lastIndexOf('<');
  if (lt === -1) return undefined;
  const inTag = before.slice(lt + 1);
  if (inTag === '' || NAME.test(inTag)) return { kind: 'tag', prefix: inTag, from: start + lt + 1 };
  const name = /^([A-Za-z][\w.]*)\s/.exec(inTag);
  if (!name?.[1]) return undefined;
  const tag = name[1];
  // Walk the attributes: quotes and braces hide `>`; an unquoted `>` closes the tag.
  let quote: string | undefined;
  let braces = 0;
  let valueStart = -1;
  for (let i = name[0].length; i < inTag.length; i++) {
    const c = inTag[i];
    if (quote !== undefined) {
      if (c === quote) quote = undefined;
      continue;
    }
    if (braces > 0) {
      if (c === '{') braces++;
      else if (c === '}') braces--;
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
      valueStart = i + 1;
    } else if (c === '{') braces = 1;
    else if (c === '>' || c === '<') return undefined;
  }
  if (braces > 0) return undefined;
  const present = [...inTag.matchAll(/\s([A-Za-z_][\w-]*)(?=\s*=|\s|$)/g)].map((m) => m[1] ?? '');
  if (quote !== undefined) {
    const attribute = /([A-Za-z_][\w-]*)\s*=\s*$/.exec(inTag.slice(0, valueStart - 1));
    if (!attribute?.[1]) return undefined;
    const prefix = inTag.slice(valueStart);
    return { kind: 'value', tag, attribute: attribute[1], prefix, from: offset - prefix.length };
  }
  const attribute = /\s([A-Za-z_][\w-]*)?$/.exec(inTag);
  if (!attribute) return undefined;
  const prefix = attribute[1] ?? '';
  return { kind: 'attribute', tag, prefix, from: offset - prefix.length, present: present.filter((p) => p !== prefix) };
}

/** A word of a page under the cursor: a tag's name (`<Card`, `</Card`) or an attribute name in a tag. */
export type PageWord = { kind: 'tag'; name: string; from: number; to: number } | { kind: 'attribute'; tag: string; name: string; from: number; to: number };

/** The component or attribute name under `offset`, for hover. */
export function pageWord(text: string, offset: number): PageWord | undefined {
  let from = offset;
  while (from > 0 && /[\w.-]/.test(text[from - 1] ?? '')) from--;
  let to = offset;
  while (to < text.length && /[\w.-]/.test(text[to] ?? '')) to++;
  if (from === to) return undefined;
  const name = text.slice(from, to);
  if (text[from - 1] === '<' || (text[from - 1] === '/' && text[from - 2] === '<')) return NAME.test(name) ? { kind: 'tag', name, from, to } : undefined;
  if (!/^\s*=/.test(text.slice(to, to + 20))) return undefined;
  const spot = pageSpot(text, from);
  if (spot?.kind !== 'attribute') return undefined;
  return { kind: 'attribute', tag: spot.tag, name, from, to };
}

/** A link target, `href`/`src` value or import source under `offset`: its text and where it is. */
export interface PageTarget {
  kind: 'link' | 'import';
  target: string;
  from: number;
  to: number;
}

/** The link or import under the cursor, for go to definition. */
export function pageTarget(text: string, offset: number): PageTarget | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const nl = text.indexOf('\n', offset);
  const lineEnd = nl === -1 ? text.length : nl;
  const line = text.slice(lineStart, lineEnd);
  const at = offset - lineStart;
  const patterns: [RegExp, PageTarget['kind']][] = [
    [/^\s*import\s[^'"]*\bfrom\s+['"]([^'"]+)['"]/g, 'import'],
    [/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g, 'link'],
    [/\b(?:href|src)\s*=\s*["']([^"']+)["']/g, 'link'],
    [/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g, 'link'],
  ];
  for (const [pattern, kind] of patterns) {
    for (const match of line.matchAll(pattern)) {
      const target = match[1];
      if (target === undefined) continue;
      const start = (match.index ?? 0) + match[0].lastIndexOf(target);
      const end = start + target.length;
      if (at >= (match.index ?? 0) && at <= (match.index ?? 0) + match[0].length) return { kind, target, from: lineStart + start, to: lineStart + end };
    }
  }
  return undefined;
}
