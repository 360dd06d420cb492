// A build of the GraphQL fixture (fixtures/graphql-garden): every reference page is written,
// types link to their pages, the navigation lists the generated groups, and links into the
// generated pages are checked like links to written pages. A schema that cannot be used is a
// warning at its place, and the rest of the site builds.
import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSite } from '../../src/render/site/site.js';
import { tempOutDir } from '../support/project.js';
import { buildProject } from '../support/build.js';

const garden = fileURLToPath(new URL('../../fixtures/graphql-garden', import.meta.url));

/** Builds, with no cache, a site of a home page saying `text` and a tab `API` generated from `schema` (as `schema.graphql`). */
function buildWithSchema(text: string, schema: string): ReturnType<typeof buildProject> {
  return buildProject({
    'docs.json': JSON.stringify({ theme: 'mint', name: 'G', colors: { primary: '#15803D' }, navigation: { tabs: [{ tab: 'Home', pages: ['index'] }, { tab: 'API', graphql: 'schema.graphql' }] } }),
    'index.mdx': `---\ntitle: Home\n---\n\n${text}\n`,
    'schema.graphql': schema,
  });
}

describe('building the GraphQL fixture', () => {
  test('writes a page per query, mutation, subscription and type, linked, in the navigation', async () => {
    const out = tempOutDir('docwright-graphql-');
    const result = await (await createSite({ root: garden, workers: 0, cacheDir: false })).build(out);
    expect(result.diagnostics).toEqual([]);
    const pages = ['queries/plant', 'queries/search', 'queries/beds', 'queries/allPlants', 'mutations/addPlant', 'mutations/removePlant', 'subscriptions/plantAdded', ...['Bed', 'Growing', 'Light', 'Node', 'Plant', 'PlantInput', 'SearchResult', 'Soil'].map((t) => `types/${t}`)];
    for (const page of pages) expect({ page, written: existsSync(join(out, 'graphql-reference', `${page}.html`)) }).toEqual({ page, written: true });
    expect(existsSync(join(out, 'graphql-reference', 'types', 'DateTime.html'))).toBe(false);
    const plant = readFileSync(join(out, 'graphql-reference/types/Plant.html'), 'utf8');
    expect(plant).toContain('href="/graphql-reference/types/Bed"');
    expect(plant).toMatch(/<h1[^>]*>Plant<\/h1>/);
    // The sidebar of a reference page lists the generated groups, in Mintlify's order.
    const groups = ['Overview', 'Queries', 'Mutations', 'Subscriptions', 'Types'].map((g) => plant.indexOf(`>${g}<`));
    expect(groups.every((at) => at > 0)).toBe(true);
    expect([...groups].sort((a, b) => a - b)).toEqual(groups);
    const search = readFileSync(join(out, 'graphql-reference/queries/search.html'), 'utf8');
    // The example operation, highlighted as GraphQL, beside its variables and response.
    expect(search).toContain('data-language="graphql"');
    expect(search.replace(/<[^>]+>/g, '')).toContain('query Search($text: String!) {');
    expect(search).toMatch(/>Operation<\/button>[\s\S]*>Variables<\/button>[\s\S]*>Response<\/button>/);
    expect(search).toContain('href="/graphql-reference/types/SearchResult"');
    // The Markdown copy holds the example too.
    expect(readFileSync(join(out, 'graphql-reference/queries/search.md'), 'utf8')).toContain('"__typename": "Plant"');
  }, 120_000);

  test('a schema that does not parse: a warning at its line and column, the other pages built', async () => {
    const { root, out, result } = await buildWithSchema(
      'See [the plant query](/graphql-reference/queries/plant).',
      'type Query {\n  plant(id: ID!): Plant\n}\ntype Plant {\n  id: ID!\n  name String\n}\n',
    );
    expect(result.diagnostics.map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.severity} ${d.ruleId}`)).toEqual(['schema.graphql:6:8 warn graphql-schema']);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
  }, 120_000);

  test('a link to a generated page that does not exist is broken', async () => {
    const { result } = await buildWithSchema(
      'See [plant](/graphql-reference/queries/plant) and [nothing](/graphql-reference/queries/nothing).',
      'type Query {\n  plant(id: ID!): Int\n}\n',
    );
    expect(result.diagnostics.map((d) => `${d.ruleId} ${d.message}`)).toEqual([expect.stringMatching(/^link-broken .*\/graphql-reference\/queries\/nothing/)]);
  }, 120_000);
});
