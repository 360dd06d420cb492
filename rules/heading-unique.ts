import type { Heading } from 'mdast';
import { typesetHeadingSlug } from '../src/parse/anchors.js';
import { headingText } from '../src/parse/page-links.js';
import { typographicTexts } from '../src/parse/typography.js';
import { toString } from 'mdast-util-to-string';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { isJsxElement } from '../src/rule-kit/page-helpers.js';
import { defineRule, nameList, optionsObject } from '../src/rule-kit/rule.js';
import { walkType } from '../src/parse/walk.js';

export default defineRule({
  id: 'heading-unique',
  description: 'Forbid sibling headings with the same text and anchors written twice',
  tags: ['headings', 'links'],
  recommended: 'warn',
  docs: {
    rationale:
      'Every heading gets an anchor made from its text (`## Set up` becomes `#set-up`). When two headings make the same ' +
      'anchor, Mintlify keeps the first and gives the later ones `-2`, `-3` (`#set-up-2`), so links still land. The same ' +
      'sub-heading under different parents (`### Returns` under `## List` and under `## Get`) is therefore fine, and is how ' +
      'reference pages are written. What the rule reports is what still breaks: two headings of the same level with the ' +
      'same text under the same parent (the table of contents shows two entries a reader cannot tell apart, usually a ' +
      'section pasted twice), and an explicit anchor (`## Options {#config}`) that another heading on the page also uses, ' +
      'since Mintlify does not renumber anchors you set yourself. The rule compares the headings inside each `<Tab>` and ' +
      'each `<Update>` only with each other: tabs show alternatives one at a time, and every changelog entry has the same ' +
      'sections. Set `scopes` to change which components start a scope of their own.',
    whenNotToUse: 'When you repeat sections on purpose at the same level (a changelog with an "Added" heading per release, outside `<Update>`).',
  },
  messages: {
    duplicate: 'Unexpected heading `{{text}}` repeated under the same parent as on line {{line}}, expected a heading that names what differs',
    explicit: 'Unexpected anchor `#{{slug}}` also used by the heading on line {{line}}, expected a unique anchor',
  },
  schema: optionsObject({
    scopes: nameList('Components whose headings are compared only among themselves (default `Tab`, `Update`)'),
  }),
  examples: examplesFile('heading-unique'),
  check(tree, context) {
    const scopes = new Set(context.options?.scopes ?? ['Tab', 'Update']);
    interface Entry {
      node: Heading;
      scope: object;
      text: string;
      anchor: string;
      explicit: boolean;
    }
    const entries: Entry[] = [];
    // Anchors as the page makes them: typographic in the page's context, without expressions (src/parse/page-links.ts).
    const typeset = typographicTexts(tree, { headingsOnly: true });
    walkType(tree, 'heading', (node, ancestors) => {
      const scope = ancestors.findLast((a) => isJsxElement(a) && a.name !== null && scopes.has(a.name)) ?? tree;
      // The parser moves an explicit anchor (`## Options {#config}`) out of the text into `data.anchor`.
      const text = toString(node, { includeImageAlt: false }).trim();
      const id = node.data?.anchor;
      entries.push({ node, scope, text, anchor: id ?? typesetHeadingSlug(headingText(node, typeset).trim()), explicit: id !== undefined });
    });

    // Same-level siblings: the same anchor at the same depth under the same parent heading (the
    // nearest earlier heading of a lower depth in the same scope, or the scope itself).
    const stacks = new Map<object, Heading[]>();
    const siblings = new Map<object, Map<string, number>>();
    const reported = new Set<Heading>();
    for (const entry of entries) {
      let stack = stacks.get(entry.scope);
      if (!stack) stacks.set(entry.scope, (stack = []));
      while (stack.length > 0 && (stack.at(-1)?.depth ?? 0) >= entry.node.depth) stack.pop();
      const parent = stack.at(-1) ?? entry.scope;
      stack.push(entry.node);
      if (entry.explicit || entry.anchor === '') continue;
      let seen = siblings.get(parent);
      if (!seen) siblings.set(parent, (seen = new Map<string, number>()));
      const key = `${entry.node.depth} ${entry.anchor}`;
      const earlier = seen.get(key);
      if (earlier === undefined) seen.set(key, entry.node.position?.start.line ?? 1);
      else {
        reported.add(entry.node);
        context.report({ messageId: 'duplicate', data: { text: entry.text, line: earlier }, node: entry.node });
      }
    }

    // Explicit anchors are kept as written: one that another heading also makes breaks a link.
    const byAnchor = new Map<string, Entry[]>();
    for (const entry of entries) {
      if (entry.anchor === '') continue;
      const list = byAnchor.get(entry.anchor) ?? [];
      list.push(entry);
      byAnchor.set(entry.anchor, list);
    }
    for (const list of byAnchor.values()) {
      if (list.length < 2 || !list.some((e) => e.explicit)) continue;
      const first = list[0];
      for (const entry of list.slice(1)) {
        if (reported.has(entry.node)) continue;
        context.report({ messageId: 'explicit', data: { slug: entry.anchor, line: first?.node.position?.start.line ?? 1 }, node: entry.node });
      }
    }
  },
});
