// `check` on GraphQL references: the schema's errors at its line and column, a missing schema
// at the `graphql` key, the placement rules at their key, and links into generated pages
// checked like links to written pages.
import { describe, expect, test } from '@jest/globals';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkProject } from '../../src/check/check.js';
import { makeProject } from '../render/helpers.js';

const garden = fileURLToPath(new URL('../../fixtures/graphql-garden', import.meta.url));

/** A schema of one query, `plant`, that returns an `Int`. */
const PLANT_INT = 'type Query {\n  plant: Int\n}\n';

/** A project of `files` whose docs.json, one key a line, has `tabs`; `lineOf` gives the line of docs.json that holds a text. */
function graphqlProject(tabs: unknown[], files: Record<string, string>): { root: string; lineOf: (needle: string) => number } {
  const docs = JSON.stringify({ theme: 'mint', name: 'G', colors: { primary: '#15803D' }, navigation: { tabs } }, null, 2);
  const root = makeProject({ 'docs.json': docs, ...files });
  return { root, lineOf: (needle) => docs.split('\n').findIndex((line) => line.includes(needle)) + 1 };
}

describe('check', () => {
  test('the fixture is clean, links into its generated pages included', async () => {
    const result = await checkProject(garden, { links: true });
    expect(result.findings).toEqual([]);
  }, 60_000);

  test('a broken schema, a missing one, a misplaced `graphql` and a broken link, each at its place', async () => {
    const { root, lineOf } = graphqlProject(
      [
        { tab: 'Home', groups: [{ group: 'Start', pages: ['index'], graphql: 'x.graphql' }] },
        { tab: 'A', graphql: 'missing.graphql' },
        { tab: 'B', graphql: { source: 'bad.graphql', directory: 'b' } },
        { tab: 'C', graphql: { source: 'good.graphql', directory: 'c' } },
      ],
      {
        'index.mdx': '---\ntitle: Home\n---\n\n[ok](/c/queries/plant), [gone](/c/queries/nothing), [unknown schema](/b/queries/anything).\n',
        'bad.graphql': 'type Query {\n  plant: Plant\n}\n',
        'good.graphql': PLANT_INT,
      },
    );
    const result = await checkProject(root, { links: true });
    expect(result.findings.map((f) => `${relative(root, f.file)}:${f.line} ${f.severity} ${f.ruleId}`)).toEqual([
      'bad.graphql:2 error graphql-schema',
      `docs.json:${lineOf('"graphql": "x.graphql"')} error config-schema`,
      `docs.json:${lineOf('"graphql": "missing.graphql"')} error graphql-schema`,
      'index.mdx:5 error link-broken',
    ]);
    expect(result.findings.find((f) => f.ruleId === 'link-broken')?.message).toContain('/c/queries/nothing');
  }, 60_000);

  test('a `directory` out of the project and a generated path a written page holds are reported at the `graphql` key', async () => {
    const { root, lineOf } = graphqlProject(
      [
        { tab: 'Home', groups: [{ group: 'Start', pages: ['index'] }] },
        { tab: 'Out', graphql: { source: 'out.graphql', directory: '../api' } },
        { tab: 'Taken', graphql: { source: 'taken.graphql', directory: 'ref' } },
      ],
      {
        'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
        'ref/queries/plant.mdx': '---\ntitle: Plant\n---\n\nWritten.\n',
        'out.graphql': PLANT_INT,
        'taken.graphql': PLANT_INT,
      },
    );
    const result = await checkProject(root);
    const routes = result.findings.filter((f) => f.ruleId === 'graphql-route').map((f) => `${relative(root, f.file)}:${f.line}`);
    expect(routes).toEqual([`docs.json:${lineOf('"source": "out.graphql"') - 1}`, `docs.json:${lineOf('"source": "taken.graphql"') - 1}`]);
  }, 60_000);
});
