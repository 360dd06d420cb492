// The dev server on a copy of the fixture site, with the real renderer, for one test at a time.
import { afterEach } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { startDevServer, type DevServer } from '../../src/dev/server.js';
import { copyFixture } from './fake-site.js';
import { EventListener, terminal } from './http-helpers.js';

export interface DevSession {
  /** The copy of the fixture the running server serves (`''` before `start`). */
  readonly root: string;
  /** Copy the fixture, let `prepare` change the copy, and start a quiet server on it. */
  start: (prepare?: (root: string) => Promise<void>) => Promise<{ server: DevServer; err: ReturnType<typeof terminal> }>;
  /** Open a reload-event stream for `route`, as the page's client does. */
  listen: (port: number, route: string) => Promise<EventListener>;
}

/** A session whose server, event streams and fixture copy are closed and removed after each test. */
export function devSession(): DevSession {
  let server: DevServer | undefined;
  let root = '';
  const listeners: EventListener[] = [];
  afterEach(async () => {
    for (const listener of listeners.splice(0)) listener.close();
    await server?.close();
    server = undefined;
    if (root) await rm(dirname(root), { recursive: true, force: true });
    root = '';
  });
  return {
    get root() {
      return root;
    },
    start: async (prepare) => {
      root = await copyFixture();
      await prepare?.(root);
      const err = terminal();
      server = await startDevServer({ root, port: 0, quiet: true, stderr: err, debounceMs: 10 });
      await server.ready;
      return { server, err };
    },
    listen: async (port, route) => {
      const listener = await EventListener.open(port, route);
      listeners.push(listener);
      return listener;
    },
  };
}
