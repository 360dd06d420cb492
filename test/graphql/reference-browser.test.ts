// GraphQL reference pages in chromium at 390 and 1440 px: a type page's linked field types
// lead to the type's page, an operation page shows its example operation and response, nothing
// scrolls sideways, and the site's scripts log no error. Skips without a browser.
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { browserSuite, buildSiteOnce, openPage } from '../support/site-browser.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const suite = browserSuite();
const garden = fileURLToPath(new URL('../../fixtures/graphql-garden', import.meta.url));

describe('GraphQL reference pages in chromium', () => {
  let base = '';
  beforeAll(async () => {
    base = await suite.host(await buildSiteOnce(garden));
  });

  test.each([1440, 390])('at %i px: a field type links to its page, the example shows, nothing scrolls sideways', async (width) => {
    const { page, errors } = await openPage(suite.browser, `${base}/graphql-reference/types/Plant`, { viewport: { width, height: 900 } });
    expect(await page.locator('h1').first().innerText()).toBe('Plant');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.locator('.dw-content a[href="/graphql-reference/types/Bed"]').first().click();
    await page.waitForURL(/\/graphql-reference\/types\/Bed$/);
    expect(await page.locator('h1').first().innerText()).toBe('Bed');

    await page.goto(`${base}/graphql-reference/queries/search`);
    const operation = page.locator('pre[data-language="graphql"]').first();
    await operation.scrollIntoViewIfNeeded();
    expect(await operation.isVisible()).toBe(true);
    expect(await operation.innerText()).toContain('query Search($text: String!) {');
    expect(await page.getByRole('tab', { name: 'Response' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
