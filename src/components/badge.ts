// Badge: a small label in the text.
// The HTML handlers: src/render/components/handlers/badge.ts.
import { className, icon, iconLibrary, iconType } from './shared.js';
import type { ComponentSpec } from './types.js';

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'Badge',
    dropsId: true,
    category: 'text',
    purpose: 'A small label such as a status or plan name.',
    whenToUse: 'To mark a feature as new, beta, deprecated or plan-specific.',
    attributes: [
      {
        name: 'color',
        type: 'enum',
        values: ['gray', 'blue', 'green', 'yellow', 'orange', 'red', 'purple', 'white', 'surface', 'white-destructive', 'surface-destructive'],
        default: 'gray',
        description: 'The color variant',
      },
      { name: 'size', type: 'enum', values: ['xs', 'sm', 'md', 'lg'], default: 'md', description: 'The size' },
      { name: 'shape', type: 'enum', values: ['rounded', 'pill'], default: 'rounded', description: 'The shape' },
      { ...icon, overriddenBy: 'tailIcon', description: `${icon.description}; shown after the text, as \`tailIcon\` (Mintlify's older spelling of it)` },
      { ...icon, name: 'leadIcon', description: `${icon.description}, shown before the text` },
      { ...icon, name: 'tailIcon', description: `${icon.description}, shown after the text; wins over \`icon\`` },
      iconType,
      iconLibrary,
      { name: 'variant', type: 'enum', values: ['solid', 'outline'], default: 'solid', description: 'Filled (`solid`) or outlined (`outline`); wins over `stroke`' },
      { name: 'stroke', type: 'boolean', default: false, overriddenBy: 'variant', description: 'Outline instead of a filled background (older spelling of `variant="outline"`)' },
      { name: 'href', type: 'url', description: 'Where the badge links to (not when `disabled`)' },
      { name: 'disabled', type: 'boolean', default: false, description: 'Show as disabled' },
      className,
    ],
    children: 'any',
    requiresContent: true,
    example: 'Single sign-on <Badge color="blue">Enterprise</Badge>\n',
  },
];
