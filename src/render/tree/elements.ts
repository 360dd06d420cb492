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
