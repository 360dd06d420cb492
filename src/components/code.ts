// Code presentation: code groups and diagram code blocks.
import type { ComponentSpec } from './types.js';

export const code: readonly ComponentSpec[] = [
  {
    name: 'CodeGroup',
    category: 'code',
    purpose: 'Several code blocks shown as tabs, one per language or file.',
    whenToUse: 'The same example in several languages, or files that belong together.',
    attributes: [{ name: 'dropdown', type: 'boolean', description: 'Switch between blocks with a language menu instead of tabs' }],
    children: ['code'],
    codeBlocks: { language: true, title: true },
    example: '<CodeGroup>\n\n```bash npm\nnpm i docwright\n```\n\n```bash pnpm\npnpm add docwright\n```\n\n</CodeGroup>\n',
  },
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
