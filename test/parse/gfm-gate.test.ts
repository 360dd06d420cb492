import { describe, expect, jest, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VFile } from 'vfile';
import type { Node } from 'unist';
import { getProcessor, parsePage, syntaxOf, type Syntax } from '../../src/parse/index.js';
import { tableHeadLines, unmatchableGfm, withTableLines } from '../../src/parse/gfm-gate.js';
import { CORPUS, testWithCorpus } from '../support/corpus.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

/** The tree (or the syntax error) of `text`: from the full processor, or (`gated`) as docwright parses it (the processor for its text, tables tried where they may start). */
function parsed(text: string, syntax: Syntax, gated: boolean): string {
  try {
    const file = new VFile({ path: 'a.mdx', value: text });
    const tree = gated ? withTableLines(text, () => getProcessor(syntax, { text }).parse(file)) : getProcessor(syntax).parse(file);
    return JSON.stringify(tree);
  } catch (error) {
    return `error: ${String(error)}`;
  }
}

/** The tree of `text` as the full processor parses it, and as docwright does. */
function both(text: string, syntax: Syntax = 'mdx'): [string, string] {
  return [parsed(text, syntax, false), parsed(text, syntax, true)];
}

/** A document of `count` lines from `lines` picked by a seeded generator, with one kind of line ending. */
function randomDocument(next: () => number, lines: readonly string[], count: number): string {
  const ending = ['\n', '\r\n', '\r'][next() % 3] ?? '\n';
  return Array.from({ length: count }, () => lines[next() % lines.length]).join(ending) + (next() % 2 === 0 ? ending : '');
}

function types(node: Node, into: string[] = []): string[] {
  into.push(node.type);
  const children = (node as { children?: Node[] }).children;
  for (const child of children ?? []) types(child, into);
  return into;
}

describe('unmatchableGfm', () => {
  test('names the constructs whose characters a text does not have', () => {
    expect(unmatchableGfm('Plain words only.\n')).toEqual(['emailAutolink', 'table', 'protocolAutolink', 'wwwAutolink']);
    expect(unmatchableGfm('Mail me at a@b.co\n')).toEqual(['table', 'protocolAutolink', 'wwwAutolink']);
    expect(unmatchableGfm('See WWW.Example.com or HTTPS://example.com\n')).toEqual(['emailAutolink', 'table']);
    expect(unmatchableGfm('| a |\n| - |\n')).toEqual(['emailAutolink', 'protocolAutolink', 'wwwAutolink']);
  });

  test('keeps the table for a one-column table with no pipe (a delimiter cell with a colon)', () => {
    expect(unmatchableGfm('Head\n:--\n')).not.toContain('table');
    expect(unmatchableGfm('Head\n--:\n')).not.toContain('table');
    expect(types(parsePage({ path: 'a.mdx', value: 'Head\n:--\n' }).tree)).toContain('table');
  });
});

describe('tableHeadLines', () => {
  test('gives the line before each line that may be a delimiter row, whatever the line endings', () => {
    expect([...tableHeadLines('| a |\n| - |\ntext\n')]).toEqual([1]);
    expect([...tableHeadLines('x\r\n> | :-: |\r\ny\r--|--\r')]).toEqual([1, 3]);
    expect([...tableHeadLines('Head\n:--\n\n  \t| --- |\n')]).toEqual([1, 3]);
    expect([...tableHeadLines('No table\n- a list\n| a | b |\n')]).toEqual([]);
  });

  test('reads a long line once (no backtracking on spaces)', () => {
    const line = `${' '.repeat(200_000)}x`;
    expect([...tableHeadLines(`a\n${line}\n`)]).toEqual([]);
    expect([...tableHeadLines(`a\n${' '.repeat(200_000)}-\n`)]).toEqual([1]);
  });
});

describe('the parser without unmatchable GFM constructs', () => {
  test('gives the tree the full parser gives, construct by construct', () => {
    const texts = [
      'Plain paragraph with words, digits 123 and under_scores.\n\n## A heading\n\n- a list\n- of items\n',
      'A table:\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
      'A one-column table\n:--\n',
      'A setext heading\n---\n\nA rule:\n\n---\n',
      'Mail a.b+c@example.co.uk, or not@all.\n',
      'Visit www.example.com, WWW.EXAMPLE.COM/path and https://example.com/a?b=c (or HTTP://x.y).\n',
      'A character reference: user&#64;example.com.\n',
      '> | in | a quote |\n> | -- | ------- |\n',
      '<Card title="x">https://inside.example.com and a@b.co</Card>\n',
      '[label www.example.com](https://example.com)\n',
    ];
    for (const text of texts) {
      const [full, gated] = both(text);
      expect(gated).toBe(full);
    }
  });

  test('finds literal autolinks and tables where their characters are', () => {
    const tree = parsePage({ path: 'a.mdx', value: 'Mail a@b.co or see www.example.com.\n\n| a |\n| - |\n' }).tree;
    const found = types(tree);
    expect(found.filter((type) => type === 'link')).toHaveLength(2);
    expect(found).toContain('table');
  });

  test('gives random documents of container, table and block lines the tree the full parser gives', () => {
    const lines = ['> a b', '>', 'lazy text', '- a b', '  - c d', '1. x y', '```js', '```', 'Text', '===', '---', '<div>', '</div>', '', '    indented', '> ```', '> ---', 'a *b* c', '# h', '> > q r', '  lazy', '> - item', '* * *', '| a | b |', '| - | - |', 'a | b', '--- | ---', ':-', '| :-: |', '> | a |', '> | - |', '  | a |', '  | --- |', 'a|b|c', '|', '-|-', '> a | b', '>  --|--', '\\| a', '`|`', '|-|-|-|', ':--', '- | a |', '\t| - |', 'mail a@b.co', 'www.example.com'];
    let seed = 29;
    const next = (): number => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
    let tables = 0;
    for (let i = 0; i < 1500; i++) {
      const text = randomDocument(next, lines, 2 + (next() % 8));
      for (const syntax of ['md', 'mdx'] as const) {
        const [full, gated] = both(text, syntax);
        if (full.includes('"type":"table"')) tables++;
        expect(gated).toBe(full);
      }
    }
    // The documents do hold tables (the gate is exercised both ways).
    expect(tables).toBeGreaterThan(100);
  });

  testWithCorpus('the corpus comparison')('gives every corpus page the tree the full parser gives', () => {
    const pages: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.mdx?$/.test(entry.name)) pages.push(path);
      }
    };
    walk(CORPUS);
    expect(pages.length).toBeGreaterThan(1000);
    let differ = 0;
    for (const page of pages) {
      const text = readFileSync(page, 'utf8');
      const [full, gated] = both(text, syntaxOf(page));
      if (full !== gated) differ++;
    }
    expect(differ).toBe(0);
  });
});
