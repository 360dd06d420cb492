import { rangeAt } from '../src/rule-kit/page-helpers.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { proseBlocks } from '../src/prose/text.js';

/** Words that make "users" someone else's users ("your users must…"), which is fine. */
const OWNERS = 'your|their|our|his|her|its|other|end|external|internal|new|existing|all|some|many|most|these|those|which|that|invited|signed-in|logged-in|anonymous';

const PATTERNS: readonly RegExp[] = [
  new RegExp(`(?<!\\b(?:${OWNERS})\\s+)\\b(?:the|a|each|every) users? (?:should|must|needs? to|has to|have to|will need to)\\b`, 'gi'),
  new RegExp(`(?<!\\b(?:${OWNERS}|the|a|each|every)\\s+)\\busers (?:should|must|need to|have to|will need to)\\b`, 'gi'),
  /\bwe (?:recommend|suggest|advise|encourage)\b/gi,
];

export default defineRule({
  id: 'prose-second-person',
  description: 'Address the reader as “you” in instructions, not as “the user” or with “we recommend”',
  tags: ['style', 'prose'],
  recommended: false,
  docs: {
    rationale:
      'Instructions are clearest when they speak to the person reading them: “Run the command”, “You must sign in first”. ' +
      '“The user should…” makes the reader translate, and “we recommend” puts the writer between the reader and the ' +
      'advice. The rule flags “the user should/must/needs to”, “users must”, “we recommend/suggest” in prose, and leaves ' +
      'someone else\'s users (“your users must sign in”) alone.',
  },
  messages: {
    person: 'Unexpected `{{text}}`, expected the reader addressed as `you` or an imperative',
  },
  examples: {
    ok: [{ input: 'You must sign in before you deploy. Your users must confirm their email.\n' }],
    notOk: [
      {
        input: 'The user should run `docwright lint`. We recommend a pre-commit hook.\n',
        output: [
          '1:1-1:16: Unexpected `The user should`, expected the reader addressed as `you` or an imperative',
          '1:39-1:51: Unexpected `We recommend`, expected the reader addressed as `you` or an imperative',
        ],
      },
    ],
  },
  check(tree, context) {
    for (const block of proseBlocks(tree, context.source)) {
      for (const pattern of PATTERNS) {
        pattern.lastIndex = 0;
        for (const match of block.text.matchAll(pattern)) {
          const start = block.offset + match.index;
          context.report({ messageId: 'person', place: rangeAt(context.file, start, start + match[0].length), data: { text: match[0].replace(/\s+/g, ' ') } });
        }
      }
    }
  },
});
