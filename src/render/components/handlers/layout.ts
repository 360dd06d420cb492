// The HTML handlers of cards, grids, tiles, the panel, frames, file trees and repository cards;
// their registry entries are src/components/layout.ts.
import type { Element, ElementContent } from 'hast';
import type { List, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { h } from 'hastscript';
import { attrBool, attrNumber, attrString } from '../../page/literal.js';
import { enumOf, markdownOrJsx, safeColor, shown, text, withPosition, type ComponentHandler, type HandlerInput } from '../handler-kit.js';
import { CALLOUTS } from './callouts.js';

function cols(input: HandlerInput, fallback: number): number {
  const n = attrNumber(input.attrs, 'cols') ?? fallback;
  return Math.max(1, Math.min(4, Math.round(n)));
}

const grid: ComponentHandler = (input) =>
  withPosition(h('div', { className: ['dw-grid', `dw-cols-${cols(input, 2)}`] }, input.children()), input.node);

const CARD_TYPES = enumOf('Card', 'type').values;

/**
 * A card as Mintlify draws it: an icon (in `color`), a title, the body, a call to action, and
 * an arrow on links (external links by default, `arrow` to choose). `type` gives it a
 * callout's colours and default icon.
 */
const card: ComponentHandler = (input) => {
  const title = shown(input, 'title');
  const href = attrString(input.attrs, 'href');
  const img = attrString(input.attrs, 'img');
  const cta = shown(input, 'cta');
  const typeName = attrString(input.attrs, 'type')?.toLowerCase();
  const type = typeName && CARD_TYPES.includes(typeName) ? typeName : undefined;
  const typeIcon = type ? CALLOUTS[type.charAt(0).toUpperCase() + type.slice(1)]?.icon : undefined;
  const color = safeColor(attrString(input.attrs, 'color'));
  const icon = input.page.icon(attrString(input.attrs, 'icon') ?? typeIcon, attrString(input.attrs, 'iconType'));
  const arrowAttr = input.attrs.arrow;
  const arrow = href !== undefined && (arrowAttr === undefined ? /^[a-z][a-z0-9+.-]*:\/\//i.test(href) : attrBool(input.attrs, 'arrow'));
  const arrowIcon = arrow ? input.page.icon('arrow-up-right', 'solid') : undefined;
  const ctaIcon = cta ? input.page.icon('arrow-right', 'solid') : undefined;
  const body: ElementContent[] = [
    ...(img ? [h('img', { className: ['dw-card-img'], src: img, alt: '' })] : []),
    ...(icon ? [h('span', { className: ['dw-card-icon'], style: color ? `color:${color}` : undefined }, [icon])] : []),
    h('div', { className: ['dw-card-text'] }, [
      ...(title ? [h('p', { className: ['dw-card-title'] }, title.nodes)] : []),
      h('div', { className: ['dw-card-body'] }, input.children()),
      ...(cta ? [h('span', { className: ['dw-card-cta'] }, [...cta.nodes, ...(ctaIcon ? [ctaIcon] : [])])] : []),
    ]),
    ...(arrowIcon ? [h('span', { className: ['dw-card-arrow'], ariaHidden: 'true' }, [arrowIcon])] : []),
  ];
  const className = ['dw-card', attrBool(input.attrs, 'horizontal') ? 'dw-card-horizontal' : '', type ? `dw-card-typed dw-callout-${type}` : ''].filter(Boolean).join(' ').split(' ');
  return withPosition(href ? h('a', { className: [...className, 'dw-card-link'], href }, body) : h('div', { className }, body), input.node);
};

const tile: ComponentHandler = (input) => {
  const title = shown(input, 'title');
  const description = shown(input, 'description');
  const href = attrString(input.attrs, 'href');
  const body: ElementContent[] = [
    h('div', { className: ['dw-tile-preview'] }, input.children()),
    ...(title ? [h('p', { className: ['dw-card-title'] }, title.nodes)] : []),
    ...(description ? [h('p', { className: ['dw-tile-description'] }, description.nodes)] : []),
  ];
  return withPosition(href ? h('a', { className: ['dw-tile', 'dw-card-link'], href }, body) : h('div', { className: ['dw-tile'] }, body), input.node);
};

/** A frame: its content in a bordered box with the caption inside, under it; a `hint` is a line above the box, outside it, as on Mintlify. */
const frame: ComponentHandler = (input) => {
  const caption = shown(input, 'caption');
  const hint = shown(input, 'hint');
  const figure = h('figure', { className: ['dw-frame'] }, [
    h('div', { className: ['dw-frame-body'] }, input.children()),
    ...(caption ? [h('figcaption', markdownOrJsx(caption))] : []),
  ]);
  if (!hint) return withPosition(figure, input.node);
  const icon = input.page.icon('hand-point-right', 'regular');
  return withPosition(
    h('div', { className: ['dw-frame-container'] }, [
      h('p', { className: ['dw-frame-hint'] }, [...(icon ? [h('span', { className: ['dw-frame-hint-icon'], ariaHidden: 'true' }, [icon])] : []), h('span', markdownOrJsx(hint))]),
      figure,
    ]),
    input.node,
  );
};

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

/** The tree's root list; its first item takes Tab. */
function treeRoot(items: ElementContent[]): Element {
  const entry = items.find((c): c is Element => c.type === 'element' && c.tagName === 'li');
  const first = entry?.children.find((c): c is Element => c.type === 'element' && c.properties.role === 'treeitem');
  if (first) first.properties.tabIndex = 0;
  return h('ul', { className: ['dw-tree'], role: 'tree', ariaLabel: 'Files' }, items);
}

const tree: ComponentHandler = (input) => {
  const list = (input.node.children as RootContent[]).find((c): c is List => c.type === 'list');
  return withPosition(treeRoot(list ? listTree(input, list) : input.children()), input.node);
};

const treeFolder: ComponentHandler = (input) => {
  const name = shown(input, 'name')?.nodes ?? [];
  const openable = input.attrs.openable !== false;
  const children = input.children();
  const opens = openable && children.some((c) => c.type === 'element');
  return withPosition(treeItem(input, 'folder', name, { open: attrBool(input.attrs, 'defaultOpen'), children: opens ? children : undefined, highlight: attrBool(input.attrs, 'highlight') }), input.node);
};

const treeFile: ComponentHandler = (input) => withPosition(treeItem(input, 'file', shown(input, 'name')?.nodes ?? [], { highlight: attrBool(input.attrs, 'highlight') }), input.node);

/**
 * A repository card: its owner and name, linking to it (an `owner/name` slug or a github.com
 * URL). As on Mintlify, the description, stars and forks are fetched by the reader's browser
 * (src/render/assets/site/github.browser.ts fills the hidden slots from `data-dw-repo`); the
 * build fetches nothing, and a card whose fetch fails shows what the page says, nothing invented.
 */
const githubRepo: ComponentHandler = (input) => {
  const given = attrString(input.attrs, 'repo')?.trim() ?? '';
  const match = /^(?:https?:\/\/(?:www\.)?github\.com\/)?([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/i.exec(given);
  const [, owner, name] = match ?? [];
  if (!owner || !name) {
    input.page.warn(input.node, `Unexpected \`repo\` \`${given.slice(0, 80)}\` on \`GitHub.Repo\`, expected \`owner/name\` or a github.com URL`);
    return undefined;
  }
  const variant = attrString(input.attrs, 'variant') === 'flat' ? 'flat' : 'inset';
  const icon = input.page.icon('github', 'brands');
  const arrow = input.page.icon('arrow-up-right', 'solid');
  return withPosition(
    h('a', { className: ['dw-card', 'dw-card-link', 'dw-github-repo', `dw-github-${variant}`], href: `https://github.com/${owner}/${name}`, dataDwRepo: `${owner}/${name}` }, [
      ...(icon ? [h('span', { className: ['dw-card-icon'] }, [icon])] : []),
      h('span', { className: ['dw-github-text'] }, [
        h('span', { className: ['dw-card-title'] }, [h('span', { className: ['dw-github-owner'] }, [text(`${owner}/`)]), text(name)]),
        h('span', { className: ['dw-github-description'], hidden: true }, []),
        h('span', { className: ['dw-github-counts'], hidden: true }, []),
      ]),
      ...(arrow ? [h('span', { className: ['dw-card-arrow'], ariaHidden: 'true' }, [arrow])] : []),
    ]),
    input.node,
  );
};

/** The page's side panel: in the table of contents' column on wide screens (site.css places it there), inline on narrow ones. */
const panel: ComponentHandler = (input) => withPosition(h('aside', { className: ['dw-panel'], ariaLabel: 'Panel' }, [h('div', { className: ['dw-panel-body'] }, input.children())]), input.node);
const column: ComponentHandler = (input) => h('div', { className: ['dw-column'] }, input.children());

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/layout.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Card: card,
  CardGroup: grid,
  Columns: grid,
  Column: column,
  Tile: tile,
  Panel: panel,
  Frame: frame,
  Tree: tree,
  FileTree: tree,
  'Tree.Folder': treeFolder,
  'Tree.File': treeFile,
  'GitHub.Repo': githubRepo,
};
