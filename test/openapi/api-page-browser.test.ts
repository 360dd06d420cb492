// API pages as Mintlify readers know them, in chromium at 390, 1024 and 1440 px (issue 27):
// the endpoint bar on one line, "Try it" opening the playground as a dialog, responses one
// status code at a time (all of them without JavaScript), a CORS block explained on the
// static site and sent through the proxy under `dev`, and a right-to-left language.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { startDevServer, type DevServer } from '../../src/dev/server.js';
import type { DevSite } from '../../src/dev/site-contract.js';
import { contentType } from '../../src/render/site/site.js';
import { makeProject } from '../render/helpers.js';
import { closeServer, listenLocally } from '../support/local-server.js';
import { browserSuite, buildSiteOnce } from '../support/site-browser.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const suite = browserSuite();
const WIDTHS = [390, 1024, 1440] as const;

function spec(api: string): string {
  return JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Orchard', version: '1' },
    servers: [{ url: `${api}/v1` }],
    paths: {
      '/orchards/{orchardId}/trees/{treeId}/harvests': {
        post: {
          summary: 'Record a harvest',
          description: 'Records the apples picked from one tree.',
          parameters: [
            { name: 'orchardId', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'treeId', in: 'path', required: true, schema: { type: 'string' } },
          ],
          requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { apples: { type: 'integer', example: 12 } } } } } },
          responses: {
            '201': { description: 'The harvest was recorded.', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string', description: 'The harvest id.' } } } } } },
            '404': { description: 'No such tree.', content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string', description: 'What was not found.' } } } } } },
            '409': { description: 'Already recorded today.' },
          },
        },
      },
    },
  });
}

let api = '';
let site = '';
let built = '';
let apiServer: Server;
let dev: DevServer | undefined;
let devRoot = '';
const received: string[] = [];

beforeAll(async () => {
  // An API without CORS headers: a browser alone cannot read its answers.
  apiServer = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(`${req.method ?? ''} ${req.url ?? ''}`);
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end('{"id":"h-1"}');
    });
  });
  api = await listenLocally(apiServer);
  const root = makeProject({
    'docs.json': JSON.stringify({
      theme: 'mint',
      name: 'Orchard',
      colors: { primary: '#0D9373' },
      api: { openapi: 'openapi.json', playground: { display: 'interactive' } },
      navigation: {
        languages: [
          { language: 'en', groups: [{ group: 'API', pages: ['api/harvest', 'guide'] }] },
          { language: 'ar', groups: [{ group: 'واجهة', pages: ['ar/api/harvest', 'ar/guide'] }] },
        ],
      },
    }),
    'openapi.json': spec(api),
    'api/harvest.mdx': '---\nopenapi: POST /orchards/{orchardId}/trees/{treeId}/harvests\n---\n',
    'ar/api/harvest.mdx': '---\ntitle: تسجيل حصاد\nopenapi: POST /orchards/{orchardId}/trees/{treeId}/harvests\n---\n',
    'guide.mdx': '---\ntitle: Guide\n---\n\n## Pick\n\nPick ripe apples.\n',
    'ar/guide.mdx': '---\ntitle: دليل\n---\n\n## القطف\n\nاقطف التفاح الناضج.\n\n```bash\nnpm install orchard\n```\n',
  });
  built = await buildSiteOnce(root);
  site = await suite.host(built);
});

afterAll(async () => {
  await dev?.close();
  if (devRoot) await rm(devRoot, { recursive: true, force: true });
  if (apiServer) await closeServer(apiServer);
});

/** A page whose console errors and requests to other origins are recorded from the first request (those are refused). */
async function open(url: string, width: number, javaScript = true): Promise<{ page: Page; errors: string[]; external: string[] }> {
  const context = await suite.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  const errors: string[] = [];
  const external: string[] = [];
  const origin = new URL(url).origin;
  await page.route((target) => target.origin !== origin && !target.href.startsWith(api), (route) => {
    external.push(route.request().url());
    return route.abort();
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource') && !message.text().includes('CORS policy')) errors.push(message.text());
  });
  await page.goto(url);
  return { page, errors, external };
}

