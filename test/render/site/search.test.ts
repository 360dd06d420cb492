// Pagefind's service is one process shared by the whole of node: a build that closed it
// ended every other index in the process. Two builds in one process (one after the other,
// or at the same time) each get a complete search bundle.
import { describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SearchIndexer } from '../../../src/render/site/search.js';
import { createSite } from '../../../src/render/site/site.js';
import { tempOutDir } from '../../support/project.js';
import { DOCS_JSON, makeProject } from '../helpers.js';

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
