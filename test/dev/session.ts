// The dev server on a copy of the fixture site, with the real renderer, for one test at a time.
import { afterEach } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { startDevServer, type DevServer, type DevServerOptions } from '../../src/dev/server.js';
import { copyFixture } from './fake-site.js';
import { EventListener, terminal } from './http-helpers.js';

export interface DevTeardown {
  /** The test's copy of the fixture (`''` before `copy`). */
  readonly root: string;
  /** Copy the fixture for this test and return the copy's root. */
  copy: () => Promise<string>;
  /** Start a dev server with `options`, to be closed after the test. */
  serve: (options: DevServerOptions) => Promise<DevServer>;
  /** Open a reload-event stream for `route` (from `seq` when given), as the page's client does. */
  listen: (port: number, route: string, seq?: number) => Promise<EventListener>;
}

/** Whatever a test copies, serves and listens to is closed and removed after each test. */
export function devTeardown(): DevTeardown {
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
    copy: async () => (root = await copyFixture()),
    serve: async (options) => (server = await startDevServer(options)),
    listen: async (port, route, seq) => {
      const listener = await EventListener.open(port, route, seq);
      listeners.push(listener);
      return listener;
    },
  };
}

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
  const teardown = devTeardown();
  return {
    get root() {
      return teardown.root;
    },
    start: async (prepare) => {
      const root = await teardown.copy();
      await prepare?.(root);
      const err = terminal();
      const server = await teardown.serve({ root, port: 0, quiet: true, stderr: err, debounceMs: 10 });
      await server.ready;
      return { server, err };
    },
    listen: (port, route) => teardown.listen(port, route),
  };
}
