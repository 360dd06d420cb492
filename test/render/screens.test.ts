// The site on a phone (390x844) and a desktop (1440x900), light and dark, in chromium: the
// mobile drawer (scrolls, sits under the real header, backdrop, Escape, focus kept inside,
// the top bar's links), disclosure chevrons and their `aria-expanded`, the sidebar scrolled
// to the current page, API pages in two columns with sticky examples, no horizontal scroll
// on any page of docs/ at 390px, and axe-core clean. Screenshots of docs/ go to
// test-output/screenshots.
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { createSite } from '../../src/render/site/site.js';
import { axeViolations, browserSuite, builtManual } from '../support/site-browser.js';
import { makeProject } from './helpers.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const SCREENSHOTS = resolve('test-output', 'screenshots');

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
type Scheme = 'light' | 'dark';
const SCHEMES: readonly Scheme[] = ['light', 'dark'];

const suite = browserSuite();

/** Builds `root`; an error is allowed only in the pages named by `failing` (pages made to fail). */
async function build(root: string, failing: readonly string[] = []): Promise<string> {
  const out = join(mkdtempSync(join(tmpdir(), 'docwright-screens-')), 'site');
  const site = await createSite({ root, workers: 0, cacheDir: false });
  const result = await site.build(out);
  const unexpected = result.diagnostics.filter((d) => d.severity === 'error' && !failing.some((file) => d.file.endsWith(file)));
  expect(unexpected).toEqual([]);
  return out;
}

/** A page at one size and mode, with the site's own script errors collected; nothing outside 127.0.0.1 is fetched. */
async function open(url: string, viewport: { width: number; height: number }, colorScheme: Scheme): Promise<{ page: Page; errors: string[] }> {
  const context = await suite.browser.newContext({ viewport, colorScheme, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await page.waitForLoadState('load');
  return { page, errors };
}

/** `opened`'s page, gone on to `url` (a new document, as `open` loads it): the errors collected from then on. */
async function again(opened: { page: Page; errors: string[] }, url: string): Promise<{ page: Page; errors: string[] }> {
  opened.errors.length = 0;
  await opened.page.goto(url);
  await opened.page.waitForLoadState('load');
  return opened;
}

async function close(page: Page): Promise<void> {
  await page.context().close();
}

/** How far the page is wider than the window, and the widest elements that stick out. */
async function overflow(page: Page): Promise<{ extra: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const extra = document.documentElement.scrollWidth - width;
    const culprits: string[] = [];
    // Named only when the page does scroll sideways (content clipped inside a scrolling box sticks out harmlessly).
    if (extra > 0) for (const el of Array.from(document.querySelectorAll('body *'))) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && culprits.length < 5) culprits.push(`${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} right=${Math.round(box.right)}`);
    }
    return { extra, culprits };
  });
}

// A project made to stress the layout: a long sidebar with a nested group, top-bar links and a
// button, disclosures, long inline code, a page outside the navigation and an API page.
const TOPICS = Array.from({ length: 90 }, (_, i) => `topics/t-${i}`);
const SPEC = {
  openapi: '3.0.3',
  info: { title: 'Grove', version: '1' },
  servers: [{ url: 'https://api.grove.example/v1' }, { url: 'https://sandbox.api.grove.example/v1' }],
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  security: [{ bearer: [] }],
  paths: {
    '/orchards/{orchardId}/trees/{treeId}/harvests': {
      post: {
        summary: 'Record a harvest',
        description: 'Stores what one tree gave this season.',
        parameters: [
          { name: 'orchardId', in: 'path', required: true, schema: { type: 'string' }, description: 'The orchard.' },
          { name: 'treeId', in: 'path', required: true, schema: { type: 'string' }, description: 'The tree.' },
          ...Array.from({ length: 14 }, (_, i) => ({ name: `filter_${i}`, in: 'query', schema: { type: 'string' }, description: `Narrows the records by the ${i}th property of the harvest, a long sentence to give the page some height.` })),
        ],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { kilograms: { type: 'number', example: 12.5 }, picker: { type: 'object', properties: { name: { type: 'string' } } } } } } } },
        responses: { '201': { description: 'Recorded', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string', example: 'h_123' } } } } } } },
      },
    },
  },
};

