// The dev server's site on worker threads: each worker holds the whole site (site-worker.ts)
// and renders one page at a time; a request goes to an idle worker, and a second worker is
// started with it, so one slow page never blocks the other requests. Changes
// go to every worker (each reads the same files); what they answer is the first one's.
// On start a provisional site (src/render/site/site-provisional.ts) answers the first
// pages on a thread of its own while the full site loads on another (issue 51: reading
// every page's front matter took seconds at 5,000 pages); once the full site is in, it
// takes over, the provisional worker ends, and `complete` resolves.
import { availableParallelism, loadavg } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { Finding } from '../findings/finding.js';
import { isFinding } from '../findings/finding.js';
import { startWorker } from '../worker-pool.js';
import { dropEarlyWorker, firstAnswered, takeEarlyWorker, type EarlyWorkerData } from './early-worker.js';
import type { ChangeResult, DevSite, PageFinding, RenderResult } from './site-contract.js';
import type { SiteWorkerReply, SiteWorkerRequest } from './site-worker.js';
import { workerSiteOptions, type SiteWorkerData } from './site-worker-options.js';
import { configState } from '../lint/config-choice.js';
import type { FetchedRemote } from '../render/site/site-types.js';

/** Render workers at most: one for a slow page, one for everything else. */
export const DEV_RENDER_WORKERS = 2;

export interface WorkerSiteHooks {
  /** Answer first from a provisional site while the full one loads (default true). */
  provisional?: boolean;
  /**
   * Awaited before the full site starts reading the project (the dev server's watcher, ready:
   * an edit made after that read is seen); after a provisional start, once the provisional site
   * has answered the requests made while it loaded (its first page).
   */
  beforeFull?: () => Promise<void>;
  /** Load the provisional site's project on this thread while its worker loads the renderer, and hand it over (default: when a core is spare, `spareCore`). */
  handOff?: boolean;
  /** Awaited once the full site is loaded, before it takes over from the provisional one (tests hold it there). */
  beforeComplete?: () => Promise<void>;
  /** Hear the URL paths asked for while the site loads: the provisional worker reads the first ones ahead (src/dev/warm-page.ts). */
  asked?: (listener: (urlPath: string) => void) => void;
}

/** A site on worker threads; `complete` resolves once the full site answers everything (absent: it did from the start). */
export type WorkerSite = DevSite & { close(): Promise<void>; complete?: Promise<void> };

