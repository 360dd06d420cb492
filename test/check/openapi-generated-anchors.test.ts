// Links into pages generated from a spec are checked like links into written pages, anchors
// included: `check --links` builds each generated page to learn its ids, and `build` checks
// fragments against the ids it wrote. Both must call the same fragments broken.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { checkProject } from '../../src/check/check.js';
import { createSite } from '../../src/render/site/site.js';
import { tempProject } from '../support/project.js';

const spec = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Kiln', version: '1' },
  paths: {
    '/firings': {
      get: {
        summary: 'List firings',
        tags: ['Firings'],
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
        responses: { 200: { description: 'OK' } },
      },
    },
    '/firings/{id}': { get: { tags: ['Firings'], 'x-hidden': true, parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { 200: { description: 'OK' } } } },
  },
});

const links = [
  '[limit](/api-reference/firings/list-firings#param-limit)',
  '[response](/api-reference/firings/list-firings#response)',
  '[typo](/api-reference/firings/list-firings#param-limmit)',
  '[hidden page](/api-reference/firings/get-firings#param-id)',
  '[hidden, wrong](/api-reference/firings/get-firings#param-name)',
];

const files = {
  'docs.json': JSON.stringify({
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Kiln',
    colors: { primary: '#0D9373' },
    favicon: '/favicon.svg',
    navigation: { groups: [{ group: 'Start', pages: ['index'] }, { group: 'API', openapi: 'kiln.json' }] },
  }),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'kiln.json': spec,
  'index.mdx': `---\ntitle: Home\ndescription: The start.\n---\n\n${links.join('\n\n')}\n`,
};

describe('anchors of generated pages', () => {
  test('check --links and build report the same broken fragments, and only those', async () => {
    const root = tempProject(files, 'docwright-generated-anchors-');
    const checked = await checkProject(root, { links: true });
    const fromCheck = checked.findings.filter((f) => f.ruleId.startsWith('link-')).map((f) => `${f.ruleId} ${[...f.message.matchAll(/`([^`]*)`/g)].map((m) => m[1]).slice(0, 2).join(' ')}`);
    expect(fromCheck).toEqual(['link-anchor-broken #param-limmit /api-reference/firings/list-firings#param-limmit', 'link-anchor-broken #param-name /api-reference/firings/get-firings#param-name']);
    const site = await createSite({ root, workers: 0, cacheDir: false });
    const built = await site.build(join(mkdtempSync(join(tmpdir(), 'docwright-generated-anchors-out-')), 'site'));
    const fromBuild = built.diagnostics.filter((d) => d.ruleId.startsWith('link-')).map((f) => `${f.ruleId} ${[...f.message.matchAll(/`([^`]*)`/g)].map((m) => m[1]).slice(0, 2).join(' ')}`);
    expect(fromBuild).toEqual(fromCheck);
  });
});
