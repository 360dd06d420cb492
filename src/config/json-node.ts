import type { Node } from 'jsonc-parser';

/**
 * The node at a key path, as `JSON.parse` reads the document: of a key written twice in one object, the last one
 * (jsonc-parser's `findNodeAtLocation` takes the first, which `JSON.parse`, and so Mintlify, throws away).
 * Shared by `docs.json` (`./json.ts`) and the lint settings file (`../lint/settings.ts`).
 */
export function nodeAt(tree: Node, path: readonly (string | number)[]): Node | undefined {
  let node: Node | undefined = tree;
  for (const segment of path) {
    if (node === undefined) return undefined;
    if (typeof segment === 'number') {
      node = node.type === 'array' ? node.children?.[segment] : undefined;
      continue;
    }
    if (node.type !== 'object') return undefined;
    node = node.children?.findLast((prop) => prop.children?.length === 2 && prop.children[0]?.value === segment)?.children?.[1];
  }
  return node;
}
