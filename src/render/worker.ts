// A render worker: receives the project once, then page paths; answers with each page's output.
import { parentPort, workerData } from 'node:worker_threads';
import type { ParsedPage } from '../parse/index.js';
import type { Project } from './project.js';
import { renderPageOutput, type PageRenderState, type RenderSettings } from './render-page.js';

const data = workerData as { project: Project; settings: RenderSettings };
const state: PageRenderState = { project: data.project, settings: data.settings, snippets: new Map<string, Promise<ParsedPage | undefined>>(), sidebarCache: new Map() };

parentPort?.on('message', (path: string) => {
  const entry = state.project.pages.get(path);
  if (!entry) {
    parentPort?.postMessage({ type: 'error', path, message: 'Unknown page' });
    return;
  }
  renderPageOutput(state, entry).then(
    (output) => parentPort?.postMessage({ type: 'done', path, output }),
    (error: unknown) => parentPort?.postMessage({ type: 'error', path, message: error instanceof Error ? error.message : String(error) }),
  );
});
