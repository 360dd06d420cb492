// Pagefind is an optional peer dependency: without it `build` and `dev` make the whole site with
// search off, say so once (also in the json report), and render no search box. The absence is
// injected by naming a module that is not installed (`searchModule`), never by uninstalling.
import { describe, expect, jest, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatResults } from '../../src/findings/report/index.js';
import { checkUrl } from '../../src/findings/checks.js';
import { createSite } from '../../src/render/site/site.js';
import { tempOutDir } from '../support/project.js';
import { DOCS_JSON, makeProject } from './helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const MISSING = 'docwright-test-no-pagefind';
const FILES = {
  'docs.json': DOCS_JSON,
  'index.mdx': '---\ntitle: Welcome\n---\n\nHello.\n',
  'quickstart.mdx': '---\ntitle: Quickstart\n---\n\nRun it.\n',
  'guide/advanced.mdx': '---\ntitle: Advanced\n---\n\nDeep.\n',
  'api/overview.mdx': '---\ntitle: API overview\n---\n\nThe API.\n',
};
const WARNING = `Unexpected site without search (\`${MISSING}\` is not installed), expected the search index: run \`npm i -D pagefind\``;

describe('a site without Pagefind', () => {
  test('build: every page, no search index or box, one warning at docs.json, no error', async () => {
    const root = makeProject(FILES);
    const out = tempOutDir();
    const result = await (await createSite({ root, workers: 0, cacheDir: false, searchModule: MISSING })).build(out);
    expect(result).toMatchObject({ pages: 4, errors: 0, searchIndexed: false });
    const off = result.diagnostics.filter((d) => d.ruleId === 'search-off');
    expect(off).toEqual([{ file: join(root, 'docs.json'), line: 1, column: 1, ruleId: 'search-off', severity: 'warn', message: WARNING, url: checkUrl('search-off') }]);
    expect(result.warnings).toBe(result.diagnostics.length);
    expect(existsSync(join(out, 'pagefind'))).toBe(false);
    expect(existsSync(join(out, '_docwright', 'search.json'))).toBe(false);
    for (const page of ['index.html', 'quickstart.html', '404.html']) {
      const html = readFileSync(join(out, page), 'utf8');
      expect({ page, box: html.includes('data-dw-search'), article: html.includes('<article') }).toEqual({ page, box: false, article: true });
    }
    expect(readFileSync(join(out, '404.html'), 'utf8')).not.toContain('search the docs');
    const json = JSON.parse(formatResults([{ file: join(root, 'docs.json'), findings: off }], 'json', { cwd: root })) as { warningCount: number; files: { findings: { ruleId: string; message: string }[] }[] };
    expect(json.warningCount).toBe(1);
    expect(json.files[0]?.findings[0]).toMatchObject({ ruleId: 'search-off', message: WARNING });
  });

  test('dev: pages without a search box, the warning among the findings, no search files', async () => {
    const root = makeProject(FILES);
    const site = await createSite({ root, dev: true, searchModule: MISSING });
    const page = await site.render('/quickstart');
    expect(page?.status).toBe(200);
    expect(String(page?.body)).not.toContain('data-dw-search');
    expect(site.findings().filter((d) => d.ruleId === 'search-off').map((d) => d.message)).toEqual([WARNING]);
    expect(await site.render('/pagefind/pagefind.js')).toBeUndefined();
    expect(await site.render('/_docwright/search.json')).toBeUndefined();
  });

  test('with Pagefind, pages keep the search box and dialog', async () => {
    const root = makeProject(FILES);
    const site = await createSite({ root, dev: true });
    const html = String((await site.render('/quickstart'))?.body);
    expect([html.includes('data-dw-search=""'), html.includes('data-dw-search-dialog')]).toEqual([true, true]);
    // The dev server's index is one bundle: its manifest names it.
    const manifest = await site.render('/_docwright/search.json');
    expect([manifest?.contentType, JSON.parse(String(manifest?.body))]).toEqual([expect.stringContaining('json'), { shards: [{ path: 'pagefind/', languages: {} }] }]);
    expect(site.findings().filter((d) => d.ruleId === 'search-off')).toEqual([]);
  });
});
