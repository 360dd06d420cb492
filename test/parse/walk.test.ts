import { describe, expect, test } from '@jest/globals';
import type { Blockquote, Nodes, Parents, Root } from 'mdast';
import { visitParents, SKIP as UNIST_SKIP } from 'unist-util-visit-parents';
import { parsePage } from '../../src/parse/index.js';
import { EXIT, SKIP, walk, walkType, walkTypes } from '../../src/parse/walk.js';

const PAGE = `---
title: Walk
---

## Setup

Some *text* with [a link](/a) and \`code\`.

<Steps>
  <Step title="One">
    Dig a hole.

    ## Inside

    ![Alt](/x.png)
  </Step>
</Steps>

| a | b |
|---|---|
| [x](/x) | y |

## After
`;

function tree(): Root {
  const page = parsePage({ path: 'walk.mdx', value: PAGE });
  expect(page.error).toBeUndefined();
  return page.tree;
}

function reference(root: Root, test?: string): Array<[Nodes, Parents[]]> {
  const out: Array<[Nodes, Parents[]]> = [];
  visitParents(root, (node, ancestors) => {
    if (test === undefined || node.type === test) out.push([node, [...ancestors] as Parents[]]);
  });
  return out;
}

describe('walk', () => {
  test('visits every node in the order and with the ancestors of unist-util-visit-parents', () => {
    const root = tree();
    const seen: Array<[Nodes, Parents[]]> = [];
    walk(root, (node, ancestors) => {
      seen.push([node, [...ancestors]]);
    });
    const expected = reference(root);
    expect(seen.length).toBe(expected.length);
    seen.forEach(([node, ancestors], i) => {
      expect(node).toBe(expected[i]?.[0]);
      expect(ancestors).toEqual(expected[i]?.[1]);
    });
  });

  test('a second walk over the same tree sees the same nodes', () => {
    const root = tree();
    const first: Nodes[] = [];
    const second: Nodes[] = [];
    walk(root, (node) => void first.push(node));
    walk(root, (node) => void second.push(node));
    expect(second).toEqual(first);
  });

  test('SKIP leaves out the children of the node, as in unist-util-visit-parents', () => {
    const root = tree();
    const seen: string[] = [];
    walk(root, (node) => {
      seen.push(node.type);
      if (node.type === 'mdxJsxFlowElement') return SKIP;
    });
    const expected: string[] = [];
    visitParents(root, (node) => {
      expected.push(node.type);
      if (node.type === 'mdxJsxFlowElement') return UNIST_SKIP;
    });
    expect(seen).toEqual(expected);
    expect(seen).not.toContain('image');
  });

  test('EXIT stops the walk', () => {
    const seen: number[] = [];
    walkType(tree(), 'heading', (node) => {
      seen.push(node.depth);
      return EXIT;
    });
    expect(seen).toEqual([2]);
  });

  test('walkType and walkTypes visit only those types, in document order', () => {
    const root = tree();
    const headings: string[] = [];
    walkType(root, 'heading', (node, ancestors) => {
      headings.push(`${node.position?.start.line}:${ancestors.length}`);
    });
    expect(headings).toEqual(reference(root, 'heading').map(([node, ancestors]) => `${node.position?.start.line}:${ancestors.length}`));
    const mixed: string[] = [];
    walkTypes(root, ['link', 'image', 'heading'], (node) => void mixed.push(node.type));
    expect(mixed).toEqual(['heading', 'link', 'heading', 'image', 'link', 'heading']);
  });

  test('walkTypes with SKIP leaves out nodes of the other types inside', () => {
    const root = tree();
    const seen: string[] = [];
    walkTypes(root, ['mdxJsxFlowElement', 'image', 'heading'], (node) => {
      seen.push(node.type === 'mdxJsxFlowElement' ? (node.name ?? '') : node.type);
      if (node.type === 'mdxJsxFlowElement' && node.name === 'Step') return SKIP;
    });
    expect(seen).toEqual(['heading', 'Steps', 'Step', 'heading']);
  });

  test('a tree nested 3,000 deep is walked without recursion', () => {
    let inner: Blockquote = { type: 'blockquote', children: [] };
    for (let i = 1; i < 3000; i++) inner = { type: 'blockquote', children: [inner] };
    const root: Root = { type: 'root', children: [inner] };
    let count = 0;
    let deepest = 0;
    walk(root, (_node, ancestors) => {
      count++;
      deepest = Math.max(deepest, ancestors.length);
    });
    expect(count).toBe(3001);
    expect(deepest).toBe(3000);
  });
});
