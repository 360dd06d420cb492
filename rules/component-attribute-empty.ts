import { staticValue, visitDescribedAttributes } from '../src/components/attribute-values.js';
import { defineRule } from '../src/rule-kit/rule.js';

export default defineRule({
  id: 'component-attribute-empty',
  description: 'Disallow an empty value for an attribute a component shows',
  tags: ['components'],
  recommended: 'warn',
  docs: {
    rationale:
      'An attribute the registry marks as required or expected is what the component shows: a `<Card>`’s `title`, a ' +
      '`<Step>`’s or an `<Accordion>`’s `title`, a `<Tooltip>`’s `tip`, an `<Update>`’s `label`. Written empty ' +
      '(`title=""`, `title={""}` or only spaces), it passes `component-attribute-required`, yet Mintlify shows nothing in ' +
      'its place: its `<Card>` draws no heading at all for an empty `title` (only the icon and the text), and docwright ' +
      'draws the same. Usually the text was lost in an edit or left for later. Write the text, or leave the attribute out ' +
      'where the component can do without it.',
  },
  messages: {
    empty: 'Unexpected empty `{{attribute}}` on `<{{name}}>`, expected the text it shows: nothing is shown in its place',
  },
  examples: {
    ok: [
      { input: '<Card title="Brewing" icon="mug-hot" href="/brewing">\n  Steep for three minutes.\n</Card>\n' },
      { name: 'an attribute the component does not show', input: '<Card title="Brewing" href="">\n  Steep for three minutes.\n</Card>\n' },
    ],
    notOk: [
      {
        input: '<Card title="" icon="mug-hot">\n  Steep for three minutes.\n</Card>\n',
        output: ['1:7-1:15: Unexpected empty `title` on `<Card>`, expected the text it shows: nothing is shown in its place'],
      },
      {
        name: 'spaces only, and an empty expression',
        input: '<Steps>\n  <Step title="  ">\n    Fill the kettle.\n  </Step>\n</Steps>\n\n<Tooltip tip={""}>steep</Tooltip>\n',
        output: [
          '2:9-2:19: Unexpected empty `title` on `<Step>`, expected the text it shows: nothing is shown in its place',
          '7:10-7:18: Unexpected empty `tip` on `<Tooltip>`, expected the text it shows: nothing is shown in its place',
        ],
      },
    ],
  },
  check(tree, context) {
    visitDescribedAttributes(tree, (attribute, attributeSpec, spec) => {
      if (attributeSpec.type !== 'string' || !(attributeSpec.required || attributeSpec.expected)) return;
      const value = staticValue(attribute);
      if (value.kind === 'string' && value.value.trim() === '') context.report({ messageId: 'empty', node: attribute, data: { name: spec.name, attribute: attribute.name } });
    });
  },
});
