import { examplesFile } from '../src/rule-kit/examples-file.js';
import { checksBodyH1, titleHeading } from '../src/rule-kit/page-helpers.js';
import { changeHeadingLevel } from '../src/rule-kit/edits.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { walkType } from '../src/parse/walk.js';

export default defineRule({
  id: 'heading-increment',
  description: 'Forbid skipping heading levels (`##` followed by `####`)',
  tags: ['headings', 'structure', 'accessibility'],
  recommended: 'warn',
  hasSuggestions: true,
  docs: {
    rationale:
      'Headings are the page\'s outline: the table of contents and assistive technology read them as a tree. Jumping ' +
      'from `##` to `####` leaves a level out, so the deeper section hangs under a parent that does not exist. The ' +
      'first heading belongs to `heading-start-level`; after it, each heading may go one level deeper or back up any number ' +
      'of levels. A skip right after a `#` heading in the body is left to `heading-no-h1`, which reports that heading.',
    whenNotToUse: 'When writers pick headings for their size rather than their place in the outline; style them instead.',
  },
  messages: {
    skip: 'Unexpected heading level `{{depth}}` after level `{{previous}}`, expected level `{{expected}}` or lower',
  },
  examples: examplesFile('heading-increment'),
  check(tree, context) {
    // A skip after a body `#` heading is that heading's fault, and `heading-no-h1` reports it already.
    const bodyH1Reported = checksBodyH1(context.file.path, context.page.frontmatter.data.mode, context.page.kind);
    const title = titleHeading(tree, context.page.frontmatter.present);
    let previous: number | undefined;
    let afterBodyH1 = false;
    walkType(tree, 'heading', (node) => {
      const skipsAfterBodyH1 = afterBodyH1 && previous === 1;
      afterBodyH1 = bodyH1Reported && node.depth === 1 && node !== title;
      if (previous !== undefined && node.depth > previous + 1 && !skipsAfterBodyH1) {
        // Not a fix: the headings under it may need to move too, and which level is right is the writer's call.
        const suggest = changeHeadingLevel(context.source, node, previous + 1);
        context.report({ messageId: 'skip', data: { depth: node.depth, previous, expected: previous + 1 }, node, suggest });
      }
      previous = node.depth;
    });
  },
});
