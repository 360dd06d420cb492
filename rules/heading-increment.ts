import { defineRule } from '../src/lint/rule.js';
import { walkType } from '../src/parse/walk.js';

export default defineRule({
  id: 'heading-increment',
  description: 'Forbid skipping heading levels (`##` followed by `####`)',
  tags: ['headings', 'structure', 'accessibility'],
  recommended: 'warn',
  docs: {
    rationale:
      'Headings are the page\'s outline: the table of contents and assistive technology read them as a tree. Jumping ' +
      'from `##` to `####` leaves a level out, so the deeper section hangs under a parent that does not exist. The ' +
      'first heading belongs to `heading-start-level`; after it, each heading may go one level deeper or back up any number ' +
      'of levels.',
    whenNotToUse: 'When writers pick headings for their size rather than their place in the outline; style them instead.',
  },
  messages: {
    skip: 'Unexpected heading level `{{depth}}` after level `{{previous}}`, expected level `{{expected}}` or lower',
  },
  examples: {
    ok: [{ input: '## Install\n\n### From npm\n\n#### With a lockfile\n\n## Configure\n' }],
    notOk: [
      {
        input: '## Install\n\n#### From npm\n',
        output: ['3:1-3:14: Unexpected heading level `4` after level `2`, expected level `3` or lower'],
      },
    ],
  },
  check(tree, context) {
    let previous: number | undefined;
    walkType(tree, 'heading', (node) => {
      if (previous !== undefined && node.depth > previous + 1) {
        context.report({ messageId: 'skip', data: { depth: node.depth, previous, expected: previous + 1 }, node });
      }
      previous = node.depth;
    });
  },
});
