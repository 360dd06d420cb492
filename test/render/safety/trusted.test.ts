import { describe, expect, test } from '@jest/globals';
import { toHtml } from 'hast-util-to-html';
import { renderContent } from '../../../src/render/page/page.js';
import { createTrustedStore, trustedHtml } from '../../../src/render/safety/trusted.js';
import { makeProject } from '../helpers.js';

async function render(source: string, file = 'page.mdx') {
  const root = makeProject({});
  return renderContent({ root, file: `${root}/${file}`, source, basePath: '', snippets: new Map() }, file.replace(/\.mdx?$/, ''));
}

describe('trusted markup joins the page after sanitising', () => {
  test('a marker a page writes in raw HTML is dropped, never filled', async () => {
    const { html } = await render('Before\n\n<dw-slot data-slot="0"></dw-slot><p>After</p>\n\n```js\nlet a = 1;\n```\n', 'page.md');
    expect(html).not.toContain('dw-slot');
    expect(html).toContain('<p>After</p>');
    // The code block's own highlighted markup is still there, once.
    expect(html.match(/<pre [^>]*class="shiki"/g)).toHaveLength(1);
  });

  test('docwright\'s own SVG keeps what the allow-list would remove (focusable)', async () => {
    const { html } = await render('```js\nlet a = 1;\n```\n');
    expect(html).toMatch(/<button[^>]*class="dw-copy"[^>]*><svg class="dw-i" aria-hidden="true" focusable="false"[^>]*><rect x="9" y="9" width="13" height="13" rx="2">/);
  });

  test('a page\'s own SVG and handlers still pass the allow-list', async () => {
    const { html } = await render('<pre onclick="x()">hi</pre>\n\n<svg focusable="false"><rect x="1" rx="2"></rect></svg>\n', 'page.md');
    expect(html).toContain('<pre>hi</pre>');
    // Shape geometry is on the allow-list; `focusable` is not.
    expect(html).toContain('<svg><rect x="1" rx="2"></rect></svg>');
  });

  test('the store puts held content back where its marker is, and drops unknown markers', () => {
    const store = createTrustedStore();
    const held = store.hold(trustedHtml('<b>bold</b>'));
    const forged = { ...store.hold([]), data: { dwTrusted: 99 } };
    const tree = { type: 'root' as const, children: [{ type: 'element' as const, tagName: 'p', properties: {}, children: [held, forged] }] };
    store.restore(tree);
    expect(toHtml(tree)).toBe('<p><b>bold</b></p>');
  });
});
