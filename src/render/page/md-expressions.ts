// A `.md` page is Markdown to docwright, but Mintlify compiles it as MDX: there `import` lines and comments show
// nothing, so the build leaves them out too. Its expressions are the lint rules' (src/render/page/lint-losses.ts).
import type { Nodes, Parents, Root } from 'mdast';
import { mdCompiledAsMdx } from '../../parse/index.js';
import { mdEsmBlocks } from '../../parse/md-esm.js';
import { walk } from '../../parse/walk.js';

/**
 * Leaves a `.md` page's `import`/`export` lines out of its tree (in place), as Mintlify, which compiles the page as
 * MDX, shows none of them; `md-page-import` reports each (src/render/page/lint-losses.ts).
 */
export function dropMdEsm(file: string, source: string, tree: Root): void {
  const blocks = mdEsmBlocks(file, source);
  if (blocks.length === 0) return;
  const inside = (from: number | undefined, to: number | undefined): boolean => from !== undefined && to !== undefined && blocks.some((b) => from >= b.start.offset && to <= b.end.offset);
  tree.children = tree.children.filter((node) => !inside(node.position?.start.offset, node.position?.end.offset));
}

/** A `{/* docwright-… *\/}` comment in a text node's value (with the spaces and the line end after it), as Markdown reads it. */
const DIRECTIVE_TEXT = /\{\s*\/\*\s*docwright-(?:disable-next-line|disable-line|disable|enable)\b[\s\S]*?\*\/\s*\}[ \t]*(?:\r?\n)?/g;

/**
 * Leaves a `.md` page's `{/* docwright-disable… *\/}` comments out of its tree (in place), as Mintlify, which compiles the
 * page as MDX, shows nothing for a comment: they are how a `.md` page turns lint rules off (an HTML comment fails the page
 * there), so `md-page-expression` does not report them. A paragraph left empty goes too.
 */
export function dropMdDirectives(file: string, source: string, tree: Root): void {
  if (!source.includes('docwright-') || !mdCompiledAsMdx(file)) return;
  const emptied = new Set<Nodes>();
  walk(tree, (node, ancestors) => {
    if (node.type !== 'text' || !node.value.includes('docwright-')) return;
    const value = node.value.replace(DIRECTIVE_TEXT, '');
    if (value === node.value) return;
    node.value = value;
    const parent = ancestors.at(-1);
    if (parent?.type === 'paragraph' && parent.children.every((child) => child.type === 'text' && child.value.trim() === '')) emptied.add(parent);
  });
  if (emptied.size === 0) return;
  walk(tree, (node) => {
    if (!('children' in node)) return;
    const parent: Parents = node;
    if (parent.children.some((child) => emptied.has(child))) parent.children = parent.children.filter((child) => !emptied.has(child));
  });
}
