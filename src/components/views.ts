// Views and visibility: content for one view of the page, or for people or agents only.
// The HTML handlers: src/render/components/handlers/views.ts.
import { icon, iconType, title } from './shared.js';
import type { ComponentSpec } from './types.js';

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'View',
    category: 'structure',
    purpose: 'Content shown only when the reader picks this view in the page’s view selector.',
    whenToUse: 'Whole-page alternatives by language or framework; use one per option per page.',
    attributes: [title('The option name in the view selector', true), icon, iconType],
    children: 'any',
    example: '<View title="Python" icon="python">\n  Install the package with `pip`.\n</View>\n',
  },
  {
    name: 'Visibility',
    dropsId: true,
    category: 'structure',
    purpose: 'Content shown only to human readers or only to AI agents.',
    whenToUse: 'Instructions meant for one audience, such as setup notes for agents reading the Markdown copy.',
    attributes: [{ name: 'for', type: 'enum', values: ['humans', 'agents'], required: true, description: 'Who sees the content' }],
    children: 'any',
    example: '<Visibility for="agents">\n  Read the API reference before calling the endpoints.\n</Visibility>\n',
  },
];
