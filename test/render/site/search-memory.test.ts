// Pagefind holds every page of an open index in memory until its bundle is written. A large
// site (more shards than `EAGER_SHARDS`) therefore indexes its shards after the render, a few
// at a time, instead of feeding all of them as pages come (issue 51: Pagefind's process took
// 837 MB at 14,000 of 50,000 pages). Here a stand-in for Pagefind counts the indexes open at once.
import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WrittenPage } from '../../../src/render/site/cache.js';
import { EAGER_SHARDS, OPEN_SHARDS, SearchShards, shardOf } from '../../../src/render/site/search-shards.js';
import type { Pagefind } from '../../../src/render/site/search.js';

/** What the stand-in saw: the pages each index got (in order), the most indexes holding pages at once, and how often the service was closed. */
interface Seen {
  byIndex: string[][];
  mostOpen: number;
  serviceClosed: number;
}

/** A stand-in for Pagefind's module that counts the open indexes holding pages. */
function countingPagefind(): { pagefind: Pagefind; seen: Seen } {
  const seen: Seen = { byIndex: [], mostOpen: 0, serviceClosed: 0 };
  let holding = 0;
  const createIndex = (): Promise<unknown> => {
    const pages: string[] = [];
    // An index holding a page of the site (not the one-page index that measures Pagefind's own files).
    let counted = false;
    const index = {
      addHTMLFile: (file: { url: string; content: string }) => {
        if (pages.length === 0 && file.url !== '/') {
          counted = true;
          seen.byIndex.push(pages);
          holding++;
          seen.mostOpen = Math.max(seen.mostOpen, holding);
        }
        pages.push(`${file.url} ${file.content}`);
        return Promise.resolve({ errors: [], file: { url: file.url, meta: {}, filters: {} } });
      },
      deleteIndex: () => {
        if (counted) holding--;
        counted = false;
        return Promise.resolve();
      },
      getFiles: () => Promise.resolve({ errors: [], files: [] }),
      writeFiles: (options: { outputPath: string }) => {
        mkdirSync(options.outputPath, { recursive: true });
        return Promise.resolve({ errors: [], outputPath: options.outputPath });
      },
    };
    return Promise.resolve({ errors: [], index });
  };
  const close = (): Promise<void> => {
    seen.serviceClosed++;
    return Promise.resolve();
  };
  return { pagefind: { createIndex, close } as unknown as Pagefind, seen };
}

const page: WrittenPage = { layout: 'l', html: { size: 1, ino: 1, mtimeMs: 1 }, md: { size: 1, ino: 2, mtimeMs: 1 }, uses: { playground: false, katex: false, contextual: false, mermaid: false } };

/** A first build of `count` pages in `shards` shards: every page taken with its HTML (and written, to be read back), then the index written. */
async function firstBuild(count: number, shards: number): Promise<{ seen: Seen; taken: string[]; during: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'docwright-search-memory-'));
  const files = Array.from({ length: count }, (_, i) => `p${String(i)}.html`);
  for (const rel of files) writeFileSync(join(dir, rel), `read ${rel}`);
  const { pagefind, seen } = countingPagefind();
  const search = new SearchShards(pagefind, shards, undefined, files);
  search.pathOf = (rel) => join(dir, rel);
  for (const rel of files) await search.take(`/${rel.replace('.html', '')}`, rel, page, `html ${rel}`);
  const during = seen.byIndex.length;
  search.feed((rel) => join(dir, rel), undefined);
  await search.write({ dir, previous: undefined, cache: undefined, timings: undefined, keepTree: () => Promise.resolve(false), pathOf: (rel) => join(dir, rel), markChanged: () => undefined, write: () => Promise.resolve() });
  return { seen, taken: files, during };
}

describe('the search index of a large site (issue 51)', () => {
  test('past `EAGER_SHARDS` shards, no index is fed during the render and `OPEN_SHARDS` hold pages at most', async () => {
    const shards = EAGER_SHARDS * 4;
    const { seen, taken, during } = await firstBuild(160, shards);
    expect(during).toBe(0);
    expect(seen.mostOpen).toBeLessThanOrEqual(OPEN_SHARDS);
    // Every page indexed once, each shard's in the project's order, read back from its file.
    const indexed = seen.byIndex.flat();
    expect(indexed).toHaveLength(taken.length);
    for (const pages of seen.byIndex) {
      const order = pages.map((line) => Number(/^\/p(\d+) /.exec(line)?.[1]));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(new Set(pages.map((line) => shardOf(line.split(' ')[0] ?? '', shards))).size).toBe(1);
    }
    expect(indexed).toContain('/p7 read p7.html');
    // The next shard is open before the last one closes: Pagefind's service is closed once, at the end.
    expect(seen.serviceClosed).toBe(1);
  });

  test('a small site still hands its pages over as they come', async () => {
    const { seen, during } = await firstBuild(40, EAGER_SHARDS);
    expect(during).toBeGreaterThan(0);
    expect(seen.byIndex.flat()).toContain('/p7 html p7.html');
  });
});
