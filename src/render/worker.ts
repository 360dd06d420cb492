// A render worker: receives the project once, then page paths; answers with each page's output.
import { parentPort, workerData } from 'node:worker_threads';
import type { ParsedPage } from '../parse/index.js';
import type { ClonedProject } from './pool.js';
import { relieveHeap } from '../lint/heap.js';
import { renderPageOutput, type PageRenderState, type RenderSettings } from './page/render-page.js';

const data = workerData as { project: ClonedProject; settings: RenderSettings };
// A worker renders pages and never asks the ignore policy (only dev's change handling does).
const state: PageRenderState = { project: { ...data.project, ignores: () => false }, settings: data.settings, snippets: new Map<string, Promise<ParsedPage | undefined>>(), sidebarCache: new Map() };

parentPort?.on('message', (path: string) => {
  const entry = state.project.pages.get(path);
  if (!entry) {
    parentPort?.postMessage({ type: 'error', path, message: 'Unknown page' });
    return;
  }
  // Render workers serve only `build`, whose cache keeps each page's layout input.
  renderPageOutput(state, entry, entry.hash, true).then(
    (output) => {
      parentPort?.postMessage({ type: 'done', path, output });
      // A page leaves megabytes of garbage that V8 would let pile up to several times what the
      // thread holds (~200 MB a thread at 500 pages): collected past a threshold instead.
      relieveHeap();
    },
    (error: unknown) => parentPort?.postMessage({ type: 'error', path, message: error instanceof Error ? error.message : String(error) }),
  );
});
