// The URLs of a Docusaurus site's docs, and what becomes of them on Mintlify. Docusaurus serves a doc at `/docs/` and
// its slug: its folders and file name with their number prefixes left out (`02-guide/01-intro.md` at
// `/docs/guide/intro`, by its `DefaultNumberPrefixParser`, which leaves dates and versions such as `2021-11-notes` and
// `7.0-release` alone), its front matter `id` for the file name, a `slug` for the whole, and a folder's index page
// (`index`, `README` or the folder's own name) at the folder. Mintlify serves each page at its file's path. So every
// doc whose URLs differ gets a redirect from its Docusaurus URL (links written for the old site, and the old site's
// visitors, still reach it), and each link of a page that reached a doc on Docusaurus and reaches no page, or another
// one, on Mintlify (a relative link under a prefixed folder: `./setup` on `02-guide/01-intro.md` is
// `/docs/02-guide/setup` there) is a `migrate-changed` warning at the link, with the path that reaches the page. Where a
// link goes on Mintlify is read by the one link resolver `check --links` and `build` use (src/project/links.ts), so a
// link they resolve (`../01-intro/index.md`, which Mintlify serves as `/docs/01-intro/index`) gets no note.
import { posix } from 'node:path';
import type { Finding } from '../findings/finding.js';
import { parsePage } from '../parse/index.js';
import { collectLinks } from '../parse/page-links.js';
import { linkBase, linkPath, resolvedFromFile, resolveLink, type LinkSite } from '../project/links.js';

/** Docusaurus's default number prefix parser (`DefaultNumberPrefixParser`): what it leaves alone, and a prefix with its suffix. */
const IGNORED_PREFIX = /^\d+[-_.]\d+/;
const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*([^-_.\s].*)$/;

/** A file or folder name without its number prefix, as Docusaurus's default parser reads it (`01-intro` → `intro`; `2021-11-notes`, `7.0-release` kept). */
export function stripNumberPrefix(name: string): string {
  if (IGNORED_PREFIX.test(name)) return name;
  return NUMBER_PREFIX.exec(name)?.[1] ?? name;
}

/** A doc as this module reads it. */
export interface UrlDoc {
  /** The file, root-relative, with its extension (`docs/02-guide/01-intro.md`). */
  file: string;
  /** The file without extension, as docs.json names it (`docs/02-guide/01-intro`). */
  page: string;
  data: Readonly<Record<string, unknown>>;
  draft: boolean;
  text: string;
}

const scalar = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

/** Whether a file is its folder's index page to Docusaurus (`index`, `README`, or named as its folder). */
function categoryIndex(name: string, dir: string): boolean {
  const lower = name.toLowerCase();
  return lower === 'index' || lower === 'readme' || (dir !== '.' && lower === (posix.basename(dir) || '').toLowerCase());
}

