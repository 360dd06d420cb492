// Pagefind numbers an index's pages in the order they are added, and its index files differ
// with that order; the render threads finish pages in any order (hoppscotch built twice gave
// different `pagefind/index/*.pf_index` files). So the search shards hand their pages over in
// the project's order whatever order they finish in: here a stand-in for Pagefind records the
// order, and the pages are taken as render threads might finish them.
import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WrittenPage } from '../../../src/render/site/cache.js';
import { SearchShards } from '../../../src/render/site/search-shards.js';
import type { Pagefind } from '../../../src/render/site/search.js';

/** A stand-in for Pagefind's module: its first index records the URLs and HTML added to it, in order (a later one measures Pagefind's own files). */
function recordingPagefind(): { pagefind: Pagefind; added: string[] } {
  const added: string[] = [];
  let opened = 0;
  const createIndex = (): Promise<unknown> => {
    const into = opened++ === 0 ? added : [];
    const index = {
      addHTMLFile: (file: { url: string; content: string }) => {
        into.push(`${file.url} ${file.content}`);
        return Promise.resolve({ errors: [], file: { url: file.url, meta: {}, filters: {} } });
      },
      deleteIndex: () => Promise.resolve(),
      getFiles: () => Promise.resolve({ errors: [], files: [] }),
      writeFiles: (options: { outputPath: string }) => {
        mkdirSync(options.outputPath, { recursive: true });
        return Promise.resolve({ errors: [], outputPath: options.outputPath });
      },
    };
    return Promise.resolve({ errors: [], index });
  };
  const pagefind = { createIndex, close: () => Promise.resolve() } as unknown as Pagefind;
  return { pagefind, added };
}

const page: WrittenPage = { layout: 'l', html: { size: 1, ino: 1, mtimeMs: 1 }, md: { size: 1, ino: 2, mtimeMs: 1 }, uses: { playground: false, katex: false, contextual: false, mermaid: false } };
const FILES = ['kettle.html', 'teapot.html', 'cups.html', 'saucers.html', 'spoons.html'];

describe('the order pages reach the search index', () => {
  test('pages finishing out of order are handed over in the project order; a page not searchable holds none back', async () => {
    const { pagefind, added } = recordingPagefind();
    const shards = new SearchShards(pagefind, 1, undefined, FILES);
    await shards.take('/spoons', 'spoons.html', page, 'S');
    await shards.take('/cups', 'cups.html', page, 'C');
    expect(added).toEqual([]);
    await shards.take('/kettle', 'kettle.html', page, 'K');
    expect(added).toEqual(['/kettle K']);
    // teapot is `noindex`: cups may go, saucers still holds spoons back.
    await shards.skip('teapot.html');
    expect(added).toEqual(['/kettle K', '/cups C']);
    await shards.take('/saucers', 'saucers.html', page, 'Sa');
    expect(added).toEqual(['/kettle K', '/cups C', '/saucers Sa', '/spoons S']);
  });

  test('two builds whose pages finish in different orders index them alike, also with a page that never comes', async () => {
    const orders = [
      ['saucers.html', 'kettle.html', 'spoons.html', 'cups.html'],
      ['cups.html', 'spoons.html', 'saucers.html', 'kettle.html'],
    ];
    const runs: string[][] = [];
    for (const order of orders) {
      const { pagefind, added } = recordingPagefind();
      const shards = new SearchShards(pagefind, 1, undefined, FILES);
      // teapot.html failed to render: it is never taken, and the pages after it wait for the end.
      for (const rel of order) await shards.take(`/${rel.replace('.html', '')}`, rel, page, rel);
      shards.feed((rel) => rel, undefined);
      await shards.write({ dir: mkdtempSync(join(tmpdir(), 'docwright-order-')), previous: undefined, cache: undefined, timings: undefined, keepTree: () => Promise.resolve(false), pathOf: (rel) => rel, markChanged: () => undefined, write: () => Promise.resolve() });
      runs.push(added);
    }
    expect(runs[0]).toEqual(['/kettle kettle.html', '/cups cups.html', '/saucers saucers.html', '/spoons spoons.html']);
    expect(runs[1]).toEqual(runs[0]);
  });

  test('a rebuild reads its pages back and a page taken before handing over began is read from where it is now, in order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docwright-order-'));
    for (const rel of FILES) writeFileSync(join(dir, rel), `read ${rel}`);
    const { pagefind, added } = recordingPagefind();
    const shards = new SearchShards(pagefind, 1, undefined, FILES);
    shards.pathOf = (rel) => join(dir, rel);
    // Taken from the earlier output (no HTML) while not eager, then many pages rendered again.
    shards.eager = false;
    await shards.take('/teapot', 'teapot.html', page, undefined);
    await shards.take('/kettle', 'kettle.html', page, 'K');
    expect(added).toEqual([]);
    shards.eager = true;
    await shards.take('/spoons', 'spoons.html', page, 'S');
    await shards.take('/cups', 'cups.html', page, 'C');
    expect(added).toEqual(['/kettle read kettle.html', '/teapot read teapot.html', '/cups C']);
    await shards.skip('saucers.html');
    expect(added.at(-1)).toBe('/spoons S');
  });
});
