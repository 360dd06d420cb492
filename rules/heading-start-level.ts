import { z } from 'zod';
import type { Heading } from 'mdast';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { changeHeadingLevel } from '../src/rule-kit/edits.js';
import { defineRule, optionsObject } from '../src/rule-kit/rule.js';
import { EXIT, walkType } from '../src/parse/walk.js';

export default defineRule({
  id: 'heading-start-level',
  description: 'Require the first heading of a page to be level 2',
  tags: ['headings', 'structure'],
  recommended: 'error',
  hasSuggestions: true,
  docs: {
    rationale:
      'The page title is the H1, so the body\'s outline starts at `##`. A page whose first heading is `###` has sections ' +
      'without a parent: the table of contents indents them under nothing and screen-reader users lose the outline. ' +
      'A first heading of level 1 belongs to `heading-no-h1`.',
    whenNotToUse: 'When a site renders its titles at another level; set `level` instead.',
  },
  messages: {
    level: 'Unexpected first heading level `{{depth}}`, expected level `{{level}}`',
  },
  schema: optionsObject({
    level: z.number().int().min(1).max(6).optional().describe('Level of the first heading (default `2`)'),
  }),
  examples: examplesFile('heading-start-level'),
  check(tree, context) {
    const level = context.options?.level ?? 2;
    let first: Heading | undefined;
    walkType(tree, 'heading', (node) => {
      first = node;
      return EXIT;
    });
    if (first && first.depth !== 1 && first.depth !== level) {
      const suggest = changeHeadingLevel(context.source, first, level);
      context.report({ messageId: 'level', data: { depth: first.depth, level }, node: first, suggest });
    }
  },
});
