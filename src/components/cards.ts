// Cards, tiles and the grids and columns that hold them.
// The HTML handlers: src/render/components/handlers/cards.ts.
import { className, icon, iconLibrary, iconType, title } from './shared.js';
import type { ComponentSpec } from './types.js';

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
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
      iconLibrary,
      { name: 'color', type: 'string', cssColor: true, description: 'The icon color as a hex code' },
      { name: 'href', type: 'url', description: 'Where the card links to' },
      { name: 'horizontal', type: 'boolean', description: 'Use the compact horizontal layout' },
      { name: 'img', type: 'url', description: 'An image shown at the top of the card' },
      { name: 'cta', type: 'string', description: 'The text of the action button' },
      { name: 'arrow', type: 'boolean', description: 'Show or hide the link arrow' },
      { name: 'disabled', type: 'boolean', default: false, description: 'Show the card as unavailable: no link, its call to action faded' },
      { name: 'type', type: 'enum', values: ['info', 'warning', 'note', 'tip', 'check', 'danger'], description: 'Give the card a callout theme' },
      className,
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
    attributes: [{ name: 'cols', type: 'integer', default: 2, min: 1, max: 4, readsNumericString: true, description: 'The number of columns, 1 to 4' }],
    children: ['Card'],
    strayChildren: 'it shows as it is, in a cell of the grid',
    example: '<CardGroup cols={2}>\n  <Card title="Guides" href="/guides">\n    Learn by doing.\n  </Card>\n  <Card title="Reference" href="/reference">\n    Look things up.\n  </Card>\n</CardGroup>\n',
  },
  {
    name: 'Columns',
    dropsId: true,
    category: 'layout',
    purpose: 'Content in a grid of columns.',
    whenToUse: 'Cards, tiles or short blocks shown side by side.',
    attributes: [{ name: 'cols', type: 'integer', default: 2, min: 1, max: 4, readsNumericString: true, description: 'The number of columns, 1 to 4' }, className],
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
      className,
    ],
    children: 'any',
    example: '<Tile href="/themes/mint" title="Mint">\n  <img src="/images/mint.png" alt="The Mint theme" />\n</Tile>\n',
  },
];
