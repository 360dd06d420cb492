// The GraphQL reference pages a tab's schema generates (src/graphql/nav.ts, pages.ts,
// examples.ts): where they go, what they show, and how bad input is bounded.
import { describe, expect, test } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { loadDocsConfig } from '../../src/config/index.js';
import { graphqlSourcePositions } from '../../src/config/graphql.js';
import type { NavNode } from '../../src/config/model.js';
import { EXAMPLE_DEPTH, operationExample } from '../../src/graphql/examples.js';
import { graphqlNavPages, MAX_GRAPHQL_PAGES } from '../../src/graphql/nav.js';
import { apiPageFolders } from '../../src/lint/project-links.js';
import { mdxText } from '../../src/graphql/pages.js';
import { parsePage } from '../../src/parse/index.js';
import { makeProject } from '../render/helpers.js';

const garden = fileURLToPath(new URL('../../fixtures/graphql-garden', import.meta.url));

/** One line per navigation entry under `nodes`, indented by depth. */
function outline(nodes: readonly NavNode[], depth = 0): string[] {
  return nodes.flatMap((node) => [`${'  '.repeat(depth)}${node.kind} ${node.page ?? node.label}`, ...outline(node.children, depth + 1)]);
}

const tab = (graphql: string, extra: Partial<NavNode> = {}): NavNode => ({ kind: 'tab', label: 'API', graphql, children: [], ...extra });

describe('the fixture’s GraphQL tab', () => {
  test('gets Queries, Mutations, Subscriptions and Types after its own group, names sorted, scalars and root types without a page', async () => {
    const model = (await loadDocsConfig(garden)).model;
    if (!model) throw new Error('fixture');
    const { pages, findings } = await graphqlNavPages(model.navigation, { root: garden });
    expect(findings).toEqual([]);
    const api = model.navigation.find((node) => node.label === 'GraphQL API');
    expect(outline(api?.children ?? [])).toEqual([
      'group Overview', '  page graphql/overview',
      'group Queries', '  page graphql-reference/queries/allPlants', '  page graphql-reference/queries/beds', '  page graphql-reference/queries/plant', '  page graphql-reference/queries/search',
      'group Mutations', '  page graphql-reference/mutations/addPlant', '  page graphql-reference/mutations/removePlant',
      'group Subscriptions', '  page graphql-reference/subscriptions/plantAdded',
      'group Types',
      ...['Bed', 'Growing', 'Light', 'Node', 'Plant', 'PlantInput', 'SearchResult', 'Soil'].map((name) => `  page graphql-reference/types/${name}`),
    ]);
    expect(pages).toHaveLength(15);
  });

  test('each page parses as MDX, with the front matter Mintlify gives it', async () => {
    const model = (await loadDocsConfig(garden)).model;
    if (!model) throw new Error('fixture');
    const { pages } = await graphqlNavPages(model.navigation, { root: garden });
    for (const page of pages) {
      const parsed = parsePage({ path: `${page.path}.mdx`, value: page.source });
      expect({ path: page.path, error: parsed.error }).toEqual({ path: page.path, error: undefined });
      expect(parsed.frontmatter.data.graphql).toEqual(page.target);
    }
    const byPath = new Map(pages.map((p) => [p.path, p]));
    const allPlants = parsePage({ path: 'a.mdx', value: byPath.get('graphql-reference/queries/allPlants')?.source ?? '' }).frontmatter.data;
    expect(allPlants).toEqual({ title: 'allPlants', description: 'Every plant, oldest first.', deprecated: true, tag: 'QUERY', graphql: { source: 'schema.graphql', kind: 'query', name: 'allPlants' } });
    expect(parsePage({ path: 'a.mdx', value: byPath.get('graphql-reference/types/Light')?.source ?? '' }).frontmatter.data.tag).toBe('ENUM');
  });

  test('a type page links the types of its fields and shows deprecations; an operation page its example', async () => {
    const model = (await loadDocsConfig(garden)).model;
    if (!model) throw new Error('fixture');
    const { pages } = await graphqlNavPages(model.navigation, { root: garden });
    const source = (path: string): string => pages.find((p) => p.path === path)?.source ?? '';
    const plant = source('graphql-reference/types/Plant');
    expect(plant).toContain('Type: [`Bed`](/graphql-reference/types/Bed)');
    expect(plant).toContain('Type: [`[Plant!]!`](/graphql-reference/types/Plant)');
    expect(plant).toContain('- [`Node`](/graphql-reference/types/Node)');
    expect(plant).toContain('<ResponseField name="label" type="String" deprecated>');
    expect(plant).toContain('**Deprecated**: Use `name`.');
    expect(plant).toContain('<ResponseField name="first" type="Int" default="5">');
    expect(source('graphql-reference/types/Light')).toContain('<ResponseField name="DAPPLED" type="Light" deprecated>');
    expect(source('graphql-reference/types/SearchResult')).toContain('## Possible types\n\n- [`Plant`](/graphql-reference/types/Plant)\n- [`Bed`](/graphql-reference/types/Bed)');
    const add = source('graphql-reference/mutations/addPlant');
    expect(add).toContain('mutation AddPlant($input: PlantInput!) {\n  addPlant(input: $input) {');
    expect(add).toContain('"input": {\n    "name": "string",\n    "bedId": "id"\n  }');
    expect(add).toContain('<ResponseField name="input" type="PlantInput!" required>');
  });

  test('`directory` moves the pages', async () => {
    const navigation = [tab('schema.graphql', { graphqlDirectory: 'api/graph' })];
    const { pages } = await graphqlNavPages(navigation, { root: garden });
    expect(pages.every((p) => p.path.startsWith('api/graph/'))).toBe(true);
    expect(pages.find((p) => p.path === 'api/graph/types/Plant')?.source).toContain('](/api/graph/types/Bed)');
  });
});

