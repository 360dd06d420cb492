// `dev` reads the project again for a saved `.json`/`.yaml` file only when the project is read from it: the
// configuration, a spec the configuration or a page names, a file a spec's `$ref` reads. Any other (package.json,
// a data file) reads nothing again: a page added meanwhile (on disk, unannounced) stays unknown until a real reload.
import { describe, expect, jest, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { makeProject } from '../render/helpers.js';

// Long: it loads dev sites and renders pages (seconds here, minutes on a loaded 2-core machine).
jest.setTimeout(120_000);

const spec = (description: string): string =>
  `openapi: 3.0.3\ninfo: { title: Beds, version: "1.0" }\npaths:\n  /beds:\n    get:\n      summary: List beds\n      description: ${description}\n      responses:\n        "200":\n          description: ok\n          content:\n            application/json:\n              schema: { $ref: "schemas/bed.yaml" }\n`;

function garden(): string {
  return makeProject({
    'docs.json': JSON.stringify({ theme: 'mint', name: 'Garden', colors: { primary: '#15803D' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }, { group: 'API', openapi: 'api/beds.yaml' }] } }),
    'index.mdx': '---\ntitle: Home\n---\n\nHome.\n',
    'api/beds.yaml': spec('Gives the beds.'),
    'api/schemas/bed.yaml': 'type: object\nproperties:\n  soil: { type: string }\n',
    'package.json': '{"name": "garden"}',
    'data/plants.yaml': 'roses: 3\n',
  });
}

const API_PAGE = '/api-reference/list-beds';

describe('dev: which saved .json/.yaml files read the project again', () => {
  test('package.json and a data file no spec reads: no reload, nothing read again', async () => {
    const root = garden();
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    expect(String((await site.render(API_PAGE))?.body ?? '')).toContain('List beds');
    // A page written unannounced: a project read again would find it.
    writeFileSync(join(root, 'extra.mdx'), '---\ntitle: Extra\n---\n\nExtra.\n');
    for (const file of ['package.json', 'data/plants.yaml']) {
      writeFileSync(join(root, file), file.endsWith('.json') ? '{"name": "garden", "version": "2.0.0"}' : 'roses: 4\n');
      expect([file, await site.changed([join(root, file)])]).toEqual([file, { reloadAll: false, routes: [] }]);
    }
    expect(await site.render('/extra')).toBeUndefined();
  });

  test('the spec the configuration names and a file its `$ref` reads: read again, its API pages made again', async () => {
    const root = garden();
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    expect(String((await site.render(API_PAGE))?.body ?? '')).toContain('soil');
    writeFileSync(join(root, 'api/schemas/bed.yaml'), 'type: object\nproperties:\n  compost: { type: string }\n');
    expect(await site.changed([join(root, 'api/schemas/bed.yaml')])).toEqual({ reloadAll: false, routes: [API_PAGE] });
    expect(String((await site.render(API_PAGE))?.body ?? '')).toContain('compost');
    writeFileSync(join(root, 'api/beds.yaml'), spec('Gives every bed.'));
    expect(await site.changed([join(root, 'api/beds.yaml')])).toEqual({ reloadAll: false, routes: [API_PAGE] });
    expect(String((await site.render(API_PAGE))?.body ?? '')).toContain('Gives every bed.');
    // Read again: the page written meanwhile is found.
    writeFileSync(join(root, 'extra.mdx'), '---\ntitle: Extra\n---\n\nExtra.\n');
    writeFileSync(join(root, 'api/beds.yaml'), spec('Gives all beds.'));
    await site.changed([join(root, 'api/beds.yaml')]);
    expect(await site.render('/extra')).toBeDefined();
  });
});
