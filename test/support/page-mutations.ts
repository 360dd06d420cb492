// Mutated pages for the page differential (test/render/page-differential.test.ts): a valid page
// of our own, and, one change each, the mistakes hand-written MDX pages carry: unclosed and
// mismatched tags, unbalanced braces, HTML habits (`<br>`, comments, `class=`, string `style`,
// unquoted attributes, autolinks), bare `<` and `{` in prose, invalid JavaScript expressions,
// import/export lines that do not parse, front matter YAML errors, a byte order mark, CRLF line
// ends and a thematic break at the top. Each page is compiled by the platform's own MDX pipeline
// and linted and built by docwright.

export interface PageMutation {
  /** A readable, unique name, also the page's file name (without extension): `unclosed-note`. */
  name: string;
  /** `md` or `mdx`: the platform compiles both as MDX. */
  ext: 'md' | 'mdx';
  text: string;
}

const FRONT = '---\ntitle: Potting soil\ndescription: What to grow seedlings in\n---\n\n';
const INTRO = '## Mix\n\nStir one part compost into two parts sand.\n\n';
const OUTRO = '\n\n## Water\n\nWater the mix until it drips.\n';

/** The valid page every mutation starts from: front matter, headings, a component, a code block. */
export function basePage(body = ''): string {
  return `${FRONT}${INTRO}<Note>Wear gloves.</Note>\n\n\`\`\`bash\nls {a,b}\n\`\`\`\n\n${body}${OUTRO}`;
}

