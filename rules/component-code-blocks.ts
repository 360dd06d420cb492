import type { Code } from 'mdast';
import { codeTitle } from '../src/components/code-meta.js';
import { contentChildren, visitComponents } from '../src/components/tree.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { markAsText } from '../src/rule-kit/edits.js';

export default defineRule({
  id: 'component-code-blocks',
  description: 'Require the code blocks of code groups and API examples to name their language, and their title in a group',
  tags: ['components', 'code'],
  recommended: 'error',
  hasSuggestions: true,
  docs: {
    rationale:
      'A code block in `<CodeGroup>`, `<RequestExample>` or `<ResponseExample>` becomes a tab. The tab takes its label from the ' +
      'block\'s title (the text after the language: ```` ```bash npm ````) and its highlighting from its language; without them ' +
      'the tabs have no label or no highlighting. The registry says which components need what. A block without a language ' +
      'can be marked as plain text (`text`) from the editor; the language and the title are for the writer to say, so there is no `--fix`.',
  },
  messages: {
    language: 'Missing language on code block inside `<{{name}}>`, expected for example ```` ```bash ````',
    title: 'Missing title on code block inside `<{{name}}>`, expected one after the language (```` ```{{lang}} {{example}} ````)',
  },
  examples: examplesFile('component-code-blocks'),
  check(tree, context) {
    visitComponents(tree, (node, spec) => {
      if (!spec.codeBlocks) return;
      const blocks = contentChildren(node).filter((child): child is Code => child.type === 'code');
      for (const block of blocks) {
        if (spec.codeBlocks.language && !block.lang) {
          context.report({ messageId: 'language', node: block, data: { name: spec.name }, suggest: markAsText(context.source, block) });
        } else if (spec.codeBlocks.title && !codeTitle(block.meta)) {
          context.report({ messageId: 'title', node: block, data: { name: spec.name, lang: block.lang ?? 'bash', example: 'Title' } });
        }
      }
    });
  },
});
