import { describe, expect, test } from '@jest/globals';
import { rules } from '../../rules/index.js';
import { nodeName } from '../../src/rule-kit/node-names.js';
import { parsePage } from '../../src/parse/index.js';
import { walk } from '../../src/parse/walk.js';

/** Node type names of mdast and its MDX, GFM, math and front matter extensions. */
const NODE_TYPES =
  /\b(inlineCode|listItem|thematicBreak|blockquote|mdxJsx\w*|mdxFlowExpression|mdxTextExpression|mdxjsEsm|tableCell|tableRow|linkReference|imageReference|footnoteDefinition|footnoteReference|inlineMath)\b/;

describe('nodeName', () => {
  test('names every node of a page in words, never by its type', () => {
    const value =
      '---\ntitle: A\n---\n\nimport X from "/snippets/x.mdx";\n\n# Head\n\n> Quote with `code`, **bold**, _em_, ~~old~~ and [a link](/a).\n\n' +
      '- item\n\n---\n\n| a |\n| - |\n| b |\n\n{1 + 1}\n\n<Note>Hi</Note>\n\n![alt](/i.png)\n\n```js\nx\n```\n';
    const page = parsePage({ path: 'page.mdx', value });
    const names = new Set<string>();
    walk(page.tree, (node) => {
      if (node.type !== 'root') names.add(nodeName(node));
      return undefined;
    });
    expect([...names].filter((name) => NODE_TYPES.test(name) || name === 'content')).toEqual([]);
    expect(names).toContain('inline code');
    expect(names).toContain('a block quote');
    expect(names).toContain('`<Note>`');
  });
});

describe('rule messages', () => {
  test('no message template names a node type', () => {
    const leaks = rules.flatMap((rule) => Object.entries(rule.messages).filter(([, text]) => NODE_TYPES.test(text)).map(([id]) => `${rule.id}.${id}`));
    expect(leaks).toEqual([]);
  });
});
