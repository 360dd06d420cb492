import type { DocsModel, NavNode } from './model.js';

// The model's walks, in a module of their own: a reader of the model (the renderer) walks it
// without building the model's schemas (./model.ts), which only declare its types and the API's
// `docsModelSchema`.

/** Walk every node of a navigation tree, depth first, parents before children. */
export function* walkNav(nodes: readonly NavNode[], ancestors: NavNode[] = []): Generator<{ node: NavNode; ancestors: NavNode[] }> {
  const stack: { node: NavNode; ancestors: NavNode[] }[] = [];
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i];
    if (node) stack.push({ node, ancestors });
  }
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    yield item;
    const next = [...item.ancestors, item.node];
    for (let i = item.node.children.length - 1; i >= 0; i--) {
      const child = item.node.children[i];
      if (child) stack.push({ node: child, ancestors: next });
    }
  }
}

/** Every page path listed in the navigation, in order (group roots included). */
export function navPages(model: Pick<DocsModel, 'navigation'>): string[] {
  const pages: string[] = [];
  for (const { node } of walkNav(model.navigation)) if (node.page !== undefined) pages.push(node.page);
  return pages;
}
