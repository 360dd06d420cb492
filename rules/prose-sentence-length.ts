import { z } from 'zod';
import { rangeAt } from '../src/lint/page-helpers.js';
import { defineRule } from '../src/lint/rule.js';
import { proseBlocks } from '../src/prose/text.js';

/** Abbreviations whose period does not end a sentence; titles only with their capital (`5 ms.`, `say no.` end one). */
const ABBREVIATION = /\b(?:[Ee]\.g|[Ii]\.e|[Ee]tc|[Vv]s|[Cc]f|[Aa]pprox|Mr|Mrs|Ms|Dr|St|No|Fig|Inc|Ltd)\.$/;

/** Sentences of a text with their start and end indices. */
export function sentences(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let start = 0;
  const boundary = /[.!?]+(?=["')\]]*(\s|$))/g;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + match[0].length;
    if (ABBREVIATION.test(text.slice(Math.max(0, end - 8), end))) continue;
    out.push({ start, end });
    start = end;
  }
  if (text.slice(start).trim() !== '') out.push({ start, end: text.length });
  return out
    .map(({ start: s, end: e }) => {
      const slice = text.slice(s, e);
      const lead = slice.length - slice.trimStart().length;
      return { start: s + lead, end: s + slice.trimEnd().length };
    })
    .filter(({ start: s, end: e }) => e > s);
}

export default defineRule({
  id: 'prose-sentence-length',
  description: 'Limit the number of words in a sentence',
  tags: ['style', 'prose'],
  recommended: 'warn',
  fixable: false,
  docs: {
    rationale:
      'Long sentences are where readers lose the thread, and where translation and AI summaries go wrong. Split a long ' +
      'sentence in two, or turn a series into a list. The rule counts words in prose only: inline code, URLs and markup do not ' +
      'count. The limit is the `max` option (default 40).',
  },
  messages: {
    long: 'Unexpected sentence of {{count}} words, expected at most {{max}}',
  },
  schema: z.strictObject({ max: z.number().int().positive().optional().describe('The most words a sentence may have (default 40)') }).optional(),
  examples: {
    ok: [{ input: 'Install the CLI. Then run it in your docs folder.\n' }],
    notOk: [
      {
        input: 'Install the CLI and then open the folder that holds your documentation and run the lint command there.\n',
        options: { max: 10 },
        output: ['1:1-1:103: Unexpected sentence of 18 words, expected at most 10'],
      },
    ],
  },
  check(tree, context) {
    const max = context.options?.max ?? 40;
    for (const block of proseBlocks(tree, context.source)) {
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
