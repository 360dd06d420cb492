import { describe, expect, test } from '@jest/globals';
import type { Root } from 'hast';
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import { rehypeBasePath, rehypePageLinks, type RenderedLink } from '../../../src/render/page/page-links.js';

function run(tree: Root, basePath: string): { html: string; links: RenderedLink[]; refused: string[] } {
  const links: RenderedLink[] = [];
  const refused: string[] = [];
  rehypePageLinks({ pagePath: 'guide/intro', links, originOf: () => undefined, refusedFrame: (_element, src) => refused.push(src) })(tree);
  rehypeBasePath({ basePath })(tree);
  return { html: toHtml(tree), links, refused };
}

describe('rehypePageLinks and rehypeBasePath', () => {
  test('relative and .mdx links resolve against the page and get the base path', () => {
    const { html, links } = run(h(null, [h('a', { href: '../setup.mdx#install' }, ['a']), h('img', { src: 'shot.png' }), h('a', { href: 'https://example.com' }, ['b'])]), '/docs');
    expect(html).toBe('<a href="/docs/setup#install">a</a><img src="/docs/guide/shot.png"><a href="https://example.com">b</a>');
    expect(links.map((l) => [l.href, l.media === true])).toEqual([
      ['/setup#install', false],
      ['/guide/shot.png', true],
    ]);
  });

  test('a same-page anchor is collected under the page path and left as written', () => {
    const { html, links } = run(h(null, [h('a', { href: '#usage' }, ['u'])]), '');
    expect(html).toBe('<a href="#usage">u</a>');
    expect(links.map((l) => l.href)).toEqual(['/guide/intro#usage']);
  });

  test('a frame of a project file is removed and reported', () => {
    const { html, refused } = run(h(null, [h('iframe', { src: '/images/x.svg' }), h('iframe', { src: '/quickstart' })]), '');
    expect(html).toBe('<iframe src="/quickstart"></iframe>');
    expect(refused).toEqual(['/images/x.svg']);
  });
});

describe('the place of a link', () => {
  test('an element without a place of its own takes the nearest ancestor that has one', () => {
    const inner = h('a', { href: '/gone' }, ['x']);
    const outer = h('span', {}, [h('span', {}, [inner])]);
    outer.position = { start: { line: 4, column: 7 }, end: { line: 4, column: 30 } };
    const placed = h('a', { href: '/here' }, ['y']);
    placed.position = { start: { line: 9, column: 2 }, end: { line: 9, column: 10 } };
    const { links } = run(h(null, [outer, placed, h('a', { href: '/nowhere' }, ['z'])]), '');
    expect(links.map((l) => `${l.line}:${l.column} ${l.href}`)).toEqual(['4:7 /gone', '9:2 /here', '1:1 /nowhere']);
  });
});
