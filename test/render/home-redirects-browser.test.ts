// `/`, the logo, the 404 page's home link and the redirect pages in a real browser, on a
// static host that maps `/x` to `x.html` and serves the site under a base path.
import { describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { createSite } from '../../src/render/site/site.js';
import { browserSuite } from '../support/site-browser.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const fixtures = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const suite = browserSuite();

async function buildAndHost(name: string, base: string): Promise<string> {
  const out = join(mkdtempSync(join(tmpdir(), 'docwright-home-browser-')), 'site');
  const site = await createSite({ root: join(fixtures, name), workers: 0, cacheDir: false, ...(base ? { baseUrl: `https://example.com${base}` } : {}) });
  await site.build(out);
  return suite.host(out, base);
}

async function open(url: string): Promise<Page> {
  const page = await (await suite.browser.newContext()).newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  await page.goto(url);
  return page;
}

describe('home page and redirects in chromium', () => {
  test('under a base path, `/` shows the first page; the logo and the 404 page’s home link lead back to it', async () => {
    const site = await buildAndHost('site-home', '/docs');
    const page = await open(`${site}/`);
    expect(await page.locator('h1').first().textContent()).toBe('Welcome aboard');
    await page.goto(`${site}/start/lamp-care`);
    await page.locator('a.dw-brand').click();
    await page.waitForURL(`${site}/`);
    expect(await page.locator('h1').first().textContent()).toBe('Welcome aboard');
    await page.goto(`${site}/no/such/page`);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${site}/`);
    expect(await page.locator('h1').first().textContent()).toBe('Welcome aboard');
  });

  test('a redirect page lands on its destination, fragment included, with no script', async () => {
    const site = await buildAndHost('site-redirects', '');
    const page = await open(`${site}/old/pruning`);
    await page.waitForURL(`${site}/guides/pruning`);
    expect(await page.locator('h1').first().textContent()).toBe('Pruning');
    await page.goto(`${site}/seasonal/winter`);
    await page.waitForURL(`${site}/guides/grafting#rootstock`);
    expect(await page.locator('h1').first().textContent()).toBe('Grafting');
    await page.goto(`${site}/chain/first`);
    await page.waitForURL(`${site}/guides/pruning`);
  });
});
