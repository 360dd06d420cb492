import { examplesFile } from '../src/rule-kit/examples-file.js';
import { FRONTMATTER_FIELDS, describeType, fitsType, typeName } from '../src/rule-kit/frontmatter-fields.js';
import { isNotAPage } from '../src/rule-kit/page-helpers.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { ownValue } from '../src/guards.js';

export default defineRule({
  id: 'frontmatter-types',
  description: 'Require each known front matter key to have a value of the right type',
  tags: ['frontmatter'],
  recommended: 'error',
  docs: {
    rationale:
      'The site reads `hidden: "true"` as text, `keywords: search` as one string instead of a list and `mode: full` as no ' +
      'mode at all, so the page quietly renders differently from what the writer meant. Each known key has one type: ' +
      'strings for `title`, `description`, `sidebarTitle`, `icon`, `tag`, `openapi`, `api` and `url`; `true`/`false` for ' +
      '`hidden`, `noindex`, `deprecated` and the other switches; a list of strings for `keywords` and `groups`; one of the ' +
      'listed values for `mode` and `iconType`. `title` and `description` have rules of their own. A key left empty ' +
      '(`icon:`, or `icon: #"leaf"` with the value commented out, which YAML reads as `null`) counts as absent, as the site ' +
      'treats it: the page shows no icon, which is what a writer who comments a value out means.',
    whenNotToUse: 'Never: a value of the wrong type is always ignored or misread.',
  },
  messages: {
    type: 'Unexpected `{{key}}` of type `{{actual}}`, expected {{expected}}',
    value: 'Unexpected `{{key}}` value `{{value}}`, expected {{expected}}',
  },
  examples: examplesFile('frontmatter-types'),
  check(_tree, context) {
    const { frontmatter } = context.page;
    if (!frontmatter.present || isNotAPage(context.file.path, context.page.kind)) return;
    for (const [key, value] of Object.entries(frontmatter.data)) {
      const spec = ownValue(FRONTMATTER_FIELDS, key);
      // `null` (nothing after the colon, or a value commented out) is no value: the same as no key.
      if (!spec || value === null || key === 'title' || key === 'description' || fitsType(value, spec.type)) continue;
      const place = { line: ownValue(frontmatter.keyLines, key) ?? frontmatter.startLine, column: 1 };
      const expected = describeType(spec.type);
      if (spec.type.values !== undefined && typeof value === 'string') {
        context.report({ messageId: 'value', data: { key, value, expected }, place });
      } else {
        context.report({ messageId: 'type', data: { key, actual: typeName(value), expected }, place });
      }
    }
  },
});
