// `dev` fetches a remote spec once per session: the first render worker fetches it into the
// cache folder, and the workers started after it read that copy (issue 27).
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_RENDER_WORKERS, workerSite } from '../../src/dev/site-workers.js';
import { closeServer, listenLocally } from '../support/local-server.js';

// Long: it starts dev servers on real projects (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const SPEC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Kites', version: '1' },
  servers: [{ url: 'https://kites.example.com' }],
  paths: { '/kites': { get: { summary: 'List kites', description: 'Every kite in the shed.', responses: { '200': { description: 'ok' } } } } },
});

let server: Server;
let specUrl = '';
let fetches = 0;
let dir = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/spec.json') fetches++;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(SPEC);
  });
  specUrl = `${await listenLocally(server)}/spec.json`;
  dir = await mkdtemp(join(tmpdir(), 'docwright-fetch-once-'));
  await writeFile(join(dir, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Kites', colors: { primary: '#0D9373' }, api: { openapi: specUrl }, navigation: { groups: [{ group: 'API', pages: ['kites'] }] } }));
  await writeFile(join(dir, 'kites.mdx'), '---\nopenapi: GET /kites\n---\n');
});

afterAll(async () => {
  await closeServer(server);
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('dev with render workers', () => {
  test('every worker renders the remote spec\'s page; the spec was fetched once', async () => {
    expect(DEV_RENDER_WORKERS).toBeGreaterThan(1);
    const site = await workerSite(dir, undefined, false);
    try {
      // Two at once: both workers answer.
      const pages = await Promise.all([site.render('/kites'), site.render('/kites'), site.render('/kites')]);
      expect(pages.map((page) => String(page?.body).includes('Every kite in the shed.'))).toEqual([true, true, true]);
      expect(fetches).toBe(1);
    } finally {
      await site.close();
    }
  });
});