const FIXTURE: Record<string, string> = {
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'Grove',
    colors: { primary: '#15803D' },
    navbar: { links: [{ label: 'Status page', href: 'https://status.grove.example' }], primary: { type: 'button', label: 'Get an API key', href: 'https://grove.example/signup' } },
    navigation: {
      tabs: [
        {
          tab: 'Guides',
          groups: [
            { group: 'Start', pages: ['index', 'centered', { group: 'Deeper', pages: ['deep/one', 'deep/two'] }] },
            { group: 'Topics', pages: TOPICS },
          ],
        },
        { tab: 'API', groups: [{ group: 'Harvests', pages: ['api/harvest', 'api/remote'] }] },
      ],
    },
    api: { openapi: 'openapi.json' },
  }),
  'openapi.json': JSON.stringify(SPEC),
  'index.mdx': [
    '---',
    'title: Grove',
    '---',
    '',
    'Call `client.orchards.trees.harvests.recordHarvestForTreeInOrchardWithAVeryLongName()` to record one.',
    '',
    '<Accordion title="What is a harvest?">',
    'What one tree gives in a season.',
    '</Accordion>',
    '',
    '<ResponseField name="tree" type="object">',
    'The tree.',
    '<Expandable title="properties">',
    '<ResponseField name="id" type="string">Its id.</ResponseField>',
    '</Expandable>',
    '</ResponseField>',
    '',
    '| a very long column heading | another very long column heading | and a third one to overflow |',
    '| --- | --- | --- |',
    '| `firstValueThatIsLong` | `secondValueThatIsLong` | `thirdValueThatIsLong` |',
    '',
    '```bash',
    'curl --request POST https://api.grove.example/v1/orchards/north/trees/apple-42/harvests --header "Authorization: Bearer token"',
    '```',
    '',
  ].join('\n'),
  'centered.mdx': '---\ntitle: Centered\nmode: center\n---\n\nA page without a sidebar.\n',
  'deep/one.mdx': '---\ntitle: Deep one\n---\n\nFirst nested page.\n',
  'deep/two.mdx': '---\ntitle: Deep two\n---\n\nSecond nested page.\n',
  'orphan.mdx': '---\ntitle: Not in the navigation\n---\n\nReachable only by its URL.\n',
  'api/harvest.mdx': '---\nopenapi: POST /orchards/{orchardId}/trees/{treeId}/harvests\n---\n',
  // Not fetched (builds are offline): the page says why, in a box that must fit a phone.
  'api/remote.mdx': '---\ntitle: Remote\nopenapi: https://specifications.grove.example/published/openapi-description-of-the-harvest-service.json GET /orchards/{orchardId}/trees\n---\n',
  ...Object.fromEntries(TOPICS.map((path, i) => [`${path}.mdx`, `---\ntitle: Topic ${i}\n---\n\nAbout topic ${i}.\n`])),
};

beforeAll(() => {
  mkdirSync(SCREENSHOTS, { recursive: true });
});

