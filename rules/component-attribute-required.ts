import { isSpread, OVERRIDDEN_MESSAGE, passesNothing, surelyMeant } from '../src/components/attribute-values.js';
import { hasChildElement, visitComponents } from '../src/components/tree.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';
import type { AttributeSpec } from '../src/components/types.js';

const list = (names: readonly string[]): string => names.map((name) => `\`${name}\``).join(', ');

/** How a missing attribute is written: text in quotes (`type="…"`, `src="…"`), anything else in braces (`cols={…}`). */
const writeAttribute = (attribute: AttributeSpec): string => (['string', 'url', 'enum', 'icon'].includes(attribute.type) ? `${attribute.name}="…"` : `${attribute.name}={…}`);

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
      '`<Update>` without `description`. An attribute written `{undefined}` or `{null}` (`<ParamField type={null}>`) passes nothing, so it is missing too. An attribute Mintlify shows only with another is a warning alone: a `<Tooltip>`\'s `cta` ' +
      'without `href` (or `href` without `cta`) shows no link. An attribute Mintlify ignores beside another is a warning too, ' +
      'at the one ignored: a `<Badge>`\'s `icon` beside `tailIcon` (the tail icon is shown), its `stroke` beside `variant`, an ' +
      '`<Icon>`\'s `colorLight` and `colorDark` beside `color`. The rule skips an element with a spread (`{...props}`).',
  },
  messages: {
    missing: 'Missing attribute `{{attribute}}` on `<{{name}}>`, expected `{{example}}`',
    expected: 'Missing attribute `{{attribute}}` on `<{{name}}>`, expected `{{attribute}}="…"`',
    missingOne: 'Missing one of {{expected}} on `<{{name}}>`, expected exactly one',
    several: 'Unexpected {{found}} together on `<{{name}}>`, expected exactly one of {{expected}}',
    unpaired: 'Unexpected attribute `{{attribute}}` without `{{needs}}` on `<{{name}}>`, expected both: Mintlify shows it only with `{{needs}}`',
    overridden: OVERRIDDEN_MESSAGE,
  },
  examples: examplesFile('component-attribute-required'),
  check(tree, context) {
    visitComponents(tree, (node, spec) => {
      if (node.attributes.some(isSpread)) return;
      // `type={undefined}` or `title={null}` passes nothing: the attribute is missing as much as when it is not written.
      const present = new Set(node.attributes.map((attribute) => (isSpread(attribute) || passesNothing(attribute) ? '' : attribute.name)));
      for (const attribute of spec.attributes) {
        // A typo of it (`titel`) is reported by component-attribute-known, with the name to write.
        if (present.has(attribute.name) || [...present].some((name) => name !== '' && !spec.attributes.some((a) => a.name === name) && surelyMeant(name, attribute.name))) continue;
        if (attribute.required && !(attribute.orFirstHeading && node.children[0]?.type === 'heading') && !hasChildElement(node.children, attribute.orChildElement)) {
          context.report({ messageId: 'missing', node, data: { name: spec.name, attribute: attribute.name, example: writeAttribute(attribute) } });
        } else if (attribute.expected) {
          // Mintlify renders the component without it: a warning at most.
          context.report({ messageId: 'expected', node, data: { name: spec.name, attribute: attribute.name }, atMost: 'warn' });
        }
      }
      for (const attribute of node.attributes) {
        const described = isSpread(attribute) ? undefined : spec.attributes.find((a) => a.name === attribute.name);
        if (isSpread(attribute) || described === undefined) continue;
        if (described.requires !== undefined && !present.has(described.requires)) {
          context.report({ messageId: 'unpaired', node: attribute, data: { name: spec.name, attribute: attribute.name, needs: described.requires }, atMost: 'warn' });
        }
        // Written `{undefined}` or `{null}`, either passes nothing: the other is read alone.
        if (described.overriddenBy !== undefined && present.has(described.overriddenBy) && !passesNothing(attribute)) {
          context.report({ messageId: 'overridden', node: attribute, data: { name: spec.name, attribute: attribute.name, winner: described.overriddenBy }, atMost: 'warn' });
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
