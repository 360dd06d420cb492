// The `redirects` of docs.json (and mint.json): each source as a matcher, the destination a
// URL path is sent to (with `:param`, `:param*` and `*` carried over), and the same rules in
// the `_redirects` syntax that Netlify and Cloudflare Pages read. One module, so `build` (the
// static redirect pages and `_redirects`), `dev` (308/307 answers) and both link checks
// (`check --links`, `build`) agree on what a redirect matches.
// The matcher is our own, not path-to-regexp (issue 30, weighed against v8): Mintlify's `*`
// also matches nothing and stands inside a segment (`/docs-*`), and `:slug*` also matches
// `/slug`'s parent, where v8's `*splat` needs a segment and captures an array of them, so each
// form needs a translation and its captures a re-join; and `matchParts` is linear in the path
// whatever the source, where a compiled RegExp leaves hostile sources to the engine's backtracking.
// The module would not get shorter, and the promise would get weaker.
import { encodeUrlText } from '../fs/url-path.js';
import type { DocsModel } from './model.js';

export interface RedirectRule {
  /** Position in the `redirects` array. */
  index: number;
  /** The source as a URL path: leading `/`, no trailing `/`. */
  source: string;
  /** The destination as written (a site path, or an absolute URL). */
  destination: string;
  /** 308 when true (the default), 307 when false. */
  permanent: boolean;
  /** The source has no `:param` and no `*`: one URL, which gets a static redirect page. */
  literal: boolean;
  /** The source as literal text and wildcards, matched by `matchParts` (never as a regular expression). */
  parts: readonly SourcePart[];
  /** What each wildcard of `parts` captures, in order: a `:name` (with `*` for `:name*`) or `*`. */
  captures: readonly string[];
}

/**
 * A piece of a source: literal `text`; `any` (a `*`: any characters); `segment` (a `:name`:
 * one or more characters but `/`); `tail` (a `:name*` after a `/`: nothing, or `/` and any
 * characters, capturing what follows the `/`).
 */
export type SourcePart = { kind: 'text'; text: string } | { kind: 'any' } | { kind: 'segment' } | { kind: 'tail' };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** The most `:param`s and `*`s one source may hold; a source with more matches nothing (and `build` says so). */
export const MAX_WILDCARDS = 8;
/** `:name`, `:name*` or a bare `*`, in a source or a destination. */
const TOKEN = /:([A-Za-z_]\w*)(\*?)|\*/g;

/** A URL path as redirects compare it: leading `/`, no trailing `/`, no query or fragment. */
export function redirectPath(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  return bare.startsWith('/') ? bare || '/' : `/${bare}`;
}

/**
 * A destination on the site as the site's URL: `/guide/index` → `/guide`, `/index` → `/`,
 * `.mdx`/`.md` dropped, a leading `/` added; query and fragment kept. External URLs as written.
 */
export function siteDestination(destination: string): string {
  if (SCHEME.test(destination) || destination.startsWith('//')) return destination;
  const cut = destination.search(/[?#]/);
  const path = cut === -1 ? destination : destination.slice(0, cut);
  const clean = path.replace(/\/+$/, '').replace(/\.mdx?$/i, '').replace(/(^|\/)index$/, '').replace(/\/+$/, '');
  return (clean.startsWith('/') ? clean : `/${clean}`) + (cut === -1 ? '' : destination.slice(cut));
}

/** One redirect entry as a rule. */
export function redirectRule(entry: DocsModel['redirects'][number], index: number): RedirectRule {
  const source = redirectPath(entry.source.trim());
  const captures: string[] = [];
  const parts: SourcePart[] = [];
  const text = (value: string): void => {
    if (value !== '') parts.push({ kind: 'text', text: value });
  };
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    const before = source.slice(last, match.index);
    const [whole, name, star] = match;
    if (name === undefined) {
      captures.push('*');
      text(before);
      parts.push({ kind: 'any' });
    } else if (star === '*') {
      captures.push(`${name}*`);
      // `/beta/:slug*` matches `/beta` as well as `/beta/a/b`.
      const slash = before.endsWith('/');
      text(slash ? before.slice(0, -1) : before);
      parts.push(slash ? { kind: 'tail' } : { kind: 'any' });
    } else {
      captures.push(name);
      text(before);
      parts.push({ kind: 'segment' });
    }
    last = match.index + whole.length;
  }
  text(source.slice(last));
  return { index, source, destination: siteDestination(entry.destination.trim()), permanent: entry.permanent !== false, literal: captures.length === 0, parts, captures };
}

/**
 * What each wildcard of `parts` captures when they match all of `path`, else undefined.
 * Wildcards take as much as they can, leftmost first, as a regular expression's greedy
 * groups would; but whether the parts match is decided by a table of (part, position)
 * pairs, so the time is the path's length times the number of parts whatever the source.
 * (A regular expression with several `.*` backtracks for a time that grows as a power of
 * the path's length: eight `*` stalled on a 200-character path.)
 */
export function matchParts(parts: readonly SourcePart[], path: string): string[] | undefined {
  const n = path.length;
  const width = n + 1;
  const isSlash = (p: number): boolean => path.charCodeAt(p) === 47;
  // fits[i * width + p]: parts i… match path[p…] to its end.
  const fits = new Uint8Array((parts.length + 1) * width);
  fits[parts.length * width + n] = 1;
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i];
    if (part === undefined) continue;
    const row = i * width;
    const next = row + width;
    // Whether the next parts fit at some q > p (`any`, `tail`), or at some q in (p, first `/` from p] (`segment`).
    let fitsLater = false;
    let fitsInSegment = false;
    for (let p = n; p >= 0; p--) {
      const nextFits = fits[next + p] === 1;
      let fit: boolean;
      if (part.kind === 'text') fit = path.startsWith(part.text, p) && fits[next + p + part.text.length] === 1;
      else if (part.kind === 'any') fit = nextFits || fitsLater;
      else if (part.kind === 'tail') fit = nextFits || (isSlash(p) && fitsLater);
      else if (p === n || isSlash(p)) {
        fit = false;
        fitsInSegment = nextFits;
      } else {
        fit = fitsInSegment;
        fitsInSegment ||= nextFits;
      }
      fitsLater ||= nextFits;
      if (fit) fits[row + p] = 1;
    }
  }
  if (fits[0] !== 1) return undefined;
  // Walk the table from the start: each wildcard takes the longest span after which the rest fits.
  const captured: string[] = [];
  let p = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part === undefined) break;
    if (part.kind === 'text') {
      p += part.text.length;
      continue;
    }
    const next = (i + 1) * width;
    let end = n;
    // `tail` takes `/…` only where a `/` stands; else it takes nothing.
    if (part.kind === 'tail' && !isSlash(p)) end = p;
    if (part.kind === 'segment') {
      end = p;
      while (end < n && !isSlash(end)) end++;
    }
    let q = end;
    while (q > p && fits[next + q] !== 1) q--;
    if (part.kind === 'tail') captured.push(q > p ? path.slice(p + 1, q) : '');
    else captured.push(path.slice(p, q));
    p = q;
  }
  return captured;
}

