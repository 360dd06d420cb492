// Issue 15 item 5: API pages degrade, never vanish. A dangling `$ref` marks one schema;
// a spec that cannot be read leaves each page its front matter and its own content, with
// one warning per spec; a build fetches remote specs into the cache folder, and later
// offline builds read that copy.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearSpecCache } from '../../src/openapi/load.js';
import { createSite } from '../../src/render/site/site.js';
import type { BuildResult } from '../../src/render/site/site-types.js';
import { closeServer, listenLocally } from '../support/local-server.js';
import { expectContains } from '../support/text.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const fixture = (name: string): string => fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url));

function outDir(): string {
  return join(mkdtempSync(join(tmpdir(), 'docwright-api-out-')), 'site');
}

/** Build `root`: the result, its findings as sorted `file:line:column severity rule: message` lines (files relative to `root`, remote specs by URL), and each page's HTML. */
async function build(root: string, options: { offline?: boolean; specCacheDir?: string } = {}): Promise<{ result: BuildResult; findings: string[]; html: (page: string) => string }> {
  const site = await createSite({ root, workers: 0, cacheDir: false, ...options });
  const out = outDir();
  const result = await site.build(out);
  const findings = result.diagnostics.map((d) => `${/^https?:/.test(d.file) ? d.file : relative(root, d.file)}:${d.line}:${d.column} ${d.severity} ${d.ruleId}: ${d.message}`).sort();
  return { result, findings, html: (page) => readFileSync(join(out, `${page}.html`), 'utf8') };
}

describe('a spec with dangling `$ref`s', () => {
  test('each operation renders with the schema marked unresolved; one error per missing target', async () => {
    const { findings, html } = await build(fixture('api-dangling-ref'));
    expect(findings).toEqual([
      'kettle.yaml:25:13 error openapi-ref: Missing `$ref` target `#/components/schemas/NewKettle`',
      'kettle.yaml:48:15 error openapi-ref: Missing `$ref` target `#/components/schemas/BoilJob`',
      'kettle.yaml:59:9 error openapi-ref: Missing `$ref` target `#/components/schemas/Maker`',
    ]);
    const create = html('kettles/create');
    expect(create).toContain('A new kettle starts cold.');
    // Readers see a neutral note where the schema would be; the reference is in the build's warnings.
    expect(create.match(/The details of this schema are not available\./g)).toHaveLength(2);
    expect(create).not.toContain('#/components/schemas/');
    // `Maker` is used by two operations, reported once, marked on both.
    const list = html('kettles/list');
    expect(list).toContain('Kettles are listed newest first.');
    expect(list).toContain('The details of this schema are not available.');
    expect(list).toContain('temperature');
    expect(html('kettles/boil')).toContain('Boiling stops by itself at 100 degrees.');
  });
});

describe('a spec that cannot be read', () => {
  test('missing and unparsable specs: pages from their front matter, one warning per spec', async () => {
    const { result, findings, html } = await build(fixture('api-missing-spec'));
    expect(findings).toEqual([
      'broken.yaml:7:1 warn openapi-syntax: Unexpected invalid YAML (Flow sequence in block collection must be sufficiently indented and end with a ]), expected a YAML document',
      // At `api.openapi` in docs.json, which names it; the other at the `openapi` key of the page that alone names it.
      'docs.json:8:16 warn openapi-source: Missing spec file `specs/teapot.yaml`',
      'teapots/pour.mdx:3:1 warn openapi-source: Missing spec file `specs/elsewhere.yaml`',
    ]);
    expect(result.errors).toBe(0);
    const list = html('teapots/list');
    expectContains(list, [
      '<h1 id="page-title">List teapots</h1>',
      'Every teapot you own',
      'Teapots are sorted by capacity.',
      '/teapots',
      'The full reference for this endpoint is not available right now.',
    ]);
    expect(list).not.toContain('teapot.yaml');
    expect(html('teapots/pour')).toContain('Pouring needs a cup.');
    expect(html('teapots/brew')).toContain('Brewing takes four minutes.');
  });

  test('remote specs offline (top level and tab): every page builds, one warning per spec naming `--offline`', async () => {
    const { result, findings, html } = await build(fixture('api-remote'), { offline: true, specCacheDir: join(mkdtempSync(join(tmpdir(), 'docwright-spec-cache-')), 'cache') });
    expect(findings).toEqual([
      // At the `openapi` values of docs.json that name them (the tab's, the top level's).
      'docs.json:21:20 warn openapi-remote: Missing remote spec `https://specs.example.com/kettle.json` in the cache folder, its pages show their front matter only (build with `--online` to fetch it into the cache folder)',
      'docs.json:8:16 warn openapi-remote: Missing remote spec `https://specs.example.com/shared.json` in the cache folder, its pages show their front matter only (build with `--online` to fetch it into the cache folder)',
    ]);
    expect(result.pages).toBe(5);
    expect(html('kettles/list')).toContain('Only kettles you own are listed.');
    expect(html('status')).toContain('Green means all kettles answer.');
    // The navigation's `POST /kettles` still gets its page, where Mintlify puts an untagged operation's.
    expect(html('api-reference/post-kettles')).toContain('/kettles');
  });
});

