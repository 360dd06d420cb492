// Walking a page's components: the element, its JSX parent and its meaningful children.
import type { Nodes, Parents, Root, RootContent } from 'mdast';
import type {} from 'mdast-util-mdx';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { walkTypes } from '../parse/walk.js';
import { getComponent } from './index.js';
import type { ComponentSpec } from './types.js';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export function isJsx(node: Nodes | RootContent): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** Whitespace, `{/* comments *\/}` and other expressions say nothing about structure. */
function isNoise(node: Nodes): boolean {
  if (node.type === 'text') return node.value.trim() === '';
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return true;
  if (node.type === 'break') return true;
  return false;
}

/**
 * A node's meaningful children: paragraphs are looked through (a one-line
 * `<Tab>…</Tab>` sits in a paragraph), whitespace and expressions are skipped.
 */
export function contentChildren(node: Parents): Nodes[] {
  const out: Nodes[] = [];
  for (const child of node.children as Nodes[]) {
    if (isNoise(child)) continue;
    if (child.type === 'paragraph') out.push(...contentChildren(child));
    else out.push(child);
  }
  return out;
}

/** The nearest JSX element above a node, looking through paragraphs; `undefined` at the page's top level. */
export function jsxParent(ancestors: readonly Parents[]): JsxElement | 'root' | Parents {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const ancestor = ancestors[i];
    if (!ancestor || ancestor.type === 'paragraph') continue;
    if (isJsx(ancestor)) return ancestor;
    return ancestor.type === 'root' ? 'root' : ancestor;
  }
  return 'root';
}

/** Visit every JSX element with a name, with its ancestors. Never throws on odd trees. */
export function visitElements(tree: Root, visitor: (node: JsxElement, ancestors: readonly Parents[]) => void): void {
  walkTypes(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node, ancestors) => {
    if (isJsx(node) && typeof node.name === 'string' && node.name !== '') visitor(node, ancestors);
  });
}

/** Visit every element the registry describes, with its description and ancestors. */
export function visitComponents(tree: Root, visitor: (node: JsxElement, spec: ComponentSpec, ancestors: readonly Parents[]) => void): void {
  visitElements(tree, (node, ancestors) => {
    const spec = getComponent(node.name ?? '');
    if (spec) visitor(node, spec, ancestors);
  });
}

/** Whether a child element named `name` is among `children` (directly, or inside a paragraph MDX wrapped them in). */
export function hasChildElement(children: readonly unknown[], name: string | undefined): boolean {
  if (name === undefined) return false;
  return children.some((child) => {
    if (typeof child !== 'object' || child === null) return false;
    const node = child as { type?: string; name?: string | null; children?: unknown[] };
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name) return true;
    return node.type === 'paragraph' && Array.isArray(node.children) && hasChildElement(node.children, name);
  });
}
