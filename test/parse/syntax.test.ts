import { describe, expect, test } from '@jest/globals';
import { parsePage, syntaxOf } from '../../src/parse/index.js';
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
