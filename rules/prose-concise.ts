import { examplesFile } from '../src/rule-kit/examples-file.js';
import { rangeAt } from '../src/rule-kit/page-helpers.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { englishProseBlocks } from '../src/prose/english.js';

/** Padded phrases and the shorter words that say the same, in every style guide's list (Google, Microsoft, plainlanguage.gov). */
const PHRASES: ReadonlyArray<[string, string]> = [
  ['in order to', 'to'],
  ['in order for', 'for'],
  ['due to the fact that', 'because'],
  ['for the purpose of', 'to'],
  ['in the event that', 'if'],
  ['at this point in time', 'now'],
  ['at the present time', 'now'],
  ['prior to', 'before'],
  ['subsequent to', 'after'],
  ['with the exception of', 'except'],
  ['in a timely manner', 'promptly'],
  ['is applicable to', 'applies to'],
  ['are applicable to', 'apply to'],
  ['for the duration of', 'during'],
  ['in the course of', 'during'],
  ['the majority of', 'most'],
  ['a majority of', 'most'],
  ['has the ability to', 'can'],
  ['have the ability to', 'can'],
  ['is able to', 'can'],
  ['are able to', 'can'],
  ['make use of', 'use'],
  ['makes use of', 'uses'],
  ['utilize', 'use'],
  ['utilizes', 'uses'],
  ['utilized', 'used'],
  ['utilizing', 'using'],
  ['in close proximity to', 'near'],
  ['on a daily basis', 'daily'],
  ['it is important to note that', 'nothing, or `note that`'],
  ['please note that', 'nothing, or `note that`'],
];

const PATTERN = new RegExp(`\\b(?:${PHRASES.map(([phrase]) => phrase.replace(/ /g, '\\s+')).join('|')})\\b`, 'gi');
const SHORTER = new Map(PHRASES);

export default defineRule({
  id: 'prose-concise',
  description: 'Use the short word for a padded phrase (“to” for “in order to”, “before” for “prior to”)',
  tags: ['style', 'prose'],
  recommended: false,
  docs: {
    rationale:
      'The writing rules ask for concise sentences. Some phrases always say in three or four words what one says: “in ' +
      'order to” (to), “prior to” (before), “due to the fact that” (because), “has the ability to” (can), “utilize” ' +
      '(use), “with the exception of” (except). The rule reports only such fixed phrases, in English paragraphs: never ' +
      'code, headings, JSX attributes or translated pages. A phrase in quotes, as an example of what not to write, is ' +
      'left alone. Long sentences are `prose-sentence-length`’s.',
  },
  messages: {
    wordy: 'Unexpected wordy phrase `{{text}}`, expected {{use}}',
  },
  examples: examplesFile('prose-concise'),
  check(tree, context) {
    for (const block of englishProseBlocks(tree, context.source)) {
      for (const match of block.text.matchAll(PATTERN)) {
        // “utilize” or "In order to," in quotes: the phrase named, not used.
        const before = block.text.charAt(match.index - 1);
        const after = block.text.slice(match.index + match[0].length, match.index + match[0].length + 2);
        if (/["“'‘]/.test(before) && /^[,.;:]?["”'’]/.test(after)) continue;
        const text = match[0].replace(/\s+/g, ' ');
        const use = SHORTER.get(text.toLowerCase()) ?? '';
        const start = block.offset + match.index;
        context.report({
          messageId: 'wordy',
          place: rangeAt(context.file, start, start + match[0].length),
          data: { text, use: use.includes('`') ? use : `\`${use}\`` },
        });
      }
    }
  },
});
