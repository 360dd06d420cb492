import { z } from 'zod';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { rangeAt } from '../src/rule-kit/page-helpers.js';
import { defineRule, nameList, optionsObject } from '../src/rule-kit/rule.js';
import { englishProseBlocks } from '../src/prose/english.js';
import { styleSuggestions, WRITE_GOOD_CHECKS, type WriteGoodCheck } from '../src/prose/write-good.js';

const DEFAULTS: Record<WriteGoodCheck, boolean> = {
  passive: true,
  weasel: true,
  tooWordy: true,
  thereIs: true,
  illusion: true,
  adverb: false,
  so: false,
  cliches: false,
  eprime: false,
};

const schema = optionsObject({
  passive: z.boolean().optional().describe('Passive voice (“is configured by”)'),
  weasel: z.boolean().optional().describe('Weasel words (“very”, “various”, “quite”)'),
  tooWordy: z.boolean().optional().describe('Wordy phrases (“in order to”, “a number of”)'),
  thereIs: z.boolean().optional().describe('Sentences opening with “There is/are”'),
  illusion: z.boolean().optional().describe('A word repeated by mistake (“the the”)'),
  adverb: z.boolean().optional().describe('Adverbs that weaken a verb (off by default)'),
  so: z.boolean().optional().describe('Sentences opening with “So” (off by default)'),
  cliches: z.boolean().optional().describe('Clichés (off by default)'),
  eprime: z.boolean().optional().describe('Every form of “to be” (off by default)'),
  whitelist: nameList('Phrases never to flag, in any case, such as `read-only`'),
});

export default defineRule({
  id: 'prose-write-good',
  description: 'Flag passive voice, weasel words, wordy phrases, “there is” openings and repeated words in prose',
  tags: ['prose'],
  recommended: false,
  docs: {
    rationale:
      'Documentation is read in a hurry: active sentences that name who does what, without filler, are quicker to act on. ' +
      'The rule runs write-good on the prose of each paragraph, one sentence at a time, with inline code, component tags ' +
      'and formatting (`**bold**`, links) as boundaries: never on code blocks, inline code, URLs, JSX attribute values ' +
      'or front matter, and no piece longer than a few hundred characters, so the time it takes grows with the page. ' +
      'A word counts as repeated only when it follows itself with nothing but a space between (“the the”), not across ' +
      'punctuation or formatting (“Choose **AND** or **OR**”). Words write-good calls wordy that are the plain word in ' +
      'technical writing (“multiple”, “monitor”, “maximum”, “It is”) pass; its wordy phrases (“in order to”, ' +
      '“utilize”) do not. Each check can be switched on or off in the options; `adverb`, `so`, `cliches` and ' +
      '`eprime` are off by default. Results are cached by sentence, and nothing runs when the rule is off.',
    whenNotToUse: 'In reference pages generated from code comments, where the wording is not yours to change.',
  },
  messages: {
    passive: 'Unexpected passive voice `{{text}}`, expected an active verb that names who acts',
    weasel: 'Unexpected weasel word `{{text}}`, expected a precise word or none',
    tooWordy: 'Unexpected wordy phrase `{{text}}`, expected a shorter one',
    thereIs: 'Unexpected `{{text}}` opening a sentence, expected the subject first',
    illusion: 'Unexpected repeated word `{{text}}`, expected it once',
    adverb: 'Unexpected adverb `{{text}}`, expected a stronger verb or none',
    so: 'Unexpected `{{text}}` opening a sentence, expected the sentence without it',
    cliches: 'Unexpected cliché `{{text}}`, expected plain words',
    eprime: 'Unexpected `{{text}}`, expected a verb other than a form of “to be”',
  },
  schema,
  examples: examplesFile('prose-write-good'),
  check(tree, context) {
    const options = context.options ?? {};
    const checks = new Set(WRITE_GOOD_CHECKS.filter((check) => options[check] ?? DEFAULTS[check]));
    if (checks.size === 0) return;
    for (const block of englishProseBlocks(tree, context.source)) {
      for (const found of styleSuggestions(block.text, checks, options.whitelist)) {
        const start = block.offset + found.index;
        context.report({ messageId: found.check, place: rangeAt(context.file, start, start + found.length), data: { text: found.text.replace(/\s+/g, ' ') } });
      }
    }
  },
});
