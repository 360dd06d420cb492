import { describe, expect, jest, test } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeUrlPath, encodeUrlText } from '../../../src/fs/url-path.js';
import { createSite } from '../../../src/render/site/site.js';
import { makeProject } from '../helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

/** A file name that writes its own list item, link and line when it is not encoded. */
const HOSTILE = 'nl\n- [Free credits](https:evil.example)';

describe('paths in the generated files are percent-encoded', () => {
  test('encodeUrlPath keeps unreserved characters and `/`; encodeUrlText keeps escapes and URL punctuation', () => {
    expect(encodeUrlPath('/guide/a-b_c.d~e')).toBe('/guide/a-b_c.d~e');
    expect(encodeUrlPath(`/${HOSTILE}`)).toBe('/nl%0A-%20%5BFree%20credits%5D%28https%3Aevil.example%29');
    expect(encodeUrlPath('/100% é')).toBe('/100%25%20%C3%A9');
    expect(encodeUrlText('/a b%20c?x=1#y')).toBe('/a%20b%20c?x=1#y');
    expect(encodeUrlText('/x\n/evil 301\r')).toBe('/x%0A/evil%20301%0D');
    expect(encodeUrlText('/"<i>')).toBe('/%22%3Ci%3E');
  });

  test('a page file named with a newline is not built and adds no line to llms.txt, sitemap.xml or _redirects', async () => {
    const config = JSON.stringify({
      theme: 'mint',
      name: 'Enc',
      colors: { primary: '#15803D' },
      navigation: { groups: [{ group: 'G', pages: ['index', HOSTILE, 'a b (c)'] }] },
      redirects: [{ source: '/old\n/evil', destination: `/${HOSTILE}` }],
    });
    const page = '---\ntitle: "N"\ndescription: "d"\n---\n\nN.\n';
    const root = makeProject({ 'docs.json': config, 'index.mdx': page, [`${HOSTILE}.mdx`]: page, 'a b (c).mdx': page });
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-enc-')), 'site');
    const result = await (await createSite({ root, workers: 0, cacheDir: false, baseUrl: 'https://docs.example.com' })).build(out);
    expect(result.diagnostics.filter((d) => d.ruleId.startsWith('link-'))).toEqual([]);
    // The sidebar and the previous/next links too.
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    expect(index).toContain('href="/a%20b%20%28c%29"');
    // A page file whose name holds a control character (here a newline) is not built: said at the file (`file-name-control`), its navigation entry missing.
    expect(result.diagnostics.filter((d) => d.ruleId === 'file-name-control').map((d) => d.file)).toEqual([join(root, `${HOSTILE}.mdx`)]);
    expect(index).not.toContain('evil.example');
    expect(readdirSync(out).filter((name) => /[\u0000-\u001f\u007f]/.test(name))).toEqual([]);
    const llms = readFileSync(join(out, 'llms.txt'), 'utf8');
    expect(llms.split('\n').filter((line) => line.startsWith('- '))).toEqual(['- [N](/index.md): d', '- [N](/a%20b%20%28c%29.md): d']);
    expect(llms).not.toContain('evil.example');
    const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap.split('\n').filter((line) => line.includes('<loc>'))).toHaveLength(2);
    expect(sitemap).not.toContain('evil.example');
    // A redirect source holding a newline is no path: skipped and said (`redirect-skipped`), so `_redirects` gets no line from it.
    expect(result.diagnostics.filter((d) => d.ruleId === 'redirect-skipped')).toHaveLength(1);
    const redirects = existsSync(join(out, '_redirects')) ? readFileSync(join(out, '_redirects'), 'utf8') : '';
    expect(redirects.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([]);
  });

  test('a changelog page\'s RSS feed links its page encoded', async () => {
    const name = 'log <x> new';
    const config = JSON.stringify({ theme: 'mint', name: 'Feed', colors: { primary: '#15803D' }, navigation: { groups: [{ group: 'G', pages: ['index', name] }] } });
    const root = makeProject({
      'docs.json': config,
      'index.mdx': '---\ntitle: Home\n---\n\nHi.\n',
      [`${name}.mdx`]: '---\ntitle: Log\nrss: true\n---\n\n<Update label="v1" description="First">\n\nText.\n\n</Update>\n',
    });
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-enc-')), 'site');
    await (await createSite({ root, workers: 0, cacheDir: false, baseUrl: 'https://docs.example.com' })).build(out);
    const rss = readFileSync(join(out, name, 'rss.xml'), 'utf8');
    expect(rss).toContain('<link>https://docs.example.com/log%20%3Cx%3E%20new</link>');
    expect(rss).not.toContain('log <x>');
  });

  test('a title or description with a line break (`\\n`, a lone `\\r`) starts no Markdown of its own in the .md copy or llms-full.txt', async () => {
    const spec = JSON.stringify({ openapi: '3.0.0', info: { title: 'S', version: '1' }, paths: { '/pets': { get: { summary: 'List\r- [Free](https://evil.example)', responses: { '200': { description: 'ok' } } } } } });
    const config = JSON.stringify({ theme: 'mint', name: 'Lines', colors: { primary: '#15803D' }, navigation: { groups: [{ group: 'G', pages: ['index', 'guide', 'pets'] }] } });
    const root = makeProject({
      'docs.json': config,
      'openapi.json': spec,
      'index.mdx': '---\ntitle: Home\ndescription: Start\n---\n\nHi.\n',
      'guide.mdx': '---\ntitle: "Guide\\n- [Free](https://evil.example)\\r# Owned"\ndescription: "d\\r\\n## Injected"\n---\n\nText.\n',
      'pets.mdx': '---\ntitle: "Pets\\r\\n# Owned"\nopenapi: "openapi.json GET /pets"\n---\n',
    });
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-lines-')), 'site');
    await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    const guide = readFileSync(join(out, 'guide.md'), 'utf8');
    expect(guide.startsWith('# Guide - [Free](https://evil.example) # Owned\n\n> d ## Injected\n\nText.')).toBe(true);
    expect(readFileSync(join(out, 'pets.md'), 'utf8').startsWith('# Pets # Owned\n')).toBe(true);
    const full = readFileSync(join(out, 'llms-full.txt'), 'utf8');
    // Each page gives one heading: none is made by a title's line break.
    expect(full.split(/\r\n|\r|\n/).filter((line) => /^#\s/.test(line))).toEqual(['# Home', '# Guide - [Free](https://evil.example) # Owned', '# Pets # Owned']);
    expect(full).not.toMatch(/^- \[Free\]/m);
  });
});

describe('a page that fails to render reaches no machine file', () => {
  test('dev: llms.txt and llms-full.txt leave it out, its `.md` is a 500 naming the error (no stand-in copy), and the build’s llms.txt leaves it out too', async () => {
    const root = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Kettles', colors: { primary: '#15803D' }, navigation: { pages: ['index', 'broken'] } }),
      'index.mdx': '---\ntitle: Home\ndescription: Start here\n---\n\nThe kettle boils.\n',
      'broken.mdx': '---\ntitle: Broken\ndescription: The teapot page\n---\n\nThe teapot pours.\n\n<Note>\nunclosed\n',
    });
    const site = await createSite({ root, workers: 0, cacheDir: false, offline: true, dev: true });
    const text = async (path: string): Promise<{ status: number | undefined; body: string }> => {
      const response = await site.render(path);
      const body = response?.body;
      return { status: response?.status, body: typeof body === 'string' ? body : Buffer.from(body ?? '').toString('utf8') };
    };
    expect((await text('/broken')).status).toBe(500);
    const llms = await text('/llms.txt');
    expect(llms.body).toContain('[Home](/index.md)');
    expect(llms.body).not.toContain('Broken');
    expect((await text('/llms-full.txt')).body).not.toMatch(/Broken|teapot/);
    const md = await text('/broken.md');
    expect(md.status).toBe(500);
    expect(md.body).toBe('Render failed: broken.mdx:8:1 Unexpected MDX syntax error, expected valid MDX (Mintlify cannot compile the page, so the deploy fails): Expected a closing tag for `<Note>` (8:1-8:7)\n');
    const out = join(mkdtempSync(join(tmpdir(), 'dw-failed-')), 'out');
    await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(out);
    expect(readFileSync(join(out, 'llms.txt'), 'utf8')).not.toContain('Broken');
  });
});
