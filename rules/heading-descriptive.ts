import { toString } from 'mdast-util-to-string';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule, nameList, optionsObject } from '../src/rule-kit/rule.js';
import { walkType } from '../src/parse/walk.js';

const GENERIC = [
  'introduction',
  'intro',
  'overview',
  'details',
  'summary',
  'general',
  'misc',
  'miscellaneous',
  'other',
  'others',
  'info',
  'information',
  'stuff',
  'section',
  'heading',
  'untitled',
  'more',
  'extra',
  'additional',
  'todo',
];

/** Generic words that read well after a topic (`Billing overview`); for the rest (`Misc`, `Other`, `Stuff`) the fix is a new heading, not a prefix. */
const AFTER_TOPIC = new Set(['introduction', 'overview', 'details', 'summary', 'information']);

export default defineRule({
  id: 'heading-descriptive',
  description: 'Require headings that say what their section covers',
  tags: ['headings'],
  recommended: false,
  docs: {
    rationale:
      'Headings are what readers scan, what the table of contents lists, what search results show and what an AI ' +
      'assistant quotes. A single generic word (“Overview”, “Details”) or a numbered one (“Overview 2”) says nothing about ' +
      'the section: name the topic with the words a reader would search for, such as “How billing works” or ' +
      '“Authentication overview”. The `generic` option replaces the list of generic words.',
  },
  messages: {
    generic: 'Unexpected generic heading `{{text}}`, expected words that name the topic (for example `{{example}}`)',
    genericWord: 'Unexpected generic heading `{{text}}`, expected words that name what the section covers',
  },
  schema: optionsObject({ generic: nameList('Words that say nothing on their own') }),
  examples: examplesFile('heading-descriptive'),
  check(tree, context) {
    const generic = new Set((context.options?.generic ?? GENERIC).map((word) => word.toLowerCase()));
    walkType(tree, 'heading', (node) => {
      const text = toString(node).trim().replace(/[:.]$/, '');
      const match = /^([\p{L}-]+)(?:\s+\d+)?$/u.exec(text);
      const word = match?.[1]?.toLowerCase();
      if (word === undefined || !generic.has(word)) return;
      if (AFTER_TOPIC.has(word)) context.report({ messageId: 'generic', node, data: { text, example: `<Topic> ${word}` } });
      else context.report({ messageId: 'genericWord', node, data: { text } });
    });
  },
});
