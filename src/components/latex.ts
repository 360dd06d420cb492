// Latex: math.
// The HTML handlers: src/render/components/handlers/latex.ts.
import type { ComponentSpec } from './types.js';

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'Latex',
    dropsId: true,
    category: 'text',
    purpose: 'A LaTeX formula rendered as math.',
    whenToUse: 'Formulas, when `$…$` math syntax is not used.',
    attributes: [],
    children: 'any',
    requiresContent: true,
    example: 'The area is <Latex>\\pi r^2</Latex>.\n',
  },
];
