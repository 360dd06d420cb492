import type { Nodes } from 'mdast';
import { esmBindings, undefinedNames } from '../src/components/expression-names.js';
import { walkTypes } from '../src/parse/walk.js';
import { nodeRange } from '../src/rule-kit/edits.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { mdPageAsMdx } from '../src/rule-kit/md-page-tree.js';
import { defineRule, type Suggestion } from '../src/rule-kit/rule.js';

/** A comment that is a `docwright-disable…` directive (src/lint/directives.ts reads it): the whole value of its expression. */
const DIRECTIVE = /^\s*\/\*\s*docwright-(?:disable-next-line|disable-line|disable|enable)\b(?:(?!\*\/)[\s\S])*\*\/\s*$/;

/** An expression's source on one line, cut when long. */
function shown(source: string): string {
  const flat = source.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

/** The repair of an expression in a `.md` page: a comment removed, a value's braces escaped as text. */
function repair(source: string, node: Nodes, comment: boolean): Suggestion[] {
  const range = nodeRange(node);
  if (!range) return [];
  if (comment) return [{ title: 'Remove the comment', fix: { range, text: '' } }];
  const text = source.slice(range[0], range[1]);
  if (!text.startsWith('{') || !text.endsWith('}')) return [];
  return [{ title: `Escape the braces (\`\\${text.slice(0, -1)}\\}\`)`, fix: { range, text: `\\${text.slice(0, -1)}\\}` } }];
}

export default defineRule({
  id: 'md-page-expression',
  description: 'Disallow `{…}` expressions in `.md` pages, which Mintlify compiles as MDX and evaluates',
  tags: ['structure'],
  hasSuggestions: true,
  recommended: 'warn',
  docs: {
    rationale:
      'Mintlify compiles every `.md` page but the repository\'s own documents (`README.md`, `LICENSE.md`, `CONTRIBUTING.md` …) ' +
      'as MDX, where braces are code: `{2 * 3}` shows `6` and `{/* later */}` shows nothing. Read as Markdown, as `build` reads ' +
      'a `.md` page, they are text and show their braces, so the two sites differ. Braces meant as text are escaped ' +
      '(`\\{2 * 3\\}`) or put in a code span; a comment is removed; code meant to run goes in an `.mdx` page. An expression ' +
      'that reads a name defined nowhere fails the page on Mintlify and is `expression-defined`\'s, not this rule\'s. ' +
      'A `{/* docwright-disable… */}` comment is not reported: it is how a `.md` page turns rules off (an HTML comment fails the page on Mintlify), and the build leaves it out as Mintlify does. ' +
      '`build` and `dev` report the same findings.',
    whenNotToUse: 'When the site is never deployed on Mintlify and its `.md` pages are meant as plain Markdown.',
  },
  messages: {
    comment: 'Unexpected comment `{{{source}}}` in a `.md` page, expected it removed, or the page renamed `.mdx`: Mintlify compiles `.md` pages as MDX and shows nothing for it, the build shows its braces',
    value: 'Unexpected expression `{{{source}}}` in a `.md` page, expected `{{escaped}}` or a code span for literal braces, or the page renamed `.mdx`: Mintlify compiles `.md` pages as MDX and shows its value, the build shows its braces',
  },
  examples: examplesFile('md-page-expression'),
  check(_tree, context) {
    const tree = mdPageAsMdx(context.file.path, context.source, context.page);
    if (!tree) return;
    const bindings = esmBindings(tree);
    walkTypes(tree, ['mdxFlowExpression', 'mdxTextExpression'], (node: Nodes) => {
      if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return;
      const program = node.data?.estree ?? undefined;
      // A name defined nowhere fails the page on Mintlify: `expression-defined` reports it.
      if (program && undefinedNames(program, bindings).length > 0) return;
      const comment = program !== undefined && program.body.length === 0;
      // A `docwright-disable…` comment is docwright's own: Mintlify hides it and the build leaves it out.
      if (comment && DIRECTIVE.test(node.value)) return;
      const source = shown(node.value);
      context.report({ messageId: comment ? 'comment' : 'value', node, data: { source, escaped: `\\{${source}\\}` }, suggest: repair(context.source, node, comment) });
    });
  },
});
