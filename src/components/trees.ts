// File trees: folders and files, as elements or as a nested Markdown list.
// The HTML handlers: src/render/components/handlers/trees.ts.
import { className, defaultOpen } from './shared.js';
import type { ComponentSpec } from './types.js';

/** `Tree` and `FileTree` are the same component under two names. */
function tree(name: string): ComponentSpec {
  return {
    name,
    dropsId: true,
    category: 'layout',
    purpose: 'A file and folder tree, from `Tree.Folder`/`Tree.File` elements or from a nested Markdown list.',
    whenToUse: 'To show a project’s layout.' + (name === 'FileTree' ? ' Same as `Tree`.' : ''),
    attributes: [{ name: 'style', type: 'expression', description: 'Inline styles, e.g. `{{ "--tree-highlight": "…" }}`' }, className],
    children: ['Tree.Folder', 'Tree.File', 'list'],
    strayChildren: 'it shows as it is, among the files',
    example:
      name === 'Tree'
        ? '<Tree>\n  <Tree.Folder name="docs" defaultOpen>\n    <Tree.File name="docs.json" />\n  </Tree.Folder>\n</Tree>\n'
        : '<FileTree>\n\n- docs/\n  - docs.json\n  - index.mdx\n\n</FileTree>\n',
  };
}

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  tree('Tree'),
  tree('FileTree'),
  {
    name: 'Tree.Folder',
    category: 'layout',
    purpose: 'A folder in a `Tree`.',
    whenToUse: 'Inside `Tree` or another `Tree.Folder`.',
    attributes: [
      { name: 'name', type: 'string', required: true, description: 'The folder name' },
      defaultOpen,
      { name: 'openable', type: 'boolean', default: true, description: 'Whether the reader can open it' },
      { name: 'highlight', type: 'boolean', default: false, description: 'Highlight the folder' },
    ],
    parents: ['Tree', 'FileTree', 'Tree.Folder'],
    elsewhere: 'it shows as a tree of its own',
    children: ['Tree.Folder', 'Tree.File'],
    strayChildren: 'it shows as it is, among the files',
    example: '<Tree>\n  <Tree.Folder name="snippets">\n    <Tree.File name="intro.mdx" />\n  </Tree.Folder>\n</Tree>\n',
  },
  {
    name: 'Tree.File',
    category: 'layout',
    purpose: 'A file in a `Tree`.',
    whenToUse: 'Inside `Tree` or `Tree.Folder`.',
    attributes: [
      { name: 'name', type: 'string', required: true, description: 'The file name' },
      { name: 'highlight', type: 'boolean', default: false, description: 'Highlight the file' },
    ],
    parents: ['Tree', 'FileTree', 'Tree.Folder'],
    elsewhere: 'it shows as a tree of its own',
    children: 'none',
    example: '<Tree>\n  <Tree.File name="docs.json" highlight />\n</Tree>\n',
  },
];
