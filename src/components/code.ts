// Code presentation: code groups and diagram code blocks.
import type { ComponentSpec } from './types.js';

export const code: readonly ComponentSpec[] = [
  {
    name: 'CodeGroup',
    dropsId: true,
    category: 'code',
    purpose: 'Several code blocks shown as tabs, one per language or file.',
    whenToUse: 'The same example in several languages, or files that belong together.',
    attributes: [{ name: 'dropdown', type: 'boolean', description: 'Switch between blocks with a language menu instead of tabs' }],
    children: ['code'],
    codeBlocks: { language: true, title: true },
    example: '<CodeGroup>\n\n```bash npm\nnpm i docwright\n```\n\n```bash pnpm\npnpm add docwright\n```\n\n</CodeGroup>\n',
  },
  {
    name: 'CodeBlock',
    category: 'code',
    purpose: 'A code block written as JSX, for custom components that render code with the same styling as Markdown code blocks.',
    whenToUse: 'Inside a custom component that builds a code block from its props; in a page, write a fenced code block instead.',
    attributes: [
      { name: 'language', type: 'string', description: 'The language for syntax highlighting' },
      { name: 'filename', type: 'string', description: 'The file name in the block\'s header' },
      { name: 'icon', type: 'string', description: 'The icon in the block\'s header' },
      { name: 'lines', type: 'boolean', description: 'Show line numbers' },
      { name: 'wrap', type: 'boolean', description: 'Wrap long lines' },
      { name: 'nocopy', type: 'boolean', description: 'Hide the copy button' },
      { name: 'expandable', type: 'boolean', description: 'Collapse a long block behind "See all N lines"' },
      { name: 'highlight', type: 'string', description: 'Lines to highlight, as a stringified array (`"[1,3]"`)' },
      { name: 'focus', type: 'string', description: 'Lines to focus, as a stringified array (`"[1,3]"`)' },
    ],
    children: 'any',
    example: '<CodeBlock filename="hello.js" language="javascript">\nconsole.log("hello");\n</CodeBlock>\n',
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
