import { examplesFile } from '../src/rule-kit/examples-file.js';
import { FRONTMATTER_FIELDS, describeType, fitsType, typeName, type FieldType } from '../src/rule-kit/frontmatter-fields.js';
import { isNotAPage } from '../src/rule-kit/page-helpers.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { ownValue } from '../src/guards.js';
import { controlCharactersNamed, escapeControl } from '../src/findings/terminal-text.js';

/** A `key: plain text #more` line: YAML ends an unquoted value at a space and `#`, so `#more` (`#1`, `#hashtag`) is dropped as a comment. */
const CUT_VALUE = /^([A-Za-z][\w:-]*):[ \t]+([^'"\s#[{>|&*!%@`-][^#]*?)[ \t]+(#\S.*)$/;

/**
 * Keys whose value is one token (an icon name, a URL, a schema or MIME type name): a ` #` after it cannot be part of the
 * value, so it starts a comment on purpose (`icon: rocket #bolt`, the icon used before).
 */
const ONE_TOKEN: ReadonlySet<string> = new Set(['icon', 'url', 'canonical', 'openapi-schema', 'authMethod', 'contentType']);

/**
 * The known string-typed keys whose unquoted value YAML cut at ` #`, with the page line and column of the `#`. A `#` right
 * before a quote (`sidebarTitle: Setup #"Set up"`) comments out a value written in quotes, as `icon: #"rocket"` does: no finding.
 */
function cutValues(raw: string, startLine: number, data: Readonly<Record<string, unknown>>): { key: string; kept: string; dropped: string; line: number; column: number }[] {
  const found: { key: string; kept: string; dropped: string; line: number; column: number }[] = [];
  raw.split('\n').forEach((text, i) => {
    const [, key, kept, dropped] = CUT_VALUE.exec(text.replace(/\r$/, '')) ?? [];
    if (key === undefined || kept === undefined || dropped === undefined || ONE_TOKEN.has(key) || /^#['"]/.test(dropped)) return;
    // Only a key YAML read as exactly the text before the `#`: the rest was taken for a comment.
    if (ownValue(FRONTMATTER_FIELDS, key)?.type.expected !== 'a string' || ownValue(data, key) !== kept) return;
    found.push({ key, kept, dropped, line: startLine + i, column: text.lastIndexOf(dropped) + 1 });
  });
  return found;
}

/** YAML 1.1's boolean words: YAML 1.2 (docwright's parser, and the js-yaml Mintlify reads front matter with) reads them as text. */
const YAML11_BOOLEAN = /^(?:(y|yes|on)|(n|no|off))$/i;

/** The boolean a YAML 1.1 word such as `yes` or `off` meant, when a switch key's text value is one written unquoted. */
function yaml11Boolean(raw: string, key: string, value: unknown, type: FieldType): boolean | undefined {
  if (typeof value !== 'string' || !fitsType(true, type) || !fitsType(false, type)) return undefined;
  const word = YAML11_BOOLEAN.exec(value);
  if (!word) return undefined;
  // Written bare (`hidden: yes`), not quoted (`hidden: "yes"`, text on purpose).
  const bare = raw.split('\n').some((line) => new RegExp(`^${key}:[ \\t]+${value}[ \\t]*(?:#.*)?\\r?$`).test(line));
  return bare ? word[1] !== undefined : undefined;
}

/** Keys whose wrong value Mintlify ignores (it builds the page with the default): a warning that the value has no effect, not an error. */
const IGNORED_WHEN_WRONG: ReadonlySet<string> = new Set(['mode', 'playground']);

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
      'listed values for `mode` and `iconType`. YAML 1.1’s words for booleans (`yes`, `no`, `on`, `off`) are text in the ' +
      'YAML 1.2 that docwright and Mintlify’s front matter parser read, so `hidden: yes` hides nothing in docwright (and ' +
      'Mintlify treats the text unevenly); the finding names the `true` or `false` it meant. A `mode` or `playground` outside its list is a warning, not an error: Mintlify ' +
      'builds the page with the default layout and playground, so the value has no effect; an `iconType` outside its list ' +
      'stays an error, as Mintlify then draws no icon. `title` and `description` have rules of their own. A key left empty ' +
      '(`icon:`, or `icon: #"leaf"` with the value commented out, which YAML reads as `null`) counts as absent, as the site ' +
      'treats it: the page shows no icon, which is what a writer who comments a value out means. A text value cut short ' +
      'is reported, though: YAML ends an unquoted value at a space and `#`, so `title: Pick the #1 plan` shows "Pick the"; ' +
      'a `#` followed by text (`#1`, `#general`) after some value is taken for part of it, and the fix is to quote the value. ' +
      'A comment written as such (`icon: leaf # for now`, with a space after `#`) is left alone, and so is one after a key whose value is ' +
      'one token (`icon: leaf #sprout`, also `url`, `canonical`, `openapi-schema`, `authMethod` and `contentType`: no value of theirs ' +
      'holds a space) or one that comments out a quoted value (`sidebarTitle: Seeds #"Seed trays"`). A control character in any ' +
      'value (an ESC or BEL written as `"\\e"` or `"\\a"`, or pasted raw; a tab or line break is text) is reported at its key: the build ' +
      'removes it from every output (`<title>`, the navigation, meta tags, search records, llms.txt and the `.md` copies), where it ' +
      'would otherwise reach a terminal or a parser that reads it.',
    whenNotToUse: 'Never: a value of the wrong type is always ignored or misread.',
  },
  messages: {
    type: 'Unexpected `{{key}}` of type `{{actual}}`, expected {{expected}}',
    value: 'Unexpected `{{key}}` value `{{value}}`, expected {{expected}}',
    ignored: 'Unexpected `{{key}}` value `{{value}}`, which has no effect (Mintlify ignores it and shows the default), expected {{expected}}',
    word: 'Unexpected `{{key}}: {{value}}`, expected `{{key}}: {{meant}}`: YAML reads `{{value}}` as text, not as a boolean (so does Mintlify), so the switch is not set',
    control: 'Unexpected {{characters}} in `{{key}}`, expected text without control characters: the site leaves it out',
    cut: 'Unexpected comment `{{dropped}}` after `{{key}}: {{kept}}`, expected the whole value in quotes (`{{key}}: "{{kept}} {{dropped}}"`): YAML ends an unquoted value at ` #`, so the page shows `{{kept}}`',
  },
  examples: examplesFile('frontmatter-types'),
  check(_tree, context) {
    const { frontmatter } = context.page;
    if (!frontmatter.present || isNotAPage(context.file.path, context.page.kind)) return;
    for (const { key, kept, dropped, line, column } of cutValues(frontmatter.raw, frontmatter.startLine, frontmatter.data)) {
      context.report({ messageId: 'cut', data: { key, kept, dropped }, place: { line, column } });
    }
    // A control character (ESC, BEL, …) in a value is no text a page shows: the build removes it from `<title>`, the navigation and llms.txt.
    for (const [key, characters] of Object.entries(frontmatter.controlCharacters ?? {})) {
      context.report({ messageId: 'control', data: { key: escapeControl(key), characters: controlCharactersNamed(characters) }, place: { line: ownValue(frontmatter.keyLines, key) ?? frontmatter.startLine, column: 1 } });
    }
    for (const [key, value] of Object.entries(frontmatter.data)) {
      const spec = ownValue(FRONTMATTER_FIELDS, key);
      // `null` (nothing after the colon, or a value commented out) is no value: the same as no key.
      if (!spec || value === null || key === 'title' || key === 'description' || fitsType(value, spec.type)) continue;
      const place = { line: ownValue(frontmatter.keyLines, key) ?? frontmatter.startLine, column: 1 };
      const expected = describeType(spec.type);
      const meant = yaml11Boolean(frontmatter.raw, key, value, spec.type);
      if (meant !== undefined) {
        context.report({ messageId: 'word', data: { key, value: typeof value === 'string' ? value : '', meant: String(meant) }, place });
      } else if (IGNORED_WHEN_WRONG.has(key)) {
        const shown = (typeof value === 'string' ? value : JSON.stringify(value)).slice(0, 60);
        context.report({ messageId: 'ignored', data: { key, value: shown, expected }, place, atMost: 'warn' });
      } else if (spec.type.values !== undefined && typeof value === 'string') {
        context.report({ messageId: 'value', data: { key, value, expected }, place });
      } else {
        context.report({ messageId: 'type', data: { key, actual: typeName(value), expected }, place });
      }
    }
  },
});
