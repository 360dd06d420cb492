import type { SiteFactory } from './site-contract.js';

/** The renderer's site, loaded only when the dev server starts. */
export const defaultSiteFactory: SiteFactory = async () => {
  throw new Error('The site renderer is not available in this version of docwright');
};
