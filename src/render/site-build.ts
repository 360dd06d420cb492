// `build`: every page (from the cache, a worker pool or in line), the site-wide files, the
// site's assets, published files and search, written into a temporary folder that replaces
// the output folder only when the build completes.
import { copyFile, link, lstat, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { DEFAULT_OUT_DIR } from '../project/ignore.js';
import { claimOutputFolder, isOutputRefused, listFiles, manifestText, OUTPUT_MANIFEST, sourceFolderHolding, type OutputState } from '../project/output-folder.js';
import { isInside, isRefusedPath, realPathInside } from '../project/paths.js';
import { removeOnInterrupt, removeStaleTempFolders, tempFolderFor } from '../project/temp-folders.js';
import { version } from '../version.js';
import { appendAll, countBySeverity, type Finding } from '../findings/finding.js';
import { PageCache, type CacheRecord, type WrittenFile, type WrittenPage } from './cache.js';
import { checkLinks } from './links.js';
import { llmsFullTxt, llmsTxt, robotsTxt, sitemapXml } from './machine.js';
import { poolAvailable, runPool } from './pool.js';
import { FatalError, type PageEntry } from './project.js';
import { isSanitised } from './publish.js';
import { homeCopyHtml, redirectPages, redirectsFile } from './redirects.js';
import { renderPageOutput, siteNavigationAssets, type PageOutput } from './render-page.js';
import { searchable, SearchIndexer } from './search.js';
import { ASSET_VERSION, readAsset, writeSiteAssets } from './site-assets.js';
import { siteFonts } from './fonts.js';
import { notFoundHtml, type SiteContext } from './site-context.js';
import { CODE_COMPONENT_RULE, type BuildOptions, type BuildResult } from './site-types.js';
import { ASSET_DIR } from './layout.js';
import { TAILWIND_CSS, tailwindCss } from './tailwind.js';
import { themeColors } from './colors.js';
import { feedPath, rssXml } from './feed.js';
import { addStageTimes, startStageTiming, stopStageTiming, STAGES, type Stage, type StageTimes } from './stage-timing.js';

export async function buildSite(ctx: SiteContext, outDirInput: string, buildOptions: BuildOptions = {}): Promise<BuildResult> {
  const show = buildOptions.showPath ?? ((path: string): string => path);
  const started = Date.now();
  const outDir = resolve(outDirInput);
  const parent = dirname(outDir);
  // Refused before any work: the output must be missing, empty, or an earlier build's own.
  const before = await claimOutput(ctx, outDir, show);
  try {
    await mkdir(parent, { recursive: true });
  } catch (error) {
    throw new FatalError(`Unexpected unwritable output folder \`${show(outDir)}\`: ${reasonOf(error)}`);
  }
  // Folders left by builds that were killed (or interrupted before they could clean up).
  await removeStaleTempFolders(outDir);
  const temp = tempFolderFor(outDir, 'tmp');
  try {
    await mkdir(temp, { recursive: true });
    // Marked from the start, so a folder a killed build leaves is known for the build's own.
    await writeFile(join(temp, OUTPUT_MANIFEST), manifestText(version, {}, false));
  } catch (error) {
    await rm(temp, { recursive: true, force: true }).catch(() => undefined);
    throw new FatalError(`Unexpected unwritable output folder \`${show(parent)}\`: ${reasonOf(error)}`);
  }
  const release = removeOnInterrupt(temp);
  try {
    const timings: StageTimes | undefined = buildOptions.timings === true ? Object.fromEntries(STAGES.map((stage) => [stage, 0])) : undefined;
    // An earlier build's output: pages the cache knows unchanged are linked from it, not written again.
    const result = await buildInto(ctx, temp, ctx.root, buildOptions.onProgress, { timings, previous: before === 'owned' ? outDir : undefined });
    const files = await listFiles(temp);
    files.delete(OUTPUT_MANIFEST);
    await writeFile(join(temp, OUTPUT_MANIFEST), manifestText(version, files, true));
    // Claimed again: the folder may have changed while the site was built.
    const state = await claimOutput(ctx, outDir, show);
    const old = tempFolderFor(outDir, 'old');
    if (state !== 'missing') await rename(outDir, old);
    await rename(temp, outDir);
    if (state !== 'missing') await rm(old, { recursive: true, force: true });
    return { ...result, outDir, durationMs: Date.now() - started };
  } catch (error) {
    await rm(temp, { recursive: true, force: true }).catch(() => undefined);
    if (error instanceof FatalError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) {
      // A file system failure (a full disk, a name too long, a busy mount …): the path, the cause, exit 2.
      const path = (error as NodeJS.ErrnoException).path;
      const where = typeof path === 'string' && isInside(temp, path) ? join(outDir, relative(temp, path)) : (path ?? outDir);
      throw new FatalError(`Unexpected failure writing the site to \`${show(where)}\` (${reasonOf(error)}), the previous output is left unchanged`);
    }
    throw error;
  } finally {
    release();
  }
}

/** The error's cause without the path node repeats: `ENAMETOOLONG: name too long`. */
function reasonOf(error: unknown): string {
  // Not `instanceof Error`: errors of node's fs may come from another realm (jest's VM).
  const message = typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
  if (message === undefined) return String(error);
  return message.replace(/, \w+ '[^']*'( -> '[^']*')?$/, '');
}

