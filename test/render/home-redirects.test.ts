// What a reader who moves from Mintlify expects of the built site: `/` always answers, old
// URLs redirect (pages, `_redirects`, the dev server's 308/307), `mode: frame` keeps the
// sidebar, and only real pages are published (not README, AGENTS … files).
import { describe, expect, test } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSite, type BuildResult, type SiteOptions } from '../../src/render/site/site.js';
import { makeProject } from './helpers.js';

const fixtures = fileURLToPath(new URL('../../fixtures/', import.meta.url));

async function build(name: string, options: Partial<SiteOptions> = {}): Promise<{ out: string; result: BuildResult; read: (rel: string) => string }> {
  const out = join(mkdtempSync(join(tmpdir(), 'docwright-home-')), 'site');
  const result = await (await createSite({ root: join(fixtures, name), workers: 0, cacheDir: false, ...options })).build(out);
  return { out, result, read: (rel) => readFileSync(join(out, rel), 'utf8') };
}

function findings(result: BuildResult, name: string): string[] {
  return result.diagnostics.map((d) => `${d.file.slice(join(fixtures, name).length + 1)}:${d.line}:${d.column} ${d.ruleId} ${d.message}`);
}

describe('the home page', () => {
  test('without an `index` page, `/` shows the first page of the navigation, its canonical link naming the page; a link to `/` is not broken', async () => {
    const { read, result } = await build('site-home');
    expect(result.diagnostics).toEqual([]);
    const home = read('index.html');
    expect(home).toContain('<title>Welcome aboard');
    expect(home).toContain('<link rel="canonical" href="/start/welcome">');
    expect(read('start/welcome.html')).not.toContain('rel="canonical"');
    // The logo and the 404 page's home link go to `/`, which now exists.
    expect(home).toMatch(/class="dw-brand" href="\/"/);
    expect(read('404.html')).toContain('<a href="/">Go to the home page</a>');
  });

  test('with a base URL, the copy’s canonical link is absolute and the logo and 404 links keep the base path', async () => {
    const { read } = await build('site-home', { baseUrl: 'https://lights.example.com/docs' });
    expect(read('index.html')).toContain('<link rel="canonical" href="https://lights.example.com/docs/start/welcome">');
    expect(read('index.html')).toMatch(/class="dw-brand" href="\/docs\/"/);
    expect(read('404.html')).toContain('<a href="/docs/">Go to the home page</a>');
  });

  test('an `index` page is the home page itself, with no copy', async () => {
    const { read } = await build('site-redirects');
    expect(read('index.html')).toContain('<title>Orchard Almanac');
  });

  test('the dev server answers `/` with the home page', async () => {
    const site = await createSite({ root: join(fixtures, 'site-home'), dev: true });
    const home = await site.render('/');
    expect(home?.status).toBe(200);
    expect(String(home?.body)).toContain('<link rel="canonical" href="/start/welcome">');
    expect(site.routes()).toContain('/');
  });
});

