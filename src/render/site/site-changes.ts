// The dev server's invalidation: which pages a changed file makes stale (a page, a snippet
// and the pages that include it, a spec and its API pages, the pages that show a changed
// title), or a reload of the whole project (docs.json, a new page, a page shown or hidden).
import { relative, resolve, sep } from 'node:path';
import { isSnippet } from '../../project/ignore.js';
import { readTextInsideSync } from '../../fs/paths.js';
import { clearSpecCache, specFilesRead } from '../../openapi/load.js';
import { configuredSpecs } from '../../project/specs.js';
import { entryFor, hashText, type PageEntry } from '../layout/project.js';
import { reloadProject, siteRoutes, type SiteContext } from './site-context.js';
import { pageMayShow, pageNavigationDigest } from '../layout/page-layout.js';

function readTextSync(root: string, path: string): string | undefined {
  try {
    return readTextInsideSync(root, path);
  } catch {
    return undefined;
  }
}

/** Whether what other pages show of a page (in their sidebars, as their previous or next) differs between `before` and `after`. */
function shownChanged(before: PageEntry, after: PageEntry): boolean {
  return before.title !== after.title || before.sidebarTitle !== after.sidebarTitle || before.icon !== after.icon || before.iconType !== after.iconType || before.tag !== after.tag || before.method !== after.method || before.link !== after.link;
}

/**
 * The pages whose layout shows something `change` changes of another page (a title in their
 * sidebar, their previous or next page), by the digest the build cache keys written pages on
 * (`pageNavigationDigest`), taken before and after the change.
 */
function navigationDependents(ctx: SiteContext, path: string, change: () => void): string[] {
  // Only the pages that may show the changed one (their sidebar links it, or it is their previous or next) are compared.
  const candidates = [...ctx.project.pages.values()].filter((entry) => pageMayShow(ctx.state, entry, path)).map((entry) => entry.path);
  const digests = (): Map<string, string> => {
    const found = new Map<string, string>();
    for (const candidate of candidates) {
      const entry = ctx.project.pages.get(candidate);
      if (entry) found.set(candidate, pageNavigationDigest(ctx.state, entry));
    }
    return found;
  };
  const before = digests();
  change();
  // The sidebars are built again from the changed page.
  ctx.state.sidebarCache.clear();
  const after = digests();
  return [...after].filter(([candidate, digest]) => before.get(candidate) !== digest).map(([candidate]) => candidate);
}

/**
 * What the routes and the navigation show of the project's pages: each page's URL, what its navigation entry shows and
 * the groups it is under. A spec's change that changes it (an operation's summary and so its title and URL, an
 * operation added or removed, a tag renamed) reloads the whole site, as docs.json's does.
 */
function shownPages(project: SiteContext['project']): string {
  const shown = [...project.pages.values()].map((entry) => {
    const placed = project.placement.get(entry.path);
    const groups = placed ? [...placed.ancestors, placed.node].map((node) => node.label) : [];
    return [entry.path, entry.url, entry.title, entry.sidebarTitle, entry.icon, entry.iconType, entry.tag, entry.method, entry.link, entry.hidden, entry.inNav, groups];
  });
  return JSON.stringify([shown, project.order, project.unknownApiDirs]);
}

/**
 * The project read again after a spec changed: the pages generated from it (their titles, URLs and groups) are made
 * from it again. True when what the navigation or the routes show changed: every open page reloads (one at a route
 * gone then shows the 404 page, as the built site would: which new route an old one became is not always one); else
 * the API pages are named in `routes`.
 */
async function specsReread(ctx: SiteContext, routes: Set<string>): Promise<boolean> {
  const before = shownPages(ctx.project);
  await reloadProject(ctx);
  if (shownPages(ctx.project) !== before) return true;
  for (const entry of ctx.project.pages.values()) if (entry.api) routes.add(entry.url);
  return false;
}

/** Forget a page rendered in memory and name its route (and `/`, for the home page's copy there) to reload. */
function dropPage(ctx: SiteContext, path: string, routes: Set<string>): void {
  const entry = ctx.project.pages.get(path);
  if (!entry) return;
  ctx.memory.delete(path);
  routes.add(entry.url);
  if (ctx.project.home?.path === path && entry.url !== '/') routes.add('/');
}

/**
 * Forget the pages made from `file` (absolute: a snippet, a file a snippet imports) and name their routes; the link
 * check's records of the pages that show it go too (read again when it checks next), whether or not they are in
 * memory. Returns how many pages in memory were made from it.
 */
function dropDependents(ctx: SiteContext, file: string, routes: Set<string>): number {
  let dependents = 0;
  for (const [path, output] of ctx.memory) {
    if (output.dependencies.includes(file)) {
      ctx.memory.delete(path);
      routes.add(output.url);
      dependents++;
    }
  }
  for (const [path, record] of ctx.linkRecords) if (record.dependencies.includes(file)) ctx.linkRecords.delete(path);
  return dependents;
}

