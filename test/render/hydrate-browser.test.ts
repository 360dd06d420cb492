// Custom components in the reader's browser (issue 47): with `build.hydrate` in the project's
// docwright config an interactive component (state, events) is hydrated with Preact and
// responds to clicks; without it the page holds none of the author's code, the component is
// drawn static, and the build says so at its use and in the summary. At 390 and 1440 px.
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserSuite, openPage } from '../support/site-browser.js';
import { createSite } from '../../src/render/site/site.js';
import type { BuildResult } from '../../src/render/site/site-types.js';
import { makeProject } from './helpers.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const suite = browserSuite();

const TALLY = `export const Tally = ({ start = 0, step = 1, children }) => {
  const [count, setCount] = useState(start);
  return (
    <div className="tally">
      <button type="button" aria-label="Less" onClick={() => setCount(count - step)}>-</button>
      <span className="tally-count">{count}</span>
      <button type="button" aria-label="More" onClick={() => setCount(count + step)}>+</button>
      <div className="tally-note">{children}</div>
    </div>
  );
};
`;

/** A `.jsx` snippet whose component uses a helper the file does not export (read as a module, as Mintlify reads it). */
const DIAL = `// A dial with a label drawn by a helper.
const Label = ({ value }) => <span className="dial-label">Level {value}</span>;

export const Dial = () => {
  const [level, setLevel] = useState(1);

  return (
    <div className="dial">
      <Label value={level} />
      <button type="button" className="dial-up" onClick={() => setLevel(level + 1)}>Up</button>
      <input type="range" className="dial-range" min="1" max="9" value={level} onChange={(event) => setLevel(Number(event.target.value))} />
    </div>
  );
};
`;

const PAGE = `---
title: Tallies
---

import { Dial } from '/snippets/dial.jsx';

${TALLY}
Count the seedlings.

<Tally start={3} step={2}>
  Seedlings in **tray one**.
</Tally>

<Dial />

<Tally />

<div data-dw-island="0:Tally" data-dw-props="{}">Planted by the page.</div>
`;

