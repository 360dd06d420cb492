// Component options a reader uses, in chromium at 1440 and 390 px (issue 47 item 7): the
// accordion in the address, the contents' mark at the top of the page, a changelog whose tag
// row moves nothing, GitHub.Repo facts fetched by the reader's browser, and search listing a
// page once.
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { browserSuite, buildSiteOnce as build } from '../support/site-browser.js';
import { CHANGELOG_PAGE, makeProject } from './helpers.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const suite = browserSuite();
const WIDTHS = [1440, 390] as const;
const API = 'https://api.github.com/repos/example/kettles';

const FILLER = Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1} about watering the garden beds in the morning.`).join('\n\n');

const PAGES: Record<string, string> = {
  garden: [
    '---\ntitle: Garden\n---\n',
    'Intro text before any heading.\n',
    '## Planting\n',
    FILLER,
    '<Accordion title="Watering schedule">\n\n  Water daily.\n\n  <Accordion title="Winter months">\n\n    Water weekly.\n\n  </Accordion>\n\n</Accordion>\n',
    '<Accordion title="Soil">\n\n  Loam.\n\n</Accordion>\n',
    '## Harvest\n',
    FILLER,
    FILLER,
    FILLER,
  ].join('\n'),
  changelog: CHANGELOG_PAGE,
  repo: '---\ntitle: Repository\n---\n\n<GitHub.Repo repo="example/kettles" />\n',
  zebra: '---\ntitle: Zebrafish care\n---\n\nZebrafish need clean water and a steady temperature.\n',
};

let base = '';
beforeAll(async () => {
  const root = makeProject({
    'docs.json': JSON.stringify({ theme: 'mint', name: 'Options', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'All', pages: Object.keys(PAGES) }] } }),
    ...Object.fromEntries(Object.entries(PAGES).map(([name, text]) => [`${name}.mdx`, text])),
  });
  base = await suite.host(await build(root));
});

/**
 * A page at a width; requests off the machine are refused, except GitHub's API, which answers
 * `github` (a 503 when undefined). Without `fonts` the site's web font is refused too: the
 * fallback font is used throughout, so no swap of fonts moves anything.
 */
async function open(path: string, width: number, github?: unknown, fonts = true): Promise<{ page: Page; errors: string[]; calls: () => number }> {
  const context = await suite.browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  let calls = 0;
  page.on('pageerror', (error) => errors.push(error.message));
  // The page's layout shifts from its start, summed as they come (the CLS test reads them).
  await page.addInitScript(() => {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) observer.seen += entry.value;
    }) as PerformanceObserver & { seen: number };
    observer.seen = 0;
    observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { shifts: PerformanceObserver }).shifts = observer;
  });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    if (route.request().url() !== API) return route.abort();
    calls++;
    return github === undefined ? route.fulfill({ status: 503, body: '' }) : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(github) });
  });
  if (!fonts) await page.route(/\/_docwright\/fonts\//, (route) => route.abort());
  await page.goto(`${base}${path}`);
  return { page, errors, calls: () => calls };
}

/** Whether the accordion with that id is open. */
const isOpen = (page: Page, id: string): Promise<boolean> => page.locator(`details#${id}`).evaluate((node) => (node as HTMLDetailsElement).open);

