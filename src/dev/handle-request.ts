// One request to the dev server: the Host check, the playground proxy, the reload client and
// its event stream, then the site's pages, the project's media, and the 404 page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLIENT_PATH, EVENTS_PATH, clientScript, withClient } from './client.js';
import { toDevError } from './errors.js';
import { overlayHtml } from './overlay.js';
import type { PageCache, RenderJob } from './page-cache.js';
import { handleProxy, PROXY_PATH } from './proxy.js';
import type { ReloadHub } from './reload-hub.js';
import { leavesProject, safeRequestPath } from './request-path.js';
import { markdownPathOf, markdownWanted } from './negotiate.js';
import { isHtml, plainPage, refuseHost, refuseMethod, send } from './respond.js';
import type { DevError, RenderResult } from './site-contract.js';
import type { SiteHolder } from './site-holder.js';
import type { StaticFiles } from './static-files.js';

export interface RequestContext {
  root: string;
  hostAllowed: (host: string | undefined) => boolean;
  holder: SiteHolder;
  hub: ReloadHub;
  pages: PageCache;
  /** Resolves once the first load of the site is over. */
  siteLoaded: Promise<void>;
  /** Hears the path of a page asked for before the site is in (site-contract.ts `SiteStart.onAsked`). */
  asked?: (path: string) => void;
  statics: StaticFiles;
  printError: (error: DevError) => void;
  /** The panel of the link findings on the page served at a path (src/dev/link-findings.ts), or ''. */
  linksPanel?: (path: string) => string;
}

/** A page with the reload client, the overlay of its error (or the project's), and its change number. */
function sendPage(ctx: RequestContext, response: ServerResponse, method: string, status: number, html: string, error: DevError | undefined, stamp = ctx.hub.stamp(), headers: Readonly<Record<string, string>> = {}, panel = ''): void {
  send(response, method, status, 'text/html; charset=utf-8', withClient(html, `${error ? overlayHtml(error) : ''}${panel}`, stamp), headers);
}

function notFound(ctx: RequestContext, response: ServerResponse, method: string): void {
  sendPage(ctx, response, method, 404, plainPage('Page not found', 'No page or file here.'), ctx.holder.error);
}

/** The site's own 404 page when it has one; a site that could not load shows its error. */
async function siteNotFound(ctx: RequestContext, response: ServerResponse, method: string): Promise<void> {
  const { site, error } = ctx.holder;
  if (!site && error) {
    sendPage(ctx, response, method, 500, plainPage('The site could not be loaded', error.message), error);
    return;
  }
  const page = site ? await site.render('/404.html').catch(() => undefined) : undefined;
  if (page && isHtml(page.contentType) && typeof page.body === 'string') sendPage(ctx, response, method, 404, page.body, error);
  else notFound(ctx, response, method);
}

/** A page's HTML as served (for the playground proxy), or undefined when the route is no page. */
async function pageHtml(ctx: RequestContext, route: string): Promise<string | undefined> {
  const path = safeRequestPath(route);
  await ctx.siteLoaded;
  if (path === undefined || !ctx.holder.site) return undefined;
  const result = await ctx.pages.render(path).job;
  return result && isHtml(result.contentType) && typeof result.body === 'string' ? result.body : undefined;
}

/** Send what the site answered: a redirect, a page with the reload client (with `Vary: Accept` where a page's Markdown is served for `Accept: text/markdown`), or a file. */
function sendRendered(ctx: RequestContext, response: ServerResponse, method: string, path: string, rendered: RenderJob, result: RenderResult): void {
  if (result.location !== undefined) {
    response.writeHead(result.status, { location: result.location, 'content-type': result.contentType, 'cache-control': 'no-store' });
    response.end(method === 'HEAD' ? undefined : result.body);
  } else if (isHtml(result.contentType)) {
    const html = typeof result.body === 'string' ? result.body : Buffer.from(result.body).toString('utf8');
    sendPage(ctx, response, method, result.status, html, result.error ?? ctx.holder.error, rendered.stamp, markdownPathOf(path) === undefined ? {} : { vary: 'Accept' }, ctx.linksPanel?.(path) ?? '');
  } else {
    send(response, method, result.status, result.contentType, result.body);
  }
}

/** The dev server's own paths; false when the path is not one of them. */
function serveOwn(ctx: RequestContext, request: IncomingMessage, response: ServerResponse, method: string, path: string): boolean {
  if (path === EVENTS_PATH) ctx.hub.open(request, response);
  else if (path === CLIENT_PATH) send(response, method, 200, 'text/javascript; charset=utf-8', clientScript);
  else return false;
  return true;
}

/** Answers that need no page: a refused Host or method, a bad path, the server's own paths. */
function answerEarly(ctx: RequestContext, request: IncomingMessage, response: ServerResponse, method: string, path: string | undefined): boolean {
  // DNS rebinding (see host-check.ts): nothing is served to a name this machine does not go by.
  if (!ctx.hostAllowed(request.headers.host)) refuseHost(request, response);
  else if (method !== 'GET' && method !== 'HEAD') refuseMethod(response, 'GET, HEAD');
  else if (path === undefined) notFound(ctx, response, method);
  else return serveOwn(ctx, request, response, method, path);
  return true;
}

async function handle(ctx: RequestContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const method = request.method ?? 'GET';
  const path = safeRequestPath(request.url);
  if (path === PROXY_PATH && ctx.hostAllowed(request.headers.host)) {
    // The playground's requests (src/dev/proxy.ts): only from this server's pages, only to the servers they declare.
    await handleProxy(request, response, { page: (route) => pageHtml(ctx, route) });
    return;
  }
  if (answerEarly(ctx, request, response, method, path) || path === undefined) return;
  if (path.startsWith('/__docwright/') || (await leavesProject(ctx.root, path))) {
    notFound(ctx, response, method);
    return;
  }
  if (!ctx.holder.site) ctx.asked?.(path);
  await ctx.siteLoaded;
  if (await sendMarkdown(ctx, request, response, method, path)) return;
  const rendered = ctx.holder.site ? ctx.pages.render(path) : undefined;
  const result = rendered ? await rendered.job : undefined;
  if (rendered && result) sendRendered(ctx, response, method, path, rendered, result);
  else if (!(await ctx.statics(request, response, path))) await siteNotFound(ctx, response, method);
}

/** A page asked for as Markdown (`Accept: text/markdown` or `text/plain`, src/dev/negotiate.ts): its Markdown copy, with `Vary: Accept`; false when the path has none. */
async function sendMarkdown(ctx: RequestContext, request: IncomingMessage, response: ServerResponse, method: string, path: string): Promise<boolean> {
  const wanted = markdownWanted(request.headers.accept);
  const markdownPath = wanted ? markdownPathOf(path) : undefined;
  if (!wanted || markdownPath === undefined || !ctx.holder.site) return false;
  const result = await ctx.pages.render(markdownPath).job;
  if (!result || result.status !== 200 || result.location !== undefined || isHtml(result.contentType)) return false;
  send(response, method, 200, `${wanted}; charset=utf-8`, result.body, { vary: 'Accept', link: `<${markdownPath}>; rel="alternate"; type="text/markdown"` });
  return true;
}

/** The server's request listener: an error thrown while answering is a 500 page and a line in the terminal. */
export function requestHandler(ctx: RequestContext): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    handle(ctx, request, response).catch((thrown: unknown) => {
      const error = toDevError(thrown);
      ctx.printError(error);
      if (!response.headersSent) sendPage(ctx, response, request.method ?? 'GET', 500, plainPage('Server error', error.message), error);
      else response.destroy();
    });
  };
}
