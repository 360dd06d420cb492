// `build`: every page (from the cache, a worker pool or in line), the site-wide files, the
// site's assets, published files and search, written into a temporary folder that is
// published only when the build completes: into the output folder in place (the new files
// renamed over their places, src/fs/output-commit.ts), or as a whole new folder swapped in.
import { createHash } from 'node:crypto';
import { placeSpecSourceFindings } from '../../config/nav-key.js';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { DEFAULT_OUT_DIR } from '../../project/ignore.js';
import { claimOutputFolder, isOutputRefused, manifestText, OUTPUT_MANIFEST, readOutputManifest, sourceFolderHolding, stampFiles, type FileStamp, type OutputState } from '../../fs/output-folder.js';
import { writeFileAtomic } from '../../fs/write.js';
import { canCommitInPlace, commitInPlace } from '../../fs/output-commit.js';
import { isInside, isRefusedPath, realPathInside } from '../../fs/paths.js';
import { removeOnInterrupt, removeStaleTempFolders, tempFolderFor } from '../../fs/temp-folders.js';
import { version } from '../../version.js';
import { codeFingerprint } from '../../code-fingerprint.js';
import { appendAll, countBySeverity, type Finding } from '../../findings/finding.js';
import { relieveHeap } from '../../lint/heap.js';
import { layoutKeyOf, PageCache, placesHash, type CacheRecord, type WrittenFile, type WrittenPage } from './cache.js';
import { fileAt, sameFile, SiteFiles, timed } from './site-files.js';
import { writeLlmsFull } from './llms-full.js';
import { headersFile, projectSkill, SKILL_PATH } from './agent-files.js';
import { checkBuiltLinks, withoutCoveredOutside } from './links.js';
import { llmsFullPages, llmsTxt, robotsTxt, sitemapXml } from './machine.js';
import { configuredSiteUrl, sitemapBase } from '../../config/site-url.js';
import { poolAvailable, runPool } from '../pool.js';
import { FatalError, type PageEntry, type SiteProject } from '../layout/project.js';
import { isSanitised } from '../safety/publish.js';
import { encodeUrlPath } from '../../fs/url-path.js';
import { folderRedirectPages, homeCopyHtml, redirectOutFile, redirectPages, redirectsFile } from './redirects.js';
import { pageNavigationDigest, siteNavigationAssets, type PageOutput } from '../layout/page-layout.js';
import { searchable } from './search.js';
import { SearchShards } from './search-shards.js';
import { ASSET_VERSION, readAsset, writeSiteAssets } from '../site-assets.js';
import { siteFonts } from '../components/fonts.js';
import { notFoundHtml, type SiteContext } from './site-context.js';
import type { BuildOptions, BuildResult } from './site-types.js';
import type { DocsModel } from '../../config/model.js';
import { CODE_COMPONENT_RULE } from '../page/page-hast.js';
import { ASSET_DIR } from '../layout/layout.js';
import { TAILWIND_CSS, tailwindCss } from '../safety/tailwind.js';
import { themeColors } from '../safety/colors.js';
import { feedPath, rssXml } from '../page/feed.js';
import { addStageTimes, startStageTiming, stopStageTiming, STAGES, type StageTimes } from '../page/stage-timing.js';
import { importInTurn } from '../../import-in-turn.js';
import { newBuildBudget } from '../safety/sandbox/budget.js';
import { buildTime } from '../safety/sandbox/clock.js';
import { configShareImageFindings, configSiteUrlFindings } from '../layout/share-images.js';

