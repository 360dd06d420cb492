// The nesting limits applied to a page tree before it is rendered (issue 13).
import { describe, expect, test } from '@jest/globals';
import type { Root } from 'mdast';
import { parsePage } from '../../../src/parse/index.js';
import { capRawHtmlDepth, capTreeDepth, rawTags } from '../../../src/render/safety/limits.js';

/** The depth of the deepest node, walked without recursion. */
function depthOf(tree: Root): number {
  let max = 0;
  const stack: Array<{ node: { children?: unknown }; depth: number }> = [{ node: tree, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: { children?: unknown }; depth: number };
    max = Math.max(max, depth);
    if (Array.isArray(node.children)) for (const child of node.children as Array<{ children?: unknown }>) stack.push({ node: child, depth: depth + 1 });
  }
  return max;
}

describe('capTreeDepth', () => {
  // The parser reads a page nested past 32 as text (src/parse/nesting-scan.ts); snippets inlined into a page can still nest it deeper.
  test('30 nested components: cut at the limit, their text kept, one warning at the first cut', () => {
    const { tree } = parsePage({ path: 'a.mdx', value: `# Deep\n\n${'<Note>'.repeat(30)}Marrow${'</Note>'.repeat(30)}\n` });
    const warning = capTreeDepth(tree, 20);
    // Column 109: the 19th `<Note>` (six characters each), the first node 20 levels below the root.
    expect(warning).toEqual({ line: 3, column: 109, message: 'Unexpected nesting deeper than 20 levels, expected shallower content: the deeper part is shown as plain text' });
    expect(depthOf(tree)).toBeLessThanOrEqual(22);
    expect(JSON.stringify(tree)).toContain('"value":"Marrow"');
  });
  test('a shallow page is left as it is', () => {
    const { tree } = parsePage({ path: 'a.mdx', value: '# Fine\n\n<Note>\n  - *one* **two**\n</Note>\n' });
    const before = JSON.stringify(tree);
    expect(capTreeDepth(tree, 50)).toBeUndefined();
    expect(JSON.stringify(tree)).toBe(before);
  });
});

describe('capRawHtmlDepth', () => {
  test('2,000 nested `<div>` in a .md page: the HTML becomes text with a warning at it', () => {
    const { tree } = parsePage({ path: 'a.md', value: `# Deep\n\n${'<div>'.repeat(2000)}Marrow${'</div>'.repeat(2000)}\n` });
    expect(capRawHtmlDepth(tree, 100)).toEqual({ line: 3, column: 1, message: "Unexpected HTML nested deeper than 100 elements, expected shallower HTML: the page's HTML is shown as text" });
    expect(JSON.stringify(tree)).not.toContain('"type":"html"');
  });
  test('void and self-closing elements and closed siblings do not add up', () => {
    const value = `# Fine\n\n${'<div><br><img src="x.png"/><p>para</div>\n\n'.repeat(300)}`;
    const { tree } = parsePage({ path: 'a.md', value });
    expect(capRawHtmlDepth(tree, 100)).toBeUndefined();
    expect(JSON.stringify(tree)).toContain('"type":"html"');
  });
});

describe('rawTags (the tags capRawHtmlDepth counts)', () => {
  // The regular expression the tags were read with before: quadratic on `<` without `>`.
  const TAG = /<(\/?)([A-Za-z][\w:-]*)(?:"[^"]*"|'[^']*'|[^'">])*?(\/?)>/g;
  const byRegex = (html: string) => [...html.matchAll(TAG)].map((m) => ({ close: m[1] === '/', name: (m[2] ?? '').toLowerCase(), selfClosing: m[3] === '/' }));

  test('reads every tag as the regular expression did, on seeded random text of tag pieces', () => {
    const pieces = ['<', '</', '>', '/>', '/', 'a', 'Div', 'x-y', ':', ' ', '"', "'", '=', '\n', '<br', 'b1'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let round = 0; round < 3000; round++) {
      let html = '';
      const length = next() % 30;
      for (let i = 0; i < length; i++) html += pieces[next() % pieces.length] ?? '';
      expect([round, html, rawTags(html)]).toEqual([round, html, byRegex(html)]);
    }
  });

  test('quoted `>` and `<` stay inside their attribute; a quote left open ends no tag', () => {
    expect(rawTags('<a title="1 > 0" data-x=\'<b>\'><i/></a>')).toEqual([
      { close: false, name: 'a', selfClosing: false },
      { close: false, name: 'i', selfClosing: true },
      { close: true, name: 'a', selfClosing: false },
    ]);
    expect(rawTags('<a title="open <b>')).toEqual([{ close: false, name: 'b', selfClosing: false }]);
  });

  test('many `<` without `>` (unquoted and quoted) find nothing, and a page of them is read whole', () => {
    expect(rawTags('<a '.repeat(20_000))).toEqual([]);
    expect(rawTags('<a "<a "'.repeat(20_000))).toEqual([]);
    expect(rawTags(`${'<a '.repeat(20_000)}<b>`)).toEqual([{ close: false, name: 'a', selfClosing: false }]);
  });
});
