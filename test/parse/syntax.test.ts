import { describe, expect, test } from '@jest/globals';
import { parsePage, syntaxOf } from '../../src/parse/index.js';
import { pageContextFromTree } from '../../src/rule-kit/page-context.js';

describe('syntaxOf', () => {
  test('reads `.mdx` as MDX and other names as Markdown', () => {
    expect(syntaxOf('guide.mdx')).toBe('mdx');
    expect(syntaxOf('GUIDE.MDX')).toBe('mdx');
    expect(syntaxOf('readme.md')).toBe('md');
  });

  test('reads a page without a name (stdin) as MDX, in the parser and in what rules see alike', () => {
    expect(syntaxOf(undefined)).toBe('mdx');
    const page = parsePage({ value: '<Note>Hi</Note>\n' });
    expect(page.syntax).toBe('mdx');
    expect(pageContextFromTree(page.tree, undefined).syntax).toBe('mdx');
  });
});
