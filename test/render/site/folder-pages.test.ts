// A folder without an `index` page is served as its first page in navigation order, as Mintlify
// serves it: the build writes a redirect page there, links to it (and their anchors, on that
// page) are checked like links to the page, and `dev` answers the folder with a redirect.
import { describe, expect, jest, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createSite } from '../../../src/render/site/site.js';
import { tempOutDir } from '../../support/project.js';
import { makeProject } from '../helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const docsJson = JSON.stringify({
  theme: 'mint',
  name: 'Pots',
  colors: { primary: '#0D9373' },
  navigation: { groups: [{ group: 'Start', pages: ['index', 'care/watering', 'care/pruning', 'index-owned/index', 'index-owned/other'] }] },
});

const files = {
  'docs.json': docsJson,
  'index.mdx': '---\ntitle: Home\n---\n\nSee [care](/care), [care watering](/care#how-often), [a bad anchor](/care#nowhere) and [owned](/index-owned).\n',
  'care/watering.mdx': '---\ntitle: Watering\n---\n\n## How often\n\nWeekly.\n',
  'care/pruning.mdx': '---\ntitle: Pruning\n---\n\nIn spring.\n',
  'index-owned/index.mdx': '---\ntitle: Owned\n---\n\nIts own index.\n',
  'index-owned/other.mdx': '---\ntitle: Other\n---\n\nMore.\n',
};

describe('a folder without an index page', () => {
  test('the build writes a redirect to its first page, and checks links to it against that page', async () => {
    const root = makeProject(files);
    const out = tempOutDir('docwright-folders-');
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    const messages = result.diagnostics.map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.ruleId} ${d.message}`);
    expect(messages).toEqual([expect.stringMatching(/^index\.mdx:5:\d+ link-anchor-broken Unexpected anchor `#nowhere` in link `\/care#nowhere`/)]);
    const redirect = readFileSync(join(out, 'care.html'), 'utf8');
    expect(redirect).toContain('/care/watering');
    expect(redirect).not.toContain('/care/pruning');
    // A folder with its own index page keeps that page.
    expect(readFileSync(join(out, 'index-owned.html'), 'utf8')).toContain('Its own index.');
    expect(existsSync(join(out, 'care', 'watering.html'))).toBe(true);
  });

  test('`dev` answers the folder with a redirect to its first page', async () => {
    const root = makeProject(files);
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    const response = await site.render('/care');
    expect(response?.status).toBe(307);
    expect(response?.location).toBe('/care/watering');
    expect((await site.render('/nothing-here'))?.status ?? 404).toBe(404);
  });
});
