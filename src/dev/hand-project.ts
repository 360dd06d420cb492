// The provisional site's project as the dev server's main thread loads it for the render worker
// (site-workers.ts `handedData`, issue 51): its own entry, so the built CLI loads it from the dev
// worker's bundle (scripts/bundle.mjs `bundleDevWorker`), sharing its chunks.
export { loadHandedProject } from '../render/site/site-project.js';
