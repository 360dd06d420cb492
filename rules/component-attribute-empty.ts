import { staticValue, visitDescribedAttributes } from '../src/components/attribute-values.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';

export default defineRule({
  id: 'component-attribute-empty',
  description: 'Disallow an empty value for an attribute a component shows',
  tags: ['components'],
  recommended: 'warn',
  docs: {
    rationale:
      'An attribute the registry marks as required or expected is what the component shows: a `<Card>`’s `title`, a ' +
      '`<Step>`’s or an `<Accordion>`’s `title`, a `<Tooltip>`’s `tip`, an `<Update>`’s `label`, the one of `path`, ' +
        '`query`, `body` and `header` a `<ParamField>` names its parameter with. Written empty ' +
      '(`title=""`, `title={""}` or only spaces), it passes `component-attribute-required`, yet Mintlify shows nothing in ' +
      'its place: its `<Card>` draws no heading at all for an empty `title` (only the icon and the text), and docwright ' +
      'draws the same. Usually the text was lost in an edit or left for later. Write the text, or leave the attribute out ' +
      'where the component can do without it.',
  },
  messages: {
    empty: 'Unexpected empty `{{attribute}}` on `<{{name}}>`, expected the text it shows: nothing is shown in its place',
  },
  examples: examplesFile('component-attribute-empty'),
  check(tree, context) {
    visitDescribedAttributes(tree, (attribute, attributeSpec, spec) => {
      // One of an `exactlyOneOf` group (`<ParamField path>`) is the one written, so it is what the component shows.
      const shown = attributeSpec.required || attributeSpec.expected || (spec.exactlyOneOf ?? []).some((group) => group.includes(attributeSpec.name));
      if (attributeSpec.type !== 'string' || !shown) return;
      const value = staticValue(attribute);
      if (value.kind === 'string' && value.value.trim() === '') context.report({ messageId: 'empty', node: attribute, data: { name: spec.name, attribute: attribute.name } });
    });
  },
});
