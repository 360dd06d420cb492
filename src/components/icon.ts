// Icon: an icon in the text.
// The HTML handlers: src/render/components/handlers/icon.ts.
import { className, icon, iconLibrary, iconType } from './shared.js';
import type { ComponentSpec } from './types.js';

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'Icon',
    dropsId: true,
    category: 'text',
    purpose: 'An icon inside text, a table or a heading.',
    whenToUse: 'Visual markers such as a check mark in a feature table.',
    attributes: [
      icon,
      { name: 'src', type: 'url', description: 'A path or URL to an image used as the icon' },
      iconType,
      iconLibrary,
      { name: 'color', type: 'string', cssColor: true, description: 'The icon color as a hex code; wins over `colorLight` and `colorDark`' },
      { name: 'colorLight', type: 'string', cssColor: true, requires: 'colorDark', overriddenBy: 'color', description: 'The icon color in light mode; used only with `colorDark`' },
      { name: 'colorDark', type: 'string', cssColor: true, requires: 'colorLight', overriddenBy: 'color', description: 'The icon color in dark mode; used only with `colorLight`' },
      { name: 'size', type: 'number', readsCssLength: true, description: 'The size: a number in pixels, or a CSS length such as `"1.5em"`' },
      className,
    ],
    misnamed: { name: 'icon' },
    exactlyOneOf: [['icon', 'src']],
    children: 'none',
    example: 'Supported <Icon icon="check" color="#16a34a" />\n',
  },
];
