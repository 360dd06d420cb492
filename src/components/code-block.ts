// CodeBlock: a code block written as JSX.
// The HTML handlers: src/render/components/handlers/code-block.ts.
import { className } from './shared.js';
import type { ComponentSpec } from './types.js';

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'CodeBlock',
    category: 'code',
    purpose: 'A code block written as JSX, for custom components that render code with the same styling as Markdown code blocks.',
    whenToUse: 'Inside a custom component that builds a code block from its props; in a page, write a fenced code block instead.',
    attributes: [
      { name: 'language', type: 'string', description: 'The language for syntax highlighting' },
      { name: 'lang', type: 'string', description: 'The language for syntax highlighting, read before `language` (as Mintlify\'s CodeBlock does)' },
      { name: 'filename', type: 'string', description: 'The file name in the block\'s header' },
      { name: 'icon', type: 'string', description: 'The icon in the block\'s header' },
      { name: 'lines', type: 'boolean', description: 'Show line numbers' },
      { name: 'wrap', type: 'boolean', description: 'Wrap long lines' },
      { name: 'nocopy', type: 'boolean', description: 'Hide the copy button' },
      { name: 'expandable', type: 'boolean', description: 'Collapse a long block behind "See all N lines"' },
      { name: 'highlight', type: 'string', description: 'Lines to highlight, as a stringified array (`"[1,3]"`)' },
      { name: 'focus', type: 'string', description: 'Lines to focus, as a stringified array (`"[1,3]"`)' },
      className,
    ],
    children: 'any',
    example: '<CodeBlock filename="hello.js" language="javascript">\nconsole.log("hello");\n</CodeBlock>\n',
  },
];
