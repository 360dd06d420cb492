// `docwright a11y` against a browser: the contrast failures it reports from docs.json are the
// ones axe-core finds on the built site, in light and dark mode, for the same colours. Skips
// when no browser can be had (test/support/browser.ts says how to get one).
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { a11y } from '../../src/a11y/a11y.js';
import { findBrowser } from '../support/browser.js';
import { browserSuite, buildSiteOnce, openPage } from '../support/site-browser.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const hasBrowser = await findBrowser().then(
  () => true,
  () => false,
);
const describeBrowser = hasBrowser ? describe : describe.skip;

/** One failing colour pair: text colour on background, as `#rrggbb`. */
interface Failure {
  fg: string;
  bg: string;
}

/** The `color-contrast` failures axe-core finds on the page, as distinct colour pairs. */
async function axeContrast(page: Page): Promise<Failure[]> {
  const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: source });
  const found = await page.evaluate(async () => {
    type Node = { any: { data?: { fgColor?: string; bgColor?: string } }[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { nodes: Node[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: ['color-contrast'] });
    return result.violations.flatMap((v) => v.nodes.flatMap((n) => n.any.map((a) => ({ fg: a.data?.fgColor ?? '', bg: a.data?.bgColor ?? '' }))));
  });
  return distinct(found);
}

function distinct(failures: readonly Failure[]): Failure[] {
  const seen = new Map(failures.map((f) => [`${f.fg.toLowerCase()} on ${f.bg.toLowerCase()}`, { fg: f.fg.toLowerCase(), bg: f.bg.toLowerCase() }]));
  return [...seen.values()].sort((a, b) => `${a.fg}${a.bg}`.localeCompare(`${b.fg}${b.bg}`));
}

/** Whether two hex colours are the same up to a rounding step per channel (a browser rounds `color-mix` its own way). */
function near(a: string, b: string): boolean {
  const channels = (hex: string): number[] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const x = channels(a);
  const y = channels(b);
  return x.every((value, i) => Math.abs(value - (y[i] ?? -99)) <= 2);
}

const fixture = resolve('fixtures/a11y-contrast');

describeBrowser('a11y contrast agrees with axe-core on the built site', () => {
  const suite = browserSuite();
  let base = '';
  beforeAll(async () => {
    base = await suite.host(await buildSiteOnce(fixture));
  });

  test.each(['light', 'dark'] as const)('%s mode', async (mode) => {
    const predicted = (await a11y(fixture, { skipAltText: true })).pairs.filter((p) => p.kind === 'text' && p.mode === mode && p.ratio < p.minimum);
    expect(predicted.length).toBeGreaterThan(0);
    const { page } = await openPage(suite.browser, `${base}/`, { colorScheme: mode });
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(mode);
    const found = await axeContrast(page);
    // Every pair a11y reports fails in the browser, and every pair that fails there is one a11y reports.
    expect(predicted.filter((pair) => !found.some((f) => near(f.fg, pair.fg) && near(f.bg, pair.bg)))).toEqual([]);
    expect(found.filter((failure) => !predicted.some((p) => near(failure.fg, p.fg) && near(failure.bg, p.bg)))).toEqual([]);
    await page.context().close();
  });

  test('the default theme fails nothing, in a11y and in the browser', async () => {
    const minimal = resolve('fixtures/minimal');
    expect((await a11y(minimal, { skipAltText: true })).pairs.filter((p) => p.kind === 'text' && p.ratio < p.minimum)).toEqual([]);
    const url = await suite.host(await buildSiteOnce(minimal));
    for (const mode of ['light', 'dark'] as const) {
      const { page } = await openPage(suite.browser, `${url}/`, { colorScheme: mode });
      expect(await axeContrast(page)).toEqual([]);
      await page.context().close();
    }
  });
});
