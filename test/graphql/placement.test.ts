// Where `graphql` may stand in a docs.json (src/config/graphql.ts), judged against Mintlify's
// published validator (`@mintlify/validation`, a devDependency used here only as a test oracle:
// Elastic-2.0, never imported by src/): each case is accepted by both or refused by both, and
// where docwright refuses, its error is at the key, with its line and column.
import { describe, expect, test } from '@jest/globals';
import { validateDocsConfig as mintlifyDocs } from '@mintlify/validation';
import { validateDocsConfig } from '../../src/config/index.js';

const base = { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Garden', colors: { primary: '#15803D' } };
const groups = [{ group: 'Start', pages: ['index'] }];

/** Each case: a name and the `navigation` to judge. */
const CASES: readonly [string, unknown][] = [
  ['a tab with only graphql', { tabs: [{ tab: 'API', graphql: 'schema.graphql' }] }],
  ['a tab with graphql and groups', { tabs: [{ tab: 'API', graphql: 'schema.graphql', groups }] }],
  ['a tab with graphql {source, directory}', { tabs: [{ tab: 'API', graphql: { source: 'schema.graphql', directory: 'api/graphql' } }] }],
  ['a tab with graphql, icon, hidden and align', { tabs: [{ tab: 'API', icon: 'diagram-project', hidden: false, align: 'end', graphql: 'schema.graphql' }] }],
  ['a tab with graphql and iconType', { tabs: [{ tab: 'API', icon: 'diagram-project', iconType: 'solid', graphql: 'schema.graphql' }] }],
  ['a tab with graphql and directory', { tabs: [{ tab: 'API', directory: 'card', graphql: 'schema.graphql', groups }] }],
  ['a tab with an https graphql', { tabs: [{ tab: 'API', graphql: 'https://example.test/schema.graphql' }] }],
  ['a tab with an http graphql', { tabs: [{ tab: 'API', graphql: 'http://example.test/schema.graphql' }] }],
  ['a tab with an empty graphql', { tabs: [{ tab: 'API', graphql: '' }] }],
  ['a tab with graphql {directory} only', { tabs: [{ tab: 'API', graphql: { directory: 'x' } }] }],
  ['a tab with graphql and an unknown key in it', { tabs: [{ tab: 'API', graphql: { source: 's.graphql', extra: 1 } }] }],
  ['a tab with graphql and pages', { tabs: [{ tab: 'API', graphql: 'schema.graphql', pages: ['index'] }] }],
  ['a tab with graphql and openapi', { tabs: [{ tab: 'API', graphql: 'schema.graphql', openapi: 'openapi.json', groups }] }],
  ['a tab with graphql and versions', { tabs: [{ tab: 'API', graphql: 'schema.graphql', versions: [{ version: 'v1', groups }] }] }],
  ['a tab with graphql and href', { tabs: [{ tab: 'API', graphql: 'schema.graphql', href: 'https://example.test' }] }],
  ['a tab with graphql and global', { tabs: [{ tab: 'API', graphql: 'schema.graphql', global: { anchors: [{ anchor: 'A', href: 'https://a.example.test' }] } }] }],
  ['a tab with graphql and asyncapi', { tabs: [{ tab: 'API', graphql: 'schema.graphql', asyncapi: 'events.yaml' }] }],
  ['a tab inside a version with graphql', { versions: [{ version: 'v1', tabs: [{ tab: 'API', graphql: 'schema.graphql' }] }] }],
  ['graphql on a group', { groups: [{ group: 'API', graphql: 'schema.graphql', pages: ['index'] }] }],
  ['graphql on a group in a tab', { tabs: [{ tab: 'Guides', groups: [{ group: 'API', graphql: 'schema.graphql', pages: ['index'] }] }] }],
  ['graphql on an anchor', { anchors: [{ anchor: 'API', graphql: 'schema.graphql', groups }] }],
  ['graphql on a version', { versions: [{ version: 'v1', graphql: 'schema.graphql', groups }] }],
  ['graphql on a dropdown', { dropdowns: [{ dropdown: 'API', graphql: 'schema.graphql', groups }] }],
  ['graphql on the navigation', { graphql: 'schema.graphql', groups }],
  ['graphql on a tab of navigation.global', { global: { tabs: [{ tab: 'B', href: 'https://b.example.test', graphql: 'schema.graphql' }] }, groups }],
  ['a GraphQL tab beside navigation.global', { global: { anchors: [{ anchor: 'X', href: 'https://x.example.test' }] }, tabs: [{ tab: 'API', graphql: 'schema.graphql' }] }],
];

describe('`graphql` placement, against Mintlify’s validator', () => {
  test.each(CASES)('%s', async (_name, navigation) => {
    const config = { ...base, navigation };
    const result = mintlifyDocs(config);
    // Mintlify "accepts" a group with `graphql` inside a tab by dropping the tab's whole content
    // (its last, content-less branch): docwright refuses it, the deliberate difference
    // `invalid-division-content` of docs/commands/check.mdx. Seen here as the group gone.
    const dropped = result.success && !JSON.stringify(result.data.navigation).includes('"group":"API"') && JSON.stringify(navigation).includes('"group":"API"');
    const mintlify = result.success && !dropped;
    const ours = await validateDocsConfig(JSON.stringify(config, null, 2), { root: '/nonexistent-project', path: 'docs.json' });
    const errors = ours.diagnostics.filter((f) => f.severity === 'error');
    expect({ refused: errors.length > 0 }).toEqual({ refused: !mintlify });
    // Never the old “no effect” warning.
    expect(ours.diagnostics.filter((f) => f.message.includes('`graphql`') && f.message.includes('no effect'))).toEqual([]);
  });

  test('the errors are at the key, with line and column', async () => {
    const text = JSON.stringify({ ...base, navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'API', graphql: 's.graphql', pages: ['index'] }] }, { tab: 'API', graphql: 's.graphql', pages: ['index'] }] } }, null, 2);
    const ours = await validateDocsConfig(text, { root: '/nonexistent-project', path: 'docs.json' });
    const lines = text.split('\n');
    const where = (needle: string, nth = 0): string => {
      const hits = lines.flatMap((line, i) => (line.includes(needle) ? [`${i + 1}:${line.indexOf(needle) + 1}`] : []));
      return hits[nth] ?? 'none';
    };
    expect(ours.diagnostics.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual([
      `${where('"graphql"')} config-schema Unexpected \`graphql\` in \`navigation.tabs[0].groups[0]\`, expected it on a tab (Mintlify refuses GraphQL references anywhere else)`,
      `${where('"pages"', 1)} config-schema Unexpected \`pages\` beside \`graphql\` in \`navigation.tabs[1]\`, expected only \`groups\` on a GraphQL tab (Mintlify refuses a tab that mixes its GraphQL reference with other navigation)`,
    ]);
  });

  test('a GraphQL tab is in the model, with its schema and directory', async () => {
    const config = { ...base, navigation: { tabs: [{ tab: 'API', graphql: { source: ' ./schema.graphql ', directory: '/api/graphql/' }, groups }] } };
    const ours = await validateDocsConfig(JSON.stringify(config), { root: '/nonexistent-project', path: 'docs.json' });
    const node = ours.model?.navigation[0];
    expect([node?.graphql, node?.graphqlDirectory]).toEqual(['./schema.graphql', 'api/graphql']);
  });
});
