// Pages in the reader's hands (issue 47), in chromium at 390 and 1440 px: the author's own HTML
// free of the browser's default styles while docwright's components keep theirs, the tabs in
// the phone drawer, Tree as a keyboard tree, and Mermaid loaded only near a diagram, with
// zoom, pan and reset controls.
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { axeViolations, browserSuite, buildSiteOnce, openPage } from '../support/site-browser.js';
import { makeProject } from './helpers.js';
import { corpusProject, testWithCorpus } from '../support/corpus.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const suite = browserSuite();
const TABS = ['Guides', 'API reference', 'Changelog', 'Integrations', 'Deployment', 'Enterprise'];

const HTML_PAGE = `---
title: Custom HTML
---

<div>
  <button data-t="plain" type="button">Plain button</button>
  <input data-t="field" type="text" placeholder="Type" />
  <label>Pick <select data-t="choice" aria-label="Choice"><option>One</option></select></label>
  <div data-t="drawn" style={{ borderWidth: '3px' }}>A border width alone</div>
</div>

<Tabs>
  <Tab title="One">First</Tab>
  <Tab title="Two">Second</Tab>
</Tabs>

\`\`\`js
const x = 1;
\`\`\`
`;

const TREE_PAGE = `---
title: Tree
---

<Tree>
  <Tree.Folder name="app" defaultOpen>
    <Tree.File name="layout.tsx" />
    <Tree.Folder name="api">
      <Tree.File name="route.ts" />
    </Tree.Folder>
  </Tree.Folder>
  <Tree.Folder name="lib">
    <Tree.File name="utils.ts" />
  </Tree.Folder>
  <Tree.Folder name="locked" openable={false}>
    <Tree.File name="secret.ts" />
  </Tree.Folder>
  <Tree.File name="package.json" />
</Tree>
`;

const TALL = 'flowchart TD\n  A[Plant] --> B[Water]\n  B --> C[Grow]\n  C --> D[Harvest]\n  D --> E[Rest]';
const MERMAID_PAGE = `---
title: Diagrams
---

${'Words before the diagrams, enough to push them far below the window. '.repeat(20)}\n\n`.concat(
  Array.from({ length: 30 }, (_, i) => `Paragraph ${String(i + 1)} about the garden and its beds.\n`).join('\n'),
  `\n\n\`\`\`mermaid placement="top-left"\n${TALL}\n\`\`\`\n\n\`\`\`mermaid actions={false}\n${TALL}\n\`\`\`\n\n\`\`\`mermaid\nflowchart LR\n  X --> Y\n\`\`\`\n\n\`\`\`mermaid\n${TALL}\n\`\`\`\n`,
);

function project(): string {
  const tabs = TABS.map((tab, i) => ({ tab, groups: [{ group: `${tab} pages`, pages: i === 0 ? ['index', 'html', 'tree', 'diagrams', { group: 'Beds', root: 'beds/index', pages: ['beds/roses'] }] : [`t${String(i)}`] }] }));
  return makeProject({
    'docs.json': JSON.stringify({ theme: 'mint', name: 'Reader', colors: { primary: '#0D9373' }, navigation: { tabs } }),
    'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
    'html.mdx': HTML_PAGE,
    'tree.mdx': TREE_PAGE,
    'diagrams.mdx': MERMAID_PAGE,
    'beds/index.mdx': '---\ntitle: Beds\n---\n\nAll the beds.\n',
    'beds/roses.mdx': '---\ntitle: Roses\n---\n\nThe rose bed.\n',
    ...Object.fromEntries(TABS.slice(1).map((tab, i) => [`t${String(i + 1)}.mdx`, `---\ntitle: ${tab}\n---\n\nAbout ${tab}.\n`])),
  });
}

async function open(url: string, width: number): Promise<{ page: Page; errors: string[] }> {
  return openPage(suite.browser, url, { viewport: { width, height: 800 } });
}

/** The computed style properties of the first element matching `selector`. */
async function styleOf(page: Page, selector: string, names: string[]): Promise<Record<string, string>> {
  return page.evaluate(
    ({ selector, names }) => {
      const node = document.querySelector(selector);
      if (!node) throw new Error(`Missing ${selector}`);
      const style = getComputedStyle(node);
      return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
    },
    { selector, names },
  );
}

/** The name of the tree item that has focus, and the tree's Tab stops. */
async function focused(page: Page): Promise<{ name: string; stops: number }> {
  return page.evaluate(() => {
    const item = document.activeElement;
    const name = item?.getAttribute('role') === 'treeitem' ? (item.textContent ?? '') : `not an item: ${item?.tagName ?? 'none'}`;
    return { name, stops: document.querySelectorAll('.dw-tree [role=treeitem][tabindex="0"]').length };
  });
}

