// Heading: a heading written as a component.
// The HTML handlers: src/render/components/handlers/heading.ts.
import { id } from './shared.js';
import type { ComponentSpec } from './types.js';

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'Heading',
    category: 'text',
    purpose: 'A heading written as a component: an anchor and a table-of-contents entry like a Markdown heading.',
    whenToUse: 'Where a Markdown heading will not do, such as a heading without its anchor link (`noAnchor`).',
    attributes: [
      { name: 'level', type: 'integer', default: 2, description: 'The heading level, 1 to 6 (`2` is `##`)' },
      { ...id, description: 'A custom anchor id; defaults to one made from the text, as for a Markdown heading' },
      { name: 'noAnchor', type: 'boolean', default: false, description: 'Hide the anchor link' },
    ],
    children: 'any',
    requiresContent: true,
    example: '<Heading level={2} noAnchor>\n  Limits\n</Heading>\n',
  },
];