describe('a long project at phone and desktop sizes', () => {
  let base = '';
  beforeAll(async () => {
    base = await suite.host(await build(makeProject(FIXTURE), ['api/remote.mdx']));
  });

  test.each(SCHEMES)('the drawer at 390px (%s): below the header, scrolls, backdrop, focus kept, Escape, top-bar links, last link reachable', async (scheme) => {
    const { page, errors } = await open(`${base}/topics/t-10`, PHONE, scheme);
    const menu = page.getByRole('button', { name: 'Open navigation' });
    const sidebar = page.locator('nav.dw-sidebar');
    expect(await sidebar.isHidden()).toBe(true);
    await menu.click();
    expect(await sidebar.isVisible()).toBe(true);
    expect(await page.locator('.dw-backdrop').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close navigation' }).getAttribute('aria-expanded')).toBe('true');
    const box = await page.evaluate(() => {
      const nav = document.querySelector('nav.dw-sidebar');
      const header = document.querySelector('header.dw-header');
      if (!nav || !header) throw new Error('Missing sidebar or header');
      const n = nav.getBoundingClientRect();
      return { top: n.top, bottom: n.bottom, headerBottom: header.getBoundingClientRect().bottom, scrollHeight: nav.scrollHeight, clientHeight: nav.clientHeight, tabs: header.querySelector('.dw-tabsbar') !== null };
    });
    // The header here has its tabs row: the drawer starts under the whole of it and ends at the window's bottom.
    expect(box.tabs).toBe(true);
    expect(Math.abs(box.top - box.headerBottom)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.bottom - PHONE.height)).toBeLessThanOrEqual(1);
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    // The top bar's link and button, hidden in the header on phones, are in the drawer.
    expect(await sidebar.getByRole('link', { name: 'Status page' }).isVisible()).toBe(true);
    expect(await sidebar.getByRole('link', { name: 'Get an API key' }).isVisible()).toBe(true);

    // Focus starts in the drawer and stays there (with the toggle) however far Tab goes, both ways.
    const inside = (): Promise<boolean> => page.evaluate(() => {
      const el = document.activeElement;
      return el !== null && (el.closest('nav.dw-sidebar') !== null || el.matches('[data-dw-menu]'));
    });
    expect(await inside()).toBe(true);
    const stops = await sidebar.locator('a[href], summary').count();
    for (let i = 0; i < stops + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside()).toBe(true);
    }

    // Escape closes it and gives focus back to the toggle.
    await page.keyboard.press('Escape');
    expect(await sidebar.isHidden()).toBe(true);
    expect(await page.locator('.dw-backdrop').isHidden()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.matches('[data-dw-menu]'))).toBe(true);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    // The backdrop closes it too.
    await menu.click();
    await page.mouse.click(PHONE.width - 10, PHONE.height - 40);
    expect(await sidebar.isHidden()).toBe(true);

    // The last link is reached by scrolling the drawer, and followed.
    await menu.click();
    const last = sidebar.locator('a').last();
    expect(await last.textContent()).toBe('Topic 89');
    await last.click();
    await page.waitForURL(`${base}/topics/t-89`);
    expect(await page.locator('h1').textContent()).toBe('Topic 89');
    expect(await sidebar.isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await close(page);
  });

  test('no page of the project scrolls sideways at 390px (long inline code, a wide table, a long code line, the remote-spec error)', async () => {
    const { page } = await open(`${base}/`, PHONE, 'light');
    for (const path of ['/', '/api/harvest', '/api/remote', '/orphan', '/deep/one']) {
      await page.goto(`${base}${path}`);
      expect({ path, ...(await overflow(page)) }).toEqual({ path, extra: 0, culprits: [] });
    }
    // The table and the code block scroll inside their own box.
    await page.goto(`${base}/`);
    const boxes = await page.evaluate(() => [document.querySelector('.dw-content table'), document.querySelector('.dw-code pre')].map((el) => (el ? el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === 'auto' : false)));
    expect(boxes).toEqual([true, true]);
    await close(page);
  });

  test('a page without a sidebar still has the top bar in a drawer on phones, and nothing extra on desktops', async () => {
    const phone = await open(`${base}/centered`, PHONE, 'light');
    await phone.page.getByRole('button', { name: 'Open navigation' }).click();
    expect(await phone.page.locator('nav.dw-sidebar').getByRole('link', { name: 'Get an API key' }).isVisible()).toBe(true);
    await close(phone.page);
    const desktop = await open(`${base}/centered`, DESKTOP, 'light');
    expect(await desktop.page.locator('nav.dw-sidebar').isHidden()).toBe(true);
    expect(await desktop.page.getByRole('button', { name: 'Open navigation' }).isHidden()).toBe(true);
    expect(await desktop.page.locator('header').getByRole('link', { name: 'Get an API key' }).isVisible()).toBe(true);
    await close(desktop.page);
  });

  test('a link to an anchor of the same page closes the drawer', async () => {
    const { page } = await open(`${base}/`, PHONE, 'light');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '#page-title';
      link.textContent = 'Back to the title';
      document.querySelector('nav.dw-sidebar')?.prepend(link);
    });
    await page.locator('nav.dw-sidebar').getByRole('link', { name: 'Back to the title' }).click();
    expect(await page.locator('nav.dw-sidebar').isHidden()).toBe(true);
    await close(page);
  });

  test('disclosure chevrons turn and aria-expanded follows (accordion, expandable field, sidebar group)', async () => {
    const { page, errors } = await open(`${base}/`, DESKTOP, 'light');
    const cases = [
      { summary: page.locator('details.dw-accordion > summary').first(), pseudo: '::before' },
      { summary: page.locator('details.dw-expandable > summary').first(), pseudo: '::before' },
      { summary: page.locator('nav.dw-sidebar .dw-nav-nested > details > summary').first(), pseudo: '::after' },
    ];
    for (const { summary, pseudo } of cases) {
      // The chevron's angle once its transition (if any) has ended.
      const turn = async (): Promise<string> => {
        await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
        return summary.evaluate((el, which) => getComputedStyle(el, which).transform, pseudo);
      };
      // `toggle` fires after the click returns, so the state is awaited, not read at once.
      const expanded = (want: string): Promise<void> =>
        summary.evaluate(
          (el, value) =>
            new Promise<void>((done) => {
              const check = (): void => (el.getAttribute('aria-expanded') === value ? done() : void requestAnimationFrame(check));
              check();
            }),
          want,
        );
      const before = await turn();
      expect(before).not.toBe('none');
      expect(await summary.getAttribute('aria-expanded')).toBe('false');
      await summary.click();
      await expanded('true');
      expect(await turn()).not.toBe(before);
      await summary.click();
      await expanded('false');
      expect(await turn()).toBe(before);
    }
    expect(errors).toEqual([]);
    await close(page);
  });

  test('the sidebar shows the current page on load without scrolling the page', async () => {
    const { page } = await open(`${base}/topics/t-85`, DESKTOP, 'light');
    const seen = await page.evaluate(() => {
      const nav = document.querySelector('nav.dw-sidebar');
      const current = nav?.querySelector('a[aria-current="page"]');
      if (!nav || !current) throw new Error('Missing sidebar or current link');
      const n = nav.getBoundingClientRect();
      const c = current.getBoundingClientRect();
      return { within: c.top >= n.top && c.bottom <= n.bottom, scrolled: nav.scrollTop, pageY: window.scrollY };
    });
    expect(seen.within).toBe(true);
    expect(seen.scrolled).toBeGreaterThan(0);
    expect(seen.pageY).toBe(0);
    await close(page);
  });

  test('a page outside the navigation shows no group name above its title', async () => {
    const { page } = await open(`${base}/orphan`, DESKTOP, 'light');
    expect(await page.locator('h1').textContent()).toBe('Not in the navigation');
    expect(await page.locator('.dw-eyebrow').count()).toBe(0);
    await close(page);
    const placed = await open(`${base}/topics/t-3`, DESKTOP, 'light');
    expect(await placed.page.locator('.dw-eyebrow').textContent()).toBe('Topics');
    await close(placed.page);
  });

  test.each(SCHEMES)('API page at 1440px (%s): examples in a sticky right column', async (scheme) => {
    const { page, errors } = await open(`${base}/api/harvest`, DESKTOP, scheme);
    const aside = page.locator('aside.dw-api-examples');
    expect(await aside.locator('.dw-request-example').count()).toBe(1);
    expect(await aside.locator('.dw-response-example').count()).toBe(1);
    const place = (): Promise<{ top: number; bottom: number; left: number; mainRight: number; headerBottom: number }> =>
      page.evaluate(() => {
        const a = document.querySelector('aside.dw-api-examples')?.getBoundingClientRect();
        const m = document.querySelector('.dw-api-main')?.getBoundingClientRect();
        const hd = document.querySelector('header.dw-header')?.getBoundingClientRect();
        if (!a || !m || !hd) throw new Error('Missing column');
        return { top: a.top, bottom: a.bottom, left: a.left, mainRight: m.right, headerBottom: hd.bottom };
      });
    const start = await place();
    expect(start.left).toBeGreaterThanOrEqual(start.mainRight);
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => window.scrollY > 600);
    const scrolled = await place();
    // Still in view, just under the header.
    expect(scrolled.top).toBeGreaterThanOrEqual(scrolled.headerBottom);
    expect(scrolled.top).toBeLessThan(scrolled.headerBottom + 40);
    expect(scrolled.bottom).toBeLessThanOrEqual(DESKTOP.height);
    // No table of contents squeezes the two columns.
    expect(await page.locator('aside.dw-toc').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close(page);
  });

  test.each(SCHEMES)('API page at 390px (%s): one column, the playground path readable, no horizontal scroll', async (scheme) => {
    const { page, errors } = await open(`${base}/api/harvest`, PHONE, scheme);
    const order = await page.evaluate(() => {
      const a = document.querySelector('aside.dw-api-examples')?.getBoundingClientRect();
      const m = document.querySelector('.dw-api-main')?.getBoundingClientRect();
      const path = document.querySelector('.dw-api-path')?.getBoundingClientRect();
      if (!a || !m || !path) throw new Error('Missing column or path');
      return { examplesBelow: a.top >= m.bottom - 1, pathWidth: path.width, pathHeight: path.height };
    });
    expect(order.examplesBelow).toBe(true);
    // `/orchards/{orchardId}/trees/{treeId}/harvests` on a few lines, not one character per line.
    expect(order.pathWidth).toBeGreaterThan(200);
    expect(order.pathHeight).toBeLessThan(100);
    const select = page.getByLabel('Base URL');
    const colours = await select.evaluate((el) => ({ fg: getComputedStyle(el).color, bg: getComputedStyle(el).backgroundColor }));
    expect(colours.bg).toBe(scheme === 'dark' ? 'rgb(15, 17, 21)' : 'rgb(255, 255, 255)');
    expect((await overflow(page)).extra).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close(page);
  });

  test.each(SCHEMES)('axe-core is clean at both sizes with the drawer open (%s)', async (scheme) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page } = await open(`${base}/`, viewport, scheme);
      expect({ viewport, violations: await axeViolations(page) }).toEqual({ viewport, violations: [] });
      if (viewport === DESKTOP) {
        await close(page);
        continue;
      }
      // The phone's page goes on to another page (a fresh document), whose drawer it opens.
      await page.goto(`${base}/topics/t-2`);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      expect(await axeViolations(page)).toEqual([]);
      await close(page);
    }
  });
});

