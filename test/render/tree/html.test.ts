// Issue 51: pages and layouts are written by src/render/tree/html.ts, which must give the same
// string as hast-util-to-html for every tree, written directly or handed over node by node.
import { describe, expect, test } from '@jest/globals';
import type { Element, ElementContent, Nodes, Root } from 'hast';
import { h, s } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import { writeHtml } from '../../../src/render/tree/html.js';

const raw = (value: string): ElementContent => ({ type: 'raw', value } as unknown as ElementContent);

const trees: Nodes[] = [
  h('p', ['Plain ', h('strong', ['bold']), ' & <escaped> "text" \'single\' `tick`']),
  h('div', { className: ['a', 'b'], id: 'x', dataDwNav: '/n.json', ariaLabel: 'A & B', hidden: true }, [h('span', { className: [] }, [''])]),
  h('button', { type: 'button', dataDwMenu: '', ariaExpanded: 'false', ariaControls: 'dw-sidebar', disabled: false, tabIndex: -1 }, ['x']),
  h('ul', [h('li', [h('a', { href: '/a?x=1&y=2', rel: ['noopener', 'noreferrer'], target: '_blank' }, ['link'])]), h('li', [h('a', { href: "it's" }, ['q'])])]),
  h('head', [h('meta', { charset: 'utf-8' }), h('meta', { name: 'viewport', content: 'width=device-width' }), h('link', { rel: 'stylesheet', href: '/s.css' }), h('title', ['A < B']), h('script', ['if (a < b && c) {}']), h('style', ['a > b { color: red }'])]),
  h('div', [h('img', { src: '/i.png', alt: '', width: 16, height: 16, loading: 'lazy' }), h('br'), h('input', { type: 'checkbox', checked: true, disabled: true }), h('hr')]),
  h('details', { open: true, dataG: '3' }, [h('summary', ['S']), h('ul', [])]),
  h('span', [s('svg', { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', ariaHidden: 'true', focusable: 'false', className: ['dw-i'] }, [s('path', { d: 'M4 6h16' }), s('circle', { cx: 11, cy: 11, r: 7 }), s('title', ['A & B']), s('g', { xLinkHref: '#a' }, [])])]),
  h('pre', { className: ['shiki'], style: 'color:#fff;--shiki-dark:#000', tabIndex: 0 }, [h('code', [h('span', { className: ['line'] }, [h('span', { style: 'color:#D73A49' }, ['const'])])])]),
  h('div', [raw('<b>raw</b> & <i>'), { type: 'comment', value: ' c ' }, h('template', [h('p', ['t'])]), h('custom-el', { dataX: 'y' }, ['c']), h('TABLE', ['upper'])]),
  h('form', { method: 'get', action: '/s', acceptCharset: ['utf-8'], dataValue: '\0' }, [h('label', { htmlFor: 'q' }, ['Q']), h('input', { id: 'q', name: 'q', type: 'search' })]),
  h('meta', { content: 'x' }, ['child of a void element']),
  h('a', { download: true, href: '/f' }, [h('a', { download: 'download' }), h('a', { download: '' }), h('a', { download: 'name.txt' })]),
  h('div', { style: 'a:b', title: 'title', lang: 'en', dir: 'ltr', dataDwTheme: 'mint', itemScope: true, dataNumber: 3, dataNan: Number.NaN, dataFalse: false, dataTrue: true }),
];

describe('writeHtml', () => {
  test('writes what toHtml writes, without and with raw HTML allowed', () => {
    for (const tree of trees) {
      expect(writeHtml(tree)).toBe(toHtml(tree));
      expect(writeHtml(tree, { allowDangerousHtml: true })).toBe(toHtml(tree, { allowDangerousHtml: true }));
    }
  });

  test('a whole page: doctype, root and a list of nodes', () => {
    const page: Root = { type: 'root', children: [{ type: 'doctype' }, { type: 'text', value: '\n' }, h('html', { lang: 'en' }, [h('head', [h('meta', { charset: 'utf-8' })]), h('body', { className: ['dw-mode-default'] }, [h('main', [raw('<article>body</article>')])])]), { type: 'text', value: '\n' }] };
    expect(writeHtml(page, { allowDangerousHtml: true })).toBe(toHtml(page, { allowDangerousHtml: true }));
    expect(writeHtml(page)).toBe(toHtml(page));
    const list = (page.children[2] as Element).children;
    expect(writeHtml(list)).toBe(toHtml(list));
  });

  test('the same property written many times and with many values stays the same', () => {
    for (let i = 0; i < 200; i++) {
      const tree = h('a', { href: `/p/${i}`, tabIndex: i, dataI: String(i), className: [`c${i}`, i % 2 ? 'odd' : 'even'] }, [`text ${i}`]);
      expect(writeHtml(tree)).toBe(toHtml(tree));
    }
  });
});
