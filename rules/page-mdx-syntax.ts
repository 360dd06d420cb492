import { defineRule } from '../src/rule-kit/rule.js';
import { mdCompiledAsMdx, mdxSyntaxError } from '../src/parse/index.js';

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
  examples: {
    ok: [
      { filename: 'guide.md', input: '## Install\n\nRun it when a < b holds (a space after `<` keeps it text), or write `a<b` in a code span.\n' },
      { filename: 'README.md', input: '## Notes\n\nA stray </Tab> in a README is fine: Mintlify does not publish it.\n' },
      { filename: '.cursor/rules.md', input: '<!-- An HTML comment in a dot folder is fine: Mintlify does not publish it. -->\n\n## Rules\n' },
    ],
    notOk: [
      {
        filename: 'guide.md',
        input: '## Install\n\n<!-- TODO: screenshots -->\n\nRun it.\n',
        output: [
          '3:2: Unexpected MDX syntax error in a `.md` page, expected valid MDX (Mintlify compiles `.md` pages as MDX, so the deploy fails): Unexpected character `!` (U+0021) before name, expected a character that can start a name, such as a letter, `$`, or `_` (note: to create a comment in MDX, use `{/* text */}`)',
        ],
      },
    ],
  },
  check(_tree, context) {
    const path = context.file.path;
    // A page already read as MDX reports its syntax errors as `parse-error`; a page Mintlify
    // does not publish (a dot folder such as `.cursor/`, an ignored file) is never compiled.
    if (context.page.syntax === 'mdx' || context.page.published === false || !mdCompiledAsMdx(path)) return;
    const error = mdxSyntaxError(path, context.source);
    if (!error) return;
    context.report({ messageId: 'invalid', data: { reason: error.message.replace(/\.$/, '') }, place: { line: error.line, column: error.column } });
  },
});
