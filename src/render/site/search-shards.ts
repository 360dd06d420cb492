// The search index in shards (issue 33: an unchanged page is not indexed again). Pagefind
// keeps no index to add to, so a site past `SINGLE_SHARD_PAGES` searchable pages is split by a
// stable hash of each page's URL into a power-of-two number of shards, each a Pagefind bundle
// of its own (the first at `pagefind/`, the others at `_docwright/search/<i>/`). A shard none of
// whose pages changed what the search index reads of them (the same URLs and the same search
// digests: each page's language and article as written, src/render/layout/layout.ts; a page
// with no digest recorded counts by its written HTML file's inode, size and modification time)
// is linked from the earlier output; only the others are indexed again, from the pages rendered
// now and the linked pages read back. A page written again only because its sidebar or its
// previous and next show another page's new title keeps its digest, so its shard is kept.
// The browser loads the shards listed in `_docwright/search.json` with Pagefind's
// `mergeIndex` (src/render/assets/site/search.browser.ts). A small site keeps one shard, at
// `pagefind/` as before.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { PageCache, WrittenPage } from './cache.js';
import { searchable, SearchIndexer, type Pagefind, type SearchScope } from './search.js';
import { addStageTime, type StageTimes } from '../page/stage-timing.js';

/** Pages a site may have in one shard; past it, the pages are split into shards. */
export const SINGLE_SHARD_PAGES = 500;

/** The file that lists the shards for the browser: where each bundle is and which languages it indexes. */
export const SEARCH_MANIFEST = '_docwright/search.json';

/** The manifest of an index in one bundle whose languages are not listed (the dev server's): the browser searches it in the page's language. */
export const ONE_SHARD_MANIFEST = `${JSON.stringify({ shards: [{ path: 'pagefind/', languages: {} }] })}\n`;

/**
 * Shards at most that take their pages while the site is rendered (`SearchShards.eager`).
 * Pagefind holds every page of an open index in memory until its bundle is written (~60 KB a
 * page: its process took 837 MB at 14,000 of 50,000 pages, 256 shards fed as the pages came,
 * issue 51), so a larger site indexes its shards after the render, `OPEN_SHARDS` at a time.
 */
export const EAGER_SHARDS = 4;

/** Shards whose indexes are open at once when they are indexed after the render: the one written and the next, fed meanwhile. */
export const OPEN_SHARDS = 2;

/** Raised when what a shard is made from changes (Pagefind's version is docwright's). */
const SEARCH_FORMAT = 'search 3';

/** One shard as the browser reads it from {@link SEARCH_MANIFEST}: its bundle's folder (under the site's base, with a trailing slash) and its pages by language. */
export interface ShardEntry {
  path: string;
  languages: Record<string, number>;
}

/**
 * How many shards `pages` searchable pages go into: one up to `single` pages, else the least
 * power of two that keeps every shard at about `single / 2` pages or fewer (a power of two, so
 * the count changes, and every page moves, only when the site doubles).
 */
export function shardCount(pages: number, single = SINGLE_SHARD_PAGES): number {
  if (pages <= single) return 1;
  const target = Math.max(1, Math.floor(single / 2));
  let count = 2;
  while (pages / count > target) count *= 2;
  return count;
}

/** The shard of a page: FNV-1a of its URL, so a page stays in its shard from build to build. */
export function shardOf(url: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < url.length; i++) hash = Math.imul(hash ^ url.charCodeAt(i), 0x01000193) >>> 0;
  return hash % count;
}

/** The output folder of shard `i`: the first at `pagefind/`, where a one-shard site always had it. */
export function shardFolder(i: number): string {
  return i === 0 ? 'pagefind' : `_docwright/search/${String(i)}`;
}

/** The searchable pages a project is expected to have (its navigation's, or all with `seo.indexing: all`): the count the shards are planned from before any page is rendered. */
export function expectedSearchable(project: SearchScope): number {
  let count = 0;
  for (const entry of project.pages.values()) if (searchable({ path: entry.path, noindex: false, failed: false }, project)) count++;
  return count;
}

const noteSchema = z.object({ format: z.literal(SEARCH_FORMAT), keys: z.array(z.string()) });

/** One shard during a build. */
interface Shard {
  /** A line per page: its URL and its search digest, else its HTML file's identity (what the shard's key is made of). */
  lines: string[];
  /** Pagefind's index, opened with the shard's first page handed over. */
  index: Promise<SearchIndexer | undefined> | undefined;
  /** Its pages read back and handed to Pagefind (`feed`), started before the bundle is written. */
  fed?: Promise<SearchIndexer | undefined>;
}

