// A group with `openapi` and `pages` also gets the spec's operation pages, after its own pages
// (Mintlify's prebuild appends them): `check --links` accepts links to them and `build` writes them.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, jest, test } from '@jest/globals';
import { checkProject } from '../../src/check/check.js';
import { createSite } from '../../src/render/site/site.js';
import { docsJson, tempProject } from '../support/project.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const spec = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Kiln', version: '1' },
  paths: { '/firings': { get: { summary: 'List firings', tags: ['Firings'], responses: { 200: { description: 'OK' } } } } },
});

const files = {
  'docs.json': docsJson('Kiln', { groups: [{ group: 'API', openapi: 'kiln.json', pages: ['index', 'overview'] }] }, { favicon: '/favicon.svg' }),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'kiln.json': spec,
  'index.mdx': '---\ntitle: Home\ndescription: The start.\n---\n\nSee [the firings](/api-reference/firings/list-firings).\n',
  'overview.mdx': '---\ntitle: Overview\ndescription: What the API does.\n---\n\nText.\n',
};

describe('a group with `openapi` and `pages`', () => {
  test('check --links accepts a link to a generated page; build writes it after the listed pages', async () => {
    const root = tempProject(files, 'docwright-group-pages-');
    const checked = await checkProject(root, { links: true });
    expect(checked.findings.map((f) => `${f.ruleId} ${f.message}`)).toEqual([]);
    const site = await createSite({ root, workers: 0, cacheDir: false });
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-group-pages-out-')), 'site');
    const built = await site.build(out);
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = readFileSync(join(out, 'api-reference/firings/list-firings.html'), 'utf8');
    expect(html).toContain('List firings');
    // The sidebar lists the group's pages first, then the operation.
    const sidebar = ['>Home<', '>Overview<', '>List firings<'].map((label) => html.indexOf(label));
    expect(sidebar.every((at) => at >= 0)).toBe(true);
    expect([...sidebar].sort((a, b) => a - b)).toEqual(sidebar);
  });
});
