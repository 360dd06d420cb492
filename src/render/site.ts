// The site: every page, the files for machines (llms.txt, sitemap, per-page Markdown),
// search, assets. Served from memory by the dev server, or written to a folder by `build`
// (into a temporary folder that is swapped in only when the build completes).
import { appendAll } from '../findings/finding.js';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile, copyFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { createRequire } from 'node:module';
import type { ParsedPage } from '../parse/index.js';
import { MEDIA_TYPES } from './media-types.js';
import { exists, isRefusedPath, readBytesInside, readTextInsideSync, realPathInside } from '../project/paths.js';
import { isSnippet } from '../project/ignore.js';
import { removeOnInterrupt, removeStaleTempFolders, tempFolderFor } from '../project/temp-folders.js';
import { version } from '../version.js';
import { PLAYGROUND_CSS, PLAYGROUND_JS, SITE_CSS, SITE_JS } from './assets/bundled.js';
import { countBySeverity, type Finding } from '../findings/finding.js';
import { ASSET_DIR, renderLayout } from './layout.js';
import { llmsFullTxt, llmsTxt, robotsTxt, sitemapXml } from './machine.js';
import { checkLinks } from './links.js';
import { FatalError, loadProject, entryFor, hashText, type PageEntry, type Project } from './project.js';
import { renderPageOutput, type PageOutput, type PageRenderState, type RenderSettings } from './render-page.js';
import { poolAvailable, runPool } from './pool.js';
import { PageCache } from './cache.js';
import { isSanitised } from './publish.js';
import { sanitiseSvgFile } from './svg.js';

export { FatalError } from './project.js';

export interface SiteOptions {
  root: string;
  /** Absolute site URL (`https://docs.example.com/sub`) for canonical links and the sitemap. */
  baseUrl?: string;
  dev?: boolean;
  /** Never use the network (GitHub stars). Default true. */
  offline?: boolean;
  /** Folders never read as pages (e.g. the output folder). */
  exclude?: string[];
  /** Treat broken internal links as errors. */
  strict?: boolean;
  /** Worker threads for rendering; 0 or 1 renders on the main thread. Default: all cores. */
  workers?: number;
  /** Where unchanged pages are kept between builds (default: `.docwright-cache` next to the output folder); false disables the cache. */
  cacheDir?: string | false;
  /** Patterns (relative to the root) of files to publish besides pages, media and specs (src/render/publish.ts). */
  publish?: string[];
}

export interface RenderResponse {
  status: number;
  contentType: string;
  body: string | Uint8Array;
  error?: { file: string; line: number; column: number; message: string; excerpt?: string };
}

export interface BuildResult {
  outDir: string;
  pages: number;
  /** Pages taken from the cache instead of being rendered again. */
  cached: number;
  failed: number;
  errors: number;
  warnings: number;
  diagnostics: Finding[];
  durationMs: number;
  searchIndexed: boolean;
}

export interface Site {
  root: string;
  routes(): string[];
  render(urlPath: string): Promise<RenderResponse | undefined>;
  changed(files: string[]): Promise<{ reloadAll: boolean; routes: string[] }>;
  build(outDir: string, options?: { onProgress?: (done: number, total: number) => void }): Promise<BuildResult>;
  /** The project's findings (docs.json, navigation, OpenAPI), as last read. */
  findings(): Finding[];
}

const require = createRequire(import.meta.url);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  ...MEDIA_TYPES,
  '.wasm': 'application/wasm',
  '.yaml': 'text/yaml; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.pf_meta': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};