export async function buildSite(ctx: SiteContext, outDirInput: string, buildOptions: BuildOptions = {}): Promise<BuildResult> {
  const show = buildOptions.showPath ?? ((path: string): string => path);
  const started = Date.now();
  const outDir = resolve(outDirInput);
  const parent = dirname(outDir);
  // Refused before any work: the output must be missing, empty, or an earlier build's own.
  const seen = new Map<string, WrittenFile>();
  const before = await claimOutput(ctx, outDir, show, seen);
  try {
    await mkdir(parent, { recursive: true });
  } catch (error) {
    throw new FatalError(`Unexpected unwritable output folder \`${show(outDir)}\` (${reasonOf(error)}), expected a folder the build can write`);
  }
  // Folders left by builds that were killed (or interrupted before they could clean up).
  await removeStaleTempFolders(outDir);
  const temp = tempFolderFor(outDir, 'tmp');
  try {
    await mkdir(temp, { recursive: true });
    // Marked from the start, so a folder a killed build leaves is known for the build's own.
    await writeFileAtomic(join(temp, OUTPUT_MANIFEST), manifestText(version, {}, false), { durable: false });
  } catch (error) {
    await rm(temp, { recursive: true, force: true }).catch(() => undefined);
    throw new FatalError(`Unexpected unwritable output folder \`${show(parent)}\` (${reasonOf(error)}), expected a folder the build can write`);
  }
  const release = removeOnInterrupt(temp);
  try {
    const timings: StageTimes | undefined = buildOptions.timings === true ? Object.fromEntries(STAGES.map((stage) => [stage, 0])) : undefined;
    // An earlier build's output: pages the cache knows unchanged are kept from it, not written
    // again. Not one whose publication in place was cut short: that one is replaced whole.
    const manifest = before === 'owned' ? await readOutputManifest(outDir) : undefined;
    const previous = before === 'owned' && (manifest === undefined || manifest.complete) ? outDir : undefined;
    const { kept, files: built, ...result } = await buildInto(ctx, temp, ctx.root, buildOptions.onProgress, { timings, previous, seen });
    if (kept) {
      // Nothing changed: the earlier output is this site already and stays in place, untouched.
      await rm(temp, { recursive: true, force: true });
      return { ...result, outDir, durationMs: Date.now() - started };
    }
    await timed(timings, 'writes', () => publish(ctx, { outDir, temp, show, seen, built }));
    return { ...result, outDir, durationMs: Date.now() - started };
  } catch (error) {
    await rm(temp, { recursive: true, force: true }).catch(() => undefined);
    if (error instanceof FatalError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) {
      // A file system failure (a full disk, a name too long, a busy mount …): the path, the cause, exit 2.
      const path = (error as NodeJS.ErrnoException).path;
      const where = typeof path === 'string' && isInside(temp, path) ? join(outDir, relative(temp, path)) : (path ?? outDir);
      throw new FatalError(`Unexpected failure writing the site to \`${show(where)}\` (${reasonOf(error)}), expected a folder the build can write: the previous output is left unchanged`);
    }
    throw error;
  } finally {
    release();
  }
}

/** What `publish` puts in place: the output, the build's temporary folder with the new files, and what the build kept of the output (`seen`: its files when the build began). */
interface Publication {
  outDir: string;
  temp: string;
  show: (path: string) => string;
  seen: ReadonlyMap<string, WrittenFile>;
  built: SiteFiles;
}

/**
 * The built site into the output folder, claimed again (it may have changed while the site was
 * built): into the output in place when the build kept files of it and may (src/fs/output-commit.ts),
 * else every kept file linked into the temporary folder, which replaces the output whole.
 */
async function publish(ctx: SiteContext, { outDir, temp, show, seen, built }: Publication): Promise<void> {
  const now = new Map<string, WrittenFile>();
  const state = await claimOutput(ctx, outDir, show, now);
  const manifest = state === 'owned' && built.previous !== undefined ? await readOutputManifest(outDir) : undefined;
  const written = await stampFiles(temp);
  written.delete(OUTPUT_MANIFEST);
  if (manifest !== undefined) {
    const commit = { outDir, staging: temp, manifest, kept: built.keptFiles(), written, present: now, version };
    if (await canCommitInPlace(commit, seen, now)) {
      try {
        await commitInPlace(commit);
      } catch (error) {
        // Part of the new site may be in place: the output stays docwright's, and the next build replaces it whole.
        throw new FatalError(`Unexpected failure publishing the site into \`${show(outDir)}\` (${reasonOf(error)}), expected a folder the build can write: the next build replaces it whole`);
      }
      await rm(temp, { recursive: true, force: true });
      return;
    }
  }
  // The kept files, linked from the output as the claim just found them, keep the stamps it checked.
  const kept: Record<string, FileStamp> = {};
  for (const rel of built.keptFiles()) if (manifest !== undefined && Object.hasOwn(manifest.files, rel)) kept[rel] = manifest.files[rel] as FileStamp;
  await built.linkKept();
  const files = await stampFiles(temp, { ...Object.fromEntries(written), ...kept });
  files.delete(OUTPUT_MANIFEST);
  await writeFileAtomic(join(temp, OUTPUT_MANIFEST), manifestText(version, files, true), { durable: false });
  const old = tempFolderFor(outDir, 'old');
  if (state !== 'missing') await rename(outDir, old);
  await rename(temp, outDir);
  if (state !== 'missing') await rm(old, { recursive: true, force: true });
}

/** The error's cause without the path node repeats: `ENAMETOOLONG: name too long`. */
function reasonOf(error: unknown): string {
  // Not `instanceof Error`: errors of node's fs may come from another realm (jest's VM).
  const message = typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
  if (message === undefined) return String(error);
  return message.replace(/, \w+ '[^']*'( -> '[^']*')?$/, '');
}

/**
 * Whether the build may replace `outDir` (src/fs/output-folder.ts): not the root, not a
 * folder holding it, not inside a folder of the project's sources, and missing, empty or an
 * earlier build's own. Anything else is a FatalError naming the folder.
 */
