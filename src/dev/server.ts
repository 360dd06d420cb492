import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { CLIENT_PATH, EVENTS_PATH, clientScript, withClient } from './client.js';
import type { Finding } from '../findings/finding.js';
import { errorKey, fatalFindings, placeError, toDevError } from './errors.js';
import { allowedHosts } from './host-check.js';
import { handleProxy, PROXY_PATH } from './proxy.js';
import { listenOnFreePort } from './listen.js';
import { defaultSiteFactory } from './load-site.js';
import { openBrowser } from './open-browser.js';
import { escapeHtml, formatErrorForTerminal, overlayHtml } from './overlay.js';
import { leavesProject, normalizeRoute, resolveInside, safeRequestPath } from './request-path.js';
import type { DevError, DevSite, RenderResult, SiteFactory } from './site-contract.js';
import { staticContentType } from './static-files.js';
import { isSanitised } from '../render/publish.js';
import { watchProject, type ProjectWatcher } from './watcher.js';

export interface DevServerOptions {
  /** The docs root (the folder with docs.json). */
  root: string;
  /** Asked port; the next free one is taken when it is busy. 0 picks any. Default 3000. */
  port?: number;
  /** Default `127.0.0.1`: only this machine can connect. */
  host?: string;
  /** Patterns of further files to publish besides pages, media and specs (src/render/publish.ts). */
  publish?: string[];
  /** Never use the network (remote specs from the cache folder only). */
  offline?: boolean;
  /** Open the default browser once listening. */
  open?: boolean;
  /** The site to serve, or how to make it; default: the renderer. */
  site?: DevSite | SiteFactory;
  /** Print nothing but errors; default: on when `CI` is set. */
  quiet?: boolean;
  /** Watch the project for edits; default true. */
  watch?: boolean;
  debounceMs?: number;
  stdout?: { write(text: string): unknown };
  stderr?: { write(text: string): unknown };
  /** Hears the project's findings each time it is read: at start and after each change that reloads it. */
  report?: (findings: Finding[]) => void;
}

export interface DevServer {
  url: string;
  port: number;
  /** Resolves when the site is loaded and the watcher sees edits. */
  ready: Promise<void>;
  close(): Promise<void>;
}

interface EventClient {
  route: string;
  response: ServerResponse;
}

const MAX_CACHED_PAGES = 200;

function isHtml(contentType: string): boolean {
  return /^text\/html\b/i.test(contentType);
}

function formatUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

function plainPage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
}