/** The URL path (leading `/`, trailing `/` for a folder's index page) Docusaurus serves a doc of `docs` at, under `route` (its `routeBasePath`). */
export function docusaurusPermalink(doc: UrlDoc, docs: string, route: string): string {
  const inDocs = posix.relative(docs, doc.page);
  const dir = posix.dirname(inDocs);
  const base = posix.basename(inDocs);
  const strip = doc.data.parse_number_prefixes !== false;
  const dirSlug = dir === '.' ? '/' : `/${(strip ? dir.split('/').map(stripNumberPrefix) : dir.split('/')).join('/')}/`;
  const slug = scalar(doc.data.slug);
  const baseId = scalar(doc.data.id) ?? (strip ? stripNumberPrefix(base) : base);
  let path: string;
  if (slug?.startsWith('/') === true) path = slug;
  else if (slug === undefined && categoryIndex(base, dir)) path = dirSlug;
  else path = posix.normalize(posix.join(dirSlug, slug ?? baseId));
  const prefix = route.replace(/^\/+|\/+$/g, '');
  return `${prefix === '' ? '' : `/${prefix}`}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A URL path as a key: no leading or trailing `/`. */
const key = (path: string): string => path.replace(/^\/+|\/+$/g, '');

/** The path Mintlify serves a page at (`docs/guide/index` at `docs/guide`). */
const mintlifyPath = (page: string): string => (page === 'index' ? '' : page.endsWith('/index') ? page.slice(0, -'/index'.length) : page);

/** What `docusaurusUrls` gives: the redirects for docs.json and the notes for links that no longer reach their page. */
export interface UrlMigration {
  redirects: { source: string; destination: string }[];
  findings: Finding[];
}

interface Site {
  docs: readonly UrlDoc[];
  /** The Docusaurus URL path of each doc (a folder's index page's with its trailing `/`), by page. */
  permalinks: ReadonlyMap<string, string>;
  /** The doc at each Docusaurus URL (as a key). */
  byUrl: ReadonlyMap<string, UrlDoc>;
  /** Each doc (drafts too) by its page (`docs/guide/index`) and by its file. */
  byPage: ReadonlyMap<string, UrlDoc>;
  byFile: ReadonlyMap<string, UrlDoc>;
  /** The redirects, source key to the doc. */
  redirected: ReadonlyMap<string, UrlDoc>;
}

/**
 * The redirects a Docusaurus site's docs need on Mintlify (from each doc's Docusaurus URL where it differs from its
 * file's path), and a note for each link of a page that reached a doc on Docusaurus and does not reach it on Mintlify.
 * `join` makes a note's absolute file from a root-relative one.
 */
export function docusaurusUrls(docs: readonly UrlDoc[], folder: string, route: string, join: (file: string) => string): UrlMigration {
  const published = docs.filter((d) => !d.draft);
  const permalinks = new Map(published.map((d) => [d.page, docusaurusPermalink(d, folder, route)]));
  const byUrl = new Map<string, UrlDoc>();
  for (const d of published) {
    const url = key(permalinks.get(d.page) ?? '');
    if (!byUrl.has(url)) byUrl.set(url, d);
  }
  const byPath = new Map(docs.map((d) => [mintlifyPath(d.page), d]));
  const redirected = new Map<string, UrlDoc>();
  for (const [url, d] of byUrl) {
    // A URL that is another page's own path stays that page's (a redirect from it would never be followed); a source with `:` or `*` would be read as a pattern.
    if (url === mintlifyPath(d.page) || byPath.has(url) || /[:*]/.test(url) || url === '') continue;
    redirected.set(url, d);
  }
  const site: Site = { docs: published, permalinks, byUrl, byPage: new Map(docs.map((d) => [d.page, d])), byFile: new Map(docs.map((d) => [d.file, d])), redirected };
  const redirects = [...redirected].sort(([a], [b]) => a.localeCompare(b)).map(([url, d]) => ({ source: `/${url}`, destination: `/${mintlifyPath(d.page)}` }));
  const findings = published.flatMap((d) => linkFindings(site, d, join(d.file), folder));
  return { redirects, findings };
}

/** A link of a page as `check --links` reads it (src/parse/page-links.ts): `asWritten` for one Mintlify leaves as written (a reference definition). */
interface TextLink {
  href: string;
  line: number;
  column: number;
  asWritten: boolean;
}

/**
 * Each link of a page's text that leads to a page (media left out), read from its tree as `check --links` reads it:
 * Markdown links, reference definitions and elements' `href`, each at its place. A page that does not parse is read as
 * Markdown (its links are noted while the page is rewritten).
 */
function linksOf(file: string, text: string): TextLink[] {
  const parsed = parsePage({ path: file, value: text }, { variables: null });
  const tree = parsed.error === undefined ? parsed.tree : parsePage({ path: file, value: text }, { syntax: 'md', variables: null }).tree;
  return collectLinks(tree).links.filter((link) => link.kind !== 'media').map((link) => ({ href: link.url, line: link.line, column: link.column, asWritten: link.asWritten === true }));
}

const decode = (path: string): string => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/**
 * The doc a link reaches on Docusaurus: a file path (`./01-intro.md`) as its Markdown link resolver reads it (`./` and
 * `../` from the page's folder; `/x.md` from `docs/`, then the site's root; any other from `docs/`, the site's root,
 * then the page's folder), else a URL from the page's URL; undefined for anything else.
 */
function docusaurusTarget(site: Site, doc: UrlDoc, path: string, folder: string): UrlDoc | undefined {
  if (/\.mdx?$/i.test(path)) {
    const relative = path.startsWith('./') || path.startsWith('../');
    const bases = [...(relative ? [] : [folder, '.']), ...(path.startsWith('/') ? [] : [posix.dirname(doc.file)])];
    for (const base of bases) {
      const file = posix.normalize(posix.join(base, path.replace(/^\/+/, '')));
      const found = site.byFile.get(file);
      if (found !== undefined && !found.draft) return found;
    }
    return undefined;
  }
  const permalink = site.permalinks.get(doc.page) ?? '/';
  const resolved = path.startsWith('/') ? path : posix.join(permalink.endsWith('/') ? permalink : posix.dirname(permalink), path);
  return site.byUrl.get(key(posix.normalize(resolved)));
}

/**
 * The migrated site as the one link resolver sees it (src/project/links.ts, as `check --links` and `build` judge
 * links): its docs are its pages (drafts too: Mintlify publishes them), nothing else is known.
 */
function linkSiteOf(site: Site): LinkSite {
  return { page: (path) => site.byPage.get(path)?.file, file: () => false, generated: () => false, anchors: () => undefined, redirects: [] };
}

/** Where a link of the page goes on Mintlify: the path it names (as a key) and the doc it reaches there, directly or by a redirect of the migration; `copy` when it is the doc's Markdown copy or a URL with the page's extension, which Mintlify serves no page at. */
function mintlifyReach(site: Site, links: LinkSite, doc: UrlDoc, href: string, asWritten: boolean): { path: string; there?: UrlDoc; copy?: '.md' | '.mdx' } {
  const path = linkPath(href, linkBase(href, doc.file, asWritten));
  const target = resolveLink(href, doc.file, links, asWritten ? { asWritten: true } : {});
  if (target.kind === 'page') {
    const there = site.byFile.get(target.page);
    const extension = /\.mdx?$/i.exec(path)?.[0].toLowerCase();
    // A `.md`/`.mdx` link Mintlify's renderer does not rewrite (`setup.md`, not `./setup.md`): check's `link-extension`.
    const copy = extension === undefined || resolvedFromFile(href, asWritten) ? undefined : extension === '.md' ? '.md' : '.mdx';
    return { path: key(path), ...(there === undefined ? {} : { there }), ...(copy === undefined ? {} : { copy }) };
  }
  const there = target.kind === 'missing' ? site.redirected.get(key(target.path)) : undefined;
  return { path: key(path), ...(there === undefined ? {} : { there }) };
}

/** A note for each link of the page that reached a doc on Docusaurus and reaches no page, or another one, or the page's Markdown copy, on Mintlify, as `check --links` resolves it. */
function linkFindings(site: Site, doc: UrlDoc, file: string, folder: string): Finding[] {
  const out: Finding[] = [];
  const links = linkSiteOf(site);
  for (const link of linksOf(doc.file, doc.text)) {
    const href = link.href.trim();
    if (href === '' || href.startsWith('#') || href.startsWith('//') || href.startsWith('{') || /^[a-z][a-z0-9+.-]*:/i.test(href)) continue;
    const cut = href.search(/[?#]/);
    const path = decode(cut === -1 ? href : href.slice(0, cut));
    const target = docusaurusTarget(site, doc, path, folder);
    if (target === undefined) continue;
    const { path: reached, there, copy } = mintlifyReach(site, links, doc, href, link.asWritten);
    if (there === target && copy === undefined) continue;
    const wanted = `/${mintlifyPath(target.page)}${cut === -1 ? '' : href.slice(cut)}`;
    const now = copy === '.md' ? 'which is the page\'s Markdown copy on Mintlify' : copy === '.mdx' ? 'at which Mintlify serves no page' : there === undefined ? 'which is no page on Mintlify' : `which is \`${there.file}\` on Mintlify`;
    out.push({ file, line: link.line, column: link.column, ruleId: 'migrate-changed', severity: 'warn', message: `Unexpected link \`${href}\` to \`/${reached}\`, ${now}, expected \`${wanted}\`: Docusaurus resolves it to \`${target.file}\`, but the page keeps its text, so the link is left as written (rewrite it as \`${wanted}\`)` });
  }
  return out;
}
