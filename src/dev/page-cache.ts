// Pages rendered on demand and kept in memory, with the change number each was started at;
// the terminal hears each page's error once, and once more when it is fixed.
import { errorKey, placeError, toDevError } from './errors.js';
import { normalizeRoute } from './request-path.js';
import { isHtml, plainPage } from './respond.js';
import type { DevError, DevSite, RenderResult } from './site-contract.js';

const MAX_CACHED_PAGES = 200;

export interface RenderJob {
  job: Promise<RenderResult | undefined>;
  /** The change number the render was started at. */
  stamp: number;
}

export interface PageCacheOptions {
  root: string;
  /** The site to render with, when one is loaded. */
  site: () => DevSite | undefined;
  /** The current change number. */
  stamp: () => number;
  printError: (error: DevError) => void;
  /** Say in the terminal that a route's error is fixed. */
  fixed: (route: string) => void;
  /** Hears the files each page was rendered from (`RenderResult.sources`) before it is served. */
  sources?: (files: string[]) => void;
}

export interface PageCache {
  /** The page at a URL path: from memory, or rendered now. */
  render(path: string): RenderJob;
  clear(): void;
  /** The routes of the pages kept or being rendered. */
  routes(): Set<string>;
  /** Drop the pages of `routes`; answers their renders as they were, by route. */
  take(routes: ReadonlySet<string>): Map<string, Promise<RenderResult | undefined>>;
}

/** Render one path, turning a throw into a 500 page and placing the error in its file. */
async function renderOnce(site: DevSite, root: string, path: string): Promise<RenderResult | undefined> {
  let result: RenderResult | undefined;
  try {
    result = await site.render(path);
  } catch (thrown) {
    const error = toDevError(thrown);
    result = { status: 500, contentType: 'text/html; charset=utf-8', body: plainPage('Render failed', error.message), error };
  }
  if (result?.error) result = { ...result, error: await placeError(root, result.error) };
  return result;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const cache = new Map<string, RenderJob>();
  /** The error last printed per route, so the terminal says it once. */
  const printed = new Map<string, string>();

  const noteRendered = (route: string, result: RenderResult | undefined): void => {
    const error = result?.error;
    const previous = printed.get(route);
    if (error) {
      const key = errorKey(error);
      if (previous !== key) options.printError(error);
      printed.set(route, key);
    } else if (previous !== undefined) {
      printed.delete(route);
      if (![...printed.values()].includes(previous)) options.fixed(route);
    }
  };

  /** Keep only HTML pages, and at most MAX_CACHED_PAGES of them. */
  const keep = (path: string, entry: RenderJob, result: RenderResult | undefined): void => {
    if (!result || !isHtml(result.contentType)) {
      if (cache.get(path) === entry) cache.delete(path);
    } else if (cache.size > MAX_CACHED_PAGES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  };

  return {
    render(path) {
      const hit = cache.get(path);
      if (hit) return hit;
      const site = options.site();
      if (!site) return { job: Promise.resolve(undefined), stamp: options.stamp() };
      const job = renderOnce(site, options.root, path).then((result) => {
        noteRendered(normalizeRoute(path), result);
        if (result?.sources && result.sources.length > 0) options.sources?.(result.sources);
        return result;
      });
      const entry = { job, stamp: options.stamp() };
      cache.set(path, entry);
      void job.then((result) => keep(path, entry, result));
      return entry;
    },
    clear: () => cache.clear(),
    routes: () => new Set([...cache.keys()].map(normalizeRoute)),
    take(routes) {
      const before = new Map<string, Promise<RenderResult | undefined>>();
      for (const [key, entry] of [...cache]) {
        const route = normalizeRoute(key);
        if (!routes.has(route)) continue;
        if (!before.has(route)) before.set(route, entry.job);
        cache.delete(key);
      }
      return before;
    },
  };
}

/** What a page looked like, to tell a real change from a save that changed nothing on it. */
export function sameOutput(a: RenderResult | undefined, b: RenderResult | undefined): boolean {
  if (!a || !b || a.status !== b.status || a.contentType !== b.contentType) return false;
  if ((a.error ? errorKey(a.error) : '') !== (b.error ? errorKey(b.error) : '')) return false;
  const bodyA = a.body;
  const bodyB = b.body;
  if (typeof bodyA === 'string' || typeof bodyB === 'string') return bodyA === bodyB;
  return Buffer.from(bodyA.buffer, bodyA.byteOffset, bodyA.byteLength).equals(Buffer.from(bodyB.buffer, bodyB.byteOffset, bodyB.byteLength));
}