interface Slot {
  worker: Worker;
  /** Requests sent and not answered yet. */
  busy: number;
  /** End the worker once its requests are answered. */
  retiring?: boolean;
  /** Ended by the pool (`endSlot`: the site closed, a worker retired): its exit is no failure. */
  ended?: boolean;
  /** Background requests (the link check) sent and not answered yet: a change is not kept waiting for this worker. */
  background: number;
  /** Woken when `busy` drops to 0. */
  idle: (() => void)[];
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

/**
 * The worker of a new slot: `early` (src/dev/early-worker.ts) given its data first, or a new one.
 * Data still coming (a promise) is posted as its first message once it is there; the worker loads
 * the renderer meanwhile.
 */
function slotWorker(data: SiteWorkerData | Promise<SiteWorkerData>, early: Worker | undefined): Worker {
  if (!early && !(data instanceof Promise)) return startWorker(new URL('../dev/site-worker.js', import.meta.url), new URL('../dev/site-worker.ts', import.meta.url), data);
  const worker = early ?? startWorker(new URL('../dev/site-worker.js', import.meta.url), new URL('../dev/site-worker.ts', import.meta.url), { early: true } satisfies EarlyWorkerData);
  if (data instanceof Promise) void data.then((given) => postData(worker, given));
  else postData(worker, data);
  return worker;
}

/** Posts a worker its data; a handed project that does not clone is left out, and the worker loads the project itself. */
function postData(worker: Worker, data: SiteWorkerData): void {
  try {
    worker.postMessage(data);
  } catch (error) {
    if (data.project === undefined) throw error;
    const { project: _project, ...own } = data;
    worker.postMessage(own);
  }
}

/**
 * A worker holding the whole site, wired so its replies reach their requests; `onGone` hears
 * when it fails or exits. `early`: the worker the CLI started before the server loaded, if any.
 * Requests go to it after `data` (`ready` waits for it).
 */
function startSlot(data: SiteWorkerData | Promise<SiteWorkerData>, onGone: (slot: Slot) => void, early?: Worker): Slot {
  const worker = slotWorker(data, early);
  // Never keeps the process alive: the server's close() ends the workers.
  worker.unref();
  const slot: Slot = { worker, busy: 0, background: 0, idle: [], pending: new Map(), ready: Promise.resolve({ id: -1 }) };
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
  worker.on('exit', (code) =>
    fail(new Error(slot.ended ? 'Unexpected close of the dev site while it rendered' : `Unexpected exit of a dev render worker (code ${code}), expected it to run until the server stops`)),
  );
  return slot;
}

/** End a slot's worker: its exit (code 1, as every terminated thread's) is then no failure to report. */
function endSlot(slot: Slot): Promise<number> {
  slot.ended = true;
  return slot.worker.terminate();
}

/** Start the site on worker threads; rejects as createSite would (a FatalError's findings kept). */
export async function workerSite(root: string, publish?: string[], offline = true, hooks: WorkerSiteHooks = {}): Promise<WorkerSite> {
  // The worker threads load the configuration the command chose (their modules start from the default).
  const pool = createPool({ root, offline, ...(publish ? { publish } : {}), config: configState() });
  if (hooks.provisional === false) dropEarlyWorker();
  const quick = hooks.provisional === false ? undefined : pool.startProvisional(hooks.handOff ?? spareCore());
  if (quick) hooks.asked?.((urlPath) => pool.warm(quick, urlPath));
  // The full site is started once the provisional one has answered its first requests: on a busy machine the two would share its cores.
  const answering = quick ? await quick.ready.then((reply) => reply.error === undefined, () => false) : false;
  if (!quick || !answering) {
    if (quick) pool.retire(quick);
    await hooks.beforeFull?.();
    await pool.firstReady(pool.start(), true);
    firstAnswered();
    // The second worker loads the site now, ready before a slow page needs it.
    pool.fill();
    return pool.site();
  }
  const complete = (async (): Promise<void> => {
    // The first page first: the full site (and the watcher's scan before it) would share the cores with its render.
    await settledRequests(quick);
    firstAnswered();
    await hooks.beforeFull?.();
    // Closed meanwhile (the server stopped): no worker starts after its close.
    if (pool.closed()) throw new Error('Unexpected close of the dev site while it loaded');
    await pool.firstReady(pool.start(), false);
    await hooks.beforeComplete?.();
    pool.retire(quick);
    pool.fill();
  })();
  // A failed full site is the caller's to hear through `complete`; it never goes unhandled.
  complete.catch(() => undefined);
  return { ...pool.site(), complete };
}

/**
 * Resolves once `slot` has answered every request made so far, those of the server's handlers
 * that waited for the site to load included (they ask in the turn the site is handed over: one
 * macrotask later they have).
 */
async function settledRequests(slot: Slot): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  if (slot.busy > 0) await new Promise<void>((resolve) => slot.idle.push(resolve));
}

interface Pool {
  start(): Slot;
  /** Whether the site was closed. */
  closed(): boolean;
  /** `handOff`: the project is loaded on this thread and handed over (`handedData`). */
  startProvisional(handOff: boolean): Slot;
  /** Wait for the first full worker; rejects with its error (its site failed, the pool closed), closing the pool first with `closeOnError`. */
  firstReady(slot: Slot, closeOnError: boolean): Promise<void>;
  /** Start full workers up to DEV_RENDER_WORKERS. */
  fill(): void;
  /** End the provisional worker once its requests are answered. */
  retire(slot: Slot): void;
  /** Have the provisional worker read ahead the page `urlPath` names (the first WARM_PAGES paths asked for, while it loads). */
  warm(slot: Slot, urlPath: string): void;
  site(): WorkerSite;
}

/** How many pages asked for while the site loads the provisional worker reads ahead: the first page is what counts. */
export const WARM_PAGES = 2;

/** The workers of one site: the full ones in `slots`, the provisional one while it answers first. */
interface PoolState {
  data: SiteWorkerData;
  nextId: number;
  routes: string[];
  findings: Finding[];
  slots: Slot[];
  provisional: Slot | undefined;
  closed: boolean;
  /** What the first worker fetched (remote specs): the workers after it read the cache instead of fetching again. */
  fetched: FetchedRemote | undefined;
  /**
   * Resolves once the first full worker is started (or the pool closed): a request the
   * provisional site leaves to the full one waits for it rather than start a worker of its own,
   * which would read the project before the watcher is ready and fetch remote specs again.
   */
  fullStarted: Promise<void>;
  /** Resolve `fullStarted`. */
  markFullStarted: () => void;
}

function request(state: PoolState, slot: Slot, op: SiteWorkerRequest['op'], arg?: SiteWorkerRequest['arg']): Promise<SiteWorkerReply> {
  return requestOf(slot, state.nextId++, op, arg);
}

/** A full worker's reply: its error thrown, its routes and findings kept as the site's. */
function take(state: PoolState, reply: SiteWorkerReply): SiteWorkerReply {
  if (reply.error) throw rebuildError(reply.error);
  if (reply.routes) state.routes = reply.routes;
  if (reply.findings) state.findings = reply.findings.filter(isFinding);
  return reply;
}

