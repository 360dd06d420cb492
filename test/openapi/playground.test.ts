// The playground, driven in chromium as a reader would: a mock API on 127.0.0.1 records
// what arrives, fixture projects whose spec points at it go through the real site build,
// and the test fills the form, sends, and checks both what the server received and what
// the page shows.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { clearSpecCache } from '../../src/openapi/load.js';
import { contentType, createSite } from '../../src/render/site/site.js';
import { launchBrowser } from '../support/browser.js';
import { closeServer, listenLocally } from '../support/local-server.js';


// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

interface Received {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: string;
}

const spec = (api: string): string =>
  JSON.stringify(
    {
      openapi: '3.0.3',
      info: { title: 'Notes', version: '1' },
      servers: [{ url: `${api}/v1` }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          queryKey: { type: 'apiKey', in: 'query', name: 'api_key' },
          signature: { type: 'apiKey', in: 'header', name: 'X-Signature' },
        },
      },
      security: [{ bearerAuth: [] }],
      paths: {
        '/plants/{id}/notes': {
          post: {
            summary: 'Add a note',
            parameters: [
              { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
              { name: 'lang', in: 'query', schema: { type: 'string' } },
              { name: 'X-Trace-Id', in: 'header', schema: { type: 'string' } },
            ],
            requestBody: {
              required: true,
              content: { 'application/json': { schema: { type: 'object', properties: { text: { type: 'string' } } } } },
            },
            responses: { '201': { description: 'Stored' } },
          },
        },
        '/plants/{id}/photos': {
          post: {
            summary: 'Add photos',
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
            requestBody: {
              content: {
                'multipart/form-data': {
                  schema: { type: 'object', properties: { caption: { type: 'string' }, photo: { type: 'string', format: 'binary' }, scans: { type: 'array', items: { type: 'string', format: 'binary' } } } },
                },
              },
            },
            responses: { '201': { description: 'Stored' } },
          },
          put: {
            summary: 'Replace the photo',
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
            requestBody: { content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
            responses: { '200': { description: 'Stored' } },
          },
        },
        '/orders': { get: { summary: 'List orders', security: [{ bearerAuth: [], signature: [] }], responses: { '200': { description: 'ok' } } } },
        '/reports': { get: { summary: 'List reports', security: [{ bearerAuth: [] }, { queryKey: [] }, {}], responses: { '200': { description: 'ok' } } } },
        '/plants': {
          get: {
            summary: 'List plants',
            security: [{ queryKey: [] }],
            parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    },
    null,
    2,
  );

/** The parts of a multipart body, in order: each one's Content-Disposition holds `disposition`, and its content is `content`. */
function expectParts(body: string, expected: [string, string][]): void {
  const boundary = /^--([^\r\n]+)\r\n/.exec(body)?.[1] ?? '';
  const parts = body.split(`--${boundary}`).slice(1, -1).map((part) => {
    const [head = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
    return [head, rest.join('\r\n\r\n').replace(/\r\n$/, '')] as const;
  });
  expect(parts.map(([head, content]) => [expected.find(([disposition]) => head.includes(disposition))?.[0] ?? head, content])).toEqual(expected);
}

describe('API playground in chromium', () => {
  let apiServer: Server;
  let siteServer: Server;
  let api = '';
  let site = '';
  let dir = '';
  let browser: Browser;
  const received: Received[] = [];

  beforeAll(async () => {
    apiServer = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const cors = !url.pathname.startsWith('/nocors');
      if (cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, PATCH, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
        res.setHeader('Access-Control-Expose-Headers', 'X-Served-By');
      }
      if (req.method === 'OPTIONS') {
        res.statusCode = 204;
        res.end();
        return;
      }
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        received.push({ method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body });
        res.statusCode = req.method === 'POST' ? 201 : 200;
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('X-Served-By', 'mock-api');
        res.end(JSON.stringify({ stored: true, note: '<img src=x onerror=alert(1)>' }));
      });
    });
    api = await listenLocally(apiServer);

    // Five small projects through the real site build: the `api` settings differ.
    dir = await mkdtemp(join(tmpdir(), 'docwright-playground-'));
    const out = join(dir, 'site');
    const pages: Record<string, string> = {
      'api/note.mdx': '---\ntitle: Add a note\nopenapi: POST /plants/{id}/notes\n---\n',
      'api/list.mdx': '---\ntitle: List plants\nopenapi: GET /plants\n---\n',
      'api/simple.mdx': '---\ntitle: Simple\nplayground: simple\nopenapi: POST /plants/{id}/notes\n---\n',
      'api/hide.mdx': '---\ntitle: Hidden\nplayground: none\nopenapi: POST /plants/{id}/notes\n---\n',
      'api/orders.mdx': '---\nopenapi: GET /orders\n---\n',
      'api/photos.mdx': '---\ntitle: Add photos\nopenapi: POST /plants/{id}/photos\n---\n',
      'api/photo.mdx': '---\ntitle: Replace the photo\nopenapi: PUT /plants/{id}/photos\n---\n',
      'api/reports.mdx': '---\nopenapi: GET /reports\n---\n',
    };
    const nav = ['api/note', 'api/list', 'api/simple', 'api/hide', 'api/orders', 'api/reports', 'api/photos', 'api/photo'];
    // The other projects are opened at their note page only: they get that page alone.
    const noteOnly = ['api/note'];
    const projects: [string, string, Record<string, unknown>][] = [
      // Current generation, no `api.auth`: each operation's security scheme decides.
      ['a', 'docs.json', { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Notes', colors: { primary: '#16A34A' }, navigation: { groups: [{ group: 'API', pages: nav }] }, api: { openapi: 'openapi.json', playground: { display: 'interactive' } } }],
      ['basic', 'mint.json', { name: 'Notes', colors: { primary: '#16A34A' }, navigation: [{ group: 'API', pages: noteOnly }], openapi: 'openapi.json', api: { auth: { method: 'basic', name: 'user:pass' } } }],
      ['key', 'mint.json', { name: 'Notes', colors: { primary: '#16A34A' }, navigation: [{ group: 'API', pages: noteOnly }], openapi: 'openapi.json', api: { auth: { method: 'key', name: 'X-API-Key', inputPrefix: 'Token ' } } }],
      ['prefix', 'mint.json', { name: 'Notes', colors: { primary: '#16A34A' }, navigation: [{ group: 'API', pages: noteOnly }], openapi: 'openapi.json', api: { auth: { method: 'bearer', inputPrefix: 'Bearer ' } } }],
      ['bases', 'mint.json', { name: 'Notes', colors: { primary: '#16A34A' }, navigation: [{ group: 'API', pages: noteOnly }], openapi: 'openapi.json', api: { baseUrl: [`${api}/v1`, `${api}/v2`, `${api}/nocors`], auth: { method: 'bearer' } } }],
      // The spec's server URL has variables: one with an `enum`, one free.
      ['vars', 'docs.json', { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Notes', colors: { primary: '#16A34A' }, navigation: { groups: [{ group: 'API', pages: noteOnly }] }, api: { openapi: 'openapi.json' } }],
    ];
    const withVariables = (text: string): string => {
      const document = JSON.parse(text) as Record<string, unknown>;
      document.servers = [{ url: `${api}/{version}/{area}`, variables: { version: { default: 'v1', enum: ['v1', 'v2'] }, area: { default: 'north', description: 'Where the plants grow' } } }];
      return JSON.stringify(document);
    };
    clearSpecCache();
    for (const [name, configFile, config] of projects) {
      const project = join(dir, `project-${name}`);
      await mkdir(join(project, 'api'), { recursive: true });
      await writeFile(join(project, configFile), JSON.stringify(config, null, 2));
      await writeFile(join(project, 'openapi.json'), name === 'vars' ? withVariables(spec(api)) : spec(api));
      for (const [file, text] of Object.entries(pages)) if (name === 'a' || file === 'api/note.mdx') await writeFile(join(project, file), text);
      const site = await createSite({ root: project, workers: 0, cacheDir: false });
      const result = await site.build(join(out, name));
      if (result.errors > 0) throw new Error(`Build of ${name} failed: ${JSON.stringify(result.diagnostics)}`);
    }

    siteServer = createServer((req, res) => {
      let path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
      // Every build ships the same assets: serve them from the first one.
      if (path.startsWith('/_docwright/')) path = `/a${path}`;
      readFile(join(out, path)).then(
        (data) => {
          res.setHeader('Content-Type', contentType(path));
          res.end(data);
        },
        () => {
          res.statusCode = 404;
          res.end('not found');
        },
      );
    });
    site = await listenLocally(siteServer);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (apiServer) await closeServer(apiServer);
    if (siteServer) await closeServer(siteServer);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function open(name: string): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('dialog', (d) => {
      errors.push(`dialog: ${d.message()}`);
      void d.dismiss();
    });
    await page.goto(`${site}/${name}.html`);
    await page.waitForLoadState('load');
    // The playground is a dialog that "Try it" opens.
    const tryIt = page.getByRole('button', { name: 'Try it' });
    if ((await tryIt.count()) > 0) {
      await tryIt.click();
      await page.locator('dialog.dw-api-dialog[open]').waitFor();
    }
    return { page, errors };
  }

  async function sendAndWait(page: Page): Promise<void> {
    const before = received.length;
    await page.getByRole('button', { name: 'Send' }).click();
    // The mock API has this request, or the page refused to send it (not only the last request's
    // answer still on the page, which a loaded machine shows until this one is out); then its answer.
    const refused = page.locator('[data-dw-result] [data-dw-error]:not([hidden])');
    for (let waited = 0; received.length === before && (await refused.count()) === 0 && waited < 60_000; waited += 50) await page.waitForTimeout(50);
    await page.locator('[data-dw-result]:not([aria-busy])').locator('[data-dw-status]:not(:empty), [data-dw-error]:not([hidden])').first().waitFor();
  }

  /** `site`'s note page with the path parameter `id` filled in. */
  async function openNote(site: string, id: string): Promise<Page> {
    const { page } = await open(`${site}/api/note`);
    await page.locator('[data-dw-in="path"][data-dw-name="id"]').fill(id);
    return page;
  }

  /** The note page of `site` with note 7 chosen, and its credential field `label`, checked to start out as `prefix`. */
  async function prefilledCredential(site: string, label: string, prefix: string): Promise<{ page: Page; input: Locator }> {
    const page = await openNote(site, '7');
    const input = page.getByLabel(label, { exact: true });
    await expect(input.inputValue()).resolves.toBe(prefix);
    return { page, input };
  }

  function last(): Received {
    const r = received.at(-1);
    if (!r) throw new Error('The mock API received nothing');
    return r;
  }

  test('bearer: path, query, header, JSON body and token arrive exactly; the response is shown', async () => {
    const { page, errors } = await open('a/api/note');
    await page.locator('[data-dw-in="path"][data-dw-name="id"]').fill('42 a/b');
    await page.locator('[data-dw-in="query"][data-dw-name="lang"]').fill('en');
    await page.locator('[data-dw-in="header"][data-dw-name="X-Trace-Id"]').fill('trace-1');
    await page.getByLabel('Token').fill('secret-token');
    await page.locator('[data-dw-body]').fill('{"text": "hello"}');
    const before = received.length;
    await sendAndWait(page);
    expect(received.length).toBe(before + 1);
    const r = last();
    expect(r.method).toBe('POST');
    expect(r.path).toBe('/v1/plants/42%20a%2Fb/notes');
    expect(r.query).toEqual({ lang: 'en' });
    expect(r.headers.authorization).toBe('Bearer secret-token');
    expect(r.headers['x-trace-id']).toBe('trace-1');
    expect(r.headers['content-type']).toBe('application/json');
    expect(r.body).toBe('{"text": "hello"}');
    await expect(page.locator('[data-dw-status]').textContent()).resolves.toMatch(/^201 Created · \d+ ms$/);
    const shown = await page.locator('[data-dw-response]').textContent();
    expect(shown).toContain('"stored": true');
    // Untrusted response text is shown as text, never parsed as HTML.
    expect(shown).toContain('"<img src=x onerror=alert(1)>"');
    await expect(page.locator('[data-dw-response] img').count()).resolves.toBe(0);
    await expect(page.locator('[data-dw-headers]').textContent()).resolves.toContain('mock-api');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('file inputs: a multipart body sends each chosen file as a part with its name, the other fields as written', async () => {
    const { page, errors } = await open('a/api/photos');
    await page.locator('[data-dw-in="path"][data-dw-name="id"]').fill('7');
    await page.locator('[data-dw-body]').fill('{"caption": "leafy"}');
    await page.locator('input[data-dw-file="photo"]').setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: Buffer.from('PHOTO-BYTES') });
    await page.locator('input[data-dw-file="scans"]').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: Buffer.from('SCAN-A') },
      { name: 'b.png', mimeType: 'image/png', buffer: Buffer.from('SCAN-B') },
    ]);
    await sendAndWait(page);
    const r = last();
    expect([r.method, r.path]).toEqual(['POST', '/v1/plants/7/photos']);
    expect(r.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expectParts(r.body, [
      ['name="caption"', 'leafy'],
      ['name="photo"; filename="leaf.png"', 'PHOTO-BYTES'],
      ['name="scans"; filename="a.png"', 'SCAN-A'],
      ['name="scans"; filename="b.png"', 'SCAN-B'],
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('file input: a body that is a file\'s bytes sends the chosen file as the raw body, with the spec\'s media type', async () => {
    const { page, errors } = await open('a/api/photo');
    await page.locator('[data-dw-in="path"][data-dw-name="id"]').fill('7');
    await page.locator('input[data-dw-body-file]').setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: Buffer.from('RAW-PHOTO') });
    await sendAndWait(page);
    const r = last();
    expect([r.method, r.path, r.headers['content-type'], r.body]).toEqual(['PUT', '/v1/plants/7/photos', 'application/octet-stream', 'RAW-PHOTO']);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('basic: two fields named by `name`, sent as Basic credentials', async () => {
    const page = await openNote('basic', '7');
    await page.getByLabel('user', { exact: true }).fill('alice');
    await page.getByLabel('pass', { exact: true }).fill('s3cret:é');
    await sendAndWait(page);
    const r = last();
    expect(r.path).toBe('/v1/plants/7/notes');
    expect(r.headers.authorization).toBe(`Basic ${Buffer.from('alice:s3cret:é', 'utf8').toString('base64')}`);
    await page.close();
  });

  test('key in a header, pre-filled with inputPrefix', async () => {
    const { page, input } = await prefilledCredential('key', 'X-API-Key', 'Token ');
    await input.fill('Token abc123');
    await sendAndWait(page);
    const r = last();
    expect(r.headers['x-api-key']).toBe('Token abc123');
    expect(r.headers.authorization).toBeUndefined();
    await page.close();
  });

  test('bearer with inputPrefix "Bearer " sends the scheme once', async () => {
    const { page, input } = await prefilledCredential('prefix', 'Token', 'Bearer ');
    await input.fill('Bearer abc123');
    await sendAndWait(page);
    expect(last().headers.authorization).toBe('Bearer abc123');
    // Only the prefix left in the field: no Authorization header at all.
    await input.fill('Bearer ');
    await sendAndWait(page);
    expect(last().headers.authorization).toBeUndefined();
    await page.close();
  });

  test('key in the query when the spec puts it there', async () => {
    const { page } = await open('a/api/list');
    await page.locator('[data-dw-in="query"][data-dw-name="limit"]').fill('5');
    await page.getByLabel('api_key', { exact: true }).fill('k-9');
    await sendAndWait(page);
    const r = last();
    expect(r.method).toBe('GET');
    expect(r.path).toBe('/v1/plants');
    expect(r.query).toEqual({ limit: '5', api_key: 'k-9' });
    expect(r.body).toBe('');
    await page.close();
  });

  test('a requirement naming two schemes sends both', async () => {
    const { page, errors } = await open('a/api/orders');
    await page.getByLabel('Token').fill('t-1');
    await page.getByLabel('X-Signature', { exact: true }).fill('sig-1');
    await sendAndWait(page);
    const r = last();
    expect(r.path).toBe('/v1/orders');
    expect(r.headers.authorization).toBe('Bearer t-1');
    expect(r.headers['x-signature']).toBe('sig-1');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('alternative requirements: the reader chooses one, and only its credentials are sent', async () => {
    const { page, errors } = await open('a/api/reports');
    const method = page.getByLabel('Method');
    await expect(method.locator('option').allTextContents()).resolves.toEqual(['bearerAuth', 'queryKey', 'No authorization']);
    await page.getByLabel('Token').fill('t-2');
    await expect(page.getByLabel('api_key', { exact: true }).isVisible()).resolves.toBe(false);
    await sendAndWait(page);
    expect(last().headers.authorization).toBe('Bearer t-2');
    expect(last().query).toEqual({});
    await method.selectOption({ label: 'queryKey' });
    await expect(page.getByLabel('Token').isVisible()).resolves.toBe(false);
    await page.getByLabel('api_key', { exact: true }).fill('k-2');
    await sendAndWait(page);
    expect(last().headers.authorization).toBeUndefined();
    expect(last().query).toEqual({ api_key: 'k-2' });
    await method.selectOption({ label: 'No authorization' });
    await sendAndWait(page);
    expect(last().headers.authorization).toBeUndefined();
    expect(last().query).toEqual({});
    expect(errors).toEqual([]);
    await page.close();
  });

  test('base URL selector switches where the request goes', async () => {
    const page = await openNote('bases', '1');
    await page.getByLabel('Base URL').selectOption(`${api}/v2`);
    await sendAndWait(page);
    expect(last().path).toBe('/v2/plants/1/notes');
    await page.getByLabel('Base URL').selectOption(`${api}/v1`);
    await sendAndWait(page);
    expect(last().path).toBe('/v1/plants/1/notes');
    await page.close();
  });

  test('server variables: a select of an enum, a text input otherwise; the request and the request examples follow the choice', async () => {
    const page = await openNote('vars', '3');
    const version = page.locator('select[data-dw-server-var="version"]');
    const area = page.locator('input[data-dw-server-var="area"]');
    await expect(version.locator('option').allTextContents()).resolves.toEqual(['v1', 'v2']);
    await expect(area.inputValue()).resolves.toBe('north');
    const examples = page.locator('.dw-request-example');
    await expect(examples.textContent()).resolves.toContain(`${api}/v1/north/plants/`);
    await sendAndWait(page);
    expect(last().path).toBe('/v1/north/plants/3/notes');
    await version.selectOption('v2');
    await area.fill('south');
    await sendAndWait(page);
    expect(last().path).toBe('/v2/south/plants/3/notes');
    const shown = (await examples.textContent()) ?? '';
    expect(shown).toContain(`${api}/v2/south/plants/`);
    expect(shown).not.toContain('/v1/north');
    await expect(page.locator('.dw-api-bar .dw-api-base').textContent()).resolves.toBe(`${api}/v2/south`);
    await page.close();
  });

  test('a CORS failure is explained in words', async () => {
    const page = await openNote('bases', '1');
    await page.getByLabel('Base URL').selectOption(`${api}/nocors`);
    await sendAndWait(page);
    const message = await page.locator('[data-dw-error]').textContent();
    expect(message).toContain('CORS');
    expect(message).toContain('Access-Control-Allow-Origin');
    await page.close();
  });

  test('a missing path parameter and invalid JSON are refused before sending', async () => {
    const { page } = await open('a/api/note');
    const before = received.length;
    await sendAndWait(page);
    await expect(page.locator('[data-dw-error]').textContent()).resolves.toBe('Missing path parameter id.');
    await page.locator('[data-dw-in="path"][data-dw-name="id"]').fill('1');
    await page.locator('[data-dw-body]').fill('{"text": ');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('[data-dw-error]').textContent()).resolves.toMatch(/^The body is not valid JSON: /);
    expect(received.length).toBe(before);
    await page.close();
  });

  test('simple mode shows the endpoint without inputs; hide shows nothing', async () => {
    const simple = await open('a/api/simple');
    await expect(simple.page.locator('.dw-api-bar .dw-api-method').textContent()).resolves.toBe('POST');
    await expect(simple.page.locator('.dw-api-bar .dw-api-path').textContent()).resolves.toBe('/plants/{id}/notes');
    await expect(simple.page.locator('.dw-api-playground, .dw-api-bar input, .dw-api-bar textarea, [data-dw-try]').count()).resolves.toBe(0);
    await expect(simple.page.locator('script[src*="api-playground"]').count()).resolves.toBe(0);
    // Styled: the playground's style sheet is linked without its script.
    await expect(simple.page.locator('link[rel=stylesheet][href*="api-playground.css"]').count()).resolves.toBe(1);
    await expect(simple.page.locator('.dw-api-method').evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe('rgb(219, 234, 254)');
    await simple.page.close();
    const hide = await open('a/api/hide');
    await expect(hide.page.locator('.dw-api-playground, .dw-api-bar').count()).resolves.toBe(0);
    // The reference itself is still there.
    await expect(hide.page.locator('.dw-param-field#param-id .dw-field-name').textContent()).resolves.toBe('id');
    await hide.page.close();
  });
});
