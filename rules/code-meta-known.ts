import { unreadOptions } from '../src/components/code-meta.js';
import { walkType } from '../src/parse/walk.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';

export default defineRule({
  id: 'code-meta-known',
  description: 'Disallow quoted options in a code block’s meta line that no code block reads',
  tags: ['code'],
  recommended: 'warn',
  docs: {
    rationale:
      'After the language, a code block’s meta line holds its title and options: `title`, `icon`, `lines`, `wrap`, ' +
      '`expandable`, `highlight`, `focus`, `theme`, `twoslash` and `nocopy` (and `placement` and `actions` on a `mermaid` ' +
      'block). Mintlify’s parser takes every quoted or braced option out of the title, so `filename="app.js"` (a spelling ' +
      'from other tools) is read and shown nowhere, on Mintlify as in docwright: the block loses the name it was given. ' +
      'Write `title="app.js"`, or the name alone (```` ```js app.js ````). An unquoted `filename=app.js` is no finding: ' +
      'Mintlify shows it as the title, as written, and so does docwright.',
  },
  messages: {
    unread: 'Unexpected code block option `{{key}}`, expected `title`, `icon`, `lines`, `wrap`, `expandable`, `highlight`, `focus`, `theme`, `twoslash` or `nocopy`: it is shown nowhere',
  },
  examples: examplesFile('code-meta-known'),
  check(tree, context) {
    walkType(tree, 'code', (node) => {
      for (const key of unreadOptions(node.meta, node.lang)) context.report({ messageId: 'unread', node, data: { key } });
    });
  },
});
