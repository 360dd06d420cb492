// The open pages' event streams (server-sent events at /__docwright/events) and the change
// numbers that keep a change from falling between two streams.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { normalizeRoute } from './request-path.js';

interface EventClient {
  route: string;
  response: ServerResponse;
}

export interface ReloadHub {
  /** The number of the last change: a page rendered now carries it. */
  stamp(): number;
  /** Open one page's event stream. */
  open(request: IncomingMessage, response: ServerResponse): void;
  /** Number a change: pages rendered before it are stale, and say so when their stream reconnects. */
  numberChange(reloadAll: boolean, routes: Iterable<string>): void;
  /** Tell the open pages of `routes` (all of them with `reloadAll`) to reload. */
  send(reloadAll: boolean, routes: ReadonlySet<string>): void;
  /** The routes of `routes` that a page has open. */
  openRoutes(routes: ReadonlySet<string>): Set<string>;
  /** End every stream. */
  endAll(): void;
}

/**
 * Change numbers: each page carries the number it was rendered at, and its client sends
 * it back when it connects; a page that changed since (while it was reloading, say) is
 * told to reload at once, so no change falls between two event streams.
 */
export function createReloadHub(): ReloadHub {
  const clients = new Set<EventClient>();
  let changeCount = 0;
  let lastReloadAll = 0;
  const lastChange = new Map<string, number>();
  const changedSince = (route: string, stamp: number): boolean => Math.max(lastReloadAll, lastChange.get(route) ?? 0) > stamp;
  const event = (reloadAll: boolean, routes: Iterable<string>): string => `event: reload\ndata: ${JSON.stringify({ reloadAll, routes: [...routes] })}\n\n`;

  return {
    stamp: () => changeCount,
    open(request, response) {
      const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
      const client: EventClient = { route: normalizeRoute(query.get('route') ?? '/'), response };
      const stamp = Number(query.get('seq') ?? Number.NaN);
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      response.write('retry: 500\n: connected\n\n');
      if (Number.isInteger(stamp) && changedSince(client.route, stamp)) response.write(event(false, [client.route]));
      clients.add(client);
      request.on('close', () => clients.delete(client));
    },
    numberChange(reloadAll, routes) {
      changeCount++;
      if (reloadAll) lastReloadAll = changeCount;
      else for (const route of routes) lastChange.set(route, changeCount);
    },
    send(reloadAll, routes) {
      const payload = event(reloadAll, routes);
      for (const client of clients) {
        if (reloadAll || routes.has(client.route)) client.response.write(payload);
      }
    },
    openRoutes(routes) {
      const open = new Set<string>();
      for (const client of clients) if (routes.has(client.route)) open.add(client.route);
      return open;
    },
    endAll() {
      for (const client of clients) client.response.end();
      clients.clear();
    },
  };
}
