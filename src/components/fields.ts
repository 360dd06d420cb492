// API fields: request parameters and response properties, and the expandable list of a field's children.
// The HTML handlers: src/render/components/handlers/fields.ts.
import { className, defaultOpen, title } from './shared.js';
import type { AttributeSpec, ComponentSpec } from './types.js';

const location = (name: string, where: string): AttributeSpec => ({
  name,
  type: 'string',
  description: `The name of a ${where} parameter; exactly one of \`path\`, \`query\`, \`body\`, \`header\`, \`cookie\` and \`auth\` is set`,
});

/** The basic value types of a field's `type`: a word one typo away from one of them is a typo (`strng`). */
const BASIC_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array'];

/** A request parameter: `ParamField`, and `Param`, its older name that Mintlify still reads as the same component. */
const paramField: ComponentSpec = {
  name: 'ParamField',
  category: 'api',
  purpose: 'One request parameter of an API: its location, name, type and meaning.',
  whenToUse: 'On API pages, once per parameter, instead of a list or table of parameters.',
  attributes: [
    location('path', 'path'),
    location('query', 'query'),
    location('body', 'body'),
    location('header', 'header'),
    location('cookie', 'cookie'),
    location('auth', 'authentication'),
    { name: 'type', type: 'string', required: true, typoOf: BASIC_TYPES, description: 'The value type, e.g. `string`, `number`, `string[]`' },
    { name: 'required', type: 'boolean', description: 'The parameter is required' },
    { name: 'deprecated', type: 'boolean', description: 'The parameter is deprecated' },
    { name: 'default', type: 'string', description: 'The value used when the parameter is absent' },
    { name: 'placeholder', type: 'string', description: 'Placeholder text for the playground input' },
    { name: 'id', type: 'string', description: 'A custom anchor id; defaults to `param-<name>`' },
  ],
  exactlyOneOf: [['path', 'query', 'body', 'header', 'cookie', 'auth']],
  children: 'any',
  example: '<ParamField path="id" type="string" required>\n  The user’s id.\n</ParamField>\n',
};

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  paramField,
  {
    ...paramField,
    name: 'Param',
    purpose: 'The older name of `ParamField`, which Mintlify still reads as the same component (its `param-<name>` anchor included).',
    whenToUse: 'In pages written for it; new pages use `ParamField`.',
    example: '<Param path="id" type="string" required>\n  The user’s id.\n</Param>\n',
  },
  {
    name: 'ResponseField',
    category: 'api',
    purpose: 'One field of an API response: its name, type and meaning.',
    whenToUse: 'On API pages, once per response field, instead of a list or table of fields.',
    attributes: [
      { name: 'name', type: 'string', required: true, description: 'The field name' },
      { name: 'type', type: 'string', required: true, typoOf: BASIC_TYPES, description: 'The value type; unions such as `string | null` are fine' },
      { name: 'required', type: 'boolean', description: 'The field is always present' },
      { name: 'default', type: 'string', description: 'The default value' },
      { name: 'deprecated', type: 'boolean', description: 'The field is deprecated' },
      { name: 'pre', type: 'expression', description: 'Labels before the name, as an array of strings' },
      { name: 'post', type: 'expression', description: 'Labels after the name, as an array of strings' },
      { name: 'id', type: 'string', description: 'A custom anchor id; defaults to `param-<name>`' },
      { name: 'hidden', type: 'boolean', description: 'Leaves the field out of the page, as Mintlify’s field does' },
    ],
    children: 'any',
    example: '<ResponseField name="email" type="string | null" required>\n  The user’s email address.\n</ResponseField>\n',
  },
  {
    name: 'Expandable',
    dropsId: true,
    category: 'api',
    purpose: 'Collapsible nested fields of an object parameter or response field.',
    whenToUse:
      'Inside `ParamField` or `ResponseField`, to list the properties of an object; it also renders anywhere else, e.g. around a group of fields or a long table.',
    attributes: [
      { ...title('The toggle label, e.g. `properties`'), expected: true },
      defaultOpen,
      className,
    ],
    children: 'any',
    example:
      '<ResponseField name="user" type="object">\n  The user.\n  <Expandable title="properties">\n    <ResponseField name="id" type="string">\n      The user’s id.\n    </ResponseField>\n  </Expandable>\n</ResponseField>\n',
  },
];
