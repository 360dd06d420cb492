import { contentChildren, visitComponents } from '../src/components/tree.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';

export default defineRule({
  id: 'component-empty',
  description: 'Require callouts and other content components to have content',
  tags: ['components'],
  recommended: 'error',
  docs: {
    rationale:
      'An empty `<Note />` or `<Warning></Warning>` renders as a coloured box with nothing in it, usually left over from ' +
      'an edit. The registry marks the components that need content; a comment alone does not count.',
  },
  messages: {
    empty: 'Missing content in `<{{name}}>`',
  },
  examples: examplesFile('component-empty'),
  check(tree, context) {
    visitComponents(tree, (node, spec) => {
      if (!spec.requiresContent || node.attributes.some((a) => a.type === 'mdxJsxExpressionAttribute')) return;
      if (contentChildren(node).length === 0) context.report({ messageId: 'empty', node, data: { name: spec.name } });
    });
  },
});
