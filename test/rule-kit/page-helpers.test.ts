import { describe, expect, test } from '@jest/globals';
import type { Nodes } from 'mdast';
import { visit } from 'unist-util-visit';
import { FRONTMATTER_FIELDS, describeType, fitsType, isMetaTagKey, readPageFields, typeName } from '../../src/rule-kit/frontmatter-fields.js';
import { isJsxElement, isNotAPage, jsxAttribute, type JsxElement } from '../../src/rule-kit/page-helpers.js';
import { parsePage } from '../../src/parse/index.js';

function firstJsx(source: string): JsxElement {
  const { tree } = parsePage({ path: 'page.mdx', value: source });
  let found: JsxElement | undefined;
  visit(tree, (node: Nodes) => {
    if (!found && isJsxElement(node)) found = node;
  });
  if (!found) throw new Error('Missing JSX element in the source');
  return found;
}

describe('isNotAPage', () => {
  test.each([
    ['snippets/note.mdx', true],
    ['docs/_snippets/note.mdx', true],
    ['README.md', true],
    ['docs/CONTRIBUTING.md', true],
    ['guides/readme-tips.mdx', false],
    ['guides/snippets-guide.mdx', false],
    ['README.mdx', false],
  ])('%s → %s', (path, expected) => {
    expect(isNotAPage(path)).toBe(expected);
  });
});

describe('jsxAttribute', () => {
  test('reads strings, bare booleans and expressions without evaluating them', () => {
    const node = firstJsx('<img src="/a.png" hidden alt={caption} />\n');
    expect(jsxAttribute(node, 'src')).toEqual({ kind: 'string', value: '/a.png' });
    expect(jsxAttribute(node, 'hidden')).toEqual({ kind: 'boolean' });
    expect(jsxAttribute(node, 'alt')).toEqual({ kind: 'expression', source: 'caption' });
    expect(jsxAttribute(node, 'title')).toEqual({ kind: 'missing' });
  });

  test('an attribute missing next to a spread could come from the spread', () => {
    expect(jsxAttribute(firstJsx('<img {...props} />\n'), 'alt')).toEqual({ kind: 'spread' });
  });
});

describe('front matter fields', () => {
  test('types of the common keys', () => {
    const type = (key: string) => {
      const spec = FRONTMATTER_FIELDS[key];
      if (!spec) throw new Error(`Missing field \`${key}\``);
      return spec.type;
    };
    expect(fitsType('wide', type('mode'))).toBe(true);
    expect(fitsType('full', type('mode'))).toBe(false);
    expect(fitsType(['a', 'b'], type('keywords'))).toBe(true);
    expect(fitsType(['a', 1], type('keywords'))).toBe(false);
    expect(fitsType(false, type('related'))).toBe(true);
    expect(fitsType('2025-01-31', type('lastUpdatedDate'))).toBe(true);
    expect(fitsType('soon', type('lastUpdatedDate'))).toBe(false);
    expect(describeType(type('hidden'))).toBe('`true` or `false`');
  });

  test('the site reads the known keys typed by the same schemas: a value of the wrong type is left out', () => {
    const data = JSON.parse('{"title":"Seeds","hidden":"yes","mode":"full","iconType":"solid","keywords":["a",1],"boost":2,"lastUpdatedDate":"2025-01-31","extra":true,"__proto__":{"polluted":true}}') as Record<string, unknown>;
    const fields = readPageFields(data);
    expect(fields).toEqual({ title: 'Seeds', iconType: 'solid', boost: 2, lastUpdatedDate: '2025-01-31' });
    expect(Object.keys(fields)).not.toContain('extra');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(readPageFields({ mode: 'wide', hidden: true, related: false })).toEqual({ mode: 'wide', hidden: true, related: false });
  });

  test('meta tags and type names', () => {
    expect(isMetaTagKey('og:image')).toBe(true);
    expect(isMetaTagKey('sidebarTitle')).toBe(false);
    expect([typeName(null), typeName([]), typeName({}), typeName(new Date(0)), typeName(3)]).toEqual(['null', 'list', 'map', 'date', 'number']);
  });
});
