import type { SiteFactory, SiteStart } from './site-contract.js';

/**
 * The renderer's site in dev mode (pages rendered on demand and kept in memory), loaded only
 * when the dev server starts. It runs on worker threads (site-workers.ts): rendering a slow
 * page never blocks the server's other requests. `DOCWRIGHT_DEV_WORKERS=0` renders on the
 * server's own thread. `start.watch` is called before the project is read in full (after the
 * provisional site's first answers, on workers).
 */
export const defaultSiteFactory = async (root: string, publish?: string[], offline = true, start?: SiteStart): ReturnType<SiteFactory> => {
  if (process.env.DOCWRIGHT_DEV_WORKERS !== '0') {
    const { workerSite } = await import('./site-workers.js');
    return workerSite(root, publish, offline, start ? { beforeFull: start.watch, ...(start.onAsked ? { asked: start.onAsked } : {}) } : {});
  }
  const { dropEarlyWorker } = await import('./early-worker.js');
  dropEarlyWorker();
  // Every file watched before the site reads them: an edit made while it loads is seen.
  await start?.watch();
  const { createSite } = await import('../render/site/site.js');
  return createSite({ root, dev: true, offline, ...(publish && publish.length > 0 ? { publish } : {}) });
};
