import { isSpread, shortValue, staticValue, surelyMeant, visitDescribedAttributes } from '../src/components/attribute-values.js';
import type { JsxElement } from '../src/components/tree.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule, type Fix, type RuleContext, type Suggestion } from '../src/rule-kit/rule.js';
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

/** The first word of `value` one typo away from one of `words` (not a case or plural `s` apart), with the word it meant. */
function typoIn(value: string, words: readonly string[]): { word: string; meant: string } | undefined {
  for (const match of value.matchAll(/[A-Za-z]{4,}/g)) {
    const word = match[0];
    const lower = word.toLowerCase();
    if (words.some((w) => lower === w || lower === `${w}s`)) continue;
    const meant = words.find((w) => surelyMeant(lower, w));
    if (meant !== undefined) return { word, meant };
  }
  return undefined;
}

/** Whether the element's `icon` is JSX or another expression, not an icon name. */
function iconIsNotAName(element: JsxElement): boolean {
  const icon = element.attributes.find((a) => !isSpread(a) && a.name === 'icon');
  return icon !== undefined && !isSpread(icon) && staticValue(icon).kind === 'unknown';
}

/** A word of a free-text value one typo away from a common one (`<ResponseField type="strng">`): a warning, with the corrected value as a suggestion. */
function reportTypo(context: RuleContext<unknown>, attribute: MdxJsxAttribute, words: readonly string[], name: string): void {
  const value = staticValue(attribute);
  if (value.kind !== 'string') return;
  const typo = typoIn(value.value, words);
  if (!typo) return;
  const fix = replaceAttributeValue(context.source, attribute, value.value.replace(typo.word, typo.meant));
  context.report({
    messageId: 'typo',
    node: attribute,
    data: { name, attribute: attribute.name, word: typo.word, meant: typo.meant },
    atMost: 'warn',
    ...(fix ? { suggest: [{ title: `Use \`${typo.meant}\``, fix }] } : {}),
  });
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
      '(`color="Green"` → `green`); otherwise the closest allowed value, or each of a short list, is a suggestion in the editor. ' +
      'A field\'s `type` (`<ParamField>`, `<ResponseField>`) is free text (`string | null`, `User`), but a word of it one typo away ' +
      'from a basic type (`strng`, `integr`, `bolean`) is shown to readers as written: a warning, with the corrected type as a suggestion.',
  },
  messages: {
    value: 'Unexpected `{{value}}` for `{{attribute}}` on `<{{name}}>`, expected one of {{expected}}',
    typo: 'Unexpected `{{word}}` in `{{attribute}}` on `<{{name}}>`, expected `{{meant}}`',
  },
  examples: examplesFile('component-attribute-value'),
  check(tree, context) {
    visitDescribedAttributes(tree, (attribute, attributeSpec, spec, element) => {
      if (attributeSpec.typoOf) reportTypo(context, attribute, attributeSpec.typoOf, spec.name);
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
