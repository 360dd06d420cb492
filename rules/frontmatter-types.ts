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
      '(`icon:`, or `icon: #"leaf"` with the value commented out) is ignored by the site, so it is only a warning.',
    whenNotToUse: 'Never: a value of the wrong type is always ignored or misread.',
  },
  messages: {
    type: 'Unexpected `{{key}}` of type `{{actual}}`, expected {{expected}}',
    value: 'Unexpected `{{key}}` value `{{value}}`, expected {{expected}}',
    empty: 'Unexpected empty `{{key}}`, expected a value or no `{{key}}` key',
    emptyComment: 'Unexpected empty `{{key}}` (a `#` after the colon starts a comment), expected a value or no `{{key}}` key',
  },
  examples: {
    ok: [{ input: '---\ntitle: Search\nmode: wide\nhidden: true\nkeywords: [search, find]\nboost: 2\n---\n' }],
    notOk: [
      {
        input: '---\ntitle: Search\nhidden: "yes"\nkeywords: search\n---\n',
        output: ['3:1: Unexpected `hidden` of type `string`, expected `true` or `false`', '4:1: Unexpected `keywords` of type `string`, expected a list of strings'],
      },
      {
        name: 'a value outside the allowed ones',
        input: '---\ntitle: Search\nmode: full\n---\n',
        output: ['3:1: Unexpected `mode` value `full`, expected one of `default`, `wide`, `custom`, `frame`, `center`, `assistant`'],
      },
      {
        name: 'a value commented out: a warning that the key is empty, not a type error',
        input: '---\ntitle: Seed trays\nicon: #"sprout"\n---\n',
        output: ['3:1: Unexpected empty `icon` (a `#` after the colon starts a comment), expected a value or no `icon` key'],
      },
    ],
  },
  check(_tree, context) {
    const { frontmatter } = context.page;
    if (!frontmatter.present || isNotAPage(context.file.path, context.page.kind)) return;
    for (const [key, value] of Object.entries(frontmatter.data)) {
      const spec = ownValue(FRONTMATTER_FIELDS, key);
      if (!spec || key === 'title' || key === 'description' || fitsType(value, spec.type)) continue;
      const place = { line: ownValue(frontmatter.keyLines, key) ?? frontmatter.startLine, column: 1 };
      if (value === null) {
        // Nothing after the colon: the site ignores the key. A warning at most.
        const line = frontmatter.raw.split('\n')[place.line - frontmatter.startLine] ?? '';
        context.report({ messageId: /:\s*#/.test(line) ? 'emptyComment' : 'empty', data: { key }, place, atMost: 'warn' });
        continue;
      }
      const expected = describeType(spec.type);
      if (spec.type.values !== undefined && typeof value === 'string') {
        context.report({ messageId: 'value', data: { key, value, expected }, place });
      } else {
        context.report({ messageId: 'type', data: { key, actual: typeName(value), expected }, place });
      }
    }
  },
});