/**
 * Whether the build may replace `outDir` (src/project/output-folder.ts): not the root, not a
 * folder holding it, not inside a folder of the project's sources, and missing, empty or an
 * earlier build's own. Anything else is a FatalError naming the folder.
 */
async function claimOutput(ctx: SiteContext, outDir: string, show: (path: string) => string): Promise<OutputState> {
  const { root, project } = ctx;
  let state: OutputState;
  try {
    state = await claimOutputFolder(outDir, root, show(outDir));
  } catch (error) {
    if (isOutputRefused(error)) throw new FatalError(error.message);
    throw error;
  }
  const sources = [...[...project.pages.values()].map((entry) => entry.file), ...project.assets.map((rel) => join(root, rel)), ...project.configFiles];
  const source = sourceFolderHolding(outDir, root, sources);
  if (source !== undefined) {
    throw new FatalError(`Unexpected output folder \`${show(outDir)}\` inside the source folder \`${show(source)}\`, expected a folder that holds no pages, such as \`${show(join(root, DEFAULT_OUT_DIR))}\``);
  }
  return state;
}

/** `await fn()`, its wall time added to `stage` of `timings` (the main thread's stages: search index, writes, cache). */
async function timed<T>(timings: StageTimes | undefined, stage: Stage, fn: () => Promise<T>): Promise<T> {
  if (!timings) return fn();
  const start = performance.now();
  try {
    return await fn();
  } finally {
    timings[stage] = (timings[stage] ?? 0) + performance.now() - start;
  }
}

interface BuildIntoOptions {
  /** Stage times to add to (`--timings`). */
  timings?: StageTimes | undefined;
  /** The earlier build's output folder, whose unchanged pages are linked. */
  previous?: string | undefined;
}

async function buildInto(ctx: SiteContext, dir: string, cacheParent: string, onProgress: ((done: number, total: number) => void) | undefined, more: BuildIntoOptions): Promise<Omit<BuildResult, 'outDir' | 'durationMs'>> {
  const { timings } = more;
  let search: SearchIndexer | undefined;
  try {
    search = await timed(timings, 'search index', () => SearchIndexer.create(ctx.pagefind));
  } catch {
    search = undefined;
  }
  // Pages rendered on this thread time their stages here too.
  if (timings) startStageTiming();
  try {
    return await buildWithSearch(ctx, dir, cacheParent, search, onProgress, more);
  } catch (error) {
    // A build that fails still closes its search index: an index left open keeps Pagefind's
    // service (a child process) alive, and with it the process that built.
    await search?.close();
    throw error;
  } finally {
    if (timings) stopStageTiming();
  }
}

