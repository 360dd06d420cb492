import { describe, expect, test } from '@jest/globals';
import { pageSpot, pageTarget, pageWord } from '../../src/lsp/cursor.js';

/** The spot at the `|` of `text`. */
function spot(text: string): ReturnType<typeof pageSpot> {
  const at = text.indexOf('|');
  return pageSpot(text.slice(0, at) + text.slice(at + 1), at);
}

describe('pageSpot', () => {
  test('a tag name, an attribute name and an attribute value', () => {
    expect(spot('Text\n\n<Ca|')).toEqual({ kind: 'tag', prefix: 'Ca', from: 7 });
    expect(spot('<Card title="A" ic|')).toEqual({ kind: 'attribute', tag: 'Card', prefix: 'ic', from: 16, present: ['title'] });
    expect(spot('<Card\n  title="A"\n  icon="bo|')).toMatchObject({ kind: 'value', tag: 'Card', attribute: 'icon', prefix: 'bo' });
    expect(spot('<Card cols={2} |')).toMatchObject({ kind: 'attribute', tag: 'Card', prefix: '' });
  });

  test('a link, an import; nothing after a closed tag or inside braces', () => {
    expect(spot('See [setup](/gu|')).toEqual({ kind: 'link', prefix: '/gu', from: 12 });
    expect(spot("import Care from '/snip|")).toEqual({ kind: 'import', prefix: '/snip', from: 18 });
    expect(spot('<Card title="A">Text |')).toBeUndefined();
    expect(spot('<Card data={{ a: "|')).toBeUndefined();
    expect(spot('a > b|')).toBeUndefined();
  });
});

describe('pageWord and pageTarget', () => {
  test('a tag and an attribute name under the cursor', () => {
    const text = '<Card title="A">x</Card>';
    expect(pageWord(text, 3)).toEqual({ kind: 'tag', name: 'Card', from: 1, to: 5 });
    expect(pageWord(text, 8)).toEqual({ kind: 'attribute', tag: 'Card', name: 'title', from: 6, to: 11 });
    expect(pageWord(text, 20)).toEqual({ kind: 'tag', name: 'Card', from: 19, to: 23 });
    expect(pageWord('plain words here', 3)).toBeUndefined();
  });

  test('a Markdown link, an href and an import under the cursor', () => {
    const text = "import A from '/snippets/a.mdx';\n\nSee [b](/guide/b#top) and <Card href=\"../c\">x</Card>";
    expect(pageTarget(text, 20)).toMatchObject({ kind: 'import', target: '/snippets/a.mdx' });
    expect(pageTarget(text, text.indexOf('guide'))).toMatchObject({ kind: 'link', target: '/guide/b#top' });
    expect(pageTarget(text, text.indexOf('../c'))).toMatchObject({ kind: 'link', target: '../c' });
    expect(pageTarget(text, text.indexOf('See'))).toBeUndefined();
  });
});
