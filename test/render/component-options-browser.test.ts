// Built-in components as a reader uses them, in chromium at 1440 and 390 px (issue 26 item 4):
// the view selector, the side panel, the site banner, synchronised tabs and code groups.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createSite } from '../../src/render/site/site.js';
import { launchBrowser } from '../support/browser.js';
import { routeBuiltSite } from '../support/site-browser.js';
import { CHANGELOG_PAGE, makeProject } from './helpers.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

// A loopback origin is a secure context: the clipboard works there.
const ORIGIN = 'http://127.0.0.1:9';
const WIDTHS = [1440, 390] as const;
let browser: Browser | undefined;
let site = '';

const PAGES: Record<string, string> = {
  views: [
    '---\ntitle: Views\n---\n',
    '<View title="JavaScript" icon="js">\n  ## Install with npm\n\n  JavaScript content.\n</View>\n',
    '<View title="Python" icon="python">\n  ## Install with pip\n\n  Python content.\n</View>\n',
    '## Shared heading\n\nFor everyone.\n',
    '<View title="Python">\n  More Python.\n</View>\n',
  ].join('\n'),
  sync: [
    '---\ntitle: Sync\n---\n',
    '<CodeGroup>\n\n```javascript hello.js\nconsole.log("js one")\n```\n\n```python hello.py\nprint("py one")\n```\n\n</CodeGroup>\n',
    '<CodeGroup dropdown>\n\n```javascript index.js\nconsole.log("js two")\n```\n\n```python main.py\nprint("py two")\n```\n\n</CodeGroup>\n',
    '<Tabs>\n  <Tab title="JavaScript">Tab for JS.</Tab>\n  <Tab title="Python">Tab for Python.</Tab>\n</Tabs>\n',
    '<Tabs sync={false}>\n  <Tab title="JavaScript">Independent JS.</Tab>\n  <Tab title="Python">Independent Python.</Tab>\n</Tabs>\n',
  ].join('\n'),
  colors: '---\ntitle: Colors\n---\n\n<Color variant="compact">\n  <Color.Item name="blue-500" value="#3B82F6" />\n  <Color.Item name="bg" value={{ light: "#FFFFFF", dark: "#000000" }} />\n</Color>\n',
  changelog: CHANGELOG_PAGE,
  tabids: ['---\ntitle: Tab ids\n---\n', '<Tabs>\n  <Tab title="Mint">\n    Mint text.\n  </Tab>\n  <Tab title="Basil" id="tab-basil">\n    Basil text.\n  </Tab>\n  <Tab title="Sage">\n    ## Seed note\n\n    Sage text.\n  </Tab>\n  <Tab title="Dill [new]">\n    Dill text.\n  </Tab>\n</Tabs>\n'].join('\n'),
  panel: ['---\ntitle: Panel\n---\n', '## First\n\nBody text.\n', '<Panel>\n  <Info>Pinned to the side.</Info>\n</Panel>\n', '## Second\n\nMore text.\n'].join('\n'),
};

