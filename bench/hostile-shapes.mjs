// Issue 45: short units that, repeated, cost the parser more than linear time unless the pre-scan
// bounds them, and their look-alikes that must stay cheap. Shared by bench/nesting.bench.mjs
// (lint and build seconds per MB) and test/parse/shapes-fuzz.test.ts (the pre-scan bounds each).
// Each unit is repeated with no blank line, so the whole page is one paragraph (or one block).

/** name → unit; a unit ending in `\n` makes a paragraph (or list, table …) of many lines. */
export const SHAPES = {
  'close-paren `](`': '](',
  'close `]`': ']',
  'word close `a]`': 'a]',
  'open `[`': '[',
  'image `![`': '![',
  'footnote call `[^a]`': '[^a]',
  'link start `[a](`': '[a](',
  'reference lines `[a]`': '[a]\n',
  'definition lines `[a]: <`': '[a]: <\n',
  'definitions `[a]: /b`': '[a]: /b\n',
  'angle `<`': '<',
  'tag `<a>`': '<a>',
  'brace `{`': '{',
  'close brace `}a`': '}a\n',
  'star `*a `': '*a ',
  'underscore `_a\\n`': '_a\\n',
  'tilde `~a\\n`': '~a\\n',
  'tilde lines `~a`': '~a\n',
  'backtick `` `a ``': '`a',
  'backtick lines': '`a\n',
  'backslash `\\a`': '\\a\n',
  'dollar `$a`': '$a\\n',
  'ampersand `&a`': '&a\n',
  'quote `> `': '> ',
  'dash `- `': '- ',
  'ordered `1. `': '1. ',
  'list lines `- a`': '- a\n',
  'quote lines `> a`': '> a\n',
  'comment `<!--`': '<!--',
  'comment lines': '<!-- a\n',
  'table pipes `| a `': '| a ',
  'table rows': '| a |\n',
  'heading `#`': '#',
  'autolink `www.`': 'www.',
  'email `a@b.c `': 'a@b.c ',
  'entity `&amp`': '&amp',
};

/** The shapes measured superlinear in the parser before issue 45's bounds (seconds per MB growing with the page). */
export const SUPERLINEAR = ['close-paren `](`', 'close `]`', 'word close `a]`', 'footnote call `[^a]`', 'link start `[a](`', 'reference lines `[a]`', 'definition lines `[a]: <`', 'underscore `_a\\n`', 'tilde `~a\\n`', 'backtick `` `a ``', 'dollar `$a`'];

/** A page of about `bytes`: front matter, one heading, then the unit repeated. */
export function shapePage(unit, bytes) {
  const head = '---\ntitle: Shape\ndescription: A generated page\n---\n\n# Shape\n\n';
  return head + unit.repeat(Math.max(1, Math.ceil((bytes - head.length) / unit.length))) + '\n';
}

/**
 * Session 61: whole-page shapes past the parser, each `[extension, unit, wrap]`: `unit` repeated to the size, inside
 * `wrap` (`%` stands for the repeated text). Deep interpolation in code blocks (the highlighter), unclosed disable
 * comments and `<` without `>` in raw HTML (`.md` pages), braces in strings of `export` lines.
 */
export const PAGE_SHAPES = {
  'swift `"\\(` lines': ['mdx', '"\\(\n', '```swift\nlet a = %```\n'],
  'ruby `"#{` x330 lines': ['mdx', `${'"#{'.repeat(330)}\n`, '```ruby\n%```\n'],
  'unclosed `<!-- docwright-disable`': ['md', '<!-- docwright-disable ', '%\n'],
  'disable-line comments': ['md', '<!-- docwright-disable-line code-language -->\n\n', '%'],
  'html `<a ` no `>`': ['md', '<a ', '<div>\n%\n'],
  'html `<a "<a "`': ['md', '<a "<a "', '<div>\n%\n'],
  'export strings `"{{"`': ['mdx', 'export const open = "{{";\n', '%\n# Title\n'],
};

/** A page of about `bytes` of one of PAGE_SHAPES. */
export function pageShape([, unit, wrap], bytes) {
  const head = '---\ntitle: Shape\ndescription: A generated page\n---\n\n# Shape\n\n';
  return head + wrap.replace('%', () => unit.repeat(Math.max(1, Math.ceil((bytes - head.length) / unit.length))));
}
