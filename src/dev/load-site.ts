import type { SiteFactory } from './site-contract.js';

/**
 * The renderer's site in dev mode (pages rendered on demand and kept in memory), loaded only
 * when the dev server starts. It runs on worker threads (site-workers.ts): rendering a slow
 * page never blocks the server's other requests. `DOCWRIGHT_DEV_WORKERS=0` renders on the
 * server's own thread.
 */
export const defaultSiteFactory = async (root: string, publish?: string[], offline = true): ReturnType<SiteFactory> => {
  if (process.env.DOCWRIGHT_DEV_WORKERS !== '0') {
    const { workerSite } = await import('./site-workers.js');
    return workerSite(root, publish, offline);
  }
  const { createSite } = await import('../render/site/site.js');
  return createSite({ root, dev: true, offline, ...(publish && publish.length > 0 ? { publish } : {}) });
};
