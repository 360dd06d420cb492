// What a batch of changed files does to the served site: reload it all, or re-render the
// changed pages and tell the open ones to reload once they are ready.
import { normalizeRoute } from './request-path.js';
import { sameOutput, type PageCache } from './page-cache.js';
import type { ReloadHub } from './reload-hub.js';
import type { ChangeResult, DevSite, RenderResult } from './site-contract.js';
import type { SiteHolder } from './site-holder.js';

export interface ChangeContext {
  holder: SiteHolder;
  hub: ReloadHub;
  pages: PageCache;
  closed: () => boolean;
}

/** Forget every page and tell every open page to reload. */
export function reloadEverything(ctx: ChangeContext): void {
  ctx.pages.clear();
  ctx.hub.numberChange(true, []);
  ctx.hub.send(true, new Set());
}

/**
 * Open pages are rendered before they are told to reload: the event goes out as soon as
 * the page is ready (the browser's request then finds it in memory, and a save that
 * changes nothing on the page sends nothing). A changed page or two without a reader is
 * rendered too, so the terminal reports a broken page at once.
 */
async function reloadPages(ctx: ChangeContext, routes: Set<string>): Promise<void> {
  /** The pages as they were, by route, to compare with once they are rendered again. */
  const before: Map<string, Promise<RenderResult | undefined>> = ctx.pages.take(routes);
  ctx.hub.numberChange(false, routes);
  const open = ctx.hub.openRoutes(routes);
  if (routes.size <= 3) for (const route of routes) if (!open.has(route)) ctx.pages.render(route);
  await Promise.all(
    [...open].map(async (route) => {
      const [previous, next] = await Promise.all([before.get(route), ctx.pages.render(route).job]);
      if (before.has(route) && sameOutput(previous, next)) return;
      ctx.hub.send(false, new Set([route]));
    }),
  );
}

/** Hand changed files (absolute paths) to the site and reload what it says changed. */
export async function applyChange(ctx: ChangeContext, files: string[]): Promise<void> {
  if (ctx.closed()) return;
  const { holder } = ctx;
  const site = holder.site;
  if (!site) {
    await holder.load();
    reloadEverything(ctx);
    return;
  }
  let change;
  try {
    change = await site.changed(files);
  } catch (thrown) {
    // Keep serving the last good site; every page shows the error until it is fixed. The
    // same error seen again (a second event for one save) changes no page: no reload.
    if (await holder.fail(thrown)) reloadEverything(ctx);
    return;
  }
  if (holder.clearError() || change.reloadAll) {
    holder.report();
    reloadEverything(ctx);
    return;
  }
  const routes = new Set(change.routes.map(normalizeRoute));
  if (change.later) void change.later.then((more) => applyLater(ctx, site, more), () => undefined);
  if (routes.size > 0) await reloadPages(ctx, routes);
}

/** What a part of the site busy in the background adds to a change once it heard it (`ChangeResult.later`): those pages reload too. */
async function applyLater(ctx: ChangeContext, site: DevSite, more: ChangeResult): Promise<void> {
  if (ctx.closed() || ctx.holder.site !== site) return;
  if (more.reloadAll) {
    reloadEverything(ctx);
    return;
  }
  const routes = new Set(more.routes.map(normalizeRoute));
  if (routes.size > 0) await reloadPages(ctx, routes);
}

/** The site answers in full now (after its provisional start): the pages served before are made again, and the open ones whose page changed reload. */
export async function completeSite(ctx: ChangeContext): Promise<void> {
  if (ctx.closed()) return;
  const routes = ctx.pages.routes();
  if (routes.size > 0) await reloadPages(ctx, routes);
}
