// The provisional site's project as the dev server's main thread loads it for the render worker
// (site-workers.ts `handedData`, issue 51): its own entry of the built bundle (scripts/bundle.mjs
// `bundleShared`), so the main thread loads it from the chunks it shares with the dev worker.
export { loadHandedProject } from '../render/site/site-project.js';
