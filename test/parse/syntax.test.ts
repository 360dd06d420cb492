import { describe, expect, test } from '@jest/globals';
import { mayFailAsMdx, parsePage, syntaxOf } from '../../src/parse/index.js';
import { pageContextFromTree } from '../../src/rule-kit/page-context.js';
import { testMapping } from '../support/table.js';

describe('syntaxOf', () => {
  testMapping('reads `.mdx` as MDX and other names as Markdown: %s is %s', syntaxOf, [
    ['guide.mdx', 'mdx'],
    ['GUIDE.MDX', 'mdx'],
    ['readme.md', 'md'],
  ]);

  test('reads a page without a name (stdin) as MDX, in the parser and in what rules see alike', () => {
    expect(syntaxOf(undefined)).toBe('mdx');
    const page = parsePage({ value: '<Note>Hi</Note>\n' });
    expect(page.syntax).toBe('mdx');
    expect(pageContextFromTree(page.tree, undefined).syntax).toBe('mdx');
  });
});

describe('mayFailAsMdx', () => {
  const fails = ['<Note>\nOpen.\n', 'a <!-- note -->\n', 'Sum {1 +}.\n', 'import x from\n', 'export const = 1\n', '## Title {#', 'a < b\n\n</Tab>\n'];
  test.each(fails)('is true for a text that does not compile: %j', (text) => {
    expect(parsePage({ path: 'p.mdx', value: text }).error).toBeDefined();
    expect(mayFailAsMdx(text)).toBe(true);
  });

  const compiles = ['---\ntitle: A\n---\n\n# A\n\nText } and $x > y$, [a](/b), **c**, `d`, ~e~.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```js\nconst x = 1;\n```\n', '- important\n- exports\n\n> quoted\n', 'https://example.com & more\n'];
  test.each(compiles)('is false for a text without JSX, expressions or ESM, which compiles: %j', (text) => {
    expect(mayFailAsMdx(text)).toBe(false);
    expect(parsePage({ path: 'p.mdx', value: text }).error).toBeUndefined();
  });
});
