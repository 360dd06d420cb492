// Issue 29: an edit rewrites the edited page and only the pages whose output shows what
// changed. A title is shown by the sidebars that carry its group whole and by the previous
// and next pages; the navigation asset of a large division keeps its name, so the pages that
// only name it are left as they were (hard links to the earlier output).
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { LAZY_GROUP_WINDOW, LAZY_SIDEBAR_LINKS } from '../../src/render/layout/nav.js';
import { tempOutDir } from '../support/project.js';
import { addPages, makeProject } from './helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const GROUPS = 6;
const PER_GROUP = 17;

const page = (title: string, extra = ''): string => `---\ntitle: ${title}\n---\n\nText.${extra}\n`;

/** A tab `Big` of GROUPS groups of PER_GROUP pages (its sidebar is collapsed), and a tab `Small` whose sidebar is whole; two small pages include a snippet. */
function project(): { root: string; pages: string[] } {
  const files: Record<string, string> = {};
  const pages: string[] = [];
  const groups = [];
  for (let g = 0; g < GROUPS; g++) groups.push({ group: `Group ${g}`, pages: addPages(files, pages, `big/g${g}`, `Big ${g}`, PER_GROUP) });
  const note = "\n\nimport Note from '/snippets/note.mdx';\n\n<Note />";
  files['small/one.mdx'] = page('Small one', note);
  files['small/two.mdx'] = page('Small two');
  files['small/three.mdx'] = page('Small three', note);
  files['snippets/note.mdx'] = 'A shared note.\n';
  pages.push('small/one', 'small/two', 'small/three');
  files['docs.json'] = JSON.stringify({
    theme: 'mint',
    name: 'Deps',
    colors: { primary: '#0D9373' },
    navigation: { tabs: [{ tab: 'Big', groups }, { tab: 'Small', groups: [{ group: 'Only', pages: ['small/one', 'small/two'] }, { group: 'Other', pages: ['small/three'] }] }] },
  });
  return { root: makeProject(files), pages };
}

/** The inode of each page's HTML file. */
const inodes = (out: string, pages: readonly string[]): Map<string, number> => new Map(pages.map((p) => [p, statSync(join(out, `${p}.html`)).ino]));

/** The pages whose HTML file is not the one of `before` (written again, not linked). */
const rewritten = (out: string, before: ReadonlyMap<string, number>): string[] => [...inodes(out, [...before.keys()])].filter(([p, ino]) => before.get(p) !== ino).map(([p]) => p);

const navAsset = (out: string): string[] => readdirSync(join(out, '_docwright/nav')).sort();

describe('a rebuild rewrites only the pages that show what changed', () => {
  // One project for the tests, in order: each starts from the site the test before it left.
  const { root, pages } = project();
  const out = tempOutDir();
  const cacheDir = join(out, '..', 'cache');
  const build = async () => (await createSite({ root, workers: 0, cacheDir, offline: true })).build(out);
  let assets: string[] = [];
  let before = new Map<string, number>();

  beforeAll(async () => {
    await build();
    assets = navAsset(out);
    before = inodes(out, pages);
  }, 60_000);

  test('a title: its page, the pages of its group, its previous and next; the navigation asset keeps its name and holds the new title', async () => {
    expect(GROUPS * PER_GROUP).toBeGreaterThan(LAZY_SIDEBAR_LINKS);
    expect(GROUPS).toBeGreaterThan(LAZY_GROUP_WINDOW);
    expect(assets).toHaveLength(2);
    expect((await build()).cached).toBe(pages.length);
    expect(rewritten(out, before)).toEqual([]);

    // The last page of group 3: its group shows it whole, the first page of group 4 names it as previous.
    writeFileSync(join(root, `big/g3/page${PER_GROUP - 1}.mdx`), page('Renamed okapi'));
    const result = await build();
    expect(result.errors).toBe(0);
    const expected = [...Array.from({ length: PER_GROUP }, (_, i) => `big/g3/page${i}`), 'big/g4/page0'];
    expect(rewritten(out, before).sort()).toEqual(expected.sort());
    // The neighbours show the new title: in the sidebar, and as previous and next.
    expect(readFileSync(join(out, 'big/g3/page2.html'), 'utf8')).toContain('<span>Renamed okapi</span>');
    expect(readFileSync(join(out, `big/g3/page${PER_GROUP - 2}.html`), 'utf8')).toMatch(/class="dw-next"[^>]*><span>Next<\/span><strong>Renamed okapi<\/strong>/);
    expect(readFileSync(join(out, 'big/g4/page0.html'), 'utf8')).toMatch(/class="dw-prev"[^>]*><span>Previous<\/span><strong>Renamed okapi<\/strong>/);
    // A page far from it names the same asset, which now holds the new title.
    expect(navAsset(out)).toEqual(assets);
    const far = readFileSync(join(out, 'big/g0/page1.html'), 'utf8');
    expect(far).not.toContain('Renamed okapi');
    const asset = /data-dw-nav="\/([^"]+)"/.exec(far)?.[1] ?? '';
    expect(readFileSync(join(out, asset), 'utf8')).toContain('Renamed okapi');
    expect(readFileSync(join(out, asset.replace(/\.json$/, '.html')), 'utf8')).toContain('Renamed okapi');
  }, 60_000);

  test('a title in a sidebar written whole: the pages of that division only; a snippet: the pages that include it only', async () => {
    before = inodes(out, pages);
    writeFileSync(join(root, 'small/two.mdx'), page('Small zebra'));
    await build();
    expect(rewritten(out, before).sort()).toEqual(['small/one', 'small/three', 'small/two']);
    expect(readFileSync(join(out, 'small/three.html'), 'utf8')).toContain('Small zebra');

    const again = inodes(out, pages);
    writeFileSync(join(root, 'snippets/note.mdx'), 'A changed note.\n');
    await build();
    expect(rewritten(out, again).sort()).toEqual(['small/one', 'small/three']);
    expect(readFileSync(join(out, 'small/three.html'), 'utf8')).toContain('A changed note.');
  }, 60_000);
});

