import { describe, expect, test } from '@jest/globals';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite } from '../../../src/render/site/site.js';
import { tempOutDir } from '../../support/project.js';
import { DOCS_JSON, makeProject } from '../helpers.js';

const PAGES: Record<string, string> = {
  'docs.json': DOCS_JSON,
  'index.mdx': '---\ntitle: Welcome\ndescription: Start here\n---\n\nHello from the **home** page. See [quickstart](/quickstart#install) and [nowhere](/nope).\n',
  'quickstart.mdx': '---\ntitle: Quickstart\n---\n\n## Install\n\nRun the installer zebrafish.\n',
  'guide/advanced.mdx': '---\ntitle: Advanced\nsidebarTitle: Deep dive\n---\n\nBroken <Note>unclosed\n',
  'api/overview.mdx': '---\ntitle: API overview\n---\n\nThe API.\n',
  'orphan.mdx': '---\ntitle: Not listed\n---\n\nReachable by URL only.\n',
  'images/pic.png': 'png',
  'snippets/s.mdx': 'A snippet, never a page.\n',
};

describe('createSite', () => {
  test('routes, render from memory, and changed()', async () => {
    const root = makeProject(PAGES);
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    expect(site.routes()).toEqual(['/', '/api/overview', '/guide/advanced', '/orphan', '/quickstart', '/llms.txt', '/llms-full.txt', '/robots.txt']);
    const home = await site.render('/');
    expect(home?.status).toBe(200);
    expect(String(home?.body)).toContain('<h1 id="page-title">Welcome</h1>');
    const md = await site.render('/quickstart.md');
    expect(md?.contentType).toBe('text/markdown; charset=utf-8');
    expect(String(md?.body)).toBe('# Quickstart\n\n## Install\n\nRun the installer zebrafish.\n');
    const broken = await site.render('/guide/advanced');
    expect(broken?.status).toBe(500);
    expect(broken?.error).toMatchObject({ file: 'guide/advanced.mdx', line: expect.any(Number) });
    expect(String(broken?.body)).toContain('This page could not be built.');
    // In dev the author is the reader: the reason is on the page.
    expect(String(broken?.body)).toMatch(/guide\/advanced\.mdx:\d+:\d+/);
    expect(await site.render('/images/pic.png')).toMatchObject({ status: 200, contentType: 'image/png' });
    expect(await site.render('/snippets/s')).toBeUndefined();
    expect(await site.render('/_docwright/site.css')).toMatchObject({ status: 200 });

    writeFileSync(join(root, 'quickstart.mdx'), '---\ntitle: Quickstart\n---\n\nChanged.\n');
    expect(await site.changed([join(root, 'quickstart.mdx')])).toEqual({ reloadAll: false, routes: ['/quickstart'] });
    expect(String((await site.render('/quickstart'))?.body)).toContain('<p>Changed.</p>');
    expect((await site.changed([join(root, 'docs.json')])).reloadAll).toBe(true);
  });

  test('changed(): a file the project leaves out (the build output, a .gitignore path) reloads nothing', async () => {
    const root = makeProject({ ...PAGES, '.gitignore': 'drafts/\n' });
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    const copy = join(root, 'dist', 'quickstart.md');
    const draft = join(root, 'drafts', 'idea.mdx');
    for (const file of [copy, draft]) {
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, '# New\n');
    }
    expect(await site.changed([copy, draft])).toEqual({ reloadAll: false, routes: [] });
    // A new page the project keeps reloads the site.
    writeFileSync(join(root, 'fresh.mdx'), '# Fresh\n');
    expect((await site.changed([join(root, 'fresh.mdx')])).reloadAll).toBe(true);
  });

  test('changed(): a save that changes nothing (or the second event of one save) reloads nothing', async () => {
    const root = makeProject({ ...PAGES, 'quickstart.mdx': "---\ntitle: Quickstart\n---\n\nimport S from '/snippets/s.mdx';\n\n<S />\n" });
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    const page = join(root, 'quickstart.mdx');
    const snippet = join(root, 'snippets', 's.mdx');
    expect(String((await site.render('/quickstart'))?.body)).toContain('A snippet, never a page.');
    expect(await site.changed([page])).toEqual({ reloadAll: false, routes: [] });

    writeFileSync(page, "---\ntitle: Quickstart\n---\n\nimport S from '/snippets/s.mdx';\n\nFirst. <S />\n");
    expect(await site.changed([page])).toEqual({ reloadAll: false, routes: ['/quickstart'] });
    expect(await site.changed([page])).toEqual({ reloadAll: false, routes: [] });
    expect(String((await site.render('/quickstart'))?.body)).toContain('First.');

    writeFileSync(snippet, 'A new snippet text.\n');
    expect(await site.changed([snippet])).toEqual({ reloadAll: false, routes: ['/quickstart'] });
    expect(String((await site.render('/quickstart'))?.body)).toContain('A new snippet text.');
    expect(await site.changed([snippet])).toEqual({ reloadAll: false, routes: [] });
  });

  test('build writes every page, the machine files and the search index', async () => {
    const root = makeProject(PAGES);
    const site = await createSite({ root, workers: 0, cacheDir: false, baseUrl: 'https://docs.acme.dev' });
    const out = tempOutDir();
    const result = await site.build(out);
    for (const file of ['index.html', 'index.md', 'quickstart.html', 'guide/advanced.html', 'api/overview.html', 'orphan.html', '404.html', 'llms.txt', 'llms-full.txt', 'sitemap.xml', 'robots.txt', 'images/pic.png', '_docwright/site.css', '_docwright/site.js', 'pagefind/pagefind.js']) {
      expect([file, existsSync(join(out, file))]).toEqual([file, true]);
    }
    expect(existsSync(join(out, 'snippets/s.html'))).toBe(false);
    expect(result).toMatchObject({ pages: 5, failed: 1, searchIndexed: true });
    const messages = result.diagnostics.map((d) => `${d.severity} ${d.message}`);
    expect(messages).toContain('warn Missing page `missing-page` listed in the navigation, expected `missing-page.mdx` or `missing-page.md`: it is skipped');
    expect(messages).toContain('warn Unexpected link `/nope` to a page that does not exist (no `nope.mdx`, `nope.md` or `nope/index.mdx` in the project), expected a link to a page that exists, or the page written as `nope.mdx`');
    expect(messages.filter((m) => m.startsWith('error'))).toHaveLength(1);

    // `guide/advanced` fails to render: llms.txt leaves it out, as search and llms-full.txt do, and its group with it.
    expect(readFileSync(join(out, 'llms.txt'), 'utf8')).toBe(
      '# Acme\n\n> Docs for Acme\n\n## Start\n\n- [Welcome](/index.md): Start here\n- [Quickstart](/quickstart.md)\n\n## Reference\n\n- [API overview](/api/overview.md)\n',
    );
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://docs.acme.dev/quickstart</loc>');
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).not.toContain('orphan');
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    expect(home).toContain('<link rel="canonical" href="https://docs.acme.dev/">');
    // Only the active tab's sidebar is in the page.
    expect(home).toContain('Deep dive');
    expect(home).not.toContain('API overview</span>');
    expect(home).toMatch(/<nav class="dw-tabsbar" aria-label="Sections"><ul><li><a href="\/" aria-current="true"><span>Guides<\/span><\/a><\/li><li><a href="\/api\/overview"><span>API<\/span>/);
  });

  test('a fatal problem leaves the previous output intact', async () => {
    const root = makeProject(PAGES);
    const out = tempOutDir();
    await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    writeFileSync(join(root, 'docs.json'), '{ not json');
    await expect(createSite({ root, workers: 0, cacheDir: false })).rejects.toThrow();
    expect(readFileSync(join(out, 'quickstart.html'), 'utf8')).toContain('zebrafish');
  });

  test('unchanged pages come from the cache on the next build', async () => {
    const root = makeProject(PAGES);
    const out = tempOutDir();
    const cacheDir = join(out, '..', 'cache');
    const first = await (await createSite({ root, workers: 0, cacheDir })).build(out);
    expect(first.cached).toBe(0);
    writeFileSync(join(root, 'quickstart.mdx'), '---\ntitle: Quickstart\n---\n\nNew text.\n');
    const second = await (await createSite({ root, workers: 0, cacheDir })).build(out);
    // The broken page is never cached; the edited one is rendered again.
    expect(second.cached).toBe(3);
    expect(readFileSync(join(out, 'quickstart.html'), 'utf8')).toContain('New text.');
  });
});

