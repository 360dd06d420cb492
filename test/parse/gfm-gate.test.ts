import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VFile } from 'vfile';
import type { Node } from 'unist';
import { getProcessor, parsePage, syntaxOf, type Syntax } from '../../src/parse/index.js';
import { unmatchableGfm } from '../../src/parse/gfm-gate.js';
import { CORPUS, testWithCorpus } from '../support/corpus.js';

/** The tree (or the syntax error) of `text` from a processor. */
function parsed(text: string, syntax: Syntax, gate: string | undefined): string {
  try {
    return JSON.stringify(getProcessor(syntax, true, true, gate).parse(new VFile({ path: 'a.mdx', value: text })));
  } catch (error) {
    return `error: ${String(error)}`;
  }
}

/** The tree of `text` as the full processor parses it, and as the one for its text does. */
function both(text: string, syntax: Syntax = 'mdx'): [string, string] {
  return [parsed(text, syntax, undefined), parsed(text, syntax, text)];
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

  testWithCorpus('gives every corpus page the tree the full parser gives')('corpus', () => {
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
      // A page that keeps every construct gets the full parser itself.
      if (unmatchableGfm(text).length === 0) continue;
      const [full, gated] = both(text, syntaxOf(page));
      if (full !== gated) differ++;
    }
    expect(differ).toBe(0);
  });
});
