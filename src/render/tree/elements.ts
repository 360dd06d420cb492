// Small helpers over hast elements, shared by the page's rehype plugins.
import type { Element, ElementContent, Root, RootContent } from 'hast';

export function isElement(node: RootContent | ElementContent | undefined): node is Element {
  return node?.type === 'element';
}

/** Every element below `node` in document order, with its parent and index. */
export function visitElements(node: Root | Element, visit: (element: Element, parent: Root | Element, index: number) => void): void {
  const children = node.children;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (isElement(child)) {
      visit(child, node, i);
      visitElements(child, visit);
    }
  }
}

export function classList(element: Element): string[] {
  const value: unknown = element.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

export function hasClass(element: Element, name: string): boolean {
  return classList(element).includes(name);
}

/**
 * The elements whose start tag ends an open `<p>` (HTML's parsing rules: "close a p element"): one of them inside a
 * paragraph makes a browser close the paragraph before it and leave an empty `<p>` where it ends.
 */
const CLOSES_P: ReadonlySet<string> = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer',
  'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'listing', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'search', 'section',
  'summary', 'table', 'ul', 'xmp',
]);

/** Whether any of the nodes is, or holds, an element a `<p>` cannot hold (its start tag ends the paragraph). */
export function holdsBlock(nodes: readonly ElementContent[]): boolean {
  return nodes.some((node) => node.type === 'element' && (CLOSES_P.has(node.tagName) || holdsBlock(node.children)));
}
