import { defineRule } from '../src/lint/rule.js';
import { mdCompiledAsMdx, mdxSyntaxError } from '../src/parse/index.js';

export default defineRule({
  id: 'page-mdx-syntax',
  description: 'Require `.md` pages to compile as MDX, as Mintlify compiles them',
  tags: ['structure'],
  recommended: 'error',
  docs: {
    rationale:
      'Mintlify compiles every `.md` page but `README.md` as MDX. Markdown that is fine as Markdown, such as a stray `</Tab>`, a bare `<` or an unmatched `{`, ' +
      'fails its deploy, while `build` renders the page leniently as Markdown. The rule reports the first place the page stops being valid MDX, as `check` does.',
    whenNotToUse: 'When the site is never deployed on Mintlify and its `.md` pages are meant as plain Markdown.',
  },
  messages: {
    invalid: '{{reason}}: Mintlify compiles `.md` pages as MDX, so this page fails its build',
  },
  examples: {
    ok: [
      { filename: 'guide.md', input: '## Install\n\nRun `a < b` in a code span, or write &lt; for a bare less-than sign.\n' },
      { filename: 'README.md', input: '## Notes\n\nA stray </Tab> in a README is fine: Mintlify does not publish it.\n' },
    ],
    notOk: [
      {
        filename: 'guide.md',
        input: '## Install\n\nWhen a < b, stop.\n',
        output: ['3:9: Unexpected character ` ` (U+0020) before name, expected a character that can start a name, such as a letter, `$`, or `_`: Mintlify compiles `.md` pages as MDX, so this page fails its build'],
      },
    ],
  },
  check(_tree, context) {
    const path = context.file.path;
    // A page already read as MDX reports its syntax errors as `parse-error`.
    if (context.page.syntax === 'mdx' || !mdCompiledAsMdx(path)) return;
    const error = mdxSyntaxError(path, context.source);
    if (!error) return;
    context.report({ messageId: 'invalid', data: { reason: error.message.replace(/\.$/, '') }, place: { line: error.line, column: error.column } });
  },
});
