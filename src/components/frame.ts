// Frame: an image or other content in a captioned box.
// The HTML handlers: src/render/components/handlers/frame.ts.
import { className } from './shared.js';
import type { ComponentSpec } from './types.js';

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'Frame',
    dropsId: true,
    category: 'media',
    purpose: 'A border and optional caption around an image or video.',
    whenToUse: 'Screenshots and diagrams, so they stand apart from the text.',
    attributes: [
      { name: 'caption', type: 'string', description: 'Text shown below the content' },
      { name: 'hint', type: 'string', description: 'Text shown above the content' },
      { name: 'style', type: 'expression', description: 'Inline CSS for the frame, as an object: `style={{ maxWidth: 480 }}`' },
      className,
    ],
    children: 'any',
    example: '<Frame caption="The settings page">\n  <img src="/images/settings.png" alt="Settings page with the theme picker open" />\n</Frame>\n',
  },
];
