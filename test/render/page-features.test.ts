// The page features of issue 18 item 6 in chromium, on the built manual (docs/): the
// contextual page menu (keyboard, copy as Markdown), mermaid diagrams drawn as SVG in both
// modes, Tailwind classes styling an element, and pages without them loading neither asset.
// Screenshots of a diagram go to test-output/screenshots (gitignored).
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { closeServer } from '../support/local-server.js';
import { axeViolations, builtManual, openPage, serveSite } from '../support/site-browser.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const SCREENSHOTS = resolve('test-output', 'screenshots');

let browser: Browser | undefined;
let server: Server | undefined;
let base = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const served = await serveSite(await builtManual());
  server = served.server;
  base = served.url;
});

afterAll(async () => {
  await browser?.close();
  if (server) await closeServer(server);
});

async function open(path: string, options: { colorScheme?: 'light' | 'dark'; viewport?: { width: number; height: number } } = {}): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  if (!browser) throw new Error('Missing browser');
  return openPage(browser, `${base}${path}`, options);
}

/** The colour chromium computes for a CSS colour value, to compare with an element's. */
async function computedColor(page: Page, value: string): Promise<string> {
  return page.evaluate((color) => {
    const probe = document.createElement('span');
    probe.style.color = color;
    document.body.append(probe);
    const result = getComputedStyle(probe).color;
    probe.remove();
    return result;
  }, value);
}

describe('the contextual page menu', () => {
  test('opens and closes by keyboard, and Copy page puts the page Markdown on the clipboard', async () => {
    const { page, errors } = await open('/quickstart');
    const button = page.getByRole('button', { name: 'Page options' });
    const menu = page.getByRole('menu', { name: 'Page options' });
    expect(await menu.isHidden()).toBe(true);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Copy page');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('View as Markdown');
    await page.keyboard.press('Escape');
    expect(await menu.isHidden()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Page options');

    // The assistants are plain links naming the page, by the address it was opened at.
    const chatgpt = await page.getByRole('menuitem', { name: 'Open in ChatGPT', includeHidden: true }).getAttribute('href');
    expect(chatgpt).toContain(`https://chatgpt.com/?hints=search&q=Read%20${encodeURIComponent(`${base}/quickstart`)}%20`);
    expect(await page.getByRole('menuitem', { name: 'View as Markdown', includeHidden: true }).getAttribute('href')).toBe('/quickstart.md');

    await page.keyboard.press('ArrowDown');
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForSelector('.dw-contextual-button[data-copied]');
    const markdown = await (await fetch(`${base}/quickstart.md`)).text();
    expect(markdown.startsWith('# Quickstart\n')).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
    expect(errors).toEqual([]);
  });
});

describe('mermaid diagrams', () => {
  test('are drawn as SVG in light mode and again in dark mode; screenshots at both sizes', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
      const { page, errors, requests } = await open('/components', { colorScheme: 'light', viewport });
      const figure = page.locator('figure.dw-mermaid').first();
      // The library is loaded by mermaid-init.js when a diagram comes near the window.
      await figure.scrollIntoViewIfNeeded();
      await figure.locator('.dw-mermaid-diagram svg').waitFor();
      expect(requests.filter((path) => path.includes('mermaid'))).toEqual(['/_docwright/mermaid-init.js', '/_docwright/mermaid/mermaid.min.js']);
      expect(await figure.getAttribute('data-drawn')).toBe('light');
      expect(await figure.locator('pre').isHidden()).toBe(true);
      expect(await figure.locator('svg').getByText('docwright lint').count()).toBeGreaterThan(0);
      await figure.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOTS, `mermaid-light-${viewport.width}.png`) });

      await page.getByRole('button', { name: 'Toggle dark mode' }).click();
      await page.waitForSelector('figure.dw-mermaid[data-drawn=dark] .dw-mermaid-diagram svg');
      await figure.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOTS, `mermaid-dark-${viewport.width}.png`) });
      expect(errors).toEqual([]);
    }
  });

  test('keep their source visible when scripts are off', async () => {
    if (!browser) throw new Error('Missing browser');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/components`);
    const figure = page.locator('figure.dw-mermaid').first();
    expect(await figure.locator('pre').isVisible()).toBe(true);
    expect(await figure.locator('pre').innerText()).toContain('A[Write a page] --> B[docwright lint]');
    await context.close();
  });
});

describe('Tailwind classes', () => {
  test('style the element that writes them, and dark: follows the site mode', async () => {
    const { page, errors, requests } = await open('/components', { colorScheme: 'light' });
    expect(requests).toContain('/_docwright/tailwind.css');
    const example = page.locator('[data-example=tailwind]');
    const style = await example.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { display: computed.display, gap: computed.columnGap, color: computed.color };
    });
    expect(style).toEqual({ display: 'flex', gap: '16px', color: await computedColor(page, 'oklch(54.6% 0.245 262.881)') });
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    expect(await example.evaluate((element) => getComputedStyle(element).color)).toBe(await computedColor(page, 'oklch(70.7% 0.165 254.624)'));
    expect(errors).toEqual([]);
  });
});

describe('a page without diagrams or Tailwind classes', () => {
  test('loads neither the mermaid bundle nor the Tailwind style sheet', async () => {
    const { page, errors, requests } = await open('/quickstart');
    expect(requests).toContain('/_docwright/site.css');
    expect(requests.filter((path) => /mermaid|tailwind/.test(path))).toEqual([]);
    expect(await page.locator('link[href*="tailwind"], script[src*="mermaid"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('accessibility', () => {
  test('axe-core finds no serious or critical violations with a diagram drawn and the menu open', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const { page } = await open('/components', { colorScheme: mode });
      await page.locator('figure.dw-mermaid').first().scrollIntoViewIfNeeded();
      await page.locator('figure.dw-mermaid .dw-mermaid-diagram svg').first().waitFor();
      await page.getByRole('button', { name: 'Page options' }).click();
      expect({ mode, violations: await axeViolations(page) }).toEqual({ mode, violations: [] });
    }
  });
});
