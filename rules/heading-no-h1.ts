import { examplesFile } from '../src/rule-kit/examples-file.js';
import { checksBodyH1, isJsxElement, titleHeading } from '../src/rule-kit/page-helpers.js';
import { changeHeadingLevel } from '../src/rule-kit/edits.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { walkTypes } from '../src/parse/walk.js';

export default defineRule({
  id: 'heading-no-h1',
  description: 'Forbid level 1 headings in the page body; the title comes from the front matter',
  tags: ['headings', 'structure'],
  recommended: 'error',
  hasSuggestions: true,
  docs: {
    rationale:
      'The site renders the front matter `title` as the page\'s one H1. A `#` heading in the body makes a second H1: ' +
      'screen readers and search engines see two page titles, and the table of contents starts one level too high. ' +
      'The rule reports Markdown headings (`#` and `===` underlines) and `<h1>` elements. It skips pages in `custom` and ' +
      '`frame` mode: those layouts show no title, so the page draws its own. On a page with no front matter at all, a `#` ' +
      'heading that opens the page is its title, as in any Markdown file: `frontmatter-present` reports the missing front ' +
      'matter, and this rule the H1s after it.',
    whenNotToUse: 'When the tool that renders your pages does not turn `title` into a heading.',
  },
  messages: {
    h1: 'Unexpected heading level `1`, expected level `2` or deeper (the front matter `title` is the page\'s H1)',
  },
  examples: examplesFile('heading-no-h1'),
  check(tree, context) {
    if (!checksBodyH1(context.file.path, context.page.frontmatter.data.mode, context.page.kind)) return;
    // Without front matter, a `#` heading that opens the page is its title.
    const title = titleHeading(tree, context.page.frontmatter.present);
    walkTypes(tree, ['heading', 'mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      if (node === title) return;
      if ((node.type === 'heading' && node.depth === 1) || (isJsxElement(node) && node.name === 'h1')) {
        const suggest = node.type === 'heading' ? changeHeadingLevel(context.source, node, 2) : [];
        context.report({ messageId: 'h1', node, suggest });
      }
    });
  },
});
