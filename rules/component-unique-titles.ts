import { staticValue } from '../src/components/attribute-values.js';
import { getComponent } from '../src/components/index.js';
import { contentChildren, isJsx, visitElements } from '../src/components/tree.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';

export default defineRule({
  id: 'component-unique-titles',
  description: 'Require tabs, and accordions in a group, to have distinct titles',
  tags: ['components'],
  recommended: 'error',
  docs: {
    rationale:
      'Nobody can tell apart two tabs called `macOS` in one `<Tabs>`, tabs with the same title switch together, and ' +
      'accordions in one group with the same title make the reader open both. The registry says which attribute must be ' +
      'unique among siblings (`title` for `<Tab>` and `<Accordion>`); the rule compares siblings inside the same component.',
  },
  messages: {
    duplicate: 'Unexpected second `<{{name}}>` with {{attribute}} `{{value}}` in `<{{parent}}>`, expected a distinct {{attribute}}',
  },
  examples: examplesFile('component-unique-titles'),
  check(tree, context) {
    visitElements(tree, (parent) => {
      const seen = new Map<string, Set<string>>();
      for (const child of contentChildren(parent)) {
        if (!isJsx(child) || !child.name) continue;
        const key = getComponent(child.name)?.uniqueAmongSiblings;
        if (!key) continue;
        const attribute = child.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === key);
        if (!attribute || attribute.type !== 'mdxJsxAttribute') continue;
        const value = staticValue(attribute);
        if (value.kind !== 'string') continue;
        const values = seen.get(child.name) ?? new Set<string>();
        seen.set(child.name, values);
        if (values.has(value.value)) {
          context.report({ messageId: 'duplicate', node: child, data: { name: child.name, attribute: key, value: value.value, parent: parent.name ?? '' } });
        }
        values.add(value.value);
      }
    });
  },
});
