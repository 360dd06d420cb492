import { describeValue, expectedValue, hasWrongType, staticValue, visitDescribedAttributes } from '../src/components/attribute-values.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';

export default defineRule({
  id: 'component-attribute-type',
  description: 'Require component attribute values of the type the registry gives them',
  tags: ['components'],
  recommended: 'error',
  docs: {
    rationale:
      'MDX passes `size="24"` as the string `"24"`, not the number 24, and `arrow="false"` as a non-empty (so true) string: the ' +
      'component then lays out or behaves differently from what the page says. Write numbers as ' +
      '`size={24}`, flags as a bare `horizontal` or `horizontal={false}`, arrays and objects as `{…}` expressions, and an object where the component reads one (`<Update rss={{ title: "…" }}>`), not an array or a string. A flag ' +
      'written `arrow="true"` (or `"True"`) passes, as the string is true anyway, and so do `"true"` and `"false"` where the component ' +
      'reads the strings itself (`<Accordion defaultOpen="false">`), as does a number written as a string where the component converts it with ' +
      '`Number()` (`<Columns cols="3">`, `<Step stepNumber="4">`, `<Tabs defaultTabIndex="1">`), and a CSS length where the component ' +
      'draws the value as a CSS size (`<Icon size="16px">`; `size="16"` has no unit, so the browser drops it). The rule judges values in ' +
      'braces by what it can tell without running code: a number literal is a number, a variable or a call ' +
      'could be anything and passes.',
  },
  messages: {
    type: 'Unexpected {{found}} for `{{attribute}}` on `<{{name}}>`, expected {{expected}}',
  },
  examples: examplesFile('component-attribute-type'),
  check(tree, context) {
    visitDescribedAttributes(tree, (attribute, attributeSpec, spec) => {
      const value = staticValue(attribute);
      if (!hasWrongType(attributeSpec, value)) return;
      context.report({
        messageId: 'type',
        node: attribute,
        data: { name: spec.name, attribute: attribute.name, found: describeValue(value), expected: expectedValue(attributeSpec) },
      });
    });
  },
});
