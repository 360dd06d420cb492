// What search holds (issue 27 item 6): pages in the navigation only (hidden pages and pages
// outside it are left out unless `seo.indexing` is `all`), no page-options menu or other
// chrome in the indexed text, and each page's group and language as Pagefind metadata.
import { describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { searchable } from '../../src/render/site/search.js';
import { tempOutDir } from '../support/project.js';
import { makeProject } from './helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const DOCS = { theme: 'mint', name: 'Scope', colors: { primary: '#0D9373' }, contextual: { options: ['copy'] }, navigation: { groups: [{ group: 'Get, started', pages: ['index', 'secret'] }] } };
const FILES = {
  'index.mdx': '---\ntitle: Home\n---\n\n## Install\n\nInstall the zebrafish.\n',
  'secret.mdx': '---\ntitle: Secret\nhidden: true\n---\n\nA hidden zebrafish.\n',
  'outside.mdx': '---\ntitle: Outside\n---\n\nAn unlisted zebrafish.\n',
};

function pageCount(out: string): number {
  const entry = JSON.parse(readFileSync(join(out, 'pagefind', 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

describe('search scope', () => {
  test('only navigation pages are indexed; `seo.indexing: all` brings the others in (never a noindex or failed page)', async () => {
    const root = makeProject({ 'docs.json': JSON.stringify(DOCS), ...FILES });
    const out = tempOutDir();
    expect(await (await createSite({ root, workers: 0, cacheDir: false })).build(out)).toMatchObject({ errors: 0, searchIndexed: true });
    expect(pageCount(out)).toBe(1);
    const all = makeProject({ 'docs.json': JSON.stringify({ ...DOCS, seo: { indexing: 'all' } }), ...FILES });
    const allOut = tempOutDir();
    await (await createSite({ root: all, workers: 0, cacheDir: false })).build(allOut);
    expect(pageCount(allOut)).toBe(3);
    const project = { model: { seo: { indexing: 'all' } }, pages: new Map() } as never;
    expect(searchable({ path: 'x', noindex: true, failed: false }, project)).toBe(false);
    expect(searchable({ path: 'x', noindex: false, failed: true }, project)).toBe(false);
  });

  test('the page menu and the narrow-screen contents are left out of the text; the group is metadata, and no Pagefind filter is written (its index is not reproducible)', async () => {
    const root = makeProject({ 'docs.json': JSON.stringify(DOCS), ...FILES });
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    const html = String((await site.render('/'))?.body);
    expect(html).toContain('<article class="dw-article" data-pagefind-body="" data-pagefind-meta="group:Get started">');
    expect(html).not.toContain('data-pagefind-filter');
    expect(html).toContain('<div class="dw-contextual" data-dw-contextual="" data-pagefind-ignore="">');
    expect(html).toContain('<details class="dw-toc-mobile" data-pagefind-ignore=""><summary>On this page</summary>');
  });
});
