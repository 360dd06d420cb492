import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { mdCompiledAsMdx, mdxSyntaxError } from '../src/parse/index.js';
import { explainParseError, mdxSyntaxReason } from '../src/components/placeholder.js';

export default defineRule({
  id: 'page-mdx-syntax',
  description: 'Require `.md` pages to compile as MDX, as Mintlify compiles them',
  tags: ['structure'],
  recommended: 'error',
  docs: {
    rationale:
      'Mintlify compiles every `.md` page but `README.md` as MDX. Markdown that is fine as Markdown, such as a stray `</Tab>`, an HTML comment, a `<` right before a letter or an unmatched `{`, ' +
      'fails its deploy, while `build` renders the page leniently as Markdown. The rule reports the first place the page stops being valid MDX, as `check` does. ' +
      'Files Mintlify does not publish are left alone: those in a dot folder (such as a generated `.cursor/rules.md`) and those the project\'s ignore files leave out.',
    whenNotToUse: 'When the site is never deployed on Mintlify and its `.md` pages are meant as plain Markdown.',
  },
  messages: {
    invalid: 'Unexpected MDX syntax error in a `.md` page, expected valid MDX (Mintlify compiles `.md` pages as MDX, so the deploy fails): {{reason}}',
  },
  examples: examplesFile('page-mdx-syntax'),
  check(_tree, context) {
    const path = context.file.path;
    // A page already read as MDX reports its syntax errors as `parse-error`; a page Mintlify
    // does not publish (a dot folder such as `.cursor/`, an ignored file) is never compiled.
    if (context.page.syntax === 'mdx' || context.page.published === false || !mdCompiledAsMdx(path)) return;
    const parsed = mdxSyntaxError(path, context.source);
    if (!parsed) return;
    // Word for word as `check` and `build` say it (src/components/placeholder.ts).
    const error = explainParseError(parsed);
    context.report({ messageId: 'invalid', data: { reason: mdxSyntaxReason(error, context.source) }, place: { line: error.line, column: error.column } });
  },
});
