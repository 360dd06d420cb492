// Panel: the page's side panel.
// The HTML handlers: src/render/components/handlers/panel.ts.
import { className } from './shared.js';
import type { ComponentSpec } from './types.js';

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'Panel',
    dropsId: true,
    category: 'layout',
    purpose: 'Content pinned to the right-hand side panel in place of the table of contents.',
    whenToUse: 'Reference material a reader keeps in view while reading the page.',
    attributes: [className],
    children: 'any',
    example: '<Panel>\n  <Info>Every endpoint needs an API key.</Info>\n</Panel>\n',
  },
];
