import { staticValue } from '../src/components/attribute-values.js';
import { visitElements } from '../src/components/tree.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';

export default defineRule({
  id: 'update-duplicate',
  description: 'Forbid two `<Update>` entries with the same `label` on one page',
  tags: ['components', 'structure'],
  recommended: 'error',
  docs: {
    rationale:
      'A changelog lists each release once, under its `<Update label>`. The label is also the entry\'s anchor and its RSS ' +
      'item, so two entries with the same label make two identical anchors (a link opens the first) and two feed items, ' +
      'and the reader sees the release twice: most often an entry pasted twice while moving entries around. The rule ' +
      'compares the labels written as strings on one page, wherever the entries sit.',
    whenNotToUse: 'When a page deliberately shows one release under the same label in several places (a filtered view, for example).',
  },
  messages: {
    duplicate: 'Unexpected second `<Update>` with label `{{label}}` (first on line {{line}}), expected each label once per page',
  },
  examples: examplesFile('update-duplicate'),
  check(tree, context) {
    const first = new Map<string, number>();
    visitElements(tree, (node) => {
      if (node.name !== 'Update') return;
      const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'label');
      if (!attribute || attribute.type !== 'mdxJsxAttribute') return;
      const value = staticValue(attribute);
      if (value.kind !== 'string') return;
      const label = value.value.trim();
      const line = first.get(label);
      if (line === undefined) first.set(label, node.position?.start.line ?? 1);
      else context.report({ messageId: 'duplicate', node, data: { label, line } });
    });
  },
});
