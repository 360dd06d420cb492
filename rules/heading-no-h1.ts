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
      'matter, and this rule the H1s after it. A page whose front matter has no `title` (a `SKILL.md` with `name` and ' +
      '`description` only) still has an H1: the title the site makes from its file name, so a `#` heading in it is a second one.',
    whenNotToUse: 'When the tool that renders your pages does not turn `title` into a heading.',
  },
  messages: {
    h1: 'Unexpected heading level `1`, expected level `2` or deeper (the front matter `title` is the page\'s H1)',
    opening: 'Unexpected heading level `1`, expected level `2` or deeper (the `#` heading that opens the page is its H1)',
    untitled: 'Unexpected heading level `1`, expected level `2` or deeper (without a front matter `title`, the page\'s H1 is a title made from its file name)',
  },
  examples: examplesFile('heading-no-h1'),
  check(tree, context) {
    if (!checksBodyH1(context.file.path, context.page.frontmatter.data.mode, context.page.kind)) return;
    // Without front matter, a `#` heading that opens the page is its title.
    const title = titleHeading(tree, context.page.frontmatter.present);
    // Without a `title` in the front matter, the site shows one made from the file name as the page's H1 (as Mintlify does).
    const written = context.page.frontmatter.data.title;
    const messageId = typeof written === 'string' && written.trim() !== '' ? 'h1' : title ? 'opening' : 'untitled';
    walkTypes(tree, ['heading', 'mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      if (node === title) return;
      if ((node.type === 'heading' && node.depth === 1) || (isJsxElement(node) && node.name === 'h1')) {
        const suggest = node.type === 'heading' ? changeHeadingLevel(context.source, node, 2) : [];
        context.report({ messageId, node, suggest });
      }
    });
  },
});
