// The site's public URL, and the one rule every absolute URL follows (canonical links, og:image, sitemap.xml,
// robots.txt's `Sitemap:`, feeds, redirect pages): the origin of the site's URL, then the base path the on-site
// links start with, then the page's path. `--base-url` names the site's URL (`https://docs.example.com/docs`) or only
// its base path (`/docs`); `seo.metatags.canonical` (Mintlify's way to set the canonical links' base) gives the
// origin when `--base-url` names none. A canonical with a path of its own and no `--base-url` is kept as the author
// wrote it, and said (`siteUrlFindings`): on-site links start at `/` then, which no meta tag moves.
import type { DocsModel } from './model.js';

/** `seo.metatags.canonical` as an origin and a path without a trailing slash; undefined for none or one that is no `http(s)` URL. */
function canonicalParts(model: DocsModel): { origin: string; path: string } | undefined {
  const value = model.seo.metatags.canonical ?? '';
  // Most sites name none: `new URL('')` would throw, and a thrown error costs more than the rest of the page's head.
  if (value === '') return undefined;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && !url.search && !url.hash ? { origin: url.origin, path: url.pathname.replace(/\/+$/, '') } : undefined;
  } catch {
    return undefined;
  }
}

/** `seo.metatags.canonical` as a site URL without a trailing slash (`https://docs.example.com/sub`); '' for none or one that is no `http(s)` URL. */
export function configuredSiteUrl(model: DocsModel): string {
  const parts = canonicalParts(model);
  return parts ? `${parts.origin}${parts.path}` : '';
}

/** What the site's URL is made of: `--base-url`'s URL ('' when it named none or only a path) and the base path. */
export interface SiteAddress {
  siteUrl: string;
  basePath: string;
}

/**
 * The site's absolute URL without a trailing slash, that page paths follow: `--base-url` when it names an origin;
 * else, with a base path (`--base-url /docs`), the origin of `seo.metatags.canonical` then the base path; else the
 * canonical as written. '' for none of them (no sitemap.xml is written, and absolute URLs stay site paths).
 */
export function siteUrlOf(settings: SiteAddress, model: DocsModel): string {
  if (settings.siteUrl) return settings.siteUrl;
  const parts = canonicalParts(model);
  if (!parts) return '';
  return settings.basePath ? `${parts.origin}${settings.basePath}` : `${parts.origin}${parts.path}`;
}

/**
 * The base URL of `sitemap.xml` (and of `robots.txt`'s `Sitemap:` line): the site's URL (`siteUrlOf`); '' for none,
 * and then no sitemap is written (the build says why).
 */
export function sitemapBase(settings: SiteAddress, model: DocsModel): string {
  return siteUrlOf(settings, model);
}

/** Where docs.json's `seo.metatags.canonical` is: its file, line and column. */
export type CanonicalPlace = { file: string; line: number; column: number };

/**
 * Where `seo.metatags.canonical`'s path and the on-site links' base path disagree, a warning at the canonical: with
 * no `--base-url`, its path stays in the absolute URLs while on-site links start at `/`; with `--base-url /docs`
 * its path gives way to `/docs`. A `--base-url` naming a whole URL is the site's URL and says nothing here.
 */
export function siteUrlFindings(settings: SiteAddress, model: DocsModel, at: CanonicalPlace): { file: string; line: number; column: number; ruleId: string; severity: 'warn'; message: string }[] {
  if (settings.siteUrl) return [];
  const parts = canonicalParts(model);
  if (!parts || parts.path === settings.basePath || parts.path === '') return [];
  const canonical = `${parts.origin}${parts.path}`;
  const message = settings.basePath === ''
    ? `Unexpected \`seo.metatags.canonical\` \`${canonical}\` with the path \`${parts.path}\` and no \`--base-url\`, expected \`--base-url ${parts.path}\` when the site is served under \`${parts.path}\`: canonical links, share images, sitemap.xml and robots.txt name \`${canonical}/…\`, while the site's own links start at \`/\``
    : `Unexpected \`seo.metatags.canonical\` \`${canonical}\` with the path \`${parts.path}\` and \`--base-url ${settings.basePath}\`, expected the same path in both: canonical links, share images, sitemap.xml and robots.txt name \`${parts.origin}${settings.basePath}/…\`, as the site's own links start at \`${settings.basePath}/\``;
  return [{ ...at, ruleId: 'site-url-path', severity: 'warn', message }];
}
