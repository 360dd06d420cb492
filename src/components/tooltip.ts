// Tooltip: a term explained on hover.
// The HTML handlers: src/render/components/handlers/tooltip.ts.
import { className } from './shared.js';
import type { ComponentSpec } from './types.js';

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'Tooltip',
    dropsId: true,
    category: 'text',
    purpose: 'A term with an explanation shown on hover.',
    whenToUse: 'To define a term in place without sending the reader away.',
    attributes: [
      { name: 'tip', type: 'string', required: true, description: 'The explanation' },
      { name: 'headline', type: 'string', description: 'A heading above the explanation' },
      { name: 'cta', type: 'string', requires: 'href', description: 'The text of a link in the tooltip; shown only with `href`' },
      { name: 'href', type: 'url', requires: 'cta', description: 'Where the tooltip link goes; used only with `cta`' },
      { name: 'side', type: 'enum', values: ['top', 'bottom', 'left', 'right', 'inline-start', 'inline-end'], default: 'top', description: 'Which side of the term the tooltip opens on' },
      { name: 'align', type: 'enum', values: ['start', 'center', 'end'], default: 'center', description: 'How the tooltip lines up with the term along that side' },
      className,
    ],
    children: 'any',
    requiresContent: true,
    example: 'Send it to the <Tooltip tip="Application Programming Interface">API</Tooltip>.\n',
  },
];
