// `find_pages` finds the pages the build generates from an OpenAPI spec (an `openapi` group of
// the navigation), with the title and path the build gives them: they have no file, so it asks
// the build's project model (src/render/layout/project.ts) for them.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { loadSiteProject } from '../../src/render/layout/project.js';
import { createMcpServer } from '../../src/mcp/server.js';

// Long: it loads the project as the build does, specs included (seconds here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const base = await mkdtemp(join(tmpdir(), 'docwright-mcp-gen-'));
const root = join(base, 'docs');

const operation = (summary: string, description: string): Record<string, unknown> => ({ summary, description, responses: { '200': { description: 'OK' } } });
const spec = {
  openapi: '3.0.3',
  info: { title: 'Greenhouse', version: '1.0.0' },
  paths: {
    '/plants': { get: operation('List greenhouse plants', 'Every plant in the greenhouse.'), post: operation('Add a plant', 'Plant a seedling.') },
    '/pots/{id}': { delete: { ...operation('Remove a pot', 'Empty it first.'), 'x-mint': { content: '## Compost the soil\n\nIt feeds the next pot.\n' }, parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] } },
  },
};

let client: Client;
beforeAll(async () => {
  await mkdir(root, { recursive: true });
  await writeFile(join(root, 'openapi.json'), JSON.stringify(spec));
  await writeFile(
    join(root, 'docs.json'),
    JSON.stringify({
      name: 'Greenhouse',
      theme: 'mint',
      colors: { primary: '#0D9373' },
      navigation: { groups: [{ group: 'Start', pages: ['index'] }, { group: 'API', openapi: 'openapi.json' }] },
    }),
  );
  await writeFile(join(root, 'index.mdx'), '---\ntitle: Greenhouse guide\ndescription: Grow plants.\n---\n\nWater the plants.\n');
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer({ root }).connect(serverSide);
  client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientSide);
});

afterAll(async () => {
  await client.close();
  await rm(base, { recursive: true, force: true });
});

interface Found {
  page: string;
  path: string;
  title?: string;
  navigation?: string[];
  generated?: boolean;
}

async function find(query: string): Promise<Found[]> {
  const result = await client.callTool({ name: 'find_pages', arguments: { query } });
  return (result.structuredContent as { pages: Found[] }).pages;
}

describe('find_pages and the pages generated from a spec', () => {
  test('finds an `openapi` group\'s operations by title and path, as the build titles and places them', async () => {
    const site = await loadSiteProject(root, { offline: true });
    const built = [...site.pages.values()].filter((entry) => entry.source !== undefined).map((entry) => [entry.path, entry.url, entry.title]);
    expect(built).toHaveLength(3);
    const plants = await find('plants');
    // The written page and the two generated ones whose titles or paths name plants.
    expect(plants.map((found) => found.page).sort()).toEqual(['index', ...built.filter(([path]) => path?.includes('plant') === true).map(([path]) => path ?? '')].sort());
    const list = plants.find((found) => found.title === 'List greenhouse plants');
    const listed = built.find(([, , title]) => title === 'List greenhouse plants');
    expect(list).toEqual(expect.objectContaining({ page: listed?.[0], path: listed?.[1], generated: true, navigation: ['API', 'API Reference'] }));
    // Its place is the sidebar's: the spec's operations, untagged, sit in a group named for them under `API`.
    expect((await find('remove pot')).map((found) => [found.title, found.generated])).toEqual([['Remove a pot', true]]);
  });

  test('searches a generated page\'s description and headings, as a written page\'s', async () => {
    // The operation's description is the page's (the built page shows it): found by it, and returned.
    const seedling = await client.callTool({ name: 'find_pages', arguments: { query: 'seedling' } });
    expect((seedling.structuredContent as { pages: unknown[] }).pages).toEqual([expect.objectContaining({ title: 'Add a plant', description: 'Plant a seedling.', generated: true, matches: ['description'] })]);
    // The headings of the page's own text (`x-mint.content`).
    const compost = await client.callTool({ name: 'find_pages', arguments: { query: 'compost' } });
    expect((compost.structuredContent as { pages: unknown[] }).pages).toEqual([expect.objectContaining({ title: 'Remove a pot', generated: true, matches: ['heading: Compost the soil'] })]);
  });

  test('follows the spec as it is on disk now', async () => {
    expect(await find('repot')).toEqual([]);
    const paths = { ...spec.paths, '/pots': { put: operation('Repot a plant', 'Move it to a bigger pot.') } };
    await writeFile(join(root, 'openapi.json'), JSON.stringify({ ...spec, paths }));
    expect((await find('repot')).map((found) => [found.title, found.generated])).toEqual([['Repot a plant', true]]);
  });
});
