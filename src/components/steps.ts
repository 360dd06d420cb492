// Steps: numbered procedures.
// The HTML handlers: src/render/components/handlers/steps.ts.
import { className, icon, iconLibrary, iconType, id, title } from './shared.js';
import type { ComponentSpec } from './types.js';

const TITLE_SIZES = ['p', 'h2', 'h3', 'h4'] as const;

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'Steps',
    dropsId: true,
    category: 'structure',
    purpose: 'A numbered procedure made of `Step` components.',
    whenToUse: 'Three or more actions the reader performs in order.',
    attributes: [{ name: 'titleSize', type: 'enum', values: TITLE_SIZES, default: 'p', description: 'The size of every step title' }, className],
    children: ['Step'],
    strayChildren: 'it shows as a numbered step of its own, without a title',
    example: '<Steps>\n  <Step title="Install the CLI">\n    Run `npm i -g docwright`.\n  </Step>\n  <Step title="Lint your docs">\n    Run `docwright lint`.\n  </Step>\n</Steps>\n',
  },
  {
    name: 'Step',
    category: 'structure',
    purpose: 'One action in a `Steps` procedure.',
    whenToUse: 'Inside `Steps`, once per action; the title says what to do.',
    attributes: [
      { ...title('What the reader does in this step; a heading as the step’s first line stands in for it', true), orFirstHeading: true },
      icon,
      iconType,
      iconLibrary,
      { name: 'stepNumber', type: 'integer', readsNumericString: true, description: 'The number shown instead of the position' },
      { name: 'titleSize', type: 'enum', values: TITLE_SIZES, default: 'p', description: 'The size of this step title' },
      id,
      { name: 'noAnchor', type: 'boolean', default: false, description: 'Hide the anchor link' },
      className,
    ],
    parents: ['Steps'],
    elsewhere: 'it shows as a step alone, numbered 1 (or its `stepNumber`)',
    children: 'any',
    example: '<Steps>\n  <Step title="Create a project">\n    Run `docwright init`.\n  </Step>\n</Steps>\n',
  },
];
