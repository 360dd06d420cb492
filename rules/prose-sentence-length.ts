import { z } from 'zod';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { rangeAt } from '../src/rule-kit/page-helpers.js';
import { defineRule, optionsObject } from '../src/rule-kit/rule.js';
import { sentences } from '../src/prose/sentences.js';
import { englishProseBlocks } from '../src/prose/english.js';

export default defineRule({
  id: 'prose-sentence-length',
  description: 'Limit the number of words in a sentence',
  tags: ['style', 'prose'],
  recommended: false,
  docs: {
    rationale:
      'Long sentences are where readers lose the thread, and where translation and AI summaries go wrong. Split a long ' +
      'sentence in two, or turn a series into a list. The rule counts words in prose only: inline code, URLs and markup do not ' +
      'count. A sentence also ends where a component closes after its last word (`…the integration.</Card>`, or a ' +
      '`</Card>` at the end of a line), so a list of cards is not read as one sentence. The limit is the `max` option ' +
      '(default 40).',
  },
  messages: {
    long: 'Unexpected sentence of {{count}} words, expected at most {{max}}',
  },
  schema: optionsObject({ max: z.number().int().positive().optional().describe('The most words a sentence may have (default 40)') }),
  examples: examplesFile('prose-sentence-length'),
  check(tree, context) {
    const max = context.options?.max ?? 40;
    for (const block of englishProseBlocks(tree, context.source)) {
      for (const sentence of sentences(block.text)) {
        const words = block.text.slice(sentence.start, sentence.end).match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
        if (words <= max) continue;
        context.report({
          messageId: 'long',
          place: rangeAt(context.file, block.offset + sentence.start, block.offset + sentence.end),
          data: { count: words, max },
        });
      }
    }
  },
});
