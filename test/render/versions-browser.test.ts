// The version switcher of a legacy `mint.json` with `versions`, in a real browser: the built
// site of fixtures/legacy-versions, opened on a v2 page, switched to v1 and back.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createSite } from '../../src/render/site/site.js';
import { launchBrowser } from '../support/browser.js';
import { routeBuiltSite } from '../support/site-browser.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const ORIGIN = 'http://versions.test';
let browser: Browser | undefined;
let site = '';

beforeAll(async () => {
  site = join(mkdtempSync(join(tmpdir(), 'docwright-versions-')), 'site');
  const result = await (await createSite({ root: resolve('fixtures/legacy-versions'), workers: 0, cacheDir: false })).build(site);
  expect(result.errors).toBe(0);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A page whose requests are answered from the built folder (`/x` → `x.html`), as a static host does. */
async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  if (!browser) throw new Error('Missing browser');
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await routeBuiltSite(page, ORIGIN, site);
  await page.goto(`${ORIGIN}${path}`);
  return { page, errors };
}

describe('the legacy version switcher in chromium', () => {
  test('switching to v1 lands on a v1 page with v1’s sidebar, and back to v2', async () => {
    const { page, errors } = await open('/v2/basics');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    expect(await sidebar.locator('summary[aria-label="Version: v2"]').count()).toBe(1);
    expect(await sidebar.getByRole('link', { name: 'Basics in v1' }).count()).toBe(0);

    await sidebar.locator('summary[aria-label="Version: v2"]').click();
    await sidebar.locator('.dw-switcher-version').getByRole('link', { name: 'v1' }).click();
    await page.waitForURL(`${ORIGIN}/v1/notes`);
    expect(await page.locator('h1').first().textContent()).toBe('Notes from v1');
    expect(await sidebar.locator('summary').first().getAttribute('aria-label')).toBe('Version: v1');
    // v1's own pages and the shared ones are listed; v2's are not.
    expect(await sidebar.getByRole('link', { name: 'Basics in v1' }).count()).toBe(1);
    expect(await sidebar.getByRole('link', { name: 'Introduction' }).count()).toBe(1);
    expect(await sidebar.getByRole('link', { name: 'Basics in v2' }).count()).toBe(0);

    await sidebar.locator('summary[aria-label="Version: v1"]').click();
    await sidebar.locator('.dw-switcher-version').getByRole('link', { name: 'v2' }).click();
    await page.waitForURL(`${ORIGIN}/introduction`);
    expect(await sidebar.locator('summary').first().getAttribute('aria-label')).toBe('Version: v2');
    expect(await sidebar.getByRole('link', { name: 'Basics in v2' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
