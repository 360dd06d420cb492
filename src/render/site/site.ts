// The site: every page, the files for machines (llms.txt, sitemap, per-page Markdown),
// search, assets. Served from memory by the dev server (site-serve.ts, site-changes.ts), or
// written to a folder by `build` (site-build.ts, into a temporary folder that is swapped in
// only when the build completes).
import { resolve } from 'node:path';
import { appendAll, countBySeverity, type Finding } from '../../findings/finding.js';
import { loadSpec } from '../../openapi/load.js';
import { FatalError, loadSiteProject, takeOverProject, type SiteProject } from '../layout/project.js';
import type { RenderSettings } from '../layout/page-layout.js';
import { loadPagefind, searchOffFinding } from './search.js';
import { ASSET_VERSION } from '../site-assets.js';
import { buildSite } from './site-build.js';
import { readBuildSettings } from './build-settings.js';
import { applyChanges } from './site-changes.js';
import { siteLinks, type PageFinding } from './site-links.js';
import { newRenderState, siteRoutes, type SiteContext } from './site-context.js';
import { serve } from './site-serve.js';
import { serveProvisional } from './site-provisional.js';
import { siteProjectOptions } from './site-project.js';
import type { BuildResult, FetchedRemote, Site, SiteOptions } from './site-types.js';
import { applyCheckSettings, type CheckSettings } from '../../findings/checks.js';
import { loadCheckSettings } from '../../lint/check-settings.js';
import { withoutDisabled } from '../../lint/disabled-findings.js';

export { FatalError } from '../layout/project.js';
export { contentType } from './content-types.js';
export { ASSET_VERSION } from '../site-assets.js';
export type { BuildResult, FetchedRemote, RenderResponse, Site, SiteOptions } from './site-types.js';

function siteSettings(options: SiteOptions): { basePath: string; siteUrl: string } {
  if (!options.baseUrl) return { basePath: '', siteUrl: '' };
  const expected = `Unexpected \`--base-url\` \`${options.baseUrl}\`, expected an \`http\` or \`https\` URL such as \`https://docs.example.com\`, or a path from the site root such as \`/docs\``;
  // A path from the root (`/docs`): the site's base path, with no origin to name.
  if (/^\/(?![/\\])/.test(options.baseUrl)) {
    let url: URL;
    try {
      url = new URL(options.baseUrl, 'http://localhost');
    } catch {
      throw new FatalError(expected);
    }
    if (url.search !== '' || url.hash !== '') throw new FatalError(expected);
    return { basePath: url.pathname.replace(/\/+$/, ''), siteUrl: '' };
  }
  let url: URL;
  try {
    url = new URL(options.baseUrl);
  } catch {
    throw new FatalError(expected);
  }
  // Only the web's schemes: `javascript:`, `data:`, `file:` … would be written into every page's links.
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host === '' || url.username !== '' || url.password !== '') throw new FatalError(expected);
  const basePath = url.pathname.replace(/\/+$/, '');
  return { basePath, siteUrl: `${url.origin}${basePath}` };
}

