// A throwaway project built as most site tests build one: in this thread, no cache, into a fresh folder.
import { createSite } from '../../src/render/site/site.js';
import type { BuildResult, SiteOptions } from '../../src/render/site/site-types.js';
import { tempOutDir, tempProject } from './project.js';

/** A project of `files` (path → text) built with `options` in this thread and without a cache: its root, output folder and the build's result. */
export async function buildProject(files: Record<string, string>, options: Partial<Omit<SiteOptions, 'root'>> = {}): Promise<{ root: string; out: string; result: BuildResult }> {
  const root = tempProject(files, 'docwright-render-');
  const out = tempOutDir();
  const result = await (await createSite({ root, workers: 0, cacheDir: false, ...options })).build(out);
  return { root, out, result };
}
