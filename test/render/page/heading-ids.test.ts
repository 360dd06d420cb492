import { describe, expect, test } from '@jest/globals';
import { HeadingSlugger } from '../../../src/parse/anchors.js';
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import { rehypeHeadingIds, type TocEntry } from '../../../src/render/page/heading-ids.js';

describe('rehypeHeadingIds', () => {
  test('repeated headings get -2 suffixes, h2/h3 get anchors and enter the table of contents', () => {
    const toc: TocEntry[] = [];
    const tree = h(null, [h('h2', ['Setup']), h('h3', ['Setup']), h('h4', ['Deep']), h('h2', { id: 'own' }, ['Own id'])]);
    rehypeHeadingIds({ slugger: new HeadingSlugger(), toc })(tree);
    expect(toHtml(tree)).toBe(
      '<h2 id="setup">Setup<a class="dw-anchor" href="#setup" aria-label="Link to Setup">#</a></h2>' +
        '<h3 id="setup-2">Setup<a class="dw-anchor" href="#setup-2" aria-label="Link to Setup">#</a></h3>' +
        '<h4 id="deep">Deep</h4>' +
        '<h2 id="own">Own id<a class="dw-anchor" href="#own" aria-label="Link to Own id">#</a></h2>',
    );
    expect(toc).toEqual([
      { depth: 2, text: 'Setup', id: 'setup' },
      { depth: 3, text: 'Setup', id: 'setup-2' },
      { depth: 2, text: 'Own id', id: 'own' },
    ]);
  });
});
