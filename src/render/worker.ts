// A render worker: receives the project once, then page paths; answers with each page's output.
import { parentPort, workerData } from 'node:worker_threads';
import type { ParsedPage } from '../parse/index.js';
import type { ClonedProject } from './pool.js';
import { relieveHeap } from '../lint/heap.js';
import { buildSidebarCache } from './layout/layout.js';
import { languageFolders } from './pool.js';
import { renderPageOutput, type PageRenderState, type RenderSettings } from './layout/render-page.js';

/** A render thread collects once its heap holds this much, or `HEAP_FACTOR` times what it held after the last collection. */
const HEAP_FLOOR = 64 * 1024 * 1024;
const HEAP_FACTOR = 1.5;
/** Divisions whose sidebar a render thread keeps a language: pages come division by division, a page with its translations (src/render/pool.ts, `translationDealer`), so each thread sees one or two of each language's at a time. */
const SIDEBARS = 2;

const data = workerData as { project: ClonedProject; settings: RenderSettings; keepViews: boolean };
// A worker renders pages and never asks the ignore policy (only dev's change handling does).
const state: PageRenderState = { project: { ...data.project, ignores: () => false }, settings: data.settings, snippets: new Map<string, Promise<ParsedPage | undefined>>(), sidebarCache: buildSidebarCache(SIDEBARS, languageFolders(data.project).size) };

parentPort?.on('message', (path: string) => {
  const entry = state.project.pages.get(path);
  if (!entry) {
    parentPort?.postMessage({ type: 'error', path, message: 'Unknown page' });
    return;
  }
  // Render workers serve only `build`, whose cache (when it has one) keeps each page's layout input.
  renderPageOutput(state, entry, entry.hash, data.keepViews).then(
    (output) => {
      parentPort?.postMessage({ type: 'done', path, output });
      // A page leaves megabytes of garbage that V8 would let pile up to several times what the
      // thread holds (~200 MB a thread at 500 pages): collected past a threshold instead, half
      // as much again as the thread holds (~45 MB: its modules, the grammars, the cache of
      // highlighted code), not twice as much (issue 33: ~40 MB less a thread at 5,000 pages).
      relieveHeap(HEAP_FLOOR, HEAP_FACTOR);
    },
    (error: unknown) => parentPort?.postMessage({ type: 'error', path, message: error instanceof Error ? error.message : String(error) }),
  );
});
