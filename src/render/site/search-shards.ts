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
  /** Pages read back from the output when the shard is indexed again: linked from the earlier output, or (in a rebuild) rendered now. */
  linked: { url: string; rel: string }[];
  /** Pagefind's index, opened with the shard's first page rendered now. */
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

/** The search index of one build, in shards: pages are taken as they finish, and each shard is indexed again only when one of its pages changed. */
export class SearchShards {
  private readonly shards: Shard[];
  private failed = false;
  /** Each page's place in the project (by output file): a shard indexed again takes its pages in this order. */
  private readonly places = new Map<string, number>();
  /** Index a page rendered now at once (a build with no earlier output); else read it back with the linked pages. */
  eager = true;
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
    this.shards = Array.from({ length: count }, () => ({ lines: [], linked: [], index: undefined }));
    for (const [i, rel] of outFiles.entries()) this.places.set(rel, i);
  }

  /** Shards for a project (`single`: pages one shard may hold, an internal option for tests); undefined without Pagefind. */
  static plan(pagefind: Pagefind | undefined, project: SearchScope, timings: StageTimes | undefined, single?: number): SearchShards | undefined {
    return pagefind ? new SearchShards(pagefind, shardCount(expectedSearchable(project), single), timings, [...project.pages.values()].map((entry) => entry.outFile)) : undefined;
  }

  /** A searchable page at `url` (with the base path) written to `rel` as `page`: `html` when laid out now (indexed at once when eager), undefined when linked from the earlier output. */
  async take(url: string, rel: string, page: WrittenPage, html: string | undefined): Promise<void> {
    const shard = this.shards[shardOf(url, this.count)];
    if (!shard) return;
    const file = page.html;
    shard.lines.push(page.search !== undefined ? `${url}\0${page.search}` : `${url}\0${String(file.ino)}\0${String(file.size)}\0${String(file.mtimeMs)}`);
    // Pagefind numbers a shard's pages in the order they come, and its index files differ with
    // it: in a rebuild, a shard indexed again takes its pages in the project's order, as a
    // build on one thread with no earlier output does (src/render/site/site-build.ts), so an
    // edit gives the files that build gives.
    if (html === undefined || !this.eager) {
      shard.linked.push({ url, rel });
      return;
    }
    const index = await this.open(shard);
    if (index) await this.timed(() => index.add(url, html));
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
          const problem = await this.index(shard, to, folder);
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
    const keys = this.shards.map((_, i) => this.key(i));
    this.feeding = this.earlier(cache).then((earlier) => {
      for (const [i, shard] of this.shards.entries()) {
        if (shard.fed || shard.lines.length === 0 || (cache !== undefined && earlier[i] === keys[i])) continue;
        shard.fed = this.feedShard(shard, pathOf);
        // Awaited by `write`; a failure meanwhile is not unhandled.
        shard.fed.catch(() => undefined);
      }
    });
  }

  /** A shard's pages read back (Pagefind keeps no index to add to) and added, in the project's order. */
  private async feedShard(shard: Shard, pathOf: (rel: string) => string): Promise<SearchIndexer | undefined> {
    const index = await this.open(shard);
    if (!index) return undefined;
    const place = (rel: string): number => this.places.get(rel) ?? Number.MAX_SAFE_INTEGER;
    for (const page of [...shard.linked].sort((a, b) => place(a.rel) - place(b.rel))) {
      const html = await readFile(pathOf(page.rel), 'utf8');
      await this.timed(() => index.add(page.url, html));
    }
    return index;
  }

  /** Index one shard again: its pages fed (`feed`), then its bundle written and checked whole. */
  private async index(shard: Shard, to: ShardWrite, folder: string): Promise<string | undefined> {
    shard.fed ??= this.feedShard(shard, to.pathOf);
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
