// Remote specs and remote `$ref`s: every redirect hop is held to the rule the first URL
// passed (https, plain http only for loopback). A local HTTP server only: 127.0.0.2 stands
// for "another host" and is never listened on, so a request to it cannot succeed anyway;
// the server's log shows which requests were made.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fetchText, MAX_REDIRECTS } from '../../src/openapi/fetch-spec.js';
import { loadSpec } from '../../src/openapi/load.js';
import { tempProject } from '../support/project.js';

const SPEC = JSON.stringify({ openapi: '3.0.0', info: { title: 'Local', version: '1' }, paths: {} });
const PET = JSON.stringify({ type: 'object', properties: { name: { type: 'string' } } });
let server: Server;
let base = '';
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url.pathname + url.search);
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect' && to !== null) {
      res.writeHead(302, { location: to });
      res.end();
    } else if (url.pathname === '/loop') {
      res.writeHead(301, { location: '/loop' });
      res.end();
    } else if (url.pathname === '/pet.json') {
      res.end(PET);
    } else res.end(SPEC);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

const redirect = (to: string): string => `${base}/redirect?to=${encodeURIComponent(to)}`;

describe('redirects of a remote fetch', () => {
  test('a redirect to loopback over http, or within the same server, is followed', async () => {
    await expect(fetchText(redirect(`${base}/spec.json`), 5000)).resolves.toBe(SPEC);
    await expect(fetchText(redirect('/spec.json'), 5000)).resolves.toBe(SPEC);
  });

  test.each([
    ['another host over http', 'http://127.0.0.2:9/spec.json'],
    ['a file URL', 'file:///etc/passwd'],
    ['a data URL', 'data:application/json,{}'],
  ])('a redirect to %s is refused, naming both URLs', async (_label, to) => {
    requests.length = 0;
    await expect(fetchText(redirect(to), 5000)).rejects.toThrow(/^Unexpected redirect from `http:\/\/127\.0\.0\.1:\d+\/redirect\?to=[^`]+` to `[^`]+`, expected an `https:` URL/);
    expect(requests).toHaveLength(1);
  });

  test('a chain of redirects is refused at the first hop that leaves the rule', async () => {
    await expect(fetchText(redirect(redirect('http://127.0.0.2:9/spec.json')), 5000)).rejects.toThrow(/to `http:\/\/127\.0\.0\.2:9\/spec\.json`/);
  });

  test(`a redirect loop ends after ${MAX_REDIRECTS} hops`, async () => {
    requests.length = 0;
    await expect(fetchText(`${base}/loop`, 5000)).rejects.toThrow(`more than ${MAX_REDIRECTS} redirects`);
    expect(requests).toHaveLength(MAX_REDIRECTS + 1);
  });

  test('a remote spec behind a redirect to another host gets no text, and a warning', async () => {
    const root = tempProject({}, 'docwright-fetch-');
    const result = await loadSpec(redirect('http://127.0.0.2:9/spec.json'), { root, timeoutMs: 5000, offline: false });
    expect(result.spec).toBeUndefined();
    expect(result.diagnostics.map((d) => d.message).join('\n')).toMatch(/Unexpected redirect from .* to `http:\/\/127\.0\.0\.2:9\/spec\.json`/);
  });

  test('a remote `$ref` behind a redirect to another host is not read; one behind an allowed redirect is', async () => {
    const root = tempProject({}, 'docwright-fetch-');
    const spec = {
      openapi: '3.0.0',
      info: { title: 'Refs', version: '1' },
      paths: {},
      components: { schemas: { Good: { $ref: redirect(`${base}/pet.json`) }, Bad: { $ref: redirect('http://127.0.0.2:9/pet.json') } } },
    };
    writeFileSync(join(root, 'openapi.json'), JSON.stringify(spec));
    const result = await loadSpec('openapi.json', { root, timeoutMs: 5000, offline: false });
    const schemas = JSON.stringify(result.spec?.components);
    expect(schemas).toContain('"Good":{"type":"object"');
    expect(schemas).not.toContain('"Bad":{"type":"object"');
    expect(result.diagnostics.map((d) => d.message).join('\n')).toMatch(/Unexpected redirect from .* to `http:\/\/127\.0\.0\.2:9\/pet\.json`/);
  });
});