describe('redirects', () => {
  test('each literal source gets a static page: meta refresh, canonical, a visible link, no script', async () => {
    const { read, out } = await build('site-redirects');
    const page = read('old/pruning.html');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/guides/pruning">');
    expect(page).toContain('<link rel="canonical" href="/guides/pruning">');
    expect(page).toContain('<a href="/guides/pruning">/guides/pruning</a>');
    expect(page).not.toContain('<script');
    expect(read('seasonal/winter.html')).toContain('url=/guides/grafting#rootstock');
    expect(read('shop.html')).toContain('url=https://example.com/orchard-shop');
    // `/index` is the home page's URL, `/`.
    expect(read('old/home.html')).toContain('<meta http-equiv="refresh" content="0; url=/">');
    // Patterns have no one path to write a page at: `_redirects` carries them.
    expect(existsSync(join(out, 'trees'))).toBe(false);
  });

  test('a temporary redirect (`permanent: false`) names no canonical: a canonical tells search engines the destination replaces the source for good', async () => {
    const { read } = await build('site-redirects');
    const page = read('seasonal/winter.html');
    expect(page).toContain('url=/guides/grafting#rootstock');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).not.toContain('rel="canonical"');
    const site = await createSite({ root: join(fixtures, 'site-redirects'), dev: true });
    expect(String((await site.render('/seasonal/winter'))?.body)).not.toContain('rel="canonical"');
    expect(String((await site.render('/old/pruning'))?.body)).toContain('<link rel="canonical" href="/guides/pruning">');
  });

  test('a redirect page’s canonical is absolute from `seo.metatags.canonical` when `--base-url` is not given, as the pages’ own are; `--base-url` wins', async () => {
    const config = {
      theme: 'mint',
      name: 'Canon',
      colors: { primary: '#15803D' },
      seo: { metatags: { canonical: 'https://canon.example.com/docs/' } },
      navigation: { groups: [{ group: 'G', pages: ['index', 'guides/new', 'guides/first'] }] },
      redirects: [{ source: '/old', destination: '/guides/new' }],
    };
    const page = '---\ntitle: Page\n---\n\nHello.\n';
    const root = makeProject({ 'docs.json': JSON.stringify(config), 'index.mdx': page, 'guides/new.mdx': page, 'guides/first.mdx': page });
    const built = async (options: Partial<SiteOptions>): Promise<(rel: string) => string> => {
      const out = join(mkdtempSync(join(tmpdir(), 'docwright-canon-')), 'site');
      await (await createSite({ root, workers: 0, cacheDir: false, ...options })).build(out);
      return (rel) => readFileSync(join(out, rel), 'utf8');
    };
    const read = await built({});
    expect(read('old.html')).toContain('<link rel="canonical" href="https://canon.example.com/docs/guides/new">');
    expect(read('guides/new.html')).toContain('<link rel="canonical" href="https://canon.example.com/docs/guides/new">');
    expect(read('guides.html')).toContain('<link rel="canonical" href="https://canon.example.com/docs/guides/new">');
    const site = await createSite({ root, dev: true });
    expect(String((await site.render('/old'))?.body)).toContain('<link rel="canonical" href="https://canon.example.com/docs/guides/new">');
    const based = await built({ baseUrl: 'https://other.example.org' });
    expect(based('old.html')).toContain('<link rel="canonical" href="https://other.example.org/guides/new">');
  });

  test('`_redirects` holds every rule, patterns included, but a source a page keeps', async () => {
    const { read } = await build('site-redirects');
    const lines = read('_redirects').split('\n');
    expect(lines).toContain('/seasonal/winter /guides/grafting#rootstock 302');
    expect(lines).toContain('/trees/:name /guides/:name 301');
    expect(lines).toContain('/archive/* /guides/:splat 301');
    expect(lines).toContain('/leaflets/apple-* /guides/:splat 301');
    expect(lines.some((line) => line.startsWith('/guides/pruning '))).toBe(false);
  });

  test('a source that is a page keeps the page, with a warning at the entry; redirects and links that lead to missing pages or circles are reported (a redirect at its destination)', async () => {
    const { read, result } = await build('site-redirects');
    expect(read('guides/pruning.html')).toContain('Cut above an outward bud');
    expect(findings(result, 'site-redirects')).toEqual([
      // At the destination, in check's words (`check --links` reports the same three).
      'docs.json:16:48 link-broken Unexpected redirect destination `/guides/harvest` that does not exist, expected a page or file of the project',
      'docs.json:18:43 link-broken Unexpected redirect destination `/loop/b` whose redirects go round in a circle, expected a page or file of the project',
      'docs.json:19:43 link-broken Unexpected redirect destination `/loop/a` whose redirects go round in a circle, expected a page or file of the project',
      'docs.json:15:5 redirect-skipped Unexpected redirect source `/guides/pruning` that is a page or file of the site, expected a path no page has: the page is kept',
      'index.mdx:8:18 link-broken Unexpected link `/old/harvest` to a redirect whose destination `/guides/harvest` does not exist, expected a page or file of the project',
      'index.mdx:8:43 link-broken Unexpected link `/loop/a` to redirects that go round in a circle, expected a link to a page',
    ]);
  });

  test('legacy mint.json redirects produce pages and `_redirects` too', async () => {
    const { read } = await build('site-redirects-legacy');
    expect(read('inspect.html')).toContain('url=/hives/inspection');
    expect(read('_redirects')).toContain('/swarms/:id /hives/inspection 302');
  });

  test('the dev server answers a redirect source with 308, or 307 when not permanent, patterns filled in', async () => {
    const site = await createSite({ root: join(fixtures, 'site-redirects'), dev: true });
    expect(await site.render('/old/pruning')).toMatchObject({ status: 308, location: '/guides/pruning' });
    expect(await site.render('/seasonal/winter')).toMatchObject({ status: 307, location: '/guides/grafting#rootstock' });
    expect(await site.render('/archive/a/b')).toMatchObject({ status: 308, location: '/guides/a/b' });
    expect((await site.render('/guides/pruning'))?.status).toBe(200);
  });
});

