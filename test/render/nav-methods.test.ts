// Issue 27 item 2: API pages carry their method as a badge beside their navigation entry.
import { describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { tempOutDir } from '../support/project.js';
import { makeProject } from './helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const SPEC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Herbs', version: '1' },
  paths: { '/herbs': { get: { summary: 'List herbs', responses: { '200': { description: 'ok' } } }, post: { summary: 'Plant a herb', responses: { '201': { description: 'ok' } } } }, '/herbs/{id}': { delete: { summary: 'Dig up a herb', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '204': { description: 'gone' } } } } },
});

describe('method badges in the navigation', () => {
  test('pages naming an operation, in front matter or generated from the navigation, show their method; other pages none', async () => {
    const root = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Herbs', colors: { primary: '#0D9373' }, api: { openapi: 'openapi.json' }, navigation: { groups: [{ group: 'Start', pages: ['index', 'herbs/list', 'DELETE /herbs/{id}'] }] } }),
      'openapi.json': SPEC,
      'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      'herbs/list.mdx': '---\ntitle: List herbs\nopenapi: openapi.json get /herbs\n---\n',
    });
    const out = tempOutDir();
    await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(out);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const badges = [...html.matchAll(/<span class="dw-nav-method dw-nav-method-(\w+)">(\w+)<\/span>/g)].map((m) => `${m[1]}:${m[2]}`);
    expect(badges).toEqual(['get:GET', 'delete:DEL']);
    expect(html).toMatch(/<a href="\/"[^>]*><span>Home<\/span>/);
  });
});
