// The dev server's invalidation: which pages a changed file makes stale (a page, a snippet
// and the pages that include it, a spec and its API pages), or a reload of the whole project
// (docs.json, navigation titles, a new page).
import { relative, resolve, sep } from 'node:path';
import { isSnippet } from '../../project/ignore.js';
import { readTextInsideSync } from '../../fs/paths.js';
import { entryFor, hashText, type PageEntry } from './project.js';
import { reloadProject, siteRoutes, type SiteContext } from './site-context.js';

function readTextSync(root: string, path: string): string | undefined {
  try {
    return readTextInsideSync(root, path);
  } catch {
    return undefined;
  }
}

export async function applyChanges(ctx: SiteContext, files: readonly string[]): Promise<{ reloadAll: boolean; routes: string[] }> {
  const { root, project, memory } = ctx;
  let reloadAll = false;
  const routes = new Set<string>();
  for (const input of files) {
    const file = resolve(root, input);
    // What the project leaves out (build output, ignored files) changes nothing.
    if (project.ignores(file)) continue;
    if (project.configFiles.includes(file) || /\/(docs|mint)\.json$/.test(file)) {
      reloadAll = true;
      continue;
    }
    if (/\.(json|ya?ml)$/i.test(file)) {
      // An OpenAPI spec: every API page may depend on it.
      for (const entry of project.pages.values()) {
        if (entry.api) {
          memory.delete(entry.path);
          routes.add(entry.url);
        }
      }
      continue;
    }
    if (!/\.mdx?$/i.test(file)) continue;
    // Read in line: one changed file, where the thread pool's several trips (open, stat,
    // read, close) would each wait their turn on a busy machine.
    const source = readTextSync(root, file);
    const hash = source === undefined ? undefined : hashText(source);
    const page = [...project.pages.values()].find((e) => e.file === file);
    if (page) {
      if (source === undefined) {
        reloadAll = true;
        continue;
      }
      // Saved again without a change (or the second event of one save): nothing to do.
      if (hash === page.hash) continue;
      // Rendered from the text read here, so the page in memory is the version its hash names.
      const fresh: PageEntry = { ...entryFor(root, file, source, page.inNav), source };
      const navChanged = fresh.title !== page.title || fresh.sidebarTitle !== page.sidebarTitle || fresh.hidden !== page.hidden || fresh.icon !== page.icon || fresh.tag !== page.tag || fresh.method !== page.method;
      project.pages.set(fresh.path, fresh);
      project.byUrl.set(fresh.url, fresh);
      ctx.state.snippets.delete(file);
      memory.delete(page.path);
      routes.add(page.url);
      if (navChanged) {
        ctx.state.sidebarCache.clear();
        reloadAll = true;
      }
    } else {
      // A snippet (or a new page).
      if (hash !== undefined && ctx.snippetHashes.get(file) === hash) continue;
      if (hash === undefined) ctx.snippetHashes.delete(file);
      else ctx.snippetHashes.set(file, hash);
      ctx.state.snippets.delete(file);
      let dependents = 0;
      for (const [path, output] of memory) {
        if (output.dependencies.includes(file)) {
          memory.delete(path);
          routes.add(output.url);
          dependents++;
        }
      }
      const snippet = isSnippet(relative(root, file).split(sep).join('/')) || dependents > 0;
      if (!snippet && source !== undefined) reloadAll = true;
    }
  }
  if (reloadAll) await reloadProject(ctx);
  ctx.searchFiles = undefined;
  return { reloadAll, routes: reloadAll ? siteRoutes(ctx) : [...routes] };
}
