// Pages that share a URL: `a.md` beside `a.mdx`, `guide.mdx` beside `guide/index.mdx`. One
// file per URL is built; each such pair is reported at both files, by `check` (an error) and
// by `build` (a warning: the site is still built), so no page vanishes without a word. Pages
// whose URLs differ only in case or Unicode normalisation are both built, with a warning.
import { join } from 'node:path';
import type { Finding, FindingSeverity } from '../findings/finding.js';
import type { CheckId } from '../findings/checks.js';

export const PAGE_URL_COLLISION: CheckId = 'page-url-collision';

/** The URL a page file is built at: `guide/index.mdx` → `/guide`, `index.md` → `/`. */
export function urlOfPageFile(rel: string): string {
  const path = rel.replace(/\.mdx?$/i, '');
  if (path === 'index') return '/';
  return `/${path.replace(/\/index$/, '')}`;
}

export interface UrlCollisions {
  /** Files (root-relative, with extension) not built because another file has their URL. */
  shadowed: Set<string>;
  findings: Finding[];
}

/**
 * Group page files (root-relative, `/`-separated, with extension) by URL; in each group of
 * more than one the file built is the one the navigation lists (`listed` holds paths without
 * extension), else `x.mdx` over `x/index.mdx`, else `.mdx` over `.md`.
 */
export function urlCollisions(root: string, files: readonly string[], listed: ReadonlySet<string>, severity: FindingSeverity): UrlCollisions {
  const byUrl = new Map<string, string[]>();
  for (const rel of files) {
    const url = urlOfPageFile(rel);
    const group = byUrl.get(url);
    if (group) group.push(rel);
    else byUrl.set(url, [rel]);
  }
  const shadowed = new Set<string>();
  const findings: Finding[] = [];
  const rank = (rel: string): number[] => {
    const page = rel.replace(/\.mdx?$/i, '');
    return [listed.has(page) ? 0 : 1, /(^|\/)index$/.test(page) && page !== 'index' ? 1 : 0, /\.mdx$/i.test(rel) ? 0 : 1];
  };
  const compare = (a: string, b: string): number => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i++) if ((ra[i] ?? 0) !== (rb[i] ?? 0)) return (ra[i] ?? 0) - (rb[i] ?? 0);
    return a < b ? -1 : a > b ? 1 : 0;
  };
  for (const [url, group] of byUrl) {
    if (group.length < 2) continue;
    const [built, ...others] = [...group].sort(compare);
    if (built === undefined) continue;
    for (const other of others) shadowed.add(other);
    const names = [...group].sort().map((rel) => `\`${rel}\``);
    const message = `Unexpected pages ${names.join(' and ')} at the same URL \`${url}\`, expected one file per URL: \`${built}\` is built, ${others.map((rel) => `\`${rel}\``).join(' and ')} ${others.length === 1 ? 'is' : 'are'} not`;
    for (const rel of [...group].sort()) findings.push({ file: join(root, rel), line: 1, column: 1, ruleId: PAGE_URL_COLLISION, severity, message });
  }
  findings.push(...caseTwins(root, byUrl));
  return { shadowed, findings };
}

/**
 * URLs that differ only in letter case or in Unicode normalisation (`/Guide` and `/guide`, `café`
 * written with `é` or with `e` and a combining accent): both pages are built, but on a file
 * system or host that folds case or normalises names (macOS, Windows, most object stores) one
 * output file overwrites the other. Always a warning, at each file.
 */
function caseTwins(root: string, byUrl: ReadonlyMap<string, readonly string[]>): Finding[] {
  const byFolded = new Map<string, string[]>();
  for (const url of byUrl.keys()) {
    const folded = url.normalize('NFC').toLowerCase();
    const group = byFolded.get(folded);
    if (group) group.push(url);
    else byFolded.set(folded, [url]);
  }
  const findings: Finding[] = [];
  for (const urls of byFolded.values()) {
    if (urls.length < 2) continue;
    const files = urls.flatMap((url) => byUrl.get(url) ?? []).sort();
    const message = `Unexpected pages ${files.map((rel) => `\`${rel}\``).join(' and ')} at URLs that differ only in letter case or Unicode normalisation (${[...urls].sort().map((url) => `\`${url}\``).join(', ')}), expected names that differ otherwise: on a case-insensitive file system or host one built page overwrites the other`;
    for (const rel of files) findings.push({ file: join(root, rel), line: 1, column: 1, ruleId: PAGE_URL_COLLISION, severity: 'warn', message });
  }
  return findings;
}
