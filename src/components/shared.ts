// Attribute descriptions shared by several components.
import { ICON_TYPES } from '../icons.js';
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

export const title = (description: string, required = false): AttributeSpec => ({ name: 'title', type: 'string', description, ...(required ? { required } : {}) });

export const id: AttributeSpec = { name: 'id', type: 'string', description: 'A custom anchor id; defaults to one made from the title' };

export const className: AttributeSpec = { name: 'className', type: 'string', description: 'Extra CSS classes on the component\'s outer element' };

/** Whether a collapsible component starts open. */
export const defaultOpen: AttributeSpec = { name: 'defaultOpen', type: 'boolean', default: false, description: 'Start expanded' };