describe('lint', () => {
  test('takes a GraphQL tab’s folder as generated pages, as it does a spec’s (links into it are not called broken)', () => {
    expect(apiPageFolders([tab('s.graphql'), tab('t.graphql', { graphqlDirectory: 'api/graph' }), { kind: 'group', label: 'G', graphql: 'x', children: [] }])).toEqual(['graphql-reference', 'api/graph']);
  });
});

describe('examples', () => {
  test('a cycle of types ends at `__typename`, and no selection goes deeper than the bound', () => {
    const schema = buildSchema('type Query { node: A }\ntype A { b: B, name: String }\ntype B { a: A, c: C }\ntype C { d: D }\ntype D { e: String }\n');
    const field = schema.getQueryType()?.getFields().node;
    if (!field) throw new Error('schema');
    const { operation, response } = operationExample(schema, 'query', field);
    expect(operation).toBe('query Node {\n  node {\n    b {\n      a {\n        __typename\n      }\n      c {\n        __typename\n      }\n    }\n    name\n  }\n}');
    expect(response).toEqual({ data: { node: { b: { a: { __typename: 'A' }, c: { __typename: 'C' } }, name: 'string' } } });
    expect(EXAMPLE_DEPTH).toBe(3);
  });

  test('only required arguments become variables', () => {
    const schema = buildSchema('type Query { f(a: Int!, b: Int, c: Int! = 3): Int }');
    const field = schema.getQueryType()?.getFields().f;
    if (!field) throw new Error('schema');
    const example = operationExample(schema, 'query', field);
    expect(example.operation).toBe('query F($a: Int!) {\n  f(a: $a)\n}');
    expect(example.variables).toEqual({ a: 0 });
  });
});

describe('descriptions', () => {
  test('what MDX reads as code is escaped outside code, kept inside it', () => {
    expect(mdxText('Use {x} and <b>, `{y}` stays\n```\n{z} <i>\n```\nimport a')).toBe('Use \\{x\\} and \\<b>, `{y}` stays\n```\n{z} <i>\n```\n&#105;mport a');
    const root = makeProject({ 's.graphql': '"Has {braces}, <tags> and\\nexport lines"\ntype Query { "A <b>field</b> {x}" a: Int }\n' });
    return graphqlNavPages([tab('s.graphql')], { root }).then(({ pages }) => {
      for (const page of pages) expect(parsePage({ path: `${page.path}.mdx`, value: page.source }).error).toBeUndefined();
    });
  });
});

