// Tabs: panels of content, one shown at a time.
// The HTML handlers: src/render/components/handlers/tabs.ts.
import { className, icon, iconLibrary, iconType, id, title } from './shared.js';
import type { ComponentSpec } from './types.js';

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'Tabs',
    dropsId: true,
    category: 'structure',
    purpose: 'Alternative versions of the same content, one visible at a time.',
    whenToUse: 'Content that differs by platform, language or tool where a reader needs only one.',
    attributes: [
      { name: 'defaultTabIndex', type: 'integer', default: 0, min: 0, indexOf: 'Tab', readsNumericString: true, description: 'The zero-based index of the tab shown first' },
      { name: 'sync', type: 'boolean', default: true, description: 'Switch tabs and code groups with matching titles together' },
      { name: 'borderBottom', type: 'boolean', description: 'Add a border and padding below the tabs' },
      className,
    ],
    children: ['Tab'],
    strayChildren: 'it shows as a tab of its own, titled `Tab Title`',
    example: '<Tabs>\n  <Tab title="npm">\n    Run `npm i docwright`.\n  </Tab>\n  <Tab title="pnpm">\n    Run `pnpm add docwright`.\n  </Tab>\n</Tabs>\n',
  },
  {
    name: 'Tab',
    category: 'structure',
    purpose: 'One alternative inside `Tabs`.',
    whenToUse: 'Inside `Tabs`, once per alternative, with a short unique title.',
    attributes: [title('The label on the tab; tabs with the same title switch together', true), id, icon, iconType, iconLibrary],
    parents: ['Tabs'],
    elsewhere: 'its content shows as it is, without a tab',
    children: 'any',
    uniqueAmongSiblings: 'title',
    example: '<Tabs>\n  <Tab title="macOS">\n    Use Homebrew.\n  </Tab>\n</Tabs>\n',
  },
];
