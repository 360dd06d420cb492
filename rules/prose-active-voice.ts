import { examplesFile } from '../src/rule-kit/examples-file.js';
import { rangeAt } from '../src/rule-kit/page-helpers.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { englishProseBlocks } from '../src/prose/english.js';
import { styleSuggestions } from '../src/prose/write-good.js';

const PASSIVE = new Set(['passive'] as const);

/**
 * Participles whose `by` names a criterion or a means, not someone who acts: "sorted by date",
 * "separated by commas", "followed by a newline", "inspired by".
 */
const CRITERION_VERBS = new Set(
  `ordered sorted grouped filtered ranked separated delimited identified referenced indexed keyed followed preceded
  accompanied inspired replaced multiplied divided measured surrounded prefixed suffixed matched denoted bounded capped
  scoped enclosed wrapped indicated marked represented triggered limited caused affected characterized calculated
  organized organised categorized arranged split joined counted weighted paginated driven backed powered based`.split(/\s+/),
);

/** Words after `by` that name a means or a manner, not an actor: "by default", "by name", "by hand". */
const NOT_ACTORS = new Set(
  `default name id key value date time type hand relevance itself themselves convention design far means way position
  order path size count length number region category tag label slug email domain prefix suffix setting settings`.split(/\s+/),
);

/** The `by` phrase right after a passive verb, with the word it names, or undefined when there is none or it names no actor. */
function agentAfter(text: string, end: number): { length: number } | undefined {
  const match = /^(\s+by\s+)(?:(?:the|a|an|your|our|their|its|this|each|every|any|other|another|some)\s+)?([\p{L}][\p{L}\p{N}'’-]*)/iu.exec(text.slice(end, end + 80));
  if (!match) return undefined;
  const word = (match[2] ?? '').toLowerCase();
  // "by clicking", "by using": a means.
  if (word.endsWith('ing') || NOT_ACTORS.has(word)) return undefined;
  return { length: (match[1] ?? '').trimEnd().length };
}

export default defineRule({
  id: 'prose-active-voice',
  description: 'Use active voice where a passive verb names who acts (“is read by the CLI”)',
  tags: ['style', 'prose'],
  recommended: false,
  docs: {
    rationale:
      'The writing rules ask for active voice: a sentence that names who does what is shorter and clearer. The one passive ' +
      'that is always worth turning round is the one that already names the actor in a `by` phrase: “The file is read ' +
      'by the CLI” says the same as “The CLI reads the file”. The rule reports a form of “be” with a past participle ' +
      'followed by `by` and an actor, in English paragraphs only. It leaves alone the passives that name no actor (“The ' +
      'key is stored encrypted”: often the right choice in reference pages), a `by` that names a means or a criterion ' +
      '(“by default”, “by clicking”, “sorted by date”, “separated by commas”, “by `name`”), headings, code, JSX ' +
      'attributes and translated pages.',
    whenNotToUse: 'In legal pages (terms, privacy policies), whose wording is not the documentation team’s to change.',
  },
  messages: {
    passive: 'Unexpected passive voice `{{text}}`, expected the actor after `by` as the subject of an active verb',
  },
  examples: examplesFile('prose-active-voice'),
  check(tree, context) {
    for (const block of englishProseBlocks(tree, context.source)) {
      for (const found of styleSuggestions(block.text, PASSIVE)) {
        const end = found.index + found.length;
        const participle = found.text.split(/\s+/).pop()?.toLowerCase() ?? '';
        if (CRITERION_VERBS.has(participle)) continue;
        const agent = agentAfter(block.text, end);
        if (!agent) continue;
        const start = block.offset + found.index;
        const text = `${found.text} by`.replace(/\s+/g, ' ');
        context.report({ messageId: 'passive', place: rangeAt(context.file, start, block.offset + end + agent.length), data: { text } });
      }
    }
  },
});
