import { closest, distance } from 'fastest-levenshtein';
import { z } from 'zod';
import { FRONTMATTER_FIELDS, isMetaTagKey } from '../src/lint/frontmatter-fields.js';
import { isNotAPage } from '../src/lint/page-helpers.js';
import { defineRule } from '../src/lint/rule.js';

const known = Object.keys(FRONTMATTER_FIELDS);

/** The known key a typo most likely meant, if one is close enough. */
function suggest(key: string): string | undefined {
  const lower = key.toLowerCase();
  const exactCase = known.find((k) => k.toLowerCase() === lower);
  if (exactCase) return exactCase;
  const lowered = known.map((k) => k.toLowerCase());
  const best = closest(lower, lowered);
  const limit = Math.max(1, Math.floor(key.length / 4));
  if (distance(lower, best) > limit) return undefined;
  return known[lowered.indexOf(best)];
}

export default defineRule({
  id: 'frontmatter-keys',
  description: 'Warn about front matter keys the site does not know, suggesting the key that was likely meant',
  tags: ['frontmatter'],
  recommended: 'warn',
  fixable: false,
  docs: {
    rationale:
      'A misspelt key (`sidebartitle`, `desciption`, `noIndex`) is silently ignored: the page just renders without it. ' +
      'The rule knows every key the platform reads (title, description, sidebarTitle, icon, iconType, tag, mode, keywords, ' +
      'hidden, noindex, openapi, api, url, deprecated and the rest) and any HTML meta tag written with a colon ' +
      '(`og:image`, `twitter:card`). For any other key it reports the closest known key, when there is one. Projects that ' +
      'keep their own metadata in front matter list those keys in `allow`.',
    whenNotToUse: 'When pages carry custom keys that your own tooling reads; list them in `allow` first.',
  },
  messages: {
    typo: 'Unexpected front matter key `{{key}}`, expected `{{suggestion}}`',
    unknown: 'Unexpected front matter key `{{key}}`, expected a known key or one listed in the `allow` option',
  },
  schema: z
    .strictObject({
      allow: z.array(z.string()).optional().describe('Extra keys your project uses'),
    })
    .optional(),
  examples: {
    ok: [
      { input: '---\ntitle: Quickstart\nsidebarTitle: Start\nicon: rocket\n"og:image": /images/cover.png\n---\n' },
      { name: 'custom keys listed in `allow`', options: { allow: ['product'] }, input: '---\ntitle: Billing\nproduct: payments\n---\n' },
    ],
    notOk: [
      {
        input: '---\ntitle: Quickstart\nsidebartitle: Start\ndesciption: Install it.\n---\n',
        output: ['3:1: Unexpected front matter key `sidebartitle`, expected `sidebarTitle`', '4:1: Unexpected front matter key `desciption`, expected `description`'],
      },
      {
        name: 'no close match',
        input: '---\ntitle: Billing\nproduct: payments\n---\n',
        output: ['3:1: Unexpected front matter key `product`, expected a known key or one listed in the `allow` option'],
      },
    ],
  },
  check(_tree, context) {
    const { frontmatter } = context.page;
    if (!frontmatter.present || isNotAPage(context.file.path)) return;
    const allow = new Set(context.options?.allow ?? []);
    for (const key of Object.keys(frontmatter.data)) {
      if (key in FRONTMATTER_FIELDS || isMetaTagKey(key) || allow.has(key)) continue;
      const place = { line: frontmatter.keyLines[key] ?? frontmatter.startLine, column: 1 };
      const suggestion = suggest(key);
      if (suggestion) context.report({ messageId: 'typo', data: { key, suggestion }, place });
      else context.report({ messageId: 'unknown', data: { key }, place });
    }
  },
});
