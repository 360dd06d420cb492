import { isSpread, shortValue, staticValue, visitDescribedAttributes } from '../src/components/attribute-values.js';
import type { JsxElement } from '../src/components/tree.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule, type Fix, type Suggestion } from '../src/rule-kit/rule.js';
import { replaceAttributeValue } from '../src/rule-kit/edits.js';
import { didYouMean } from '../src/did-you-mean.js';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';

/** At most this many allowed values are each offered as a suggestion; past it, only the closest one. */
const LISTED = 4;

/** The repair of a value not in `values`: the one that differs in case only as a fix, else the close or few ones as suggestions. */
function valueEdits(source: string, attribute: MdxJsxAttribute, value: string, values: readonly string[]): { fix?: Fix; suggest?: Suggestion[] } {
  const sameCase = values.filter((v) => v.toLowerCase() === value.toLowerCase());
  const caseFix = sameCase.length === 1 && sameCase[0] !== undefined ? replaceAttributeValue(source, attribute, sameCase[0]) : undefined;
  if (caseFix) return { fix: caseFix };
  const near = didYouMean(value, values);
  const offered = values.length <= LISTED ? [...(near ? [near] : []), ...values.filter((v) => v !== near)] : near ? [near] : [];
  const suggest = offered.flatMap((v) => {
    const fix = replaceAttributeValue(source, attribute, v);
    return fix ? [{ title: `Use \`${v}\``, fix }] : [];
  });
  return suggest.length > 0 ? { suggest } : {};
}

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
  fixable: true,
  hasSuggestions: true,
  docs: {
    rationale:
      'Attributes such as `<Badge color>`, `<Visibility for>` or `<Steps titleSize>` accept a fixed set of values; anything ' +
      'else falls back to the default without a word. The registry lists the allowed values and the rule checks string ' +
      'values against them (case matters). `iconType` next to an `icon` given as JSX (`icon={<svg …/>}`) has no effect, so ' +
      'its value is not checked there. `--fix` corrects a value that differs from an allowed one in case only ' +
      '(`color="Green"` → `green`); otherwise the closest allowed value, or each of a short list, is a suggestion in the editor.',
  },
  messages: {
    value: 'Unexpected `{{value}}` for `{{attribute}}` on `<{{name}}>`, expected one of {{expected}}',
  },
  examples: examplesFile('component-attribute-value'),
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
        ...(isSpread(attribute) ? {} : valueEdits(context.source, attribute, value.value, attributeSpec.values)),
      });
    });
  },
});