describe('components written in code', () => {
  test('a TypeScript snippet component used on two pages is named once per build', async () => {
    const docs = JSON.stringify({ name: 'Acme', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages: ['index', 'second'] } });
    const use = "---\ntitle: Page\n---\nimport { Banner } from '/snippets/banner.tsx'\n\n<Banner>Kept text</Banner>\n";
    const root = makeProject({ 'docs.json': docs, 'index.mdx': use, 'second.mdx': use, 'snippets/banner.tsx': 'export const Banner = ({ children }: { children: unknown }) => children;\n' });
    const out = tempOutDir();
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(result.diagnostics.filter((d) => d.ruleId === 'component-static')).toHaveLength(1);
    expect(readFileSync(join(out, 'second.html'), 'utf8')).toContain('Kept text');
  });
});

describe('links', () => {
  test('a broken link to a page of the same name elsewhere names it, as lint does', async () => {
    const docs = JSON.stringify({ name: 'Acme', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages: ['guides/sowing', 'guides/harvest'] } });
    const root = makeProject({ 'docs.json': docs, 'guides/sowing.mdx': '---\ntitle: Sowing\n---\n\nSee [harvest](../harvest/).\n', 'guides/harvest.mdx': '---\ntitle: Harvest\n---\n\nDone.\n' });
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(tempOutDir());
    expect(result.diagnostics.filter((d) => d.ruleId === 'link-broken').map((d) => d.message)).toEqual(['Unexpected link `../harvest/` to a page that does not exist, expected `/guides/harvest` (the page `guides/harvest.mdx`)']);
  });
});

