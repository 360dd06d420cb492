// Pagefind's service is one process shared by the whole of node: a build that closed it
// ended every other index in the process. Two builds in one process (one after the other,
// or at the same time) each get a complete search bundle.
import { describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SearchIndexer, type Pagefind } from '../../../src/render/site/search.js';
import { createSite } from '../../../src/render/site/site.js';
import { tempOutDir } from '../../support/project.js';
import { DOCS_JSON, makeProject } from '../helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const FILES = {
  'docs.json': DOCS_JSON,
  'index.mdx': '---\ntitle: Welcome\n---\n\nHello from the home page about zebrafish.\n',
  'quickstart.mdx': '---\ntitle: Quickstart\n---\n\n## Install\n\nRun the installer.\n',
  'guide/advanced.mdx': '---\ntitle: Advanced\n---\n\nDeep text.\n',
  'api/overview.mdx': '---\ntitle: API overview\n---\n\nThe API.\n',
};

/** The page count the bundle's entry file gives (it lists each language's index). */
function indexedPages(out: string, folder = 'pagefind'): number {
  const entry = JSON.parse(readFileSync(join(out, folder, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

describe('search in more than one build per process', () => {
  test('an index written (and done with) leaves another open index working', async () => {
    const pagefind = await import('pagefind');
    const first = await SearchIndexer.create(pagefind);
    const second = await SearchIndexer.create(pagefind);
    if (!first || !second) throw new Error('expected Pagefind to start');
    const page = (text: string): string => `<html><body><article><h1>${text}</h1><p>${text} words</p></article></body></html>`;
    await first.add('/a', page('Alpha'));
    await second.add('/b', page('Beta'));
    const out = mkdtempSync(join(tmpdir(), 'docwright-search-'));
    expect(await first.write(join(out, 'one'))).toBeUndefined();
    // The second build's index, still open while the first finished.
    await second.add('/c', page('Gamma'));
    expect(await second.write(join(out, 'two'))).toBeUndefined();
    expect([indexedPages(join(out, 'one'), ''), indexedPages(join(out, 'two'), '')]).toEqual([1, 2]);
  });

  test('two builds one after the other each write a whole search bundle', async () => {
    const root = makeProject(FILES);
    const outs = [tempOutDir(), tempOutDir()];
    for (const out of outs) {
      const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
      expect(result).toMatchObject({ errors: 0, searchIndexed: true });
      expect(indexedPages(out)).toBe(4);
    }
  });

  test('two builds at the same time each write a whole search bundle', async () => {
    const root = makeProject(FILES);
    // `extra` is outside the navigation: indexed because `seo.indexing` is `all`.
    const other = makeProject({ ...FILES, 'docs.json': JSON.stringify({ ...(JSON.parse(DOCS_JSON) as object), seo: { indexing: 'all' } }), 'extra.mdx': '---\ntitle: Extra\n---\n\nMore.\n' });
    const [a, b] = [tempOutDir(), tempOutDir()];
    const results = await Promise.all([(await createSite({ root, workers: 0, cacheDir: false })).build(a), (await createSite({ root: other, workers: 0, cacheDir: false })).build(b)]);
    for (const result of results) expect(result).toMatchObject({ errors: 0, searchIndexed: true });
    expect([indexedPages(a), indexedPages(b)]).toEqual([4, 5]);
  });
});

/** A stand-in for Pagefind's module whose index answers each page only when the test says so, failing the pages named in `failing`. */
function heldPagefind(failing: ReadonlySet<string> = new Set()): { module: Pagefind; sent: string[]; answer: () => void; written: string[][] } {
  const sent: string[] = [];
  const written: string[][] = [];
  const waiting: (() => void)[] = [];
  const index = {
    addHTMLFile: ({ url }: { url: string }) =>
      new Promise((resolve, reject) => {
        sent.push(url);
        waiting.push(() => (failing.has(url) ? reject(new Error(`Pagefind backend closed at ${url}`)) : resolve({ errors: [], file: { url, meta: {}, uniqueWords: 1 } })));
      }),
    writeFiles: () => {
      written.push([...sent]);
      return Promise.resolve({ errors: [], outputPath: '' });
    },
    getFiles: () => Promise.resolve({ errors: [], files: [] }),
    deleteIndex: () => Promise.resolve(),
  };
  const module = { createIndex: () => Promise.resolve({ errors: [], index }), close: () => Promise.resolve() } as unknown as Pagefind;
  return { module, sent, written, answer: () => waiting.shift()?.() };
}

describe('pages sent to Pagefind ahead of its answers', () => {
  test('are sent in the order added without waiting for an answer, up to a bound, and all answered before the bundle is made', async () => {
    const held = heldPagefind();
    const index = await SearchIndexer.create(held.module);
    if (!index) throw new Error('expected an index');
    // Twenty pages go out before any is answered.
    for (let i = 0; i < 20; i++) await index.add(`/p${String(i)}`, '<html></html>');
    expect(held.sent).toEqual(Array.from({ length: 20 }, (_, i) => `/p${String(i)}`));
    // Past the bound, `add` waits for the oldest page's answer.
    let added = 0;
    const more = (async () => {
      for (let i = 20; i < 40; i++) {
        await index.add(`/p${String(i)}`, '<html></html>');
        added++;
      }
    })();
    await new Promise((done) => setTimeout(done, 20));
    expect(added).toBeLessThan(20);
    expect(held.sent.length).toBeLessThan(40);
    const answering = setInterval(held.answer, 1);
    await more;
    const files = await index.files();
    clearInterval(answering);
    expect(held.sent).toEqual(Array.from({ length: 40 }, (_, i) => `/p${String(i)}`));
    expect(files).toEqual(new Map());
  });

  test('a page Pagefind fails to add fails the next page added, or the bundle', async () => {
    const held = heldPagefind(new Set(['/b']));
    const index = await SearchIndexer.create(held.module);
    if (!index) throw new Error('expected an index');
    await index.add('/a', '<html></html>');
    await index.add('/b', '<html></html>');
    held.answer();
    held.answer();
    await new Promise((done) => setTimeout(done, 0));
    await expect(index.add('/c', '<html></html>')).rejects.toThrow('Pagefind backend closed at /b');

    const again = heldPagefind(new Set(['/z']));
    const other = await SearchIndexer.create(again.module);
    if (!other) throw new Error('expected an index');
    await other.add('/z', '<html></html>');
    const answering = setInterval(again.answer, 1);
    await expect(other.write(mkdtempSync(join(tmpdir(), 'docwright-search-')))).rejects.toThrow('Pagefind backend closed at /z');
    clearInterval(answering);
    expect(again.written).toEqual([]);
  });
});