async function buildWithSearch(ctx: SiteContext, dir: string, cacheParent: string, search: SearchIndexer | undefined, onProgress: ((done: number, total: number) => void) | undefined, more: BuildIntoOptions): Promise<Omit<BuildResult, 'outDir' | 'durationMs'>> {
  const { timings, previous } = more;
  const { root, project, state, settings, options } = ctx;
  const { basePath, siteUrl } = settings;
  const entries = [...project.pages.values()];
  const diagnostics: Finding[] = project.diagnostics.map((d) => ({ ...d }));
  // Every file written, with the size it must have: checked once the site is complete.
  const written = new Map<string, number>();
  // Folders made so far: a site of thousands of pages in a few folders asks for each once.
  const folders = new Set<string>();
  const folder = async (target: string): Promise<void> => {
    const parent = dirname(target);
    if (folders.has(parent)) return;
    await mkdir(parent, { recursive: true });
    folders.add(parent);
  };
  const write = (rel: string, body: string | Uint8Array): Promise<void> =>
    timed(timings, 'writes', async () => {
      const target = join(dir, rel);
      await folder(target);
      // A file linked from the earlier build is replaced, never written through (that would change the earlier output).
      if (written.has(rel)) await rm(target, { force: true });
      await writeFile(target, body);
      written.set(rel, typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
    });
  const copy = (from: string, rel: string): Promise<void> =>
    timed(timings, 'writes', async () => {
      const target = join(dir, rel);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(from, target);
      written.set(rel, (await stat(from)).size);
    });
  /** A rendered page's stage times join the build's; they never go into the cache. */
  const takeTimings = (output: PageOutput): void => {
    if (timings && output.timings) addStageTimes(timings, output.timings);
    delete output.timings;
  };
  const home = project.home && project.home.url !== '/' ? project.home : undefined;
  let homeHtml: string | undefined;
  const cacheDir = options.cacheDir === false ? undefined : await usableCacheDir(options.cacheDir ?? join(cacheParent, '.docwright-cache'), root, diagnostics);
  const cache = cacheDir === undefined ? undefined : new PageCache(cacheDir, `${root}:${version}:${project.configHash}:${basePath}:${siteUrl}:${ASSET_VERSION}:${settings.offline ? 'offline' : 'online'}`, options.cacheDir !== undefined).withProject(project);
  const outputs = new Map<string, PageOutput>();
  let done = 0;
  let cached = 0;
  const total = entries.length;
  onProgress?.(0, total);
  let needsPlayground = false;
  let needsKatex = false;
  let needsContextual = false;
  let needsMermaid = false;
  const classes = new Set<string>();
  const components = { rendered: 0, failed: 0 };
  // What a page's HTML also depends on besides its record's key (the star count changes between runs).
  const layoutKey = JSON.stringify([settings.assetVersion, settings.stars ?? null, settings.dev, settings.search !== false]);
  // The search index of pages whose HTML did not change can be the earlier build's (see below).
  const searchFiles: string[] = [];
  const searchPages: { url: string; rel: string }[] = [];
  let allReused = true;
  const mdFile = (outFile: string): string => `${outFile.replace(/\.html$/, '')}.md`;
  const fileOf = async (rel: string): Promise<WrittenFile> => {
    const info = await stat(join(dir, rel));
    return { size: info.size, ino: info.ino, mtimeMs: info.mtimeMs };
  };
  /** Keep what the site-wide files need of a page, not its HTML (memory stays bounded); `html` undefined: the page's files were linked from the earlier build. */
  const take = async (output: PageOutput, uses: WrittenPage['uses'], html: string | undefined, linked?: WrittenPage): Promise<WrittenPage> => {
    const { view: _view, ...kept } = output;
    outputs.set(output.path, { ...kept, html: '' });
    needsPlayground ||= uses.playground;
    needsKatex ||= uses.katex;
    needsContextual ||= uses.contextual;
    needsMermaid ||= uses.mermaid;
    for (const name of output.classes ?? []) classes.add(name);
    components.rendered += output.components?.rendered ?? 0;
    components.failed += output.components?.failed ?? 0;
    appendAll(diagnostics, output.diagnostics);
    if (html !== undefined) {
      await write(output.outFile, html);
      await write(mdFile(output.outFile), output.markdown);
    }
    // A changelog with `rss: true`: its feed at `<page>/rss.xml`, as Mintlify publishes it.
    if (output.feed) await write(feedPath(output.url).slice(1), rssXml({ title: `${output.title} - ${project.model.name}`, ...(output.description ? { description: output.description } : {}), pageUrl: (siteUrl || basePath) + output.url, items: output.feed }));
    const out: WrittenPage = linked ?? { layout: layoutKey, html: await fileOf(output.outFile), md: await fileOf(mdFile(output.outFile)), uses };
    if (search && searchable(output, project)) {
      searchFiles.push(`${basePath}${output.url}\0${out.html.ino}\0${out.html.size}\0${out.html.mtimeMs}`);
      if (html === undefined) searchPages.push({ url: `${basePath}${output.url}`, rel: output.outFile });
      else {
        allReused = false;
        await timed(timings, 'search index', () => search.add(`${basePath}${output.url}`, html));
      }
    }
    done++;
    onProgress?.(done, total);
    return out;
  };
  const accept = async (output: PageOutput): Promise<WrittenPage> => {
    if (output.path === home?.path) homeHtml = output.html;
    const { html } = output;
    const uses = { playground: html.includes('api-playground.js') || html.includes('api-playground.css'), katex: html.includes('katex.min.css'), contextual: html.includes('contextual.js'), mermaid: html.includes('mermaid-init.js') };
    return take(output, uses, html);
  };
  /**
   * An unchanged page (its record's key, the layout settings and its earlier files as the
   * earlier build wrote them) costs no HTML read or write: its two files are linked from the
   * earlier output into the new one. A record proves nothing about the files (whoever writes
   * the cache can plant one), but the files are the earlier build's own, in its output
   * folder, so at worst a planted record keeps an older version of the same page. A page
   * that writes Tailwind classes is laid out from its view, which is checked against them.
   */
  const reuse = async (pageCache: PageCache, entry: PageEntry, record: CacheRecord): Promise<boolean> => {
    const out = record.out;
    if (previous === undefined || out === undefined || out.layout !== layoutKey || (record.classes?.length ?? 0) > 0) return false;
    const same = async (rel: string, file: WrittenFile): Promise<boolean> => {
      const info = await lstat(join(previous, rel)).catch(() => undefined);
      return info !== undefined && info.isFile() && info.size === file.size && info.ino === file.ino && info.mtimeMs === file.mtimeMs;
    };
    const md = mdFile(entry.outFile);
    if (!(await same(entry.outFile, out.html)) || !(await same(md, out.md))) return false;
    try {
      for (const rel of [entry.outFile, md]) {
        await folder(join(dir, rel));
        await link(join(previous, rel), join(dir, rel));
      }
    } catch {
      return false;
    }
    written.set(entry.outFile, out.html.size);
    written.set(md, out.md.size);
    await take(pageCache.outputOf(entry, record), out.uses, undefined, out);
    return true;
  };
  const pending: PageEntry[] = [];
  for (const entry of entries) {
    const record = cache ? await timed(timings, 'cache', () => cache.record(entry)) : undefined;
    if (cache && record && (await reuse(cache, entry, record))) {
      cached++;
      continue;
    }
    const hit = record ? await timed(timings, 'cache', async () => cache?.get(entry, state, record)) : undefined;
    if (hit && record) {
      cached++;
      const out = await accept(hit);
      await cache?.setOut(entry, record, out);
    } else pending.push(entry);
  }
  const workerCount = options.workers ?? Math.max(1, availableParallelism());
  const pooled = workerCount > 1 && pending.length >= 32 && poolAvailable();
  if (pooled) {
    const failures = await runPool({ project, settings: timings ? { ...settings, timings: true } : settings, paths: pending.map((e) => e.path), workers: workerCount }, async (output) => {
      takeTimings(output);
      const out = await accept(output);
      await timed(timings, 'cache', async () => cache?.set(output, project, out));
    });
    for (const failure of failures) diagnostics.push({ file: root, line: 1, column: 1, ruleId: 'render-failed', message: `Unexpected failure rendering ${failure}`, severity: 'error' });
  } else {
    for (const entry of pending) {
      const output = await renderPageOutput(state, entry, entry.hash, cache !== undefined);
      takeTimings(output);
      const out = await accept(output);
      await timed(timings, 'cache', async () => cache?.set(output, project, out));
    }
  }

  // `/` always answers: the home page's own content, its canonical link naming its URL.
  // A home page linked from the earlier output is read back for its copy at `/`.
  if (home && homeHtml === undefined && outputs.has(home.path) && !outputs.get(home.path)?.failed) homeHtml = await readFile(join(dir, home.outFile), 'utf8').catch(() => undefined);
  if (home && homeHtml !== undefined) await write('index.html', homeCopyHtml(homeHtml, home.url, settings));
  // Site-wide files, assembled from the pages' outputs.
  // A project's own `404.mdx` is its not-found page: the generated one never replaces it.
  if (!written.has('404.html')) await write('404.html', notFoundHtml(state));
  await write('llms.txt', llmsTxt(project, outputs, basePath));
  await write('llms-full.txt', llmsFullTxt(project, outputs));
  await write('robots.txt', robotsTxt(siteUrl));
  if (siteUrl) await write('sitemap.xml', sitemapXml(project, siteUrl));
  for (const [rel, body] of siteNavigationAssets(state)) await write(rel, body);
  await writeSiteAssets(write, copy, { playground: needsPlayground, katex: needsKatex, contextual: needsContextual, mermaid: needsMermaid });
  // One style sheet for the Tailwind classes of every page, linked only by the pages that write classes.
  if (classes.size > 0) await write(`${ASSET_DIR}/${TAILWIND_CSS}`, await tailwindCss(classes, themeColors(project.model)));
  const redirects = redirectPages(project, settings, (rel) => written.has(rel));
  appendAll(diagnostics, redirects.findings);
  // A configured font that cannot be served from the site itself is named once.
  appendAll(diagnostics, siteFonts(project, basePath).findings);
  for (const [rel, html] of redirects.pages) await write(rel, html);
  if (redirects.kept.length > 0) await write('_redirects', redirectsFile(redirects.kept, basePath));
  for (const rel of project.assets) {
    if (written.has(rel)) continue;
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
    await copy(real, rel);
  }
  let searchIndexed = false;
  if (search) {
    // When no searchable page's HTML changed, the earlier build's index is this one's: linked, not rebuilt.
    const searchKey = `${SEARCH_FORMAT}\n${searchFiles.sort().join('\n')}`;
    // (Not when pages of the project are published under `pagefind/` too.)
    const alone = ![...written.keys()].some((rel) => rel.startsWith('pagefind/'));
    if (allReused && alone && previous !== undefined && cache !== undefined && (await cache.readNote('search')) === searchKey && (await linkTree(join(previous, 'pagefind'), join(dir, 'pagefind')))) {
      await search.close();
    } else {
      // Pages linked from the earlier build are read back for the index (Pagefind keeps no index to add to).
      for (const page of searchPages) await search.add(page.url, await readFile(join(dir, page.rel), 'utf8'));
      // Pagefind writes its own files; each is then checked whole (src/render/search.ts).
      const problem = await timed(timings, 'search index', () => search.write(join(dir, 'pagefind')));
      if (problem !== undefined) throw new FatalError(`${problem}, the previous output is left unchanged`);
    }
    await cache?.writeNote('search', searchKey);
    searchIndexed = true;
  }
  await verifyWritten(dir, written);
  appendAll(diagnostics, checkLinks(project, outputs, options.strict ?? false));
  await timed(timings, 'cache', async () => cache?.flush());
  const failed = [...outputs.values()].filter((o) => o.failed).length;
  // A snippet included by many pages has one problem, reported once at the snippet.
  // A code component (`/snippets/x.jsx`) is named once per build, at its first use.
  // An icon name no library has is named once per build, at its first use in path order
  // (pages finish in any order on the workers).
  const firstIconUse = new Map<string, Finding>();
  for (const d of diagnostics) {
    if (d.ruleId !== 'icon-unknown') continue;
    const first = firstIconUse.get(d.message);
    if (!first || d.file < first.file || (d.file === first.file && (d.line < first.line || (d.line === first.line && d.column < first.column)))) firstIconUse.set(d.message, d);
  }
  const seen = new Set<string>();
  const unique = diagnostics.filter((d) => {
    if (d.ruleId === 'icon-unknown' && firstIconUse.get(d.message) !== d) return false;
    const key = d.ruleId === CODE_COMPONENT_RULE ? `${d.ruleId}\0${d.message}` : `${d.file}\0${d.line}\0${d.column}\0${d.severity}\0${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    pages: outputs.size,
    cached,
    failed,
    components,
    ...countBySeverity(unique),
    diagnostics: unique,
    searchIndexed,
    ...(timings ? { timings, renderThreads: pooled ? Math.min(workerCount, pending.length) : 1 } : {}),
  };
}

/**
 * The page cache's folder, created, or undefined when pages go uncached: a folder that cannot
 * be made (a read-only checkout) costs time only, and one whose real path leaves the project
 * (a symlink) is never written through.
 */
async function usableCacheDir(dir: string, root: string, diagnostics: Finding[]): Promise<string | undefined> {
  try {
    await mkdir(dir, { recursive: true });
  } catch {
    return undefined;
  }
  if (isInside(root, dir)) {
    try {
      await realPathInside(root, dir);
    } catch {
      diagnostics.push({ file: dir, line: 1, column: 1, ruleId: 'path-outside', message: `Unexpected cache folder \`${dir}\` that links outside the project: pages are not cached`, severity: 'warn' });
      return undefined;
    }
  }
  return dir;
}