describe('icons', () => {
  test('icons.library tabler draws Tabler icons; a name no library has is a warning where it is written, naming what is drawn instead', async () => {
    const docs = '{\n  "name": "Acme",\n  "theme": "mint",\n  "colors": { "primary": "#0D9373" },\n  "icons": { "library": "tabler" },\n  "navigation": { "groups": [{ "group": "Start", "icon": "no-such-icon-here", "pages": ["index"] }] }\n}\n';
    const page = '---\ntitle: Home\nicon: also-no-such-icon\n---\n\n<Card title="Back" icon="home">\n  Start here.\n</Card>\n\n<Card title="Gone" icon="missing-icon-name" />\n';
    const root = makeProject({ 'docs.json': docs, 'index.mdx': page });
    const out = tempOutDir();
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    const icons = result.diagnostics.filter((d) => d.ruleId === 'icon-unknown').map((d) => `${d.file.slice(root.length + 1)}:${d.line}:${d.column} ${d.severity} ${d.message}`);
    expect(icons.sort()).toEqual([
      'docs.json:6:58 warn Unexpected icon `no-such-icon-here`, expected a Tabler icon name or an image (Mintlify draws a named icon from `tabler` only, the library chosen): a plain circle is shown',
      'index.mdx:10:20 warn Unexpected icon `missing-icon-name`, expected a Tabler icon name or an image (Mintlify draws a named icon from `tabler` only, the library chosen): a plain circle is shown',
      'index.mdx:3:1 warn Unexpected icon `also-no-such-icon`, expected a Tabler icon name or an image (Mintlify draws a named icon from `tabler` only, the library chosen): a plain circle is shown',
    ]);
    // Tabler's outline house, not Font Awesome's.
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('M5 12H3l9-9l9 9h-2');
  });

  test('an unknown icon name is named once per build, at its first use in path order', async () => {
    const card = '<Card title="Gone" icon="missing-icon-name" />\n';
    const root = makeProject({ 'docs.json': DOCS_JSON, 'index.mdx': `# Home\n\n${card}\n${card}`, 'quickstart.mdx': `# Quick\n\n${card}`, 'guide/advanced.mdx': card });
    const result = await (await createSite({ root, workers: 2, cacheDir: false })).build(tempOutDir());
    const icons = result.diagnostics.filter((d) => d.ruleId === 'icon-unknown').map((d) => `${d.file.slice(root.length + 1)}:${d.line}:${d.column}`);
    expect(icons).toEqual(['guide/advanced.mdx:1:20']);
  });
});

describe('feedback links', () => {
  test('pages link to their file on GitHub; the 404 page the build makes up has no file to edit', async () => {
    // `feedback` is a mint.json setting (docs.json leaves it to the dashboard).
    const mint = JSON.stringify({ name: 'Acme', feedback: { suggestEdit: true }, footerSocials: { github: 'https://github.com/acme/docs' }, navigation: [{ group: 'Start', pages: ['index'] }] });
    const root = makeProject({ 'mint.json': mint, 'index.mdx': '---\ntitle: Home\n---\n\nHello.\n' });
    const out = tempOutDir();
    await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('href="https://github.com/acme/docs/edit/main/index.mdx"');
    expect(readFileSync(join(out, '404.html'), 'utf8')).not.toContain('Suggest an edit');
  });
});
