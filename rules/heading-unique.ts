import { slug } from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { isJsxElement } from '../src/lint/page-helpers.js';
import { z } from 'zod';
import { defineRule } from '../src/lint/rule.js';
import { walkType } from '../src/parse/walk.js';

export default defineRule({
  id: 'heading-unique',
  description: 'Forbid two headings on one page with the same anchor',
  tags: ['headings', 'links'],
  recommended: 'warn',
  fixable: false,
  docs: {
    rationale:
      'Every heading gets an anchor made from its text (`## Set up` becomes `#set-up`). Two headings with the same text, or ' +
      'texts that differ only in case and punctuation, get the same slug: the second becomes `#set-up-1`, links meant ' +
      'for it land on the first, and the table of contents shows two identical entries. Name each section for what is ' +
      'in it ("Install with npm", "Install with pnpm"). The rule compares the headings inside each `<Tab>` and each ' +
      '`<Update>` only with each other: tabs show alternatives one at a time, and every changelog entry has the same sections. Set `scopes` to ' +
      'change which components start a scope of their own.',
    whenNotToUse: 'When you repeat sections on purpose (a changelog with an "Added" heading per release) and nobody links to them.',
  },
  messages: {
    duplicate: 'Unexpected duplicate heading `{{text}}` (anchor `#{{slug}}` as on line {{line}}), expected a unique heading',
  },
  schema: z
    .strictObject({
      scopes: z.array(z.string()).optional().describe('Components whose headings are compared only among themselves (default `Tab`, `Update`)'),
    })
    .optional(),
  examples: {
    ok: [
      { input: '## Install with npm\n\n## Install with pnpm\n' },
      {
        name: 'each changelog entry has its own scope',
        input: '<Update label="v2">\n  ## Fixes\n</Update>\n\n<Update label="v1">\n  ## Fixes\n</Update>\n',
      },
    ],
    notOk: [
      {
        input: '## Install\n\n### Example\n\n## Configure\n\n### Example\n',
        output: ['7:1-7:12: Unexpected duplicate heading `Example` (anchor `#example` as on line 3), expected a unique heading'],
      },
      {
        name: 'texts that make the same anchor',
        input: '## Set up\n\n## Set-up\n',
        output: ['3:1-3:10: Unexpected duplicate heading `Set-up` (anchor `#set-up` as on line 1), expected a unique heading'],
      },
    ],
  },
  check(tree, context) {
    const scopes = new Set(context.options?.scopes ?? ['Tab', 'Update']);
    const seenByScope = new Map<object, Map<string, number>>();
    walkType(tree, 'heading', (node, ancestors) => {
      const scope = ancestors.findLast((a) => isJsxElement(a) && a.name !== null && scopes.has(a.name)) ?? tree;
      let seen = seenByScope.get(scope);
      if (!seen) seenByScope.set(scope, (seen = new Map<string, number>()));
      const text = toString(node, { includeImageAlt: false }).trim();
      const anchor = slug(text);
      if (anchor === '') return;
      const line = seen.get(anchor);
      if (line === undefined) seen.set(anchor, node.position?.start.line ?? 1);
      else context.report({ messageId: 'duplicate', data: { text, slug: anchor, line }, node });
    });
  },
});
