// Issue 33 in a real browser: a large division's collapsed groups are filled in from its
// navigation asset, keep the keyboard behaviour of a whole sidebar, and without a script
// their titles still lead to every group.
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { browserSuite, buildSiteOnce, openPage } from '../support/site-browser.js';
import { GROUPS, largeNavProject, PARTS, PER_PART } from './helpers.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const suite = browserSuite();

describe('the sidebar of a large division in chromium', () => {
  let base = '';
  beforeAll(async () => {
    base = await suite.host(await buildSiteOnce(largeNavProject().root));
  });

  test('collapsed groups are filled in: every page is listed, the current page stays marked, nested groups open by keyboard', async () => {
    const { page, errors } = await openPage(suite.browser, `${base}/big/g3/p2/page4`);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    // Links inside a closed group are in the page but hidden, so found by their path.
    await sidebar.locator('a[data-p="big/g0/p1/page3"]').waitFor({ state: 'attached' });
    expect(await sidebar.locator('[data-dw-lazy]').count()).toBe(0);
    expect(await sidebar.locator('a[data-p]').count()).toBe(GROUPS * PARTS * PER_PART);
    expect(await sidebar.locator('[aria-current=page]').textContent()).toBe('Big 3.2.4');
    // A nested group from the asset is a disclosure like any other: Enter on its summary opens it.
    const summary = sidebar.locator('summary', { hasText: 'Part 0.1' });
    expect(await summary.getAttribute('aria-expanded')).toBe('false');
    await summary.focus();
    await page.keyboard.press('Enter');
    await sidebar.locator('summary[aria-expanded="true"]', { hasText: 'Part 0.1' }).waitFor();
    await sidebar.getByRole('link', { name: 'Big 0.1.3' }).click();
    await page.waitForURL(`${base}/big/g0/p1/page3`);
    expect(await sidebar.locator('[aria-current=page]').textContent()).toBe('Big 0.1.3');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('without a script, a collapsed group title leads to the group', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/big/g3/p2/page4`);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Group 1', exact: true }).click();
    await page.waitForURL(`${base}/big/g1/p0/page0`);
    expect(await sidebar.locator('[aria-current=page]').textContent()).toBe('Big 1.0.0');
    await sidebar.getByRole('link', { name: 'Part 1.4', exact: true }).click();
    await page.waitForURL(`${base}/big/g1/p4/page0`);
    // Group 0 is far from group 4's pages: one link leads to the page of all pages, which lists it.
    await page.goto(`${base}/big/g4/p0/page0`);
    await sidebar.getByRole('link', { name: 'All pages of this section' }).click();
    await page.getByRole('link', { name: 'Big 0.1.3' }).click();
    await page.waitForURL(`${base}/big/g0/p1/page3`);
    await context.close();
  });
});
