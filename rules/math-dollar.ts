import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { walkTypes } from '../src/parse/walk.js';

/** The longest math text a message quotes. */
const QUOTED = 40;

export default defineRule({
  id: 'math-dollar',
  description: 'Disallow inline math that reads as dollar amounts (`$5 to $10`)',
  tags: ['structure'],
  recommended: 'warn',
  docs: {
    rationale:
      'Mintlify reads the text between two `$` signs on a line as LaTeX math, so "costs $5 to $10" shows `5 to` as a ' +
      'formula, its spaces gone, and the dollar signs vanish; `build` draws it the same way. The rule reports inline math ' +
      'that math written on purpose does not look like (Pandoc\'s rule): a space right after the opening `$` or right before ' +
      'the closing one, or a digit right after the closing `$`. Write `\\$` for a dollar sign.',
    whenNotToUse: 'When the site writes such formulas on purpose (`$ x $` with spaces inside the dollars).',
  },
  messages: {
    dollar: 'Unexpected inline math `{{math}}`, expected `\\$` for a dollar sign: Mintlify reads the text between two `$` as math, not as it is written',
  },
  examples: examplesFile('math-dollar'),
  check(tree, context) {
    walkTypes(tree, ['inlineMath'], (node) => {
      const from = node.position?.start.offset;
      const to = node.position?.end.offset;
      if (from === undefined || to === undefined) return;
      const written = context.source.slice(from, to);
      // `$$…$$` on a line is math on purpose; only single dollars are taken for amounts.
      if (!written.startsWith('$') || written.startsWith('$$')) return;
      const inner = written.slice(1, -1);
      const spaced = /^\s|\s$/.test(inner);
      const digitAfter = /^\d/.test(context.source.slice(to, to + 1));
      if (!spaced && !digitAfter) return;
      const math = written.length > QUOTED ? `${written.slice(0, QUOTED - 1)}…` : written;
      context.report({ messageId: 'dollar', data: { math: math.replaceAll('`', "'") }, node });
    });
  },
});
