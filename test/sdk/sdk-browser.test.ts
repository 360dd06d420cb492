// SDK reference and WebSocket channel pages in chromium at 390 and 1440 px: the page reads
// without sideways scrolling or script errors, its fields are shown, a linked type leads to its
// own page, and the sidebar (the phone drawer at 390 px) lists the generated groups.
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { browserSuite, buildSiteOnce, openPage } from '../support/site-browser.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const suite = browserSuite();
const WIDTHS = [390, 1440] as const;
let sdkSite = '';
let asyncSite = '';

beforeAll(async () => {
  sdkSite = await suite.host(await buildSiteOnce(fileURLToPath(new URL('../../fixtures/sdk-typedoc', import.meta.url))));
  asyncSite = await suite.host(await buildSiteOnce(fileURLToPath(new URL('../../fixtures/asyncapi-chat', import.meta.url))));
});

describe.each(WIDTHS)('at %i px', (width) => {
  test('an SDK class page: fields shown, a linked type leads to its page, the sidebar lists the generated groups', async () => {
    const { page, errors } = await openPage(suite.browser, `${sdkSite}/sdk/typescript/classes/Client`, { viewport: { width, height: 900 } });
    expect(await page.locator('h1#page-title').textContent()).toBe('Client');
    expect(await page.locator('.dw-response-field').count()).toBeGreaterThanOrEqual(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (width < 800) await page.locator('button.dw-menu').click();
    const sidebar = page.locator('#dw-sidebar');
    await expect(sidebar.getByText('Type Aliases', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(sidebar.locator('a[data-p="sdk/typescript/interfaces/Plant"]').isVisible()).resolves.toBe(true);
    if (width < 800) await page.keyboard.press('Escape');
    await page.locator('.dw-content a[href="/sdk/typescript/interfaces/ClientOptions"]').first().click();
    await page.waitForURL(/\/sdk\/typescript\/interfaces\/ClientOptions$/);
    expect(await page.locator('h1#page-title').textContent()).toBe('ClientOptions');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a WebSocket channel page: where to connect, messages sent and received', async () => {
    const { page, errors } = await openPage(suite.browser, `${asyncSite}/api-reference/rooms/room-messages`, { viewport: { width, height: 900 } });
    expect(await page.locator('h1#page-title').textContent()).toBe('Room messages');
    await expect(page.getByText('wss://chat.example.com/v1/rooms/{roomId}').isVisible()).resolves.toBe(true);
    expect(await page.locator('h2').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^Send/), expect.stringMatching(/^Receive/)]));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
