// `dev` with a GraphQL tab: a change to the schema regenerates its reference pages and their
// navigation, and a schema that breaks is a finding while the rest of the site is served.
import { describe, expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { makeProject } from '../render/helpers.js';

describe('dev and a GraphQL schema', () => {
  test('an edit to the schema reloads the project: new pages, new text', async () => {
    const root = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'G', colors: { primary: '#15803D' }, navigation: { tabs: [{ tab: 'Home', pages: ['index'] }, { tab: 'API', graphql: 'schema.graphql' }] } }),
      'index.mdx': '---\ntitle: Home\n---\n\nHome.\n',
      'schema.graphql': 'type Query {\n  "Old words."\n  plant: Int\n}\n',
    });
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    const before = await site.render('/graphql-reference/queries/plant');
    expect(before?.status ?? 200).toBe(200);
    expect(String(before?.body ?? '')).toContain('Old words.');
    // No such page yet: nothing to serve.
    expect(await site.render('/graphql-reference/queries/bed')).toBeUndefined();
    writeFileSync(join(root, 'schema.graphql'), 'type Query {\n  "New words."\n  plant: Int\n  bed: Int\n}\n');
    const changed = await site.changed(['schema.graphql']);
    expect(changed.reloadAll).toBe(true);
    expect(String((await site.render('/graphql-reference/queries/plant'))?.body ?? '')).toContain('New words.');
    expect(String((await site.render('/graphql-reference/queries/bed'))?.body ?? '')).toContain('bed');
  }, 60_000);
});