/** Body snippets that break (or look as if they break) MDX, each placed inside the base page. */
const BODIES: Readonly<Record<string, string>> = {
  'unclosed-note': '<Note>\n\nKeep it moist.',
  'mismatched-close': '<Note>\n\nKeep it moist.\n\n</Warning>',
  'case-mismatch-close': '<Note>Keep it moist.</note>',
  'stray-close': 'Keep it moist.\n\n</Note>',
  'unclosed-div': '<div>\n\nKeep it moist.',
  'unclosed-tabs': '<Tabs>\n  <Tab title="A">\n    Keep it moist.\n  </Tab>',
  'open-brace': 'Use a ratio of { 1 to 2.',
  'close-brace': 'Use a ratio of } 1 to 2.',
  'br-unclosed': 'Sand<br>compost',
  'br-self-closed': 'Sand<br />compost',
  'hr-unclosed': 'Sand\n\n<hr>\n\nCompost',
  'input-unclosed': 'Tick <input type="checkbox"> when done.',
  'html-comment': '<!-- to do: add peat -->',
  'html-comment-inline': 'Sand <!-- or grit --> and compost.',
  'jsx-comment': '{/* to do: add peat */}',
  'unquoted-attr': '<img src=mix.png alt="Mix" />',
  'unquoted-component-attr': '<Card title=Mix href="/mix">Stir.</Card>',
  'class-attr': '<div class="mix">Stir.</div>',
  'classname-attr': '<div className="mix">Stir.</div>',
  'style-string': '<div style="color: brown">Stir.</div>',
  'style-object': '<div style={{ color: "brown" }}>Stir.</div>',
  'bare-lt-space': 'Use less sand: a < b.',
  'bare-lt-digit': 'Keep the pH <7 at all times.',
  'bare-lt-letter': 'Keep the ratio a<b at all times.',
  'less-equal': 'Use a <= b.',
  'autolink-url': 'See <https://example.com/soil>.',
  'autolink-email': 'Write to <soil@example.com>.',
  'invalid-expression': 'The mix is {1 +} parts.',
  'object-expression': 'The mix is {{ a: }} parts.',
  'heading-id': '## Drainage {#drainage}',
  'attr-expression-invalid': '<Card title={1 +}>Stir.</Card>',
  'attr-junk': '<Note title="a"b>Stir.</Note>',
  'import-broken': "import { Mix from '/snippets/mix.mdx'",
  'export-broken': 'export const ratio = ;',
  'export-ok': 'export const ratio = 2;\n\nThe ratio is {ratio}.',
  'fragment': '<>Stir.</>',
  'member-component': '<Foo.Bar />',
  'closing-space': '<p>Stir.</p >',
  'entity': 'Sand&nbsp;and&nbsp;compost &amp; grit.',
  'math-braces': 'The ratio is $\\frac{1}{2}$.',
  'angle-link': '[the mix](<mix page.md>)',
  'lowercase-tag-unknown': '<soil>Loam</soil>',
  'unclosed-inline-code-brace': 'Type `{` to start.',
  'nested-unclosed': '<Steps>\n<Step title="One">\nStir.\n</Steps>',
  'self-closing-component': '<Note />',
  'script-tag': '<script>var a = 1;</script>',
  'style-tag': '<style>{`.mix { color: brown; }`}</style>',
  'style-tag-raw': '<style>.mix { color: brown; }</style>',
  'tag-in-list': '- Sand <Tooltip tip="grit">coarse</Tooltip>\n- Compost',
  'unclosed-in-list': '- Sand <Tooltip tip="grit">coarse\n- Compost',
  'indented-code-brace': '    const a = {;',
  'table-pipe-brace': '| a | b |\n| - | - |\n| { | } |',
  'table-br': '| a | b |\n| - | - |\n| sand<br>grit | loam |',
  'undefined-variable': 'Hello {user.name}.',
  'empty-expression': 'Sand {} compost.',
  'escaped-brace': 'Use \\{ and \\} for braces.',
  'escaped-lt': 'Use \\< for less than.',
  'heading-brace': '## Ratio { 1',
  'unclosed-jsx-comment': '{/* to do: add peat }',
  'spread-attr': '<Card {...{ title: "Mix" }}>Stir.</Card>',
  'curly-quote-attr': '<Card title=\u201cMix\u201d>Stir.</Card>',
  'attr-no-value': '<Card title="Mix" horizontal>Stir.</Card>',
  'img-void-unclosed': '<img src="/mix.png" alt="Mix">',
  'export-default': 'export default function Layout({ children }) { return children; }',
  'export-multiline-open': 'export const mix = {\n  sand: 2,',
  'import-missing-snippet': "import Mix from '/snippets/missing.mdx';\n\n<Mix />",
  'template-literal': 'The mix: {`sand ${2} parts`}.',
  'jsx-in-expression': '{<Tip>Stir.</Tip>}',
  'details-markdown': '<details>\n<summary>More</summary>\n\n**Stir** it.\n\n</details>',
  'div-inline-markdown': '<div>**Stir** it.</div>',
  'link-reference': '[mix][1]\n\n[1]: <https://example.com/mix>',
  'unclosed-fence': '```js\nconst a = {;',
  'tilde-fence-brace': '~~~\n{ <\n~~~',
  'kbd-inline': 'Press <kbd>Ctrl</kbd> + <kbd>S</kbd>.',
  'nul-char': 'Sand\u0000compost.',
  'tab-indented-tag': '<Note>\n\tStir.\n</Note>',
  'same-line-close': '<Note>Stir.\n</Note>',
  'snippet-missing': '<Snippet file="missing.mdx" />',
  'code-group-text': '<CodeGroup>\nStir.\n</CodeGroup>',
  'mermaid-invalid': '```mermaid\ngraph TD\n  A -->\n```',
  'math-block': '$$\n\\frac{1}{2\n$$',
  'math-inline-brace': 'The set $\\{a$ and $b\\}$.',
  'code-meta-brace': '```js {1,3}\nconst a = 1;\n```',
  'unicode-component': '<\u00d1ote>Stir.</\u00d1ote>',
  'a-in-link': '[<a href="/mix">mix</a>](/mix)',
  'html-entity-in-attr': '<Card title="Sand &amp; grit">Stir.</Card>',
  'numeric-tag': '<1st>place</1st>',
  'lt-slash-space': 'a </ b',
  'double-close': '<Note>Stir.</Note></Note>',
  'heading-id-empty': '## Drainage {#}',
  'heading-id-spaces': '## Drainage { #drainage }',
  'heading-id-not-last': '## Drainage {#drainage} and more',
  'heading-id-indented': '   ## Drainage {#drainage}',
  'heading-id-only': '#### {#drainage}',
  'heading-id-setext': 'Drainage {#drainage}\n---',
  'heading-id-in-note': '<Note>\n## Drainage {#drainage}\n</Note>',
  'heading-id-in-list': '- ## Drainage {#drainage}',
  'heading-id-in-fence': '```md\n## Drainage {#drainage}\n```',
  'heading-id-two': '## Drainage {#a} {#b}',
  'heading-id-closing-hashes': '## Drainage ## {#drainage}',
  'mdx-block-code': '<MDX>\nUse `{` and `<` here.\n</MDX>',
  'mdx-block-brace': '<MDX>\nUse { here.\n</MDX>',
  'dollar-amounts': 'It costs $5 or $10.',
  'math-inline-open-brace': 'The set $a{b$ is open.',
  'math-block-open-brace': '$$\n{\n$$',
  'math-text-brace': 'Between $5 {and} $10.',
  'emphasis-across-tag': '*Stir <b>the* mix</b>.',
  'component-in-table': '| a | b |\n| - | - |\n| <Tooltip tip="x">c</Tooltip> | d |',
  'icon-in-link': '[<Icon icon="leaf" /> Mix](/mix)',
  'string-with-brace': 'A brace: {"}"}.',
  'attr-newline': '<Card title="Mix\nand stir">Stir.</Card>',
  'attr-single-quotes': "<Card title='Mix'>Stir.</Card>",
  'namespace-attr': '<svg><use xlink:href="#a" /></svg>',
  'namespace-tag': '<svg:rect />',
  'uppercase-html': '<DIV>Stir.</DIV>',
  'custom-element': '<soil-mix>Stir.</soil-mix>',
  'duplicate-attr': '<Card title="A" title="B">Stir.</Card>',
  'list-in-note-tight': '<Note>\n- Sand\n- Compost\n</Note>',
  'block-in-p': '<p>\n\n## Mix\n\n</p>',
  'char-ref-hex': 'Seedling &#x1F331; and &foo; and &#xZZ;.',
  'hard-break': 'Sand\\\ncompost',
  'footnote-undefined': 'Sand[^1] and compost.',
  'task-list': '- [ ] Sand\n- [x] Compost',
  'strikethrough': '~~Sand~~ compost',
  'www-autolink': 'See www.example.com/soil for more.',
  'lt-in-url': '[mix](/mix?a<b)',
  'inline-code-close-tag': 'Close it with `</Note>`.',
  'import-only': "import { Mix } from '/snippets/mix.jsx';",
  'jsx-expression-arrow': '{[1, 2].map((n) => <span key={n}>{n}</span>)}',
  'await-expression': '{await fetch("/x")}',
  'regex-expression': '{/a{2}/.test("aa") ? "yes" : "no"}',
  'unterminated-string-expr': '{"sand}',
  'semicolon-expression': '{a; b}',
  'gt-in-text': 'Use a > b and b >= c.',
  'tag-after-text-same-line': 'Stir <Note>now</Note> please.',
  'closing-tag-indented-4': '<Note>\n\nStir.\n\n    </Note>',
  'opening-tag-indented-4': '    <Note>Stir.</Note>',
  'blank-line-in-inline': 'Sand <Tooltip tip="grit">coarse\n\nloam</Tooltip>',
};

