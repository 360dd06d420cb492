// The dev server's playground proxy against a local API (no network): what it forwards and
// passes back, and what it refuses: other origins, other targets, oversized or slow answers.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { declaredServers, handleProxy, isDeclaredTarget, isLoopback } from '../../src/dev/proxy.js';
import { startDevServer, type DevServer } from '../../src/dev/server.js';
import type { DevSite } from '../../src/dev/site-contract.js';
import { closeServer, listenLocally } from '../support/local-server.js';

// Long: it starts dev servers on real projects (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const seen: Seen[] = [];
let api = '';
let other = '';
const servers: Server[] = [];
let dev: DevServer | undefined;
let root = '';

function page(servers: string): string {
  return `<!doctype html><html><body><main><section class="dw-api-playground" id="dw-try-it" data-method="POST" data-path="/notes" data-mode="show" data-dw-servers="${servers}"></section></main></body></html>`;
}

/** A POST to `url` with exactly these headers and body, as a browser page would send it. */
function post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function envelope(fields: Record<string, unknown>): string {
  return JSON.stringify({ page: '/api/notes', method: 'POST', headers: [], ...fields });
}

function fromPage(base: string): Record<string, string> {
  return { origin: base, 'content-type': 'application/json', 'x-docwright-proxy': '1' };
}

beforeAll(async () => {
  const upstream = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url?.startsWith('/v1/slow')) return; // never answers
      if (req.url?.startsWith('/v1/big')) {
        res.end('x'.repeat(5000));
        return;
      }
      if (req.url?.startsWith('/v1/moved')) {
        res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' });
        res.end();
        return;
      }
      // No CORS headers at all: a browser alone could not read this.
      res.writeHead(201, 'Stored', { 'content-type': 'application/json', 'x-served-by': 'local-api', 'set-cookie': 'session=1' });
      res.end(JSON.stringify({ stored: true }));
    });
  });
  servers.push(upstream);
  api = await listenLocally(upstream);
  const second = createServer((_req, res) => res.end('other'));
  servers.push(second);
  other = await listenLocally(second);
  root = await mkdtemp(join(tmpdir(), 'docwright-proxy-'));
  const site: DevSite = {
    root,
    routes: () => ['/api/notes'],
    render: (path) => Promise.resolve(path === '/api/notes' ? { status: 200, contentType: 'text/html; charset=utf-8', body: page(`${api}/v1`) } : undefined),
    changed: () => Promise.resolve({ reloadAll: false, routes: [] }),
  };
  dev = await startDevServer({ root, port: 0, quiet: true, watch: false, site });
  await dev.ready;
});

afterAll(async () => {
  await dev?.close();
  for (const server of servers) await closeServer(server);
  if (root) await rm(root, { recursive: true, force: true });
});

describe('the dev server proxies the playground', () => {
  test('forwards method, path, query, headers and body to a declared server; passes status, headers and body back', async () => {
    const base = dev?.url ?? '';
    const res = await post(
      `${base}/__docwright/proxy`,
      { ...fromPage(base), cookie: 'docs=secret' },
      envelope({ url: `${api}/v1/notes/7?lang=en`, headers: [['Authorization', 'Bearer t-1'], ['X-Trace-Id', 'trace'], ['Content-Type', 'application/json'], ['Cookie', 'x=1']], body: '{"text":"hi"}' }),
    );
    expect(res.status).toBe(201);
    expect(res.headers['x-served-by']).toBe('local-api');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toBe('{"stored":true}');
    const last = seen.at(-1);
    expect(last?.method).toBe('POST');
    expect(last?.url).toBe('/v1/notes/7?lang=en');
    expect(last?.headers.authorization).toBe('Bearer t-1');
    expect(last?.headers['x-trace-id']).toBe('trace');
    expect(last?.headers['content-type']).toBe('application/json');
    // The docs' own cookies, origin and the proxy's header stay on this machine.
    expect(last?.headers.cookie).toBeUndefined();
    expect(last?.headers.origin).toBeUndefined();
    expect(last?.headers['x-docwright-proxy']).toBeUndefined();
    expect(last?.body).toBe('{"text":"hi"}');
  });

  test('a body the page sends as base64 (a file, a multipart body with a file) reaches the API as its bytes; a malformed one is refused', async () => {
    const base = dev?.url ?? '';
    const bytes = Buffer.from('--b\r\nContent-Disposition: form-data; name="photo"; filename="a.bin"\r\n\r\nraw bytes\r\n--b--\r\n');
    const res = await post(`${base}/__docwright/proxy`, fromPage(base), envelope({ url: `${api}/v1/notes`, headers: [['Content-Type', 'multipart/form-data; boundary=b']], bodyBase64: bytes.toString('base64') }));
    expect(res.status).toBe(201);
    expect(seen.at(-1)?.body).toBe(bytes.toString('utf8'));
    expect(seen.at(-1)?.headers['content-type']).toBe('multipart/form-data; boundary=b');
    const bad = await post(`${base}/__docwright/proxy`, fromPage(base), envelope({ url: `${api}/v1/notes`, bodyBase64: 'not base64!' }));
    expect(bad.status).toBe(400);
  });

  test('refuses what is not from its own page, and targets the page does not declare', async () => {
    const base = dev?.url ?? '';
    const before = seen.length;
    const target = envelope({ url: `${api}/v1/notes` });
    const refused = async (headers: Record<string, string>, body = target): Promise<number> => (await post(`${base}/__docwright/proxy`, headers, body)).status;
    expect(await refused({ 'content-type': 'application/json', 'x-docwright-proxy': '1' })).toBe(403);
    expect(await refused({ ...fromPage(base), origin: 'http://evil.example' })).toBe(403);
    expect(await refused({ origin: base, 'content-type': 'application/json' })).toBe(403);
    expect(await refused({ ...fromPage(base), 'content-type': 'text/plain' })).toBe(403);
    expect(await refused({ ...fromPage(base), 'sec-fetch-site': 'cross-site' })).toBe(403);
    // Another server on the same machine, a path beside the base URL, a page without a playground.
    expect(await refused(fromPage(base), envelope({ url: `${other}/v1/notes` }))).toBe(403);
    expect(await refused(fromPage(base), envelope({ url: `${api}/v2/notes` }))).toBe(403);
    expect(await refused(fromPage(base), envelope({ url: `${api}/v1/notes`, page: '/elsewhere' }))).toBe(403);
    expect(await refused(fromPage(base), 'not json')).toBe(400);
    expect(seen.length).toBe(before);
    const message = await post(`${base}/__docwright/proxy`, fromPage(base), envelope({ url: `${other}/v1/notes` }));
    expect(JSON.parse(message.text)).toEqual({ error: `Unexpected target \`${other}\`, expected one of the servers the page declares (\`${api}/v1\`)` });
    expect(message.headers['x-docwright-proxy-error']).toBe('1');
  });

  test('a redirect is shown, not followed', async () => {
    const base = dev?.url ?? '';
    const res = await post(`${base}/__docwright/proxy`, fromPage(base), envelope({ url: `${api}/v1/moved`, method: 'GET' }));
    expect(res.status).toBe(302);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['x-docwright-location']).toBe('http://127.0.0.1:1/elsewhere');
  });

  test('a slow answer times out and a large one is cut off, each said in words', async () => {
    const proxy = createServer((req, res) => {
      void handleProxy(req, res, { page: () => Promise.resolve(page(`${api}/v1`)), timeoutMs: 300, maxResponseBytes: 1000 });
    });
    servers.push(proxy);
    const base = await listenLocally(proxy);
    const slow = await post(`${base}/`, fromPage(base), envelope({ url: `${api}/v1/slow`, method: 'GET' }));
    expect(slow.status).toBe(502);
    expect(JSON.parse(slow.text)).toEqual({ error: `Unexpected failure reaching \`${api}\` (no answer within 0.3 s), expected an answer from the server` });
    const big = await post(`${base}/`, fromPage(base), envelope({ url: `${api}/v1/big`, method: 'GET' }));
    expect(big.status).toBe(502);
    expect(JSON.parse(big.text)).toEqual({ error: `Unexpected answer from \`${api}\` larger than 1000 bytes, expected a smaller one` });
  });
});