/** A full worker, loading the site now. */
function startFull(state: PoolState): Slot {
  const slot = startSlot({ ...state.data, ...(state.fetched ? { fetched: state.fetched } : {}) }, (gone) => {
    const at = state.slots.indexOf(gone);
    if (at >= 0) state.slots.splice(at, 1);
  });
  slot.ready = request(state, slot, 'start');
  state.slots.push(slot);
  return slot;
}

/** The least busy full worker; another one is started while every worker is busy. */
function pick(state: PoolState): Slot {
  const { slots } = state;
  const idle = slots.find((slot) => slot.busy === 0);
  if (idle) return idle;
  if (slots.length + (state.provisional ? 1 : 0) < DEV_RENDER_WORKERS || slots.length === 0) return startFull(state);
  return slots.reduce((a, b) => (b.busy < a.busy ? b : a));
}

/** One request once the worker's site is loaded, counted in its `busy`; a retiring worker ends after its last answer. */
async function ask(state: PoolState, slot: Slot, op: 'render' | 'changed' | 'links', arg?: string | string[]): Promise<SiteWorkerReply> {
  slot.busy++;
  try {
    await slot.ready;
    return await request(state, slot, op, arg);
  } finally {
    slot.busy--;
    if (slot.busy === 0) for (const wake of slot.idle.splice(0)) wake();
    if (slot.retiring && slot.busy === 0) void endSlot(slot);
  }
}

async function closeAll(state: PoolState): Promise<void> {
  state.closed = true;
  state.markFullStarted();
  const ending = [...state.slots.splice(0), ...(state.provisional ? [state.provisional] : [])];
  state.provisional = undefined;
  await Promise.all(ending.map(endSlot));
}

/**
 * `result` with the routes of the other workers' answers to the same change: each worker knows the pages it rendered (a
 * snippet's dependents among them), so a page one rendered while another was busy (with the link check,
 * src/render/site/site-links.ts) is in that one's answer only. An error or a missing answer adds nothing.
 */
function mergeChanges(result: ChangeResult, replies: readonly (SiteWorkerReply | undefined)[]): ChangeResult {
  const routes = new Set(result.routes);
  let reloadAll = result.reloadAll;
  for (const reply of replies) {
    if (!reply || reply.error) continue;
    const other = reply.value as ChangeResult;
    reloadAll ||= other.reloadAll;
    for (const route of other.routes) routes.add(route);
  }
  return { reloadAll, routes: [...routes] };
}

/** A worker's answer to a change, and whether it was busy with background work (the link check) when asked. */
export interface ChangeAsked {
  background: boolean;
  reply: Promise<SiteWorkerReply>;
}

/**
 * The answer to a change from the workers' answers (`taken`: the first one's value, its error thrown). A worker busy
 * with the link check hears the change between two of its pages: the others answer for the edit (each has the same
 * project), and what that one adds comes `later` (issue 51: an edit never waits behind background work). Every
 * worker busy: all are waited for.
 */
export async function changeAnswer(asked: readonly ChangeAsked[], taken: (reply: SiteWorkerReply) => ChangeResult, routes: string[]): Promise<ChangeResult> {
  const free = asked.filter((one) => !one.background);
  const first = free.length > 0 ? free : asked;
  const rest = asked.filter((one) => !first.includes(one));
  for (const { reply } of rest) reply.catch(() => undefined);
  const [head, ...others] = await Promise.all(first.map(({ reply }) => reply));
  if (!head) return { reloadAll: true, routes };
  const merged = mergeChanges(taken(head), others);
  if (rest.length === 0) return merged;
  const later = Promise.all(rest.map(({ reply }) => reply.catch(() => undefined))).then((replies): ChangeResult => {
    const whole = mergeChanges(merged, replies);
    const told = new Set(merged.routes);
    return { reloadAll: whole.reloadAll && !merged.reloadAll, routes: whole.routes.filter((route) => !told.has(route)) };
  });
  return { ...merged, later };
}

