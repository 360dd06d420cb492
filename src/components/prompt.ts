// Prompt: a prompt for an AI assistant, to copy or open.
// The HTML handlers: src/render/components/handlers/prompt.ts.
import { icon, iconType } from './shared.js';
import type { ComponentSpec } from './types.js';

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'Prompt',
    dropsId: true,
    category: 'text',
    purpose: 'An AI prompt the reader can copy or open in a tool.',
    whenToUse: 'To share a prompt for an AI assistant.',
    attributes: [
      { name: 'description', type: 'string', required: true, description: 'What the prompt does' },
      { name: 'actions', type: 'expression', default: '["copy"]', description: 'Buttons to show, as an array: `copy`, `cursor`' },
      icon,
      iconType,
    ],
    children: 'any',
    requiresContent: true,
    example: '<Prompt description="Summarise a page">\n  Summarise this page in three bullet points.\n</Prompt>\n',
  },
];
