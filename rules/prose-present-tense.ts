import { examplesFile } from '../src/rule-kit/examples-file.js';
import { rangeAt } from '../src/rule-kit/page-helpers.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { englishProseBlocks } from '../src/prose/english.js';

/** Future tense for what holds now: a requirement (“you will need”), an ability (“will be able to”), what the page does (“this guide will show”). */
const PATTERNS: ReadonlyArray<{ pattern: RegExp; use: string }> = [
  { pattern: /\byou(?: will|['’]ll) need\b/gi, use: 'you need' },
  { pattern: /\b(?:you|users?|they|it)(?: will|['’]ll) be able to\b/gi, use: 'can' },
  {
    pattern: /\b(?:this|the following|the next|these) (?:guide|page|section|tutorial|article|document|doc|walkthrough|steps?|example|examples) will (?:show|help|walk|explain|cover|teach|guide|describe|take|demonstrate|introduce|outline)\b/gi,
    use: 'the present tense (`shows`, `covers`)',
  },
];

export default defineRule({
  id: 'prose-present-tense',
  description: 'Use the present tense for what holds now (“you need”, not “you will need”)',
  tags: ['style', 'prose'],
  recommended: false,
  docs: {
    rationale:
      'The writing rules ask for the present tense for current states and keep the future for outcomes (“The page ' +
      'reloads” or “The page will reload” after a step are both fine). What the rule reports is the future used for ' +
      'something that is true now: a requirement (“you will need an API key”: you need one now), an ability (“you will ' +
      'be able to edit”: you can) and what the page itself does (“this guide will show you”: it shows you). Every ' +
      'other “will” is left alone. English paragraphs only: never code, headings, JSX attributes or translated pages.',
  },
  messages: {
    future: 'Unexpected future tense `{{text}}` for what holds now, expected {{use}}',
  },
  examples: examplesFile('prose-present-tense'),
  check(tree, context) {
    for (const block of englishProseBlocks(tree, context.source)) {
      const found: Array<{ start: number; end: number; use: string }> = [];
      for (const { pattern, use } of PATTERNS) {
        for (const match of block.text.matchAll(pattern)) found.push({ start: match.index, end: match.index + match[0].length, use });
      }
      found.sort((a, b) => a.start - b.start);
      for (const { start, end, use } of found) {
        const text = block.text.slice(start, end).replace(/\s+/g, ' ');
        context.report({
          messageId: 'future',
          place: rangeAt(context.file, block.offset + start, block.offset + end),
          data: { text, use: use.startsWith('the ') ? use : `\`${use}\`` },
        });
      }
    }
  },
});
