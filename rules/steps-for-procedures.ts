import type { List, ListItem } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { z } from 'zod';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule, optionsObject } from '../src/rule-kit/rule.js';
import { isImperative } from '../src/prose/imperative.js';
import { walkType } from '../src/parse/walk.js';

/** Whether an item holds more than its line: a second block (a code block, an image, a list, another paragraph). */
function complex(item: ListItem): boolean {
  return item.children.length > 1;
}

function procedural(item: ListItem): boolean {
  const first = item.children[0];
  return first !== undefined && first.type === 'paragraph' && isImperative(toString(first));
}

export default defineRule({
  id: 'steps-for-procedures',
  description: 'Suggest `<Steps>` for numbered lists of three or more actions',
  tags: ['components', 'suggestion', 'style'],
  recommended: false,
  docs: {
    rationale:
      'A procedure written as `<Steps>` gets a title per step, a visible line from start to finish, anchors readers can ' +
      'link to, and a structure AI assistants recognise as a procedure. The rule suggests it for a numbered list of at least ' +
      '`min` items (default 3) where most items start with an instruction (“Open…”, “Run…”, “In Settings, click…”). A ' +
      'word that could be a verb but is the subject of the item (“Build runs the checks”, “Request is sent”) or names a ' +
      'thing (“Name set in the front matter”) is not an instruction, so a sequence of system events or an order of ' +
      'precedence is left alone. The writing rules keep numbered steps for complex procedures, so the rule waits for ' +
      'steps that hold more than a line: at least two items, and half of them, with a code block, an image, a list or ' +
      'another paragraph under their first line. A short list of one-line clicks reads well as it is (set `short: true` ' +
      'to be told about those too). It leaves alone lists inside a `<Step>` and `.md` pages, which cannot use components.',
    whenNotToUse: 'For numbered lists that are rankings or references rather than actions.',
  },
  messages: {
    steps: 'Unexpected numbered procedure of {{count}} actions, expected `<Steps>` with a `<Step>` per action',
  },
  schema: optionsObject({
    min: z.number().int().min(2).optional().describe('The fewest items to suggest `<Steps>` for (default 3)'),
    short: z.boolean().optional().describe('Also suggest `<Steps>` for a list of one-line actions (default: no, only for steps that hold code, images or more text)'),
  }),
  examples: examplesFile('steps-for-procedures'),
  check(tree, context) {
    if (context.page.syntax !== 'mdx') return;
    const min = context.options?.min ?? 3;
    const short = context.options?.short ?? false;
    walkType(tree, 'list', (node: List, ancestors) => {
      if (!node.ordered || node.children.length < min) return;
      if (ancestors.some((a) => a.type === 'mdxJsxFlowElement' && (a.name === 'Step' || a.name === 'Steps'))) return;
      const actions = node.children.filter(procedural).length;
      // A complex procedure: at least two steps, and half of them, hold more than a line.
      const longSteps = node.children.filter(complex).length;
      if (!short && (longSteps < 2 || longSteps * 2 < node.children.length)) return;
      if (actions >= min && actions * 3 >= node.children.length * 2) context.report({ messageId: 'steps', node, data: { count: node.children.length } });
    });
  },
});
