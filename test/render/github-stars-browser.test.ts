// The `github` top-bar button's star count: the build writes an empty slot and never uses the
// network; the reader's browser fetches the count from GitHub's API and fills it in.
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { browserSuite, buildSiteOnce as build } from '../support/site-browser.js';
import { makeProject } from './helpers.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const suite = browserSuite();
const API = 'https://api.github.com/repos/example/kettles';

/** A page of the site with GitHub's API answering `body` (or failing when it is undefined); the API's requests are counted. */
async function open(url: string, body: unknown): Promise<{ page: Page; calls: () => number }> {
  const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  let calls = 0;
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    if (route.request().url() !== API) return route.abort();
    calls++;
    return body === undefined ? route.fulfill({ status: 503, body: '' }) : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
  await page.goto(url);
  return { page, calls: () => calls };
}

describe('the GitHub button in chromium', () => {
  let base = '';
  let out = '';
  beforeAll(async () => {
    const root = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Kettles', colors: { primary: '#0D9373' }, navbar: { primary: { type: 'github', href: 'https://github.com/example/kettles' } }, navigation: { groups: [{ group: 'Start', pages: ['index', 'next'] }] } }),
      'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      'next.mdx': '---\ntitle: Next\n---\n\nMore.\n',
    });
    out = await build(root);
    base = await suite.host(out);
  });

  test('the build writes an empty, hidden slot: no count is baked into the page', () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('<span class="dw-stars" data-dw-stars="example/kettles" hidden></span>');
    expect(html).not.toContain('★');
  });

  test("the reader's browser fills the count in from GitHub's API, once per session", async () => {
    const { page, calls } = await open(`${base}/`, { stargazers_count: 1234 });
    const stars = page.locator('.dw-header .dw-navbar-github .dw-stars');
    await page.waitForFunction(() => [...document.querySelectorAll('.dw-stars')].every((slot) => slot.textContent === '★ 1.2k'));
    expect(await stars.isVisible()).toBe(true);
    expect(await stars.getAttribute('aria-label')).toBe('1234 stars');
    expect(calls()).toBe(1);
    // The next page of the session reads the count kept in session storage.
    await page.goto(`${base}/next`);
    await page.waitForFunction(() => [...document.querySelectorAll('.dw-stars')].every((slot) => slot.textContent === '★ 1.2k'));
    expect(calls()).toBe(1);
  });

  test('when the API cannot be reached, the button shows no count', async () => {
    const { page, calls } = await open(`${base}/`, undefined);
    await page.waitForFunction(() => [...document.querySelectorAll('.dw-stars')].every((slot) => slot.getAttribute('data-dw-stars-state') === 'unavailable'));
    expect(calls()).toBe(1);
    const slots = page.locator('.dw-stars');
    expect(await slots.count()).toBeGreaterThan(0);
    for (const slot of await slots.all()) {
      expect(await slot.isHidden()).toBe(true);
      expect(await slot.textContent()).toBe('');
    }
  });
});
