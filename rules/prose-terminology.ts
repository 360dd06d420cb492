import { z } from 'zod';
import { rangeAt } from '../src/lint/page-helpers.js';
import { defineRule, optionsObject } from '../src/lint/rule.js';
import { proseBlocks } from '../src/prose/text.js';

const term = z.strictObject({
  use: z.string().min(1).describe('The preferred term'),
  avoid: z.array(z.string().min(1)).min(1).describe('Terms to replace with `use`'),
  caseSensitive: z.boolean().optional().describe('Match case exactly (default: no)'),
});

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');

/** Keep a capital at the start of a sentence: `Login to` → `Sign in to`. */
function matchCase(found: string, use: string): string {
  const first = found[0];
  return first !== undefined && first === first.toUpperCase() && first !== first.toLowerCase() ? use.charAt(0).toUpperCase() + use.slice(1) : use;
}

export default defineRule({
  id: 'prose-terminology',
  description: 'Require the project’s preferred terms in prose',
  tags: ['style', 'prose'],
  recommended: false,
  fixable: true,
  docs: {
    rationale:
      'Readers take two words for two things: a page that says “log in” here and “sign in” there makes them wonder whether ' +
      'there are two steps. List each preferred term with the variants to avoid in the `terms` option, e.g. ' +
      '`{"use": "sign in", "avoid": ["login to", "log into"]}`. The rule checks prose only (never code, URLs or attribute ' +
      'values), and `--fix` replaces each variant, keeping a leading capital.',
    whenNotToUse: 'When the project has no list of preferred terms: the rule does nothing without one.',
  },
  messages: {
    term: 'Unexpected `{{found}}`, expected `{{use}}`',
  },
  schema: optionsObject({ terms: z.array(term).optional().describe('Preferred terms and the variants to avoid') }),
  examples: {
    ok: [
      { input: 'Sign in to the dashboard.\n', options: { terms: [{ use: 'sign in', avoid: ['login to', 'log into'] }] } },
      { name: 'code is not prose', input: 'Run `login to` as shown.\n', options: { terms: [{ use: 'sign in', avoid: ['login to'] }] } },
    ],
    notOk: [
      {
        input: 'Login to the dashboard, then log into the CLI.\n',
        options: { terms: [{ use: 'sign in to', avoid: ['login to', 'log into'] }] },
        output: ['1:1-1:9: Unexpected `Login to`, expected `sign in to`', '1:30-1:38: Unexpected `log into`, expected `sign in to`'],
        fixed: 'Sign in to the dashboard, then sign in to the CLI.\n',
      },
    ],
  },
  check(tree, context) {
    const terms = context.options?.terms ?? [];
    if (terms.length === 0) return;
    const patterns = terms.map((t) => ({
      use: t.use,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${t.avoid.map(escape).join('|')})(?![\\p{L}\\p{N}])`, t.caseSensitive ? 'gu' : 'giu'),
    }));
    for (const block of proseBlocks(tree, context.source, { paragraphs: true, headings: true, tableCells: true })) {
      for (const { use, pattern } of patterns) {
        for (const match of block.text.matchAll(pattern)) {
          const start = block.offset + match.index;
          const end = start + match[0].length;
          context.report({
            messageId: 'term',
            place: rangeAt(context.file, start, end),
            data: { found: match[0].replace(/\s+/g, ' '), use },
            fix: { range: [start, end], text: matchCase(match[0], use) },
          });
        }
      }
    }
  },
});
