// What `dev`'s site answers after an edit (issue 77's tryout): a spec edit that renames an operation moves its page and
// its sidebar title at once; a page that fails to parse keeps the findings that depend on it (nothing is said fixed
// meanwhile); a page saved with other prose words its anchor findings as at start-up (the same finding, not new + fixed).
import { describe, expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { makeProject } from '../render/helpers.js';

const spec = (summary: string, tag = 'plants'): string =>
  `openapi: 3.0.3\ninfo: { title: Beds, version: "1.0" }\nservers: [{ url: "https://api.example.com" }]\npaths:\n  /beds:\n    get:\n      tags: [${tag}]\n      summary: ${summary}\n      description: Gives the beds.\n      responses:\n        "200": { description: ok }\n`;

const docsJson = JSON.stringify({
  theme: 'mint',
  name: 'Garden',
  colors: { primary: '#15803D' },
  navigation: { groups: [{ group: 'Start', pages: ['index', 'sowing', 'tools'] }, { group: 'API', openapi: 'api/beds.yaml', pages: ['api/about'] }] },
});

const SOWING = '---\ntitle: Sowing\n---\n\n## Rows\n\nSow in rows.\n';
const TOOLS = '---\ntitle: Tools\n---\n\nRead [the rows](/sowing#rows) and [the beds](/sowing#beds).\n\n<Acordion>x</Acordion>\n';

function garden(): string {
  return makeProject({
    'docs.json': docsJson,
    'index.mdx': '---\ntitle: Home\n---\n\nHome.\n',
    'sowing.mdx': SOWING,
    'tools.mdx': TOOLS,
    'api/about.mdx': '---\ntitle: About the API\n---\n\nAbout.\n',
    'api/beds.yaml': spec('List beds'),
  });
}

// Each test reads and renders a small project a few times: seconds here, longer on a loaded 2-core machine.
const LONG = 120_000;

describe('dev: edits to a spec and to pages', () => {
  test('a spec edit that renames an operation serves it at its new route, with its new title in every sidebar', async () => {
    const root = garden();
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    expect(String((await site.render('/api-reference/plants/list-beds'))?.body ?? '')).toContain('List beds');
    expect(String((await site.render('/'))?.body ?? '')).toContain('List beds');
    // Written in place, as an editor saves: the operation's summary, so its title and its URL.
    writeFileSync(join(root, 'api/beds.yaml'), spec('List all beds'));
    const renamed = await site.changed([join(root, 'api/beds.yaml')]);
    expect(renamed.reloadAll).toBe(true);
    expect(await site.render('/api-reference/plants/list-beds')).toBeUndefined();
    expect(String((await site.render('/api-reference/plants/list-all-beds'))?.body ?? '')).toContain('List all beds');
    const home = String((await site.render('/'))?.body ?? '');
    expect(home).toContain('List all beds');
    expect(home).not.toContain('List beds');
    expect(home).not.toMatch(/>\s*Beds\s*</i);
    // A tag renamed: the group the sidebar shows.
    writeFileSync(join(root, 'api/beds.yaml'), spec('List all beds', 'beds'));
    expect((await site.changed([join(root, 'api/beds.yaml')])).reloadAll).toBe(true);
    expect(String((await site.render('/'))?.body ?? '')).toMatch(/>\s*Beds\s*</i);
    // Only what a page shows changed (a description): the API pages reload, not the whole site.
    writeFileSync(join(root, 'api/beds.yaml'), spec('List all beds', 'beds').replace('Gives the beds.', 'Gives every bed.'));
    const described = await site.changed([join(root, 'api/beds.yaml')]);
    expect(described.reloadAll).toBe(false);
    expect(described.routes).toContain('/api-reference/beds/list-all-beds');
    expect(String((await site.render('/api-reference/beds/list-all-beds'))?.body ?? '')).toContain('Gives every bed.');
  }, LONG);

  test('while a page fails to parse, the findings that depend on it stay as they were; fixed, the same ones come back', async () => {
    const root = garden();
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    const shown = async (): Promise<string[]> => (await site.links()).map(({ finding: f }) => `${relative(root, f.file)}:${f.line}:${f.column} ${f.ruleId} ${f.message}`).sort();
    const start = await shown();
    expect(start.filter((f) => f.startsWith('tools.mdx'))).toEqual([
      expect.stringContaining('tools.mdx:5:35 link-anchor-broken Unexpected anchor `#beds`'),
      expect.stringContaining('tools.mdx:7:1 component-known'),
    ]);
    // The linked page broken: the anchor finding pointing into it stays.
    writeFileSync(join(root, 'sowing.mdx'), `${SOWING}\nText with {broken expression and <Note>unclosed\n`);
    await site.changed([join(root, 'sowing.mdx')]);
    expect(await shown()).toEqual(start);
    writeFileSync(join(root, 'sowing.mdx'), SOWING);
    await site.changed([join(root, 'sowing.mdx')]);
    expect(await shown()).toEqual(start);
    // The page itself broken: its own findings and its links' stay.
    writeFileSync(join(root, 'tools.mdx'), `${TOOLS}\nText with {broken expression and <Note>unclosed\n`);
    await site.changed([join(root, 'tools.mdx')]);
    expect(await shown()).toEqual(start);
  }, LONG);

  test('a prose edit of a linked page words the anchor findings into it as at start-up', async () => {
    const root = garden();
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    const messages = async (): Promise<string[]> => (await site.links()).filter(({ finding: f }) => f.ruleId === 'link-anchor-broken').map(({ finding: f }) => f.message);
    const start = await messages();
    expect(start).toEqual(['Unexpected anchor `#beds` in link `/sowing#beds`, expected a heading or `id` of `sowing.mdx`']);
    writeFileSync(join(root, 'sowing.mdx'), SOWING.replace('Sow in rows.', 'Sow in straight rows.'));
    await site.changed([join(root, 'sowing.mdx')]);
    expect(await messages()).toEqual(start);
  }, LONG);
});
