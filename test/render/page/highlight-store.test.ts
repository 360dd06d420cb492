// Highlighted code blocks kept in the build cache (issue 29) are untrusted input: a stored tree
// is taken only when it is markup `highlightCode` writes (pre > code > spans with classes and
// colour variables), and a block from the cache is given without starting a highlighter.
import { describe, expect, test } from '@jest/globals';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { codeBlockKey, getHighlighter, highlightCode, highlightCodeCached, HighlighterNeeded, recordHighlighted, seedHighlighted } from '../../../src/render/page/highlight.js';
import { readStoredBlocks, storedBlocks } from '../../../src/render/page/highlight-store.js';
import { version } from '../../../src/version.js';

async function block(): Promise<Element> {
  return highlightCode(await getHighlighter(['js']), 'const a = 1; // [!code ++]\nlet b = "x"; // [!code focus]\n', 'js', 'app.js {1} lines wrap');
}

/** A stored file holding one block, with `change` applied to a copy of the tree. */
async function storedWith(change: (tree: Record<string, unknown>) => void): Promise<string> {
  const tree = JSON.parse(JSON.stringify(await block())) as Record<string, unknown>;
  change(tree);
  return JSON.stringify({ format: 'code 1', version, blocks: [['k', tree]] });
}

/** The first token `span` of the first line of a stored tree. */
function firstToken(tree: Record<string, unknown>): Record<string, unknown> {
  const code = (tree.children as Record<string, unknown>[])[0] as Record<string, unknown>;
  const line = (code.children as Record<string, unknown>[])[0] as Record<string, unknown>;
  return (line.children as Record<string, unknown>[])[0] as Record<string, unknown>;
}

describe('the highlighted-code store', () => {
  test('gives back the blocks it stored, highlighted now or taken from the cache of the thread', async () => {
    const highlighter = await getHighlighter(['js']);
    const code = 'const stored = 1; // [!code ++]\n';
    for (let round = 0; round < 2; round++) {
      const { result: tree, blocks } = recordHighlighted(() => highlightCodeCached(highlighter, code, 'js', 'a.js {1}'));
      const read = readStoredBlocks(storedBlocks(blocks));
      expect(read.map(([key]) => key)).toEqual([codeBlockKey(code, 'js', 'a.js {1}')]);
      expect(toHtml(read[0]?.[1] ?? { type: 'root', children: [] })).toBe(toHtml(tree));
    }
  });

  test.each([
    ['a script element', (tree: Record<string, unknown>) => void ((tree.children as unknown[])[0] = { type: 'element', tagName: 'script', properties: {}, children: [{ type: 'text', value: 'alert(1)' }] })],
    ['an event handler', (tree: Record<string, unknown>) => void ((firstToken(tree).properties as Record<string, unknown>).onClick = 'alert(1)')],
    ['a style with a URL', (tree: Record<string, unknown>) => void ((firstToken(tree).properties as Record<string, unknown>).style = '--shiki-light:#fff;background:url(https://example.com/x)')],
    ['a raw node', (tree: Record<string, unknown>) => void (firstToken(tree).children = [{ type: 'raw', value: '<img src=x onerror=alert(1)>' }])],
    ['a class with markup', (tree: Record<string, unknown>) => void ((tree.properties as Record<string, unknown>).className = ['shiki"><script>'])],
  ])('refuses a file with %s', async (_name, change) => {
    expect(readStoredBlocks(await storedWith(change))).toEqual([]);
  });

  test('refuses another version\'s file and text that is not JSON', async () => {
    const tree = await block();
    expect(readStoredBlocks(JSON.stringify({ format: 'code 1', version: `${version}-other`, blocks: [['k', tree]] }))).toEqual([]);
    expect(readStoredBlocks('{"format":')).toEqual([]);
  });

  test('a seeded block is given without a highlighter; another is not', () => {
    const tree: Element = { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'text', value: 'seeded' }] };
    seedHighlighted([[codeBlockKey('seeded only\n', 'python', null), tree]]);
    expect(highlightCodeCached(undefined, 'seeded only\n', 'python', null)).toEqual(tree);
    expect(() => highlightCodeCached(undefined, 'never seen\n', 'python', null)).toThrow(HighlighterNeeded);
  });
});
