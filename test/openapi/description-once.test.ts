import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCleanBuild } from '../support/run-main.js';

const base = await mkdtemp(join(tmpdir(), 'docwright-oas-desc-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const spec = {
  openapi: '3.0.3',
  info: { title: 'T', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/things': { get: { summary: 'List things', description: 'OAS-LIST-DESC lists the things.', responses: { '200': { description: 'ok' } } } },
    '/things/{id}': {
      get: {
        summary: 'Get a thing',
        description: 'OAS-GET-FIRST is the first paragraph.\n\nOAS-GET-SECOND is the second one.',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'ok' } },
      },
    },
    '/things/{id}/rename': {
      post: {
        summary: 'Rename a thing',
        description: 'OAS-CODE-DESC takes `name`.',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'ok' } },
      },
    },
  },
};

/** How often `mark` occurs in the page's visible body (from the page header on; the head's meta tags left out). */
const shown = (html: string, mark: string): number => html.slice(html.indexOf('<header class="dw-page-header">')).split(mark).length - 1;

describe('an OpenAPI page shows the operation description once', () => {
  test('a page generated from the navigation shows it under the title only; a page with its own description keeps the operation\'s in the body', async () => {
    const root = join(base, 'p');
    await mkdir(root, { recursive: true });
    const nav = { groups: [{ group: 'Start', pages: ['index', 'own'] }, { group: 'API', openapi: 'spec.json', pages: ['GET /things', 'GET /things/{id}', 'POST /things/{id}/rename'] }] };
    await writeFile(join(root, 'docs.json'), JSON.stringify({ name: 'A', theme: 'mint', colors: { primary: '#000000' }, navigation: nav }));
    await writeFile(join(root, 'spec.json'), JSON.stringify(spec));
    await writeFile(join(root, 'index.mdx'), '---\ntitle: Home\n---\n\nHi.\n');
    await writeFile(join(root, 'own.mdx'), '---\nopenapi: spec.json GET /things\ndescription: OWN-DESC of the page.\n---\n');
    const out = join(base, 'out');
    await runCleanBuild(root, out);
    const list = await readFile(join(out, 'api-reference/list-things.html'), 'utf8');
    expect(list).toContain('<p class="dw-description">OAS-LIST-DESC lists the things.</p>');
    expect(shown(list, 'OAS-LIST-DESC')).toBe(1);
    // Two paragraphs: the first under the title, the second in the body.
    const get = await readFile(join(out, 'api-reference/get-a-thing.html'), 'utf8');
    expect([shown(get, 'OAS-GET-FIRST'), shown(get, 'OAS-GET-SECOND')]).toEqual([1, 1]);
    // A first paragraph with formatting the title's line cannot show stays in the body too, as written.
    const rename = await readFile(join(out, 'api-reference/rename-a-thing.html'), 'utf8');
    expect(rename).toContain('<code>name</code>');
    // Its own description under the title, the operation's in the body: each once.
    const own = await readFile(join(out, 'own.html'), 'utf8');
    expect([shown(own, 'OWN-DESC'), shown(own, 'OAS-LIST-DESC')]).toEqual([1, 1]);
  });
});