beforeAll(async () => {
  const root = makeProject({
    'docs.json': JSON.stringify({
      theme: 'mint',
      name: 'Components',
      colors: { primary: '#0D9373', dark: '#0A5C49' },
      banner: { content: 'Version 2 is out: read the [changelog](/views).', dismissible: true },
      navigation: { groups: [{ group: 'All', pages: Object.keys(PAGES) }] },
    }),
    ...Object.fromEntries(Object.entries(PAGES).map(([name, text]) => [`${name}.mdx`, text])),
  });
  site = join(mkdtempSync(join(tmpdir(), 'docwright-components-')), 'site');
  const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(site);
  expect(result.errors).toBe(0);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A page at a width whose requests are answered from the built folder (`/x` → `x.html`), as a static host does. */
async function open(path: string, width: number, script = true): Promise<{ page: Page; errors: string[] }> {
  if (!browser) throw new Error('Missing browser');
  const page = await browser.newPage({ viewport: { width, height: 900 }, javaScriptEnabled: script, permissions: ['clipboard-read', 'clipboard-write'] });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await routeBuiltSite(page, ORIGIN, site);
  await page.goto(`${ORIGIN}${path}`);
  return { page, errors };
}

/** Opens `path` at `width` with its script, runs `check` on the page, then expects no script error and closes it. */
async function onPage(path: string, width: number, check: (page: Page) => Promise<void>): Promise<void> {
  const { page, errors } = await open(path, width);
  await check(page);
  expect(errors).toEqual([]);
  await page.close();
}

describe.each(WIDTHS)('at %i px', (width) => {
  test('the view selector shows one view at a time, switches every view of that name, and is remembered', async () => {
    await onPage('/views', width, async (page) => {
      const select = page.getByRole('combobox', { name: 'View' });
      expect(await select.isVisible()).toBe(true);
      expect(await select.locator('option').allTextContents()).toEqual(['JavaScript', 'Python']);
      expect(await page.getByText('JavaScript content.').isVisible()).toBe(true);
      expect(await page.getByText('Python content.').isVisible()).toBe(false);
      expect(await page.getByText('More Python.').isVisible()).toBe(false);
      expect(await page.getByText('For everyone.').isVisible()).toBe(true);
      // The titles are for readers without the script.
      expect(await page.locator('.dw-view-title').first().isVisible()).toBe(false);
      await select.selectOption('Python');
      expect(await page.getByText('JavaScript content.').isVisible()).toBe(false);
      expect(await page.getByText('Python content.').isVisible()).toBe(true);
      expect(await page.getByText('More Python.').isVisible()).toBe(true);
      if (width === 1440) {
        // The table of contents lists the shown view's headings only.
        const toc = page.locator('aside.dw-toc');
        expect(await toc.getByRole('link', { name: 'Install with pip' }).isVisible()).toBe(true);
        expect(await toc.getByRole('link', { name: 'Install with npm' }).isVisible()).toBe(false);
        expect(await toc.getByRole('link', { name: 'Shared heading' }).isVisible()).toBe(true);
      }
      await page.reload();
      expect(await page.getByRole('combobox', { name: 'View' }).inputValue()).toBe('Python');
      expect(await page.getByText('Python content.').isVisible()).toBe(true);
    });
  });

  test('a Panel sits in the right column on wide screens and inline on narrow ones', async () => {
    await onPage('/panel', width, async (page) => {
      const panel = page.getByRole('complementary', { name: 'Panel' });
      expect(await panel.getByText('Pinned to the side.').isVisible()).toBe(true);
      const box = await panel.boundingBox();
      const body = await page.getByText('Body text.').boundingBox();
      if (!box || !body) throw new Error('Missing boxes');
      if (width === 1440) {
        // Right of the text column, beside the first paragraph.
        expect(box.x).toBeGreaterThan(body.x + body.width);
        expect(box.y).toBeLessThan(body.y + 200);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      } else {
        // In the flow, between the two sections.
        expect(box.x).toBeLessThan(body.x + 10);
        expect(box.y).toBeGreaterThan(body.y);
        const more = await page.getByText('More text.').boundingBox();
        expect(box.y).toBeLessThan(more?.y ?? 0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
    });
  });

  test('the banner shows above the top bar, and once dismissed stays hidden on every page', async () => {
    await onPage('/panel', width, async (page) => {
      const banner = page.getByRole('region', { name: 'Announcement' });
      expect(await banner.isVisible()).toBe(true);
      expect(await banner.getByRole('link', { name: 'changelog' }).getAttribute('href')).toBe('/views');
      const top = await banner.boundingBox();
      const bar = await page.locator('header.dw-header').boundingBox();
      expect(top && bar && top.y + top.height <= bar.y + 1).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('.dw-banner') ?? document.body).backgroundColor)).toBe('rgb(10, 92, 73)');
      await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
      expect(await banner.isVisible()).toBe(false);
      await page.goto(`${ORIGIN}/views`);
      expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
    });
  });

  test('choosing a language in one code group switches every group and tab with it, and is remembered; sync={false} opts out', async () => {
    await onPage('/sync', width, async (page) => {
      const first = page.locator('.dw-code-group').first();
      const menu = page.getByRole('combobox', { name: 'Language' });
      expect(await menu.isVisible()).toBe(true);
      expect(await page.getByText('js two').isVisible()).toBe(true);
      expect(await page.getByText('py two').isVisible()).toBe(false);
      await first.getByRole('tab', { name: 'hello.py' }).click();
      expect(await page.getByText('py one').isVisible()).toBe(true);
      expect(await menu.inputValue()).toBe('1');
      expect(await page.getByText('py two').isVisible()).toBe(true);
      expect(await page.locator('.dw-code-select-title').textContent()).toBe('main.py');
      expect(await page.getByText('Tab for Python.').isVisible()).toBe(true);
      expect(await page.getByText('Independent JS.').isVisible()).toBe(true);
      // The menu drives the others too.
      await menu.selectOption('0');
      expect(await page.getByText('js one').isVisible()).toBe(true);
      expect(await page.getByText('Tab for JS.').isVisible()).toBe(true);
      await page.getByRole('tab', { name: 'Python' }).first().click();
      await page.reload();
      expect(await page.getByText('py one').isVisible()).toBe(true);
      expect(await page.getByText('py two').isVisible()).toBe(true);
      expect(await page.getByText('Independent JS.').isVisible()).toBe(true);
    });
  });

  test('a colour swatch copies its value', async () => {
    await onPage('/colors', width, async (page) => {
      const item = page.getByRole('button', { name: 'Copy blue-500 #3B82F6' });
      const swatch = await item.locator('.dw-swatch').boundingBox();
      expect(swatch && swatch.width > 50 && swatch.height > 30).toBe(true);
      await item.click();
      await page.waitForSelector('.dw-color-item[data-copied]');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#3B82F6');
    });
  });

  test('the changelog filters updates by tag, every chosen tag required, and the choice is in the URL', async () => {
    await onPage('/changelog?tags=Wintergreen', width, async (page) => {
      const filters = page.getByRole('group', { name: 'Filter updates by tag' });
      expect(await filters.getByRole('button').allTextContents()).toEqual(['Spearmint', 'Wintergreen']);
      expect(await filters.getByRole('button', { name: 'Wintergreen' }).getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByText('March notes.').isVisible()).toBe(true);
      expect(await page.getByText('February notes.').isVisible()).toBe(false);
      await filters.getByRole('button', { name: 'Wintergreen' }).click();
      expect(await page.getByText('January notes.').isVisible()).toBe(true);
      expect(new URL(page.url()).searchParams.get('tags')).toBeNull();
      await filters.getByRole('button', { name: 'Spearmint' }).click();
      expect(await page.getByText('February notes.').isVisible()).toBe(true);
      expect(await page.getByText('January notes.').isVisible()).toBe(false);
      expect(new URL(page.url()).searchParams.get('tags')).toBe('Spearmint');
      if (width === 1440) expect(await page.locator('aside.dw-toc').getByRole('link', { name: 'January' }).isVisible()).toBe(false);
    });
  });

  test('an address naming a tab (its `id`, else its title\'s slug), or something inside a tab, shows that tab', async () => {
    await onPage('/tabids#tab-basil', width, async (page) => {
      expect(await page.getByText('Basil text.').isVisible()).toBe(true);
      expect(await page.getByText('Mint text.').isVisible()).toBe(false);
      await page.evaluate(() => {
        location.hash = '#seed-note';
      });
      await page.getByText('Sage text.').waitFor({ state: 'visible' });
      expect(await page.getByRole('tab', { name: 'Sage' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByText('Basil text.').isVisible()).toBe(false);
      // A tab without an `id` answers to its title's slug, as on Mintlify.
      await page.evaluate(() => {
        location.hash = '#mint';
      });
      await page.getByText('Mint text.').waitFor({ state: 'visible' });
      expect(await page.getByRole('tab', { name: 'Mint' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByText('Sage text.').isVisible()).toBe(false);
      // Its id keeps the title's percent-escapes (`dill-%5Bnew%5D`), as Mintlify's.
      await page.evaluate(() => {
        location.hash = '#dill-%5Bnew%5D';
      });
      await page.getByText('Dill text.').waitFor({ state: 'visible' });
      expect(await page.getByText('Mint text.').isVisible()).toBe(false);
    });
  });

  test('without the script every view shows under its title', async () => {
    const { page } = await open('/views', width, false);
    expect(await page.getByText('JavaScript content.').isVisible()).toBe(true);
    expect(await page.getByText('Python content.').isVisible()).toBe(true);
    expect(await page.locator('.dw-view-title').first().isVisible()).toBe(true);
    await page.close();
  });
});
