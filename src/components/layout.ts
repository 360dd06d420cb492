// Cards, columns, tiles, panels, frames and trees: components that lay content out.
import { className, icon, iconType, title } from './shared.js';
import type { ComponentSpec } from './types.js';

/** `Tree` and `FileTree` are the same component under two names. */
function tree(name: string): ComponentSpec {
  return {
    name,
    dropsId: true,
    category: 'layout',
    purpose: 'A file and folder tree, from `Tree.Folder`/`Tree.File` elements or from a nested Markdown list.',
    whenToUse: 'To show a project’s layout.' + (name === 'FileTree' ? ' Same as `Tree`.' : ''),
    attributes: [{ name: 'style', type: 'expression', description: 'Inline styles, e.g. `{{ "--tree-highlight": "…" }}`' }],
    children: ['Tree.Folder', 'Tree.File', 'list'],
    example:
      name === 'Tree'
        ? '<Tree>\n  <Tree.Folder name="docs" defaultOpen>\n    <Tree.File name="docs.json" />\n  </Tree.Folder>\n</Tree>\n'
        : '<FileTree>\n\n- docs/\n  - docs.json\n  - index.mdx\n\n</FileTree>\n',
  };
}

export const layout: readonly ComponentSpec[] = [
  {
    name: 'Card',
    dropsId: true,
    category: 'navigation',
    purpose: 'A highlighted box, usually a link to another page.',
    whenToUse: 'To point readers to the next pages or to related topics.',
    attributes: [
      { ...title('The card heading'), expected: true },
      icon,
      iconType,
      { name: 'color', type: 'string', description: 'The icon color as a hex code' },
      { name: 'href', type: 'url', description: 'Where the card links to' },
      { name: 'horizontal', type: 'boolean', description: 'Use the compact horizontal layout' },
      { name: 'img', type: 'url', description: 'An image shown at the top of the card' },
      { name: 'cta', type: 'string', description: 'The text of the action button' },
      { name: 'arrow', type: 'boolean', description: 'Show or hide the link arrow' },
      { name: 'type', type: 'enum', values: ['info', 'warning', 'note', 'tip', 'check', 'danger'], description: 'Give the card a callout theme' },
    ],
    children: 'any',
    example: '<Card title="Quickstart" icon="rocket" href="/quickstart">\n  Publish your first page.\n</Card>\n',
  },
  {
    name: 'CardGroup',
    dropsId: true,
    category: 'layout',
    purpose: 'Cards in a grid.',
    whenToUse: 'Two or more cards side by side.',
    attributes: [{ name: 'cols', type: 'integer', default: 2, description: 'The number of columns' }],
    children: ['Card'],
    example: '<CardGroup cols={2}>\n  <Card title="Guides" href="/guides">\n    Learn by doing.\n  </Card>\n  <Card title="Reference" href="/reference">\n    Look things up.\n  </Card>\n</CardGroup>\n',
  },
  {
    name: 'Columns',
    dropsId: true,
    category: 'layout',
    purpose: 'Content in a grid of columns.',
    whenToUse: 'Cards, tiles or short blocks shown side by side.',
    attributes: [{ name: 'cols', type: 'integer', default: 2, description: 'The number of columns' }],
    children: 'any',
    example: '<Columns cols={2}>\n  <Card title="Web">\n    Edit in the browser.\n  </Card>\n  <Card title="Local">\n    Edit in your editor.\n  </Card>\n</Columns>\n',
  },
  {
    name: 'Column',
    dropsId: true,
    category: 'layout',
    purpose: 'One column of free content inside `Columns`.',
    whenToUse: 'Inside `Columns`, when a column holds more than a single card.',
    attributes: [],
    parents: ['Columns'],
    children: 'any',
    example: '<Columns cols={2}>\n  <Column>\n    Left side.\n  </Column>\n  <Column>\n    Right side.\n  </Column>\n</Columns>\n',
  },
  {
    name: 'Tile',
    dropsId: true,
    category: 'navigation',
    purpose: 'A linked visual preview, such as a screenshot with a title.',
    whenToUse: 'A gallery of examples or templates, usually inside `Columns`.',
    attributes: [
      { name: 'href', type: 'url', required: true, description: 'Where the tile links to' },
      title('The tile title'),
      { name: 'description', type: 'string', description: 'A short description under the title' },
    ],
    children: 'any',
    example: '<Tile href="/themes/mint" title="Mint">\n  <img src="/images/mint.png" alt="The Mint theme" />\n</Tile>\n',
  },
  {
    name: 'Panel',
    dropsId: true,
    category: 'layout',
    purpose: 'Content pinned to the right-hand side panel in place of the table of contents.',
    whenToUse: 'Reference material a reader keeps in view while reading the page.',
    attributes: [],
    children: 'any',
    example: '<Panel>\n  <Info>Every endpoint needs an API key.</Info>\n</Panel>\n',
  },
  {
    name: 'Frame',
    dropsId: true,
    category: 'media',
    purpose: 'A border and optional caption around an image or video.',
    whenToUse: 'Screenshots and diagrams, so they stand apart from the text.',
    attributes: [
      { name: 'caption', type: 'string', description: 'Text shown below the content' },
      { name: 'hint', type: 'string', description: 'Text shown above the content' },
      { name: 'style', type: 'expression', description: 'Inline CSS for the frame, as an object: `style={{ maxWidth: 480 }}`' },
    ],
    children: 'any',
    example: '<Frame caption="The settings page">\n  <img src="/images/settings.png" alt="Settings page with the theme picker open" />\n</Frame>\n',
  },
  tree('Tree'),
  tree('FileTree'),
  {
    name: 'Tree.Folder',
    category: 'layout',
    purpose: 'A folder in a `Tree`.',
    whenToUse: 'Inside `Tree` or another `Tree.Folder`.',
    attributes: [
      { name: 'name', type: 'string', required: true, description: 'The folder name' },
      { name: 'defaultOpen', type: 'boolean', default: false, description: 'Start expanded' },
      { name: 'openable', type: 'boolean', default: true, description: 'Whether the reader can open it' },
      { name: 'highlight', type: 'boolean', default: false, description: 'Highlight the folder' },
    ],
    parents: ['Tree', 'FileTree', 'Tree.Folder'],
    children: ['Tree.Folder', 'Tree.File'],
    example: '<Tree>\n  <Tree.Folder name="snippets">\n    <Tree.File name="intro.mdx" />\n  </Tree.Folder>\n</Tree>\n',
  },
  {
    name: 'Tree.File',
    category: 'layout',
    purpose: 'A file in a `Tree`.',
    whenToUse: 'Inside `Tree` or `Tree.Folder`.',
    attributes: [
      { name: 'name', type: 'string', required: true, description: 'The file name' },
      { name: 'highlight', type: 'boolean', default: false, description: 'Highlight the file' },
    ],
    parents: ['Tree', 'FileTree', 'Tree.Folder'],
    children: 'none',
    example: '<Tree>\n  <Tree.File name="docs.json" highlight />\n</Tree>\n',
  },
  {
    name: 'GitHub.Repo',
    category: 'navigation',
    purpose: 'A card for a GitHub repository.',
    whenToUse: 'To link to the repository a page is about.',
    attributes: [
      { name: 'repo', type: 'string', required: true, description: 'The repository as `owner/name`' },
      { name: 'variant', type: 'enum', values: ['inset', 'flat'], default: 'inset', description: 'The card style' },
      className,
    ],
    children: 'none',
    example: '<GitHub.Repo repo="docwright/docwright" />\n',
  },
];
