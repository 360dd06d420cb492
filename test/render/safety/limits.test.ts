// The nesting limits applied to a page tree before it is rendered (issue 13).
import { describe, expect, test } from '@jest/globals';
import type { Root } from 'mdast';
import { parsePage } from '../../../src/parse/index.js';
import { capRawHtmlDepth, capTreeDepth } from '../../../src/render/safety/limits.js';

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