/** Where a build's shards are written and what may be reused. */
export interface ShardWrite {
  /** The build's temporary output folder. */
  dir: string;
  /** The earlier build's output, whose unchanged shards are linked. */
  previous: string | undefined;
  cache: PageCache | undefined;
  timings: StageTimes | undefined;
  /** Keep a folder of the earlier output (src/render/site/site-files.ts); false when it cannot. */
  keepTree: (folder: string) => Promise<boolean>;
  /** Where a file of the site is now: in the new folder, or kept in the earlier output. */
  pathOf: (rel: string) => string;
  /** Say that the site changed: a shard was indexed again (Pagefind writes its own files). */
  markChanged: () => void;
  /** Write a small file of the site (the manifest), kept for the check of every written file. */
  write: (rel: string, body: string) => Promise<void>;
}

/** A searchable page taken and not yet handed to Pagefind. */
interface Held {
  /** Its place in the project's order of pages; -1 for a page the project does not list. */
  place: number;
  shard: number;
  url: string;
  /** Its HTML file, by path in the site (read back when `html` is not held). */
  rel: string;
  html: string | undefined;
}

/**
 * The search index of one build, in shards: pages are taken as they finish, handed to
 * Pagefind in the project's order, and each shard is indexed again only when one of its pages
 * changed.
 *
 * Pagefind numbers a shard's pages in the order they come, and its index files differ with
 * it; the render threads finish pages in any order. So every shard takes its pages in the
 * project's order, whether rendered now on one thread or several, taken from the cache or
 * linked from the earlier output: a page that finishes early is held until every page before
 * it is taken (or known not to be searchable, `skip`), and two builds of one project give the
 * same index files.
 */
export class SearchShards {
  private readonly shards: Shard[];
  private failed = false;
  /** Each page's place in the project (by output file): the order the shards take their pages in. */
  private readonly places = new Map<string, number>();
  /** Pages taken and not yet handed over, by place. */
  private readonly held = new Map<number, Held>();
  /** Pages taken that the project does not list: handed over last, by URL. */
  private readonly extras: Held[] = [];
  /** Places known to hold no searchable page, ahead of `next`. */
  private readonly passed = new Set<number>();
  /** The first place not yet handed over (or passed). */
  private next = 0;
  /** The pages handed over so far, one after another. */
  private handing: Promise<void> = Promise.resolve();
  /** Where a page's HTML file is now (the build's `SiteFiles.pathOf`): a page held without its HTML is read back from there. */
  pathOf: (rel: string) => string = (rel) => rel;
  /** Hand pages to Pagefind as they come in order (a build with no earlier output, of `EAGER_SHARDS` shards at most); else only once every page is taken, each read back. */
  eager = true;
  /** The shards `feed` found to index again, in order; past the first `OPEN_SHARDS`, each is fed once `write` reaches the one before it. */
  private toFeed: number[] | undefined;
  /** The earlier build's shard keys, read once from the cache. */
  private earlierKeys: Promise<string[]> | undefined;
  /** `feed` deciding which shards to start: `write` waits for it, so no shard is fed twice. */
  private feeding: Promise<void> | undefined;

  constructor(
    private readonly pagefind: Pagefind,
    readonly count: number,
    private readonly timings: StageTimes | undefined,
    outFiles: readonly string[] = [],
  ) {
    this.shards = Array.from({ length: count }, () => ({ lines: [], index: undefined }));
    for (const [i, rel] of outFiles.entries()) this.places.set(rel, i);
  }

  /** Shards for a project (`single`: pages one shard may hold, an internal option for tests); undefined without Pagefind. */
  static plan(pagefind: Pagefind | undefined, project: SearchScope, timings: StageTimes | undefined, single?: number): SearchShards | undefined {
    return pagefind ? new SearchShards(pagefind, shardCount(expectedSearchable(project), single), timings, [...project.pages.values()].map((entry) => entry.outFile)) : undefined;
  }

