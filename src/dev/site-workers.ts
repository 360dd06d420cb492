// The dev server's site on worker threads: each worker holds the whole site (site-worker.ts)
// and renders one page at a time; a request goes to an idle worker, and a second worker is
// started with it, so one slow page never blocks the other requests. Changes
// go to every worker (each reads the same files); what they answer is the first one's.
import type { Worker } from 'node:worker_threads';
import type { Finding } from '../findings/finding.js';
import { isFinding } from '../findings/finding.js';
import { startWorker } from '../worker-pool.js';
import type { ChangeResult, DevSite, RenderResult } from './site-contract.js';
import type { SiteWorkerData, SiteWorkerReply, SiteWorkerRequest } from './site-worker.js';
import type { FetchedRemote } from '../render/site/site-types.js';

/** Render workers at most: one for a slow page, one for everything else. */
export const DEV_RENDER_WORKERS = 2;

interface Slot {
  worker: Worker;
  busy: number;
  pending: Map<number, { resolve: (reply: SiteWorkerReply) => void; reject: (error: Error) => void }>;
  ready: Promise<SiteWorkerReply>;
}

function rebuildError(error: NonNullable<SiteWorkerReply['error']>): Error {
  return Object.assign(new Error(error.message), error.diagnostics ? { diagnostics: error.diagnostics } : {});
}

/** Send one request to a worker; the answer comes back through the slot's `pending`. */
function requestOf(slot: Slot, id: number, op: SiteWorkerRequest['op'], arg?: SiteWorkerRequest['arg']): Promise<SiteWorkerReply> {
  return new Promise((resolve, reject) => {
    slot.pending.set(id, { resolve, reject });
    slot.worker.postMessage({ id, op, ...(arg !== undefined ? { arg } : {}) } satisfies SiteWorkerRequest);
  });
}

/** A worker holding the whole site, wired so its replies reach their requests; `onGone` hears when it fails or exits. */
function startSlot(data: SiteWorkerData, onGone: (slot: Slot) => void): Slot {
  const worker = startWorker(new URL('../dev/site-worker.js', import.meta.url), new URL('../dev/site-worker.ts', import.meta.url), data);
  // Never keeps the process alive: the server's close() ends the workers.
  worker.unref();
  const slot: Slot = { worker, busy: 0, pending: new Map(), ready: Promise.resolve({ id: -1 }) };
  worker.on('message', (reply: SiteWorkerReply) => {
    const waiting = slot.pending.get(reply.id);
    slot.pending.delete(reply.id);
    waiting?.resolve(reply);
  });
  const fail = (error: Error): void => {
    for (const waiting of slot.pending.values()) waiting.reject(error);
    slot.pending.clear();
    onGone(slot);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`Unexpected exit of a dev render worker (code ${code})`)));
  return slot;
}

/** Start the site on a worker thread; rejects as createSite would (a FatalError's findings kept). */
export async function workerSite(root: string, publish?: string[], offline = true): Promise<DevSite & { close(): Promise<void> }> {
  let nextId = 0;
  let routes: string[] = [];
  let findings: Finding[] = [];
  const slots: Slot[] = [];
  let closed = false;

  const request = (slot: Slot, op: SiteWorkerRequest['op'], arg?: SiteWorkerRequest['arg']): Promise<SiteWorkerReply> => requestOf(slot, nextId++, op, arg);

  const take = (reply: SiteWorkerReply): SiteWorkerReply => {
    if (reply.error) throw rebuildError(reply.error);
    if (reply.routes) routes = reply.routes;
    if (reply.findings) findings = reply.findings.filter(isFinding);
    return reply;
  };

  /** What the first worker fetched (remote specs): the workers after it read the cache instead of fetching again. */
  let fetched: FetchedRemote | undefined;
  const start = (): Slot => {
    const slot = startSlot({ root, offline, ...(publish ? { publish } : {}), ...(fetched ? { fetched } : {}) }, (gone) => {
      const at = slots.indexOf(gone);
      if (at >= 0) slots.splice(at, 1);
    });
    slot.ready = request(slot, 'start');
    slots.push(slot);
    return slot;
  };

  const first = start();
  try {
    fetched = take(await first.ready).fetched;
  } catch (error) {
    closed = true;
    await first.worker.terminate();
    throw error;
  }
  // The second worker loads the site now, ready before a slow page needs it.
  while (slots.length < DEV_RENDER_WORKERS) start().ready.catch(() => undefined);

  /** The least busy worker; another one is started while every worker is busy. */
  const pick = (): Slot => {
    const idle = slots.find((slot) => slot.busy === 0);
    if (idle) return idle;
    if (slots.length < DEV_RENDER_WORKERS || slots.length === 0) return start();
    return slots.reduce((a, b) => (b.busy < a.busy ? b : a));
  };

  return {
    root,
    routes: () => routes,
    findings: () => findings,
    async render(urlPath: string): Promise<RenderResult | undefined> {
      const slot = pick();
      slot.busy++;
      try {
        await slot.ready;
        return take(await request(slot, 'render', urlPath)).value as RenderResult | undefined;
      } finally {
        slot.busy--;
      }
    },
    async changed(files: string[]): Promise<ChangeResult> {
      const replies = await Promise.all(slots.map(async (slot) => (await slot.ready, request(slot, 'changed', files))));
      const first = replies[0];
      if (!first) return { reloadAll: true, routes };
      return take(first).value as ChangeResult;
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