describe('by default remote specs are fetched into the cache folder, then read offline', () => {
  let server: Server;
  let base = '';
  let requests = 0;
  beforeAll(async () => {
    const served = fixture('api-remote-served');
    server = createServer((req, res) => {
      requests++;
      const name = (req.url ?? '/').replace(/^\/+/, '');
      if (!/^[a-z]+\.json$/.test(name) || !existsSync(join(served, name))) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(readFileSync(join(served, name)));
    });
    base = await listenLocally(server);
  });
  afterAll(() => closeServer(server));

  test('an online build fetches each spec once and stores it; a build without `offline` (the default) uses that copy and no network, silently', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docwright-api-remote-'));
    cpSync(fixture('api-remote'), root, { recursive: true });
    const config = readFileSync(join(root, 'docs.json'), 'utf8').replaceAll('https://specs.example.com', base);
    writeFileSync(join(root, 'docs.json'), config);
    const specCacheDir = join(root, '.docwright-cache');

    const online = await build(root, { offline: false, specCacheDir });
    expect(online.findings).toEqual([]);
    expect(requests).toBe(2);
    expect(readdirSync(join(specCacheDir, 'specs'))).toHaveLength(2);
    expect(online.html('kettles/list')).toContain('limit');
    expect(online.html('status')).toContain('Service status');

    clearSpecCache();
    // The default: the copy in the cache folder is the one the commit pins; the server is not asked.
    const pinned = await build(root, { specCacheDir });
    expect(requests).toBe(2);
    expect(pinned.findings).toEqual([]);
    expect(pinned.html('kettles/list')).toContain('limit');
    expect(pinned.html('kettles/list')).toContain('Only kettles you own are listed.');
    await closeServer(server);
  });
});

describe('an invalid operation on a page generated from the navigation', () => {
  test('its problems are reported at the spec only: no finding at the generated page, which has no file', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docwright-api-invalid-'));
    writeFileSync(join(root, 'docs.json'), JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Kettles', colors: { primary: '#0D7A5F' }, navigation: { groups: [{ group: 'API', openapi: 'kettle.yaml', pages: ['index'] }] } }));
    writeFileSync(join(root, 'index.mdx'), '---\ntitle: Home\ndescription: The kettle API.\n---\n\nKettles.\n');
    writeFileSync(join(root, 'kettle.yaml'), ['openapi: 3.0.3', 'info: {title: Kettles, version: "1"}', 'paths:', '  /kettles:', '    post:', '      summary: Fill a kettle', '      description: Fills it to the line.', ''].join('\n'));
    const { findings, html } = await build(root, { offline: true });
    expect(findings).toEqual(['kettle.yaml:5:5 error openapi-invalid: Missing `responses` in `paths./kettles.post`']);
    expect(html('api-reference/fill-a-kettle')).toContain('Fills it to the line.');
  });
});