/** Fetch every remote spec the config names into the cache folder; report on each once. */
async function prefetchRemoteSpecs(project: SiteProject, cacheDir: string): Promise<string[]> {
  const urls = project.model.api.openapi.filter((source) => /^https?:\/\//i.test(source));
  for (const url of urls) {
    const loaded = await loadSpec(url, { root: project.root, offline: false, cacheDir });
    appendAll(project.diagnostics, loaded.diagnostics.filter((d) => d.ruleId === 'openapi-remote' && !project.diagnostics.some((p) => p.message === d.message)));
  }
  return urls;
}

/** The findings the site reports: without those its pages' disable comments switch off (as lint), and with the project's `checks` applied. */
function siteFindings(findings: readonly Finding[], root: string, settings: CheckSettings): Finding[] {
  return applyCheckSettings(withoutDisabled(findings, root), settings);
}

/** A build's result with the site's own findings (search off, once per build) first, its pages' disable comments and the project's `checks` applied. */
function withFindings(result: BuildResult, first: readonly Finding[], root: string, settings: CheckSettings): BuildResult {
  const diagnostics = siteFindings([...first, ...result.diagnostics], root, settings);
  return { ...result, diagnostics, ...countBySeverity(diagnostics) };
}

/** The project's `checks` (given, or read from docwright's configuration); a configuration that does not load is a warning here. */
async function siteCheckSettings(options: SiteOptions, root: string): Promise<{ settings: CheckSettings; problems: Finding[] }> {
  if (options.checks) return { settings: options.checks, problems: [] };
  const loaded = await loadCheckSettings(root);
  return { settings: loaded.settings, problems: (loaded.problems ?? []).map((problem) => ({ ...problem, severity: 'warn' })) };
}

export async function createSite(options: SiteOptions): Promise<Site> {
  const root = resolve(options.root);
  const { basePath, siteUrl } = siteSettings(options);
  const projectOptions = siteProjectOptions(options, root);
  const { specCacheDir } = projectOptions;
  const settings: RenderSettings = { basePath, siteUrl, assetVersion: ASSET_VERSION, offline: projectOptions.offline, dev: options.dev ?? false, specCacheDir };
  // Hydration is the project's choice, written in its config; a caller may decide instead.
  if (options.hydrate ?? (await readBuildSettings(root)).hydrate === true) settings.hydrate = true;
  // Loaded on another thread with these options (the dev server's provisional site), or here.
  const project = options.handedProject ? takeOverProject(options.handedProject) : await loadSiteProject(root, projectOptions);
  // Pagefind is an optional peer dependency: without it the site builds with search off, and says so.
  const pagefind = await loadPagefind(options.searchModule);
  if (pagefind.status !== 'loaded') settings.search = false;
  const searchOff = searchOffFinding(pagefind, project.configPath);
  const checks = await siteCheckSettings(options, root);
  const first = [...checks.problems, ...(searchOff ? [searchOff] : [])];
  let fetched: FetchedRemote | undefined;
  if (!settings.offline) {
    // Remote specs are fetched once, here, into the cache folder; the pages (on any thread) read that copy.
    // A site made after another one of the session (a second dev render worker) takes what that one fetched.
    if (options.fetched) {
      appendAll(project.diagnostics, options.fetched.diagnostics.filter((d) => !project.diagnostics.some((p) => p.message === d.message)));
      fetched = options.fetched;
    } else {
      const before = project.diagnostics.length;
      const specs = await prefetchRemoteSpecs(project, specCacheDir);
      fetched = { specs, diagnostics: project.diagnostics.slice(before) };
    }
    settings.prefetched = fetched.specs;
  }
  const ctx: SiteContext = { root, options, settings, projectOptions, project, state: newRenderState(project, settings), memory: new Map(), linkRecords: new Map(), snippetHashes: new Map(), searchFiles: undefined, pagefind: pagefind.status === 'loaded' ? pagefind.module : undefined };
  let linkCheck: Promise<PageFinding[]> = Promise.resolve([]);
  return {
    root,
    routes: () => siteRoutes(ctx),
    render: (urlPath) => (options.provisional ? serveProvisional(ctx, urlPath) : serve(ctx, urlPath)),
    changed: (files) => applyChanges(ctx, files),
    build: async (outDir, buildOptions) => withFindings(await buildSite(ctx, outDir, buildOptions), first, root, checks.settings),
    findings: () => siteFindings([...first, ...ctx.project.diagnostics], root, checks.settings),
    links: () => {
      // One check at a time: a second one, asked for after a change, finds the records the first filled.
      linkCheck = linkCheck.catch(() => []).then(async () => {
        // The page's disable comments are read once per page, for all its findings.
        const found = await siteLinks(ctx);
        const enabled = new Set(withoutDisabled(found.map((f) => f.finding), root));
        return found.flatMap(({ route, finding }) => (enabled.has(finding) ? applyCheckSettings([finding], checks.settings).map((kept) => ({ route, finding: kept })) : []));
      });
      return linkCheck;
    },
    fetched: () => fetched,
  };
}
