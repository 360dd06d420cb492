// The built example (docs/) in a real browser, as a reader uses it: navigation and tabs,
// Tabs/CodeGroup by click and keyboard, accordions, the mode toggle, search, copy, no
// console errors, and no serious or critical accessibility violations (axe-core).
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations, browserSuite, buildSiteOnce as build, builtManual, openPage } from '../support/site-browser.js';
import { makeProject } from './helpers.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const suite = browserSuite();

/** A page that fails on console errors from the site itself (the example links to a few external media files, which the test does not fetch). */
async function open(url: string, options: { colorScheme?: 'light' | 'dark' } = {}): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  return openPage(suite.browser, url, options);
}

describe('the built example in chromium', () => {
  let base = '';
  beforeAll(async () => {
    base = await suite.host(await builtManual());
  });

  test('sidebar, tabs and prev/next lead to the right pages', async () => {
    const { page, errors } = await open(`${base}/`);
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Quickstart' }).click();
    await page.waitForURL(`${base}/quickstart`);
    expect(await page.locator('h1').first().textContent()).toBe('Quickstart');
    expect(await page.getByRole('navigation', { name: 'Sidebar' }).locator('[aria-current=page]').textContent()).toBe('Quickstart');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reference' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('navigation', { name: 'Sections' }).locator('[aria-current]').textContent()).toBe('Reference');
    const heading = await page.locator('h1').first().textContent();
    expect(heading).toBeTruthy();
    // Only the active tab's sidebar is on the page.
    expect(await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Quickstart' }).count()).toBe(0);
    await page.goto(`${base}/quickstart`);
    await page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link').last().click();
    await page.waitForLoadState();
    expect(page.url()).not.toBe(`${base}/quickstart`);
    expect(errors).toEqual([]);
  });

  test('Tabs and CodeGroup switch by click and by keyboard; accordions open', async () => {
    const { page, errors } = await open(`${base}/components`);
    const tabs = page.locator('.dw-tabs').first();
    const buttons = tabs.getByRole('tab');
    const second = buttons.nth(1);
    await second.click();
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await tabs.locator('[role=tabpanel]').first().isHidden()).toBe(true);
    expect(await tabs.locator('[role=tabpanel]').nth(1).isVisible()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await buttons.first().getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    await page.keyboard.press('End');
    expect(await buttons.last().getAttribute('aria-selected')).toBe('true');

    const group = page.locator('.dw-code-group').first();
    const codeTabs = group.getByRole('tab');
    await codeTabs.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await codeTabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await group.locator('[role=tabpanel]').nth(1).isVisible()).toBe(true);

    const accordion = page.locator('details.dw-accordion').first();
    expect(await accordion.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await accordion.locator('summary').click();
    expect(await accordion.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the copy button copies the code', async () => {
    const { page, errors } = await open(`${base}/quickstart`);
    const block = page.locator('.dw-code').first();
    const expected = (await block.locator('pre').innerText()).replace(/\n$/, '');
    await block.getByRole('button', { name: 'Copy code' }).click();
    await page.waitForSelector('.dw-copy[data-copied]');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(errors).toEqual([]);
  });

  test('search finds a page by a word from its body, with links to headings; the arrows move between the box and the results', async () => {
    const { page, errors } = await open(`${base}/`);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('searchbox', { name: 'Search the docs' });
    await input.waitFor({ state: 'visible' });
    await input.fill('swaps');
    const result = page.locator('[data-dw-search-results] a').first();
    await result.waitFor({ timeout: 45_000 });
    const hrefs = await page.locator('[data-dw-search-results] a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname + (a as HTMLAnchorElement).hash));
    expect(hrefs.some((href) => href.startsWith('/commands/build'))).toBe(true);
    expect(hrefs.some((href) => href.includes('#'))).toBe(true);
    // ArrowDown goes from the box to the first result, ArrowUp back.
    await input.press('ArrowDown');
    expect(await result.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await input.evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await input.isHidden()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the mode toggle switches and persists; screenshots of both modes', async () => {
    const { page, errors } = await open(`${base}/`, { colorScheme: 'light' });
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.screenshot({ path: join(tmpdir(), 'docwright-home-light.png') });
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.reload();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.screenshot({ path: join(tmpdir(), 'docwright-home-dark.png') });
    expect(errors).toEqual([]);
  });

  test('axe-core finds no serious or critical violations', async () => {
    for (const [path, mode] of [['/', 'light'], ['/components', 'light'], ['/components', 'dark'], ['/commands/build', 'dark']] as const) {
      const { page } = await open(`${base}${path}`, { colorScheme: mode });
      const violations = await axeViolations(page);
      expect({ path, mode, violations }).toEqual({ path, mode, violations: [] });
    }
  });
});

describe('a site that fixes one mode in chromium', () => {
  test('appearance.strict hides the toggle and keeps the default mode', async () => {
    const root = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Night', colors: { primary: '#0D9373' }, appearance: { default: 'dark', strict: true }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }),
      'index.mdx': '---\ntitle: Night\n---\n\nAlways dark.\n',
    });
    const base = await suite.host(await build(root));
    const { page, errors } = await open(`${base}/`, { colorScheme: 'light' });
    await page.evaluate(() => localStorage.setItem('docwright-theme', 'light'));
    await page.reload();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.getByRole('button', { name: 'Toggle dark mode' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
