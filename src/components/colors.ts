// Colors: swatches of a palette.
// The HTML handlers: src/render/components/handlers/colors.ts.
import { className } from './shared.js';
import type { ComponentSpec } from './types.js';

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'Color',
    dropsId: true,
    category: 'text',
    purpose: 'A palette of color swatches.',
    whenToUse: 'To document brand or theme colors.',
    attributes: [{ name: 'variant', type: 'enum', values: ['compact', 'table'], required: true, description: 'The palette layout' }, className],
    children: ['Color.Item', 'Color.Row'],
    strayChildren: 'it shows as it is, among the swatches',
    example: '<Color variant="compact">\n  <Color.Item name="primary" value="#16A34A" />\n</Color>\n',
  },
  {
    name: 'Color.Row',
    category: 'text',
    purpose: 'A titled row of swatches in a `Color` table.',
    whenToUse: 'Inside `Color variant="table"`, to group related colors.',
    attributes: [{ name: 'title', type: 'string', description: 'The row label' }],
    parents: ['Color'],
    elsewhere: 'it shows as a row of its own, as in a `compact` palette',
    children: ['Color.Item'],
    strayChildren: 'it shows as it is, among the swatches',
    example: '<Color variant="table">\n  <Color.Row title="Primary">\n    <Color.Item name="500" value="#3B82F6" />\n  </Color.Row>\n</Color>\n',
  },
  {
    name: 'Color.Item',
    category: 'text',
    purpose: 'One color swatch.',
    whenToUse: 'Inside `Color` or `Color.Row`.',
    attributes: [
      { name: 'name', type: 'string', description: 'The color’s name' },
      { name: 'value', type: 'string', required: true, cssColor: true, description: 'Any CSS color, or `{{ light: …, dark: … }}`' },
    ],
    parents: ['Color', 'Color.Row'],
    elsewhere: 'it shows as a swatch of its own, as in a `compact` palette',
    children: 'none',
    example: '<Color variant="compact">\n  <Color.Item name="accent" value="#8B5CF6" />\n</Color>\n',
  },
];
