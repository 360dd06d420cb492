// Code-block options in a real browser at a wide and a phone width: diff lines marked and
// copied without their notation, an `expandable` block collapsed until its control is
// clicked, and a `wrap` block that never scrolls sideways.
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { browserSuite, buildSiteOnce, openPage } from '../support/site-browser.js';
import { DOCS_JSON, makeProject } from './helpers.js';

jest.setTimeout(120_000);

const suite = browserSuite();
const LONG = Array.from({ length: 30 }, (_, i) => `    plant(bed, row=${i + 1})`).join('\n');
const PAGE = `---
title: Beds
---

\`\`\`js Diff
const bed = "north"; // [!code ++]
water("south"); // [!code --]
water(bed); // [!code ++]
\`\`\`

\`\`\`python Rows expandable
def sow(bed):
${LONG}
\`\`\`

\`\`\`js Wrapped wrap
const note = "${'a long line of seeds and soil '.repeat(12)}";
\`\`\`

\`\`\`js Scrolls
const note = "${'a long line of seeds and soil '.repeat(12)}";
\`\`\`
`;

describe('code-block options in chromium', () => {
  let base = '';
  beforeAll(async () => {
    const root = makeProject({ 'docs.json': DOCS_JSON, 'index.mdx': PAGE });
    base = await suite.host(await buildSiteOnce(root));
  });

  test.each([1440, 390])('at %i px: diff lines marked, expandable opens and closes, wrap does not scroll', async (width) => {
    const { page, errors } = await openPage(suite.browser, `${base}/`, { viewport: { width, height: 900 } });
    const blocks = page.locator('.dw-content .dw-code');

    const diff = blocks.nth(0);
    expect(await diff.locator('.line.diff.add').count()).toBe(2);
    expect(await diff.locator('.line.diff.remove').count()).toBe(1);
    expect(await diff.locator('pre').innerText()).not.toContain('[!code');
    // The added line is tinted: its background is not the block's.
    expect(await diff.locator('.line.diff.add').first().evaluate((line) => getComputedStyle(line).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    // The copy button copies the code as shown: the notation comments are gone, the removed line stays.
    await diff.locator('.dw-copy').click();
    await page.waitForSelector('.dw-copy[data-copied]');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const bed = "north";\nwater("south");\nwater(bed);');

    const rows = blocks.nth(1);
    const pre = rows.locator('pre');
    const size = (): Promise<{ shown: number; full: number }> => pre.evaluate((el) => ({ shown: el.clientHeight, full: el.scrollHeight }));
    const collapsed = await size();
    expect(collapsed.shown).toBeLessThan(collapsed.full / 2);
    await rows.getByText('See all 31 lines').click();
    const open = await size();
    expect(open.shown).toBe(open.full);
    expect(await rows.locator('summary').getAttribute('aria-expanded')).toBe('true');
    await rows.getByText('See less').click();
    expect((await size()).shown).toBe(collapsed.shown);

    const scrollsSideways = (index: number): Promise<boolean> => blocks.nth(index).locator('pre').evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(await scrollsSideways(2)).toBe(false);
    expect(await scrollsSideways(3)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
