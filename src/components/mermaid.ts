// Mermaid: diagram code blocks.
// The HTML handlers: src/render/components/handlers/mermaid.ts.
import type { ComponentSpec } from './types.js';

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'mermaid',
    kind: 'code-block',
    category: 'code',
    purpose: 'A diagram (flowchart, sequence, Gantt…) written in Mermaid syntax in a ```` ```mermaid ```` code block.',
    whenToUse: 'Processes and relationships that read better as a picture than as prose.',
    attributes: [
      { name: 'actions', type: 'boolean', description: 'Show or hide the zoom and pan controls' },
      {
        name: 'placement',
        type: 'enum',
        values: ['top-left', 'top-right', 'bottom-left', 'bottom-right'],
        default: 'bottom-right',
        description: 'Where the controls sit',
      },
    ],
    children: 'none',
    example: '```mermaid\nflowchart LR\n  A[Write] --> B[Lint]\n```\n',
  },
];
