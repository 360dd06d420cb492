// Callouts: boxed notes that interrupt the flow of a page on purpose.
// The HTML handlers: src/render/components/handlers/callouts.ts.
import { className, icon, iconLibrary, iconType, title } from './shared.js';
import type { ComponentSpec } from './types.js';

/** Every callout renders a `title` above its text. */
const calloutTitle = title('A heading shown above the text');

function typed(name: string, purpose: string, whenToUse: string, text: string): ComponentSpec {
  return {
    name,
    dropsId: true,
    category: 'callout',
    purpose,
    whenToUse,
    attributes: [calloutTitle, className],
    children: 'any',
    requiresContent: true,
    example: `<${name}>${text}</${name}>\n`,
  };
}

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  typed('Note', 'A neutral aside with supporting information.', 'Extra context the reader may need but can skip.', 'Changes take effect on the next deploy.'),
  typed('Tip', 'A helpful suggestion or shortcut.', 'A better way to do what the surrounding text describes.', 'Run the command with `--watch` to rebuild on save.'),
  typed('Warning', 'A caution about something that can go wrong.', 'An action that can lose data, break a build or cost money.', 'Deleting a project removes its pages for everyone.'),
  typed('Info', 'Background information.', 'Facts that explain the surrounding text, such as limits or availability.', 'This feature is available on every plan.'),
  typed('Check', 'A confirmation that something worked.', 'After a step, to tell the reader what success looks like.', 'Your site is live.'),
  typed('Danger', 'A strong warning about a destructive or irreversible action.', 'Stronger than `Warning`: security risks and actions that cannot be undone.', 'Rotating the key signs out every user.'),
  {
    name: 'Callout',
    dropsId: true,
    category: 'callout',
    purpose: 'A callout with a custom icon and color.',
    whenToUse: 'When none of the typed callouts fits and the page needs its own icon or color.',
    attributes: [
      calloutTitle,
      icon,
      iconType,
      iconLibrary,
      { name: 'color', type: 'string', cssColor: true, description: 'Border, background tint and text color as a hex code, e.g. `#FFC107`' },
      className,
    ],
    children: 'any',
    requiresContent: true,
    example: '<Callout icon="key" color="#FFC107">Keep your API key secret.</Callout>\n',
  },
];
