import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { markAsText } from '../src/rule-kit/edits.js';
import { walkType } from '../src/parse/walk.js';

export default defineRule({
  id: 'code-language',
  description: 'Require every fenced code block to name its language',
  tags: ['code'],
  recommended: 'error',
  hasSuggestions: true,
  docs: {
    rationale:
      'The language after the opening fence drives syntax highlighting, the label on code groups and the file name readers copy. ' +
      'A block without one renders as plain text and loses all three. Which language a block is in is for its writer to say, ' +
      'so there is no `--fix`; the editor offers to mark the block as plain text (`text`).',
    whenNotToUse: 'When a project deliberately shows unhighlighted output blocks; mark those `text` instead of turning the rule off.',
  },
  messages: {
    missing: 'Missing language on fenced code block, expected for example `bash` or `text`',
  },
  examples: examplesFile('code-language'),
  check(tree, context) {
    walkType(tree, 'code', (node) => {
      const fenced = context.source.slice(node.position?.start.offset ?? 0).match(/^(`{3,}|~{3,})/);
      if (fenced && !node.lang) context.report({ messageId: 'missing', node, suggest: markAsText(context.source, node) });
    });
  },
});
