import { examplesFile } from '../src/rule-kit/examples-file.js';
import { isNotAPage } from '../src/rule-kit/page-helpers.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { frontmatterYamlMessage } from '../src/parse/frontmatter.js';

/** A parser's message (`Unexpected …, expected …`) as the parts the rule's message puts back together, word for word. */
function parts(message: string): { unexpected: string; expected: string } {
  const match = /^Unexpected ([^]+?), expected ([^]+)$/.exec(message);
  return { unexpected: match?.[1] ?? message.replace(/^Unexpected /, ''), expected: match?.[2] ?? '`key: value` pairs' };
}

export default defineRule({
  id: 'frontmatter-yaml',
  description: "Require a page's front matter to be closed YAML `key: value` pairs that Mintlify reads",
  tags: ['frontmatter'],
  recommended: 'error',
  docs: {
    rationale:
      "Mintlify reads a page's metadata with js-yaml (through `front-matter`), and YAML it cannot read fails the deploy: " +
      'a `: ` inside a plain value (`title: Setup: the guide`), a quote never closed, a key written twice, a flow list never closed; ' +
      'a tab in the indentation passes that reader and fails the page in its MDX compiler. ' +
      'Front matter never closed by a `---` line is read by neither: Mintlify publishes the page with its lines as text (as ' +
      '`docwright build` does), and the finding is at the opening `---`; the other rules leave its lines alone (a YAML ' +
      '`# comment` there is a heading on the page, a link in a value a link): closing the front matter fixes them all. ' +
      "Front matter closed by YAML's `...` line is read by Mintlify's reader of metadata (its `title` and other keys apply) " +
      'but not by its MDX compiler, so its lines are shown as text too: a warning at the `...` line, and docwright reads the keys as Mintlify does. ' +
      "Front matter opened by a `---` line with blanks after it (`--- `) is taken out of the page by Mintlify's MDX compiler but ignored by its reader of metadata, so its `title` and other keys do not apply there: a warning at the first blank; docwright reads the keys. " +
      'The finding is at the place of the YAML error, in the same words in `lint`, `check`, `build`, `dev`, the language server and ' +
      "the MCP server's `lint_page`; `lint` and `check` report it as an error (front matter never closed as a warning: Mintlify compiles that page), `build` and `dev` as a warning and publish the page " +
      'without its front matter (a title guessed from its file name, no description). ' +
      'Front matter that parses to something other than a map (a list, a lone value) is reported too: Mintlify builds the page and ' +
      'ignores it. What strict YAML rejects but Mintlify reads, such as a quoted value whose next line starts at column 1, ' +
      'is only a warning from `lint`, since the site shows it as written; editors and other tools may still reject it. ' +
      'Snippets and the `.md` files Mintlify never publishes (`README.md` …) are not pages, so the rule skips them, as `check` does.',
    whenNotToUse: 'When the pages are plain Markdown read outside the site (a repository README, for example).',
  },
  messages: {
    // Each message is made by the parser (src/parse/frontmatter.ts), in the words `check` and `build` use.
    problem: 'Unexpected {{unexpected}}, expected {{expected}}',
  },
  examples: examplesFile('frontmatter-yaml'),
  check(_tree, context) {
    if (isNotAPage(context.file.path, context.page.kind)) return;
    const { frontmatter } = context.page;
    if (!frontmatter.present) return;
    for (const problem of frontmatter.lenient ?? []) {
      context.report({ messageId: 'problem', data: parts(problem.message), place: { line: problem.line, column: problem.column }, atMost: 'warn' });
    }
    for (const problem of frontmatter.problems) {
      // Never closed: Mintlify compiles the page and shows the lines as text, so at most a warning (not a deploy it fails).
      context.report({ messageId: 'problem', data: parts(frontmatterYamlMessage(problem)), place: { line: problem.line, column: problem.column }, ...(problem.fails === 'text' || problem.fails === 'keys' ? { atMost: 'warn' as const } : {}) });
    }
  },
});
