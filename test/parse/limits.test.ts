// Issue 13: limits applied while parsing a page (front matter aliases, table size).
import { describe, expect, jest, test } from '@jest/globals';
import { MAX_TABLE_CELLS, parseFrontmatterText, parsePage } from '../../src/parse/index.js';
import { aliasBomb } from '../cli/hostile-helpers.js';

// Whole commands on generated projects: slow on a loaded machine (no timing is asserted).
jest.setTimeout(120_000);

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

describe('a 400x100 GFM table', () => {
  test('is read as text, with a limit notice at the table', () => {
    const parsed = parsePage({ path: 'big.md', value: table(400, 100) });
    expect(parsed.limit).toEqual({ line: 3, column: 1, message: `Unexpected 40200 table cells on one page, expected at most ${MAX_TABLE_CELLS}: the page's tables are read as text` });
    expect(parsed.tree.children.map((c) => c.type)).toEqual(['heading', 'paragraph']);
  });
  test('a 50x100 table stays a table', () => {
    const parsed = parsePage({ path: 'ok.md', value: table(50, 100) });
    expect(parsed.limit).toBeUndefined();
    expect(parsed.tree.children.map((c) => c.type)).toEqual(['heading', 'table']);
  });
});
