import { describe, expect, test } from '@jest/globals';
import { renderContent } from '../../../src/render/page/page.js';
import { createSite } from '../../../src/render/site/site.js';
import { DOCS_JSON, makeProject } from '../helpers.js';
import { expectContains } from '../../support/text.js';

async function render(source: string, file = 'page.mdx') {
  const root = makeProject({});
  return renderContent({ root, file: `${root}/${file}`, source, basePath: '', snippets: new Map() }, file.replace(/\.mdx?$/, ''));
}

describe('DOM clobbering', () => {
  test('img name="documentElement" with data-base in an .mdx page: name prefixed, data-base dropped', async () => {
    const { html } = await render('Text\n\n<img name="documentElement" data-base="data:text/javascript,alert(1)" src="/a.png" alt="" />\n');
    expect(html).toContain('name="user-content-documentElement"');
    expect(html).not.toMatch(/name="documentElement"/);
    expect(html).not.toContain('data-base');
  });

  test('img name="documentElement" with data-base in a .md page (raw HTML): name prefixed, data-base dropped', async () => {
    const { html } = await render('Text\n\n<img name="documentElement" data-base="data:text/javascript,alert(1)" src="/a.png" alt="">\n', 'page.md');
    expect(html).toContain('name="user-content-documentElement"');
    expect(html).not.toContain('data-base');
  });

  test.each([
    {
      what: 'names that shadow document methods (querySelector, getElementById) are prefixed',
      source: '<iframe name="querySelector" src="https://example.com/embed"></iframe>\n\n<img id="getElementById" name="getElementById" src="/a.png" alt="">\n',
      file: 'page.md',
      fragments: [
        'name="user-content-querySelector"',
        'id="user-content-getElementById"',
        'name="user-content-getElementById"',
      ],
    },
    {
      what: 'data-dw-* and the other attributes the site script reads are dropped; other data-* are kept',
      source: '<div data-dw-search data-dw-mode data-theme="dark" data-mode="show" data-docwright-seq="9" data-kind="note">x</div>\n',
      file: 'page.mdx',
      fragments: [
        '<div data-kind="note">x</div>',
      ],
    },
    {
      what: 'raw-HTML ids and the ARIA references to them get the same prefix',
      source: '<span id="tip">hint</span> <button aria-describedby="tip">?</button>\n',
      file: 'page.md',
      fragments: [
        '<span id="user-content-tip">hint</span>',
        'aria-describedby="user-content-tip"',
      ],
    },
    {
      what: 'an in-page link to a heading is not retargeted even when the page also has a raw id of that name',
      source: '[Go](#install)\n\n## Install\n\n<div id="install">raw</div>\n',
      file: 'page.md',
      fragments: [
        '<a href="#install">Go</a>',
        '<div id="user-content-install">raw</div>',
      ],
    },
  ])('$what', async ({ source, file, fragments }) => {
    expectContains((await render(source, file)).html, fragments);
  });

  test('heading anchors written by docwright stay unprefixed', async () => {
    const { html, toc } = await render('## Install it\n\nText.\n\n<Accordion title="Why">Because</Accordion>\n');
    expect(html).toContain('<h2 id="install-it">');
    expect(html).toContain('href="#install-it"');
    expect(html).toContain('id="why"');
    expect(toc).toEqual([{ depth: 2, text: 'Install it', id: 'install-it' }]);
  });

  test('an in-page link to a raw anchor follows it to its prefixed id; the link check knows the plain name', async () => {
    const { html, ids } = await render('[Jump](#setup)\n\n<a name="setup"></a>\n\nSetup text.\n', 'page.md');
    expect(html).toContain('<a href="#user-content-setup">Jump</a>');
    expect(html).toContain('<a name="user-content-setup"></a>');
    expect(ids).toContain('setup');
  });

  test('a raw heading keeps its own id, prefixed, in the table of contents', async () => {
    const { html, toc } = await render('<h2 id="custom">Custom</h2>\n', 'page.md');
    expect(html).toContain('<h2 id="user-content-custom">');
    expect(toc).toEqual([{ depth: 2, text: 'Custom', id: 'user-content-custom' }]);
  });

  test('footnote ids keep their single prefix', async () => {
    const { html } = await render('Text[^1].\n\n[^1]: Note.\n\n<b>raw</b>\n', 'page.md');
    expect(html).toContain('id="user-content-fn-1"');
    expect(html).not.toContain('user-content-user-content');
  });
});

describe('DOM clobbering: the payload from the attack report, built as a site page', () => {
  test('img name="documentElement" with a data: base and a full-screen data-dw-search element: the page keeps neither', async () => {
    const root = makeProject({
      'docs.json': DOCS_JSON,
      'index.mdx': '---\ntitle: Home\n---\n\n<img name="documentElement" data-base="data:text/javascript,alert(document.domain)//" alt="" />\n\n<div data-dw-search style={{position: "fixed", inset: 0}}>Click anywhere</div>\n',
      'quickstart.mdx': '# Quick\n',
    });
    const site = await createSite({ root, workers: 0, cacheDir: false, baseUrl: 'https://docs.example.com/docs' });
    const html = String((await site.render('/'))?.body);
    expect(html).toContain('<img name="user-content-documentElement" alt="" loading="lazy">');
    expect(html).not.toContain('data:text/javascript');
    // The full-screen overlay loses its positioning (src/render/safety/css.ts).
    expect(html).toContain('<div>Click anywhere</div>');
    // The only data-base is the one docwright writes on the root element.
    expect(html.match(/data-base=/g)).toHaveLength(1);
    expect(html).toMatch(/<html [^>]*data-base="\/docs"/);
  });
});
