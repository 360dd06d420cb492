// A JSX attribute value that is static content (`title={<>Run the <code>orbit</code> command</>}`)
// as Markdown-JSX nodes the page's handlers render like any other: elements, fragments, text and
// nested expressions of literals, read from the tree remark-mdx parsed (`data.estree`), never run.
import type { Expression, JSXElement, JSXSpreadChild, JSXExpressionContainer, JSXFragment, Node, Program, SpreadElement, TemplateLiteral } from 'estree-jsx';
import type { PhrasingContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxAttributeValueExpression, MdxJsxExpressionAttribute, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Literal } from './literal.js';

/** A place in the page: line and column from 1. */
export interface StaticPlace {
  line: number;
  column: number;
}

/** The content of an expression, or the place of the first part of it that is code (an identifier, a call …). */
export type StaticContent = { ok: true; nodes: PhrasingContent[] } | { ok: false; at: StaticPlace | undefined; kind: string };

/** Elements nested deeper than this are not read (a page cannot make the reader recurse without end). */
const MAX_DEPTH = 64;

/** A part of an expression that is code (thrown, and caught by `staticContent`). */
type Part = Node | JSXSpreadChild;

class NotStatic extends Error {
  constructor(readonly node: Part) {
    super('not static');
  }
}

/** The place of an estree node (its `loc` column counts from 0). */
function placeOf(node: Part): StaticPlace | undefined {
  return node.loc ? { line: node.loc.start.line, column: node.loc.start.column + 1 } : undefined;
}

/** The position of an estree node as a unist position (acorn's `start`/`end` are offsets in the file). */
function positionOf(node: Node): MdxJsxTextElement['position'] {
  const { loc } = node;
  if (!loc) return undefined;
  const { start, end } = node as Node & { start?: unknown; end?: unknown };
  return {
    start: { line: loc.start.line, column: loc.start.column + 1, ...(typeof start === 'number' ? { offset: start } : {}) },
    end: { line: loc.end.line, column: loc.end.column + 1, ...(typeof end === 'number' ? { offset: end } : {}) },
  };
}

/** The text React shows for a JSX text: lines trimmed where they meet a line break, blank lines dropped, the rest joined by spaces. */
export function jsxText(value: string): string {
  const lines = value.split(/\r\n|\n|\r/);
  if (lines.length === 1) return value;
  const kept: string[] = [];
  lines.forEach((line, i) => {
    let part = line.replace(/\t/g, ' ');
    if (i > 0) part = part.replace(/^[ ]+/, '');
    if (i < lines.length - 1) part = part.replace(/[ ]+$/, '');
    if (part !== '') kept.push(part);
  });
  return kept.join(' ');
}

/** The value of a template literal whose expressions are all literals. */
function templateValue(node: TemplateLiteral, depth: number): string {
  let out = '';
  node.quasis.forEach((quasi, i) => {
    out += quasi.value.cooked ?? quasi.value.raw;
    const expression = node.expressions[i];
    if (expression) {
      const value = staticValue(expression, depth + 1);
      if (typeof value === 'object' && value !== null) throw new NotStatic(expression);
      out += String(value);
    }
  });
  return out;
}

/** The value of an expression made of literals only (strings, numbers, booleans, null, arrays, objects, templates, `+`), else `NotStatic`. */
function staticValue(node: Expression | SpreadElement, depth: number): Literal {
  if (depth > MAX_DEPTH) throw new NotStatic(node);
  switch (node.type) {
    case 'Literal':
      if (typeof node.value === 'string' || typeof node.value === 'number' || typeof node.value === 'boolean' || node.value === null) return node.value;
      throw new NotStatic(node);
    case 'TemplateLiteral':
      return templateValue(node, depth);
    case 'BinaryExpression': {
      // `"a" + "b"`, `"v" + 2`: strings and numbers joined or added, as JavaScript does.
      if (node.operator !== '+' || node.left.type === 'PrivateIdentifier') throw new NotStatic(node);
      const left = staticValue(node.left, depth + 1);
      const right = staticValue(node.right, depth + 1);
      if (typeof left === 'number' && typeof right === 'number') return left + right;
      if ((typeof left === 'string' || typeof left === 'number') && (typeof right === 'string' || typeof right === 'number')) return `${left}${right}`;
      throw new NotStatic(node);
    }
    case 'UnaryExpression': {
      const value = node.operator === '-' || node.operator === '+' ? staticValue(node.argument, depth + 1) : undefined;
      if (typeof value === 'number') return node.operator === '-' ? -value : value;
      throw new NotStatic(node);
    }
    case 'ArrayExpression':
      return node.elements.map((element) => (element === null ? null : staticValue(element, depth + 1)));
    case 'ObjectExpression': {
      const out: Record<string, Literal> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') throw new NotStatic(property);
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
        if (key === undefined || property.value.type === 'AssignmentPattern' || property.value.type === 'ObjectPattern' || property.value.type === 'ArrayPattern' || property.value.type === 'RestElement') throw new NotStatic(property);
        Object.defineProperty(out, key, { value: staticValue(property.value, depth + 1), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    default:
      throw new NotStatic(node);
  }
}

/** A JSX element's name as written: `code`, `Icon`, `Tree.Folder`. */
function elementName(node: JSXElement): string {
  const name = node.openingElement.name;
  if (name.type === 'JSXIdentifier') return name.name;
  if (name.type === 'JSXNamespacedName') return `${name.namespace.name}:${name.name.name}`;
  const parts: string[] = [];
  let current: typeof name.object | typeof name = name;
  while (current.type === 'JSXMemberExpression') {
    parts.unshift(current.property.name);
    current = current.object;
  }
  parts.unshift(current.name);
  return parts.join('.');
}

/** An attribute value of a nested element: a string, a flag, or an expression with its estree (a literal as JSON, JSX as itself). */
function attributeValue(value: JSXElement['openingElement']['attributes'][number] & { type: 'JSXAttribute' }, depth: number): MdxJsxAttribute['value'] {
  const given = value.value;
  if (given === null || given === undefined) return null;
  if (given.type === 'Literal') return typeof given.value === 'string' ? given.value : String(given.value);
  const expression = given.type === 'JSXExpressionContainer' ? given.expression : given;
  if (expression.type === 'JSXEmptyExpression') return null;
  if (expression.type === 'JSXElement' || expression.type === 'JSXFragment') {
    contentOf(expression, depth + 1);
    const program: Program = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] };
    const out: MdxJsxAttributeValueExpression = { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: program } };
    return out;
  }
  return { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(staticValue(expression, depth + 1)) };
}

