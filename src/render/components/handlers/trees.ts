// The HTML handlers of file trees; their registry entries are src/components/trees.ts.
import type { Element, ElementContent } from 'hast';
import type { List, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { h } from 'hastscript';
import { attrBool, styleText } from '../../tree/literal.js';
import { markWritten } from '../../tree/written.js';
import { shown, text, withPosition, type ComponentHandler, type HandlerInput, type PageRenderer } from '../handler-kit.js';

// Tree, FileTree: the WAI-ARIA tree pattern (role tree, treeitem, group; aria-expanded on the
// folders that open). The first item takes Tab (roving tabindex); the site script moves focus
// with the arrows, Home/End, `*` and type-ahead and opens folders (src/render/assets/site/tree.browser.ts).
// A folder that cannot open (`openable={false}`, or a Markdown folder with nothing in it) is a
// plain item, shut, as Mintlify draws it.

/**
 * One tree entry, as Mintlify's: an `<li>` (no role of its own) with its row, the tree item
 * (an icon and its name), and for a folder that opens its group after the row, owned by the row
 * and hidden while shut.
 */
function treeItem(input: HandlerInput, kind: 'folder' | 'file', name: ElementContent[], options: { open?: boolean; children?: ElementContent[]; highlight?: boolean }): Element {
  const glyph = input.page.icon(kind, 'regular');
  const opens = options.children !== undefined;
  const group = opens ? input.page.uid('tree') : undefined;
  return h('li', { className: [`dw-tree-${kind}`, ...(options.highlight ? ['dw-highlight'] : [])], role: 'none' }, [
    h('div', { className: ['dw-tree-label'], role: 'treeitem', tabIndex: -1, ariaExpanded: opens ? String(options.open === true) : undefined, ariaOwns: group }, [...(glyph ? [glyph] : []), ...name]),
    ...(opens ? [h('ul', { role: 'group', id: group, hidden: options.open !== true }, options.children ?? [])] : []),
  ]);
}

/** A nested Markdown list inside `Tree`/`FileTree`: items with sub-lists are folders, open (as on Mintlify); an item ending in `/` with none is a folder that cannot open. */
function listTree(input: HandlerInput, list: List): Element[] {
  return list.children.map((item) => {
    const label = item.children.find((c) => c.type === 'paragraph');
    const name = label ? mdastToString(label).trim() : '';
    const sub = item.children.find((c): c is List => c.type === 'list');
    if (sub) return treeItem(input, 'folder', [text(name.replace(/\/$/, ''))], { open: true, children: listTree(input, sub) });
    if (name.endsWith('/')) return treeItem(input, 'folder', [text(name.replace(/\/$/, ''))], {});
    return treeItem(input, 'file', [text(name)], {});
  });
}

/** The tree's root list, with the author's `style` (`{{ "--tree-highlight": "…" }}`); its first item takes Tab. */
function treeRoot(items: ElementContent[], style: string | undefined): Element {
  const entry = items.find((c): c is Element => c.type === 'element' && c.tagName === 'li');
  const first = entry?.children.find((c): c is Element => c.type === 'element' && c.properties.role === 'treeitem');
  if (first) first.properties.tabIndex = 0;
  return h('ul', { className: ['dw-tree'], role: 'tree', ariaLabel: 'Files', style }, items);
}

/** Per page, how many trees (or lone folders) are being drawn around the entry being drawn: none, and the entry is outside any tree. */
const treeDepth = new WeakMap<PageRenderer, number>();

/** `draw`'s result, drawn as inside a tree. */
function inTree<T>(input: HandlerInput, draw: () => T): T {
  treeDepth.set(input.page, (treeDepth.get(input.page) ?? 0) + 1);
  try {
    return draw();
  } finally {
    treeDepth.set(input.page, (treeDepth.get(input.page) ?? 1) - 1);
  }
}

/**
 * An entry as its tree: outside `Tree` an entry is a tree of its own (`component-parent` warns of it),
 * as Mintlify's entry draws itself at the first level, never a list item without its list.
 */
function placed(input: HandlerInput, item: Element): Element {
  return (treeDepth.get(input.page) ?? 0) === 0 ? withPosition(treeRoot([item], undefined), input.node) : item;
}

/** What the build calls content a tree drawn from its Markdown list leaves out. */
function what(node: RootContent): string {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return `\`<${node.name ?? ''}>\``;
  if (node.type === 'list') return 'second list';
  return node.type === 'paragraph' ? 'text' : node.type === 'code' ? 'code block' : `\`${node.type}\` content`;
}

/**
 * A tree drawn from a Markdown list shows that list only: anything else written in the `<Tree>` (a second list, text,
 * a `<Tree.Folder>`) is not drawn, so the build says so at it.
 */
function warnBesideList(input: HandlerInput, list: List): void {
  for (const child of input.node.children as RootContent[]) {
    if (child === list || (child.type === 'text' && child.value.trim() === '') || child.type === 'mdxjsEsm' || child.type === 'mdxFlowExpression') continue;
    input.page.warn(child, `Unexpected ${what(child)} inside \`<${input.node.name ?? 'Tree'}>\` beside its Markdown list, expected the list alone (or \`<Tree.Folder>\` and \`<Tree.File>\` alone): it is not shown`);
  }
}

const tree: ComponentHandler = (input) => {
  const list = (input.node.children as RootContent[]).find((c): c is List => c.type === 'list');
  if (list) warnBesideList(input, list);
  const root = treeRoot(inTree(input, () => (list ? listTree(input, list) : input.children())), styleText(input.attrs.style));
  // Its `style` is the author's: a refused value is reported at it, on `<Tree>`.
  return markWritten(withPosition(root, input.node), input.node, ['style']);
};

const treeFolder: ComponentHandler = (input) => {
  const name = shown(input, 'name')?.nodes ?? [];
  const openable = input.attrs.openable !== false;
  const children = inTree(input, () => input.children());
  const opens = openable && children.some((c) => c.type === 'element');
  return placed(input, withPosition(treeItem(input, 'folder', name, { open: attrBool(input.attrs, 'defaultOpen'), children: opens ? children : undefined, highlight: attrBool(input.attrs, 'highlight') }), input.node));
};

const treeFile: ComponentHandler = (input) => placed(input, withPosition(treeItem(input, 'file', shown(input, 'name')?.nodes ?? [], { highlight: attrBool(input.attrs, 'highlight') }), input.node));

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/trees.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Tree: tree,
  FileTree: tree,
  'Tree.Folder': treeFolder,
  'Tree.File': treeFile,
};