/** A spec's opening (its first 2 KB) as spec discovery reads it (src/openapi/page.ts `discoverSpecs`), AsyncAPI's too. */
const SPEC_HEAD = /(^|[{,\s])"?(openapi|swagger|asyncapi)"?\s*:/m;

/**
 * Whether a changed `.json`/`.yaml` file (absolute) is one the project is read from besides its configuration: a spec
 * the configuration or a page names, a file a spec load read or tried to (a spec and its `$ref`s' files), or a file
 * that now opens as a spec (spec discovery may take it). Any other (package.json, a data file) reads nothing again.
 */
function readsSpec(ctx: SiteContext, file: string): boolean {
  const { root, project } = ctx;
  if (specFilesRead(root).has(file)) return true;
  const named = [...configuredSpecs(project.model), ...project.pageSpecRefs.map((ref) => ref.source)];
  if (named.some((source) => !/^[a-z][a-z0-9+.-]*:/i.test(source) && resolve(root, source.replace(/^\/+/, '')) === file)) return true;
  const text = readTextSync(root, file);
  return text !== undefined && SPEC_HEAD.test(text.slice(0, 2048));
}

export async function applyChanges(ctx: SiteContext, files: readonly string[]): Promise<{ reloadAll: boolean; routes: string[] }> {
  const { root, project, memory } = ctx;
  let reloadAll = false;
  let specChanged = false;
  const routes = new Set<string>();
  for (const input of files) {
    const file = resolve(root, input);
    // What the project leaves out (build output, ignored files) changes nothing.
    if (project.ignores(file)) continue;
    if (project.configFiles.includes(file) || /\/(docs|mint)\.json$/.test(file)) {
      reloadAll = true;
      // What every page is rendered with may have changed: the link check renders them again.
      ctx.linkRecords.clear();
      continue;
    }
    // A GraphQL schema: its reference pages and their navigation are generated from it (src/graphql/nav.ts).
    if (/\.(graphql|gql)$/i.test(file)) {
      reloadAll = true;
      // What every page is rendered with may have changed: the link check renders them again.
      ctx.linkRecords.clear();
      continue;
    }
    if (/\.(json|ya?ml)$/i.test(file) && !readsSpec(ctx, file)) {
      // A data file no spec load read (package.json, a data file): only the pages made from it (a snippet's import) are made again.
      dropDependents(ctx, file, routes);
      continue;
    }
    if (/\.(json|ya?ml)$/i.test(file)) {
      // An OpenAPI spec: every API page may depend on it, and a spec added, removed or made one is found again by the
      // pages that name an operation without a file (src/openapi/page.ts `discoverSpecs`).
      (await import('../../openapi/page.js')).clearDiscoveredSpecs();
      // A spec is cached by its own file's time: one whose `$ref`d file changed is read again only when forgotten.
      clearSpecCache();
      specChanged = true;
      for (const entry of project.pages.values()) {
        if (entry.api) {
          memory.delete(entry.path);
          ctx.linkRecords.delete(entry.path);
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
      const fresh: PageEntry = { ...entryFor(root, file, source, page.inNav), edited: source };
      const replace = (): void => {
        project.pages.set(fresh.path, fresh);
        project.byUrl.set(fresh.url, fresh);
        if (project.home?.path === fresh.path) project.home = fresh;
      };
      // A page shown or hidden moves the others (their previous and next, the tabs' first pages): the site is read again;
      // so does a page naming an AsyncAPI channel, whose reference the project adds after its text (src/asyncapi/written.ts).
      if (fresh.hidden !== page.hidden || fresh.url !== page.url || /^asyncapi\s*:/m.test(source)) reloadAll = true;
      if (!reloadAll && shownChanged(page, fresh)) for (const path of navigationDependents(ctx, page.path, replace)) dropPage(ctx, path, routes);
      else replace();
      ctx.state.snippets.delete(file);
      memory.delete(page.path);
      routes.add(page.url);
    } else {
      // A snippet (or a new page).
      if (hash !== undefined && ctx.snippetHashes.get(file) === hash) continue;
      if (hash === undefined) ctx.snippetHashes.delete(file);
      else ctx.snippetHashes.set(file, hash);
      ctx.state.snippets.delete(file);
      const dependents = dropDependents(ctx, file, routes);
      const snippet = isSnippet(relative(root, file).split(sep).join('/')) || dependents > 0;
      if (!snippet && source !== undefined) reloadAll = true;
    }
  }
  if (reloadAll) await reloadProject(ctx);
  else if (specChanged) reloadAll = await specsReread(ctx, routes);
  ctx.searchFiles = undefined;
  return { reloadAll, routes: reloadAll ? siteRoutes(ctx) : [...routes] };
}