describe('bad input', () => {
  test('a schema that does not parse: its finding, no page, the folder marked unknown', async () => {
    const root = makeProject({ 's.graphql': 'type Query {\n  a: Int\n  b(\n' });
    const navigation = [tab('s.graphql')];
    const result = await graphqlNavPages(navigation, { root });
    expect(result.pages).toEqual([]);
    expect(result.unknownUnder).toEqual(['graphql-reference']);
    expect(result.findings.map((f) => [f.line, f.column, f.ruleId])).toEqual([[4, 1, 'graphql-schema']]);
    expect(navigation[0]?.children).toEqual([]);
  });

  test('a missing schema is reported where the navigation names it', async () => {
    const root = makeProject({});
    const at = new Map([['gone.graphql', { file: `${root}/docs.json`, line: 7, column: 20 }]]);
    const result = await graphqlNavPages([tab('gone.graphql')], { root, sourceAt: at });
    expect(result.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.message}`)).toEqual([`${root}/docs.json:7:20 Missing GraphQL schema \`gone.graphql\`, expected an SDL file at this path`]);
  });

  test('a written page on a generated path stays the page, with an error; two tabs of one schema share its pages', async () => {
    const root = makeProject({ 's.graphql': 'type Query { a: Int }\ntype T { x: Int }\n' });
    const result = await graphqlNavPages([tab('s.graphql'), tab('s.graphql')], { root, existing: new Set(['graphql-reference/types/t']) });
    expect(result.pages.map((p) => p.path)).toEqual(['graphql-reference/queries/a']);
    expect(result.findings.map((f) => f.message)).toEqual(['Unexpected page `graphql-reference/types/t` on the path of the generated GraphQL page `graphql-reference/types/T`, expected one page per path (Mintlify refuses the build; here the written page is kept)']);
  });

  test('a `directory` that leads out of the project generates nothing', async () => {
    const root = makeProject({ 's.graphql': 'type Query { a: Int }\n' });
    const result = await graphqlNavPages([tab('s.graphql', { graphqlDirectory: 'api/../../out' })], { root });
    expect(result.pages).toEqual([]);
    expect(result.findings.map((f) => f.message)).toEqual(['Unexpected GraphQL `directory` `api/../../out`, expected a folder inside the project: no page is generated from `s.graphql`']);
  });

  test('two schemas on one path: an error, the first keeps it', async () => {
    const root = makeProject({ 'a.graphql': 'type Query { a: Int }\n', 'b.graphql': 'type Query { a: String }\n' });
    const result = await graphqlNavPages([tab('a.graphql'), tab('b.graphql')], { root });
    expect(result.pages.map((p) => p.target.source)).toEqual(['a.graphql']);
    expect(result.findings.map((f) => f.ruleId)).toEqual(['graphql-route']);
  });

  test(`10,000 types: ${MAX_GRAPHQL_PAGES} pages, a warning for the rest`, async () => {
    const types = Array.from({ length: 10_000 }, (_, i) => `type T${i} { id: ID!, next: T${(i + 1) % 10_000} }`).join('\n');
    const docs = ['{', '  "theme": "mint",', '  "name": "Big",', '  "colors": { "primary": "#0D9373" },', '  "navigation": { "tabs": [', '    { "tab": "API",', '      "graphql": "big.graphql" }', '  ] }', '}'].join('\n');
    const root = makeProject({ 'big.graphql': `type Query { first: T0 }\n${types}\n`, 'docs.json': docs });
    const config = await loadDocsConfig(root);
    if (!config.resolved) throw new Error('fixture');
    const navigation = [tab('big.graphql')];
    const result = await graphqlNavPages(navigation, { root, sourceAt: graphqlSourcePositions(config.resolved) });
    expect(result.pages).toHaveLength(MAX_GRAPHQL_PAGES);
    // At the tab's `graphql` key in docs.json, where the author splits the schema.
    expect(result.findings.map((f) => [`${f.file.slice(root.length + 1)}:${f.line}:${f.column}`, f.ruleId, f.severity, f.message])).toEqual([['docs.json:7:7', 'graphql-limit', 'warn', `Unexpected 10001 GraphQL reference pages from one schema, expected at most ${MAX_GRAPHQL_PAGES}: the last 5001 (types last) are not generated`]]);
    // A link to a type left out is not made: the text stays code.
    const linked = result.pages.flatMap((p) => [...p.source.matchAll(/\]\((\/[^)]+)\)/g)].map((m) => m[1]?.slice(1)));
    const made = new Set(result.pages.map((p) => p.path));
    expect(linked.filter((path) => path !== undefined && !made.has(path))).toEqual([]);
  }, 60_000);
});
