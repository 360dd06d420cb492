import { examplesFile } from '../src/rule-kit/examples-file.js';
import { rangeAt } from '../src/rule-kit/page-helpers.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { englishProseBlocks } from '../src/prose/english.js';

/** Verbs a tutorial's "we" does with the reader ("we'll use", "we will create"): the writer and the reader doing the steps. */
const TUTORIAL_VERBS = 'use|using|look|write|create|need|fetch|explore|walk|build|start|add|make|cover|go|learn|discuss|configure|install|deploy|define|send|run|test|call|set';

const PATTERNS: readonly RegExp[] = [
  // "We recommend hosting…": the writer between the reader and the advice.
  /\bwe (?:recommend|suggest|advise)\b/gi,
  // "Let's create a page": first person plural for a step ("Let's Encrypt" is a name; "let us know" asks to be told).
  /\blet(?:['’]s| us) (?!know\b|encrypt\b)[a-z]+\b/gi,
  // "We'll use `pw`", "we will create": the tutorial "we" doing the reader's steps.
  new RegExp(`\\bwe(?:['’]ll| will)(?: be)? (?:${TUTORIAL_VERBS})\\b`, 'gi'),
];

export default defineRule({
  id: 'prose-second-person',
  description: 'Address the reader as “you” in instructions, not with “we recommend”, “let’s” or a tutorial’s “we”',
  tags: ['style', 'prose'],
  recommended: false,
  docs: {
    rationale:
      'The writing rules ask for the second person in instructions: “Run the command”, “You need a key”. The rule reports ' +
      'the first person where it stands in for the reader: “we recommend/suggest/advise” (the writer between the reader ' +
      'and the advice: “Host large images on a CDN”), “let’s” or “let us” before a step (“Let’s create a page”: “Create ' +
      'a page”) and a tutorial’s “we will use/create/look…” (“We’ll use `pw`”: “Use `pw`”). The company’s “we” (“we ' +
      'will help you”, “contact us and we’ll enable it”), “Let’s Encrypt”, “let us know” and “the user”/“users” (on most ' +
      'pages someone other than the reader: the reader’s own users) are left alone. English paragraphs only.',
  },
  messages: {
    person: 'Unexpected `{{text}}`, expected the reader addressed as `you` or an imperative',
  },
  examples: examplesFile('prose-second-person'),
  check(tree, context) {
    for (const block of englishProseBlocks(tree, context.source)) {
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
