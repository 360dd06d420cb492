// Issue 16: an `openapi` on a tab, group or anchor is tied to the pages under it. They are
// checked and built against that spec, never an unrelated config-wide one, and links to
// the pages generated from it are not broken.
import { describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkProject } from '../../src/check/check.js';
import { createSite } from '../../src/render/site/site.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const root = fileURLToPath(new URL('../../fixtures/api-tab-spec', import.meta.url));
const remote = fileURLToPath(new URL('../../fixtures/api-remote', import.meta.url));

describe('`openapi` on a navigation level', () => {
  test('check: pages and `METHOD /path` entries resolve against their tab’s spec, links to generated pages are fine', async () => {
    const result = await checkProject(root, { links: true });
    expect(result.findings.map((f) => `${relative(root, f.file)}:${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual([]);
  });

  test('check: an operation the tab’s spec lacks resolves, like Mintlify, to any spec of the project that defines it; one no spec defines is an error', async () => {
    const { mkdtempSync: temp, cpSync, writeFileSync } = await import('node:fs');
    const copy = temp(join(tmpdir(), 'docwright-levels-'));
    cpSync(root, copy, { recursive: true });
    writeFileSync(join(copy, 'kettles/list.mdx'), '---\nopenapi: GET /hub-only\n---\n\nText.\n');
    writeFileSync(join(copy, 'kettles/health.mdx'), '---\nopenapi: GET /no-spec-has-it\n---\n\nText.\n');
    writeFileSync(join(copy, 'shared.yaml'), readFileSync(join(root, 'shared.yaml'), 'utf8') + "  /hub-only:\n    get:\n      responses:\n        '200':\n          description: Up\n");
    const result = await checkProject(copy, { links: true });
    expect(result.findings.map((f) => `${relative(copy, f.file)}:${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual([
      'kettles/health.mdx:2:1 openapi-operation-missing Unexpected operation `GET /no-spec-has-it`, expected one that `kettle.yaml` defines',
    ]);
  });

  test('a `directory` that leads out of the project: `check` and `build` both report it at the `directory` key, and nothing is generated there', async () => {
    const { writeFileSync } = await import('node:fs');
    const copy = mkdtempSync(join(tmpdir(), 'docwright-dir-outside-'));
    const spec = '{ "openapi": "3.0.3", "info": { "title": "API", "version": "1" }, "paths": { "/plants": { "get": { "responses": { "200": { "description": "OK" } } } } } }\n';
    const groups = [{ group: 'Home', pages: ['index'] }, { group: 'API', openapi: { source: 'openapi.json', directory: '../x' } }];
    writeFileSync(join(copy, 'docs.json'), `${JSON.stringify({ theme: 'mint', name: 'Dir', colors: { primary: '#0D9373' }, navigation: { groups } }, null, 2)}\n`);
    writeFileSync(join(copy, 'openapi.json'), spec);
    writeFileSync(join(copy, 'index.mdx'), '---\ntitle: Home\ndescription: Home page.\n---\n\nHello.\n');
    const expected = ['docs.json:19:11 openapi-directory Unexpected OpenAPI `directory` `../x`, expected a folder inside the project: no page is generated for `openapi.json`'];
    const checked = await checkProject(copy);
    expect(checked.findings.filter((f) => f.ruleId === 'openapi-directory').map((f) => `${relative(copy, f.file)}:${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual(expected);
    const out = mkdtempSync(join(tmpdir(), 'docwright-dir-outside-out-'));
    const built = await (await createSite({ root: copy, workers: 0, cacheDir: false })).build(join(out, 'site'));
    expect(built.diagnostics.filter((f) => f.ruleId === 'openapi-directory').map((f) => `${relative(copy, f.file)}:${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual(expected);
  });

  test('check: under a remote spec that is not cached, nothing is guessed and links into its folder are not broken', async () => {
    const result = await checkProject(remote, { links: true });
    expect(result.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  test('build: the same `GET /health` is the tab’s under the tab and the top-level one elsewhere; generated pages at `api-reference/<tag>/<summary>`', async () => {
    const site = await createSite({ root, workers: 0, cacheDir: false });
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-levels-out-')), 'site');
    const result = await site.build(out);
    expect(result.diagnostics.map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.message}`)).toEqual([]);
    expect(readFileSync(join(out, 'kettles/health.html'), 'utf8')).toContain('<h1 id="page-title">Kettle health</h1>');
    expect(readFileSync(join(out, 'health.html'), 'utf8')).toContain('<h1 id="page-title">Hub health</h1>');
    expect(readFileSync(join(out, 'api-reference/kettles/boil-water.html'), 'utf8')).toContain('/kettles/{id}/boil');
  });
});
