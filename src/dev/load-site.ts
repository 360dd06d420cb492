import type { SiteFactory } from './site-contract.js';

/** The renderer's site in dev mode (pages rendered on demand and kept in memory), loaded only when the dev server starts. */
export const defaultSiteFactory = async (root: string, publish?: string[]): ReturnType<SiteFactory> => {
  const { createSite } = await import('../render/site.js');
  return createSite({ root, dev: true, offline: true, ...(publish && publish.length > 0 ? { publish } : {}) });
};
