import { describe, expect, it } from '@jest/globals';
import type { MdxJsxAttribute, MdxJsxAttributeValueExpression, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { parsePage } from '../../../src/parse/index.js';
import { jsxText, staticContent } from '../../../src/render/tree/jsx-static.js';

/** The expression of the first attribute of the page's first element. */
function titleOf(source: string): MdxJsxAttributeValueExpression {
  const first = parsePage({ path: 'page.mdx', value: source }).tree.children[0];
  const element = (first?.type === 'paragraph' ? first.children[0] : first) as MdxJsxFlowElement;
  const attribute = element.attributes[0] as MdxJsxAttribute;
  if (typeof attribute.value !== 'object' || attribute.value === null) throw new Error('no expression');
  return attribute.value;
}

describe('staticContent', () => {
  it('reads fragments, elements, text and literal expressions as MDX nodes', () => {
    const content = staticContent(titleOf('<Step title={<>Run the <code>orbit</code> {"now"} {2}{false}</>}>x</Step>\n'));
    expect(content).toEqual({
      ok: true,
      nodes: [
        { type: 'text', value: 'Run the ' },
        expect.objectContaining({ type: 'mdxJsxTextElement', name: 'code', attributes: [], children: [{ type: 'text', value: 'orbit' }] }),
        { type: 'text', value: ' ' },
        { type: 'text', value: 'now' },
        { type: 'text', value: ' ' },
        { type: 'text', value: '2' },
      ],
    });
  });

  it('gives nested elements their attributes and names (`Tree.Folder`), literals as JSON', () => {
    const content = staticContent(titleOf('<Card title={<a href="/x" data-n={3} hidden><Tree.Folder name="a" /></a>}>x</Card>\n'));
    expect(content?.ok).toBe(true);
    const [link] = content?.ok ? content.nodes : [];
    expect(link).toMatchObject({
      type: 'mdxJsxTextElement',
      name: 'a',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'href', value: '/x' },
        { type: 'mdxJsxAttribute', name: 'data-n', value: { type: 'mdxJsxAttributeValueExpression', value: '3' } },
        { type: 'mdxJsxAttribute', name: 'hidden', value: null },
      ],
      children: [{ type: 'mdxJsxTextElement', name: 'Tree.Folder' }],
    });
  });

  it('reads template literals and `+` of literals', () => {
    expect(staticContent(titleOf('<Step title={`Use ${"the"} kettle`}>x</Step>\n'))).toEqual({ ok: true, nodes: [{ type: 'text', value: 'Use the kettle' }] });
    expect(staticContent(titleOf('<Step title={"Version " + 2 + "." + (1 + 1)}>x</Step>\n'))).toEqual({ ok: true, nodes: [{ type: 'text', value: 'Version 2.2' }] });
  });

  it('places the first part that is code: a call, an identifier, a spread', () => {
    expect(staticContent(titleOf('<Step title={<>Call {run()} now</>}>x</Step>\n'))).toEqual({ ok: false, at: { line: 1, column: 22 }, kind: 'CallExpression' });
    expect(staticContent(titleOf('<Step\n  title={name}>x</Step>\n'))).toEqual({ ok: false, at: { line: 2, column: 10 }, kind: 'Identifier' });
    expect(staticContent(titleOf('<Step title={<b {...props}>x</b>}>x</Step>\n'))).toMatchObject({ ok: false, kind: 'JSXSpreadAttribute' });
  });
});

describe('jsxText', () => {
  it('trims lines where they meet a line break and joins them with spaces, as React does', () => {
    expect(jsxText('  Run the  ')).toBe('  Run the  ');
    expect(jsxText('\n    Run the\n    command\n  ')).toBe('Run the command');
    expect(jsxText('\n   \n')).toBe('');
  });
});
