// Links into pages generated from a spec are checked like links into written pages, anchors
// included: `check --links` builds each generated page to learn its ids, and `build` checks
// fragments against the ids it wrote. Both must call the same fragments broken.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, jest, test } from '@jest/globals';
import { checkProject } from '../../src/check/check.js';
import { createSite } from '../../src/render/site/site.js';
import { docsJson, tempProject } from '../support/project.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

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
  'docs.json': docsJson('Kiln', { groups: [{ group: 'Start', pages: ['index'] }, { group: 'API', openapi: 'kiln.json' }] }, { favicon: '/favicon.svg' }),
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

describe('a navigation entry naming an `x-excluded` operation', () => {
  test('is an error in check and in build: Mintlify generates nothing for it and fails', async () => {
    const excluded = JSON.stringify({ openapi: '3.0.3', info: { title: 'Kiln', version: '1' }, paths: { '/internal': { get: { summary: 'Internal', 'x-excluded': true, responses: { 200: { description: 'OK' } } } } } });
    const root = tempProject({ ...files, 'kiln.json': excluded, 'index.mdx': '---\ntitle: Home\ndescription: The start.\n---\n\nHome.\n', 'docs.json': JSON.stringify({ ...JSON.parse(files['docs.json']) as Record<string, unknown>, navigation: { groups: [{ group: 'Start', pages: ['index'] }, { group: 'API', openapi: 'kiln.json', pages: ['GET /internal'] }] } }) }, 'docwright-excluded-');
    const message = 'Unexpected operation `GET /internal` in the navigation that is `x-excluded` in `kiln.json`, expected an operation the spec publishes (use `x-hidden` for a page the navigation does not list)';
    const checked = await checkProject(root, {});
    expect(checked.findings.filter((f) => f.ruleId.startsWith('openapi-')).map((f) => `${f.severity} ${f.message}`)).toEqual([`error ${message}`]);
    const site = await createSite({ root, workers: 0, cacheDir: false });
    const built = await site.build(join(mkdtempSync(join(tmpdir(), 'docwright-excluded-out-')), 'site'));
    expect(built.diagnostics.map((d) => d.message)).toContain(message);
  });
});