/** The site the dev server sees: the provisional worker answers what it can while it is there, the full workers the rest. */
function poolSite(state: PoolState): WorkerSite {
  return {
    root: state.data.root,
    routes: () => state.routes,
    findings: () => state.findings,
    async render(urlPath: string): Promise<RenderResult | undefined> {
      const quick = state.provisional;
      if (quick) {
        // `later`, an error or its end: the full site answers.
        const reply = await ask(state, quick, 'render', urlPath).catch(() => undefined);
        const value = reply?.error ? undefined : (reply?.value as (RenderResult & { later?: true }) | undefined);
        if (value && value.later !== true) return value;
      }
      await state.fullStarted;
      if (state.closed) throw new Error('Unexpected close of the dev site while it rendered');
      return take(state, await ask(state, pick(state), 'render', urlPath)).value as RenderResult | undefined;
    },
    async changed(files: string[]): Promise<ChangeResult> {
      const quick = state.provisional;
      const asked = state.slots.map((slot) => ({ background: slot.background > 0, reply: ask(state, slot, 'changed', files) }));
      if (quick) {
        // The full site hears the change too (after its load); until it is in, the provisional one answers.
        for (const { reply } of asked) reply.catch(() => undefined);
        const reply = await ask(state, quick, 'changed', files).catch(() => undefined);
        if (reply && state.provisional === quick) return take(state, reply).value as ChangeResult;
      }
      return changeAnswer(asked, (reply) => take(state, reply).value as ChangeResult, state.routes);
    },
    // On the first full worker, always: its records of the pages (src/render/site/site-links.ts) are kept between checks.
    // Busy with it, the worker leaves the pages asked for meanwhile to the other one (`pick`).
    async links(): Promise<PageFinding[]> {
      await state.fullStarted;
      const slot = state.slots[0];
      if (state.closed || !slot) return [];
      slot.background++;
      try {
        return take(state, await ask(state, slot, 'links')).value as PageFinding[];
      } finally {
        slot.background--;
      }
    },
    close: async () => {
      if (!state.closed) await closeAll(state);
    },
  };
}

/**
 * Whether a core is free for the main thread to load the project while the worker loads the
 * renderer: two cores or more, and fewer processes waiting for them (the last minute's load
 * average) than there are cores. Otherwise the load here would only add the cost of its modules
 * (~0.2 s of CPU at 5,000 pages, paired runs at load 17-30: the same wall time, 1.13x the CPU).
 */
export function spareCore(cores = availableParallelism(), load = loadavg()[0] ?? 0): boolean {
  return cores >= 2 && load < cores;
}

/**
 * `data` with the project loaded here, on the main thread, while the worker loads the renderer
 * (issue 51: the two cores share the start), when a core is spare; a project that fails to load
 * is left to the worker, which then fails as it would have (its error, its findings).
 */
async function handedData(data: SiteWorkerData, handOff: boolean): Promise<SiteWorkerData> {
  if (!handOff) return data;
  try {
    // An entry of the built bundle (scripts/bundle.mjs `bundleShared`), sharing the dev worker's chunks.
    const { loadHandedProject } = await import('./hand-project.js');
    return { ...data, project: await loadHandedProject(workerSiteOptions(data)) };
  } catch {
    return data;
  }
}

function createPool(data: SiteWorkerData): Pool {
  let markFullStarted = (): void => undefined;
  const fullStarted = new Promise<void>((resolve) => (markFullStarted = resolve));
  const state: PoolState = { data, nextId: 0, routes: [], findings: [], slots: [], provisional: undefined, closed: false, fetched: undefined, fullStarted, markFullStarted };
  const site = poolSite(state);
  /** The paths the provisional worker was asked to read ahead. */
  const warmed = new Set<string>();
  return {
    start() {
      const slot = startFull(state);
      state.markFullStarted();
      return slot;
    },
    closed: () => state.closed,
    startProvisional(handOff) {
      // Never online: what it cannot read from the cache folder, it leaves to the full site.
      const given = handedData({ ...data, offline: true, provisional: true }, handOff);
      const slot = startSlot(
        given,
        (gone) => {
          if (state.provisional === gone) state.provisional = undefined;
        },
        takeEarlyWorker(),
      );
      slot.ready = given.then(() => request(state, slot, 'start'));
      state.provisional = slot;
      return slot;
    },
    async firstReady(slot, closeOnError) {
      try {
        state.fetched = take(state, await slot.ready).fetched;
      } catch (error) {
        if (closeOnError) await closeAll(state);
        throw error;
      }
      if (state.closed) throw new Error('Unexpected close of the dev site while it loaded');
    },
    fill() {
      while (!state.closed && state.slots.length < DEV_RENDER_WORKERS) startFull(state).ready.catch(() => undefined);
    },
    warm(slot, urlPath) {
      if (state.provisional !== slot || warmed.has(urlPath) || warmed.size >= WARM_PAGES) return;
      warmed.add(urlPath);
      slot.worker.postMessage({ id: -1, op: 'warm', arg: [data.root, urlPath] } satisfies SiteWorkerRequest);
    },
    retire(slot) {
      if (state.provisional === slot) state.provisional = undefined;
      slot.retiring = true;
      if (slot.busy === 0) void endSlot(slot);
    },
    site: () => site,
  };
}
