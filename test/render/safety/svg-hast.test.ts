import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import type { ElementContent, Root } from 'hast';
import { unified } from 'unified';
import rehypeRaw from 'rehype-raw';
import { ICON_SETS } from '../../../src/icons.js';
import { svgOf } from '../../../src/render/components/icons.js';
import { svgHast } from '../../../src/render/safety/svg-hast.js';

const parser = unified().use(rehypeRaw);

/** What parse5 (through rehype-raw, as trustedHtml ran it before) makes of the text, without positions. */
function parse5Hast(html: string): readonly ElementContent[] {
  const tree: Root = parser.runSync({ type: 'root', children: [{ type: 'raw', value: html }] });
  const forget = (nodes: readonly ElementContent[]): void => {
    for (const node of nodes) {
      delete node.position;
      if (node.type === 'element') forget(node.children);
    }
  };
  const children = tree.children.filter((node): node is ElementContent => node.type !== 'doctype');
  forget(children);
  return children;
}

function names(set: string): string[] {
  const text = readFileSync(new URL(`../../../node_modules/@iconify-json/${set}/icons.json`, import.meta.url), 'utf8');
  const json = JSON.parse(text) as { icons: Record<string, unknown>; aliases?: Record<string, unknown> };
  return [...Object.keys(json.icons), ...Object.keys(json.aliases ?? {})];
}

describe('an icon SVG as hast without parse5', () => {
  test('every icon of every collection: read, and the same hast as parse5 makes', () => {
    let read = 0;
    const differ: string[] = [];
    for (const set of ICON_SETS) {
      for (const name of names(set)) {
        const svg = svgOf({ set, name });
        if (svg === undefined) continue;
        const own = svgHast(svg);
        if (own === undefined || !isDeepStrictEqual([own], parse5Hast(svg))) differ.push(`${set}:${name}`);
        else read++;
      }
    }
    expect(differ).toEqual([]);
    expect(read).toBeGreaterThan(10000);
  });

  test.each([
    ['a stroked icon with shapes and spaces', '<svg class="a b" aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke-width="2"> <rect x="9" y="9" width="13" height="13" rx="2"/><path d="M5 15H4"></path>\n<circle cx="1" cy="2" r="4"/></svg>'],
    ['a group and a polygon', '<svg viewBox="0 0 8 8" xmlns="http://www.w3.org/2000/svg"><g opacity=".5" transform="rotate(90 4 4)"><polygon points="0,0 1,1"/><line x1="0" y1="0" x2="1" y2="1"/></g></svg>'],
  ])('%s: the same hast as parse5', (_what, svg) => {
    const own = svgHast(svg);
    expect(own).toBeDefined();
    expect([own]).toStrictEqual(parse5Hast(svg));
  });

  test.each([
    ['a character reference', '<svg viewBox="0 0 1 1"><path d="M0&#32;0"/></svg>'],
    ['text with a reference', '<svg><text>a &amp; b</text></svg>'],
    ['a comment', '<svg><!-- x --><path d="M0 0"/></svg>'],
    ['an element that is an HTML integration point', '<svg><title>Icon</title></svg>'],
    ['an element outside the shapes', '<svg><foreignObject><p>x</p></foreignObject></svg>'],
    ['a camel-case attribute parse5 lowercases', '<svg><path strokeWidth="2"/></svg>'],
    ['a namespaced attribute', '<svg><use xlink:href="#a"/></svg>'],
    ['a repeated attribute', '<svg><path d="M0 0" d="M1 1"/></svg>'],
    ['an unquoted value', '<svg><path d=M0/></svg>'],
    ['a single-quoted value', "<svg><path d='M0 0'/></svg>"],
    ['an SVG inside the SVG', '<svg><svg></svg></svg>'],
    ['text after the SVG', '<svg></svg> '],
    ['an unclosed element', '<svg><g></svg>'],
    ['text before the SVG', ' <svg></svg>'],
    ['HTML', '<span class="katex">x</span>'],
  ])('%s: not read here (parse5 reads it)', (_what, html) => {
    expect(svgHast(html)).toBeUndefined();
  });
});
