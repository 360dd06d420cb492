// The site around the page in chromium at 390, 1024 and 1440 px (issue 27): Inter served by
// the site itself, themes that look different, a language switch that keeps the page, tabs
// that stay on one row, a collapsible "On this page" on phones, search that leaves hidden
// pages and the page menu out, and a contents highlight that is empty at the top and stays
// on the heading jumped to.
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserSuite, buildSiteOnce, openPage } from '../support/site-browser.js';
import { makeProject } from './helpers.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const suite = browserSuite();
const WIDTHS = [390, 1024, 1440] as const;

const LONG = Array.from({ length: 8 }, (_, i) => `## Part ${String(i + 1)}\n\n${'Plain words about the zebrafish river. '.repeat(30)}\n`).join('\n');
const TABS = ['Guides', 'API reference', 'Changelog', 'Integrations', 'Deployment', 'Enterprise'];

function project(theme: string): string {
  const en = TABS.map((tab, i) => ({ tab, groups: [{ group: i === 0 ? 'Get started' : `${tab} pages`, pages: i === 0 ? ['index', 'quickstart', 'secret'] : [`t${String(i)}`] }] }));
  return makeProject({
    'docs.json': JSON.stringify({
      theme,
      name: 'Chrome',
      colors: { primary: '#0D9373' },
      contextual: { options: ['copy'] },
      navigation: { languages: [{ language: 'en', tabs: en }, { language: 'fr', groups: [{ group: 'Démarrer', pages: ['fr/index', 'fr/quickstart'] }] }] },
    }),
    'index.mdx': '---\ntitle: Home\n---\n\nWelcome to the zebrafish docs.\n',
    'quickstart.mdx': `---\ntitle: Quickstart\n---\n\n${LONG}`,
    'secret.mdx': '---\ntitle: Secret\nhidden: true\n---\n\nThe hidden zebrafish page.\n',
    'outside.mdx': '---\ntitle: Outside\n---\n\nAn unlisted zebrafish page.\n',
    ...Object.fromEntries(TABS.slice(1).map((tab, i) => [`t${String(i + 1)}.mdx`, `---\ntitle: ${tab}\n---\n\nAbout ${tab}.\n`])),
    'fr/index.mdx': '---\ntitle: Accueil\n---\n\nBienvenue.\n',
    'fr/quickstart.mdx': '---\ntitle: Démarrage rapide\n---\n\n## Installer\n\nLancez-le.\n\n## Configurer\n\nRéglez-le.\n',
  });
}

async function open(url: string, width: number): Promise<{ page: Page; errors: string[] }> {
  return openPage(suite.browser, url, { viewport: { width, height: 800 } });
}

