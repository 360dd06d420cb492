// Remote specs in `build`: offline by default (issue 50), the copy in the cache folder is the one a
// commit pins; `--online` fetches them (cached, with a timeout and a size limit); a page whose spec is
// nowhere shows readers a neutral note, and the author a warning. The specs come from a local HTTP server.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearSpecCache } from '../../src/openapi/load.js';
import { closeServer, listenLocally } from '../support/local-server.js';
import { runMain } from '../support/run-main.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const fixture = (name: string): string => fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url));

let server: Server;
let base = '';
const asked: string[] = [];

beforeAll(async () => {
  const served = fixture('api-remote-served');
  server = createServer((req, res) => {
    const name = (req.url ?? '/').replace(/^\/+/, '');
    asked.push(name);
    // Declares more bytes than a spec may have: refused before its body is read.
    if (name === 'huge.json') return void res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024) }).end('{}');
    if (!/^[a-z]+\.json$/.test(name) || !existsSync(join(served, name))) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(readFileSync(join(served, name)));
  });
  base = await listenLocally(server);
});
afterAll(() => closeServer(server));

/** The remote fixture with its spec URLs on the local server (`shared.json` renamed to `shared`). */
function project(shared = 'shared.json'): string {
  const root = mkdtempSync(join(tmpdir(), 'docwright-build-remote-'));
  cpSync(fixture('api-remote'), root, { recursive: true });
  const config = readFileSync(join(root, 'docs.json'), 'utf8').replaceAll('https://specs.example.com', base).replace('shared.json', shared);
  writeFileSync(join(root, 'docs.json'), config);
  return root;
}

const out = (): string => join(mkdtempSync(join(tmpdir(), 'docwright-build-remote-out-')), 'site');

describe('remote specs in `docwright build`', () => {
  test('`--online` fetches them into the cache folder: the API pages have their operations', async () => {
    clearSpecCache();
    asked.length = 0;
    const root = project();
    const site = out();
    const result = await runMain(root, ['build', root, '--out', site, '--no-cache', '--workers', '0', '--online']);
    expect(result.stderr).not.toMatch(/warning/);
    expect(result.code).toBe(0);
    expect(asked.sort()).toEqual(['kettle.json', 'shared.json']);
    expect(readFileSync(join(site, 'kettles/list.html'), 'utf8')).toContain('limit');
    // Later builds, without the flag, read that copy and ask nothing of the network.
    clearSpecCache();
    asked.length = 0;
    const again = await runMain(root, ['build', root, '--out', out(), '--no-cache', '--workers', '0']);
    expect(again.code).toBe(0);
    expect(again.stderr).not.toMatch(/warning/);
    expect(asked).toEqual([]);
  });

  for (const flags of [[], ['--offline']]) {
    test(`${flags.length === 0 ? 'without a flag' : '`--offline`'}, the build asks nothing of the network; without a cached copy readers get a neutral note, the author a warning`, async () => {
      clearSpecCache();
      asked.length = 0;
      const root = project();
      const site = out();
      const result = await runMain(root, ['build', root, '--out', site, '--no-cache', '--workers', '0', ...flags]);
      expect(result.code).toBe(0);
      expect(asked).toEqual([]);
      expect(result.stderr).toContain(`warning: Missing remote spec \`${base}/kettle.json\` in the cache folder, its pages show their front matter only (build with \`--online\` to fetch it into the cache folder)`);
      const page = readFileSync(join(site, 'kettles/list.html'), 'utf8');
      expect(page).toContain('The full reference for this endpoint is not available right now.');
      expect(page).not.toMatch(/offline|kettle\.json|--online|warning/i);
    });
  }

  test('a spec larger than the limit is refused with a warning, and the build goes on', async () => {
    clearSpecCache();
    const root = project('huge.json');
    const result = await runMain(root, ['build', root, '--out', out(), '--no-cache', '--workers', '0', '--online']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`warning: Unexpected \`${base}/huge.json\` of 67108864 bytes, expected at most 33554432: its pages show their front matter only`);
  });

  test('`--online` with `--offline` is a usage error', async () => {
    const root = project();
    const result = await runMain(root, ['build', root, '--out', out(), '--online', '--offline']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unexpected `--online` with `--offline`, expected one of them');
  });
});
