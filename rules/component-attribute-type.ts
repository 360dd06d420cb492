import { describeValue, expectedValue, hasWrongType, staticValue, visitDescribedAttributes } from '../src/components/attribute-values.js';
import { defineRule } from '../src/rule-kit/rule.js';

export default defineRule({
  id: 'component-attribute-type',
  description: 'Require component attribute values of the type the registry gives them',
  tags: ['components'],
  recommended: 'error',
  docs: {
    rationale:
      'MDX passes `cols="2"` as the string `"2"`, not the number 2, and `arrow="false"` as a non-empty (so true) string: the ' +
      'component then lays out or behaves differently from what the page says. Write integers and numbers as ' +
      '`cols={2}`, flags as a bare `horizontal` or `horizontal={false}`, arrays and objects as `{…}` expressions, and an object where the component reads one (`<Update rss={{ title: "…" }}>`), not an array or a string. A flag ' +
      'written `arrow="true"` (or `"True"`) passes, as the string is true anyway, and so do `"true"` and `"false"` where the component ' +
      'reads the strings itself (`<Accordion defaultOpen="false">`). The rule judges values in ' +
      'braces by what it can tell without running code: a number literal is a number, a variable or a call ' +
      'could be anything and passes.',
  },
  messages: {
    type: 'Unexpected {{found}} for `{{attribute}}` on `<{{name}}>`, expected {{expected}}',
  },
  examples: {
    ok: [
      { input: '<CardGroup cols={2}>\n  <Card title="A" horizontal />\n  <Card title="B" arrow={false} />\n</CardGroup>\n' },
      { name: 'expressions that cannot be known pass', input: 'export const n = 3;\n\n<Columns cols={n} />\n' },
      { name: 'flags written as strings that mean what they say', input: '<Accordion title="Details" defaultOpen="false">\n  Hidden at first.\n</Accordion>\n\n<Card title="A" arrow="true" />\n\n<Expandable title="Fields" defaultOpen="True">\n  Shown.\n</Expandable>\n' },
      { name: 'arrays and objects are expressions', input: '<Update label="v1" tags={["Improvements"]} rss={{ title: "Faster builds" }}>\n  Faster builds.\n</Update>\n' },
    ],
    notOk: [
      {
        input: '<CardGroup cols="2">\n  <Card title="A" />\n</CardGroup>\n',
        output: ['1:12-1:20: Unexpected string `"2"` for `cols` on `<CardGroup>`, expected an integer such as `cols={2}`'],
      },
      {
        name: 'a flag written as a string',
        input: '<Card title="A" arrow="false" />\n',
        output: ['1:17-1:30: Unexpected string `"false"` for `arrow` on `<Card>`, expected a flag (`arrow`) or `arrow={false}`'],
      },
      {
        name: 'an array written as a string',
        input: '<Update label="v1" tags="Improvements">\n  Faster builds.\n</Update>\n',
        output: ['1:20-1:39: Unexpected string `"Improvements"` for `tags` on `<Update>`, expected an array such as `tags={["…"]}`'],
      },
      {
        name: 'an RSS entry that is not an object',
        input: '<Update label="v3" rss="Seed trays">\n  New trays.\n</Update>\n\n<Update label="v4" rss={["Seed trays"]}>\n  New trays.\n</Update>\n',
        output: [
          '1:20-1:36: Unexpected string `"Seed trays"` for `rss` on `<Update>`, expected an object such as `rss={{ title: "…", description: "…" }}`',
          '5:20-5:40: Unexpected array `{[…]}` for `rss` on `<Update>`, expected an object such as `rss={{ title: "…", description: "…" }}`',
        ],
      },
      {
        name: 'a long value, cut in the message',
        input: '<Update label="v2" tags="Watering, Pruning, Repotting, Composting, Seed starting, Harvest">\n  New guides.\n</Update>\n',
        output: ['1:20-1:91: Unexpected string `"Watering, Pruning, Repotting, Composting, Seed starting, Ha…"` for `tags` on `<Update>`, expected an array such as `tags={["…"]}`'],
      },
    ],
  },
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
