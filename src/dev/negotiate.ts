// Content negotiation for agents: a page URL asked for with `Accept: text/markdown` or
// `Accept: text/plain` (and not HTML first) answers with the page's Markdown, as Mintlify's
// sites do (`ai/markdown-export` in Mintlify's docs). Read by the dev server and by `score`.

/** One media range of an Accept header with its quality, 0..1. */
interface Range {
  type: string;
  q: number;
}

/** The media ranges of an Accept header, lower-cased; a range without `q` has quality 1. */
function ranges(accept: string): Range[] {
  return accept.split(',').map((part) => {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.map((p) => /^q=([\d.]+)$/.exec(p)?.[1]).find((v) => v !== undefined);
    const quality = q === undefined ? 1 : Number(q);
    return { type, q: Number.isFinite(quality) ? Math.min(1, Math.max(0, quality)) : 0 };
  });
}

/**
 * The Markdown media type an Accept header asks for before HTML: `text/markdown` or
 * `text/plain` (the one named with the higher quality, Markdown on a tie), or undefined when
 * HTML (`text/html`, `*\/*`, `text/*` …) is wanted at least as much, or neither is named.
 */
export function markdownWanted(accept: string | undefined): 'text/markdown' | 'text/plain' | undefined {
  if (accept === undefined || accept.length > 2000) return undefined;
  const list = ranges(accept);
  const quality = (type: string): number => Math.max(0, ...list.filter((r) => r.type === type).map((r) => r.q));
  const markdown = quality('text/markdown');
  const plain = quality('text/plain');
  const best = Math.max(markdown, plain);
  if (best === 0) return undefined;
  const html = Math.max(quality('text/html'), quality('application/xhtml+xml'));
  if (html >= best) return undefined;
  return markdown >= plain ? 'text/markdown' : 'text/plain';
}

/** The path of a page's Markdown copy for a page path (`/` → `/index.md`, `/a/b` → `/a/b.md`); undefined for a file's path (one with an extension other than `.html`). */
export function markdownPathOf(path: string): string | undefined {
  const clean = path.replace(/\.html$/, '').replace(/\/+$/, '');
  const last = clean.slice(clean.lastIndexOf('/') + 1);
  if (last.includes('.')) return undefined;
  return `${clean === '' ? '/index' : clean}.md`;
}
