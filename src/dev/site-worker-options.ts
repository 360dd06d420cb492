// The site options a dev render worker makes its site with, from its `SiteWorkerData`: one
// function, so the project the main thread loads for it (site-workers.ts) is the one it would load.
import type { HandedProject } from '../render/layout/project.js';
import type { FetchedRemote, SiteOptions } from '../render/site/site-types.js';
import type { configState } from '../lint/config-choice.js';

export interface SiteWorkerData {
  root: string;
  publish?: string[];
  /** Never fetch remote specs (`dev --offline`). */
  offline?: boolean;
  /** What the session's first worker fetched: this one does not fetch it again. */
  fetched?: FetchedRemote;
  /** The provisional site (src/render/site/site-provisional.ts): the first answers, before every page is read. */
  provisional?: boolean;
  /** The project, loaded by the main thread while this worker loaded the renderer (`SiteOptions.handedProject`). */
  project?: HandedProject;
  /** The configuration the command chose (`dev --config`, `--no-config`, `DOCWRIGHT_NO_JS_CONFIG`), which the worker's site loads as the main thread would. */
  config?: ReturnType<typeof configState>;
}

/** `createSite`'s options for a dev render worker started with `data` (dev mode; offline unless `offline: false`). */
export function workerSiteOptions(data: SiteWorkerData): SiteOptions {
  return {
    root: data.root,
    dev: true,
    offline: data.offline !== false,
    ...(data.publish && data.publish.length > 0 ? { publish: data.publish } : {}),
    ...(data.fetched ? { fetched: data.fetched } : {}),
    ...(data.provisional ? { provisional: true } : {}),
    ...(data.project ? { handedProject: data.project } : {}),
  };
}
