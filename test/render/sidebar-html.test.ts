// Issue 51: the sidebar is written by its own serialiser (src/render/layout/sidebar-html.ts), and
// a project's first previous/next is found without an index of every page: the same answers.
import { describe, expect, test } from '@jest/globals';
import type { Element } from 'hast';
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import { sidebarHtml } from '../../src/render/layout/sidebar-html.js';
import { prevNext, sidebarTree } from '../../src/render/layout/nav.js';
import { loadSiteProject } from '../../src/render/layout/project.js';
import { docsJson, tempProject } from '../support/project.js';

const svg = '<svg viewBox="0 0 16 16"><path d="M0 0h16"/></svg>';

describe('the sidebar serialiser', () => {
  test('writes what toHtml writes, for the shapes it knows and for the ones it hands over', () => {
    const trees: Element[] = [
      h('li', [h('a', { href: '/a/b', dataP: 'a/b' }, [h('span', ['Plain title'])])]),
      h('li', [h('a', { href: '/a?x=1&y=2', dataP: 'a' }, [h('span', ['Fish & <chips> "quoted" \'single\' `tick`'])])]),
      h('li', [h('a', { href: '/q"uote', dataP: "it's", ariaCurrent: 'page' }, [h('span', ['ünïcödé – 日本語 😀'])])]),
      h('li', { className: ['dw-nav-nested', 'dw-nav-rooted'], dataDwLazy: '3' }, [h('details', { dataG: '3', open: true }, [h('summary', { ariaLabel: 'A & B' }), h('ul', [])])]),
      h('li', { className: ['dw-nav-nested'] }, [h('details', { dataG: '4', open: false }, [h('summary', [h('span', ['x'])])])]),
      h('div', { className: ['dw-nav-group'], dataG: '1' }, [h('p', { className: ['dw-nav-group-title'] }, ['Group', h('span', { className: ['dw-nav-tag'] }, ['NEW'])]), h('ul', { className: ['dw-nav-list'] }, [])]),
      h('li', [h('a', { href: 'https://example.com', rel: 'noopener' }, [h('img', { className: ['dw-i'], src: '/i.png', alt: '', width: 16, height: 16 }), h('span', ['Out'])])]),
      h('li', [h('a', { href: '/x', dataP: 'x', title: 'other attribute' }, [h('span', ['x'])])]),
      h('li', [h('a', { href: '/x', dataP: 'x' }, [{ type: 'raw', value: svg }, { type: 'comment', value: 'c' }, h('span', [''])])]),
      h('li', [h('a', { href: '/x', className: [] }, [h('em', ['unknown tag']), h('span', ['x\0y'])])]),
      h('ul', [h('li', [h('a', { href: '/x', dataP: 'x' }, [...(h('span', { className: ['dw-i'] }, [h('svg', { viewBox: '0 0 16 16' }, [h('path', { d: 'M0 0' })])]).children as Element[])])])]),
    ];
    for (const tree of trees) expect(sidebarHtml(tree)).toBe(toHtml(tree));
  });
});

describe('previous and next', () => {
  test('the first answer (walked out from the page) and the later ones (indexed) agree, hidden pages skipped', async () => {
    const pages = ['a', 'b', 'c', 'd', 'e', 'f'];
    const hidden = new Set(['b', 'e']);
    const files: Record<string, string> = { 'docs.json': docsJson('Test', { groups: [{ group: 'G', pages }] }) };
    for (const page of pages) files[`${page}.mdx`] = `---\ntitle: ${page.toUpperCase()}\n${hidden.has(page) ? 'hidden: true\n' : ''}---\n\nText.\n`;
    const root = tempProject(files);
    const answers = async (first: string): Promise<string[]> => {
      const project = await loadSiteProject(root, { offline: true });
      const order = [first, ...pages.filter((p) => p !== first)];
      return order.map((path) => {
        const { prev, next } = prevNext(project, path);
        return `${path}: ${prev?.path ?? '-'} ${next?.path ?? '-'}`;
      });
    };
    const expected = ['a: - c', 'b: - -', 'c: a d', 'd: c f', 'e: - -', 'f: d -'];
    for (const first of pages) expect((await answers(first)).sort()).toEqual(expected);
  });

  test('the sidebar of a division still links its pages', async () => {
    const root = tempProject({ 'docs.json': docsJson('Test', { groups: [{ group: 'G', pages: ['a'] }] }), 'a.mdx': '---\ntitle: A & B\ntag: New\n---\n\nText.\n' });
    const project = await loadSiteProject(root, { offline: true });
    const html = sidebarTree(project.model.navigation, { project, basePath: '/base', library: 'fontawesome' }).map(sidebarHtml).join('');
    expect(html).toContain('<a href="/base/a" data-p="a"><span>A &#x26; B</span> <span class="dw-nav-tag">New</span></a>');
  });
});
