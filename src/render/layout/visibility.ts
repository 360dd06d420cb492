// Whether a page is hidden, one notion for every output: the navigation and its previous and
// next links (`shownInNav`), and search, sitemap.xml, llms.txt and llms-full.txt (`indexed`).
// As on Mintlify (organize/hidden-pages): a page is hidden by its front matter (`hidden: true`)
// or by a hidden node above every navigation entry of it (a group, tab, anchor … with
// `hidden: true`); a hidden page is left out of search, the sitemap and AI context unless
// `seo.indexing` is `all`, a hidden node on the way has `searchable: true`, or (under a hidden
// node) its front matter says `hidden: false`. `noindex: true` leaves a page out of them always.
import type { NavNode } from '../../config/index.js';

/** How hidden a page's navigation entries are: `indexed` when a hidden node on the way to each has `searchable: true`. */
export type HiddenListing = 'indexed' | 'unindexed';

/** How hidden one navigation entry is (`ancestors` from the top, then the entry's node): undefined when it is shown. */
export function listingHidden(chain: readonly NavNode[]): HiddenListing | undefined {
  let hidden: HiddenListing | undefined;
  // `searchable: true` on a hidden node, or on a node inside it, keeps its pages indexed.
  let searchable = false;
  for (let i = chain.length - 1; i >= 0; i--) {
    const node = chain[i];
    if (node?.searchable === true) searchable = true;
    // mint.json's `isDefaultHidden` is docs.json's `hidden` (Mintlify's upgrade writes it so).
    if (node?.hidden === true || node?.isDefaultHidden === true) hidden = searchable && hidden !== 'unindexed' ? 'indexed' : 'unindexed';
  }
  return hidden;
}

/** The less hidden of two entries of one page (a page shown by one entry is shown). */
export function lessHidden(a: HiddenListing | undefined, b: HiddenListing | undefined): HiddenListing | undefined {
  if (a === undefined || b === undefined) return undefined;
  return a === 'indexed' || b === 'indexed' ? 'indexed' : 'unindexed';
}

/** What the notion reads of a page's entry (src/render/layout/project.ts `PageEntry`). */
interface VisibilityEntry {
  inNav: boolean;
  hidden: boolean;
  noindex: boolean;
  shown?: true;
}

/** What the notion reads of a project (src/render/layout/project.ts `SiteProject`): its pages, its `seo.indexing` and which pages only hidden nodes list. */
export interface VisibilityScope {
  pages: ReadonlyMap<string, VisibilityEntry>;
  hiddenListings: ReadonlyMap<string, HiddenListing>;
  model: { seo: { indexing: 'navigable' | 'all' } };
}

/** Whether the page at `path` shows in the navigation (its previous and next links lead to it): listed, and hidden neither by its front matter nor by the navigation. */
export function shownInNav(project: VisibilityScope, path: string): boolean {
  const entry = project.pages.get(path);
  return entry !== undefined && entry.inNav && !entry.hidden && !project.hiddenListings.has(path);
}

/**
 * Whether the page at `path` goes into the files that index the site (search, sitemap.xml,
 * llms.txt, llms-full.txt): not `noindex`, and with `seo.indexing: navigable` (the default) a
 * navigation page that is not hidden (see the module's comment).
 */
export function indexed(project: VisibilityScope, path: string): boolean {
  const entry = project.pages.get(path);
  if (entry === undefined || entry.noindex) return false;
  if (project.model.seo.indexing === 'all') return true;
  if (!entry.inNav || entry.hidden) return false;
  return entry.shown === true || project.hiddenListings.get(path) !== 'unindexed';
}

/**
 * Whether docs.json's `seo.metatags.robots` keeps every page from search engines (`noindex`, or `none`, which is
 * `noindex, nofollow`): Mintlify documents it as `noindex` for all pages (optimize/seo, "Disable indexing").
 */
export function siteNoindex(model: { seo: { metatags: Readonly<Record<string, string>> } }): boolean {
  const robots = Object.hasOwn(model.seo.metatags, 'robots') ? model.seo.metatags.robots : undefined;
  return typeof robots === 'string' && robots.split(',').some((token) => /^(noindex|none)$/i.test(token.trim()));
}

/**
 * Whether the page at `path` goes into the files for crawlers and AI tools (sitemap.xml, llms.txt, llms-full.txt):
 * `indexed`, and the site not `noindex` as a whole, as a page's own `noindex: true` leaves it out of them. Search keeps
 * such pages (`indexed`): the site-wide meta tag is for search engines, and Mintlify keeps its in-product search for a
 * project that is not indexed.
 */
export function crawlable(project: VisibilityScope & { model: { seo: { metatags: Readonly<Record<string, string>> } } }, path: string): boolean {
  return !siteNoindex(project.model) && indexed(project, path);
}
