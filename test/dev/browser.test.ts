// A writer's session: open the page in a real browser, edit, break and fix the file,
// and watch the page follow without touching the browser.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startDevServer, type DevServer } from '../../src/dev/server.js';
import { launchBrowser } from '../support/browser.js';
import { copyFixture } from './fake-site.js';
import { terminal } from './http-helpers.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);


let browser: Browser | undefined;
let server: DevServer | undefined;
let root = '';

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await server?.close();
  await browser?.close();
  if (root) await rm(dirname(root), { recursive: true, force: true });
});

describe('docwright dev in chromium', () => {
  test('edits appear without a reload; a broken page shows the overlay until it is fixed', async () => {
    root = await copyFixture();
    const err = terminal();
    // The real renderer: the same site `docwright build` writes, served from memory.
    server = await startDevServer({ root, port: 0, quiet: true, stderr: err });
    await server.ready;
    if (!browser) throw new Error('Missing browser');
    const page = await browser.newPage();
    // Only the dev server: any other request would be a leak.
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server?.url ?? '')) foreign.push(request.url());
    });
    // The event stream is open before the first edit.
    const connected = page.waitForResponse((response) => response.url().includes('/__docwright/events'));
    await page.goto(`${server.url}/guide`);
    await expect(page.locator('article').textContent()).resolves.toContain('Plant the seed one finger deep.');
    await connected;

    const file = join(root, 'guide.mdx');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace('one finger deep', 'two fingers deep'));
    await page.locator('article', { hasText: 'Plant the seed two fingers deep.' }).waitFor();

    // Break it: an unclosed JSX tag.
    await writeFile(file, original.replace('<Tip />', '<Tip>\nStill open'));
    const overlay = page.locator('#__docwright-overlay');
    await overlay.waitFor();
    await expect(overlay.locator('[data-docwright-place]').textContent()).resolves.toMatch(/^guide\.mdx:\d+:\d+$/);
    await expect(overlay.textContent()).resolves.toContain('<Tip>');
    expect(err.text()).toMatch(/^guide\.mdx:\d+:\d+: /m);

    // Fix it: the overlay goes away and the new text is there.
    await writeFile(file, original.replace('one finger deep', 'a thumb deep'));
    await page.locator('article', { hasText: 'Plant the seed a thumb deep.' }).waitFor();
    await expect(overlay.count()).resolves.toBe(0);
    expect(foreign).toEqual([]);
    await page.close();
  });
});