export function contentType(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** A published file's body: SVG sanitised (src/render/svg.ts), everything else as it is; `warn` hears why an SVG was published empty. */
async function readAsset(root: string, rel: string, warn?: (message: string) => void): Promise<string | Uint8Array | undefined> {
  // Through the project guard: a symlink that leads outside the project is never read.
  const body = await readBytesInside(root, join(root, rel)).catch(() => undefined);
  if (body === undefined || !isSanitised(rel)) return body;
  const { svg, problem } = sanitiseSvgFile(body.toString('utf8'));
  if (problem) warn?.(problem);
  return svg;
}

function siteSettings(options: SiteOptions): { basePath: string; siteUrl: string } {
  if (!options.baseUrl) return { basePath: '', siteUrl: '' };
  let url: URL;
  try {
    url = new URL(options.baseUrl);
  } catch {
    throw new FatalError(`Unexpected \`--base-url\` \`${options.baseUrl}\`, expected an absolute URL such as \`https://docs.example.com\``);
  }
  const basePath = url.pathname.replace(/\/+$/, '');
  return { basePath, siteUrl: `${url.origin}${basePath}` };
}

/** Static assets of the site itself (CSS, JS, KaTeX), by path under `_docwright/`. */
function katexDir(): string {
  return join(dirname(require.resolve('katex/package.json')), 'dist');
}

async function siteAsset(name: string): Promise<string | Uint8Array | undefined> {
  if (name === 'site.css') return SITE_CSS;
  if (name === 'site.js') return SITE_JS;
  if (name === 'api-playground.js') return PLAYGROUND_JS;
  if (name === 'api-playground.css') return PLAYGROUND_CSS;
  if (name.startsWith('katex/')) {
    const rest = name.slice('katex/'.length);
    if (!/^(katex\.min\.css|fonts\/[\w.-]+)$/.test(rest)) return undefined;
    return readFile(join(katexDir(), rest)).catch(() => undefined);
  }
  return undefined;
}

export const ASSET_VERSION = createHash('sha256').update(`${version}\0${SITE_CSS}\0${SITE_JS}`).digest('hex').slice(0, 10);

function notFoundEntry(project: Project): PageEntry {
  return { ...entryFor(project.root, join(project.root, '404.mdx'), '', false), title: 'Page not found', url: '/404', outFile: '404.html', noindex: true };
}

function notFoundHtml(state: PageRenderState): string {
  const entry = notFoundEntry(state.project);
  const home = `${state.settings.basePath}/`;
  return renderLayout(
    { entry, title: 'Page not found', description: 'The page you are looking for does not exist or has moved.', bodyHtml: `<p><a href="${home}">Go to the home page</a> or search the docs.</p>`, toc: [], uses: { math: false, mermaid: false } },
    { project: state.project, basePath: state.settings.basePath, siteUrl: state.settings.siteUrl, assetVersion: state.settings.assetVersion, sidebarCache: state.sidebarCache, dev: state.settings.dev },
  );
}

function errorPage(output: PageOutput): RenderResponse['error'] {
  const error = output.diagnostics.find((d) => d.severity === 'error');
  return error ? { file: error.file, line: error.line, column: error.column, message: error.message } : undefined;
}

function relativeError(root: string, error: RenderResponse['error']): RenderResponse['error'] {
  if (!error) return undefined;
  const rel = relative(root, error.file);
  return { ...error, file: rel.startsWith('..') ? error.file : rel.split(sep).join('/') };
}

function readTextSync(root: string, path: string): string | undefined {
  try {
    return readTextInsideSync(root, path);
  } catch {
    return undefined;
  }
}

export async function createSite(options: SiteOptions): Promise<Site> {
  const root = resolve(options.root);
  const { basePath, siteUrl } = siteSettings(options);
  const settings: RenderSettings = { basePath, siteUrl, assetVersion: ASSET_VERSION, offline: options.offline ?? true, dev: options.dev ?? false };
  const projectOptions = { exclude: options.exclude ?? [], offline: settings.offline, ...(options.publish ? { publish: options.publish } : {}) };
  let project = await loadProject(root, projectOptions);
  if (!settings.offline) {
    const stars = await githubStars(project);
    if (stars !== undefined) settings.stars = stars;
  }
  let state: PageRenderState = { project, settings, snippets: new Map<string, Promise<ParsedPage | undefined>>(), sidebarCache: new Map() };
  /** Rendered pages kept in memory for the dev server, by page path. */
  const memory = new Map<string, PageOutput>();
  /** The last text seen of each changed snippet, so saving it unchanged reloads nothing. */
  const snippetHashes = new Map<string, string>();
  let searchFiles: Map<string, Uint8Array> | undefined;

  const reload = async (): Promise<void> => {
    project = await loadProject(root, projectOptions);
    state = { project, settings, snippets: new Map(), sidebarCache: new Map() };
    memory.clear();
    searchFiles = undefined;
  };

  const renderEntry = async (entry: PageEntry): Promise<PageOutput> => {
    let output = memory.get(entry.path);
    if (!output) {
      output = await renderPageOutput(state, entry);
      if (options.dev) memory.set(entry.path, output);
    }
    return output;
  };

  const allOutputs = async (): Promise<PageOutput[]> => {
    const outputs: PageOutput[] = [];
    for (const entry of project.pages.values()) outputs.push(await renderEntry(entry));
    return outputs;
  };

  const machineFile = async (name: string): Promise<string | undefined> => {
    if (name === 'robots.txt') return robotsTxt(siteUrl);
    const outputs = new Map((await allOutputs()).map((o) => [o.path, o]));
    if (name === 'llms.txt') return llmsTxt(project, outputs, basePath);
    if (name === 'llms-full.txt') return llmsFullTxt(project, outputs);
    if (name === 'sitemap.xml') return siteUrl ? sitemapXml(project, siteUrl) : undefined;
    return undefined;
  };

  const site: Site = {
    root,
    findings: () => [...project.diagnostics],
    routes() {
      const urls = [...project.pages.values()].map((entry) => entry.url);
      return [...urls.sort(), '/llms.txt', '/llms-full.txt', '/robots.txt', ...(siteUrl ? ['/sitemap.xml'] : [])];
    },

    async render(urlPathInput) {
      let urlPath = decodeURIComponent(urlPathInput.split('?')[0]?.split('#')[0] ?? '/');
      if (basePath && urlPath.startsWith(basePath)) urlPath = urlPath.slice(basePath.length) || '/';
      if (urlPath.includes('\0')) return undefined;
      if (urlPath.startsWith(`/${ASSET_DIR}/`)) {
        const body = await siteAsset(urlPath.slice(ASSET_DIR.length + 2));
        return body === undefined ? undefined : { status: 200, contentType: contentType(urlPath), body };
      }
      if (urlPath.startsWith('/pagefind/')) {
        searchFiles ??= await searchBundle(await allOutputs(), basePath);
        const body = searchFiles.get(urlPath.slice('/pagefind/'.length));
        return body === undefined ? undefined : { status: 200, contentType: contentType(urlPath), body };
      }
      const machine = ['/llms.txt', '/llms-full.txt', '/robots.txt', '/sitemap.xml'].includes(urlPath) ? await machineFile(urlPath.slice(1)) : undefined;
      if (machine !== undefined) return { status: 200, contentType: contentType(urlPath), body: machine };
      const clean = urlPath.replace(/\/index(\.html)?$/, '').replace(/\.html$/, '').replace(/\/+$/, '') || '/';
      if (clean.endsWith('.md')) {
        const base = clean.slice(0, -3);
        const entry = project.byUrl.get(base === '/index' ? '/' : base);
        if (entry) return { status: 200, contentType: contentType('page.md'), body: (await renderEntry(entry)).markdown };
      }
      const entry = project.byUrl.get(clean);
      if (entry) {
        const output = await renderEntry(entry);
        const error = output.failed ? relativeError(root, errorPage(output)) : undefined;
        return { status: output.failed ? 500 : 200, contentType: contentType('page.html'), body: output.html, ...(error ? { error } : {}) };
      }
      if (urlPath === '/404.html') return { status: 200, contentType: contentType('page.html'), body: notFoundHtml(state) };
      const rel = urlPath.replace(/^\/+/, '');
      if (rel && project.assets.includes(rel)) {
        const body = await readAsset(root, rel);
        if (body !== undefined) return { status: 200, contentType: contentType(rel), body };
      }
      return undefined;
    },

    async changed(files) {
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
          const navChanged = fresh.title !== page.title || fresh.sidebarTitle !== page.sidebarTitle || fresh.hidden !== page.hidden || fresh.icon !== page.icon || fresh.tag !== page.tag;
          project.pages.set(fresh.path, fresh);
          project.byUrl.set(fresh.url, fresh);
          state.snippets.delete(file);
          memory.delete(page.path);
          routes.add(page.url);
          if (navChanged) {
            state.sidebarCache.clear();
            reloadAll = true;
          }
        } else {
          // A snippet (or a new page).
          if (hash !== undefined && snippetHashes.get(file) === hash) continue;
          if (hash === undefined) snippetHashes.delete(file);
          else snippetHashes.set(file, hash);
          state.snippets.delete(file);
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
      if (reloadAll) await reload();
      searchFiles = undefined;
      return { reloadAll, routes: reloadAll ? site.routes() : [...routes] };
    },

    async build(outDirInput, buildOptions) {
      const started = Date.now();
      const outDir = resolve(outDirInput);
      const parent = dirname(outDir);
      try {
        await mkdir(parent, { recursive: true });
      } catch (error) {
        throw new FatalError(`Unexpected unwritable output folder \`${outDir}\`: ${(error as Error).message}`);
      }
      // Folders left by builds that were killed (or interrupted before they could clean up).
      await removeStaleTempFolders(outDir);
      const temp = tempFolderFor(outDir, 'tmp');
      try {
        await mkdir(temp, { recursive: true });
      } catch (error) {
        throw new FatalError(`Unexpected unwritable output folder \`${parent}\`: ${(error as Error).message}`);
      }
      const release = removeOnInterrupt(temp);
      try {
        const result = await buildInto(temp, parent, buildOptions?.onProgress);
        const old = tempFolderFor(outDir, 'old');
        const hadOld = await exists(outDir);
        if (hadOld) await rename(outDir, old);
        await rename(temp, outDir);
        if (hadOld) await rm(old, { recursive: true, force: true });
        return { ...result, outDir, durationMs: Date.now() - started };
      } catch (error) {
        await rm(temp, { recursive: true, force: true }).catch(() => undefined);
        if (error instanceof FatalError) throw error;
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EACCES' || code === 'EROFS' || code === 'ENOSPC' || code === 'EPERM' || code === 'EDQUOT') {
          const reason = (error as Error).message.replace(/, \w+ '[^']*'$/, '');
          throw new FatalError(`Unexpected failure writing the site to \`${outDir}\` (${reason}), the previous output is left unchanged`);
        }
        throw error;
      } finally {
        release();
      }
    },
  };

  async function buildInto(dir: string, cacheParent: string, onProgress?: (done: number, total: number) => void): Promise<Omit<BuildResult, 'outDir' | 'durationMs'>> {
    const entries = [...project.pages.values()];
    const diagnostics: Finding[] = project.diagnostics.map((d) => ({ ...d }));
    const written = new Set<string>();
    const write = async (rel: string, body: string | Uint8Array): Promise<void> => {
      const target = join(dir, rel);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, body);
      written.add(rel);
    };
    const cache = options.cacheDir === false ? undefined : new PageCache(options.cacheDir ?? join(cacheParent, '.docwright-cache'), `${root}:${version}:${project.configHash}:${basePath}:${siteUrl}:${ASSET_VERSION}`).withProject(project);
    const outputs = new Map<string, PageOutput>();
    let search: SearchIndexer | undefined;
    try {
      search = await SearchIndexer.create();
    } catch {
      search = undefined;
    }
    let done = 0;
    let cached = 0;
    const total = entries.length;
    onProgress?.(0, total);
    let needsPlayground = false;
    let needsKatex = false;
    const accept = async (output: PageOutput): Promise<void> => {
      // Keep what the site-wide files need, not the HTML (memory stays bounded).
      outputs.set(output.path, { ...output, html: '' });
      needsPlayground ||= output.html.includes('api-playground.js');
      needsKatex ||= output.html.includes('katex.min.css');
      appendAll(diagnostics, output.diagnostics);
      await write(output.outFile, output.html);
      await write(`${output.outFile.replace(/\.html$/, '')}.md`, output.markdown);
      if (search && !output.noindex && !output.failed) await search.add(`${basePath}${output.url}`, output.html);
      done++;
      onProgress?.(done, total);
    };
    const pending: PageEntry[] = [];
    for (const entry of entries) {
      const hit = cache ? await cache.get(entry) : undefined;
      if (hit) {
        cached++;
        await accept(hit);
      } else pending.push(entry);
    }
    const workerCount = options.workers ?? Math.max(1, availableParallelism());
    if (workerCount > 1 && pending.length >= 32 && poolAvailable()) {
      const failures = await runPool({ project, settings, paths: pending.map((e) => e.path), workers: workerCount }, async (output) => {
        await cache?.set(output, project);
        await accept(output);
      });
      for (const failure of failures) diagnostics.push({ file: root, line: 1, column: 1, ruleId: 'render-failed', message: `Unexpected failure rendering ${failure}`, severity: 'error' });
    } else {
      for (const entry of pending) {
        const output = await renderPageOutput(state, entry);
        await cache?.set(output, project);
        await accept(output);
      }
    }

    // Site-wide files, assembled from the pages' outputs.
    await write('404.html', notFoundHtml(state));
    await write('llms.txt', llmsTxt(project, outputs, basePath));
    await write('llms-full.txt', llmsFullTxt(project, outputs));
    await write('robots.txt', robotsTxt(siteUrl));
    if (siteUrl) await write('sitemap.xml', sitemapXml(project, siteUrl));
    await write(`${ASSET_DIR}/site.css`, SITE_CSS);
    await write(`${ASSET_DIR}/site.js`, SITE_JS);
    if (needsPlayground) {
      await write(`${ASSET_DIR}/api-playground.js`, PLAYGROUND_JS);
      await write(`${ASSET_DIR}/api-playground.css`, PLAYGROUND_CSS);
    }
    if (needsKatex) {
      const katex = katexDir();
      await mkdir(join(dir, ASSET_DIR, 'katex', 'fonts'), { recursive: true });
      await copyFile(join(katex, 'katex.min.css'), join(dir, ASSET_DIR, 'katex', 'katex.min.css'));
      const { readdir } = await import('node:fs/promises');
      for (const font of await readdir(join(katex, 'fonts'))) {
        if (font.endsWith('.woff2')) await copyFile(join(katex, 'fonts', font), join(dir, ASSET_DIR, 'katex', 'fonts', font));
      }
    }
    for (const rel of project.assets) {
      if (written.has(rel)) continue;
      const target = join(dir, rel);
      let real: string;
      try {
        real = await realPathInside(root, join(root, rel));
      } catch (error) {
        if (isRefusedPath(error) && error.reason !== 'missing') diagnostics.push({ file: join(root, rel), line: 1, column: 1, ruleId: 'path-outside', message: `Unexpected file \`${rel}\` that links outside the project: it is not published`, severity: 'warn' });
        continue;
      }
      if (isSanitised(rel)) {
        const body = await readAsset(root, rel, (message) => diagnostics.push({ file: join(root, rel), line: 1, column: 1, ruleId: 'svg-unsafe', message, severity: 'warn' }));
        if (body !== undefined) await write(rel, body);
        continue;
      }
      await mkdir(dirname(target), { recursive: true });
      await copyFile(real, target);
    }
    let searchIndexed = false;
    if (search) {
      searchIndexed = await search.write(join(dir, 'pagefind'));
    }
    appendAll(diagnostics, checkLinks(project, outputs, options.strict ?? false));
    await cache?.flush();
    const failed = [...outputs.values()].filter((o) => o.failed).length;
    // A snippet included by many pages has one problem, reported once at the snippet.
    const seen = new Set<string>();
    const unique = diagnostics.filter((d) => {
      const key = `${d.file}\0${d.line}\0${d.column}\0${d.severity}\0${d.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return {
      pages: outputs.size,
      cached,
      failed,
      ...countBySeverity(unique),
      diagnostics: unique,
      searchIndexed,
    };
  }

  return site;
}

/** The star count of a `github` top-bar button's repository, only when reachable quickly; never fails. */
async function githubStars(project: Project): Promise<number | undefined> {
  const primary = project.model.navbar.primary;
  const repo = primary?.type === 'github' ? /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(primary.href)?.[1] : undefined;
  if (!repo) return undefined;
  try {
    const response = await fetch(`https://api.github.com/repos/${repo}`, { signal: AbortSignal.timeout(2000), headers: { accept: 'application/vnd.github+json' } });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    const stars = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).stargazers_count : undefined;
    return typeof stars === 'number' ? stars : undefined;
  } catch {
    return undefined;
  }
}

/** Pagefind, fed page by page from memory (never re-reading the written HTML). */
class SearchIndexer {
  private constructor(
    private readonly index: import('pagefind').PagefindIndex,
    private readonly pagefind: typeof import('pagefind'),
  ) {}

  static async create(): Promise<SearchIndexer | undefined> {
    const pagefind = await import('pagefind');
    const { index, errors } = await pagefind.createIndex({ rootSelector: 'article', excludeSelectors: ['[data-pagefind-ignore]', '.dw-copy', '.dw-anchor'] });
    if (!index || errors.length > 0) return undefined;
    return new SearchIndexer(index, pagefind);
  }

  async add(url: string, html: string): Promise<void> {
    await this.index.addHTMLFile({ url, content: html });
  }

  async write(outputPath: string): Promise<boolean> {
    const result = await this.index.writeFiles({ outputPath });
    await this.pagefind.close();
    return result.errors.length === 0;
  }

  async files(): Promise<Map<string, Uint8Array>> {
    const { files } = await this.index.getFiles();
    await this.pagefind.close();
    return new Map(files.map((f) => [f.path.replace(/^\/+/, ''), f.content]));
  }
}

async function searchBundle(outputs: PageOutput[], basePath: string): Promise<Map<string, Uint8Array>> {
  const search = await SearchIndexer.create();
  if (!search) return new Map();
  for (const output of outputs) if (!output.noindex && !output.failed) await search.add(`${basePath}${output.url}`, output.html);
  return search.files();
}
