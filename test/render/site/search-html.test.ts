// Pagefind gets the `<html>` tag and the layout's article of each page, not the whole page
// (issue 51: the head, header, sidebar and scripts were most of the bytes it was sent). Its
// search files must be the same as from the whole pages: here a built site of two languages,
// with group labels, a boosted page, parts Pagefind skips and an article of the author's own,
// is indexed both ways by Pagefind itself and the files compared.
import { describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { searchHtml } from '../../../src/render/site/search.js';
import { createSite } from '../../../src/render/site/site.js';
import { tempOutDir } from '../../support/project.js';
import { makeProject } from '../helpers.js';

// Long: it builds a site and runs Pagefind twice (seconds here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const DOCS = JSON.stringify({
  theme: 'mint',
  name: 'Orchard',
  colors: { primary: '#0D7A5F' },
  navigation: {
    languages: [
      { language: 'en', groups: [{ group: 'Trees', pages: ['index', 'pruning'] }, { group: 'Fruit', boost: 3, pages: ['harvest'] }] },
      { language: 'fr', groups: [{ group: 'Arbres', pages: ['fr/index', 'fr/taille'] }] },
    ],
  },
});

const FILES = {
  'docs.json': DOCS,
  'index.mdx': '---\ntitle: The orchard\ndescription: Apples and pears\n---\n\nApples and pears grow here.\n\n## Soil\n\nLoam, well drained.\n',
  'pruning.mdx': "---\ntitle: Pruning\n---\n\nCut above a bud, in winter.\n\n```bash\nsharpen --blade secateurs\n```\n\n<article>An article of the author's own, about grafting.</article>\n\n<Accordion title=\"Tools\">Secateurs and a saw.</Accordion>\n",
  'harvest.mdx': '---\ntitle: Harvest\nkeywords: ["picking"]\n---\n\nPick when the stalk lifts easily.\n',
  'fr/index.mdx': '---\ntitle: Le verger\n---\n\nDes pommes et des poires poussent ici.\n',
  'fr/taille.mdx': '---\ntitle: La taille\n---\n\nCouper au-dessus d’un bourgeon, en hiver.\n',
};

/** Every file under `dir`, by path, with its bytes; the entry file's languages sorted (Pagefind writes them in any order). */
function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    let body = readFileSync(path).toString('base64');
    if (entry.name === 'pagefind-entry.json') {
      const parsed = JSON.parse(readFileSync(path, 'utf8')) as { languages: Record<string, unknown> };
      body = JSON.stringify(Object.keys(parsed.languages).sort().map((name) => [name, parsed.languages[name]]));
    }
    out.set(path.slice(dir.length + 1), body);
  }
  return out;
}

describe('searchHtml: what Pagefind is sent of a page', () => {
  test('the html tag and the layout article, nothing around them', () => {
    const page = '<!doctype html><html lang="fr" dir="ltr"><head><title>T</title></head><body><nav>Sidebar</nav><main><article class="dw-article" data-pagefind-body=""><h1>T</h1><article>Own</article></article><aside>On this page</aside></main><script>x()</script></body></html>';
    expect(searchHtml(page)).toBe('<html lang="fr" dir="ltr"><body><article class="dw-article" data-pagefind-body=""><h1>T</h1><article>Own</article></article></body></html>');
  });

  test('a page without the layout article goes whole', () => {
    const page = '<html><body><p>Redirecting</p></body></html>';
    expect(searchHtml(page)).toBe(page);
  });

  test('Pagefind makes the same search files from the trimmed pages as from the whole ones', async () => {
    const root = makeProject(FILES);
    const out = tempOutDir();
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(result.errors).toBe(0);
    const pages = readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && entry.name !== '404.html' && !join(entry.parentPath, entry.name).includes('_docwright'))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    expect(pages.length).toBeGreaterThanOrEqual(5);
    const pagefind = await import('pagefind');
    const written: Map<string, string>[] = [];
    for (const trim of [false, true]) {
      const dir = mkdtempSync(join(tmpdir(), 'docwright-search-html-'));
      // Pagefind itself, as SearchIndexer opens it, fed the whole pages and then the trimmed ones.
      const created = await pagefind.createIndex({ rootSelector: 'article', excludeSelectors: ['[data-pagefind-ignore]', '.dw-copy', '.dw-anchor'] });
      const index = created.index;
      if (!index) throw new Error('expected Pagefind to start');
      for (const page of pages) {
        const html = readFileSync(page, 'utf8');
        if (trim) expect(searchHtml(html).length).toBeLessThan(html.length);
        await index.addHTMLFile({ url: page.slice(out.length).replace(/\.html$/, ''), content: trim ? searchHtml(html) : html });
      }
      await index.writeFiles({ outputPath: dir });
      await index.deleteIndex();
      written.push(files(dir));
    }
    await pagefind.close();
    expect(written[0]?.size).toBeGreaterThan(5);
    expect(written[1]).toEqual(written[0]);
    // One index a language: the trimmed pages kept their `<html lang>`.
    expect((JSON.parse(written[1]?.get('pagefind-entry.json') ?? '[]') as [string, unknown][]).map(([name]) => name)).toEqual(['en', 'fr']);
  });
});
