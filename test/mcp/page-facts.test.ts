import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadProject } from '../../src/project/load.js';
import { factsWithin, PageFactsCache } from '../../src/mcp/page-facts.js';

const root = await mkdtemp(join(tmpdir(), 'docwright-mcp-facts-'));
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('factsWithin', () => {
  test('past its budget a page is known by its front matter, and parsed for the next call', async () => {
    await writeFile(join(root, 'a.mdx'), '---\ntitle: Alpha\ndescription: First.\n---\n\n## Setup\n\nSee [b](/b).\n');
    await writeFile(join(root, 'b.mdx'), '---\ntitle: Beta\n---\n\n## Usage\n');
    const project = await loadProject(root);
    const cache = new PageFactsCache();
    const first = await factsWithin(cache, project.pages, 0);
    expect(first.unparsed).toBe(2);
    expect(first.items.map(({ facts }) => facts)).toEqual([
      { title: 'Alpha', description: 'First.', headings: [], links: [], parsed: false },
      { title: 'Beta', headings: [], links: [], parsed: false },
    ]);
    // The background parse runs between requests; a call with time to spare gets every page parsed.
    const second = await factsWithin(cache, project.pages);
    expect(second.unparsed).toBe(0);
    expect(second.items.map(({ facts }) => facts.headings)).toEqual([['Setup'], ['Usage']]);
    expect(second.items[0]?.facts.links).toEqual([{ url: '/b', line: 8, column: 5 }]);
  });
});

describe('PageFactsCache background parsing', () => {
  test('waits while a request counted by the server is being answered, and parses once it is', async () => {
    const dir = await mkdtemp(join(root, 'held-'));
    for (let index = 0; index < 5; index++) await writeFile(join(dir, `p${index}.mdx`), `---\ntitle: Page ${index}\n---\n\n## Part ${index}\n`);
    const project = await loadProject(dir);
    const requests = { busy: 0 };
    const cache = new PageFactsCache(requests);
    // A request in progress (the server counts it, as it does the project's read): nothing is parsed behind it.
    requests.busy++;
    expect((await factsWithin(cache, project.pages, 0)).unparsed).toBe(5);
    for (let turn = 0; turn < 10; turn++) await new Promise((done) => setTimeout(done, 20));
    expect((await factsWithin(cache, project.pages, 0)).unparsed).toBe(5);
    requests.busy--;
    await cache.idle();
    const after = await factsWithin(cache, project.pages, 0);
    expect(after.unparsed).toBe(0);
    expect(after.items.map(({ facts }) => facts.headings)).toEqual([['Part 0'], ['Part 1'], ['Part 2'], ['Part 3'], ['Part 4']]);
  });
});

describe('PageFactsCache.stop', () => {
  test('a stopped cache parses no page in the background, and starts no new background parsing', async () => {
    const dir = await mkdtemp(join(root, 'stop-'));
    for (let index = 0; index < 20; index++) await writeFile(join(dir, `p${index}.mdx`), `---\ntitle: Page ${index}\n---\n\n## Part ${index}\n`);
    const project = await loadProject(dir);
    const cache = new PageFactsCache();
    cache.warm(project.pages);
    cache.stop();
    await cache.idle();
    const after = await factsWithin(cache, project.pages, 0);
    expect(after.items).toHaveLength(20);
    expect(after.unparsed).toBe(20);
    await cache.idle();
    expect((await factsWithin(cache, project.pages, 0)).unparsed).toBe(20);
  });

  test('past the budget every page is still listed, in order, by its front matter', async () => {
    const dir = await mkdtemp(join(root, 'order-'));
    for (let index = 0; index < 70; index++) await writeFile(join(dir, `p${String(index).padStart(2, '0')}.mdx`), `---\ntitle: Page ${index}\n---\n`);
    const project = await loadProject(dir);
    const cache = new PageFactsCache();
    cache.stop();
    const { items } = await factsWithin(cache, project.pages, 0);
    expect(items.map(({ facts }) => facts.title)).toEqual(Array.from({ length: 70 }, (_, index) => `Page ${index}`));
  });
});