describe.each(WIDTHS)('at %i px', (width) => {
  test('opening an accordion writes its anchor in the address (`outer:inner` when nested), closing it its parent’s; history is not added to', async () => {
    const { page, errors } = await open('/garden', width);
    const length = await page.evaluate(() => history.length);
    // `toggle` comes after the click: each step waits for the address it should write.
    const hashBecomes = (hash: string) => page.waitForFunction((expected) => location.hash === expected, hash);
    await page.locator('details#watering-schedule > summary').click();
    await hashBecomes('#watering-schedule');
    await page.locator('details#winter-months > summary').click();
    await hashBecomes('#watering-schedule:winter-months');
    await page.locator('details#winter-months > summary').click();
    await hashBecomes('#watering-schedule');
    await page.locator('details#watering-schedule > summary').click();
    await hashBecomes('');
    expect(page.url()).toBe(`${base}/garden`);
    expect(await page.evaluate(() => history.length)).toBe(length);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('an address naming an accordion opens it (and the accordions around it) and brings it into view', async () => {
    const { page, errors } = await open('/garden#watering-schedule:winter-months', width);
    expect(await isOpen(page, 'watering-schedule')).toBe(true);
    expect(await isOpen(page, 'winter-months')).toBe(true);
    expect(await isOpen(page, 'soil')).toBe(false);
    expect(await page.getByText('Water weekly.').isVisible()).toBe(true);
    const top = await page.locator('details#winter-months').evaluate((node) => node.getBoundingClientRect().top);
    expect(top).toBeLessThan(800);
    expect(top).toBeGreaterThanOrEqual(0);
    // The address is left as it was given.
    expect(new URL(page.url()).hash).toBe('#watering-schedule:winter-months');
    // A plain anchor opens the accordion too, also when the fragment changes later.
    await page.evaluate(() => {
      location.hash = 'soil';
    });
    await page.waitForFunction(() => (document.getElementById('soil') as HTMLDetailsElement | null)?.open === true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('at the top of the page the contents mark the first heading; scrolled down, the heading read', async () => {
    const { page, errors } = await open('/garden', width);
    const current = (): Promise<string[]> => page.locator('aside.dw-toc a[aria-current]').evaluateAll((links) => links.map((link) => link.textContent ?? ''));
    expect(await current()).toEqual(['Planting']);
    // Harvest just under the top bar: the heading being read.
    await page.evaluate(() => window.scrollBy(0, (document.getElementById('harvest')?.getBoundingClientRect().top ?? 0) - 30));
    await page.waitForFunction(() => document.querySelector('aside.dw-toc a[aria-current]')?.textContent === 'Harvest');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('aside.dw-toc a[aria-current]')?.textContent === 'Planting');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the changelog’s tag row is in the page before the script runs: starting it shifts nothing (CLS 0, web font aside)', async () => {
    // The web font's swap shifts text by itself (0.0003 here): left out, the row's own shift is what is measured.
    const { page, errors } = await open('/changelog', width, undefined, false);
    await page.waitForLoadState('load');
    const filters = page.getByRole('group', { name: 'Filter updates by tag' });
    expect(await filters.getByRole('button').allTextContents()).toEqual(['Spearmint', 'Wintergreen']);
    expect(await filters.getByRole('button', { name: 'Spearmint' }).getAttribute('aria-pressed')).toBe('false');
    // Every shift since the page began (the observer was set up before any of the page ran), read at once.
    const shift = await page.evaluate(() => {
      const observer = (window as unknown as { shifts: PerformanceObserver & { seen: number } }).shifts;
      const late = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
      return observer.seen + late.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0);
    });
    expect(shift).toBe(0);
    // The row still filters.
    await filters.getByRole('button', { name: 'Wintergreen' }).click();
    expect(await page.getByText('February notes.').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('GitHub.Repo: the reader’s browser fetches the description, stars and forks; without the API the card keeps its name', async () => {
    const { page, errors, calls } = await open('/repo', width, { description: 'Kettles for every kitchen', stargazers_count: 1234, forks_count: 56 });
    const card = page.locator('a.dw-github-repo');
    await page.waitForFunction(() => document.querySelector('.dw-github-description')?.textContent === 'Kettles for every kitchen');
    expect(await card.locator('.dw-github-description').isVisible()).toBe(true);
    expect(await card.locator('.dw-github-counts').getAttribute('aria-label')).toBe('1234 stars, 56 forks');
    expect(await card.locator('.dw-github-counts').innerText()).toMatch(/1\.2k[^]*56/);
    expect(calls()).toBe(1);
    await page.context().close();

    const offline = await open('/repo', width);
    await offline.page.waitForFunction(() => document.querySelector('a.dw-github-repo')?.getAttribute('data-dw-repo-state') === 'unavailable');
    expect(await offline.page.locator('.dw-github-description').isHidden()).toBe(true);
    expect(await offline.page.locator('.dw-github-counts').isHidden()).toBe(true);
    expect(await offline.page.locator('a.dw-github-repo .dw-card-title').innerText()).toBe('example/kettles');
    expect([...errors, ...offline.errors]).toEqual([]);
    await offline.page.context().close();
  });
});

test('search lists a page once: no sub-result that repeats the page itself', async () => {
  const { page, errors } = await open('/garden', 1440);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('searchbox', { name: 'Search the docs' });
  await input.fill('zebrafish');
  const results = page.locator('[data-dw-search-results] li');
  await results.first().waitFor({ timeout: 45_000 });
  expect(await results.count()).toBe(1);
  const links = await results.first().locator('a').evaluateAll((all) => all.map((a) => ({ path: (a as HTMLAnchorElement).pathname + (a as HTMLAnchorElement).hash, title: a.querySelector('span')?.textContent ?? '' })));
  expect(links[0]).toEqual({ path: '/zebra', title: 'Zebrafish care' });
  expect(links.slice(1).filter((link) => link.title === 'Zebrafish care')).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});
