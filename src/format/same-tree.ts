// Whether two page trees say the same thing: equal but for where their nodes sit (`position`,
// and the offsets of the JavaScript trees MDX attaches as `data.estree`, which its `value` holds).
import type { Root } from 'mdast';

/** The parts of a node that carry no meaning of their own. */
function isMeaningless(key: string, parentKey: string | undefined): boolean {
  return key === 'position' || (parentKey === 'data' && key === 'estree');
}

/** Deep equality of parsed values, skipping positions. */
function equal(a: unknown, b: unknown, parentKey?: string): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => equal(item, b[i]));
  const left = Object.entries(a).filter(([key, value]) => value !== undefined && !isMeaningless(key, parentKey));
  const right = Object.entries(b).filter(([key, value]) => value !== undefined && !isMeaningless(key, parentKey));
  if (left.length !== right.length) return false;
  const other = new Map(right);
  return left.every(([key, value]) => other.has(key) && equal(value, other.get(key), key));
}

/** Whether `a` and `b` are the same tree, positions aside. */
export function sameTree(a: Root, b: Root): boolean {
  return equal(a, b);
}

interface Node {
  type: string;
  children?: Node[];
  position?: { start: { line: number; column: number } };
}

/** The first node of `a` (in document order) that differs from `b`'s node in the same place: its type and where it is in `a`. */
export function firstDifference(a: Root, b: Root): { type: string; line: number; column: number } {
  const walk = (x: Node, y: Node | undefined): Node | undefined => {
    if (!y || x.type !== y.type) return x;
    const xs = x.children ?? [];
    const ys = y.children ?? [];
    for (let i = 0; i < xs.length; i++) {
      const child = xs[i] as Node;
      if (!equal(child, ys[i])) return walk(child, ys[i]) ?? child;
    }
    return xs.length !== ys.length || !equal(x, y) ? x : undefined;
  };
  const found = walk(a, b) ?? (a);
  return { type: found.type, line: found.position?.start.line ?? 1, column: found.position?.start.column ?? 1 };
}