  /** A searchable page at `url` (with the base path) written to `rel` as `page`: `html` when laid out now, undefined when linked from the earlier output (read back when handed over). */
  async take(url: string, rel: string, page: WrittenPage, html: string | undefined): Promise<void> {
    const i = shardOf(url, this.count);
    const shard = this.shards[i];
    if (!shard) return;
    const file = page.html;
    shard.lines.push(page.search !== undefined ? `${url}\0${page.search}` : `${url}\0${String(file.ino)}\0${String(file.size)}\0${String(file.mtimeMs)}`);
    const place = this.places.get(rel);
    // Not eager (a rebuild), a page is read back only if its shard is indexed again: its HTML is not held.
    const held: Held = { place: place ?? -1, shard: i, url, rel, html: this.handsOver() ? html : undefined };
    if (place === undefined) this.extras.push(held);
    else this.held.set(place, held);
    await this.handOver();
  }

  /** A page written to `rel` that goes into no shard (not searchable): the pages after it need not wait for it. */
  async skip(rel: string): Promise<void> {
    const place = this.places.get(rel);
    if (place === undefined) return;
    this.passed.add(place);
    await this.handOver();
  }

  /** When eager, hand over the pages now next in the project's order; resolves once Pagefind has them (or, fewer than `IN_FLIGHT` waiting, at once). */
  private handOver(): Promise<void> {
    if (!this.handsOver()) return this.handing;
    const ready: Held[] = [];
    for (;;) {
      const held = this.held.get(this.next);
      if (held) {
        this.held.delete(this.next);
        ready.push(held);
      } else if (!this.passed.delete(this.next)) break;
      this.next++;
    }
    if (ready.length > 0) this.handing = this.handing.then(() => this.add(ready));
    return this.handing;
  }

  /** Whether pages go to Pagefind as they are taken: eager, and few enough shards that every index may stay open meanwhile. */
  private handsOver(): boolean {
    return this.eager && this.count <= EAGER_SHARDS;
  }

  /** Pages to their shards' indexes, in the order given. */
  private async add(pages: readonly Held[]): Promise<void> {
    for (const page of pages) {
      const shard = this.shards[page.shard];
      const index = shard ? await this.open(shard) : undefined;
      if (!index) continue;
      const html = page.html ?? (await readFile(this.pathOf(page.rel), 'utf8'));
      await this.timed(() => index.add(page.url, html));
    }
  }

  /** The pages of shard `i` not yet handed over, in the project's order (then those it does not list, by URL); they are no longer held. */
  private remaining(i: number): Held[] {
    const pages = [...this.held.values()].filter((page) => page.shard === i).sort((a, b) => a.place - b.place);
    for (const page of pages) this.held.delete(page.place);
    const extras = this.extras.filter((page) => page.shard === i).sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    return [...pages, ...extras];
  }

  /** The shard's index, opened once; a failure to open turns the whole search off for this build, as one index did. */
  private async open(shard: Shard): Promise<SearchIndexer | undefined> {
    shard.index ??= this.timed(() => SearchIndexer.create(this.pagefind).catch(() => undefined));
    const index = await shard.index;
    if (!index) this.failed = true;
    return index;
  }

