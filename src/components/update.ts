// Update: one entry of a changelog.
// The HTML handlers: src/render/components/handlers/update.ts.
import { className } from './shared.js';
import type { ComponentSpec } from './types.js';

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'Update',
    category: 'structure',
    purpose: 'One entry of a changelog.',
    whenToUse: 'On changelog pages, once per release or date.',
    attributes: [
      { name: 'label', type: 'string', required: true, description: 'The entry’s label, usually a date or version' },
      { name: 'description', type: 'string', expected: true, description: 'A short line under the label' },
      { name: 'tags', type: 'expression', shape: 'array', example: '"…"', description: 'Filter tags as an array of strings, e.g. `{["Improvements"]}`' },
      { name: 'rss', type: 'expression', shape: 'object', example: 'title: "…", description: "…"', description: 'The RSS item’s `title` and `description` as an object' },
      { name: 'id', type: 'string', description: 'A custom anchor id (also the RSS item’s link); defaults to one made from the label' },
      className,
    ],
    children: 'any',
    example: '<Update label="2026-05-01" description="v1.2.0">\n  Added dark mode.\n</Update>\n',
  },
];
