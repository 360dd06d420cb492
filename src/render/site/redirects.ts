// The site's side of `redirects` (rules in src/config/redirects.ts): a static page for each
// literal source (meta refresh, canonical and a visible link; no script), the `_redirects`
// file for hosts that read one, the dev server's 308/307 answers, and the home page `/` when
// the project has no `index` page.
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import { findRedirect, redirectsFile } from '../../config/redirects.js';
import { siteUrlOf } from '../../config/site-url.js';
import { redirectOutFile, redirectSourceFile, redirectSourceProblem, redirectWildcardProblem, SITE_FILES } from '../../config/redirect-sources.js';
import type { Finding } from '../../findings/finding.js';
import { encodeUrlText } from '../../fs/url-path.js';
import { isExternal } from '../layout/nav.js';
import { safeHref } from '../safety/href.js';
import { folderFirstPages } from '../../project/links.js';
import type { PageEntry, PlacedRedirect, SiteProject } from '../layout/project.js';
import type { RenderSettings } from '../layout/page-layout.js';

export { redirectOutFile, redirectsFile, SITE_FILES };

/** Where a destination points from the site: the base path before site paths; undefined for a script URL. */
export function destinationHref(destination: string, basePath: string): string | undefined {
  if (isExternal(destination)) return safeHref(destination) === '#' ? undefined : encodeUrlText(destination);
  return basePath + encodeUrlText(destination.startsWith('/') ? destination : `/${destination}`);
}

/**
 * The canonical URL of a destination: absolute when the site's URL is known (`--base-url`, else
 * `seo.metatags.canonical`, as the pages' own canonical links and the sitemap take it), else a site path.
 */
function canonicalOf(destination: string, settings: Pick<RenderSettings, 'basePath' | 'siteUrl'>, project: Pick<SiteProject, 'model'>): string {
  if (isExternal(destination)) return encodeUrlText(destination);
  const bare = destination.split('#')[0] ?? '';
  const path = encodeUrlText(bare.startsWith('/') ? bare : `/${bare}`);
  const siteUrl = siteUrlOf(settings, project.model);
  return siteUrl ? siteUrl + path : settings.basePath + path;
}

/**
 * A page that sends the reader on: a meta refresh, a canonical link, and a link to follow by hand.
 * `canonical` undefined (a temporary redirect, `permanent: false`): no canonical link, since a canonical
 * tells search engines the destination replaces the source for good, which a temporary redirect does not.
 */
export function redirectPageHtml(href: string, canonical: string | undefined): string {
  const page: Root = {
    type: 'root',
    children: [
      { type: 'doctype' },
      h('html', { lang: 'en' }, [
        h('head', [
          h('meta', { charSet: 'utf-8' }),
          h('title', ['Redirecting…']),
          h('meta', { httpEquiv: 'refresh', content: `0; url=${href}` }),
          ...(canonical === undefined ? [] : [h('link', { rel: 'canonical', href: canonical })]),
          h('meta', { name: 'robots', content: 'noindex' }),
        ]),
        h('body', [h('p', ['This page has moved to ', h('a', { href }, [href]), '.'])]),
      ]),
      { type: 'text', value: '\n' },
    ],
  };
  return toHtml(page);
}

function warn(rule: PlacedRedirect, message: string, ruleId: 'redirect-skipped' | 'redirect-destination' = 'redirect-skipped'): Finding {
  return { file: rule.file, line: rule.line, column: rule.column, ruleId, message, severity: 'warn' };
}

/**
 * Whether a literal source names something the site serves itself: a page, the home page, a
 * published file, a site-wide file (`/robots.txt`, `/_redirects`), or any file the build has
 * written (a page's `.html` or `.md`, `llms.txt`, an asset under `_docwright/`). Its redirect
 * page would replace it, and its `_redirects` line would send readers away from it.
 */
function isSiteFile(project: SiteProject, source: string, outFile: string, taken: (outFile: string) => boolean): boolean {
  const file = redirectSourceFile(source);
  if (source === '/' || project.byUrl.has(source) || SITE_FILES.has(source) || taken(outFile)) return true;
  return file !== undefined && (file === '_redirects' || project.assets.includes(file) || taken(file));
}

export interface RedirectPages {
  /** Output file → HTML. */
  pages: Map<string, string>;
  findings: Finding[];
  /** The rules that stay out of `_redirects` too: a page keeps its path there as well. */
  kept: PlacedRedirect[];
}

/**
 * A static page for each literal source. A source that is a page or a file of the site keeps
 * the page (as Mintlify serves it) and gets a warning at its entry; so does a destination
 * that is a script URL.
 */
