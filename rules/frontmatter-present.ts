import { examplesFile } from '../src/rule-kit/examples-file.js';
import { isNotAPage } from '../src/rule-kit/page-helpers.js';
import { defineRule } from '../src/rule-kit/rule.js';

export default defineRule({
  id: 'frontmatter-present',
  description: 'Require a valid YAML front matter block at the top of every page',
  tags: ['frontmatter'],
  recommended: 'error',
  docs: {
    rationale:
      'The front matter holds what the site shows around a page: its title in the navigation and the browser tab, ' +
      'the description under the title and in search results, the icon and the layout. A page without it, or with YAML that does ' +
      'not parse, falls back to a title guessed from the file name and no description. Snippets (files under a `snippets/` ' +
      'folder, and any file a page imports, wherever it lives) and the `.md` files Mintlify never publishes (`README.md`, ' +
      '`CONTRIBUTING.md`, `CHANGELOG.md`, `LICENSE.md`) are not pages, so the rule skips them; `AGENTS.md` and `CLAUDE.md` are pages on Mintlify. Front matter is read as Mintlify reads it ' +
      '(js-yaml, through gray-matter): what strict YAML rejects but Mintlify reads, such as a quoted value whose next line ' +
      'starts at column 1, is only a warning, since the site shows it as written; editors and other tools may still reject it.',
    whenNotToUse: 'When the pages are plain Markdown read outside the site (a repository README, for example).',
  },
  messages: {
    missing: 'Missing front matter, expected a `---` block with `title` and `description` at the top',
    notMap: 'Unexpected front matter that is not a map, expected `key: value` pairs',
    invalid: 'Unexpected invalid YAML in front matter ({{reason}}), expected `key: value` pairs',
    lenient: 'Unexpected YAML that Mintlify reads but strict parsers reject ({{reason}}), expected the value\'s next lines indented',
  },
  examples: examplesFile('frontmatter-present'),
  check(_tree, context) {
    if (isNotAPage(context.file.path, context.page.kind)) return;
    const { frontmatter } = context.page;
    if (!frontmatter.present) {
      context.report({ messageId: 'missing', place: { line: 1, column: 1 } });
      return;
    }
    for (const problem of frontmatter.lenient ?? []) {
      context.report({ messageId: 'lenient', data: { reason: problem.message }, place: { line: problem.line, column: problem.column }, atMost: 'warn' });
    }
    for (const problem of frontmatter.problems) {
      const place = { line: problem.line, column: problem.column };
      if (problem.message.includes('not a map')) {
        context.report({ messageId: 'notMap', place });
      } else {
        const reason = problem.message.replace(/^Invalid YAML front matter: /, '').replace(/\s*at line \d+, column \d+:?$/, '');
        context.report({ messageId: 'invalid', data: { reason }, place });
      }
    }
  },
});