async function claimOutput(ctx: SiteContext, outDir: string, show: (path: string) => string, seen?: Map<string, WrittenFile>): Promise<OutputState> {
  const { root, project } = ctx;
  let state: OutputState;
  try {
    state = await claimOutputFolder(outDir, root, show(outDir), seen);
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

interface BuildIntoOptions {
  /** Stage times to add to (`--timings`). */
  timings?: StageTimes | undefined;
  /** The earlier build's output folder, whose unchanged pages are linked. */
  previous?: string | undefined;
  /** Its files as the claim's walk saw them just before (no `lstat` of each again). */
  seen?: ReadonlyMap<string, WrittenFile> | undefined;
}

/** A build's result; `kept`: the earlier output already is this site (nothing to publish); `files`: what the build wrote and kept. */
type BuiltInto = Omit<BuildResult, 'outDir' | 'durationMs'> & { kept: boolean; files: SiteFiles };

async function buildInto(ctx: SiteContext, dir: string, cacheParent: string, onProgress: ((done: number, total: number) => void) | undefined, more: BuildIntoOptions): Promise<BuiltInto> {
  const { timings } = more;
  // The search index's shards; each opens its Pagefind index only when it has a page to index.
  const search = SearchShards.plan(ctx.pagefind, ctx.project, timings, ctx.options.searchShardPages);
  // Pages rendered on this thread time their stages here too.
  if (timings) startStageTiming();
  // What custom components may spend in this build, on every render thread; none outside a build (dev's pages).
  ctx.settings.sandboxBudget = newBuildBudget();
  // What `Date` reads in custom components: one time for the whole build, every render thread's pages and this thread's.
  ctx.settings.buildTime = buildTime();
  try {
    return await buildWithSearch(ctx, dir, cacheParent, search, onProgress, more);
  } catch (error) {
    // A build that fails still closes its search index: an index left open keeps Pagefind's
    // service (a child process) alive, and with it the process that built.
    await search?.close();
    throw error;
  } finally {
    if (timings) stopStageTiming();
    delete ctx.settings.sandboxBudget;
    delete ctx.settings.buildTime;
  }
}

/** How many pages' cache records are read ahead of the page being taken. */
const LOOK_AHEAD = 16;

/** What the site-wide files need of a page (navigation titles, links, anchors): no HTML and no Markdown, so memory stays flat in the page count. */
type PageRecord = Pick<PageOutput, 'path' | 'url' | 'outFile' | 'title' | 'description' | 'links' | 'ids' | 'failed' | 'noindex'>;

function pageRecord(output: PageOutput): PageRecord {
  const { path, url, outFile, title, description, links, ids, failed, noindex } = output;
  return { path, url, outFile, title, ...(description !== undefined ? { description } : {}), links, ids, failed, noindex };
}

const mdFile = (outFile: string): string => `${outFile.replace(/\.html$/, '')}.md`;

/** Which site assets some page links, and what pages add up to. */
interface SiteUses {
  playground: boolean;
  katex: boolean;
  contextual: boolean;
  mermaid: boolean;
  /** Some page hydrates custom components (`_docwright/hydrate.js`). */
  hydrate: boolean;
  classes: Set<string>;
  components: BuildResult['components'];
}

/**
 * The pages of one build: each taken from the earlier output, the cache or a render, written,
 * indexed for search, and reduced to its small record for the site-wide files.
 */
class PageCollector {
  readonly records = new Map<string, PageRecord>();
  readonly uses: SiteUses = { playground: false, katex: false, contextual: false, mermaid: false, hydrate: false, classes: new Set(), components: { rendered: 0, failed: 0 } };
  cached = 0;
  homeHtml: string | undefined;
  private done = 0;
  /** What a page's HTML also depends on besides its record's key (the star count changes between runs). */
  readonly layoutKey: string;
  /** Where the pages are (`placesHash`), once per build. */
  private readonly places: string;
  /** Each page's layout key, taken once per build and kept until the page is taken. */
  private readonly layouts = new Map<string, string>();

  constructor(
    private readonly ctx: SiteContext,
    private readonly files: SiteFiles,
    private readonly diagnostics: Finding[],
    private readonly search: SearchShards | undefined,
    private readonly more: BuildIntoOptions & { onProgress?: ((done: number, total: number) => void) | undefined; cache: PageCache | undefined },
  ) {
    const { settings } = ctx;
    this.layoutKey = JSON.stringify([settings.assetVersion, settings.dev, settings.search !== false]);
    this.places = placesHash(ctx.project);
  }

  /** What the page's written HTML depends on besides its record: the layout settings, where the pages are, and what it shows of the other pages (a title in its sidebar, its previous and next). */
  layoutOf(entry: PageEntry | undefined): string {
    if (!entry) return this.layoutKey;
    let key = this.layouts.get(entry.path);
    if (key === undefined) {
      key = layoutKeyOf(this.layoutKey, this.places, pageNavigationDigest(this.ctx.state, entry));
      this.layouts.set(entry.path, key);
    }
    return key;
  }

  /** Keep what the site-wide files need of a page, not its HTML; `html` undefined: the page's files were linked from the earlier build. */
  async take(output: PageOutput, uses: WrittenPage['uses'], html: string | undefined, linked?: WrittenPage): Promise<WrittenPage> {
    const { project, settings } = this.ctx;
    const { files, search } = this;
    this.records.set(output.path, pageRecord(output));
    this.addUses(output, uses);
    appendAll(this.diagnostics, output.diagnostics);
    if (html !== undefined) {
      // A page laid out now is new output, even when its bytes are the earlier ones: the cache records the new files.
      files.markChanged();
      await files.write(output.outFile, html);
      await files.write(mdFile(output.outFile), output.markdown);
    }
    // Hydrated components: the page's programs, named by their content (src/render/page/islands.ts).
    if (output.islands) await files.write(`${ASSET_DIR}/${output.islands.file}`, output.islands.script);
    // A changelog with `rss: true`: its feed at `<page>/rss.xml`, as Mintlify publishes it; its links absolute from `--base-url`, else `seo.metatags.canonical` (with neither, site paths: `feed-link-relative`).
    if (output.feed) await files.write(feedPath(output.url).slice(1), rssXml({ title: `${output.title} - ${project.model.name}`, ...(output.description ? { description: output.description } : {}), pageUrl: (sitemapBase(settings, project.model) || settings.basePath) + encodeUrlPath(output.url), items: output.feed }));
    const out: WrittenPage = linked ?? { layout: this.layoutOf(project.pages.get(output.path)), html: files.fileOf(output.outFile), md: files.fileOf(mdFile(output.outFile)), uses, ...(output.search !== undefined ? { search: output.search } : {}) };
    // Its last use: the key is not kept for the rest of the build (memory flat in the page count).
    this.layouts.delete(output.path);
    files.identities.set(output.outFile, out.html);
    files.identities.set(mdFile(output.outFile), out.md);
    // Into its search shard: indexed now when rendered now, else read back only if its shard changed.
    if (search && searchable(output, project)) await search.take(`${settings.basePath}${encodeUrlPath(output.url)}`, output.outFile, out, html);
    else await search?.skip(output.outFile);
    this.done++;
    this.more.onProgress?.(this.done, this.ctx.project.pages.size);
    return out;
  }

  private addUses(output: PageOutput, uses: WrittenPage['uses']): void {
    const all = this.uses;
    all.playground ||= uses.playground;
    all.katex ||= uses.katex;
    all.contextual ||= uses.contextual;
    all.mermaid ||= uses.mermaid;
    for (const name of output.classes ?? []) all.classes.add(name);
    all.hydrate ||= output.islands !== undefined;
    all.components.rendered += output.components?.rendered ?? 0;
    all.components.failed += output.components?.failed ?? 0;
    const hydrated = output.components?.hydrated ?? 0;
    if (hydrated > 0) all.components.hydrated = (all.components.hydrated ?? 0) + hydrated;
    for (const name of output.components?.static ?? []) {
      const names = (all.components.static ??= []);
      if (!names.includes(name)) names.push(name);
    }
  }

  /** A page laid out now (rendered, or from its cached view). */
  async accept(output: PageOutput): Promise<WrittenPage> {
    if (output.path === this.ctx.project.home?.path && this.ctx.project.home.url !== '/') this.homeHtml = output.html;
    const { html } = output;
    const uses = { playground: html.includes('api-playground.js') || html.includes('api-playground.css'), katex: html.includes('katex.min.css'), contextual: html.includes('contextual.js'), mermaid: html.includes('mermaid-init.js') };
    return this.take(output, uses, html);
  }

  /**
   * An unchanged page (its record's key, the layout settings and its earlier files as the
   * earlier build wrote them) costs no HTML read or write: its two files are kept from the
   * earlier output. A record proves nothing about the files (whoever writes
   * the cache can plant one), but the files are the earlier build's own, in its output
   * folder, so at worst a planted record keeps an older version of the same page. A page
   * that writes Tailwind classes is laid out from its view, which is checked against them.
   */
  async reusable(entry: PageEntry, record: CacheRecord): Promise<boolean> {
    const { previous } = this.more;
    const out = record.out;
    if (previous === undefined || out === undefined || out.layout !== this.layoutOf(entry) || (record.classes?.length ?? 0) > 0) return false;
    const same = async (rel: string, file: WrittenFile): Promise<boolean> => {
      const info = this.more.seen?.get(rel) ?? (await fileAt(join(previous, rel)));
      return info !== undefined && sameFile(info, file);
    };
    const md = mdFile(entry.outFile);
    return (await same(entry.outFile, out.html)) && (await same(md, out.md));
  }

  /** A page `reusable` found unchanged: its files kept in the earlier output, linked into the new one only if the site changed (src/render/site/site-files.ts). */
  async reuse(pageCache: PageCache, entry: PageEntry, record: CacheRecord & { out: WrittenPage }): Promise<void> {
    const { out } = record;
    this.files.keep(entry.outFile, out.html);
    this.files.keep(mdFile(entry.outFile), out.md);
    await this.take(pageCache.outputOf(entry, record), out.uses, undefined, out);
  }

  /** A page's cache record, and whether its earlier files can be kept as they are. */
  private async lookUp(entry: PageEntry): Promise<{ record: CacheRecord | undefined; unchanged: boolean }> {
    const { cache } = this.more;
    const record = cache ? await cache.record(entry).catch(() => undefined) : undefined;
    return { record, unchanged: record !== undefined && (await this.reusable(entry, record).catch(() => false)) };
  }

  /** Every page linked or laid out from the cache where it can be; the pages left to render. */
  async fromCache(): Promise<PageEntry[]> {
    const { cache, timings } = this.more;
    const pending: PageEntry[] = [];
    const entries = [...this.ctx.project.pages.values()];
    // Looked up a few pages ahead, in parallel (each is a few file reads and stats); taken in order.
    const ahead: Promise<{ record: CacheRecord | undefined; unchanged: boolean }>[] = [];
    let queued = 0;
    for (const entry of entries) {
      while (queued < entries.length && ahead.length < LOOK_AHEAD) ahead.push(this.lookUp(entries[queued++] as PageEntry));
      const next = ahead.shift() ?? this.lookUp(entry);
      const { record, unchanged } = await timed(timings, 'cache', () => next);
      if (cache && record?.out && unchanged) {
        await this.reuse(cache, entry, { ...record, out: record.out });
        this.cached++;
        continue;
      }
      const hit = record ? await timed(timings, 'cache', async () => cache?.get(entry, this.ctx.state, record)) : undefined;
      if (hit && record) {
        this.cached++;
        const out = await this.accept(hit);
        cache?.setOut(entry, record, out);
      } else pending.push(entry);
    }
    return pending;
  }

  /** A rendered page: its stage times join the build's (they never go into the cache), then it is written and cached. */
  async rendered(output: PageOutput): Promise<void> {
    const { timings, cache } = this.more;
    if (timings && output.timings) addStageTimes(timings, output.timings);
    delete output.timings;
    const out = await this.accept(output);
    await timed(timings, 'cache', async () => cache?.set(output, this.ctx.project, out));
    // Each page leaves tens of kilobytes of garbage here (its HTML, the search indexer's and the
    // cache's strings) that V8 would let pile up to 460 MB at 5,000 pages; what is live stays
    // under 40 MB (a heap snapshot at 5,000 pages, bench/HISTORY.md), so a collection past a
    // threshold, as in the render threads: past 64 MB or half as much again as it holds (not
    // twice: the heap's peak then grew with the page count, issue 29), a cheap collection.
    relieveHeap(64 * 1024 * 1024, 1.5);
  }

  /** Render the pages the cache could not give, on the worker pool or on this thread; the number of render threads. */
  async render(pending: readonly PageEntry[]): Promise<number> {
    const { project, settings, options, state, root } = this.ctx;
    const { timings, cache } = this.more;
    const cores = availableParallelism();
    const workerCount = options.workers ?? (cores > 1 ? cores : 0);
    if (workerCount >= 1 && pending.length >= POOL_MIN_PAGES && poolAvailable()) {
      const failures = await runPool({ project, settings: timings ? { ...settings, timings: true } : settings, paths: pending.map((e) => e.path), workers: workerCount, keepViews: cache !== undefined }, (output) => this.rendered(output));
      // At the page that failed (the project's folder only when the path names no page).
      const fileOf = new Map(pending.map((e) => [e.path, e.file]));
      for (const failure of failures) {
        const message = `Unexpected failure rendering \`${failure.path}\` (${failure.message.replace(/\s+/g, ' ')}), expected every page to render`;
        this.diagnostics.push({ file: fileOf.get(failure.path) ?? root, line: 1, column: 1, ruleId: 'render-failed', message, severity: 'error' });
      }
      return Math.min(workerCount, pending.length);
    }
    if (pending.length === 0) return 1;
    // Loaded only when a page is rendered here: the Markdown pipeline is most of the CLI's modules,
    // which a rebuild whose pages all come from the cache (or go to the render threads) never needs (issue 29).
    // (Loaded while the cache gives the other pages of an edit, it took as long: the main thread is busy with those.)
    const { renderPageOutput } = await importInTurn(() => import('../layout/render-page.js'));
    for (const entry of pending) {
      // An edited page's code blocks are mostly as they were: taken from the cache, they start no highlighter.
      await cache?.seedCode(entry);
      await this.rendered(await renderPageOutput(state, entry, entry.hash, cache !== undefined));
    }
    return 1;
  }
}

/** Pages to render at least for the render threads to start; fewer are rendered on this thread (a thread's start and shiki's cost more than a few pages). */
const POOL_MIN_PAGES = 32;

async function buildWithSearch(ctx: SiteContext, dir: string, cacheParent: string, search: SearchShards | undefined, onProgress: ((done: number, total: number) => void) | undefined, more: BuildIntoOptions): Promise<BuiltInto> {
  const { timings } = more;
  const { root, project, settings, options } = ctx;
  const diagnostics: Finding[] = project.diagnostics.map((d) => ({ ...d }));
  // docs.json's share image given as a site path with no site URL to make it absolute: said at its value.
  appendAll(diagnostics, configShareImageFindings(project.model, project.resolved, project.configPath, settings.siteUrl));
  // A canonical whose path the on-site links do not start with: said at its value (src/config/site-url.ts).
  appendAll(diagnostics, configSiteUrlFindings(project.model, project.resolved, project.configPath, settings));
  const files = new SiteFiles(dir, timings, more.previous);
  const cacheDir = options.cacheDir === false ? undefined : await usableCacheDir(options.cacheDir ?? join(cacheParent, '.docwright-cache'), root, diagnostics);
  const cache = cacheDir === undefined ? undefined : new PageCache(cacheDir, `${root}:${version}:${options.codeFingerprint ?? codeFingerprint()}:${project.configHash}:${settings.basePath}:${settings.siteUrl}:${ASSET_VERSION}:${settings.offline ? 'offline' : 'online'}${settings.hydrate === true ? ':hydrate' : ''}${leftOutSalt(project.leftOut)}`, options.cacheDir !== undefined).withProject(project, settings.buildTime);
  onProgress?.(0, project.pages.size);
  const pages = new PageCollector(ctx, files, diagnostics, search, { ...more, onProgress, cache });
  if (search) search.pathOf = (rel) => files.pathOf(rel);
  // A rebuild's search shards take their pages once all are taken (src/render/site/search-shards.ts)...
  if (search) search.eager = more.previous === undefined || cache === undefined;
  const pending = await pages.fromCache();
  // ...unless many pages are rendered again: handed over as they come in the project's order, as in a first build.
  if (search && pending.length >= POOL_MIN_PAGES) search.eager = true;
  const renderThreads = await pages.render(pending);
  // Every page is taken: Pagefind indexes the changed shards while the site-wide files are made.
  search?.feed((rel) => files.pathOf(rel), more.previous === undefined ? undefined : cache);
  // The search index is written (Pagefind's own process, then its files checked) while the
  // site-wide files are made, when none of the site's files goes into its folders; else after them.
  const alone = search !== undefined && searchFoldersFree(project, files);
  const searching = search && alone ? writeSearch(search, files, cache, more, true) : undefined;
  // Awaited below; a failure of the site-wide files meanwhile leaves it handled.
  searching?.catch(() => undefined);
  await writeSiteFiles(ctx, files, pages, diagnostics, cache);
  await publishProjectAssets(ctx, files, diagnostics);
  const searchIndexed = search ? await (searching ?? writeSearch(search, files, cache, more, false)) : false;
  const kept = await files.settle();
  if (!kept) verifyWritten(dir, files.written, new Set(files.keptFiles()));
  appendAll(diagnostics, checkBuiltLinks(project, pages.records, options.strict ?? false));
  await timed(timings, 'cache', async () => cache?.flush());
  const failed = [...pages.records.values()].filter((o) => o.failed).length;
  // A spec that is not there is reported where the configuration names it (src/config/nav-key.ts).
  const unique = uniqueDiagnostics(withoutCoveredOutside(placeSpecSourceFindings(diagnostics, project.resolved, root, project.pageSpecRefs)));
  return {
    pages: pages.records.size,
    cached: pages.cached,
    failed,
    components: pages.uses.components,
    ...countBySeverity(unique),
    diagnostics: unique,
    searchIndexed,
    sitemap: sitemapSource(settings.siteUrl, project.model),
    ...(timings ? { timings, renderThreads } : {}),
    kept,
    files,
  };
}

/** Where `sitemap.xml`'s URLs come from: `--base-url`, else `seo.metatags.canonical`, else none (no sitemap is written). */
function sitemapSource(siteUrl: string, model: DocsModel): BuildResult['sitemap'] {
  return siteUrl ? 'base-url' : configuredSiteUrl(model) ? 'canonical' : 'none';
}

/** The site-wide files, assembled from the pages' records: the home copy, 404, llms.txt, llms-full.txt, robots, sitemap, navigation, assets, redirects. */
async function writeSiteFiles(ctx: SiteContext, files: SiteFiles, pages: PageCollector, diagnostics: Finding[], cache: PageCache | undefined): Promise<void> {
  const { project, settings, state } = ctx;
  const { basePath } = settings;
  const home = project.home && project.home.url !== '/' ? project.home : undefined;
  // `/` always answers: the home page's own content, its canonical link naming its URL.
  // A home page linked from the earlier output is read back for its copy at `/`.
  if (home && pages.homeHtml === undefined && pages.records.has(home.path) && !pages.records.get(home.path)?.failed) pages.homeHtml = await readFile(files.pathOf(home.outFile), 'utf8').catch(() => undefined);
  if (home && pages.homeHtml !== undefined) await files.write('index.html', homeCopyHtml(pages.homeHtml, home.url, settings));
  // `/index.md` is the home page's Markdown, as `/` is its HTML (an agent asking `/` for Markdown is sent there).
  if (home && !files.written.has('index.md') && pages.records.has(home.path)) {
    const markdown = await readFile(files.pathOf(mdFile(home.outFile)), 'utf8').catch(() => undefined);
    if (markdown !== undefined) await files.write('index.md', markdown);
  }
  // A project's own `404.mdx` is its not-found page: the generated one never replaces it.
  if (!files.written.has('404.html')) await files.write('404.html', notFoundHtml(state));
  await files.write('llms.txt', llmsTxt(project, pages.records, basePath));
  // Each page's Markdown is read back from its written file, so no page's text is kept for it.
  await writeLlmsFull(files, llmsFullPages(project, pages.records).map((path) => mdFile(pages.records.get(path)?.outFile ?? '')), cache);
  // `--base-url`, else `seo.metatags.canonical`: without either a sitemap has no URL to list (the summary says so).
  const sitemapUrl = sitemapBase(settings, project.model);
  await files.write('robots.txt', robotsTxt(sitemapUrl));
  if (sitemapUrl) await files.write('sitemap.xml', sitemapXml(project, sitemapUrl));
  for (const [rel, body] of siteNavigationAssets(state)) await files.write(rel, body);
  const { uses } = pages;
  await writeSiteAssets((rel, body) => files.write(rel, body), (from, rel) => files.copy(from, rel), { playground: uses.playground, katex: uses.katex, contextual: uses.contextual, mermaid: uses.mermaid, hydrate: uses.hydrate });
  // One style sheet for the Tailwind classes of every page, linked only by the pages that write classes.
  if (uses.classes.size > 0) await files.write(`${ASSET_DIR}/${TAILWIND_CSS}`, await tailwindCss(uses.classes, themeColors(project.model)));
  const redirects = redirectPages(project, settings, (rel) => files.written.has(rel));
  appendAll(diagnostics, redirects.findings);
  // A configured font that cannot be served from the site itself is named once.
  appendAll(diagnostics, siteFonts(project, basePath).findings);
  for (const [rel, html] of redirects.pages) await files.write(rel, html);
  // A folder without an `index` page is served as its first page, as on Mintlify.
  for (const [rel, html] of folderRedirectPages(project, settings, (out) => files.written.has(out) || redirects.pages.has(out))) await files.write(rel, html);
  if (redirects.kept.length > 0) await files.write('_redirects', redirectsFile(redirects.kept, basePath));
  await writeAgentFiles(ctx, files, diagnostics);
}

/** The project's `skill.md` (validated, published even with problems: it is the author's) and `_headers`, unless the project has its own. */
async function writeAgentFiles(ctx: SiteContext, files: SiteFiles, diagnostics: Finding[]): Promise<void> {
  const skill = await projectSkill(ctx.root);
  if (skill) {
    appendAll(diagnostics, skill.findings);
    if (skill.text !== '' && !files.written.has(SKILL_PATH)) await files.write(SKILL_PATH, skill.text);
  }
  // A project with a `_headers` file of its own manages its host's headers itself.
  if (!files.written.has('_headers') && !ctx.project.assets.includes('_headers') && !existsSync(join(ctx.root, '_headers'))) await files.write('_headers', headersFile(ctx.settings.basePath));
}

/** The project's own files (images, downloads …) published as they are, SVG sanitised; none that links outside the project. */
async function publishProjectAssets(ctx: SiteContext, files: SiteFiles, diagnostics: Finding[]): Promise<void> {
  const { root, project } = ctx;
  for (const rel of project.assets) {
    if (files.written.has(rel)) continue;
    let real: string;
    try {
      real = await realPathInside(root, join(root, rel));
    } catch (error) {
      if (isRefusedPath(error) && error.reason !== 'missing') diagnostics.push({ file: join(root, rel), line: 1, column: 1, ruleId: 'path-outside', message: `Unexpected file \`${rel}\` that links outside the project: it is not published`, severity: 'warn' });
      continue;
    }
    if (isSanitised(rel)) {
      const body = await readAsset(root, rel, (message) => diagnostics.push({ file: join(root, rel), line: 1, column: 1, ruleId: 'svg-unsafe', message, severity: 'warn' }));
      if (body !== undefined) await files.write(rel, body);
      continue;
    }
    await files.copy(real, rel);
  }
}

/** Whether a file of the site is in a folder of the search index's (where a project may publish pages or files of its own). */
const inSearchFolder = (rel: string): boolean => rel.startsWith('pagefind/') || rel.startsWith('_docwright/search/');

/**
 * Whether no file of the site but the search index's goes into the search index's folders:
 * no page (every page is taken), no file of the project, no redirect page. (The site-wide files
 * and assets have fixed places outside them.)
 */
function searchFoldersFree(project: SiteProject, files: SiteFiles): boolean {
  if ([...files.written.keys()].some(inSearchFolder) || project.assets.some(inSearchFolder)) return false;
  return !project.redirects.some((rule) => {
    const outFile = rule.literal ? redirectOutFile(rule.source) : undefined;
    return outFile !== undefined && inSearchFolder(outFile);
  });
}

/**
 * The search index's shards: each kept from the earlier build when none of its pages changed,
 * else indexed again. `alone`: no other file of the site is in their folders
 * (`searchFoldersFree`), else nothing is kept. Returns true (indexed), false (Pagefind could
 * not open an index).
 */
async function writeSearch(search: SearchShards, files: SiteFiles, cache: PageCache | undefined, more: BuildIntoOptions, alone: boolean): Promise<boolean> {
  const result = await search.write({
    dir: files.dir,
    previous: alone ? more.previous : undefined,
    cache,
    timings: more.timings,
    keepTree: (folder) => files.keepTree(folder),
    pathOf: (rel) => files.pathOf(rel),
    markChanged: () => files.markChanged(),
    write: (rel, body) => files.write(rel, body),
  });
  if (typeof result === 'string') throw new FatalError(`${result}: the previous output is left unchanged`);
  return result;
}

/**
 * The build's findings, each once: a snippet included by many pages has one problem, reported
 * once at the snippet; a code component (`/snippets/x.jsx`) is named once per build, at its
 * first use; an icon name no library has is named once per build, at its first use in path
 * order (pages finish in any order on the workers).
 */
function uniqueDiagnostics(diagnostics: readonly Finding[]): Finding[] {
  const firstIconUse = new Map<string, Finding>();
  for (const d of diagnostics) {
    if (d.ruleId !== 'icon-unknown') continue;
    const first = firstIconUse.get(d.message);
    if (!first || d.file < first.file || (d.file === first.file && (d.line < first.line || (d.line === first.line && d.column < first.column)))) firstIconUse.set(d.message, d);
  }
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    if (d.ruleId === 'icon-unknown' && firstIconUse.get(d.message) !== d) return false;
    const key = d.ruleId === CODE_COMPONENT_RULE ? `${d.ruleId}\0${d.message}` : `${d.file}\0${d.line}\0${d.column}\0${d.severity}\0${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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


/** Every file the build wrote has every byte (the kept ones are the output's own): a short write fails the build before the swap (each `stat` synchronous: thousands, one after another). */
function verifyWritten(dir: string, written: ReadonlyMap<string, number | undefined>, kept: ReadonlySet<string>): void {
  for (const [rel, size] of written) {
    if (size === undefined || kept.has(rel)) continue;
    let actual: number;
    try {
      actual = statSync(join(dir, rel)).size;
    } catch {
      actual = -1;
    }
    if (actual !== size) throw new FatalError(`Unexpected short write of \`${rel}\` (${Math.max(actual, 0)} of ${size} bytes), expected the whole file: the previous output is left unchanged`);
  }
}

/** The files an ignore file leaves out, for the cache's salt: a page built before a snippet it imports was ignored (or after) is built again. */
function leftOutSalt(leftOut: SiteProject['leftOut']): string {
  if (!leftOut || leftOut.size === 0) return '';
  return `:${createHash('sha256').update([...leftOut.keys()].sort().join('\0')).digest('hex').slice(0, 24)}`;
}
