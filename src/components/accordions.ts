// Accordions: sections the reader opens.
// The HTML handlers: src/render/components/handlers/accordions.ts.
import { className, icon, iconType, id, title } from './shared.js';
import type { ComponentSpec } from './types.js';

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'AccordionGroup',
    dropsId: true,
    category: 'structure',
    purpose: 'A set of accordions shown as one block.',
    whenToUse: 'Several related collapsible sections, such as a FAQ.',
    attributes: [],
    children: ['Accordion'],
    strayChildren: 'it shows as it is, between the accordions of the group',
    example: '<AccordionGroup>\n  <Accordion title="Is it free?">\n    Yes.\n  </Accordion>\n  <Accordion title="Does it work offline?">\n    Yes.\n  </Accordion>\n</AccordionGroup>\n',
  },
  {
    name: 'Accordion',
    category: 'structure',
    purpose: 'A collapsible section.',
    whenToUse: 'Details most readers can skip: troubleshooting, FAQs, long reference.',
    attributes: [
      title('The text shown when collapsed', true),
      { name: 'description', type: 'string', description: 'Detail shown below the title' },
      { name: 'defaultOpen', type: 'boolean', default: false, readsStringBoolean: true, description: 'Start expanded' },
      icon,
      iconType,
      id,
      className,
    ],
    children: 'any',
    uniqueAmongSiblings: 'title',
    example: '<Accordion title="Why is my page missing?">\n  Add it to the navigation in `docs.json`.\n</Accordion>\n',
  },
];