describe('only this machine', () => {
  test('loopback addresses are 127.0.0.0/8 (also IPv4-mapped) and ::1', () => {
    for (const address of ['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['192.168.1.20', '10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '::', 'fe80::1', '1127.0.0.1', undefined]) expect(isLoopback(address)).toBe(false);
  });

  test('a request from another machine (dev listening on every interface) is refused before anything is read or sent', async () => {
    const before = seen.length;
    const body = envelope({ url: `${api}/v1/notes` });
    const request = Object.assign(Readable.from([Buffer.from(body)]), {
      method: 'POST',
      headers: { host: 'docs.lan:3000', ...fromPage('http://docs.lan:3000') },
      socket: { remoteAddress: '192.168.1.20' },
    }) as unknown as IncomingMessage;
    const answer: { status?: number; body?: string } = {};
    const response = {
      writeHead: (status: number) => {
        answer.status = status;
        return response;
      },
      end: (text?: string) => {
        answer.body = text;
        return response;
      },
    } as unknown as ServerResponse;
    await handleProxy(request, response, { page: () => Promise.resolve(page(`${api}/v1`)) });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body ?? '{}')).toEqual({ error: 'Unexpected request to the playground proxy from `192.168.1.20`, expected one from this machine (the proxy serves loopback only)' });
    expect(seen.length).toBe(before);
  });
});

describe('what a page declares', () => {
  test('servers come from the playground section only, entities decoded', () => {
    expect(declaredServers(page('https://api.example.com/v1?k=1&#x26;j=2 http://localhost:8080'))).toEqual(['https://api.example.com/v1?k=1&j=2', 'http://localhost:8080']);
    expect(declaredServers('<div data-dw-servers="https://evil.example"></div>')).toEqual([]);
  });

  test('a playground kept off the proxy (`api.playground.proxy: false`) declares nothing', () => {
    expect(declaredServers(page('https://api.example.com/v1').replace('<section class="dw-api-playground"', '<section class="dw-api-playground" data-dw-proxy="off"'))).toEqual([]);
  });

  test('a target must be a declared base URL or below it, over http(s), without credentials', () => {
    const bases = ['https://api.example.com/v1/', 'http://localhost:8080'];
    expect(isDeclaredTarget(new URL('https://api.example.com/v1/notes'), bases)).toBe(true);
    expect(isDeclaredTarget(new URL('https://api.example.com/v1'), bases)).toBe(true);
    expect(isDeclaredTarget(new URL('http://localhost:8080/anything'), bases)).toBe(true);
    expect(isDeclaredTarget(new URL('https://api.example.com/v10/notes'), bases)).toBe(false);
    expect(isDeclaredTarget(new URL('https://api.example.com.evil.example/v1/notes'), bases)).toBe(false);
    expect(isDeclaredTarget(new URL('http://api.example.com/v1/notes'), bases)).toBe(false);
    expect(isDeclaredTarget(new URL('https://user:pw@api.example.com/v1/notes'), bases)).toBe(false);
  });
});
