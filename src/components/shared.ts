// Attribute descriptions shared by several components.
import { COMPONENT_ICON_LIBRARIES, ICON_TYPES } from '../icons.js';
import type { AttributeSpec } from './types.js';

export const icon: AttributeSpec = {
  name: 'icon',
  type: 'icon',
  description: 'An icon name from the configured library (Font Awesome, Lucide or Tabler), a URL or a path from the root (`/icons/star.svg`) to an image, or SVG in braces',
};

export const iconType: AttributeSpec = {
  name: 'iconType',
  type: 'enum',
  values: ICON_TYPES,
  description: 'The Font Awesome icon style; ignored for other libraries',
};

/** The library of this component's icons, instead of the site's (Mintlify's Icon, Badge, Callout, Card, Tab and Step take it). */
export const iconLibrary: AttributeSpec = {
  name: 'iconLibrary',
  type: 'enum',
  values: COMPONENT_ICON_LIBRARIES,
  description: "The icon library this component's icon names come from, instead of the site's `icons.library`",
};

export const title = (description: string, required = false): AttributeSpec => ({ name: 'title', type: 'string', description, ...(required ? { required } : {}) });

export const id: AttributeSpec = { name: 'id', type: 'string', description: 'A custom anchor id; defaults to one made from the title' };

export const className: AttributeSpec = { name: 'className', type: 'string', description: 'Extra CSS classes on the component\'s outer element' };

/** Whether a collapsible component starts open. */
export const defaultOpen: AttributeSpec = { name: 'defaultOpen', type: 'boolean', default: false, description: 'Start expanded' };
