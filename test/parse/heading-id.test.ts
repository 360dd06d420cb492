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

  test('headings inside components and after inline code; spaces inside the braces', () => {
    const found = headings('<Tab title="A">\n  ## Inside {#inside}\n</Tab>\n\n## With `code` {#coded}\n\n## Spaced { #spaced }\n\n## Two words {#a b}\n');
    expect(found.map((h) => h.data?.anchor)).toEqual(['inside', 'coded', 'spaced', 'a b']);
  });

  test('as on Mintlify, a heading in a list or quote, indented 4 spaces or with no text keeps its braces: an expression that does not parse', () => {
    for (const value of ['> ## Quoted {#quoted}\n', '- ## Listed {#listed}\n', '#### {#only}\n', '## Empty {#}\n']) {
      expect(protectHeadingIds(value)).toBeUndefined();
      expect(parsePage({ path: 'page.mdx', value }).error?.message).toBe('Could not parse expression with acorn');
    }
    // In Markdown the braces are text, and the id is taken from it.
    expect(headings('- ## Listed {#listed}\n', 'page.md')[0]?.data?.anchor).toBe('listed');
  });

  test('the last `{#id}` is the id, from the first brace after the closing brace before it', () => {
    expect(protectHeadingIds('## A {x {#a}\n')).toBe('## A {x \uE000#a\uE001\n');
    expect(protectHeadingIds('## A {#a{b}\n')).toBe('## A \uE000#a\uE000b\uE001\n');
    expect(parsePage({ path: 'page.mdx', value: '## A {#a} {#b}\n' }).error?.message).toBe('Could not parse expression with acorn');
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
    expect(headings('## Sum {1 + 1}\n')[0]?.data?.anchor).toBeUndefined();
  });

  test('a line of many braces is handled in one pass', () => {
    const line = `## ${'{#a'.repeat(50_000)}}\n`;
    expect(protectHeadingIds(line)?.length).toBe(line.length);
  });
});
