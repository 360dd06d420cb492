// What a site keeps between requests and builds: the project, the render state, pages
// rendered in memory (dev), and the search files; reloaded when the project changes.
import { languageFolders } from '../pool.js';
import { join } from 'node:path';
import type { ParsedPage } from '../../parse/index.js';
import type { NavNode } from '../../config/index.js';
import { buildSidebarCache, renderLayout, type SharedSidebar } from '../layout/layout.js';
import { entryFor, loadSiteProject, type PageEntry, type SiteProject } from '../layout/project.js';
import type { PageOutput, PageRenderState, RenderSettings } from '../layout/page-layout.js';
import type { Pagefind } from './search.js';
import type { SiteOptions } from './site-types.js';
import { importInTurn } from '../../import-in-turn.js';
import { sitemapBase } from '../../config/site-url.js';

/** What the dev server's link check (site-links.ts) needs of a rendered page, and what it was rendered from. */
export interface LinkRecord {
  /** The entry's file, hash and URL when it was rendered: another one makes the record stale. */
  key: string;
  output: Pick<PageOutput, 'path' | 'url' | 'failed' | 'diagnostics' | 'ids' | 'links'>;
  /** The snippets the page shows: a change to one makes the record stale (site-changes.ts). */
  dependencies: string[];
}

export interface SiteContext {
  root: string;
  options: SiteOptions;
  settings: RenderSettings;
  projectOptions: Parameters<typeof loadSiteProject>[1];
  project: SiteProject;
  state: PageRenderState;
  /** Rendered pages kept in memory for the dev server, by page path. */
  memory: Map<string, PageOutput>;
  /** Each page's links and ids for the dev server's link check (site-links.ts), by page path; kept when the project is read again. */
  linkRecords: Map<string, LinkRecord>;
  /** The last text seen of each changed snippet, so saving it unchanged reloads nothing. */
  snippetHashes: Map<string, string>;
  searchFiles: Map<string, Uint8Array> | undefined;
  /** Pagefind, when installed; undefined: the site has no search index (src/render/site/search.ts). */
  pagefind: Pagefind | undefined;
}

/**
 * Divisions whose sidebar a build keeps on the main thread (its pages' layout keys, pages laid
 * out from the cache): pages come division by division, as in the render threads, and a tab
 * of 1,000 pages holds ~3 MB, so keeping every division made memory grow with the site
 * (issue 29). The dev server keeps them all (it renders pages of any division on request).
 * So many a language at least: a page comes with its translations (src/render/pool.ts, `translationDealer`);
 * more while they are small (`buildSidebarCache`).
 */
const BUILD_SIDEBARS = 2;

export function newRenderState(project: SiteProject, settings: RenderSettings): PageRenderState {
  const sidebarCache: PageRenderState['sidebarCache'] = settings.dev ? new Map<NavNode | undefined, SharedSidebar>() : buildSidebarCache(BUILD_SIDEBARS, languageFolders(project).size);
  return { project, settings, snippets: new Map<string, Promise<ParsedPage | undefined>>(), sidebarCache };
}

export async function reloadProject(ctx: SiteContext): Promise<void> {
  ctx.project = await loadSiteProject(ctx.root, ctx.projectOptions);
  ctx.state = newRenderState(ctx.project, ctx.settings);
  ctx.memory.clear();
  ctx.searchFiles = undefined;
}

/** What makes a page's link record stale: another file, text or URL. */
export function linkRecordKey(entry: PageEntry): string {
  return `${entry.file}\0${entry.hash}\0${entry.url}`;
}

/**
 * Keep what the link check needs of a page just rendered (dev): the page is not rendered again for
 * it. Not when the page changed meanwhile (the project read again, its entry another one).
 */
export function recordLinks(ctx: SiteContext, entry: PageEntry, output: Pick<PageOutput, 'path' | 'url' | 'failed' | 'diagnostics' | 'ids' | 'links' | 'dependencies'>): void {
  if (!ctx.options.dev || ctx.project.pages.get(entry.path) !== entry) return;
  const { path, url, failed, diagnostics, ids, links, dependencies } = output;
  ctx.linkRecords.set(entry.path, { key: linkRecordKey(entry), output: { path, url, failed, diagnostics, ids, links }, dependencies });
}

export async function renderEntry(ctx: SiteContext, entry: PageEntry): Promise<PageOutput> {
  let output = ctx.memory.get(entry.path);
  if (!output) {
    // Loaded on the first page rendered: the Markdown pipeline (see site-build.ts).
    const { renderPageOutput } = await importInTurn(() => import('../layout/render-page.js'));
    output = await renderPageOutput(ctx.state, entry);
    if (ctx.options.dev) ctx.memory.set(entry.path, output);
    recordLinks(ctx, entry, output);
  }
  return output;
}

export async function allOutputs(ctx: SiteContext): Promise<PageOutput[]> {
  const outputs: PageOutput[] = [];
  for (const entry of ctx.project.pages.values()) outputs.push(await renderEntry(ctx, entry));
  return outputs;
}

/** Every URL the site answers, pages first. */
export function siteRoutes(ctx: SiteContext): string[] {
  const urls = [...ctx.project.pages.values()].map((entry) => entry.url);
  if (ctx.project.home && !urls.includes('/')) urls.push('/');
  return [...urls.sort(), '/llms.txt', '/llms-full.txt', '/robots.txt', ...(sitemapBase(ctx.settings, ctx.project.model) ? ['/sitemap.xml'] : [])];
}

function notFoundEntry(project: SiteProject): PageEntry {
  return { ...entryFor(project.root, join(project.root, '404.mdx'), '', false), title: 'Page not found', url: '/404', outFile: '404.html', noindex: true };
}

export function notFoundHtml(state: PageRenderState): string {
  const entry = notFoundEntry(state.project);
  const home = `${state.settings.basePath}/`;
  return renderLayout(
    { entry, title: 'Page not found', description: 'The page you are looking for does not exist or has moved.', bodyHtml: `<p><a href="${home}">Go to the home page</a>${state.settings.search === false ? '' : ' or search the docs'}.</p>`, toc: [], uses: { math: false, mermaid: false } },
    { project: state.project, basePath: state.settings.basePath, siteUrl: state.settings.siteUrl, assetVersion: state.settings.assetVersion, sidebarCache: state.sidebarCache, dev: state.settings.dev, search: state.settings.search !== false },
  );
}
