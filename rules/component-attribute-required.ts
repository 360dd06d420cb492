import { isSpread, surelyMeant } from '../src/components/attribute-values.js';
import { visitComponents } from '../src/components/tree.js';
import { defineRule } from '../src/rule-kit/rule.js';

const list = (names: readonly string[]): string => names.map((name) => `\`${name}\``).join(', ');

export default defineRule({
  id: 'component-attribute-required',
  description: 'Require the attributes a component cannot work without',
  tags: ['components'],
  recommended: 'error',
  docs: {
    rationale:
      'A `<Step>` without a `title`, a `<ResponseField>` without a `name` or a `<ParamField>` that does not say whether it describes a ' +
      '`path`, `query`, `body` or `header` parameter renders as an empty or broken block. The registry marks required ' +
      'attributes and groups of which a page must set exactly one, and only what Mintlify needs to render the component: a ' +
      '`<Step>` whose first line is a heading renders that heading as its title, so it needs no `title`. A `<ParamField>` ' +
      'needs a `type`, as a `<ResponseField>` does. What the spec lists for a component but Mintlify renders without is a ' +
      'warning when missing: a `<Card>` without `title` (an icon beside nothing), an `<Expandable>` without `title`, an ' +
      '`<Update>` without `description`. The rule skips an element with a spread (`{...props}`).',
  },
  messages: {
    missing: 'Missing attribute `{{attribute}}` on `<{{name}}>`',
    expected: 'Missing attribute `{{attribute}}` on `<{{name}}>`, expected `{{attribute}}="…"`',
    missingOne: 'Missing one of {{expected}} on `<{{name}}>`',
    several: 'Unexpected {{found}} together on `<{{name}}>`, expected exactly one of {{expected}}',
  },
  examples: {
    ok: [
      { input: '<ParamField query="limit" type="integer">\n  How many items to return.\n</ParamField>\n' },
      {
        name: 'a step that opens with a heading instead of a title',
        input: '<Steps>\n  <Step>\n    ### Fill the watering can\n\n    Use water at room temperature.\n  </Step>\n</Steps>\n',
      },
      {
        name: 'a title with a typo, which component-attribute-known reports with the name to write',
        input: '<Card titel="Seeds" href="/seeds">\n  Order seeds.\n</Card>\n',
      },
      {
        name: 'an icon under the wrong name, which component-attribute-known reports with the name to write',
        input: 'Delete it <Icon name="trash" /> here.\n',
      },
    ],
    notOk: [
      {
        input: '<Steps>\n  <Step>\n    Install the CLI.\n  </Step>\n</Steps>\n',
        output: ['2:3-4:10: Missing attribute `title` on `<Step>`'],
      },
      {
        name: 'no parameter location',
        input: '<ParamField type="string">\n  The id.\n</ParamField>\n',
        output: ['1:1-3:14: Missing one of `path`, `query`, `body`, `header` on `<ParamField>`'],
      },
      {
        name: 'a parameter without its type, as a response field without one',
        input: '<ParamField query="limit">\n  How many plants to list.\n</ParamField>\n',
        output: ['1:1-3:14: Missing attribute `type` on `<ParamField>`'],
      },
      {
        name: 'what the spec lists and Mintlify renders without: a warning',
        input:
          '<Card icon="leaf" href="/guide/pruning">\n  Prune in spring.\n</Card>\n\n' +
          '<ResponseField name="plant" type="object">\n  <Expandable>\n    <ResponseField name="id" type="string">The id.</ResponseField>\n  </Expandable>\n</ResponseField>\n\n' +
          '<Update label="2026-04-01">\n  Added seed trays.\n</Update>\n',
        output: [
          '1:1-3:8: Missing attribute `title` on `<Card>`, expected `title="…"`',
          '6:3-8:16: Missing attribute `title` on `<Expandable>`, expected `title="…"`',
          '11:1-13:10: Missing attribute `description` on `<Update>`, expected `description="…"`',
        ],
      },
      {
        name: 'two parameter locations',
        input: '<ParamField path="id" body="id" type="string">\n  The id.\n</ParamField>\n',
        output: ['1:1-3:14: Unexpected `path`, `body` together on `<ParamField>`, expected exactly one of `path`, `query`, `body`, `header`'],
      },
    ],
  },
  check(tree, context) {
    visitComponents(tree, (node, spec) => {
      if (node.attributes.some(isSpread)) return;
      const present = new Set(node.attributes.map((attribute) => (isSpread(attribute) ? '' : attribute.name)));
      for (const attribute of spec.attributes) {
        // A typo of it (`titel`) is reported by component-attribute-known, with the name to write.
        if (present.has(attribute.name) || [...present].some((name) => name !== '' && !spec.attributes.some((a) => a.name === name) && surelyMeant(name, attribute.name))) continue;
        if (attribute.required && !(attribute.orFirstHeading && node.children[0]?.type === 'heading')) {
          context.report({ messageId: 'missing', node, data: { name: spec.name, attribute: attribute.name } });
        } else if (attribute.expected) {
          // Mintlify renders the component without it: a warning at most.
          context.report({ messageId: 'expected', node, data: { name: spec.name, attribute: attribute.name }, atMost: 'warn' });
        }
      }
      for (const group of spec.exactlyOneOf ?? []) {
        const found = group.filter((name) => present.has(name));
        // A misnamed stand-in (`<Icon name>`) is reported by component-attribute-known, with the name to write.
        const misnamed = Object.entries(spec.misnamed ?? {}).some(([written, meant]) => present.has(written) && group.includes(meant));
        if (found.length === 0 && misnamed) continue;
        if (found.length === 0) context.report({ messageId: 'missingOne', node, data: { name: spec.name, expected: list(group) } });
        else if (found.length > 1) context.report({ messageId: 'several', node, data: { name: spec.name, found: list(found), expected: list(group) } });
      }
    });
  },
});
