// Code-block options in a real browser at a wide and a phone width: diff lines marked and
// copied without their notation, an `expandable` block collapsed until its control is
// clicked, and a `wrap` block that never scrolls sideways. Then what the site script does
// for long pages: a collapsed block comes back into view, a wide table takes focus, and a
// link to the page's own anchor finds it under its prefixed id.
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { browserSuite, buildSiteOnce, openPage } from '../support/site-browser.js';
import { DOCS_JSON, makeProject } from './helpers.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

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

/** A long page: a wide table, a long expandable block, then prose and the page's own anchor far below. */
const LONG_PAGE = `---
title: Rows
---

| ${Array.from({ length: 30 }, (_, i) => `column ${i}`).join(' | ')} |
|${' --- |'.repeat(30)}
| ${Array.from({ length: 30 }, (_, i) => `seed ${i}`).join(' | ')} |

\`\`\`python Rows expandable
def sow(bed):
${LONG}
\`\`\`

${Array.from({ length: 40 }, (_, i) => `Paragraph ${i} about rows, beds and the soil between them.`).join('\n\n')}

<a id="spot"></a>

The spot.
`;

describe('code-block options in chromium', () => {
  let base = '';
  beforeAll(async () => {
    const root = makeProject({ 'docs.json': DOCS_JSON, 'index.mdx': PAGE, 'rows.mdx': LONG_PAGE });
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

  test('a collapsed block comes back into view, a wide table takes focus, #spot finds the page’s own anchor', async () => {
    const { page, errors } = await openPage(suite.browser, `${base}/rows#spot`, { viewport: { width: 1024, height: 600 } });
    // No element has the id `spot`: the script scrolls to the page's anchor, `user-content-spot`.
    await page.waitForFunction(() => {
      const top = document.getElementById('user-content-spot')?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < window.innerHeight;
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await page.locator('.dw-content table').getAttribute('tabindex')).toBe('0');

    const rows = page.locator('.dw-content .dw-code').first();
    await rows.getByText('See all 31 lines').click();
    // Read to the end: the control at the bottom is near the top of the window, the block's top far above it.
    await rows.locator('summary').evaluate((summary) => {
      window.scrollBy(0, summary.getBoundingClientRect().top - 40);
    });
    expect(await rows.evaluate((block) => block.getBoundingClientRect().top)).toBeLessThan(0);
    await rows.getByText('See less').click();
    await rows.evaluate(
      (block) =>
        new Promise<void>((done) => {
          const check = (): void => (block.getBoundingClientRect().top >= -1 ? done() : void requestAnimationFrame(check));
          check();
        }),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
