// Issue 13: limits applied while parsing a page (front matter aliases, table size). Inputs are
// just past each limit; bench/hostile.bench.mjs times the full sizes (400x100 tables, lists
// 1,000 deep).
import { describe, expect, jest, test } from '@jest/globals';
import { MAX_LIST_DEPTH, MAX_TABLE_CELLS, parseFrontmatterText, parsePage } from '../../src/parse/index.js';
import { aliasBomb } from '../cli/hostile-helpers.js';

// Whole commands on generated projects: slow on a loaded machine (no timing is asserted).
jest.setTimeout(300_000);

function table(rows: number, columns: number): string {
  const row = (cell: (i: number) => string): string => `| ${Array.from({ length: columns }, (_, i) => cell(i)).join(' | ')} |`;
  const lines = ['# Table', '', row((i) => `h${i}`), row(() => '---')];
  for (let r = 0; r < rows; r++) lines.push(row((i) => `r${r}c${i}`));
  return `${lines.join('\n')}\n`;
}

describe('a YAML alias bomb in front matter', () => {
  test('is a problem at the first alias, with no data', () => {
    const yaml = aliasBomb().split('\n').slice(1, -4).join('\n');
    const result = parseFrontmatterText(yaml, 2);
    expect(result.problems).toEqual([{ message: 'Unexpected YAML aliases that expand past 100 values, expected front matter without nested `*alias` repeats', line: 4, column: 8 }]);
    expect(result.data).toEqual({});
  });
  test('a few aliases are fine', () => {
    const result = parseFrontmatterText('base: &b {x: 1}\nother: *b\n', 2);
    expect(result.problems).toEqual([]);
    expect(result.data).toEqual({ base: { x: 1 }, other: { x: 1 } });
  });
});

describe('a 101x100 GFM table (10,300 cells with the head and delimiter rows)', () => {
  test('is read as text, with a limit notice at the table', () => {
    const parsed = parsePage({ path: 'big.md', value: table(101, 100) });
    expect(parsed.limit).toEqual({ line: 3, column: 1, message: `Unexpected 10300 table cells on one page, expected at most ${MAX_TABLE_CELLS}: the page's tables are read as text` });
    expect(parsed.tree.children.map((c) => c.type)).toEqual(['heading', 'paragraph']);
  });
  test('a 50x100 table stays a table', () => {
    const parsed = parsePage({ path: 'ok.md', value: table(50, 100) });
    expect(parsed.limit).toBeUndefined();
    expect(parsed.tree.children.map((c) => c.type)).toEqual(['heading', 'table']);
  });
});

describe('a list nested 40 deep', () => {
  const list = (depth: number): string => `# List\n\n${Array.from({ length: depth }, (_, i) => `${' '.repeat(i * 2)}- item ${i}`).join('\n')}\n`;
  test('items past the limit are read as text, at the positions of the file', () => {
    const value = list(40);
    const parsed = parsePage({ path: 'deep.md', value });
    expect(parsed.limit).toEqual({ line: 3 + MAX_LIST_DEPTH, column: MAX_LIST_DEPTH * 2 + 1, message: `Unexpected list nested deeper than ${MAX_LIST_DEPTH} levels, expected shallower lists: the deeper items are read as text` });
    expect(parsed.file.value).toBe(value);
    let depth = 0;
    let node: { type: string; children?: unknown[] } | undefined = parsed.tree.children[1];
    while (node && Array.isArray(node.children)) {
      if (node.type === 'list') depth++;
      node = node.children[node.children.length - 1] as { type: string; children?: unknown[] } | undefined;
    }
    expect(depth).toBe(MAX_LIST_DEPTH);
  });
  test('a list 20 deep is read as written', () => {
    const parsed = parsePage({ path: 'ok.md', value: `${list(20)}${'\nPadding words.'.repeat(100)}\n` });
    expect(parsed.limit).toBeUndefined();
  });
});
