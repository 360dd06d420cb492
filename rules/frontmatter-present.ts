import { examplesFile } from '../src/rule-kit/examples-file.js';
import { isNotAPage } from '../src/rule-kit/page-helpers.js';
import { defineRule } from '../src/rule-kit/rule.js';

export default defineRule({
  id: 'frontmatter-present',
  description: 'Require a front matter block at the top of every page',
  tags: ['frontmatter'],
  recommended: 'error',
  docs: {
    rationale:
      'The front matter holds what the site shows around a page: its title in the navigation and the browser tab, ' +
      'the description under the title and in search results, the icon and the layout. A page without it falls back to a title ' +
      'guessed from the file name and no description; front matter that is there but is not YAML Mintlify reads is `frontmatter-yaml`\'s finding. Snippets (files under a `snippets/` ' +
      'folder, and any file a page imports, wherever it lives) and the `.md` files Mintlify never publishes (`README.md`, ' +
      '`CONTRIBUTING.md`, `CHANGELOG.md`, `LICENSE.md`) are not pages, so the rule skips them; `AGENTS.md` and `CLAUDE.md` are pages on Mintlify.',
    whenNotToUse: 'When the pages are plain Markdown read outside the site (a repository README, for example).',
  },
  messages: {
    missing: 'Missing front matter, expected a `---` block with `title` and `description` at the top',
  },
  examples: examplesFile('frontmatter-present'),
  check(_tree, context) {
    if (isNotAPage(context.file.path, context.page.kind)) return;
    if (!context.page.frontmatter.present) context.report({ messageId: 'missing', place: { line: 1, column: 1 } });
  },
});