describe('dev: a saved title reloads only the pages that show it', () => {
  test('the pages of its tab (their sidebar is whole) and its previous and next, each showing the new title; the other tab is kept', async () => {
    const root = makeProject({
      'docs.json': JSON.stringify({
        theme: 'mint',
        name: 'Deps',
        colors: { primary: '#0D9373' },
        navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'quickstart'] }, { group: 'More', pages: ['advanced'] }] }, { tab: 'API', groups: [{ group: 'Reference', pages: ['api/overview', 'api/more'] }] }] },
      }),
      'index.mdx': page('Welcome'),
      'quickstart.mdx': page('Quickstart'),
      'advanced.mdx': page('Advanced'),
      'api/overview.mdx': page('Overview'),
      'api/more.mdx': page('More'),
    });
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true, offline: true });
    const body = async (route: string): Promise<string> => String((await site.render(route))?.body);
    for (const route of site.routes()) await body(route);
    const more = await body('/api/more');
    const changed = async (file: string) => {
      const result = await site.changed([join(root, file)]);
      return { ...result, routes: [...result.routes].sort() };
    };

    writeFileSync(join(root, 'quickstart.mdx'), page('Quick okapi'));
    expect(await changed('quickstart.mdx')).toEqual({ reloadAll: false, routes: ['/', '/advanced', '/quickstart'] });
    expect(await body('/advanced')).toMatch(/class="dw-prev"[^>]*><span>Previous<\/span><strong>Quick okapi<\/strong>/);
    expect(await body('/')).toContain('<span>Quick okapi</span>');

    // The last page of a tab: the first page of the next names it as previous.
    writeFileSync(join(root, 'advanced.mdx'), page('Advanced zebra'));
    expect((await changed('advanced.mdx')).routes).toEqual(['/', '/advanced', '/api/overview', '/quickstart']);
    expect(await body('/api/overview')).toContain('<strong>Advanced zebra</strong>');
    expect(await body('/api/more')).toBe(more);

    // A body edit reloads the page alone, as before; hiding a page reloads the site.
    writeFileSync(join(root, 'api/more.mdx'), page('More', ' Changed.'));
    expect(await changed('api/more.mdx')).toEqual({ reloadAll: false, routes: ['/api/more'] });
    writeFileSync(join(root, 'api/more.mdx'), '---\ntitle: More\nhidden: true\n---\n\nText.\n');
    expect((await changed('api/more.mdx')).reloadAll).toBe(true);
  });
});

describe('dev: a spec added while it runs', () => {
  test('is found by a page that names an operation without a file', async () => {
    const root = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Specs', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'API', pages: ['index', 'water'] }] } }),
      'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
      'water.mdx': '---\ntitle: Water\nopenapi: GET /water\n---\n',
    });
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true, offline: true });
    const before = String((await site.render('/water'))?.body);
    expect(before).not.toContain('How much water the plant gets');
    const spec = { openapi: '3.0.0', info: { title: 'Plants', version: '1' }, paths: { '/water': { get: { summary: 'Water', description: 'How much water the plant gets.', responses: { '200': { description: 'OK' } } } } } };
    writeFileSync(join(root, 'plants.json'), JSON.stringify(spec));
    const change = await site.changed([join(root, 'plants.json')]);
    expect(change.routes).toContain('/water');
    expect(String((await site.render('/water'))?.body)).toContain('How much water the plant gets');
  });
});