/** Front matter variants (the body is the base page's). */
const FRONT_MATTERS: Readonly<Record<string, string>> = {
  'yaml-tab-indent': '---\ntitle: Potting soil\nseo:\n\tindex: true\n---\n\n',
  'yaml-duplicate-key': '---\ntitle: Potting soil\ntitle: Soil\n---\n\n',
  'yaml-unclosed-quote': '---\ntitle: "Potting soil\n---\n\n',
  'yaml-unclosed-flow': '---\ntitle: [Potting soil\n---\n\n',
  'yaml-mapping-in-value': '---\ntitle: Potting: soil\n---\n\n',
  'yaml-not-a-map': '---\n- Potting soil\n---\n\n',
  'yaml-empty': '---\n---\n\n',
  'frontmatter-unclosed': '---\ntitle: Potting soil\n\n',
  'thematic-break-top': '---\n\n',
  'yaml-number-title': '---\ntitle: 123\n---\n\n',
  'yaml-list-title': '---\ntitle: [Potting, soil]\n---\n\n',
  'yaml-anchor-alias': '---\ntitle: &t Potting soil\nsidebarTitle: *t\n---\n\n',
  'yaml-unknown-alias': '---\ntitle: *t\n---\n\n',
  'yaml-tab-after-colon': '---\ntitle:\tPotting soil\n---\n\n',
  'yaml-openapi-missing': '---\ntitle: Potting soil\nopenapi: GET /missing\n---\n\n',
  'yaml-api-line': '---\ntitle: Potting soil\napi: GET https://api.example.com/soil\n---\n\n',
  'yaml-mode-wrong': '---\ntitle: Potting soil\nmode: sideways\n---\n\n',
  'yaml-jsx-title': '---\ntitle: <b>Potting</b> soil\n---\n\n',
  'yaml-colon-title': '---\ntitle: "Potting: soil"\n---\n\n',
  'yaml-multi-doc': '---\ntitle: Potting soil\n---\ntitle: again\n---\n\n',
  'yaml-toml': '+++\ntitle = "Potting soil"\n+++\n\n',
  'blank-line-before-front': '\n---\ntitle: Potting soil\n---\n\n',
  'yaml-comment-only': '---\n# nothing\n---\n\n',
  'toml-invalid': '+++\ntitle = \n+++\n\n',
  'yaml-bad-indent': '---\ntitle: Potting soil\n  description: x\n---\n\n',
  'yaml-date': '---\ntitle: Potting soil\ndate: 2024-13-45\n---\n\n',
  'yaml-null-title': '---\ntitle: ~\n---\n\n',
  'yaml-four-dashes': '----\ntitle: Potting soil\n----\n\n',
  'yaml-dots-end': '---\ntitle: Potting soil\n...\n\n',
  'yaml-trailing-space-fence': '--- \ntitle: Potting soil\n--- \n\n',
  'yaml-crlf-dup': '---\r\ntitle: A\r\ntitle: B\r\n---\r\n\r\n',
};

