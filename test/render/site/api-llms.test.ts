// An API page without a description of its own lists its operation's in llms.txt (first
// paragraph, plain text, one line), whether the navigation generates it (`openapi` on a group)
// or a written page names it (`openapi:` front matter).
import { describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite } from '../../../src/render/site/site.js';
import { tempOutDir } from '../../support/project.js';
import { makeProject } from '../helpers.js';

// Long: it builds a site (seconds here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const SPEC = {
  openapi: '3.0.0',
  info: { title: 'Shelter', version: '1' },
  paths: {
    '/otters': { get: { summary: 'List otters', description: 'Returns **every** otter\nin the shelter.\n\nA second paragraph.', responses: { '200': { description: 'ok' } } } },
    '/otters/{id}': { get: { summary: 'Get otter', description: 'One otter by its `id`.', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'ok' } } } },
    '/bare': { get: { summary: 'Bare', responses: { '200': { description: 'ok' } } } },
  },
};

describe('API pages in llms.txt', () => {
  test('an operation\'s description stands for the page\'s; front matter wins; none without either', async () => {
    const docs = { theme: 'mint', name: 'Api', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'G', pages: ['index', 'written', 'own'] }, { group: 'API', openapi: 'openapi.json' }] } };
    const root = makeProject({
      'docs.json': JSON.stringify(docs),
      'openapi.json': JSON.stringify(SPEC),
      'index.mdx': '---\ntitle: Home\n---\n\nHi.\n',
      'written.mdx': '---\nopenapi: GET /otters/{id}\n---\n',
      'own.mdx': '---\ntitle: Own\ndescription: Written by hand.\nopenapi: GET /otters/{id}\n---\n',
    });
    const out = tempOutDir();
    expect(await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(out)).toMatchObject({ errors: 0 });
    const lines = readFileSync(join(out, 'llms.txt'), 'utf8').split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toEqual([
      '- [Home](/index.md)',
      '- [Get otter](/written.md): One otter by its id.',
      '- [Own](/own.md): Written by hand.',
      '- [List otters](/api-reference/list-otters.md): Returns every otter in the shelter.',
      '- [Get otter](/api-reference/get-otter.md): One otter by its id.',
      '- [Bare](/api-reference/bare.md)',
    ]);
  });
});
