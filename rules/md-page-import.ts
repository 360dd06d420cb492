import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { isDocusaurusSource, mdEsmBlocks } from '../src/parse/md-esm.js';

export default defineRule({
  id: 'md-page-import',
  description: 'Disallow `import` and `export` lines in `.md` pages, which Mintlify compiles as MDX and does not show',
  tags: ['structure'],
  recommended: 'warn',
  docs: {
    rationale:
      'A page moved from Docusaurus keeps lines such as `import Tabs from \'@theme/Tabs\';`. In a `.md` page they read as a paragraph of text, ' +
      'but Mintlify compiles every `.md` page but `README.md` as MDX, where they are code: the line shows nothing, and an import of a package ' +
      'binds nothing (Mintlify imports only local files, and its `<Tabs>`, `<Tab>` and callouts need no import). `build` leaves the lines out ' +
      'as Mintlify does and reports them here. Delete them, or rename the page to `.mdx` and import snippets from `/snippets/`.',
    whenNotToUse: 'When the site is never deployed on Mintlify and its `.md` pages are meant as plain Markdown.',
  },
  messages: {
    line: 'Unexpected {{what}} `{{statement}}` in a `.md` page, expected Markdown without it: Mintlify compiles `.md` pages as MDX and shows no such line',
  },
  examples: examplesFile('md-page-import'),
  check(_tree, context) {
    if (context.page.syntax === 'mdx' || context.page.published === false) return;
    for (const block of mdEsmBlocks(context.file.path, context.source)) {
      const what = block.sources.some(isDocusaurusSource) ? 'Docusaurus import' : block.statement.startsWith('export') ? 'export' : 'import';
      context.report({ messageId: 'line', data: { what, statement: block.statement }, place: { start: block.start, end: block.end } });
    }
  },
});
