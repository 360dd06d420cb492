// A dev render worker: one whole site (the renderer's, in dev mode) on its own thread, so a
// page that takes long to render never holds up the dev server's other requests (issue 23).
// The main thread talks to it through site-workers.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { isRecord } from '../guards.js';
import type { DevSite } from './site-contract.js';
import type { FetchedRemote, Site } from '../render/site/site-types.js';

export interface SiteWorkerData {
  root: string;
  publish?: string[];
  /** Never fetch remote specs (`dev --offline`). */
  offline?: boolean;
  /** What the session's first worker fetched: this one does not fetch it again. */
  fetched?: FetchedRemote;
  /** The provisional site (src/render/site/site-provisional.ts): the first answers, before every page is read. */
  provisional?: boolean;
}

export interface SiteWorkerRequest {
  id: number;
  op: 'start' | 'render' | 'changed';
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

const data = workerData as SiteWorkerData;
const site: Promise<DevSite & Pick<Site, 'fetched'>> = import('../render/site/site.js').then(({ createSite }) =>
  createSite({ root: data.root, dev: true, offline: data.offline !== false, ...(data.publish && data.publish.length > 0 ? { publish: data.publish } : {}), ...(data.fetched ? { fetched: data.fetched } : {}), ...(data.provisional ? { provisional: true } : {}) }),
);
// A site that fails to load answers each request with that error.
site.catch(() => undefined);

async function answer(request: SiteWorkerRequest): Promise<SiteWorkerReply> {
  try {
    const current = await site;
    let value: unknown;
    if (request.op === 'render') value = await current.render(String(request.arg));
    else if (request.op === 'changed') value = await current.changed(Array.isArray(request.arg) ? request.arg : []);
    const fetched = request.op === 'start' ? current.fetched() : undefined;
    return { id: request.id, value, routes: current.routes(), findings: current.findings?.() ?? [], ...(fetched ? { fetched } : {}) };
  } catch (thrown) {
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    const diagnostics = isRecord(thrown) && Array.isArray(thrown.diagnostics) ? (thrown.diagnostics as unknown[]) : undefined;
    return { id: request.id, error: { message, ...(diagnostics ? { diagnostics } : {}) } };
  }
}

parentPort?.on('message', (request: SiteWorkerRequest) => {
  void answer(request).then((reply) => parentPort?.postMessage(reply));
});
