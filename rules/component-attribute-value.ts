import { isSpread, numberOf, shortValue, staticValue, surelyMeant, visitDescribedAttributes } from '../src/components/attribute-values.js';
import type { AttributeSpec } from '../src/components/types.js';
import { cssColor } from '../src/css-color.js';
import { contentChildren, isJsx, type JsxElement } from '../src/components/tree.js';
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

/** How many children named `name` the element has, when they are all it holds; `undefined` when it holds other content or an expression (`{tabs.map(…)}`). */
function childCount(element: JsxElement, name: string): number | undefined {
  if (element.children.some((child) => child.type === 'mdxFlowExpression' || (child.type === 'paragraph' && child.children.some((c) => c.type === 'mdxTextExpression')))) return undefined;
  const children = contentChildren(element);
  return children.every((child) => isJsx(child) && child.name === name) ? children.length : undefined;
}

/** What is wrong with a number outside what the component draws (`<Columns cols={6}>`, `<Tabs defaultTabIndex={5}>` of two tabs), as the message's `expected`; `undefined` when it is fine. */
function rangeProblem(attribute: MdxJsxAttribute, spec: AttributeSpec, element: JsxElement): { value: string; expected: string } | undefined {
  const value = numberOf(spec, staticValue(attribute));
  if (!Number.isInteger(value)) return undefined;
  const count = spec.indexOf === undefined ? undefined : childCount(element, spec.indexOf);
  const max = count !== undefined && count > 0 ? count - 1 : spec.max;
  if ((spec.min === undefined || value >= spec.min) && (max === undefined || value <= max)) return undefined;
  const range = spec.min !== undefined && max !== undefined ? `from ${spec.min} to ${max}` : spec.min !== undefined ? `of ${spec.min} or more` : `of ${String(max)} or less`;
  const of = count !== undefined && count > 0 && spec.indexOf !== undefined ? ` (it holds ${count} \`<${spec.indexOf}>\`)` : '';
  return { value: String(value), expected: `an integer ${range}${of}` };
}

/** A number outside the range the component draws, or text that is no CSS color where one belongs: Mintlify clamps the one and draws nothing of the other. */
function reportOutOfRange(context: RuleContext<unknown>, attribute: MdxJsxAttribute, spec: AttributeSpec, element: JsxElement, name: string): void {
  const data = { name, attribute: attribute.name };
  if (spec.cssColor === true) {
    const value = staticValue(attribute);
    // A `var(--…)` or a keyword the browser reads (`currentColor`, `transparent`) is left alone.
    if (value.kind !== 'string' || value.value.trim() === '' || cssColor(value.value, { css4: true }) !== undefined || /var\(|^\s*(currentcolor|inherit|initial|unset|revert)\s*$/i.test(value.value)) return;
    context.report({ messageId: 'value', node: attribute, data: { ...data, value: shortValue(value.value), expected: 'a CSS color such as `#16A34A` or `rgb(22 163 74)`' } });
    return;
  }
  const problem = rangeProblem(attribute, spec, element);
  if (problem) context.report({ messageId: 'value', node: attribute, data: { ...data, ...problem } });
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
    value: 'Unexpected `{{value}}` for `{{attribute}}` on `<{{name}}>`, expected {{expected}}',
    typo: 'Unexpected `{{word}}` in `{{attribute}}` on `<{{name}}>`, expected `{{meant}}`',
  },
  examples: examplesFile('component-attribute-value'),
  check(tree, context) {
    visitDescribedAttributes(tree, (attribute, attributeSpec, spec, element) => {
      if (attributeSpec.typoOf) reportTypo(context, attribute, attributeSpec.typoOf, spec.name);
      reportOutOfRange(context, attribute, attributeSpec, element, spec.name);
      if (!attributeSpec.values) return;
      const value = staticValue(attribute);
      if (value.kind !== 'string' || attributeSpec.values.includes(value.value)) return;
      // `iconType` styles a named icon; next to an `icon={<svg …/>}` it does nothing.
      if (attribute.name === 'iconType' && iconIsNotAName(element)) return;
      context.report({
        messageId: 'value',
        node: attribute,
        data: { name: spec.name, attribute: attribute.name, value: shortValue(value.value), expected: `one of ${attributeSpec.values.map((v) => `\`${v}\``).join(', ')}` },
        ...(isSpread(attribute) ? {} : valueEdits(context.source, attribute, value.value, attributeSpec.values)),
      });
    });
  },
});
