import type { Nodes, Parents } from 'mdast';
import type {} from 'mdast-util-mdx';
import { contentChildren, visitComponents } from '../src/components/tree.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';

/** An expression child that is code, not only a comment: `<Badge>{label}</Badge>` shows what `label` holds. */
function hasExpressionContent(node: Parents): boolean {
  return (node.children as Nodes[]).some((child) => {
    if (child.type === 'paragraph') return hasExpressionContent(child);
    if (child.type !== 'mdxFlowExpression' && child.type !== 'mdxTextExpression') return false;
    const program = child.data?.estree;
    return program ? program.body.length > 0 : child.value.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').trim() !== '';
  });
}

export default defineRule({
  id: 'component-empty',
  description: 'Require callouts and other content components to have content',
  tags: ['components'],
  recommended: 'error',
  docs: {
    rationale:
      'An empty `<Note />` or `<Warning></Warning>` renders as a coloured box with nothing in it, usually left over from ' +
      'an edit. The registry marks the components that need content; a comment alone does not count, an expression ' +
        '(`<Badge>{label}</Badge>`) does.',
  },
  messages: {
    empty: 'Missing content in `<{{name}}>`, expected text or components inside it: Mintlify draws the box empty',
  },
  examples: examplesFile('component-empty'),
  check(tree, context) {
    visitComponents(tree, (node, spec) => {
      if (!spec.requiresContent || node.attributes.some((a) => a.type === 'mdxJsxExpressionAttribute')) return;
      if (contentChildren(node).length === 0 && !hasExpressionContent(node)) context.report({ messageId: 'empty', node, data: { name: spec.name } });
    });
  },
});