describe('hostile redirects', () => {
  test('script URLs, paths that climb out, markup and wildcard pile-ups: warnings, nothing written outside, nothing unescaped', async () => {
    const config = JSON.stringify({
      theme: 'mint',
      name: 'Hostile',
      colors: { primary: '#15803D' },
      navigation: { groups: [{ group: 'G', pages: ['index'] }] },
      redirects: [
        { source: '/click', destination: 'javascript:alert(1)' },
        { source: '/../../escape', destination: '/index' },
        { source: '/quote', destination: '/x"><script>alert(1)</script>' },
        { source: `/${'*'.repeat(12)}`, destination: '/index' },
        { source: '/nl\n/evil /x 200', destination: '/index' },
        { source: '/enc%0Aline', destination: '/index' },
        { source: '/esc\u001b[2J', destination: '/index' },
      ],
    });
    // Each warning sits at its entry: the column of `{"source":"<source>"`.
    const at = (source: string): string => `1:${config.indexOf(`{"source":${JSON.stringify(source)}`) + 1}`;
    const root = makeProject({ 'docs.json': config, 'index.mdx': '---\ntitle: Home\n---\n\nHello.\n' });
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-hostile-')), 'site');
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(result.diagnostics.filter((d) => d.ruleId.startsWith('redirect-')).map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      `${at('/click')} Unexpected redirect destination \`javascript:alert(1)\`, expected a path of the site or an \`https:\` URL`,
      `${at('/../../escape')} Unexpected redirect source \`/../../escape\`, expected a path such as \`/old/page\``,
      `${at('/************')} Unexpected 12 wildcards in redirect source \`/************\`, expected at most 8`,
      `${at('/nl\n/evil /x 200')} Unexpected redirect source \`/nl\n/evil /x 200\`, expected a path such as \`/old/page\``,
      `${at('/enc%0Aline')} Unexpected redirect source \`/enc%0Aline\`, expected a path such as \`/old/page\``,
      `${at('/esc\u001b[2J')} Unexpected redirect source \`/esc\u001b[2J\`, expected a path such as \`/old/page\``,
    ]);
    // A control character names no file: no folder `nl\n`, no `enc\nline.html`.
    expect(readdirSync(out).filter((name) => /[\0-\x1f\x7f]/.test(name))).toEqual([]);
    expect(existsSync(join(out, 'click.html'))).toBe(false);
    expect(existsSync(join(out, '..', 'escape.html'))).toBe(false);
    const quote = readFileSync(join(out, 'quote.html'), 'utf8');
    // The quote cannot close the attribute: the destination is percent-encoded wherever it is written.
    expect(quote).not.toContain('"><script>');
    expect(quote).toContain('url=/x%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(quote).toContain('>/x%22%3E%3Cscript%3Ealert(1)%3C/script%3E</a>');
    const lines = readFileSync(join(out, '_redirects'), 'utf8');
    expect(lines).not.toContain('javascript:');
    expect(lines).not.toContain('************');
  });
});

describe('redirects never replace a file of the site', () => {
  test('a source that is a page\'s Markdown, a site-wide file, an asset or a built file is skipped with a warning, and kept out of `_redirects`; so is a source reported invalid', async () => {
    const sources = ['/guide.md', '/robots.txt', '/llms.txt', '/_redirects', '/guide.html', '/logo.svg', '/_docwright/site.css', '/../up'];
    const config = JSON.stringify({
      theme: 'mint',
      name: 'Files',
      colors: { primary: '#15803D' },
      navigation: { groups: [{ group: 'G', pages: ['index', 'guide'] }] },
      redirects: [...sources.map((source) => ({ source, destination: '/index' })), { source: '/old', destination: '/guide' }],
    });
    const root = makeProject({ 'docs.json': config, 'index.mdx': '---\ntitle: Home\n---\n\nHello.\n', 'guide.mdx': '---\ntitle: Guide\n---\n\nGuide text.\n', 'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-files-')), 'site');
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    const skipped = result.diagnostics.filter((d) => d.ruleId === 'redirect-skipped').map((d) => /`([^`]*)`/.exec(d.message)?.[1]);
    expect(skipped).toEqual(sources);
    expect(readFileSync(join(out, 'guide.md'), 'utf8')).toContain('Guide text.');
    expect(readFileSync(join(out, 'guide.html'), 'utf8')).toContain('Guide text.');
    expect(readFileSync(join(out, 'robots.txt'), 'utf8')).not.toContain('Redirecting');
    for (const source of sources) expect(existsSync(join(out, `${source.slice(1)}.html`))).toBe(false);
    expect(readFileSync(join(out, '_redirects'), 'utf8').split('\n').filter((line) => line && !line.startsWith('#'))).toEqual(['/old /guide 301']);
  });
});

describe('frame mode and the pages published', () => {
  test('a `mode: frame` page keeps the sidebar, drops the table of contents and hides the page title above its hero', async () => {
    const { read } = await build('site-home');
    const frame = read('start/tide-table.html');
    expect(frame).toContain('id="dw-sidebar"');
    expect(frame).toContain('dw-no-toc');
    expect(frame).not.toContain('dw-no-sidebar');
    // The author's hero comes first: the title and description are not shown above it.
    expect(frame).toMatch(/<header class="dw-page-header" hidden>/);
    expect(read('index.html')).toMatch(/<header class="dw-page-header">/);
  });

  test('README and CONTRIBUTING.MD stay out; pages outside the navigation, `agents.mdx`, `CLAUDE.md` and a listed `changelog` page are published, as on Mintlify', async () => {
    const { out } = await build('site-publish');
    expect(existsSync(join(out, 'README.html'))).toBe(false);
    expect(existsSync(join(out, 'agents.html'))).toBe(true);
    expect(existsSync(join(out, 'CLAUDE.html'))).toBe(true);
    expect(existsSync(join(out, 'notes/CONTRIBUTING.html'))).toBe(false);
    expect(existsSync(join(out, 'notes/shuttle.html'))).toBe(true);
    expect(existsSync(join(out, 'tools/changelog.html'))).toBe(true);
  });

  test('`pages: navigation` publishes only the pages the navigation lists; `publish` brings a repository file back', async () => {
    const { out } = await build('site-publish', { pages: 'navigation', publish: ['README.md'] });
    expect(existsSync(join(out, 'notes/shuttle.html'))).toBe(false);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'README.html'))).toBe(true);
  });

  test('a link to a published file (a PDF) passes; one to a file the build leaves out says so; CLAUDE.md\'s links are a page\'s, README\'s are not', async () => {
    const { result } = await build('site-publish');
    expect(findings(result, 'site-publish')).toEqual([
      'CLAUDE.md:3:59 link-broken Unexpected link `/looms/setup` to a page that does not exist (no `looms/setup.mdx`, `looms/setup.md` or `looms/setup/index.mdx` in the project), expected a link to a page that exists, or the page written as `looms/setup.mdx`',
      'index.mdx:5:61 link-broken Unexpected link `/files/patterns.zip` to a file that is not published, expected a page, media or a file named by `--publish`',
    ]);
  });
});