/** A nested JSX element as an MDX text element. */
function elementNode(node: JSXElement, depth: number): MdxJsxTextElement {
  const attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[] = [];
  for (const attribute of node.openingElement.attributes) {
    if (attribute.type !== 'JSXAttribute') throw new NotStatic(attribute);
    const name = attribute.name.type === 'JSXIdentifier' ? attribute.name.name : `${attribute.name.namespace.name}:${attribute.name.name.name}`;
    attributes.push({ type: 'mdxJsxAttribute', name, value: attributeValue(attribute, depth) });
  }
  const position = positionOf(node);
  return { type: 'mdxJsxTextElement', name: elementName(node), attributes, children: childrenOf(node.children, depth + 1), ...(position ? { position } : {}) };
}

/** The content of one child of an element or fragment. */
function childContent(child: JSXElement['children'][number], depth: number): PhrasingContent[] {
  switch (child.type) {
    case 'JSXText': {
      const value = jsxText((child).value);
      return value === '' ? [] : [{ type: 'text', value }];
    }
    case 'JSXElement':
    case 'JSXFragment':
      return contentOf(child, depth);
    case 'JSXExpressionContainer':
      return expressionContent((child).expression, depth);
    default:
      throw new NotStatic(child);
  }
}

function childrenOf(children: JSXElement['children'], depth: number): PhrasingContent[] {
  return children.flatMap((child) => childContent(child, depth));
}

/** What an expression shows: text for strings and numbers, nothing for booleans, null and comments, else its JSX. */
function expressionContent(expression: JSXExpressionContainer['expression'], depth: number): PhrasingContent[] {
  if (expression.type === 'JSXEmptyExpression') return [];
  if (expression.type === 'JSXElement' || expression.type === 'JSXFragment') return contentOf(expression, depth);
  if (expression.type === 'ArrayExpression') return expression.elements.flatMap((element) => (element === null || element.type === 'SpreadElement' ? (element ? throwNotStatic(element) : []) : expressionContent(element, depth + 1)));
  if (expression.type === 'ConditionalExpression' || expression.type === 'LogicalExpression') throw new NotStatic(expression);
  const value = staticValue(expression, depth);
  if (typeof value === 'string' || typeof value === 'number') return value === '' ? [] : [{ type: 'text', value: String(value) }];
  if (value === null || typeof value === 'boolean') return [];
  throw new NotStatic(expression);
}

function throwNotStatic(node: Node): never {
  throw new NotStatic(node);
}

/** The content of an element or a fragment. */
function contentOf(node: JSXElement | JSXFragment, depth: number): PhrasingContent[] {
  if (depth > MAX_DEPTH) throw new NotStatic(node);
  if (node.type === 'JSXFragment') return childrenOf(node.children, depth + 1);
  return [elementNode(node, depth)];
}

/** The expression of an attribute value, when remark-mdx parsed it. */
function expressionOf(value: MdxJsxAttributeValueExpression): Expression | undefined {
  const statement = value.data?.estree?.body[0];
  return value.data?.estree?.body.length === 1 && statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/**
 * What an attribute expression shows, as MDX nodes: `{<>Run <code>x</code></>}`, `{"text"}`,
 * `` {`text`} ``, `{["a", <b>b</b>]}`; `{ok: false}` with the place of the first part that is
 * code, which the renderer cannot show without running it. Undefined when the expression was not parsed.
 */
export function staticContent(value: MdxJsxAttributeValueExpression): StaticContent | undefined {
  const expression = expressionOf(value);
  if (!expression) return undefined;
  try {
    return { ok: true, nodes: expressionContent(expression, 0) };
  } catch (error) {
    if (!(error instanceof NotStatic)) throw error;
    return { ok: false, at: placeOf(error.node), kind: error.node.type };
  }
}