/** A page whose every request is recorded from the first (openPage starts recording only after its first load). */
async function openRecorded(url: string, width: number): Promise<{ page: Page; errors: string[]; external: string[]; fonts: string[] }> {
  const opened = await open(url, width);
  const external: string[] = [];
  const fonts: string[] = [];
  opened.page.on('request', (request) => {
    if (!request.url().startsWith(new URL(url).origin)) external.push(request.url());
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await opened.page.reload();
  return { ...opened, external, fonts };
}

describe('the site around the page in chromium', () => {
  let maple = '';
  let linden = '';
  beforeAll(async () => {
    const [a, b] = await Promise.all([buildSiteOnce(project('maple')), buildSiteOnce(project('linden'))]);
    maple = await suite.host(a);
    linden = await suite.host(b);
  });

  test('Inter comes from the site itself, on phones and wide screens, and nothing is loaded from another origin', async () => {
    for (const width of [390, 1440]) {
      const { page, errors, external, fonts } = await openRecorded(`${maple}/quickstart`, width);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true);
      expect(await page.evaluate(() => [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Inter' && f.status === 'loaded'))).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Inter"?,/);
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(font.startsWith(`${maple}/_docwright/fonts/`)).toBe(true);
      expect(external).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  test('two themes give the sidebar and the headings different computed styles', async () => {
    const styles = async (base: string): Promise<string[]> => {
      const { page } = await open(`${base}/quickstart`, 1440);
      const read = await page.evaluate(() => {
        const pick = (selector: string, props: string[]): string[] => {
          const node = document.querySelector(selector);
          if (!node) return ['missing'];
          const style = getComputedStyle(node);
          return props.map((p) => style.getPropertyValue(p));
        };
        return [...pick('.dw-nav-group-title', ['text-transform', 'font-size', 'color']), ...pick('.dw-sidebar a[aria-current=page]', ['border-radius', 'background-color']), ...pick('h1', ['font-size', 'font-family'])];
      });
      await page.context().close();
      return read;
    };
    const [a, b] = [await styles(maple), await styles(linden)];
    expect(a).not.toContain('missing');
    expect(a[0]).toBe('none');
    expect(b[0]).toBe('uppercase');
    expect(a[3]).not.toBe(b[3]);
    expect(a[5]).not.toBe(b[5]);
    expect(a[6]).not.toBe(b[6]);
  });

  test('the language switcher names languages and keeps the page; the page declares its language', async () => {
    const { page, errors } = await open(`${maple}/fr/quickstart`, 1440);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.locator('.dw-toc-title').textContent()).toBe('Sur cette page');
    const sidebar = page.locator('nav.dw-sidebar');
    await sidebar.locator('summary[aria-label="Langue: Français"]').click();
    await sidebar.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${maple}/quickstart`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await sidebar.locator('summary[aria-label="Language: English"]').click();
    await sidebar.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(`${maple}/fr/quickstart`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // At 390 px the bar is hidden and the tabs are listed in the menu drawer (test/render/reader-ui-browser.test.ts).
  test('the tabs stay on one row inside the screen at 1024 and 1440 px; the current tab is in view', async () => {
    const { page } = await open(`${maple}/t5`, WIDTHS[1]);
    for (const width of WIDTHS.slice(1)) {
      await page.setViewportSize({ width, height: 800 });
      await page.reload();
      const row = await page.evaluate(() => {
        const items = [...document.querySelectorAll('.dw-tabsbar li')].map((li) => li.getBoundingClientRect());
        const links = [...document.querySelectorAll('.dw-tabsbar a')].map((a) => a.getBoundingClientRect().height);
        const current = document.querySelector('.dw-tabsbar a[aria-current]')?.getBoundingClientRect();
        return { tops: new Set(items.map((r) => Math.round(r.top))).size, tallest: Math.max(...links), shortest: Math.min(...links), pageWidth: document.documentElement.scrollWidth, currentRight: current?.right ?? -1, currentLeft: current?.left ?? -1 };
      });
      expect(row.tops).toBe(1);
      expect(row.tallest).toBe(row.shortest);
      expect(row.pageWidth).toBeLessThanOrEqual(width);
      expect(row.currentLeft).toBeGreaterThanOrEqual(0);
      expect(row.currentRight).toBeLessThanOrEqual(width);
    }
    await page.context().close();
  });

  test('phones get a collapsible On this page above the article; wide screens the column', async () => {
    const { page } = await open(`${maple}/quickstart`, 390);
    const mobile = page.locator('details.dw-toc-mobile');
    expect(await mobile.isVisible()).toBe(true);
    expect(await page.locator('aside.dw-toc').isVisible()).toBe(false);
    expect(await mobile.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await mobile.locator('summary').click();
    await mobile.getByRole('link', { name: 'Part 3' }).click();
    expect(await mobile.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(new URL(page.url()).hash).toBe('#part-3');
    await page.context().close();
    const wide = await open(`${maple}/quickstart`, 1440);
    expect(await wide.page.locator('details.dw-toc-mobile').isVisible()).toBe(false);
    expect(await wide.page.locator('aside.dw-toc').isVisible()).toBe(true);
    await wide.page.context().close();
  });

  test('the contents highlight is on the first heading at the top (as on Mintlify) and stays on the heading jumped to', async () => {
    const { page, errors } = await open(`${maple}/quickstart`, 1440);
    const toc = page.locator('aside.dw-toc');
    const first = (await toc.locator('a').first().textContent()) ?? '';
    expect(await toc.locator('a[aria-current]').allTextContents()).toEqual([first]);
    // The last heading cannot scroll to the top: the highlight still stays on it.
    await toc.getByRole('link', { name: 'Part 8' }).click();
    await page.waitForFunction(() => window.scrollY > 0);
    await page.waitForTimeout(300);
    expect(await toc.locator('a[aria-current]').allTextContents()).toEqual(['Part 8']);
    await toc.getByRole('link', { name: 'Part 2' }).click();
    await page.waitForTimeout(300);
    expect(await toc.locator('a[aria-current]').allTextContents()).toEqual(['Part 2']);
    // Scrolling by hand follows the reading position again.
    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, -20_000);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.waitForTimeout(300);
    expect(await toc.locator('a[aria-current]').allTextContents()).toEqual([first]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('search leaves hidden and unlisted pages out, starts excerpts with the content and shows the group', async () => {
    const { page, errors } = await open(`${maple}/`, 1024);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('searchbox', { name: 'Search the docs' });
    await input.waitFor({ state: 'visible' });
    await input.fill('zebrafish');
    const results = page.locator('[data-dw-search-results] li');
    await results.first().waitFor({ timeout: 45_000 });
    await page.waitForTimeout(500);
    const links = await page.locator('[data-dw-search-results] li > a:first-child').evaluateAll((nodes) => nodes.map((a) => ({ path: (a as HTMLAnchorElement).pathname, text: a.textContent ?? '' })));
    const paths = links.map((l) => l.path);
    expect(paths).toContain('/');
    expect(paths).toContain('/quickstart');
    expect(paths).not.toContain('/secret');
    expect(paths).not.toContain('/outside');
    for (const link of links) {
      expect(link.text.startsWith('Get started')).toBe(true);
      expect(link.text).not.toContain('Page options');
      expect(link.text).not.toContain('Copy page');
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
