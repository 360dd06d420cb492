import { staticValue, visitDescribedAttributes } from '../src/components/attribute-values.js';
import { defineRule } from '../src/lint/rule.js';

export default defineRule({
  id: 'component-attribute-value',
  description: 'Require attributes with a fixed set of values to use one of them',
  tags: ['components'],
  recommended: 'error',
  docs: {
    rationale:
      'Attributes such as `<Badge color>`, `<Visibility for>` or `<Steps titleSize>` accept a fixed set of values; anything ' +
      'else falls back to the default without a word. The registry lists the allowed values and the rule checks string ' +
      'values against them (case matters).',
  },
  messages: {
    value: 'Unexpected `{{value}}` for `{{attribute}}` on `<{{name}}>`, expected one of {{expected}}',
  },
  examples: {
    ok: [{ input: 'New <Badge color="green" size="sm">Beta</Badge>\n' }],
    notOk: [
      {
        input: 'New <Badge color="lime">Beta</Badge>\n',
        output: [
          '1:12-1:24: Unexpected `lime` for `color` on `<Badge>`, expected one of `gray`, `blue`, `green`, `yellow`, `orange`, `red`, `purple`, `white`, `surface`, `white-destructive`, `surface-destructive`',
        ],
      },
      {
        input: '<Visibility for="robots">\n  Hidden.\n</Visibility>\n',
        output: ['1:13-1:25: Unexpected `robots` for `for` on `<Visibility>`, expected one of `humans`, `agents`'],
      },
    ],
  },
  check(tree, context) {
    visitDescribedAttributes(tree, (attribute, attributeSpec, spec) => {
      if (!attributeSpec.values) return;
      const value = staticValue(attribute);
      if (value.kind !== 'string' || attributeSpec.values.includes(value.value)) return;
      context.report({
        messageId: 'value',
        node: attribute,
        data: { name: spec.name, attribute: attribute.name, value: value.value, expected: attributeSpec.values.map((v) => `\`${v}\``).join(', ') },
      });
    });
  },
});
