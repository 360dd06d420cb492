import { CODE_BLOCK_MESSAGES, codeBlockLoss, tabGroupOf } from '../src/components/code-block-children.js';
import { visitElements } from '../src/components/tree.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';

export default defineRule({
  id: 'codeblock-children',
  description: 'Require a `<CodeBlock>` to hold one fenced code block or the code as text',
  tags: ['components', 'code'],
  recommended: 'warn',
  docs: {
    rationale:
      'A `<CodeBlock>` shows the text written inside it as its code, or one fenced code block written inside it, under the ' +
      'element\'s `filename`. Around several fences, or a fence beside other content, Mintlify (and `build`) draw each child ' +
      'as on its own inside the element\'s frame: the element\'s `language`, `highlight`, `wrap` and other code props apply to ' +
      'no child and are dropped. Inside `<CodeGroup>`, `<RequestExample>` or `<ResponseExample>` the children are drawn in ' +
      'the tab; and a fence\'s own title under a `filename` is not drawn, as the tab is labelled by `filename`. Write one ' +
      'code block per `<CodeBlock>` (or a fenced code block alone, which needs no element). `build` reports the rule too.',
    whenNotToUse: 'When a `<CodeBlock>` is meant as a frame around several blocks, and its code props are not written.',
  },
  messages: CODE_BLOCK_MESSAGES,
  examples: examplesFile('codeblock-children'),
  check(tree, context) {
    visitElements(tree, (node, ancestors) => {
      if (node.name !== 'CodeBlock') return;
      const loss = codeBlockLoss(node, tabGroupOf(node, ancestors[ancestors.length - 1]));
      if (loss) context.report({ messageId: loss.messageId, data: loss.data, node });
    });
  },
});
