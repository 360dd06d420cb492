// Walking a page tree: the tree is flattened once (preorder, with each node's ancestors and
// the end of its subtree) and every later walk over the same tree reads that list. A lint
// run walks each tree some thirty times, one rule after another; a fresh recursive visit
// each time cost more than a third of the parse. Trees are read-only once parsed.
import type { Nodes, Parents, Root } from 'mdast';
import type {} from 'mdast-util-mdx';

/** Return from a visitor: do not enter this node's children. */
export const SKIP = Symbol('skip');
/** Return from a visitor: stop the walk. */
export const EXIT = Symbol('exit');
// A visitor that returns nothing (a `void` function) continues the walk.
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type
export type Action = typeof SKIP | typeof EXIT | void;

type NodeOfType<T extends Nodes['type']> = Extract<Nodes, { type: T }>;

interface TreeIndex {
  /** Every node, preorder. */
  nodes: Nodes[];
  /** For node `k`: its ancestors, root first (one shared array per parent). */
  ancestors: Array<readonly Parents[]>;
  /** For node `k`: the index just past its subtree. */
  ends: Int32Array;
  /** Indices of the nodes of each type, in order. */
  byType: Map<string, number[]>;
}

const NO_ANCESTORS: readonly Parents[] = Object.freeze([]);
const indexes = new WeakMap<Root, TreeIndex>();

function hasChildren(node: Nodes): node is Parents {
  return 'children' in node && Array.isArray(node.children);
}

/** Flatten a tree without recursion (JSX can nest a thousand deep). */
function build(tree: Root): TreeIndex {
  const nodes: Nodes[] = [];
  const ancestors: Array<readonly Parents[]> = [];
  const endList: number[] = [];
  const byType = new Map<string, number[]>();
  const add = (node: Nodes, above: readonly Parents[]): number => {
    const k = nodes.length;
    nodes.push(node);
    ancestors.push(above);
    endList.push(k + 1);
    const list = byType.get(node.type);
    if (list) list.push(k);
    else byType.set(node.type, [k]);
    return k;
  };
  interface Frame {
    k: number;
    node: Parents;
    below: readonly Parents[];
    next: number;
  }
  const stack: Frame[] = [{ k: add(tree, NO_ANCESTORS), node: tree, below: [tree], next: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as Frame;
    const children = top.node.children as Nodes[];
    if (top.next < children.length) {
      const child = children[top.next++] as Nodes;
      const k = add(child, top.below);
      if (hasChildren(child)) stack.push({ k, node: child, below: [...top.below, child], next: 0 });
    } else {
      endList[top.k] = nodes.length;
      stack.pop();
    }
  }
  return { nodes, ancestors, ends: Int32Array.from(endList), byType };
}

function indexOf(tree: Root): TreeIndex {
  let index = indexes.get(tree);
  if (!index) {
    index = build(tree);
    indexes.set(tree, index);
  }
  return index;
}

/**
 * Visit every node of the tree in document order (preorder) with its ancestors, root
 * first. The visitor may return `SKIP` (not this node's children) or `EXIT`.
 */
export function walk(tree: Root, visitor: (node: Nodes, ancestors: readonly Parents[]) => Action): void {
  const { nodes, ancestors, ends } = indexOf(tree);
  for (let k = 0; k < nodes.length; ) {
    const action = visitor(nodes[k] as Nodes, ancestors[k] as readonly Parents[]);
    if (action === EXIT) return;
    k = action === SKIP ? (ends[k] as number) : k + 1;
  }
}

/** Visit the nodes of one type in document order, with their ancestors. */
export function walkType<T extends Nodes['type']>(tree: Root, type: T, visitor: (node: NodeOfType<T>, ancestors: readonly Parents[]) => Action): void {
  const { nodes, ancestors, ends, byType } = indexOf(tree);
  let skipUntil = -1;
  for (const k of byType.get(type) ?? []) {
    if (k < skipUntil) continue;
    const action = visitor(nodes[k] as NodeOfType<T>, ancestors[k] as readonly Parents[]);
    if (action === EXIT) return;
    if (action === SKIP) skipUntil = ends[k] as number;
  }
}

/** Visit the nodes of several types in document order, with their ancestors. */
export function walkTypes<T extends Nodes['type']>(tree: Root, types: readonly T[], visitor: (node: NodeOfType<T>, ancestors: readonly Parents[]) => Action): void {
  if (types.length === 1) {
    walkType(tree, types[0] as T, visitor);
    return;
  }
  const { nodes, ancestors, ends, byType } = indexOf(tree);
  const order: number[] = [];
  for (const type of types) order.push(...(byType.get(type) ?? []));
  order.sort((a, b) => a - b);
  let skipUntil = -1;
  for (const k of order) {
    if (k < skipUntil) continue;
    const action = visitor(nodes[k] as NodeOfType<T>, ancestors[k] as readonly Parents[]);
    if (action === EXIT) return;
    if (action === SKIP) skipUntil = ends[k] as number;
  }
}