/** Raised when what the search index is made from changes (Pagefind's version is docwright's). */
const SEARCH_FORMAT = 'search 1';

/** Hard-link every file under `from` into `to` (the earlier build's search index); false when any fails (a missing folder, a file system without links). */
async function linkTree(from: string, target: string): Promise<boolean> {
  // Linked into a folder of its own first, renamed into place when complete.
  const to = `${target}.linking`;
  try {
    const entries = await readdir(from, { recursive: true, withFileTypes: true });
    if (entries.length === 0) return false;
    for (const entry of entries) {
      const rel = join(entry.parentPath, entry.name).slice(from.length + 1);
      if (entry.isDirectory()) await mkdir(join(to, rel), { recursive: true });
      else if (entry.isFile()) {
        await mkdir(dirname(join(to, rel)), { recursive: true });
        await link(join(from, rel), join(to, rel));
      } else throw new Error('not a file');
    }
    await rename(to, target);
    return true;
  } catch {
    await rm(to, { recursive: true, force: true }).catch(() => undefined);
    return false;
  }
}

/** Every file the build wrote has every byte: a short write fails the build before the swap. */
async function verifyWritten(dir: string, written: ReadonlyMap<string, number>): Promise<void> {
  for (const [rel, size] of written) {
    let actual: number;
    try {
      actual = (await stat(join(dir, rel))).size;
    } catch {
      actual = -1;
    }
    if (actual !== size) throw new FatalError(`Unexpected short write of \`${rel}\` (${Math.max(actual, 0)} of ${size} bytes), the previous output is left unchanged`);
  }
}
