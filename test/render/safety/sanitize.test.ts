import { describe, expect, test } from '@jest/globals';
import { renderContent } from '../../../src/render/page/page.js';
import { makeProject } from '../helpers.js';

async function render(source: string, file = 'page.mdx') {
  const root = makeProject({});
  return renderContent({ root, file: `${root}/${file}`, source, basePath: '', snippets: new Map() }, file.replace(/\.mdx?$/, ''));
}

describe('the search index attributes are docwright\'s', () => {
  test('an .mdx element cannot set its search title, URL, image, filter, weight or skip itself: each is dropped with a warning', async () => {
    const { html, diagnostics } = await render(
      'Text.\n\n<div data-pagefind-meta="title:Free credits" data-pagefind-filter="group:Admin" data-pagefind-weight="10" data-pagefind-body="" data-other="kept">x</div>\n',
    );
    expect(html).not.toMatch(/pagefind/i);
    expect(html).toContain('data-other="kept"');
    expect(diagnostics.filter((d) => d.ruleId === 'html-unsafe').map((d) => `${d.line}:${d.column} ${d.message.split(' on ')[0]}`)).toEqual([
      '3:1 Unexpected `data-pagefind-meta`',
      '3:1 Unexpected `data-pagefind-filter`',
      '3:1 Unexpected `data-pagefind-weight`',
      '3:1 Unexpected `data-pagefind-body`',
    ]);
  });

  test('raw HTML in a .md page loses them too, whatever their case', async () => {
    const { html, diagnostics } = await render('Text.\n\n<img src="https://example.com/a.png" data-pagefind-meta="image[src]" DATA-PAGEFIND-SORT="date:1">\n', 'page.md');
    expect(html).toContain('<img src="https://example.com/a.png"');
    expect(html).not.toMatch(/pagefind/i);
    expect(diagnostics.filter((d) => d.ruleId === 'html-unsafe')).toHaveLength(2);
  });
});

describe('the markup docwright writes itself passes the class check', () => {
  test('a page with a footnote (its heading is `sr-only`), a task list, a table and code gets no warning', async () => {
    const { diagnostics } = await render('Text[^1].\n\n- [x] task\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nlet a = 1;\n```\n\n<div className="sr-only">x</div>\n\n[^1]: Note.\n');
    expect(diagnostics.filter((d) => d.ruleId === 'html-unsafe')).toEqual([]);
  });
});