describe('docs/ at phone and desktop sizes', () => {
  let base = '';
  let pages: string[] = [];
  beforeAll(async () => {
    const out = await builtManual();
    base = await suite.host(out);
    const walk = async (dir: string): Promise<string[]> => {
      const found: string[] = [];
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory() && !entry.name.startsWith('_') && entry.name !== 'pagefind') found.push(...(await walk(path)));
        // A redirect page (a folder served as its first page) moves on by itself: its destination is a page of the list.
        else if (entry.name.endsWith('.html') && !(await readFile(path, 'utf8')).includes('http-equiv="refresh"')) found.push(`/${relative(out, path).replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`);
      }
      return found;
    };
    pages = await walk(out);
  });

  // One load per page: the dark check sets `data-theme` as the theme script (and the mode
  // button) do; the style sheet keys the dark colours on that attribute alone.
  test('no page scrolls sideways at 390px (light, then dark)', async () => {
    expect(pages.length).toBeGreaterThan(40);
    const context = await suite.browser.newContext({ viewport: PHONE, colorScheme: 'light', reducedMotion: 'reduce' });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    const page = await context.newPage();
    const wide: { path: string; scheme: Scheme; extra: number; culprits: string[] }[] = [];
    for (const path of pages) {
      await page.goto(`${base}${path}`);
      for (const scheme of SCHEMES) {
        await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), scheme);
        const found = await overflow(page);
        if (found.extra > 0) wide.push({ path, scheme, ...found });
      }
    }
    expect(wide).toEqual([]);
    await context.close();
  });

  test.each(SCHEMES)('screenshots (%s): drawer open and the API page at 390px, the API page at 1440px; axe clean', async (scheme) => {
    const phone = await open(`${base}/quickstart`, PHONE, scheme);
    await phone.page.getByRole('button', { name: 'Open navigation' }).click();
    await phone.page.screenshot({ path: join(SCREENSHOTS, `docs-drawer-390-${scheme}.png`) });
    expect(await axeViolations(phone.page)).toEqual([]);
    for (const viewport of [PHONE, DESKTOP]) {
      // At 390px the drawer's page goes on to the API page (a fresh document; its own script errors only); at 1440px a new window.
      const { page, errors } = viewport === PHONE ? await again(phone, `${base}/components/api-page`) : await open(`${base}/components/api-page`, viewport, scheme);
      // The hand-written request example is shown once.
      expect(await page.locator('.dw-request-example').count()).toBe(1);
      await page.screenshot({ path: join(SCREENSHOTS, `docs-api-page-${viewport.width}-${scheme}.png`) });
      expect({ viewport, violations: await axeViolations(page) }).toEqual({ viewport, violations: [] });
      expect(errors).toEqual([]);
      await close(page);
    }
  });
});