export function redirectPages(project: SiteProject, settings: Pick<RenderSettings, 'basePath' | 'siteUrl'>, taken: (outFile: string) => boolean): RedirectPages {
  const pages = new Map<string, string>();
  const findings: Finding[] = [];
  const skipped = new Set<number>();
  for (const rule of project.redirects) {
    const wildcards = redirectWildcardProblem(rule);
    if (wildcards !== undefined) {
      findings.push(warn(rule, wildcards));
      skipped.add(rule.index);
      continue;
    }
    const href = destinationHref(rule.destination, settings.basePath);
    if (href === undefined) {
      findings.push(warn(rule, `Unexpected redirect destination \`${rule.destination}\`, expected a path of the site or an \`https:\` URL`, 'redirect-destination'));
      skipped.add(rule.index);
      continue;
    }
    const problem = redirectSourceProblem(rule, (source, outFile) => isSiteFile(project, source, outFile, taken));
    if (problem !== undefined) {
      findings.push(warn(rule, problem));
      skipped.add(rule.index);
      continue;
    }
    const outFile = rule.literal ? redirectOutFile(rule.source) : undefined;
    if (outFile === undefined) continue;
    if (pages.has(outFile)) continue;
    // A destination that leads nowhere is the project's `link-broken` finding, at the destination (src/render/layout/project.ts).
    pages.set(outFile, redirectPageHtml(href, rule.permanent ? canonicalOf(rule.destination, settings, project) : undefined));
  }
  return { pages, findings, kept: project.redirects.filter((rule) => !skipped.has(rule.index)) };
}

/**
 * The folders the site serves as their first page (`guide` → the page of `guide/first-steps`), as
 * Mintlify serves a folder that has no `index` page: first in navigation order, for each folder
 * of a page's path that is no page itself. Folder path → that page.
 */
export function folderPages(project: Pick<SiteProject, 'order' | 'pages'>): Map<string, PageEntry> {
  const first = folderFirstPages(project.order, (path) => (project.pages.has(path) ? path : undefined));
  const out = new Map<string, PageEntry>();
  for (const [folder, path] of first) {
    const entry = project.pages.get(path);
    if (entry && !project.pages.has(folder) && !project.pages.has(`${folder}/index`)) out.set(folder, entry);
  }
  return out;
}

/** A redirect page for each folder the site serves as its first page (folderPages), where no file of the site is. */
export function folderRedirectPages(project: SiteProject, settings: Pick<RenderSettings, 'basePath' | 'siteUrl'>, taken: (outFile: string) => boolean): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [folder, entry] of folderPages(project)) {
    const outFile = redirectOutFile(`/${folder}`);
    if (outFile === undefined || taken(outFile) || project.assets.includes(folder)) continue;
    pages.set(outFile, redirectPageHtml(settings.basePath + encodeUrlText(entry.url), canonicalOf(entry.url, settings, project)));
  }
  return pages;
}

/** The dev server's answer to a redirect source: 308 (307 when not permanent) with its page; a folder served as its first page (folderPages): 307. */
export function redirectResponse(project: SiteProject, settings: Pick<RenderSettings, 'basePath' | 'siteUrl'>, urlPath: string): { status: number; location: string; body: string } | undefined {
  const found = findRedirect(project.redirects, urlPath);
  if (!found) {
    const entry = folderPages(project).get(urlPath.replace(/^\/+|\/+$/g, ''));
    if (!entry) return undefined;
    const href = settings.basePath + encodeUrlText(entry.url);
    return { status: 307, location: href, body: redirectPageHtml(href, canonicalOf(entry.url, settings, project)) };
  }
  const href = destinationHref(found.destination, settings.basePath);
  if (href === undefined) return undefined;
  return { status: found.rule.permanent ? 308 : 307, location: href, body: redirectPageHtml(href, found.rule.permanent ? canonicalOf(found.destination, settings, project) : undefined) };
}

/** The home page's HTML for `/` when it is not the `index` page: the page itself, its canonical link naming its own URL. */
export function homeCopyHtml(html: string, pageUrl: string, settings: Pick<RenderSettings, 'basePath' | 'siteUrl'>): string {
  if (/<link rel="canonical"/.test(html)) return html;
  const canonical = toHtml(h('link', { rel: 'canonical', href: (settings.siteUrl || settings.basePath) + pageUrl }));
  // The layout writes `</head>` once; the page's own text is escaped and cannot hold it.
  return html.replace('</head>', `${canonical}\n</head>`);
}
