// A dev render worker: one whole site (the renderer's, in dev mode) on its own thread, so a
// page that takes long to render never holds up the dev server's other requests (issue 23).
// The main thread talks to it through site-workers.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { isRecord } from '../guards.js';
import type { EarlyWorkerData } from './early-worker.js';
import { workerSiteOptions, type SiteWorkerData } from './site-worker-options.js';
import { chooseConfig } from '../lint/config-choice.js';
import type { DevSite } from './site-contract.js';
import type { FetchedRemote, Site } from '../render/site/site-types.js';

export type { SiteWorkerData } from './site-worker-options.js';

export interface SiteWorkerRequest {
  id: number;
  /** `warm`: read ahead the page `arg` (`[root, urlPath]`) names while the site loads (warm-page.ts); it has no reply. */
  op: 'start' | 'render' | 'changed' | 'links' | 'warm';
  arg?: string | string[];
}

export interface SiteWorkerReply {
  id: number;
  value?: unknown;
  routes?: string[];
  findings?: unknown[];
  /** On `start`: what the site fetched from the network, for the workers started after it. */
  fetched?: FetchedRemote;
  /** What was thrown: its message, and the findings a FatalError carries. */
  error?: { message: string; diagnostics?: unknown[] };
}

const given = workerData as SiteWorkerData | EarlyWorkerData;
/** Resolves the data of an early worker (src/dev/early-worker.ts): its first message. */
let configure: ((data: SiteWorkerData) => void) | undefined;
const data: Promise<SiteWorkerData> = 'early' in given ? new Promise((resolve) => (configure = resolve)) : Promise.resolve(given);
// The renderer loads at once, while an early worker waits for its project.
const renderer = import('../render/site/site.js');
const site: Promise<DevSite & Pick<Site, 'fetched' | 'links'>> = Promise.all([renderer, data]).then(([{ createSite }, d]) => {
  // The configuration the command chose (`dev --no-config` …): this thread's modules start from the default.
  if (d.config) chooseConfig(d.config.choice, { refuseCode: d.config.refuseCode });
  return createSite(workerSiteOptions(d));
});
// A site that fails to load answers each request with that error.
site.catch(() => undefined);
/** Whether the site is made: a page read ahead after that would only come before its own render. */
let made = false;
site.then(() => (made = true), () => undefined);
/** The pages being read ahead (warm-page.ts); requests wait for them, so the two never share the highlighter's loading. */
let warming: Promise<unknown> = Promise.resolve();

/** Read ahead the page a `warm` request names, once the renderer is loaded and while the site is not made yet. */
function warm(arg: SiteWorkerRequest['arg']): void {
  if (!Array.isArray(arg) || arg.length !== 2 || made) return;
  const [root = '', urlPath = ''] = arg;
  warming = Promise.all([warming, renderer])
    .then(() => (made ? undefined : import('./warm-page.js').then(({ warmPage }) => warmPage(root, urlPath))))
    .catch(() => undefined);
}

async function answer(request: SiteWorkerRequest): Promise<SiteWorkerReply> {
  try {
    await warming;
    const current = await site;
    let value: unknown;
    if (request.op === 'render') value = await current.render(String(request.arg));
    else if (request.op === 'changed') value = await current.changed(Array.isArray(request.arg) ? request.arg : []);
    else if (request.op === 'links') value = await current.links();
    const fetched = request.op === 'start' ? current.fetched() : undefined;
    return { id: request.id, value, routes: current.routes(), findings: current.findings?.() ?? [], ...(fetched ? { fetched } : {}) };
  } catch (thrown) {
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    const diagnostics = isRecord(thrown) && Array.isArray(thrown.diagnostics) ? (thrown.diagnostics as unknown[]) : undefined;
    return { id: request.id, error: { message, ...(diagnostics ? { diagnostics } : {}) } };
  }
}

parentPort?.on('message', (message: SiteWorkerRequest | SiteWorkerData) => {
  if ('op' in message && message.op === 'warm') {
    warm(message.arg);
    return;
  }
  if (configure) {
    configure(message as SiteWorkerData);
    configure = undefined;
    return;
  }
  void answer(message as SiteWorkerRequest).then((reply) => parentPort?.postMessage(reply));
});
