// A page's output and its layout from a view: what the build cache and the site-wide steps
// need of a page without rendering it. Kept apart from ./render-page.ts, which loads the
// Markdown pipeline (remark, rehype, shiki, KaTeX), so that a rebuild whose pages all come
// from the cache never loads it (issue 29).
import type { ParsedPage } from '../../parse/index.js';
import type { Finding } from '../../findings/finding.js';
import { layOut, mayShow, navigationAssets, navigationDigest, type LaidOutPage, type LayoutOptions, type PageView } from './layout.js';
import type { RenderedLink } from '../page/page-links.js';
import type { PageEntry, SiteProject } from './project.js';
import type { FeedItem } from '../page/feed.js';
import type { StageTimes } from '../page/stage-timing.js';

export interface PageOutput {
  path: string;
  url: string;
  outFile: string;
  html: string;
  /** The page as Markdown (with title and description), served at `<page>.md`. */
  markdown: string;
  title: string;
  description?: string;
  diagnostics: Finding[];
  links: RenderedLink[];
  ids: string[];
  dependencies: string[];
  noindex: boolean;
  /** The page failed to build (parse error): its HTML says what is wrong. */
  failed: boolean;
  /** Uses of custom components rendered in the sandbox and those that became placeholders (`static`: interactive ones drawn static, by name; `hydrated`: uses hydrated); absent on a page with none. */
  components?: { rendered: number; failed: number; static?: string[]; hydrated?: number };
  /** The build's time (`RenderSettings.buildTime`, milliseconds since 1970) when the page's custom components read the clock; absent when none did. The cache keys the page on it. */
  clock?: number;
  /** The page's island script and its file under the site's asset folder (src/render/page/islands.ts); absent on a page with nothing to hydrate. Never cached. */
  islands?: { file: string; script: string };
  /** Class names the page writes on its HTML elements (for the site's Tailwind style sheet); absent in outputs cached before they were kept. */
  classes?: string[];
  /** The page's RSS items (`rss: true`), for `<page>/rss.xml`. */
  feed?: FeedItem[];
  /** A digest of what the search index reads of the page (src/render/layout/layout.ts, `LaidOutPage`); absent on outputs that were not laid out. */
  search?: string;
  /** Content hash the output was made from (page + snippets + config). */
  key: string;
  /** What the page's layout is made from, kept for the build cache (absent on failed pages and outputs taken from the cache). */
  view?: CachedView;
  /** With `RenderSettings.timings`: milliseconds by build stage this page took (`build --timings`); never cached. */
  timings?: StageTimes;
  /** With the view: the page's highlighted code blocks, which the build cache keeps beside its record (src/render/page/highlight-store.ts). */
  codeBlocks?: string;
}

/** A page's layout input without its entry: what the build cache keeps instead of the page's HTML (src/render/site/cache.ts). */
export type CachedView = Omit<PageView, 'entry' | 'problem'>;

export interface RenderSettings {
  basePath: string;
  siteUrl: string;
  assetVersion: string;
  offline: boolean;
  dev: boolean;
  /** The cache folder of remote specs (`<cache>/specs/`). */
  specCacheDir?: string;
  /** Remote specs the main thread fetched this run (see `LoadOptions.prefetched`). */
  prefetched?: string[];
  /** Time each stage of each page (`build --timings`): the times come with the page's output. */
  timings?: boolean;
  /** False when Pagefind is not installed: the site has no search index, and pages no search box. */
  search?: boolean;
  /** The build's budget for custom components, shared by its render threads (src/render/safety/sandbox/budget.ts); absent outside a build. */
  sandboxBudget?: SharedArrayBuffer;
  /** The build's time in milliseconds since 1970, what `Date` reads in custom components (src/render/safety/sandbox/clock.ts): taken once on the main thread so every render thread shows the same; absent outside a build (`dev`'s pages: each thread's own). */
  buildTime?: number;
  /** Hydrate interactive custom components in the reader's browser (`build.hydrate` in the docwright config). */
  hydrate?: boolean;
}

export interface PageRenderState {
  project: SiteProject;
  settings: RenderSettings;
  snippets: Map<string, Promise<ParsedPage | undefined>>;
  sidebarCache: LayoutOptions['sidebarCache'];
}

/** The navigation assets of the site's large divisions, by path in the output (src/render/layout/layout.ts). */
export function siteNavigationAssets(state: PageRenderState): Map<string, string> {
  const { project, settings } = state;
  return navigationAssets({ project, basePath: settings.basePath, siteUrl: settings.siteUrl, assetVersion: settings.assetVersion, sidebarCache: state.sidebarCache, dev: settings.dev });
}

/** What the page's layout shows of the other pages, as a digest (src/render/layout/layout.ts): the build cache keys its written HTML on it. */
export function pageNavigationDigest(state: PageRenderState, entry: PageEntry): string {
  const { project, settings } = state;
  return navigationDigest(entry, { project, basePath: settings.basePath, siteUrl: settings.siteUrl, assetVersion: settings.assetVersion, sidebarCache: state.sidebarCache, dev: settings.dev });
}

/** Whether the page's layout may show `path`'s title (src/render/layout/layout.ts, `mayShow`). */
export function pageMayShow(state: PageRenderState, entry: PageEntry, path: string): boolean {
  const { project, settings } = state;
  return mayShow(entry, { project, basePath: settings.basePath, siteUrl: settings.siteUrl, assetVersion: settings.assetVersion, sidebarCache: state.sidebarCache, dev: settings.dev }, path);
}

/** The page's HTML: its view inside the site's layout (the same for a fresh render and a cached view). */
export function layoutPage(state: PageRenderState, entry: PageEntry, view: CachedView, problem?: PageView['problem']): string {
  return layoutPageParts(state, entry, view, problem).html;
}

/** The page's HTML and its search digest (src/render/layout/layout.ts, `LaidOutPage`). */
export function layoutPageParts(state: PageRenderState, entry: PageEntry, view: CachedView, problem?: PageView['problem']): LaidOutPage {
  const { project, settings } = state;
  return layOut(
    { entry, ...view, ...(problem ? { problem } : {}) },
    { project, basePath: settings.basePath, siteUrl: settings.siteUrl, assetVersion: settings.assetVersion, sidebarCache: state.sidebarCache, dev: settings.dev, search: settings.search !== false },
  );
}
