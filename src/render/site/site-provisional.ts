// The dev server's first answers on a big project (issue 51): the site made with
// `provisional` reads no page before one is asked for, so its first page is served long
// before every page's front matter is read. It answers the navigation's written pages, each
// read in full when asked for (its own content, title and fields exact; the other pages'
// titles in the navigation come from their file names), and the site's own assets. Anything
// else (a page it has not read the way the full site would, a redirect, a machine file, a
// media file, a 404) answers `later`: the dev server asks the full site made beside it.
import { frontmatterOf } from '../../project/frontmatter.js';
import { readTextInsideSync } from '../../fs/paths.js';
import { ASSET_DIR } from '../layout/layout.js';
import { entryFor, type PageEntry, type SiteProject } from '../layout/project.js';
import { TAILWIND_CSS } from '../safety/tailwind.js';
import type { SiteContext } from './site-context.js';
import { serve } from './site-serve.js';
import type { RenderResponse } from './site-types.js';

/** Front matter that makes a page from a spec or another document. */
const SPEC_KEYS = ['openapi', 'api', 'asyncapi', 'openapi-schema'];

const LATER: RenderResponse = { status: 503, contentType: 'text/plain; charset=utf-8', body: '', later: true };

/** The URL path a request names, as `serve` reads it (no query, no base path), or undefined when it cannot be decoded. */
function requestedPath(ctx: SiteContext, urlPathInput: string): string | undefined {
  const { basePath } = ctx.settings;
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(urlPathInput.split('?')[0]?.split('#')[0] ?? '/');
  } catch {
    return undefined;
  }
  if (basePath && urlPath.startsWith(basePath)) urlPath = urlPath.slice(basePath.length) || '/';
  return urlPath.includes('\0') ? undefined : urlPath;
}

/** The site's own files (scripts, styles, fonts) but those made from every page (the Tailwind sheet, islands). */
function isSiteAsset(urlPath: string): boolean {
  return urlPath.startsWith(`/${ASSET_DIR}/`) && urlPath !== `/${ASSET_DIR}/${TAILWIND_CSS}` && !urlPath.startsWith(`/${ASSET_DIR}/islands/`);
}

/**
 * The entry of a written page the navigation lists, read in full now (its front matter as the
 * full site reads it); undefined when the page cannot be answered here: not listed, generated
 * from a spec, unreadable, or drawn from a spec or another document (`openapi`, `api`, `asyncapi` front matter).
 */
function readEntry(ctx: SiteContext, entry: PageEntry): PageEntry | undefined {
  if (!entry.inNav || entry.source !== undefined) return undefined;
  let source: string;
  try {
    source = readTextInsideSync(ctx.root, entry.file);
  } catch {
    return undefined;
  }
  const fm = frontmatterOf(source).data;
  // Pages drawn from a spec read it (remote ones from the cache the full site fills): the full site answers them.
  if (SPEC_KEYS.some((key) => fm[key] !== undefined)) return undefined;
  return entryFor(ctx.root, entry.file, source, true, fm);
}

/** Put a page's entry, read in full, in place of its provisional one. */
function placeEntry(ctx: SiteContext, read: ReadonlySet<string>, entry: PageEntry): PageEntry | undefined {
  if (read.has(entry.path)) return entry;
  const fresh = readEntry(ctx, entry);
  if (!fresh) return undefined;
  const { project } = ctx;
  project.pages.set(fresh.path, fresh);
  project.byUrl.set(fresh.url, fresh);
  if (project.home?.path === fresh.path) project.home = fresh;
  // The layouts made with the file-name title of this page are made again.
  ctx.state.sidebarCache.clear();
  for (const path of read) ctx.memory.delete(path);
  return fresh;
}

/** The pages read in full so far, by project (a changed docs.json makes a new one). */
const readPages = new WeakMap<SiteProject, Set<string>>();

/** One answer of a provisional site: a page of the navigation or a site asset, else `later`. */
export async function serveProvisional(ctx: SiteContext, urlPathInput: string): Promise<RenderResponse> {
  const urlPath = requestedPath(ctx, urlPathInput);
  if (urlPath === undefined) return LATER;
  if (isSiteAsset(urlPath)) return (await serve(ctx, urlPathInput)) ?? LATER;
  const clean = urlPath.replace(/\/index(\.html)?$/, '').replace(/\.html$/, '').replace(/\/+$/, '') || '/';
  const entry = ctx.project.byUrl.get(clean) ?? (clean === '/' ? ctx.project.home : undefined);
  if (!entry || clean.endsWith('.md')) return LATER;
  const read = readPages.get(ctx.project) ?? new Set<string>();
  readPages.set(ctx.project, read);
  if (!placeEntry(ctx, read, entry)) return LATER;
  read.add(entry.path);
  return (await serve(ctx, urlPathInput)) ?? LATER;
}
