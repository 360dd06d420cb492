// An MDX expression the build cannot read statically (a call, a function, JSX) as a component
// of its file for the sandbox: `{fmt(price)}` becomes `export const __dwExpr3 = ({ price }) =>
// <>{fmt(price)}</>` beside the file's own ESM, used where the expression was. Built on the
// estree remark-mdx made; nothing is parsed again and nothing runs in Node.
import type { Expression, Identifier, JSXAttribute, JSXElement, JSXSpreadAttribute, Program } from 'estree-jsx';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Position } from 'unist';
import { parseLiteral, type Literal } from '../tree/literal.js';

/** The name every such component starts with: a page's own names never do. */
export const EXPRESSION_PREFIX = '__dwExpr';

declare module 'mdast-util-mdx-jsx' {
  interface MdxJsxFlowElementData {
    /** The source of the expression this element stands for. */
    dwExpression?: string;
    /** The component this element stands for, used with attributes that are code. */
    dwComponent?: string;
    /** A component a custom component used (src/render/page/page-hast.ts `builtinNode`), not one the page wrote. */
    dwBuiltin?: boolean;
  }
  interface MdxJsxTextElementData {
    dwExpression?: string;
    dwComponent?: string;
    dwBuiltin?: boolean;
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

/** Attributes giving `props` as JSON literals (`name={"Ada"}`). */
export function literalAttributes(props: Readonly<Record<string, Literal>>): MdxJsxAttribute[] {
  return Object.entries(props).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value: { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value) } }));
}

/** The element that stands where the expression was: its props are the values the expression reads from its scope. */
export function expressionElement(name: string, flow: boolean, source: string, props: Readonly<Record<string, Literal>>, position: Position | undefined): MdxJsxFlowElement | MdxJsxTextElement {
  const attributes = literalAttributes(props);
  const base = { name, attributes, children: [], data: { dwExpression: source }, ...(position ? { position } : {}) };
  return flow ? { type: 'mdxJsxFlowElement', ...base } : { type: 'mdxJsxTextElement', ...base };
}

/** A literal value as an estree expression. */
function literalExpression(value: Literal): Expression {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(literalExpression) };
  if (value !== null && typeof value === 'object') {
    return { type: 'ObjectExpression', properties: Object.entries(value).map(([key, item]) => ({ type: 'Property', kind: 'init', key: { type: 'Literal', value: key }, value: literalExpression(item), shorthand: false, computed: false, method: false })) };
  }
  if (typeof value === 'number' && value < 0) return { type: 'UnaryExpression', operator: '-', prefix: true, argument: { type: 'Literal', value: -value } };
  return { type: 'Literal', value };
}

/** The expression of an attribute's `{…}` (its program's one statement), or of a spread's `{...x}`. */
function attributeExpression(program: Program | null | undefined, spread: boolean): Expression | undefined {
  const statement = program?.body[0];
  if (program?.body.length !== 1 || statement?.type !== 'ExpressionStatement') return undefined;
  if (!spread) return statement.expression;
  const object = statement.expression;
  const property = object.type === 'ObjectExpression' && object.properties.length === 1 ? object.properties[0] : undefined;
  return property?.type === 'SpreadElement' ? property.argument : undefined;
}

/**
 * A use of a custom component as one JSX element (`<Playground Block={WidgetBlock} size="s">{children}</Playground>`),
 * its attributes' code kept as code, for the sandbox; undefined for what it cannot write (a namespaced or dotted name).
 */
export function componentUse(name: string, attributes: readonly (MdxJsxAttribute | MdxJsxExpressionAttribute)[], children: boolean): JSXElement | undefined {
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) return undefined;
  const written: (JSXAttribute | JSXSpreadAttribute)[] = [];
  for (const attribute of attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      const argument = attributeExpression(attribute.data?.estree, true);
      if (!argument) return undefined;
      written.push({ type: 'JSXSpreadAttribute', argument: structuredClone(argument) });
      continue;
    }
    if (!/^[A-Za-z_$][\w$-]*$/.test(attribute.name)) return undefined;
    const key = { type: 'JSXIdentifier' as const, name: attribute.name };
    if (attribute.value === null || attribute.value === undefined) written.push({ type: 'JSXAttribute', name: key, value: null });
    else if (typeof attribute.value === 'string') written.push({ type: 'JSXAttribute', name: key, value: { type: 'Literal', value: attribute.value } });
    else {
      // A value the build already read is its literal (src/render/page/expand.ts writes it as JSON).
      const literal = attribute.value.data?.estree ? undefined : parseLiteral(attribute.value.value);
      const expression = literal !== undefined ? literalExpression(literal) : attributeExpression(attribute.value.data?.estree, false);
      if (!expression) return undefined;
      written.push({ type: 'JSXAttribute', name: key, value: { type: 'JSXExpressionContainer', expression: structuredClone(expression) } });
    }
  }
  return {
    type: 'JSXElement',
    openingElement: { type: 'JSXOpeningElement', name: { type: 'JSXIdentifier', name }, attributes: written, selfClosing: !children },
    closingElement: children ? { type: 'JSXClosingElement', name: { type: 'JSXIdentifier', name } } : null,
    children: children ? [{ type: 'JSXExpressionContainer', expression: id('children') }] : [],
  };
}
