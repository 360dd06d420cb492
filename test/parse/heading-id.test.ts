import { describe, expect, test } from '@jest/globals';
import type { Heading } from 'mdast';
import { parsePage } from '../../src/parse/index.js';
import { protectHeadingIds } from '../../src/parse/heading-id.js';

function headings(value: string, path = 'page.mdx'): Heading[] {
  const parsed = parsePage({ path, value });
  expect(parsed.error).toBeUndefined();
  const out: Heading[] = [];
  const stack: unknown[] = [parsed.tree];
  while (stack.length > 0) {
    const node = stack.pop() as { type: string; children?: unknown[] };
    if (node.type === 'heading') out.push(node as Heading);
    if (node.children) stack.push(...[...node.children].reverse());
  }
  return out;
}

describe('custom heading ids', () => {
  test('an MDX heading with a trailing {#id} parses, keeps its text and carries the id', () => {
    const [heading] = headings('## Set up the CLI {#setup}\n\nText.\n');
    expect(heading?.data?.anchor).toBe('setup');
    expect(heading?.children).toEqual([{ type: 'text', value: 'Set up the CLI', position: { start: { line: 1, column: 4, offset: 3 }, end: { line: 1, column: 18, offset: 17 } } }]);
  });

  test('Markdown pages get the same id from the same syntax', () => {
    expect(headings('### Options {#config}\n', 'page.md')[0]?.data?.anchor).toBe('config');
  });

  test('headings inside components, lists and quotes, and after inline code', () => {
    const found = headings('<Tab title="A">\n  ## Inside {#inside}\n</Tab>\n\n> ## Quoted {#quoted}\n\n- ## Listed {#listed}\n\n## With `code` {#coded}\n');
    expect(found.map((h) => h.data?.anchor)).toEqual(['inside', 'quoted', 'listed', 'coded']);
  });

  test('the syntax shown in a code block stays as written', () => {
    const parsed = parsePage({ path: 'page.mdx', value: '```mdx\n## Title {#title}\n```\n\nUse `## Title {#x}` inline.\n' });
    expect(parsed.error).toBeUndefined();
    expect(JSON.stringify(parsed.tree)).toContain('## Title {#title}');
    expect(JSON.stringify(parsed.tree)).toContain('## Title {#x}');
  });

  test('a heading-like line inside an attribute expression keeps its braces', () => {
    const parsed = parsePage({ path: 'page.mdx', value: '<Card title={`\n## Raw {#raw}\n`} />\n' });
    expect(parsed.error).toBeUndefined();
    expect(JSON.stringify(parsed.tree)).toContain('## Raw {#raw}');
    expect(JSON.stringify(parsed.tree)).not.toContain('\uE000');
  });

  test('positions after a swapped heading are those of the file', () => {
    const parsed = parsePage({ path: 'page.mdx', value: '## A {#a}\n\n<Note>hi</Note>\n' });
    expect(parsed.tree.children[1]?.position?.start).toEqual({ line: 3, column: 1, offset: 11 });
  });

  test('an expression that is not an id is still an expression, and a paragraph is not touched', () => {
    expect(protectHeadingIds('Some {#text}\n')).toBeUndefined();
    expect(protectHeadingIds('## Sum {1 + 1}\n')).toBeUndefined();
    expect(protectHeadingIds('## Spaced {#a b}\n')).toBeUndefined();
    expect(headings('## Sum {1 + 1}\n')[0]?.data?.anchor).toBeUndefined();
  });

  test('a line of many braces is handled in one pass', () => {
    const line = `## ${'{#a'.repeat(50_000)}}\n`;
    expect(protectHeadingIds(line)?.length).toBe(line.length);
  });
});
