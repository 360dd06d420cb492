// The dev server with the real renderer: what the fake site stands for in server.test.ts.
import { describe, expect, jest, test } from '@jest/globals';
import { readFile, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevServer } from '../../src/dev/server.js';
import { fetchText, rawGet, terminal } from './http-helpers.js';
import { devSession } from './session.js';

// Long: it starts dev servers on real projects (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const session = devSession();
const { start, listen } = session;

describe('docwright dev with the renderer', () => {
  test('pages, the client script and the site assets are served; the 404 page is the site’s', async () => {
    const { server: dev } = await start();
    const page = await fetchText(`${dev.url}/guide`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Plant the seed one finger deep.');
    expect(page.text).toContain('Keep the soil damp, not wet.');
    expect(page.text).toContain('src="/_docwright/dev-client.js"');
    expect(page.text).not.toContain('<script data-docwright-dev>');
    const client = await fetchText(`${dev.url}/_docwright/dev-client.js`);
    expect(client.type).toMatch(/^text\/javascript/);
    expect(client.text).toContain('/__docwright/events');
    expect((await fetchText(`${dev.url}/images/leaf.svg`)).status).toBe(200);
    const missing = await fetchText(`${dev.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Page not found');
    expect(missing.text).toContain('/_docwright/dev-client.js');
  });

  test('symlinks out of the project and traversal are 404, pages and images alike', async () => {
    const { server: dev } = await start(async (r) => {
      const outside = dirname(r);
      await writeFile(join(outside, 'secret.mdx'), '---\ntitle: TOPSECRET\n---\n\nTOPSECRET\n');
      await writeFile(join(outside, 'secret.svg'), '<svg><!-- TOPSECRET --></svg>');
      await symlink(join(outside, 'secret.mdx'), join(r, 'linked.mdx'));
      await symlink(join(outside, 'secret.svg'), join(r, 'images', 'linked.svg'));
    });
    for (const target of ['/linked', '/linked.md', '/images/linked.svg', '/../secret', '/%2e%2e/secret.svg', '/images/..%2f..%2fsecret.svg', '/images/%252e%252e/%252e%252e/secret.svg', '/..\\secret.svg']) {
      const response = await rawGet(dev.port, target);
      expect({ target, status: response.status }).toEqual({ target, status: 404 });
      expect(response.text).not.toContain('TOPSECRET');
    }
  });

  test('a snippet edit reloads the page that imports it', async () => {
    const { server: dev } = await start();
    await fetchText(`${dev.url}/guide`);
    const guide = await listen(dev.port, '/guide');
    await writeFile(join(session.root, 'snippets', 'tip.mdx'), 'Use rain water.\n');
    const event = await guide.next(1);
    expect(event.routes).toContain('/guide');
    expect((await fetchText(`${dev.url}/guide`)).text).toContain('Use rain water.');
  });

  test('an invalid docs.json keeps the last good site and shows where it broke', async () => {
    const { server: dev, err } = await start();
    // The site is loaded on the first request: ask for a page first, so there is a last good
    // site to keep (breaking docs.json before any load leaves nothing to keep, on a busy machine).
    expect((await fetchText(`${dev.url}/`)).text).toContain('Welcome to the greenhouse.');
    const home = await listen(dev.port, '/');
    const config = await readFile(join(session.root, 'docs.json'), 'utf8');
    await writeFile(join(session.root, 'docs.json'), config.replace('"theme": "mint",', '"theme": "mint",,'));
    await home.next(1);
    const page = await fetchText(`${dev.url}/`);
    expect(page.text).toContain('Welcome to the greenhouse.');
    expect(page.text).toMatch(/data-docwright-place[^>]*>docs\.json:\d+:\d+</);
    expect(err.text()).toMatch(/^docs\.json:\d+:\d+: /m);
    await writeFile(join(session.root, 'docs.json'), config);
    await home.next(2);
    let fixed = await fetchText(`${dev.url}/`);
    // On a busy machine one write can reach the watcher as two changes (the file emptied, then
    // written), each a reload of the broken site: the fixed site comes with a later reload (a
    // site that stayed broken never sends it, and the test fails on its timeout).
    while (fixed.text.includes('id="__docwright-overlay"')) {
      await home.next();
      fixed = await fetchText(`${dev.url}/`);
    }
    expect(fixed.text).toContain('Welcome to the greenhouse.');
  });

  test('a redirect source is answered with 308 (307 when not permanent) and a Location; `/` without an index page is the first page', async () => {
    const fixtures = fileURLToPath(new URL('../../fixtures/', import.meta.url));
    const redirects = await startDevServer({ root: join(fixtures, 'site-redirects'), port: 0, quiet: true, stderr: terminal(), debounceMs: 10 });
    try {
      await redirects.ready;
      const moved = await rawGet(redirects.port, '/old/pruning');
      expect(moved.status).toBe(308);
      expect(moved.text).toMatch(/\r\nlocation: \/guides\/pruning\r\n/i);
      const temporary = await rawGet(redirects.port, '/trees/grafting');
      expect(temporary.status).toBe(308);
      expect(temporary.text).toMatch(/\r\nlocation: \/guides\/grafting\r\n/i);
      expect((await rawGet(redirects.port, '/seasonal/winter')).status).toBe(307);
    } finally {
      await redirects.close();
    }
    const home = await startDevServer({ root: join(fixtures, 'site-home'), port: 0, quiet: true, stderr: terminal(), debounceMs: 10 });
    try {
      await home.ready;
      const page = await fetchText(`${home.url}/`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>Welcome aboard');
    } finally {
      await home.close();
    }
  });
});
