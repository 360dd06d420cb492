// The playground proxy end to end (issue 47 item 9): a page `docwright dev` serves, in
// chromium, sends "Try it" to a local API that sends no CORS headers at all. Through the dev
// server's proxy the answer arrives; with `api.playground.proxy: false` the browser sends the
// request itself and the page explains the CORS refusal, as a built site always does.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startDevServer, type DevServer } from '../../src/dev/server.js';
import { launchBrowser } from '../support/browser.js';
import { closeServer, listenLocally } from '../support/local-server.js';

// Long: it builds sites and drives a browser over them (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const received: { method: string; path: string; body: string }[] = [];
let api: Server | undefined;
let apiUrl = '';
let dir = '';
let browser: Browser | undefined;
const devs: DevServer[] = [];

/** A project with one API page whose spec's server is the local API; `proxy` is `api.playground.proxy` (unset when undefined). */
async function project(name: string, proxy: boolean | undefined): Promise<string> {
  const root = join(dir, name);
  await mkdir(join(root, 'api'), { recursive: true });
  const playground = { display: 'interactive', ...(proxy === undefined ? {} : { proxy }) };
  await writeFile(join(root, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Notes', colors: { primary: '#16A34A' }, navigation: { groups: [{ group: 'API', pages: ['api/note'] }] }, api: { openapi: 'openapi.json', playground } }));
  await writeFile(
    join(root, 'openapi.json'),
    JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Notes', version: '1' },
      servers: [{ url: `${apiUrl}/v1` }],
      paths: { '/notes': { post: { summary: 'Add a note', requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '201': { description: 'Stored' } } } } },
    }),
  );
  await writeFile(join(root, 'api/note.mdx'), '---\ntitle: Add a note\nopenapi: POST /notes\n---\n');
  return root;
}

beforeAll(async () => {
  // No CORS headers at all, not even to a preflight: a browser alone cannot read its answers.
  api = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: new URL(req.url ?? '/', 'http://x').pathname, body });
      res.writeHead(req.method === 'POST' ? 201 : 204, { 'content-type': 'application/json' });
      res.end(req.method === 'POST' ? JSON.stringify({ stored: 'through the proxy' }) : undefined);
    });
  });
  apiUrl = await listenLocally(api);
  dir = await mkdtemp(join(tmpdir(), 'docwright-proxy-browser-'));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const dev of devs) await dev.close();
  if (api) await closeServer(api);
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The API page served by `dev` for the project, its playground opened, `{"text":"hi"}` sent; the page once the answer (or the refusal) is shown. */
async function sendFromDev(root: string): Promise<Page> {
  if (!browser) throw new Error('Missing browser');
  const dev = await startDevServer({ root, port: 0, quiet: true, watch: false });
  devs.push(dev);
  await dev.ready;
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${dev.url}/api/note`);
  await page.getByRole('button', { name: 'Try it' }).click();
  await page.locator('dialog.dw-api-dialog[open]').waitFor();
  await page.locator('[data-dw-body]').fill('{"text":"hi"}');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.locator('[data-dw-result]:not([aria-busy])').locator('[data-dw-status]:not(:empty), [data-dw-error]:not([hidden])').first().waitFor();
  return page;
}

describe('the playground on a page `docwright dev` serves', () => {
  test('goes through the local proxy by default: an API without CORS headers answers', async () => {
    const before = received.length;
    const page = await sendFromDev(await project('default', undefined));
    expect(await page.locator('[data-dw-status]').textContent()).toContain('201');
    expect(await page.locator('[data-dw-response]').textContent()).toContain('through the proxy');
    expect(await page.locator('[data-dw-error]').isHidden()).toBe(true);
    expect(received.slice(before)).toEqual([{ method: 'POST', path: '/v1/notes', body: '{"text":"hi"}' }]);
    await page.close();
  });

  test('`api.playground.proxy: false` keeps it off the proxy: the browser sends the request and the CORS refusal is explained', async () => {
    const page = await sendFromDev(await project('off', false));
    const message = (await page.locator('[data-dw-error]').textContent()) ?? '';
    expect(message).toContain('CORS');
    expect(message).toContain('Access-Control-Allow-Origin');
    expect(await page.locator('section.dw-api-playground').getAttribute('data-dw-proxy')).toBe('off');
    await page.close();
  });
});