/** The project, with or without the opt-in. */
function project(hydrate: boolean): string {
  return makeProject({
    'docs.json': JSON.stringify({ theme: 'mint', name: 'Tallies', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index', 'plain'] }] } }),
    'index.mdx': PAGE,
    'plain.mdx': '---\ntitle: Plain\n---\n\nNo components here.\n',
    'snippets/dial.jsx': DIAL,
    ...(hydrate ? { '.docwrightrc.json': JSON.stringify({ build: { hydrate: true } }) } : {}),
  });
}

/** Build a project into a fresh folder, the result kept. */
async function build(root: string): Promise<{ out: string; result: BuildResult }> {
  const out = join(mkdtempSync(join(tmpdir(), 'docwright-hydrate-')), 'site');
  const site = await createSite({ root, workers: 0, cacheDir: false });
  const result = await site.build(out);
  return { out, result };
}

/** Every file of the built site's asset folder, with its text. */
function assetTexts(out: string): string {
  const dir = join(out, '_docwright');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');
}

/** A project built into a fresh folder and served: the folder, the build's result and the address it is served at. */
interface HostedSite {
  out: string;
  result: BuildResult;
  base: string;
}

/** Builds the project (with `build.hydrate` or without) and serves the output for the browser. */
async function buildAndHost(hydrate: boolean): Promise<HostedSite> {
  const { out, result } = await build(project(hydrate));
  return { out, result, base: await suite.host(out) };
}

const WIDTHS = [390, 1440];

describe('custom components with `build.hydrate`', () => {
  let site: HostedSite;
  beforeAll(async () => {
    site = await buildAndHost(true);
  });

  test('the build hydrates the interactive uses and reports none as static', () => {
    expect(site.result.errors).toBe(0);
    expect(site.result.components).toEqual({ rendered: 3, failed: 0, hydrated: 3 });
    expect(site.result.diagnostics.filter((d) => d.ruleId === 'component-static')).toEqual([]);
    // Only the page that hydrates loads the runtime and its programs.
    const index = readFileSync(join(site.out, 'index.html'), 'utf8');
    expect(index).toMatch(/<script src="\/_docwright\/hydrate\.js\?v=\w+" defer><\/script><script src="\/_docwright\/islands\/[0-9a-f]{16}\.js" defer><\/script>/);
    expect(readFileSync(join(site.out, 'plain.html'), 'utf8')).not.toContain('hydrate.js');
    // The allow-list judges the HTML the build draws (an input's `type` is left out); the browser draws it again.
    expect(index).toMatch(/<input class="dial-range" value="1">/);
    // Only the build marks islands: the page's own `data-dw-island` is removed.
    expect(index.match(/data-dw-island=/g)).toHaveLength(3);
    expect(index).toContain('<div>Planted by the page.</div>');
  });

  for (const width of WIDTHS) {
    test(`at ${width} px the counter increments and decrements, and the page's children stay`, async () => {
      const { page, errors } = await openPage(suite.browser, `${site.base}/`, { viewport: { width, height: 900 } });
      const tally = page.locator('.tally').first();
      await expect(tally.locator('.tally-count').textContent()).resolves.toBe('3');
      // The runtime marks each island it hydrated.
      await page.waitForFunction(() => document.querySelectorAll('[data-dw-island][data-dw-hydrated]').length === 3);
      await tally.getByRole('button', { name: 'More' }).click();
      await page.waitForFunction(() => document.querySelector('.tally .tally-count')?.textContent === '5');
      await tally.getByRole('button', { name: 'More' }).click();
      await tally.getByRole('button', { name: 'Less' }).click();
      await page.waitForFunction(() => document.querySelector('.tally .tally-count')?.textContent === '5');
      // The children are the page's Markdown, rendered by docwright and kept through every render.
      expect(await tally.locator('.tally-note strong').textContent()).toBe('tray one');
      // The second use counts on its own, from its own props.
      const second = page.locator('.tally').nth(1);
      await second.getByRole('button', { name: 'More' }).click();
      await page.waitForFunction(() => document.querySelectorAll('.tally .tally-count')[1]?.textContent === '1');
      // The `.jsx` snippet's component, with a helper it does not export.
      expect(await page.locator('.dial-label').textContent()).toBe('Level 1');
      await page.locator('.dial-up').click();
      await page.waitForFunction(() => document.querySelector('.dial-label')?.textContent === 'Level 2');
      // What the page's allow-list leaves out of the static HTML (a range input's `type`) is the component's again.
      expect(await page.locator('.dial-range').getAttribute('type')).toBe('range');
      await page.locator('.dial-range').fill('7');
      await page.waitForFunction(() => document.querySelector('.dial-label')?.textContent === 'Level 7');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('custom components without the opt-in', () => {
  let site: HostedSite;
  beforeAll(async () => {
    site = await buildAndHost(false);
  });

  test('each interactive component is reported at its first use, and counted static in the summary', () => {
    const root = site.result.diagnostics.find((d) => d.ruleId === 'component-static')?.file.replace(/index\.mdx$/, '') ?? '';
    const found = site.result.diagnostics.filter((d) => d.ruleId === 'component-static').map((d) => `${d.file.slice(root.length)}:${d.line}:${d.column} ${d.message}`);
    expect(found).toEqual([
      'index.mdx:21:1 Unexpected interactive component `Tally` drawn static (the project does not hydrate components), expected `"build": { "hydrate": true }` in the docwright config to run its state and event handlers in the reader\'s browser',
      'index.mdx:25:1 Unexpected interactive component `Dial` drawn static (the project does not hydrate components), expected `"build": { "hydrate": true }` in the docwright config to run its state and event handlers in the reader\'s browser',
    ]);
    expect(site.result.components).toEqual({ rendered: 3, failed: 0, static: ['Tally', 'Dial'] });
  });

  test("no code of the author's reaches the site: no runtime, no programs", () => {
    const index = readFileSync(join(site.out, 'index.html'), 'utf8');
    expect(index).not.toContain('hydrate.js');
    expect(index).not.toContain('data-dw-island');
    expect(index).not.toContain('setCount');
    expect(assetTexts(site.out)).not.toMatch(/setCount|setLevel|__dwIslands/);
  });

  for (const width of WIDTHS) {
    test(`at ${width} px the counter shows its first state and a click changes nothing`, async () => {
      const { page, errors } = await openPage(suite.browser, `${site.base}/`, { viewport: { width, height: 900 } });
      const tally = page.locator('.tally').first();
      expect(await tally.locator('.tally-count').textContent()).toBe('3');
      await tally.getByRole('button', { name: 'More' }).click();
      await page.locator('.dial-up').click();
      // Whatever the page's own scripts do after a click, the count stays as the build drew it.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await tally.locator('.tally-count').textContent()).toBe('3');
      expect(await page.locator('.dial-label').textContent()).toBe('Level 1');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('hydrated components in `dev`', () => {
  test("the dev server serves the runtime and the page's programs", async () => {
    const site = await createSite({ root: project(true), dev: true, workers: 0, cacheDir: false });
    const page = await site.render('/');
    const html = String(page?.body ?? '');
    const programs = /<script src="\/_docwright\/(islands\/[0-9a-f]{16}\.js)" defer>/.exec(html)?.[1];
    expect(programs).toBeDefined();
    // A fresh site, as another dev render thread is: it finds the programs by rendering the pages.
    const other = await createSite({ root: project(true), dev: true, workers: 0, cacheDir: false });
    const script = await other.render(`/_docwright/${programs ?? ''}`);
    expect(script?.status).toBe(200);
    expect(String(script?.body)).toMatch(/^__dwIslands\(\[\nfunction \(__dw\) \{/);
    expect(String(script?.body)).toContain('setCount');
    const runtime = await site.render('/_docwright/hydrate.js');
    expect(String(runtime?.body)).toContain('__dwIslands');
  });
});

describe('hydrated components and the build cache', () => {
  test('a page with hydrated components is never taken from the cache; its programs are written by every build', async () => {
    const root = project(true);
    const cacheDir = mkdtempSync(join(tmpdir(), 'docwright-hydrate-cache-'));
    const site = await createSite({ root, workers: 0, cacheDir });
    const first = join(mkdtempSync(join(tmpdir(), 'docwright-hydrate-')), 'site');
    expect((await site.build(first)).cached).toBe(0);
    const second = join(mkdtempSync(join(tmpdir(), 'docwright-hydrate-')), 'site');
    const again = await site.build(second);
    // The plain page comes from the cache; the page with islands is rendered again.
    expect(again.cached).toBe(1);
    expect(again.components.hydrated).toBe(3);
    const programs = /<script src="\/_docwright\/(islands\/[0-9a-f]{16}\.js)" defer>/.exec(readFileSync(join(second, 'index.html'), 'utf8'))?.[1] ?? '';
    expect(readFileSync(join(second, '_docwright', programs), 'utf8')).toContain('setCount');
  });
});
