// Which redirects the site cannot write, judged by their source: too many wildcards, a source
// that is no path of the site, or one that a page or file of the site already has (Mintlify
// keeps the page). One judgement, so `build` (src/render/site/redirects.ts) and `check`
// (src/check/check.ts) give a redirect the same `redirect-skipped` finding, word for word.
import { MAX_WILDCARDS, type RedirectRule } from './redirects.js';

/** Files every build writes at the top of the site, by URL path. */
export const SITE_FILES: ReadonlySet<string> = new Set(['/llms.txt', '/llms-full.txt', '/robots.txt', '/sitemap.xml', '/404', '/404.html']);

/** The output file of a literal source: `/old/page` → `old/page.html`; undefined when it cannot be a file of the site. */
export function redirectOutFile(source: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(source);
  } catch {
    return undefined;
  }
  const rel = path.replace(/^\/+/, '');
  // A control character (a newline, `%0A`, ESC) names no URL path: written as is it made folders named `a\n`.
  if (rel === '' || /[\\\0-\x1f\x7f]/.test(rel) || rel.split('/').some((part) => part === '' || part === '.' || part === '..')) return undefined;
  return /\.html?$/i.test(rel) ? rel : `${rel}.html`;
}

/** The site's own file at a literal source's URL path (`/guide.md` → `guide.md`), as written; undefined when it cannot name one. */
export function redirectSourceFile(source: string): string | undefined {
  try {
    return decodeURIComponent(source).replace(/^\/+/, '');
  } catch {
    return undefined;
  }
}

/** The `redirect-skipped` message of a source with more wildcards than a source may hold; undefined when it has few enough. */
export function redirectWildcardProblem(rule: Pick<RedirectRule, 'source' | 'captures'>): string | undefined {
  return rule.captures.length > MAX_WILDCARDS ? `Unexpected ${rule.captures.length} wildcards in redirect source \`${rule.source}\`, expected at most ${MAX_WILDCARDS}` : undefined;
}

/**
 * The `redirect-skipped` message of a literal source that gets no redirect page: one that is no
 * path of the site, or one the site serves itself (`serves`, given the source and its output
 * file); undefined when the redirect is written (and for a source with wildcards).
 */
export function redirectSourceProblem(rule: Pick<RedirectRule, 'source' | 'literal'>, serves: (source: string, outFile: string) => boolean): string | undefined {
  if (!rule.literal) return undefined;
  const outFile = redirectOutFile(rule.source);
  if (outFile === undefined) return `Unexpected redirect source \`${rule.source}\`, expected a path such as \`/old/page\``;
  if (serves(rule.source, outFile)) return `Unexpected redirect source \`${rule.source}\` that is a page or file of the site, expected a path no page has: the page is kept`;
  return undefined;
}
