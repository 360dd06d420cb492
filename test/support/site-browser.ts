// A built site in a browser for the browser suites: a static server for the output folder
// (`/x` → `x.html`, like common hosts) and a page that records console errors from the site
// itself while every request off the machine is refused.
import { afterAll, beforeAll } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { contentType, createSite } from '../../src/render/site/site.js';
import { launchBrowser } from './browser.js';
import { closeServer } from './local-server.js';

/** Build a project into a fresh temporary folder (no cache, one thread); a build with errors throws. */
export async function buildSiteOnce(root: string): Promise<string> {
  const out = join(mkdtempSync(join(tmpdir(), 'docwright-browser-')), 'site');
  const site = await createSite({ root, workers: 0, cacheDir: false });
  const result = await site.build(out);
  if (result.errors > 0) throw new Error(`Unexpected build errors: ${result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message).join('; ')}`);
  return out;
}

/**
 * The manual (docs/) built once per jest run and shared by the suites that only read the
 * result (browser, page-features, screens): it lives in the run's temporary root
 * (test/support/global-setup.ts), so each run builds it afresh. Two suites starting at once
 * may both build it; the first to finish is kept.
 */
export async function builtManual(): Promise<string> {
  const runRoot = process.env.DOCWRIGHT_TEST_RUN_TMP;
  const docs = resolve('docs');
  if (!runRoot) return buildSiteOnce(docs);
  const shared = join(runRoot, 'manual-site');
  if (existsSync(join(shared, 'index.html'))) return shared;
  const out = await buildSiteOnce(docs);
  try {
    renameSync(out, shared);
    return shared;
  } catch {
    return existsSync(join(shared, 'index.html')) ? shared : out;
  }
}

/**
 * A static file server for a built site, as common hosts serve one: `/x` → `x.html`, `/` →
 * `index.html`, anything else → the site's `404.html` with status 404; optionally under a
 * base path (`/docs`). The URL returned includes the base path.
 */
export async function serveSite(dir: string, base = ''): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    void (async () => {
      const full = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const path = base && full.startsWith(base) ? full.slice(base.length) || '/' : full;
      for (const candidate of [path, `${path}.html`, join(path, 'index.html')]) {
        const file = resolve(dir, `.${candidate}`);
        if (!file.startsWith(dir)) break;
        try {
          if ((await stat(file)).isFile()) {
            res.writeHead(200, { 'content-type': contentType(file) });
            res.end(await readFile(file));
            return;
          }
        } catch {
          // try the next candidate
        }
      }
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(await readFile(join(dir, '404.html')));
    })();
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('Missing server address');
  return { server, url: `http://127.0.0.1:${address.port}${base}` };
}

/** `serveSite`, with the server put into `servers` for the suite to close; returns the URL. */
export async function hostSite(dir: string, servers: Server[], base = ''): Promise<string> {
  const { server, url } = await serveSite(dir, base);
  servers.push(server);
  return url;
}

/** A browser suite's chromium and the static servers of its built sites. */
export interface BrowserSuite {
  /** The browser, launched before the suite's tests (`Missing browser` before then). */
  readonly browser: Browser;
  /** `hostSite` for this suite: the server is closed after the suite's tests; returns the URL. */
  host: (dir: string, base?: string) => Promise<string>;
}

/** Launch a browser before the suite's tests; close it and every server it hosts after them. */
export function browserSuite(): BrowserSuite {
  let browser: Browser | undefined;
  const servers: Server[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map(closeServer));
  });
  return {
    get browser() {
      if (!browser) throw new Error('Missing browser');
      return browser;
    },
    host: (dir, base = '') => hostSite(dir, servers, base),
  };
}

/**
 * A page that records console errors from the site itself (the example links to a few
 * external media files, which the test does not fetch) and the path of every request it
 * makes, with the clipboard allowed.
 */
export async function openPage(browser: Browser, url: string, options: { colorScheme?: 'light' | 'dark'; viewport?: { width: number; height: number } } = {}): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 }, colorScheme: options.colorScheme ?? 'light' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const external: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
    external.push(route.request().url());
    return route.abort();
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    if (/ERR_FAILED|ERR_NAME_NOT_RESOLVED/.test(message.text()) && (where === '' || external.some((u) => message.text().includes(u) || where === u))) return;
    if (message.text().startsWith('Failed to load resource: net::')) return;
    errors.push(`${message.text()} (${where})`);
  });
  await page.goto(url);
  return { page, errors, requests };
}

let axeSource: string | undefined;

/** The serious and critical accessibility violations axe-core finds on the page as it is now, as `id: targets` lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(options: { resultTypes: string[] }): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    // Every rule still runs and every violation keeps all its nodes; only the passes and the
    // incomplete and inapplicable results, which nothing here reads, are not gathered node by
    // node (axe-core's documented option for speed).
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(' ')}`);
  });
}

/**
 * Answers every request of `page` from the built folder `site` as a static host does (`/x` →
 * `x.html`, `/x/` → `x/index.html`, else `404.html` with status 404); requests off `origin` are aborted.
 */
export async function routeBuiltSite(page: Page, origin: string, site: string): Promise<void> {
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== origin) return route.abort();
    const rel = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    for (const candidate of [rel, `${rel}.html`, join(rel, 'index.html')]) {
      const file = resolve(site, candidate);
      if (!file.startsWith(site) || candidate === '') continue;
      const body = await readFile(file).catch(() => undefined);
      if (body) return route.fulfill({ status: 200, contentType: contentType(file), body });
    }
    return route.fulfill({ status: 404, contentType: 'text/html', body: await readFile(join(site, '404.html')) });
  });
}
