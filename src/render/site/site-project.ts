// The project a site is made from, as `createSite` loads it: shared with the dev server's main
// thread, which loads a provisional site's project while its render worker loads the renderer
// (issue 51) and hands it over (`SiteOptions.handedProject`).
import { join, resolve } from 'node:path';
import { handOverProject, loadSiteProject, type HandedProject, type LoadSiteProjectOptions } from '../layout/project.js';
import type { SiteOptions } from './site-types.js';

/** The options `createSite` loads the project at `root` (absolute) with, for `options`. */
export function siteProjectOptions(options: SiteOptions, root: string): LoadSiteProjectOptions & { exclude: string[]; offline: boolean; specCacheDir: string } {
  const specCacheDir = resolve(options.specCacheDir ?? join(root, '.docwright-cache'));
  return { exclude: options.exclude ?? [], offline: options.offline ?? true, specCacheDir, ...(options.publish ? { publish: options.publish } : {}), ...(options.pages ? { pages: options.pages } : {}), ...(options.provisional ? { provisional: true } : {}) };
}

/**
 * The project `createSite(options)` would load, ready to post to the thread that makes the
 * site (as `options.handedProject` there); rejects as `loadSiteProject` does (a FatalError).
 */
export async function loadHandedProject(options: SiteOptions): Promise<HandedProject> {
  const root = resolve(options.root);
  return handOverProject(await loadSiteProject(root, siteProjectOptions(options, root)));
}
