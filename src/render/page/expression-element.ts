// An MDX expression the build cannot read statically (a call, a function, JSX) as a component
// of its file for the sandbox: `{fmt(price)}` becomes `export const __dwExpr3 = ({ price }) =>
// <>{fmt(price)}</>` beside the file's own ESM, used where the expression was. Built on the
// estree remark-mdx made; nothing is parsed again and nothing runs in Node.
import type { Expression, Identifier, Program } from 'estree-jsx';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Position } from 'unist';
import type { Literal } from './literal.js';

/** The name every such component starts with: a page's own names never do. */
export const EXPRESSION_PREFIX = '__dwExpr';

declare module 'mdast-util-mdx-jsx' {
  interface MdxJsxFlowElementData {
    /** The source of the expression this element stands for. */
    dwExpression?: string;
  }
  interface MdxJsxTextElementData {
    dwExpression?: string;
  }
}

function id(name: string): Identifier {
  return { type: 'Identifier', name };
}

/** `export const <name> = ({ a, b }) => <>{expression}</>`. */
export function expressionProgram(name: string, expression: Expression, params: readonly string[]): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [{
      type: 'ExportNamedDeclaration',
      specifiers: [],
      source: null,
      attributes: [],
      declaration: {
        type: 'VariableDeclaration',
        kind: 'const',
        declarations: [{
          type: 'VariableDeclarator',
          id: id(name),
          init: {
            type: 'ArrowFunctionExpression',
            expression: true,
            generator: false,
            async: false,
            params: [{ type: 'ObjectPattern', properties: params.map((param) => ({ type: 'Property', kind: 'init', key: id(param), value: id(param), shorthand: true, computed: false, method: false })) }],
            body: { type: 'JSXFragment', openingFragment: { type: 'JSXOpeningFragment' }, closingFragment: { type: 'JSXClosingFragment' }, children: [{ type: 'JSXExpressionContainer', expression }] },
          },
        }],
      },
    }],
  };
}

/** The element that stands where the expression was: its props are the values the expression reads from its scope. */
export function expressionElement(name: string, flow: boolean, source: string, props: Readonly<Record<string, Literal>>, position: Position | undefined): MdxJsxFlowElement | MdxJsxTextElement {
  const attributes: MdxJsxAttribute[] = Object.entries(props).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value: { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value) } }));
  const base = { name, attributes, children: [], data: { dwExpression: source }, ...(position ? { position } : {}) };
  return flow ? { type: 'mdxJsxFlowElement', ...base } : { type: 'mdxJsxTextElement', ...base };
}