/** Every case: the base page, each body in `.mdx`, the HTML habits in `.md` too, each front matter, and whole-text changes. */
export function pageMutations(): PageMutation[] {
  const out: PageMutation[] = [{ name: 'base', ext: 'mdx', text: basePage() }];
  for (const [name, body] of Object.entries(BODIES)) out.push({ name, ext: 'mdx', text: basePage(`${body}\n`) });
  for (const name of ['html-comment', 'br-unclosed', 'autolink-url', 'heading-id', 'stray-close', 'bare-lt-letter', 'open-brace', 'unquoted-attr', 'invalid-expression', 'export-broken', 'img-void-unclosed', 'class-attr', 'style-string', 'details-markdown', 'table-br', 'kbd-inline', 'bare-lt-digit', 'heading-id-empty', 'heading-id-not-last', 'heading-id-setext', 'heading-id-in-note', 'import-only', 'dollar-amounts', 'math-inline-open-brace', 'char-ref-hex', 'opening-tag-indented-4']) {
    out.push({ name: `${name}-md`, ext: 'md', text: basePage(`${BODIES[name] ?? ''}\n`) });
  }
  for (const [name, front] of Object.entries(FRONT_MATTERS)) out.push({ name, ext: 'mdx', text: basePage().replace(FRONT, front) });
  out.push({ name: 'bom', ext: 'mdx', text: `\uFEFF${basePage()}` });
  out.push({ name: 'crlf', ext: 'mdx', text: basePage('<Note>\nStir.\n</Note>\n').replace(/\n/g, '\r\n') });
  out.push({ name: 'crlf-broken', ext: 'mdx', text: basePage('<Note>\nStir.\n').replace(/\n/g, '\r\n') });
  out.push({ name: 'empty', ext: 'mdx', text: '' });
  out.push({ name: 'only-front-matter', ext: 'mdx', text: FRONT });
  return out;
}