  private async timed<T>(fn: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await fn();
    } finally {
      addStageTime('search index', performance.now() - start, this.timings);
    }
  }

  /** The shard's key: what it is made of (its number among how many, its pages and their files). */
  private key(i: number): string {
    const shard = this.shards[i];
    const lines = shard ? [...shard.lines].sort() : [];
    return createHash('sha256').update(`${SEARCH_FORMAT}\n${String(this.count)}\n${String(i)}\n${lines.join('\n')}`).digest('hex');
  }

  /**
   * Every shard into `to.dir`: linked from the earlier output when unchanged, else indexed
   * again; then the manifest and the keys (in the cache). Returns false when Pagefind could
   * not open an index (the site is built without search), a problem when a bundle is not
   * whole, else true.
   */
  async write(to: ShardWrite): Promise<boolean | string> {
    await this.feeding;
    const keys = this.shards.map((_, i) => this.key(i));
    const earlier = await this.earlier(to.cache);
    const entries: ShardEntry[] = [];
    try {
      for (const [i, shard] of this.shards.entries()) {
        // An empty shard of several is left out (a one-shard site is always written, as before).
        if (shard.lines.length === 0 && this.count > 1) continue;
        const folder = shardFolder(i);
        const { previous } = to;
        const reused = previous !== undefined && to.cache !== undefined && earlier[i] === keys[i] && (await this.timed(() => to.keepTree(folder)));
        if (!reused) {
          to.markChanged();
          this.feedAfter(i);
          const problem = await this.index(i, to, folder);
          if (problem !== undefined) return problem;
        }
        if (this.failed) return false;
        entries.push({ path: `${folder}/`, languages: await bundleLanguages(to.pathOf(`${folder}/pagefind-entry.json`)) });
      }
    } finally {
      await this.close();
    }
    await to.write(SEARCH_MANIFEST, `${JSON.stringify({ shards: entries })}\n`);
    await to.cache?.writeNote('search', JSON.stringify({ format: SEARCH_FORMAT, keys }));
    return true;
  }

  /** The earlier build's keys (none without a cache), read once. */
  private earlier(cache: PageCache | undefined): Promise<string[]> {
    if (cache === undefined) return Promise.resolve([]);
    // An unreadable note is no keys: every shard is indexed again.
    this.earlierKeys ??= readKeys(cache).catch(() => []);
    return this.earlierKeys;
  }

  /**
   * Start handing every changed shard's pages to Pagefind (each whose key differs from the
   * earlier build's in `cache`; every shard without one), so that it indexes them on another
   * core while this thread makes the site-wide files; `write` waits for it. Call once every page
   * is taken, with where the pages are now (`ShardWrite.pathOf`).
   */
  feed(pathOf: (rel: string) => string, cache: PageCache | undefined): void {
    this.pathOf = pathOf;
    const keys = this.shards.map((_, i) => this.key(i));
    this.feeding = this.earlier(cache).then((earlier) => {
      const changed = [...this.shards.keys()].filter((i) => (this.shards[i]?.lines.length ?? 0) > 0 && !(cache !== undefined && earlier[i] === keys[i]));
      // Pages handed over already: their indexes are open, the rest is fed now. Else a few at a time.
      this.toFeed = changed;
      for (const i of this.handsOver() ? changed : changed.slice(0, OPEN_SHARDS)) this.startFeeding(i);
    });
  }

  /** Start handing shard `i`'s remaining pages to Pagefind, once. */
  private startFeeding(i: number): void {
    const shard = this.shards[i];
    if (!shard || shard.fed) return;
    shard.fed = this.feedShard(i);
    // Awaited by `write`; a failure meanwhile is not unhandled.
    shard.fed.catch(() => undefined);
  }

  /** While shard `i` is written, the next shards to index are fed, so that `OPEN_SHARDS` are open at most (and Pagefind's service is not closed and started again between two). */
  private feedAfter(i: number): void {
    const next = this.toFeed?.filter((j) => j > i).slice(0, OPEN_SHARDS - 1) ?? [];
    for (const j of next) this.startFeeding(j);
  }

  /** Shard `i`'s pages not yet handed over (Pagefind keeps no index to add to), read back where not held, added after those handed over: all in the project's order. */
  private async feedShard(i: number): Promise<SearchIndexer | undefined> {
    const shard = this.shards[i];
    if (!shard) return undefined;
    // Every page handed over so far is before these in the project's order.
    await this.handing;
    const index = await this.open(shard);
    if (!index) return undefined;
    await this.add(this.remaining(i));
    return index;
  }

  /** Index shard `i` again: its pages fed (`feed`), then its bundle written and checked whole. */
  private async index(i: number, to: ShardWrite, folder: string): Promise<string | undefined> {
    const shard = this.shards[i];
    if (!shard) return undefined;
    this.pathOf = to.pathOf;
    shard.fed ??= this.feedShard(i);
    const index = await shard.fed;
    if (!index) return undefined;
    return this.timed(() => index.write(join(to.dir, folder), folder));
  }

  /** Close every index still open (a build that fails closes them too: an open index keeps Pagefind's process alive). */
  async close(): Promise<void> {
    for (const shard of this.shards) await (await shard.index)?.close();
  }
}

/** The keys of the earlier build's shards, from the cache; none when it has none or they are of another format. */
async function readKeys(cache: PageCache | undefined): Promise<string[]> {
  const text = await cache?.readNote('search');
  if (text === undefined) return [];
  try {
    const parsed = noteSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.keys : [];
  } catch {
    return [];
  }
}

const entrySchema = z.object({ languages: z.record(z.string(), z.object({ page_count: z.number() })) });

/** A written bundle's languages with their page counts (from its `pagefind-entry.json`). */
async function bundleLanguages(entryFile: string): Promise<Record<string, number>> {
  try {
    const parsed = entrySchema.safeParse(JSON.parse(await readFile(entryFile, 'utf8')));
    return parsed.success ? Object.fromEntries(Object.entries(parsed.data.languages).map(([language, { page_count }]) => [language, page_count])) : {};
  } catch {
    return {};
  }
}