/**
 * Serve a docs project locally: pages are rendered on demand and kept in memory,
 * edits are watched, and each open page reloads when its own output changes.
 * Errors never stop the server: they show as an overlay in the browser and are
 * printed in the terminal.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const root = resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  const hostAllowed = allowedHosts(host);
  const askedPort = options.port ?? 3000;
  const quiet = options.quiet ?? Boolean(process.env.CI);
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  const factory: SiteFactory =
    typeof options.site === 'function' ? options.site : options.site ? () => Promise.resolve(options.site as DevSite) : (r) => defaultSiteFactory(r, options.publish, options.offline === true);

  let site: DevSite | undefined;
  /** A project-wide error (docs.json unreadable): shown on every page until fixed. */
  let siteError: DevError | undefined;
  /** Rendered pages, with the change number they were started at. */
  const cache = new Map<string, { job: Promise<RenderResult | undefined>; stamp: number }>();
  /**
   * Change numbers: each page carries the number it was rendered at, and its client sends
   * it back when it connects; a page that changed since (while it was reloading, say) is
   * told to reload at once, so no change falls between two event streams.
   */
  let changeCount = 0;
  let lastReloadAll = 0;
  const lastChange = new Map<string, number>();
  const changedSince = (route: string, stamp: number): boolean => Math.max(lastReloadAll, lastChange.get(route) ?? 0) > stamp;
  const clients = new Set<EventClient>();
  /** The error last printed per route, so the terminal says it once. */
  const printed = new Map<string, string>();
  let closed = false;

  const printError = (error: DevError): void => {
    stderr.write(formatErrorForTerminal(error));
  };

  /** The project's findings to `report`: the site's, or those of the error that stopped it. */
  const reportFindings = (thrown?: unknown): void => {
    if (!options.report) return;
    options.report(thrown === undefined ? (site?.findings?.() ?? []) : fatalFindings(thrown, root));
  };

  const setSiteError = async (thrown: unknown): Promise<void> => {
    const error = await placeError(root, toDevError(thrown, 'docs.json'));
    const changed = siteError === undefined || errorKey(siteError) !== errorKey(error);
    siteError = error;
    if (changed) printError(error);
  };

  const loadSite = async (): Promise<void> => {
    try {
      const loaded = await factory(root);
      // Closed while loading (a signal right after the URL was printed): end it now, or its
      // workers outlive the server.
      if (closed) {
        await loaded.close?.();
        return;
      }
      site = loaded;
      if (siteError && !quiet) stdout.write(`docwright dev: ${siteError.file || 'the project'} fixed\n`);
      siteError = undefined;
      reportFindings();
    } catch (thrown) {
      reportFindings(thrown);
      await setSiteError(thrown);
    }
  };
  const siteLoaded = loadSite();

  const noteRendered = (route: string, result: RenderResult | undefined): void => {
    const error = result?.error;
    const previous = printed.get(route);
    if (error) {
      const key = errorKey(error);
      if (previous !== key) printError(error);
      printed.set(route, key);
    } else if (previous !== undefined) {
      printed.delete(route);
      if (![...printed.values()].includes(previous) && !quiet) stdout.write(`docwright dev: ${route} fixed\n`);
    }
  };

  const render = (path: string): { job: Promise<RenderResult | undefined>; stamp: number } => {
    const hit = cache.get(path);
    if (hit) return hit;
    const current = site;
    if (!current) return { job: Promise.resolve(undefined), stamp: changeCount };
    const job = (async (): Promise<RenderResult | undefined> => {
      let result: RenderResult | undefined;
      try {
        result = await current.render(path);
      } catch (thrown) {
        const error = toDevError(thrown);
        result = { status: 500, contentType: 'text/html; charset=utf-8', body: plainPage('Render failed', error.message), error };
      }
      if (result?.error) result = { ...result, error: await placeError(root, result.error) };
      noteRendered(normalizeRoute(path), result);
      return result;
    })();
    const entry = { job, stamp: changeCount };
    cache.set(path, entry);
    void job.then((result) => {
      if (!result || !isHtml(result.contentType)) {
        if (cache.get(path) === entry) cache.delete(path);
      } else if (cache.size > MAX_CACHED_PAGES) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
    });
    return entry;
  };

  const send = (response: ServerResponse, method: string, status: number, contentType: string, body: string | Uint8Array): void => {
    const data = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    response.writeHead(status, {
      'content-type': contentType,
      'content-length': data.byteLength,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    response.end(method === 'HEAD' ? undefined : data);
  };

  const sendPage = (response: ServerResponse, method: string, status: number, html: string, error: DevError | undefined, stamp = changeCount): void => {
    send(response, method, status, 'text/html; charset=utf-8', withClient(html, error ? overlayHtml(error) : '', stamp));
  };

  const notFound = (response: ServerResponse, method: string): void => {
    sendPage(response, method, 404, plainPage('Page not found', 'No page or file here.'), siteError);
  };

  /** The site's own 404 page when it has one. */
  const siteNotFound = async (response: ServerResponse, method: string): Promise<void> => {
    const page = site ? await site.render('/404.html').catch(() => undefined) : undefined;
    if (page && isHtml(page.contentType) && typeof page.body === 'string') sendPage(response, method, 404, page.body, siteError);
    else notFound(response, method);
  };

  const openEvents = (request: IncomingMessage, response: ServerResponse): void => {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const client: EventClient = { route: normalizeRoute(query.get('route') ?? '/'), response };
    const stamp = Number(query.get('seq') ?? Number.NaN);
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    response.write('retry: 500\n: connected\n\n');
    if (Number.isInteger(stamp) && changedSince(client.route, stamp)) response.write(`event: reload\ndata: ${JSON.stringify({ reloadAll: false, routes: [client.route] })}\n\n`);
    clients.add(client);
    request.on('close', () => clients.delete(client));
  };

  /** A page's HTML as served (for the playground proxy), or undefined when the route is no page. */
  const pageHtml = async (route: string): Promise<string | undefined> => {
    const path = safeRequestPath(route);
    await siteLoaded;
    if (path === undefined || !site) return undefined;
    const result = await render(path).job;
    return result && isHtml(result.contentType) && typeof result.body === 'string' ? result.body : undefined;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const method = request.method ?? 'GET';
    if (!hostAllowed(request.headers.host)) {
      // DNS rebinding (see host-check.ts): nothing is served to a name this machine does not go by.
      const shown = (request.headers.host ?? '').replace(/[^\x20-\x7e]/g, '?').slice(0, 100);
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      response.end(`Unexpected Host \`${shown}\`, expected \`localhost\`, \`127.0.0.1\`, \`[::1]\` or the \`--host\` value\n`);
      return;
    }
    if (safeRequestPath(request.url) === PROXY_PATH) {
      // The playground's requests (src/dev/proxy.ts): only from this server's pages, only to the servers they declare.
      await handleProxy(request, response, { page: pageHtml });
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      response.end('Method not allowed\n');
      return;
    }
    const path = safeRequestPath(request.url);
    if (path === undefined) {
      notFound(response, method);
      return;
    }
    if (path === EVENTS_PATH) {
      openEvents(request, response);
      return;
    }
    if (path === CLIENT_PATH) {
      send(response, method, 200, 'text/javascript; charset=utf-8', clientScript);
      return;
    }
    if (path.startsWith('/__docwright/') || (await leavesProject(root, path))) {
      notFound(response, method);
      return;
    }
    await siteLoaded;
    const rendered = site ? render(path) : undefined;
    const result = rendered ? await rendered.job : undefined;
    if (rendered && result) {
      if (result.location !== undefined) {
        response.writeHead(result.status, { location: result.location, 'content-type': result.contentType, 'cache-control': 'no-store' });
        response.end(method === 'HEAD' ? undefined : result.body);
        return;
      }
      if (isHtml(result.contentType)) {
        const html = typeof result.body === 'string' ? result.body : Buffer.from(result.body).toString('utf8');
        sendPage(response, method, result.status, html, result.error ?? siteError, rendered.stamp);
      } else {
        send(response, method, result.status, result.contentType, result.body);
      }
      return;
    }
    const type = staticContentType(path);
    const file = type ? await resolveInside(root, path) : undefined;
    if (type && file && isSanitised(path)) {
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text !== undefined) {
        const { sanitiseSvgFile } = await import('../render/svg.js');
        send(response, method, 200, type, sanitiseSvgFile(text).svg);
        return;
      }
    } else if (type && file) {
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
      if (method === 'HEAD') {
        response.end();
        return;
      }
      createReadStream(file)
        .on('error', () => response.destroy())
        .pipe(response);
      return;
    }
    if (!site && siteError) {
      sendPage(response, method, 500, plainPage('The site could not be loaded', siteError.message), siteError);
      return;
    }
    await siteNotFound(response, method);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((thrown: unknown) => {
      const error = toDevError(thrown);
      printError(error);
      if (!response.headersSent) sendPage(response, request.method ?? 'GET', 500, plainPage('Server error', error.message), error);
      else response.destroy();
    });
  });

  /** Number a change: pages rendered before it are stale, and say so when their stream reconnects. */
  const numberChange = (reloadAll: boolean, routes: Iterable<string>): void => {
    changeCount++;
    if (reloadAll) lastReloadAll = changeCount;
    else for (const route of routes) lastChange.set(route, changeCount);
  };

  const sendReload = (reloadAll: boolean, routes: Set<string>): void => {
    const payload = `event: reload\ndata: ${JSON.stringify({ reloadAll, routes: [...routes] })}\n\n`;
    for (const client of clients) {
      if (reloadAll || routes.has(client.route)) client.response.write(payload);
    }
  };

  const reloadEverything = (): void => {
    cache.clear();
    numberChange(true, []);
    sendReload(true, new Set());
  };

  /** What a page looked like, to tell a real change from a save that changed nothing on it. */
  const sameOutput = (a: RenderResult | undefined, b: RenderResult | undefined): boolean => {
    if (!a || !b || a.status !== b.status || a.contentType !== b.contentType) return false;
    if ((a.error ? errorKey(a.error) : '') !== (b.error ? errorKey(b.error) : '')) return false;
    const bodyA = a.body;
    const bodyB = b.body;
    if (typeof bodyA === 'string' || typeof bodyB === 'string') return bodyA === bodyB;
    return Buffer.from(bodyA.buffer, bodyA.byteOffset, bodyA.byteLength).equals(Buffer.from(bodyB.buffer, bodyB.byteOffset, bodyB.byteLength));
  };

  const applyChange = async (files: string[]): Promise<void> => {
    if (closed) return;
    if (!site) {
      await loadSite();
      reloadEverything();
      return;
    }
    let change;
    try {
      change = await site.changed(files);
    } catch (thrown) {
      // Keep serving the last good site; every page shows the error until it is fixed.
      reportFindings(thrown);
      await setSiteError(thrown);
      reloadEverything();
      return;
    }
    if (siteError) {
      if (!quiet) stdout.write(`docwright dev: ${siteError.file || 'the project'} fixed\n`);
      siteError = undefined;
      reportFindings();
      reloadEverything();
      return;
    }
    if (change.reloadAll) {
      reportFindings();
      reloadEverything();
      return;
    }
    const routes = new Set(change.routes.map(normalizeRoute));
    if (routes.size === 0) return;
    /** The pages as they were, by route, to compare with once they are rendered again. */
    const before = new Map<string, Promise<RenderResult | undefined>>();
    for (const [key, entry] of [...cache]) {
      const route = normalizeRoute(key);
      if (!routes.has(route)) continue;
      if (!before.has(route)) before.set(route, entry.job);
      cache.delete(key);
    }
    numberChange(false, routes);
    // Open pages are rendered before they are told to reload: the event goes out as soon as
    // the page is ready (the browser's request then finds it in memory, and a save that
    // changes nothing on the page sends nothing). A changed page or two without a reader is
    // rendered too, so the terminal reports a broken page at once.
    const open = new Set<string>();
    for (const client of clients) if (routes.has(client.route)) open.add(client.route);
    if (routes.size <= 3) for (const route of routes) if (!open.has(route)) render(route);
    await Promise.all(
      [...open].map(async (route) => {
        const [previous, next] = await Promise.all([before.get(route), render(route).job]);
        if (before.has(route) && sameOutput(previous, next)) return;
        sendReload(false, new Set([route]));
      }),
    );
  };

  let queue = Promise.resolve();
  let watcher: ProjectWatcher | undefined;
  if (options.watch !== false) {
    watcher = watchProject(root, (files) => {
      queue = queue.then(() => applyChange(files)).catch((thrown: unknown) => printError(toDevError(thrown)));
      return queue;
    }, { ...(options.debounceMs !== undefined ? { debounceMs: options.debounceMs } : {}), onError: (thrown) => printError(toDevError(thrown)) });
  }

  let port: number;
  try {
    port = await listenOnFreePort(server, askedPort, host);
  } catch (thrown) {
    await watcher?.close();
    throw thrown;
  }
  const url = formatUrl(host, port);
  if (!quiet) {
    const note = askedPort !== 0 && port !== askedPort ? ` (port ${askedPort} is busy)` : '';
    stdout.write(`docwright dev: ${url}${note}\n`);
  }
  if (options.open) openBrowser(url, (message) => stderr.write(`docwright dev: ${message}\n`));

  const ready = Promise.all([siteLoaded, watcher?.ready]).then(() => undefined);
  return {
    url,
    port,
    ready,
    async close() {
      if (closed) return;
      closed = true;
      await watcher?.close();
      for (const client of clients) client.response.end();
      clients.clear();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await queue;
      // A site still loading is closed by loadSite once it is in.
      await siteLoaded;
      await site?.close?.();
    },
  };
}
