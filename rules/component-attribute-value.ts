import { isSpread, shortValue, staticValue, visitDescribedAttributes } from '../src/components/attribute-values.js';
import type { JsxElement } from '../src/components/tree.js';
import { defineRule } from '../src/rule-kit/rule.js';

/** Whether the element's `icon` is JSX or another expression, not an icon name. */
function iconIsNotAName(element: JsxElement): boolean {
  const icon = element.attributes.find((a) => !isSpread(a) && a.name === 'icon');
  return icon !== undefined && !isSpread(icon) && staticValue(icon).kind === 'unknown';
}

export default defineRule({
  id: 'component-attribute-value',
  description: 'Require attributes with a fixed set of values to use one of them',
  tags: ['components'],
  recommended: 'error',
  docs: {
    rationale:
      'Attributes such as `<Badge color>`, `<Visibility for>` or `<Steps titleSize>` accept a fixed set of values; anything ' +
      'else falls back to the default without a word. The registry lists the allowed values and the rule checks string ' +
      'values against them (case matters). `iconType` next to an `icon` given as JSX (`icon={<svg …/>}`) has no effect, so ' +
      'its value is not checked there.',
  },
  messages: {
    value: 'Unexpected `{{value}}` for `{{attribute}}` on `<{{name}}>`, expected one of {{expected}}',
  },
  examples: {
    ok: [
      { input: 'New <Badge color="green" size="sm">Beta</Badge>\n' },
      {
        name: 'an icon drawn in JSX, where `iconType` does nothing',
        input: '<Card title="Greenhouse" icon={<img src="/leaf.svg" alt="" />} iconType="picture">\n  Warm all year.\n</Card>\n',
      },
    ],
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
    visitDescribedAttributes(tree, (attribute, attributeSpec, spec, element) => {
      if (!attributeSpec.values) return;
      const value = staticValue(attribute);
      if (value.kind !== 'string' || attributeSpec.values.includes(value.value)) return;
      // `iconType` styles a named icon; next to an `icon={<svg …/>}` it does nothing.
      if (attribute.name === 'iconType' && iconIsNotAName(element)) return;
      context.report({
        messageId: 'value',
        node: attribute,
        data: { name: spec.name, attribute: attribute.name, value: shortValue(value.value), expected: attributeSpec.values.map((v) => `\`${v}\``).join(', ') },
      });
    });
  },
});