/** The API page as it should be at `width` (fresh from a load). */
async function checkApiPage(page: Page, width: number): Promise<void> {
  const bar = page.locator('section.dw-api-bar');
  expect(await bar.locator('.dw-api-method').textContent()).toBe('POST');
  expect(await bar.locator('.dw-api-path').textContent()).toBe('/orchards/{orchardId}/trees/{treeId}/harvests');
  expect(await bar.locator('.dw-api-path-param').allTextContents()).toEqual(['{orchardId}', '{treeId}']);
  // One line: the bar is one row high, and the page does not scroll sideways.
  const box = await bar.evaluate((el) => ({ height: el.getBoundingClientRect().height, pathHeight: el.querySelector('.dw-api-path')?.getBoundingClientRect().height ?? 0, scroll: document.documentElement.scrollWidth }));
  expect(box.pathHeight).toBeLessThan(30);
  expect(box.height).toBeLessThan(56);
  expect(box.scroll).toBeLessThanOrEqual(width);
  // The operation's description is under the title (once: the body does not repeat it), then the bar, then the parameters.
  const order = await page.evaluate(() => {
    const top = (selector: string): number => document.querySelector(selector)?.getBoundingClientRect().top ?? -1;
    return [top('.dw-page-header .dw-description'), top('section.dw-api-bar'), top('#path-parameters')];
  });
  expect(order[0]).toBeGreaterThan(0);
  expect(order).toEqual([...order].sort((a, b) => a - b));
  // The base URL is shown beside the path where there is room.
  expect(await bar.locator('.dw-api-base').isVisible()).toBe(width > 560);

  // Responses: a select of the codes, one panel shown, the example beside it follows.
  const select = page.getByLabel('Response status code');
  expect(await select.isVisible()).toBe(true);
  expect(await select.locator('option').allTextContents()).toEqual(['201', '404', '409']);
  const shown = (): Promise<string[]> => page.locator('.dw-api-status:visible').evaluateAll((panels) => panels.map((p) => p.getAttribute('data-dw-status-panel') ?? ''));
  expect(await shown()).toEqual(['201']);
  await select.focus();
  await select.selectOption('1');
  expect(await shown()).toEqual(['404']);
  expect(await page.locator('.dw-api-status:visible').textContent()).toContain('What was not found.');
  expect(await page.locator('.dw-response-example [role=tab][aria-selected=true]').textContent()).toBe('404');

  // Try it: a modal dialog with the form, its first field focused; Escape closes it.
  expect(await page.locator('#dw-try-it').isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Try it' }).click();
  const dialog = page.locator('dialog.dw-api-dialog[open]');
  await dialog.waitFor();
  expect(await dialog.locator('[data-dw-in="path"]').count()).toBe(2);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-dw-name'))).toBe('orchardId');
  await page.keyboard.press('Escape');
  expect(await page.locator('dialog.dw-api-dialog[open]').count()).toBe(0);
}

describe('an API page in chromium', () => {
  test('at 390, 1024 and 1440 px: the endpoint bar on one line, Try it opens the playground, one status code at a time', async () => {
    const { page, errors, external } = await open(`${site}/api/harvest`, WIDTHS[0]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.reload();
      await checkApiPage(page, width);
    }
    expect(errors).toEqual([]);
    expect(external).toEqual([]);
    await page.context().close();
  });

  test('without JavaScript every status code is shown and Try it leads to the playground', async () => {
    const { page } = await open(`${site}/api/harvest`, 1440, false);
    expect(await page.locator('.dw-api-status:visible').count()).toBe(3);
    expect(await page.getByLabel('Response status code').isVisible()).toBe(false);
    expect(await page.locator('a[data-dw-try]').getAttribute('href')).toBe('#dw-try-it');
    await page.locator('a[data-dw-try]').click();
    expect(await page.locator('#dw-try-it').isVisible()).toBe(true);
    expect(await page.locator('#dw-try-it [data-dw-in="path"]').count()).toBe(2);
    await page.context().close();
  });

  test('on the static site, a request the API does not allow (CORS) is explained in words', async () => {
    const { page } = await open(`${site}/api/harvest`, 1024);
    await page.getByRole('button', { name: 'Try it' }).click();
    await page.locator('[data-dw-in="path"][data-dw-name="orchardId"]').fill('o1');
    await page.locator('[data-dw-in="path"][data-dw-name="treeId"]').fill('t1');
    await page.getByRole('button', { name: 'Send' }).click();
    const error = page.locator('[data-dw-error]:not([hidden])');
    await error.waitFor();
    const message = await error.textContent();
    expect(message).toContain('CORS');
    expect(message).toContain(`Access-Control-Allow-Origin: ${new URL(site).origin}`);
    expect(message).toContain('cURL');
    await page.context().close();
  });

  test('under dev, the same request goes through the local server and its answer is shown', async () => {
    // The built site served as `dev` serves pages (with its reload client), so the playground uses the proxy.
    const devSite: DevSite = {
      root: built,
      routes: () => [],
      render: async (path) => {
        for (const candidate of [path, `${path}.html`]) {
          const file = resolve(built, `.${candidate}`);
          if (!file.startsWith(built) || !(await stat(file).catch(() => undefined))?.isFile()) continue;
          const type = contentType(file);
          return { status: 200, contentType: type, body: /^text\/html/.test(type) ? await readFile(file, 'utf8') : await readFile(file) };
        }
        return undefined;
      },
      changed: () => Promise.resolve({ reloadAll: false, routes: [] }),
    };
    devRoot = await mkdtemp(join(tmpdir(), 'docwright-dev-proxy-'));
    dev = await startDevServer({ root: devRoot, port: 0, quiet: true, watch: false, site: devSite });
    await dev.ready;
    const { page, errors } = await open(`${dev.url}/api/harvest`, 1440);
    await page.getByRole('button', { name: 'Try it' }).click();
    await page.locator('[data-dw-in="path"][data-dw-name="orchardId"]').fill('o1');
    await page.locator('[data-dw-in="path"][data-dw-name="treeId"]').fill('t 2');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('[data-dw-status]:not(:empty)').waitFor();
    expect(await page.locator('[data-dw-status]').textContent()).toMatch(/^201 Created · \d+ ms$/);
    expect(await page.locator('[data-dw-response]').textContent()).toContain('"id": "h-1"');
    expect(received.at(-1)).toBe('POST /v1/orchards/o1/trees/t%202/harvests');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a right-to-left language', () => {
  test('at 390, 1024 and 1440 px: the Arabic page is dir=rtl, mirrored, code stays left to right; the switch keeps the page', async () => {
    const { page, errors } = await open(`${site}/ar/guide`, WIDTHS[0]);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.locator('pre').first().evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    const sidebar = page.locator('nav.dw-sidebar');
    expect(await sidebar.getAttribute('aria-label')).toBe('الشريط الجانبي');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (await sidebar.isVisible()) {
        // The sidebar is on the right of the article.
        const [nav, main] = await Promise.all([sidebar.boundingBox(), page.locator('main').boundingBox()]);
        expect((nav?.x ?? 0) > (main?.x ?? 0)).toBe(true);
      } else {
        // The drawer's button is at the start of the row: the right.
        const [menu, brand] = await Promise.all([page.locator('[data-dw-menu]').boundingBox(), page.locator('.dw-brand').boundingBox()]);
        expect((menu?.x ?? 0) > (brand?.x ?? 0)).toBe(true);
      }
    }
    await sidebar.locator('summary[aria-label="اللغة: العربية"]').click();
    await sidebar.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${site}/guide`);
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