/** Every redirect of the model, in order. */
export function redirectRules(model: Pick<DocsModel, 'redirects'>): RedirectRule[] {
  return model.redirects.map(redirectRule);
}

/** The destination `path` is sent to by `rule`, its parameters filled in; undefined when the rule does not match. */
export function applyRedirect(rule: RedirectRule, path: string): string | undefined {
  const clean = redirectPath(path);
  if (rule.literal) return clean === rule.source ? rule.destination : undefined;
  // A source with more wildcards than the limit is refused (`build` says so) and matches nothing.
  if (rule.captures.length > MAX_WILDCARDS) return undefined;
  const match = matchParts(rule.parts, clean);
  if (!match) return undefined;
  const named = new Map<string, string>();
  const stars: string[] = [];
  rule.captures.forEach((capture, i) => {
    const value = match[i] ?? '';
    if (capture === '*') stars.push(value);
    else named.set(capture.replace(/\*$/, ''), value);
  });
  let star = 0;
  const filled = rule.destination.replace(TOKEN, (whole, name: string | undefined) => {
    if (name === undefined) return stars[star++] ?? '';
    return named.get(name) ?? whole;
  });
  // An empty `:slug*` leaves `/v2/`; the site's paths have no trailing slash.
  return filled.length > 1 ? filled.replace(/\/+(?=$|[?#])/, '') : filled;
}

/** The first rule matching `path`, and where it sends it. */
export function findRedirect(rules: readonly RedirectRule[], path: string): { rule: RedirectRule; destination: string } | undefined {
  for (const rule of rules) {
    const destination = applyRedirect(rule, path);
    if (destination !== undefined) return { rule, destination };
  }
  return undefined;
}

export type RedirectOutcome =
  /** Not a redirect source. */
  | { kind: 'none' }
  /** The redirects end at a site path (`path`, without query or fragment) or at an external URL (`external`). */
  | { kind: 'target'; path?: string; external?: string; fragment?: string }
  /** The redirects go round in a circle (or on for too long). */
  | { kind: 'loop' };

/**
 * Where `path` ends up after following redirects, stopping at the first path `exists` accepts
 * (a page or a file wins over a redirect, as on Mintlify's hosting).
 */
export function followRedirects(rules: readonly RedirectRule[], path: string, exists: (path: string) => boolean): RedirectOutcome {
  let current = redirectPath(path);
  let fragment: string | undefined;
  const seen = new Set<string>();
  for (let hops = 0; hops < 20; hops++) {
    const found = findRedirect(rules, current);
    if (!found) return hops === 0 ? { kind: 'none' } : { kind: 'target', path: current, ...(fragment !== undefined ? { fragment } : {}) };
    seen.add(current);
    const hashAt = found.destination.indexOf('#');
    if (hashAt >= 0) fragment = found.destination.slice(hashAt + 1);
    if (SCHEME.test(found.destination) || found.destination.startsWith('//')) return { kind: 'target', external: found.destination };
    current = redirectPath(found.destination);
    if (exists(current)) return { kind: 'target', path: current, ...(fragment !== undefined ? { fragment } : {}) };
    if (seen.has(current)) return { kind: 'loop' };
  }
  return { kind: 'loop' };
}

/** A destination for a `_redirects` line: `:name*` and `*` become `:splat`. */
function splatDestination(destination: string): string {
  return destination.replace(TOKEN, (whole, name: string | undefined, star: string) => (name === undefined || star === '*' ? ':splat' : whole));
}

/**
 * The rules in the `_redirects` format (Netlify, Cloudflare Pages): `source destination status`,
 * one a line, first match wins. `:name*` and `*` in a source become the one splat `*`;
 * `basePath` is put before site paths.
 */
export function redirectsFile(rules: readonly RedirectRule[], basePath: string): string {
  const lines = ['# Generated by docwright from the `redirects` of the docs configuration.'];
  for (const rule of rules) {
    const source = encodeUrlText(basePath + rule.source.replace(/:[A-Za-z_]\w*\*/g, '*'));
    const external = SCHEME.test(rule.destination) || rule.destination.startsWith('//');
    const destination = encodeUrlText(splatDestination(external ? rule.destination : basePath + (rule.destination.startsWith('/') ? rule.destination : `/${rule.destination}`)));
    lines.push(`${source} ${destination} ${rule.permanent ? 301 : 302}`);
  }
  return `${lines.join('\n')}\n`;
}
