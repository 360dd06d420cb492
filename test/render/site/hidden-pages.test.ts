// One notion of a hidden page for every output (src/render/layout/visibility.ts), as on Mintlify
// (organize/hidden-pages): a page hidden by its front matter or under a hidden group, tab or
// anchor is left out of search, sitemap.xml, llms.txt, llms-full.txt and the previous/next
// links; `seo.indexing: all`, `searchable: true` on the hidden group (or tab) or front matter
// `hidden: false` bring it back into the indexes (never into the navigation).
import { describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSiteProject } from '../../../src/render/layout/project.js';
import { prevNext } from '../../../src/render/layout/nav.js';
import { indexed, shownInNav } from '../../../src/render/layout/visibility.js';
import { createSite } from '../../../src/render/site/site.js';
import { tempOutDir } from '../../support/project.js';
import { makeProject } from '../helpers.js';

// Long: it builds sites (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

type Group = { group: string; hidden?: boolean; searchable?: boolean; pages: string[] };

function docs(options: { indexing?: 'all'; hg?: Partial<Group> } = {}): string {
  return JSON.stringify({
    theme: 'mint',
    name: 'Hide',
    colors: { primary: '#0D9373' },
    ...(options.indexing ? { seo: { indexing: options.indexing } } : {}),
    navigation: {
      anchors: [
        { anchor: 'Main', groups: [{ group: 'G', pages: ['index', 'hp'] }, { group: 'HG', hidden: true, pages: ['hg'], ...options.hg }] },
        { anchor: 'Secret', hidden: true, groups: [{ group: 'S', pages: ['ha', 'shown'] }] },
      ],
    },
  });
}

const page = (title: string, extra = ''): string => `---\ntitle: ${title}\ndescription: About ${title}.\n${extra}---\n\nThe ${title} page.\n`;
const FILES = { 'index.mdx': page('Home'), 'hp.mdx': page('Hidden page', 'hidden: true\n'), 'hg.mdx': page('In hidden group'), 'ha.mdx': page('In hidden anchor'), 'shown.mdx': page('Shown again', 'hidden: false\n') };