/** Presses `key` in the page and gives the tree item it leaves focused, as {@link focused} does. */
async function pressed(page: Page, key: string): Promise<{ name: string; stops: number }> {
  await page.keyboard.press(key);
  return focused(page);
}

describe('pages in the reader’s hands', () => {
  let site = '';
  beforeAll(async () => {
    site = await suite.host(await buildSiteOnce(project()));
  });

  test('the author’s HTML loses the browser’s default boxes; docwright’s own buttons keep their look', async () => {
    for (const width of [390, 1440]) {
      const { page, errors } = await open(`${site}/html`, width);
      const body = await styleOf(page, '.dw-content', ['font-family', 'color']);
      const plain = await styleOf(page, '[data-t=plain]', ['border-top-width', 'background-color', 'font-family', 'color', 'padding-left', 'cursor']);
      expect(plain).toEqual({ 'border-top-width': '0px', 'background-color': 'rgba(0, 0, 0, 0)', 'font-family': body['font-family'], color: body.color, 'padding-left': '0px', cursor: 'pointer' });
      expect(await styleOf(page, '[data-t=field]', ['border-top-width', 'font-family'])).toEqual({ 'border-top-width': '0px', 'font-family': body['font-family'] });
      expect(await styleOf(page, '[data-t=choice]', ['border-top-width', 'background-color'])).toEqual({ 'border-top-width': '0px', 'background-color': 'rgba(0, 0, 0, 0)' });
      expect(await styleOf(page, '[data-t=drawn]', ['border-top-width', 'border-top-style'])).toEqual({ 'border-top-width': '3px', 'border-top-style': 'solid' });
      // docwright's tab buttons and copy button are styled by their own rules, not the reset.
      const tab = await styleOf(page, '.dw-tab', ['border-bottom-width', 'border-bottom-style', 'padding-left', 'font-size']);
      expect(tab).toEqual({ 'border-bottom-width': '2px', 'border-bottom-style': 'solid', 'padding-left': '11.2px', 'font-size': '14px' });
      const copy = await styleOf(page, '.dw-copy', ['border-top-width', 'border-top-style', 'padding-left']);
      expect(copy).toEqual({ 'border-top-width': '1px', 'border-top-style': 'solid', 'padding-left': '4.8px' });
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  test('at 390 px the tabs are in the menu drawer and the clipped strip is gone; at 1440 px the bar shows them', async () => {
    const phone = await open(`${site}/t3`, 390);
    expect(await phone.page.locator('nav.dw-tabsbar').isVisible()).toBe(false);
    await phone.page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = phone.page.locator('nav.dw-sidebar .dw-drawer-tabs');
    for (const tab of TABS) expect(await drawer.getByRole('link', { name: tab, exact: true }).isVisible()).toBe(true);
    expect(await drawer.locator('a[aria-current]').textContent()).toBe('Integrations');
    // Every tab fits the drawer's width: a list, not a strip to swipe.
    const fits = await phone.page.evaluate(() => [...document.querySelectorAll('.dw-drawer-tabs a')].every((a) => a.getBoundingClientRect().right <= (document.querySelector('nav.dw-sidebar')?.getBoundingClientRect().right ?? 0)));
    expect(fits).toBe(true);
    await drawer.getByRole('link', { name: 'Deployment' }).click();
    await phone.page.waitForURL(`${site}/t4`);
    expect(phone.errors).toEqual([]);
    await phone.page.context().close();

    const wide = await open(`${site}/t3`, 1440);
    const bar = wide.page.locator('nav.dw-tabsbar');
    for (const tab of TABS) expect(await bar.getByRole('link', { name: tab, exact: true }).isVisible()).toBe(true);
    expect(await wide.page.locator('.dw-drawer-tabs').isVisible()).toBe(false);
    await wide.page.context().close();
  });

  test('Tree is a keyboard tree: one Tab stop, arrows, Home/End, `*`, type-ahead; `openable={false}` cannot open', async () => {
    for (const width of [390, 1440]) {
      const { page, errors } = await open(`${site}/tree`, width);
      expect(await page.locator('[role=tree] > li > [role=treeitem]').count()).toBe(4);
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('[role=tree] [role=treeitem]').first().focus();
      expect(await focused(page)).toEqual({ name: 'app', stops: 1 });
      expect(await pressed(page, 'ArrowDown')).toEqual({ name: 'layout.tsx', stops: 1 });
      expect(await pressed(page, 'ArrowDown')).toEqual({ name: 'api', stops: 1 });
      // Right opens a shut folder, then enters it; Left goes back to the folder, then shuts it.
      expect(await page.locator('[role=treeitem]:focus').getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('ArrowRight');
      expect(await page.locator('[role=treeitem]:focus').getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByText('route.ts').isVisible()).toBe(true);
      expect(await pressed(page, 'ArrowRight')).toEqual({ name: 'route.ts', stops: 1 });
      expect(await pressed(page, 'ArrowLeft')).toEqual({ name: 'api', stops: 1 });
      await page.keyboard.press('ArrowLeft');
      expect(await page.getByText('route.ts').isVisible()).toBe(false);
      expect(await pressed(page, 'End')).toEqual({ name: 'package.json', stops: 1 });
      expect(await pressed(page, 'ArrowUp')).toEqual({ name: 'locked', stops: 1 });
      // A folder that cannot open: no aria-expanded, Right and Enter do nothing, its files are not shown.
      expect(await page.locator('[role=treeitem]:focus').getAttribute('aria-expanded')).toBeNull();
      await page.keyboard.press('ArrowRight');
      expect(await pressed(page, 'Enter')).toEqual({ name: 'locked', stops: 1 });
      expect(await page.getByText('secret.ts').count()).toBe(0);
      // `*` opens every folder at this level.
      expect(await page.getByText('utils.ts').isVisible()).toBe(false);
      await page.keyboard.press('*');
      expect(await page.getByText('utils.ts').isVisible()).toBe(true);
      expect(await pressed(page, 'Home')).toEqual({ name: 'app', stops: 1 });
      // Type-ahead: `u` goes to the next item shown whose name starts with it.
      expect(await pressed(page, 'u')).toEqual({ name: 'utils.ts', stops: 1 });
      // A click on a folder's row shuts it and takes the Tab stop.
      await page.getByText('app', { exact: true }).click();
      expect(await page.getByText('layout.tsx').isVisible()).toBe(false);
      expect(await focused(page)).toEqual({ name: 'app', stops: 1 });
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  test('Mermaid loads only when a diagram comes near, never before DOMContentLoaded; zoom, pan and reset follow `actions` and `placement`', async () => {
    for (const width of [390, 1440]) {
      const { page, errors } = await open(`${site}/diagrams`, width);
      const loaded = (): Promise<string[]> => page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((path) => path.includes('mermaid')));
      await page.waitForLoadState('load');
      expect(await loaded()).toEqual(['/_docwright/mermaid-init.js']);
      expect(await page.locator('script[src*="mermaid.min.js"]').count()).toBe(0);
      const [first, hidden, small, plain] = [0, 1, 2, 3].map((i) => page.locator('figure.dw-mermaid').nth(i));
      if (!first || !hidden || !small || !plain) throw new Error('Missing figures');
      expect(await first.getAttribute('data-drawn')).toBeNull();

      await first.scrollIntoViewIfNeeded();
      await first.locator('.dw-mermaid-diagram svg').waitFor();
      await plain.locator('.dw-mermaid-diagram svg').waitFor();
      expect(await loaded()).toEqual(['/_docwright/mermaid-init.js', '/_docwright/mermaid/mermaid.min.js']);
      // Controls: on the tall diagrams, not with actions={false}, not on a short one by default.
      expect(await first.locator('.dw-mermaid-controls').count()).toBe(1);
      expect(await hidden.locator('.dw-mermaid-controls').count()).toBe(0);
      expect(await small.locator('.dw-mermaid-controls').count()).toBe(0);
      expect(await plain.locator('.dw-mermaid-controls').count()).toBe(1);
      // placement="top-left" puts them in that corner; the default is the bottom right.
      const corner = async (figure: typeof first): Promise<{ left: boolean; top: boolean }> =>
        figure.evaluate((f) => {
          const box = f.getBoundingClientRect();
          const bar = f.querySelector('.dw-mermaid-controls')?.getBoundingClientRect();
          if (!bar) throw new Error('Missing controls');
          return { left: bar.left - box.left < box.right - bar.right, top: bar.top - box.top < box.bottom - bar.bottom };
        });
      expect(await corner(first)).toEqual({ left: true, top: true });
      expect(await corner(plain)).toEqual({ left: false, top: false });

      const svgBox = (): Promise<{ width: number; left: number; top: number }> => first.locator('.dw-mermaid-diagram svg').evaluate((svg) => {
        const r = svg.getBoundingClientRect();
        return { width: Math.round(r.width), left: Math.round(r.left), top: Math.round(r.top) };
      });
      const before = await svgBox();
      await first.getByRole('button', { name: 'Zoom in' }).click();
      const zoomed = await svgBox();
      expect(zoomed.width).toBeGreaterThan(before.width);
      await first.getByRole('button', { name: 'Move right' }).click();
      expect((await svgBox()).left).toBeGreaterThan(zoomed.left);
      await first.getByRole('button', { name: 'Move down' }).click();
      expect((await svgBox()).top).toBeGreaterThan(zoomed.top);
      await first.getByRole('button', { name: 'Reset view' }).click();
      expect(await svgBox()).toEqual(before);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  test('a sidebar group that is also a link has its link and its toggle side by side, not one inside the other; axe-core is clean at both sizes', async () => {
    for (const width of [390, 1440]) {
      const { page, errors } = await open(`${site}/index`, width);
      if (width === 390) await page.getByRole('button', { name: 'Open navigation' }).click();
      const sidebar = page.locator('nav.dw-sidebar');
      expect(await sidebar.locator('summary a').count()).toBe(0);
      const group = sidebar.locator('li.dw-nav-rooted');
      const toggle = group.locator('summary[aria-label="Beds"]');
      expect(await group.getByRole('link', { name: 'Roses' }).isVisible()).toBe(false);
      await toggle.click();
      expect(await group.getByRole('link', { name: 'Roses' }).isVisible()).toBe(true);
      // The toggle sits on the link's row, at its end.
      const rows = await group.evaluate((li) => {
        const a = li.querySelector(':scope > a')?.getBoundingClientRect();
        const s = li.querySelector(':scope > details > summary')?.getBoundingClientRect();
        if (!a || !s) throw new Error('Missing link or toggle');
        return { sameRow: s.top >= a.top - 1 && s.bottom <= a.bottom + 1, atEnd: Math.abs(s.right - a.right) <= 1 };
      });
      expect(rows).toEqual({ sameRow: true, atEnd: true });
      expect(await axeViolations(page)).toEqual([]);
      await group.getByRole('link', { name: 'Beds', exact: true }).click();
      await page.waitForURL(`${site}/beds`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  test('axe-core finds no violations of docwright’s own colours: a CTA on a pale `colors.dark`, a pale banner, the green badge, focused code lines; light and dark, 390 and 1440 px', async () => {
    const pale = makeProject({
      'docs.json': JSON.stringify({
        theme: 'mint',
        name: 'Pale',
        colors: { primary: '#0D9373', light: '#07C983', dark: '#FDE68A' },
        navbar: { links: [{ label: 'Status', href: 'https://status.example.test' }], primary: { type: 'button', label: 'Get a key', href: 'https://example.test/key' } },
        navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
        banner: { content: 'A pale announcement', color: { light: '#FEF3C7', dark: '#FDE68A' } },
      }),
      'index.mdx': '---\ntitle: Home\n---\n\n<Badge color="green">Stable</Badge>\n\n```js focus={2}\n// a comment\nconst kept = 1;\nconst other = 2;\n```\n',
    });
    const url = await suite.host(await buildSiteOnce(pale));
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [390, 1440]) {
        const { page, errors } = await openPage(suite.browser, url, { colorScheme, viewport: { width, height: 800 } });
        if (width === 390) await page.getByRole('button', { name: 'Open navigation' }).click();
        const cta = page.getByRole('link', { name: 'Get a key' });
        expect(await cta.isVisible()).toBe(true);
        expect({ colorScheme, width, violations: await axeViolations(page) }).toEqual({ colorScheme, width, violations: [] });
        // On the pale background the text is dark, not white.
        if (colorScheme === 'light') expect(await cta.evaluate((a) => getComputedStyle(a).color)).toBe('rgb(17, 24, 39)');
        expect(await page.locator('.dw-banner').evaluate((b) => getComputedStyle(b).color)).toBe('rgb(17, 24, 39)');
        expect(errors).toEqual([]);
        await page.context().close();
      }
    }
  });

  testWithCorpus('the axe test of the corpus starter', ['starter'])('axe-core finds no violations from docwright’s markup or colours on the corpus starter, light and dark, 390 px (drawer open) and 1440 px', async () => {
    const url = await suite.host(await buildSiteOnce(corpusProject('starter')));
    const found: string[] = [];
    // One browser context per mode and width, its page loading each path in turn (a fresh
    // document each time, as a reader following links gets): a context costs as much as a load.
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [390, 1440]) {
        const paths = ['/', '/quickstart', '/essentials/code', '/essentials/navigation', '/api-reference/introduction'];
        const { page } = await openPage(suite.browser, `${url}${paths[0] ?? ''}`, { colorScheme, viewport: { width, height: 800 } });
        for (const [i, path] of paths.entries()) {
          if (i > 0) await page.goto(`${url}${path}`);
          if (width === 390) await page.getByRole('button', { name: 'Open navigation' }).click();
          // A missing alt text is the author's (lint's image-alt), not docwright's.
          for (const violation of await axeViolations(page)) if (!violation.startsWith('image-alt')) found.push(`${path} ${colorScheme} ${String(width)}: ${violation}`);
        }
        await page.context().close();
      }
    }
    expect(found).toEqual([]);
  });
});