async function build(config: string, extra: Record<string, string> = {}): Promise<{ sitemap: string[]; llms: string[]; llmsText: string; full: string; searched: number; index: string }> {
  const root = makeProject({ 'docs.json': config, ...FILES, ...extra });
  const out = tempOutDir();
  expect(await (await createSite({ root, workers: 0, cacheDir: false, baseUrl: 'https://x.dev' })).build(out)).toMatchObject({ errors: 0, searchIndexed: true });
  const entry = JSON.parse(readFileSync(join(out, 'pagefind', 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
  return {
    sitemap: [...readFileSync(join(out, 'sitemap.xml'), 'utf8').matchAll(/<loc>https:\/\/x\.dev([^<]*)<\/loc>/g)].map((m) => m[1] ?? ''),
    llms: readFileSync(join(out, 'llms.txt'), 'utf8').split('\n').filter((line) => line.startsWith('- ')),
    llmsText: readFileSync(join(out, 'llms.txt'), 'utf8'),
    full: readFileSync(join(out, 'llms-full.txt'), 'utf8'),
    searched: Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0),
    index: readFileSync(join(out, 'index.html'), 'utf8'),
  };
}

describe('hidden pages', () => {
  test('a page under a hidden group or anchor is left out of search, the sitemap, llms.txt, llms-full.txt and previous/next, as one hidden by its front matter', async () => {
    const site = await build(docs());
    // `shown` (front matter `hidden: false` under the hidden anchor) is indexed, as on Mintlify.
    expect(site.sitemap).toEqual(['/', '/shown']);
    expect(site.llms).toEqual(['- [Home](/index.md): About Home.', '- [Shown again](/shown.md): About Shown again.']);
    expect(site.full).toContain('The Home page.');
    expect(site.full).toContain('The Shown again page.');
    for (const text of ['The Hidden page page.', 'The In hidden group page.', 'The In hidden anchor page.']) expect(site.full).not.toContain(text);
    expect(site.searched).toBe(2);
    // No previous/next link leads into a hidden group or anchor (nor to the page shown again: its anchor is not rendered).
    expect(site.index).not.toMatch(/class="dw-(prev|next)"/);
  });

  test('the notion itself: shown in the navigation and indexed are asked of one function each', async () => {
    const project = await loadSiteProject(makeProject({ 'docs.json': docs(), ...FILES }));
    expect(['index', 'hp', 'hg', 'ha', 'shown'].map((path) => [path, shownInNav(project, path), indexed(project, path)])).toEqual([
      ['index', true, true],
      ['hp', false, false],
      ['hg', false, false],
      ['ha', false, false],
      ['shown', false, true],
    ]);
    expect(prevNext(project, 'index')).toEqual({});
  });

  test('a page listed both under a hidden group and a shown one is shown', async () => {
    const config = docs({ hg: { pages: ['hg', 'index'] } }).replace('"pages":["index","hp"]', '"pages":["index","hp","hg"]');
    const project = await loadSiteProject(makeProject({ 'docs.json': config, ...FILES }));
    expect([shownInNav(project, 'hg'), indexed(project, 'hg'), indexed(project, 'index')]).toEqual([true, true, true]);
    expect(prevNext(project, 'index').next?.path).toBe('hg');
  });

  test('`searchable: true` on a hidden group brings its pages into the indexes, not the navigation', async () => {
    const site = await build(docs({ hg: { searchable: true } }));
    expect(site.sitemap).toEqual(['/', '/hg', '/shown']);
    expect(site.llms.map((line) => line.replace(/\]\(.*/, ''))).toEqual(['- [Home', '- [In hidden group', '- [Shown again']);
    expect(site.searched).toBe(3);
    expect(site.index).not.toMatch(/class="dw-(prev|next)"/);
  });

  test('`seo.indexing: all` brings every hidden page into the indexes, not the navigation', async () => {
    const site = await build(docs({ indexing: 'all' }));
    expect(site.sitemap).toEqual(['/', '/ha', '/hg', '/hp', '/shown']);
    expect(site.llms.map((line) => line.replace(/\]\(.*/, ''))).toEqual(['- [Home', '- [Hidden page', '- [In hidden group', '- [In hidden anchor', '- [Shown again']);
    for (const text of ['The Hidden page page.', 'The In hidden group page.', 'The In hidden anchor page.']) expect(site.full).toContain(text);
    expect(site.searched).toBe(5);
    expect(site.index).not.toMatch(/class="dw-(prev|next)"/);
  });

  test('`seo.indexing: all` brings the pages no navigation lists into every index, llms.txt and llms-full.txt included (after the navigation\'s, by path)', async () => {
    const extra = { 'zz-unlisted.mdx': page('Zed unlisted'), 'aa-unlisted.mdx': page('Aay unlisted'), 'gone.mdx': page('No index', 'noindex: true\n') };
    const site = await build(docs({ indexing: 'all' }), extra);
    expect(site.sitemap).toEqual(['/', '/aa-unlisted', '/ha', '/hg', '/hp', '/shown', '/zz-unlisted']);
    expect(site.searched).toBe(7);
    expect(site.llms.map((line) => line.replace(/\]\(.*/, ''))).toEqual(['- [Home', '- [Hidden page', '- [In hidden group', '- [In hidden anchor', '- [Shown again', '- [Aay unlisted', '- [Zed unlisted']);
    expect(site.llmsText).toContain('## Other pages\n\n- [Aay unlisted](/aa-unlisted.md): About Aay unlisted.\n- [Zed unlisted](/zz-unlisted.md): About Zed unlisted.\n');
    const at = (text: string): number => site.full.indexOf(text);
    expect([at('The Shown again page.') < at('The Aay unlisted page.'), at('The Aay unlisted page.') < at('The Zed unlisted page.'), at('The Shown again page.') >= 0]).toEqual([true, true, true]);
    expect(site.full).not.toContain('The No index page.');
    expect(site.llmsText).not.toContain('No index');
    // Without it, a page no navigation lists is in none of them.
    const navigable = await build(docs(), extra);
    expect([navigable.sitemap, navigable.searched, navigable.llmsText.includes('unlisted'), navigable.full.includes('unlisted')]).toEqual([['/', '/shown'], 2, false, false]);
  });

  test('docs.json\'s `seo.metatags.robots: noindex` leaves every page out of sitemap.xml, llms.txt and llms-full.txt, as each page\'s `noindex: true` would; search keeps them', async () => {
    const config = (robots: string): string => JSON.stringify({ ...(JSON.parse(docs()) as Record<string, unknown>), seo: { metatags: { robots } } });
    const site = await build(config('noindex'));
    expect([site.sitemap, site.llms, site.full.includes('The Home page.'), site.index.includes('<meta name="robots" content="noindex">')]).toEqual([[], [], false, true]);
    // Mintlify keeps its in-product search for a project that is not indexed: the meta tag is for search engines.
    expect(site.searched).toBe(2);
    // `none` is `noindex, nofollow`; a robots value without either keeps the pages listed.
    expect((await build(config('NoFollow, None'))).sitemap).toEqual([]);
    expect((await build(config('nofollow'))).sitemap).toEqual(['/', '/shown']);
  });
});
