// Examples of the check ids (src/findings/checks.ts): small projects that `check` reports an id on, and the same
// projects put right. They are the ids' docs (docs/checks/<id>.mdx) and their tests (test/check/check-examples.test.ts
// runs each through `checkProject`). An id without examples here is listed as such in the test.
import type { CheckId } from '../findings/checks.js';

/** One small project: its files by path, written over `BASE_PROJECT` (`null` removes a file). */
export interface CheckExample {
  /** What the example shows, as a phrase (`a page listed twice`). */
  name: string;
  files: Readonly<Record<string, string | null>>;
  /** Run as `check --links` (the link ids). */
  links?: boolean;
  /**
   * The command that reports it: `check` (default), `build` (the build's ids; `dev` reports the same), `migrate` or
   * `migrate --write`.
   */
  command?: 'check' | 'build' | 'migrate' | 'migrate --write';
}

/** The examples of one id: projects it accepts and projects it reports. */
export interface CheckExamples {
  ok: readonly CheckExample[];
  notOk: readonly CheckExample[];
}

/** The project every example starts from: clean for `check --links`. */
export const BASE_PROJECT: Readonly<Record<string, string>> = {
  'docs.json': '{\n  "$schema": "https://mintlify.com/docs.json",\n  "theme": "mint",\n  "name": "Example",\n  "colors": { "primary": "#0D7A5F" },\n  "navigation": { "pages": ["index"] }\n}\n',
  'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
};

/** `docs.json` with its `navigation.pages` and other top-level keys as given. */
function docsJson(pages: readonly string[], extra = ''): string {
  return `{\n  "$schema": "https://mintlify.com/docs.json",\n  "theme": "mint",\n  "name": "Example",\n  "colors": { "primary": "#0D7A5F" },${extra}\n  "navigation": { "pages": ${JSON.stringify(pages)} }\n}\n`;
}

/** A `docs.json` in the spec's shape (an array `navigation`), its `colors.background` in place of `BACKGROUND`. */
const SPEC_DOCS = '{\n  "name": "Example",\n  "colors": { "primary": "#0D7A5F", "background": BACKGROUND },\n  "navigation": [{ "group": "Start", "pages": ["index"] }]\n}\n';

/** A page with the given body, as `index.mdx`. */
function home(body: string): string {
  return `---\ntitle: Home\n---\n\n${body}\n`;
}

/** The build's examples: the page `index.mdx` with each body. */
function built(name: string, files: Readonly<Record<string, string>>): CheckExample {
  return { name, command: 'build', files };
}

/** A `mint.json` of one page, for the `migrate` examples. */
const MINT_JSON = '{\n  "name": "Example",\n  "favicon": "/favicon.svg",\n  "colors": { "primary": "#0D7A5F" },\n  "navigation": [{ "group": "Home", "pages": ["index"] }]\n}\n';

/** `migrate` (with `write`, `migrate --write`) on the example project with these files written over it. */
function migrated(name: string, files: Readonly<Record<string, string | null>>, write = false): CheckExample {
  return { name, command: write ? 'migrate --write' : 'migrate', files };
}

const guide = '---\ntitle: Guide\n---\n\nSteps.\n';

/** A spec of one operation, `GET /plants`. */
const TINY_OPENAPI = '{ "openapi": "3.0.3", "info": { "title": "API", "version": "1" }, "paths": { "/plants": { "get": { "responses": { "200": { "description": "OK" } } } } } }\n';

/** A spec whose `GET /plants` answers with objects nested `levels` deep, each holding the next as `part`. */
function nestedOpenapi(levels: number): string {
  let schema = '{ "type": "string" }';
  for (let i = 0; i < levels; i++) schema = `{ "type": "object", "properties": { "part": ${schema} } }`;
  return `{ "openapi": "3.0.3", "info": { "title": "API", "version": "1" }, "paths": { "/plants": { "get": { "responses": { "200": { "description": "OK", "content": { "application/json": { "schema": ${schema} } } } } } } } }\n`;
}

/** `docs.json` with a group `API` whose pages come from `openapi.json`, generated into `directory`. */
function openapiGroup(directory: string): string {
  const groups = [{ group: 'Home', pages: ['index'] }, { group: 'API', openapi: { source: 'openapi.json', directory } }];
  return `${JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Example', colors: { primary: '#0D7A5F' }, navigation: { groups } }, null, 2)}\n`;
}

/** The smallest TypeDoc JSON artifact that makes a page (`functions/water`). */
const TINY_TYPEDOC = '{"schemaVersion":"2.0","id":0,"kind":1,"name":"plants","children":[{"id":1,"kind":64,"name":"water","signatures":[{"id":2,"kind":4096,"name":"water"}]}]}\n';

/** `docs.json` with a `Home` tab and one SDK tab per artifact, each under the default folder. */
function sdkTabs(sources: readonly string[]): string {
  const tabs = [{ tab: 'Home', pages: ['index'] }, ...sources.map((source, i) => ({ tab: `SDK ${i + 1}`, sdk: { format: 'typedoc', source } }))];
  return `${JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Example', colors: { primary: '#0D7A5F' }, navigation: { tabs } }, null, 2)}\n`;
}

/** A `skill.md` that every skill check accepts. */
const goodSkill = '---\nname: plant-care\ndescription: Answers questions about watering and repotting house plants.\n---\n\nUse the guides.\n';

/** A `skill.md` check's examples: the build of `goodSkill` (`okName`), and of `skill` (`notOkName`). */
function skillExamples(okName: string, notOkName: string, skill: string): CheckExamples {
  return { ok: [built(okName, { 'skill.md': goodSkill })], notOk: [built(notOkName, { 'skill.md': skill })] };
}

export const CHECK_EXAMPLES: Readonly<Partial<Record<CheckId, CheckExamples>>> = {
  'api-field-type': {
    ok: [built('a body field of a type Mintlify knows', { 'index.mdx': '---\ntitle: Plant a seed\napi: POST https://orchard.example.test/seeds\n---\n\n<ParamField body="planted" type="str">\n  When it was planted.\n</ParamField>\n' })],
    notOk: [built('a body field of a type it does not (`{}` in the example)', { 'index.mdx': '---\ntitle: Plant a seed\napi: POST https://orchard.example.test/seeds\n---\n\n<ParamField body="planted" type="timestamp">\n  When it was planted.\n</ParamField>\n' })],
  },
  'asyncapi-pages': {
    ok: [built('a page without `asyncapi` front matter', { 'index.mdx': '---\ntitle: Home\n---\n\nThe chat.\n' })],
    notOk: [built('a page naming a channel of a document that is not there', { 'index.mdx': '---\ntitle: Home\nasyncapi: "/missing.yaml chat"\n---\n\nThe chat.\n' })],
  },
  'color-contrast': {
    ok: [{ name: 'a dark primary colour on the light background', files: {} }],
    notOk: [{ name: 'a pale primary colour on the light background', files: { 'docs.json': BASE_PROJECT['docs.json']?.replace('#0D7A5F', '#F5F5F5') ?? '' } }],
  },
  'component-budget': {
    ok: [built("two components' HTML within the page's 2,000,000 characters", { 'index.mdx': home("export const Wide = () => <p>{'w'.repeat(900000)}</p>;\n\n<Wide />\n\n<Wide />") })],
    notOk: [built("a third use past the page's 2,000,000 characters of HTML", { 'index.mdx': home("export const Wide = () => <p>{'w'.repeat(900000)}</p>;\n\n<Wide />\n\n<Wide />\n\n<Wide />") })],
  },
  'component-clock': {
    ok: [
      built('a component that draws a random colour: `Math.random` is seeded by the page', { 'index.mdx': home("export const Dot = () => <p>{Math.random() < 2 ? 'dot' : 'none'}</p>;\n\n<Dot />") }),
      built("a date the component gives, in local time: the sandbox's time zone is UTC on every machine, so it shows `0` whatever `TZ` is", { 'index.mdx': home('export const Hour = () => <p>{new Date(0).getHours()}</p>;\n\n<Hour />') }),
    ],
    notOk: [built("a component that shows the year: the build's, not the reader's", { 'index.mdx': home('export const Year = () => <p>{new Date().getFullYear()}</p>;\n\n<Year />') })],
  },
  'component-render': {
    ok: [
      built('a component that renders', { 'index.mdx': home("export const Hello = () => <p>Hello</p>;\n\n<Hello />") }),
      built('a video whose sources are `<source>` children', { 'index.mdx': home('<video controls>\n  <source src="https://example.com/pruning.mp4" type="video/mp4" />\n</video>') }),
    ],
    notOk: [
      built('a component that throws', { 'index.mdx': home("export const Boom = () => { throw new Error('no'); };\n\n<Boom />") }),
      built('a tooltip link with no address: Mintlify shows the link only with both', { 'index.mdx': home('Water the <Tooltip tip="Daily" cta="Read more">basil</Tooltip>.') }),
      built('a parameter with no type: the field shows a name and nothing to type it', { 'index.mdx': home('<ParamField query="depth">How deep to plant.</ParamField>') }),
    ],
  },
  'config-duplicate-key': {
    ok: [{ name: 'each key once', files: {} }],
    notOk: [{ name: '`name` twice', files: { 'docs.json': docsJson(['index'], '\n  "name": "Again",') } }],
  },
  'config-file-missing': {
    ok: [{ name: 'a favicon that exists', files: { 'docs.json': docsJson(['index'], '\n  "favicon": "/favicon.svg",'), 'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n' } }],
    notOk: [{ name: 'a favicon that does not', files: { 'docs.json': docsJson(['index'], '\n  "favicon": "/favicon.svg",') } }],
  },
  'config-file-outside': {
    ok: [{ name: 'a favicon inside the project', files: { 'docs.json': docsJson(['index'], '\n  "favicon": "/favicon.svg",'), 'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n' } }],
    notOk: [{ name: 'a favicon above it', files: { 'docs.json': docsJson(['index'], '\n  "favicon": "../favicon.svg",') } }],
  },
  'config-json': {
    ok: [{ name: 'a JSON object', files: {} }],
    notOk: [{ name: 'a trailing comma', files: { 'docs.json': '{ "name": "Example", }\n' } }],
  },
  'config-key-ignored': {
    ok: [{ name: 'links in `navbar.links`', files: { 'docs.json': docsJson(['index'], '\n  "navbar": { "links": [{ "label": "Blog", "href": "https://example.com/blog" }] },') } }],
    notOk: [{ name: 'the `mint.json` key `topbarLinks`', files: { 'docs.json': docsJson(['index'], '\n  "topbarLinks": [],') } }],
  },
  'config-key-no-effect': {
    ok: [
      { name: 'page menu options a static site has', files: { 'docs.json': docsJson(['index'], '\n  "contextual": { "options": ["copy", "view"] },') } },
      { name: 'request example languages docwright generates', files: { 'docs.json': docsJson(['index'], '\n  "api": { "examples": { "languages": ["curl", "python"] } },') } },
    ],
    notOk: [
      { name: 'one that needs a service', files: { 'docs.json': docsJson(['index'], '\n  "contextual": { "options": ["copy", "mcp"] },') } },
      { name: 'a request example language docwright does not generate', files: { 'docs.json': docsJson(['index'], '\n  "api": { "examples": { "languages": ["curl", "go"] } },') } },
      { name: 'languages with `autogenerate: false`, which generates none to pick', files: { 'docs.json': docsJson(['index'], '\n  "api": { "examples": { "languages": ["curl"], "autogenerate": false } },') } },
    ],
  },
  'config-missing': {
    ok: [{ name: 'a `docs.json`', files: {} }],
    notOk: [{ name: 'no configuration', files: { 'docs.json': null } }],
  },
  'config-nav-dropped': {
    ok: [{ name: 'tabs alone', files: { 'docs.json': docsJson([]).replace('{ "pages": [] }', '{ "tabs": [{ "tab": "Guides", "pages": ["index"] }] }') } }],
    notOk: [{ name: '`groups` beside `tabs`', files: { 'docs.json': docsJson([]).replace('{ "pages": [] }', '{ "tabs": [{ "tab": "Guides", "pages": ["index"] }], "groups": [{ "group": "More", "pages": ["index"] }] }') } }],
  },
  'config-schema': {
    ok: [{ name: 'a known theme', files: {} }],
    notOk: [
      { name: 'an unknown theme', files: { 'docs.json': BASE_PROJECT['docs.json']?.replace('"mint"', '"minty"') ?? '' } },
      { name: 'a font `weight` written as a word (the message names `fonts.weight`)', files: { 'docs.json': docsJson(['index'], '\n  "fonts": { "family": "Inter", "weight": "bold" },') } },
    ],
  },
  'config-spec': {
    ok: [{ name: 'a spec-shaped `docs.json` whose `colors.background` gives both modes', files: { 'docs.json': SPEC_DOCS.replace('BACKGROUND', '{ "light": "#FFFFFF", "dark": "#0B0D0E" }') } }],
    notOk: [{ name: 'one whose `colors.background` leaves `dark` out (Mintlify takes it, the spec\'s table requires it)', files: { 'docs.json': SPEC_DOCS.replace('BACKGROUND', '{ "light": "#FFFFFF" }') } }],
  },
  'config-key-lost': {
    ok: [{ name: 'a group with `pages`', files: { 'docs.json': docsJson([]).replace('"pages": []', '"groups": [{ "group": "Start", "pages": ["index"] }]') } }],
    notOk: [{ name: 'a group with `page`', files: { 'docs.json': docsJson([]).replace('"pages": []', '"groups": [{ "group": "Start", "page": ["index"] }]') } }],
  },
  'config-ref': {
    ok: [{ name: 'a `$ref` to a file that exists', files: { 'docs.json': docsJson(['index']).replace('"colors": { "primary": "#0D7A5F" }', '"colors": { "$ref": "./colors.json" }'), 'colors.json': '{ "primary": "#0D7A5F" }\n' } }],
    notOk: [{ name: 'a `$ref` to a file that does not', files: { 'docs.json': docsJson(['index']).replace('"colors": { "primary": "#0D7A5F" }', '"colors": { "$ref": "./colors.json" }') } }],
  },
  'config-variable-html': {
    ok: [{ name: 'a value of text and Markdown', files: { 'docs.json': docsJson(['index'], '\n  "variables": { "product": "Acme **Cloud**" },'), 'index.mdx': home('Welcome to {{product}}.') } }],
    notOk: [{ name: 'a value with an HTML tag', files: { 'docs.json': docsJson(['index'], '\n  "variables": { "product": "Acme <b>Cloud</b>" },'), 'index.mdx': home('Welcome to {{product}}.') } }],
  },
  'custom-asset': {
    ok: [built('pages styled by their own `style` and classes', { 'index.mdx': home('<div className="text-center">Welcome.</div>') })],
    notOk: [built('a `style.css` beside the pages', { 'index.mdx': home('Welcome.'), 'style.css': '.note { color: teal; }\n' })],
  },
  'docwright-config': {
    ok: [{ name: 'a `.docwrightrc` that loads', files: { '.docwrightrc.json': '{ "checks": { "page-not-in-nav": "off" } }\n' } }],
    notOk: [
      { name: 'an unknown check id in `checks`', files: { '.docwrightrc.json': '{ "checks": { "page-not-in-navigation": "off" } }\n' } },
      { name: 'a `.docwrightrc.json` that does not parse (reported at its line and column)', files: { '.docwrightrc.json': '{\n  "checks": { "page-not-in-nav": "off", }\n}\n' } },
    ],
  },
  'file-name-control': {
    ok: [{ name: 'a page named in letters, digits and hyphens', files: { 'docs.json': docsJson(['index', 'my-guide']), 'my-guide.mdx': guide } }],
    notOk: [{ name: 'a page whose name holds a tab (its navigation entry is `nav-page-missing`)', files: { 'docs.json': docsJson(['index', 'my\tguide']), 'my\tguide.mdx': guide } }],
  },
  'frontmatter-key-no-effect': {
    ok: [built('keys the build applies, and `timestamp: false`', { 'index.mdx': '---\ntitle: Home\ndeprecated: true\nhideFooterPagination: true\ntimestamp: false\n---\n\nWelcome.\n' })],
    notOk: [
      built('a page for one group of readers', { 'index.mdx': '---\ntitle: Home\ngroups: ["staff"]\n---\n\nWelcome.\n' }),
      built('a page that shows its last-modified date', { 'index.mdx': '---\ntitle: Home\ntimestamp: true\n---\n\nWelcome.\n' }),
    ],
  },
  'html-attribute-dropped': {
    ok: [built('attributes on the allow-list', { 'index.mdx': home('<div id="kettle" title="Kettle" data-step="1">Pour.</div>\n\n<img src="https://example.com/k.png" alt="A kettle" loading="lazy" />') })],
    notOk: [
      built('an attribute off it', { 'index.mdx': home('<div spout="left">Pour.</div>') }),
      built('a misspelt one', { 'index.mdx': home('<img src="https://example.com/k.png" alt="A kettle" loadng="lazy" />') }),
      built('a value off it', { 'index.mdx': home('<input type="range" />') }),
    ],
  },
  'html-element-dropped': {
    ok: [built('elements on the allow-list', { 'index.mdx': home('<details>\n  <summary>Kettle</summary>\n  <kbd>Ctrl</kbd> pours.\n</details>') })],
    notOk: [
      built('an element off it, in a sentence (its text stays)', { 'index.mdx': home('Then <marquee>pour</marquee> the water.') }),
      built('a custom element', { 'index.mdx': home('Wait <kettle-timer>3 minutes</kettle-timer> for it.') }),
    ],
  },
  'html-unsafe': {
    ok: [built('a style on the allow-list', { 'index.mdx': home('<div style={{ color: "red" }}>Hello</div>') })],
    notOk: [
      built('a style property off it', { 'index.mdx': home('<div style={{ content: "\'x\'" }}>Hello</div>') }),
      built('an element that can send what a reader types', { 'index.mdx': home('<form action="https://example.com/order">Kettle</form>') }),
      built('a link scheme off the list', { 'index.mdx': home('<a href="ftp://example.com/kettle.txt">Kettle</a>') }),
    ],
  },
  'icon-unknown': {
    ok: [built('an icon the library has', { 'index.mdx': home('<Card title="Start" icon="rocket">Go.</Card>') })],
    notOk: [
      built('an icon no library has', { 'index.mdx': home('<Card title="Start" icon="zzz-no-such-icon">Go.</Card>') }),
      built('one named by an export', { 'index.mdx': home('export const kettle = "zzz-no-such-icon";\n\n<Card title="Start" icon={kettle}>Go.</Card>') }),
    ],
  },
  'link-anchor-broken': {
    ok: [
      { name: 'a link to a heading of the page', links: true, files: { 'index.mdx': '---\ntitle: Home\n---\n\nSee [setup](#setup).\n\n## Setup\n' } },
      { name: 'a navbar link to a heading of a page', links: true, files: { 'docs.json': docsJson(['index', 'guide'], '\n  "navbar": { "links": [{ "label": "Setup", "href": "/guide#setup" }] },'), 'guide.mdx': '---\ntitle: Guide\n---\n\n## Setup\n' } },
    ],
    notOk: [
      { name: 'a link to a heading that is not there', links: true, files: { 'index.mdx': '---\ntitle: Home\n---\n\nSee [setup](#install).\n\n## Setup\n' } },
      { name: 'a navbar link to a heading the page does not have', links: true, files: { 'docs.json': docsJson(['index', 'guide'], '\n  "navbar": { "links": [{ "label": "Install", "href": "/guide#install" }] },'), 'guide.mdx': '---\ntitle: Guide\n---\n\n## Setup\n' } },
    ],
  },
  'link-broken': {
    ok: [
      { name: 'a link to a page', links: true, files: { 'docs.json': docsJson(['index', 'guide']), 'guide.mdx': guide, 'index.mdx': '---\ntitle: Home\n---\n\nRead the [guide](/guide).\n' } },
      { name: 'a banner link to a page and to another site', links: true, files: { 'docs.json': docsJson(['index', 'guide'], '\n  "banner": { "content": "Read the [guide](/guide) or [the blog](https://example.com/blog)." },'), 'guide.mdx': guide } },
      { name: 'navbar links to a page and to another site', links: true, files: { 'docs.json': docsJson(['index', 'guide'], '\n  "navbar": { "links": [{ "label": "Guide", "href": "/guide" }, { "label": "Blog", "href": "https://example.com/blog" }] },'), 'guide.mdx': guide } },
      {
        name: 'wildcard redirects that end: moved, shortened, chained, and growing under another folder',
        links: true,
        files: { 'docs.json': docsJson(['index'], '\n  "redirects": [{ "source": "/old/:slug*", "destination": "/new/:slug*" }, { "source": "/docs/:slug*", "destination": "/:slug*" }, { "source": "/v1/:slug*", "destination": "/v2/:slug*" }, { "source": "/v2/:slug*", "destination": "/v3/:slug*" }, { "source": "/z/:slug*", "destination": "/y/:slug*/a" }],') },
      },
    ],
    notOk: [
      { name: 'a link to a page that does not exist', links: true, files: { 'index.mdx': '---\ntitle: Home\n---\n\nRead the [guide](/guide).\n' } },
      { name: 'a navbar link to a page that does not exist', links: true, files: { 'docs.json': docsJson(['index'], '\n  "navbar": { "links": [{ "label": "Guide", "href": "/guide" }] },') } },
      { name: 'a banner link to a page that does not exist', links: true, files: { 'docs.json': docsJson(['index'], '\n  "banner": { "content": "Read the [new guide](/guide)." },') } },
      { name: 'a wildcard redirect whose destination its own source matches again, longer each time', links: true, files: { 'docs.json': docsJson(['index'], '\n  "redirects": [{ "source": "/z/:slug*", "destination": "/z/:slug*/a" }],') } },
      {
        name: 'a link not written `./` on an index page (`guide/index.mdx`, served at `/guide`): a browser takes `setup` to `/setup`, not to `guide/setup.mdx`',
        links: true,
        files: { 'docs.json': docsJson(['index', 'guide/index', 'guide/setup']), 'guide/index.mdx': '---\ntitle: Guide\n---\n\nRead the [setup](setup).\n', 'guide/setup.mdx': guide },
      },
    ],
  },
  'link-extension': {
    ok: [
      { name: 'a link without the extension', links: true, files: { 'docs.json': docsJson(['index', 'guide']), 'guide.mdx': guide, 'index.mdx': '---\ntitle: Home\n---\n\nRead the [guide](/guide).\n' } },
      { name: 'a link written `./` with it: Mintlify resolves it from the page\'s folder and drops the extension', links: true, files: { 'docs.json': docsJson(['index', 'guide']), 'guide.mdx': guide, 'index.mdx': '---\ntitle: Home\n---\n\nRead the [guide](./guide.mdx).\n' } },
    ],
    notOk: [
      { name: 'a link with it', links: true, files: { 'docs.json': docsJson(['index', 'guide']), 'guide.mdx': guide, 'index.mdx': '---\ntitle: Home\n---\n\nRead the [guide](/guide.mdx).\n' } },
      { name: 'a footer link with it', links: true, files: { 'docs.json': docsJson(['index', 'guide'], '\n  "footer": { "links": [{ "header": "More", "items": [{ "label": "Guide", "href": "/guide.mdx" }] }] },'), 'guide.mdx': guide } },
    ],
  },
  'markdown-copy': {
    ok: [built('a snippet of one line in a table cell', { 'index.mdx': home('import Version from "/snippets/version.mdx";\n\n| tool | version |\n| - | - |\n| CLI | <Version /> |'), 'snippets/version.mdx': '**2.1**\n' })],
    notOk: [built('a `<Snippet file>` of two lines in a table cell (the copy joins them)', { 'index.mdx': home('| tool | set up |\n| - | - |\n| CLI | <Snippet file="steps.mdx" /> |'), 'snippets/steps.mdx': 'Install it\nand run it.\n' })],
  },
  'math-invalid': {
    ok: [built('math KaTeX renders', { 'index.mdx': home('$$\n\\frac{1}{2}\n$$') })],
    notOk: [built('math it cannot', { 'index.mdx': home('$$\n\\frac{1}{\n$$') })],
  },
  'migrate-not-legacy': {
    ok: [migrated('a project with a legacy `mint.json` only', { 'docs.json': null, 'mint.json': MINT_JSON })],
    notOk: [migrated('a project whose `docs.json` is in the current shape, beside a `mint.json`', { 'mint.json': MINT_JSON })],
  },
  'migrate-target-exists': {
    ok: [migrated('a legacy `mint.json` and no `docs.json`', { 'docs.json': null, 'mint.json': MINT_JSON }, true)],
    notOk: [migrated('a `docs.json` in the legacy shape (which `--write` would write over)', { 'docs.json': MINT_JSON }, true)],
  },
  'nav-group-duplicate': {
    ok: [{ name: 'groups of one name in two tabs', files: { 'docs.json': '{\n  "$schema": "https://mintlify.com/docs.json",\n  "theme": "mint",\n  "name": "Example",\n  "colors": { "primary": "#0D7A5F" },\n  "navigation": { "tabs": [{ "tab": "Guides", "groups": [{ "group": "Start", "pages": ["index"] }] }, { "tab": "API", "groups": [{ "group": "Start", "pages": ["guide"] }] }] }\n}\n', 'guide.mdx': guide } }],
    notOk: [{ name: 'two groups of one name side by side', files: { 'docs.json': '{\n  "$schema": "https://mintlify.com/docs.json",\n  "theme": "mint",\n  "name": "Example",\n  "colors": { "primary": "#0D7A5F" },\n  "navigation": { "groups": [{ "group": "Start", "pages": ["index"] }, { "group": "Start", "pages": ["guide"] }] }\n}\n', 'guide.mdx': guide } }],
  },
  'nav-group-empty': {
    ok: [{ name: 'a group with a page, and a hidden one with none', files: { 'docs.json': '{\n  "$schema": "https://mintlify.com/docs.json",\n  "theme": "mint",\n  "name": "Example",\n  "colors": { "primary": "#0D7A5F" },\n  "navigation": { "groups": [{ "group": "Start", "pages": ["index"] }, { "group": "Later", "hidden": true, "pages": [] }] }\n}\n' } }],
    notOk: [{ name: 'a group with no pages', files: { 'docs.json': '{\n  "$schema": "https://mintlify.com/docs.json",\n  "theme": "mint",\n  "name": "Example",\n  "colors": { "primary": "#0D7A5F" },\n  "navigation": { "groups": [{ "group": "Start", "pages": ["index"] }, { "group": "Extras", "pages": [] }] }\n}\n' } }],
  },
  'nav-language-empty': {
    ok: [{ name: 'languages with pages, and a hidden one with none', files: { 'docs.json': '{\n  "$schema": "https://mintlify.com/docs.json",\n  "theme": "mint",\n  "name": "Example",\n  "colors": { "primary": "#0D7A5F" },\n  "navigation": { "languages": [{ "language": "en", "pages": ["index"] }, { "language": "fr", "href": "https://fr.example.com" }, { "language": "de", "hidden": true }] }\n}\n' } }],
    notOk: [{ name: 'a language with no pages', files: { 'docs.json': '{\n  "$schema": "https://mintlify.com/docs.json",\n  "theme": "mint",\n  "name": "Example",\n  "colors": { "primary": "#0D7A5F" },\n  "navigation": { "languages": [{ "language": "en", "pages": ["index"] }, { "language": "fr", "pages": [] }] }\n}\n' } }],
  },
  'nav-page-duplicate': {
    ok: [{ name: 'each page once', files: {} }],
    notOk: [{ name: 'a page listed twice', files: { 'docs.json': docsJson(['index', 'index']) } }],
  },
  'nav-page-extension': {
    ok: [{ name: 'a page named without its extension', files: {} }],
    notOk: [{ name: 'a page named with it', files: { 'docs.json': docsJson(['index.mdx']) } }],
  },
  'nav-page-missing': {
    ok: [{ name: 'every listed page exists', files: { 'docs.json': docsJson(['index', 'guide']), 'guide.mdx': guide } }],
    notOk: [
      { name: 'a listed page that does not', files: { 'docs.json': docsJson(['index', 'guide']) } },
      { name: 'a listed page that another page imports (Mintlify makes it a snippet)', files: { 'docs.json': docsJson(['index', 'guide']), 'guide.mdx': guide, 'index.mdx': home("import Guide from '/guide.mdx';\n\n<Guide />") } },
    ],
  },
  'nav-path-outside': {
    ok: [{ name: 'a page inside the project', files: {} }],
    notOk: [{ name: 'a page above it', files: { 'docs.json': docsJson(['index', '../outside']) } }],
  },
  'og-image-outside': {
    ok: [built('a share image path inside the site', { 'index.mdx': '---\ntitle: Home\nog:image: https://example.com/og.png\ntwitter:image: images/../og.png\n---\n\nWelcome.\n' })],
    notOk: [
      built('a path in front matter that climbs above the site', { 'index.mdx': '---\ntitle: Home\nog:image: https://example.com/og.png\ntwitter:image: ../../og.png\n---\n\nWelcome.\n' }),
      built('a path in `seo.metatags` that climbs above the site', { 'docs.json': docsJson(['index'], '\n  "seo": { "metatags": { "canonical": "https://docs.example.com", "og:image": "/../og.png" } },') }),
    ],
  },
  'feed-link-relative': {
    ok: [
      built('a changelog feed with the site\'s URL in `seo.metatags.canonical`', { 'docs.json': docsJson(['index'], '\n  "seo": { "metatags": { "canonical": "https://docs.example.com" } },'), 'index.mdx': '---\ntitle: Changelog\nrss: true\n---\n\n<Update label="v1">\n  First release.\n</Update>\n' }),
    ],
    notOk: [
      built('a changelog feed with no site URL', { 'index.mdx': '---\ntitle: Changelog\nrss: true\n---\n\n<Update label="v1">\n  First release.\n</Update>\n' }),
    ],
  },
  'site-url-path': {
    ok: [
      built('a canonical naming the site\'s origin only', { 'docs.json': docsJson(['index'], '\n  "seo": { "metatags": { "canonical": "https://docs.example.com" } },') }),
    ],
    notOk: [
      built('a canonical with a path, and no `--base-url` giving the base path', { 'docs.json': docsJson(['index'], '\n  "seo": { "metatags": { "canonical": "https://example.com/docs" } },') }),
    ],
  },
  'og-image-relative': {
    ok: [
      built('a share image at an absolute URL', { 'index.mdx': '---\ntitle: Home\nog:image: https://example.com/og.png\n---\n\nWelcome.\n' }),
      built('a site path with the site\'s URL in `seo.metatags.canonical`', { 'docs.json': docsJson(['index'], '\n  "seo": { "metatags": { "canonical": "https://docs.example.com", "og:image": "/images/og.png" } },'), 'index.mdx': '---\ntitle: Home\ntwitter:image: /images/og.png\n---\n\nWelcome.\n' }),
    ],
    notOk: [
      built('a site path in front matter, with no site URL', { 'index.mdx': '---\ntitle: Home\nog:image: /images/og.png\n---\n\nWelcome.\n' }),
      built('a site path in `seo.metatags`, with no site URL', { 'docs.json': docsJson(['index'], '\n  "seo": { "metatags": { "og:image": "images/og.png" } },') }),
    ],
  },
  'openapi-extension-no-effect': {
    ok: [{ name: 'an operation with `x-mint` pills and metadata', command: 'build', files: { 'docs.json': docsJson(['index', 'plants'], '\n  "api": { "openapi": "openapi.json" },'), 'openapi.json': '{ "openapi": "3.0.3", "info": { "title": "API", "version": "1" }, "paths": { "/plants": { "get": { "x-mint": { "metadata": { "title": "Plants" } }, "parameters": [{ "name": "shelf", "in": "query", "schema": { "type": "string", "x-mint": { "post": ["indexed"] } } }], "responses": { "200": { "description": "OK" } } } } } }\n', 'plants.mdx': '---\ntitle: Plants\nopenapi: GET /plants\n---\n' } }],
    notOk: [{ name: 'one shown to a group of readers only', command: 'build', files: { 'docs.json': docsJson(['index', 'plants'], '\n  "api": { "openapi": "openapi.json" },'), 'openapi.json': '{ "openapi": "3.0.3", "info": { "title": "API", "version": "1" }, "paths": { "/plants": { "get": { "x-mint": { "groups": ["staff"] }, "responses": { "200": { "description": "OK" } } } } } }\n', 'plants.mdx': '---\ntitle: Plants\nopenapi: GET /plants\n---\n' } }],
  },
  'openapi-invalid': {
    ok: [{ name: 'a spec with its `info`', files: { 'docs.json': docsJson(['index'], '\n  "api": { "openapi": "openapi.json" },'), 'openapi.json': '{ "openapi": "3.0.3", "info": { "title": "API", "version": "1" }, "paths": { "/plants": { "get": { "responses": { "200": { "description": "OK" } } } } } }\n' } }],
    notOk: [{ name: 'a spec without', files: { 'docs.json': docsJson(['index'], '\n  "api": { "openapi": "openapi.json" },'), 'openapi.json': '{ "openapi": "3.0.3", "paths": {} }\n' } }],
  },
  'openapi-directory': {
    ok: [{ name: 'a `directory` inside the project', files: { 'docs.json': openapiGroup('api/plants'), 'openapi.json': TINY_OPENAPI } }],
    notOk: [
      { name: 'a `directory` that leads out of it (`check`)', files: { 'docs.json': openapiGroup('../plants'), 'openapi.json': TINY_OPENAPI } },
      { name: 'a `directory` that leads out of it (`build`)', command: 'build', files: { 'docs.json': openapiGroup('../plants'), 'openapi.json': TINY_OPENAPI } },
    ],
  },
  'openapi-operation-missing': {
    ok: [
      { name: 'a page of an operation the spec has', files: { 'docs.json': docsJson(['index', 'plants'], '\n  "api": { "openapi": "openapi.json" },'), 'openapi.json': '{ "openapi": "3.0.3", "info": { "title": "API", "version": "1" }, "paths": { "/plants": { "get": { "responses": { "200": { "description": "OK" } } } } } }\n', 'plants.mdx': '---\ntitle: Plants\nopenapi: GET /plants\n---\n' } },
      { name: 'a schema page of a schema the spec defines', files: { 'docs.json': docsJson(['index', 'plant'], '\n  "api": { "openapi": "openapi.json" },'), 'openapi.json': '{ "openapi": "3.0.3", "info": { "title": "API", "version": "1" }, "paths": {}, "components": { "schemas": { "Plant": { "type": "object" } } } }\n', 'plant.mdx': '---\ntitle: Plant\nopenapi-schema: Plant\n---\n' } },
    ],
    notOk: [
      { name: 'a page of one it does not', files: { 'docs.json': docsJson(['index', 'plants'], '\n  "api": { "openapi": "openapi.json" },'), 'openapi.json': '{ "openapi": "3.0.3", "info": { "title": "API", "version": "1" }, "paths": { "/plants": { "get": { "responses": { "200": { "description": "OK" } } } } } }\n', 'plants.mdx': '---\ntitle: Plants\nopenapi: POST /plants\n---\n' } },
      { name: 'a schema page of a schema the spec does not define', files: { 'docs.json': docsJson(['index', 'plant'], '\n  "api": { "openapi": "openapi.json" },'), 'openapi.json': '{ "openapi": "3.0.3", "info": { "title": "API", "version": "1" }, "paths": {}, "components": { "schemas": { "Plant": { "type": "object" } } } }\n', 'plant.mdx': '---\ntitle: Plant\nopenapi-schema: Seed\n---\n' } },
    ],
  },
  'openapi-operation-shadowed': {
    ok: [{ name: 'an operation one spec defines', files: { 'docs.json': docsJson(['index', 'plants'], '\n  "api": { "openapi": ["plants.json", "seeds.json"] },'), 'plants.json': '{ "openapi": "3.0.3", "info": { "title": "Plants", "version": "1" }, "paths": { "/plants": { "get": { "responses": { "200": { "description": "OK" } } } } } }\n', 'seeds.json': '{ "openapi": "3.0.3", "info": { "title": "Seeds", "version": "1" }, "paths": { "/seeds": { "get": { "responses": { "200": { "description": "OK" } } } } } }\n', 'plants.mdx': '---\ntitle: Plants\nopenapi: GET /plants\n---\n' } }],
    notOk: [{ name: 'an operation two specs define', files: { 'docs.json': docsJson(['index', 'plants'], '\n  "api": { "openapi": ["plants.json", "v2.json"] },'), 'plants.json': '{ "openapi": "3.0.3", "info": { "title": "Plants", "version": "1" }, "paths": { "/plants": { "get": { "responses": { "200": { "description": "OK" } } } } } }\n', 'v2.json': '{ "openapi": "3.0.3", "info": { "title": "Plants v2", "version": "2" }, "paths": { "/plants": { "get": { "responses": { "200": { "description": "OK" } } } } } }\n', 'plants.mdx': '---\ntitle: Plants\nopenapi: GET /plants\n---\n' } }],
  },
  'openapi-ref': {
    ok: [{ name: 'a `$ref` to a schema the spec has', files: { 'docs.json': docsJson(['index'], '\n  "api": { "openapi": "openapi.json" },'), 'openapi.json': '{ "openapi": "3.0.3", "info": { "title": "API", "version": "1" }, "paths": { "/plants": { "get": { "responses": { "200": { "description": "OK", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Plant" } } } } } } } }, "components": { "schemas": { "Plant": { "type": "object" } } } }\n' } }],
    notOk: [{ name: 'a `$ref` to one it does not', files: { 'docs.json': docsJson(['index'], '\n  "api": { "openapi": "openapi.json" },'), 'openapi.json': '{ "openapi": "3.0.3", "info": { "title": "API", "version": "1" }, "paths": { "/plants": { "get": { "responses": { "200": { "description": "OK", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Plant" } } } } } } } } }\n' } }],
  },
  'openapi-schema-cut': {
    ok: [{ name: 'a response nested 3 levels deep', command: 'build', files: { 'docs.json': docsJson(['index', 'plants'], '\n  "api": { "openapi": "openapi.json" },'), 'openapi.json': nestedOpenapi(3), 'plants.mdx': '---\ntitle: Plants\nopenapi: GET /plants\n---\n' } }],
    notOk: [{ name: 'one nested 14 levels deep', command: 'build', files: { 'docs.json': docsJson(['index', 'plants'], '\n  "api": { "openapi": "openapi.json" },'), 'openapi.json': nestedOpenapi(14), 'plants.mdx': '---\ntitle: Plants\nopenapi: GET /plants\n---\n' } }],
  },
  'openapi-source': {
    ok: [{ name: 'a spec that exists', files: { 'docs.json': docsJson(['index'], '\n  "api": { "openapi": "openapi.json" },'), 'openapi.json': '{ "openapi": "3.1.0", "info": { "title": "API", "version": "1" }, "paths": {} }\n' } }],
    notOk: [{ name: 'a spec that does not', files: { 'docs.json': docsJson(['index'], '\n  "api": { "openapi": "openapi.json" },') } }],
  },
  'openapi-syntax': {
    ok: [{ name: 'a spec in JSON', files: { 'docs.json': docsJson(['index'], '\n  "api": { "openapi": "openapi.json" },'), 'openapi.json': '{ "openapi": "3.1.0", "info": { "title": "API", "version": "1" }, "paths": {} }\n' } }],
    notOk: [{ name: 'a spec cut short', files: { 'docs.json': docsJson(['index'], '\n  "api": { "openapi": "openapi.json" },'), 'openapi.json': '{ "openapi": "3.1.0", "info": {\n' } }],
  },
  'page-extension': {
    ok: [{ name: 'a page in lower case', files: { 'docs.json': docsJson(['index', 'guide']), 'guide.mdx': guide } }],
    notOk: [{ name: 'a file in upper case that no entry lists', files: { 'guide.MDX': guide } }],
  },
  'page-not-in-nav': {
    ok: [
      { name: 'every page listed', files: { 'docs.json': docsJson(['index', 'guide']), 'guide.mdx': guide } },
      { name: 'the home page `index.mdx` unlisted: it is reached at `/`', files: { 'docs.json': docsJson(['guide']), 'guide.mdx': guide } },
    ],
    notOk: [{ name: 'a page on disk that no entry lists', files: { 'guide.mdx': guide } }],
  },
  'page-url-collision': {
    ok: [{ name: 'one file for the URL', files: { 'docs.json': docsJson(['index', 'guide']), 'guide.mdx': guide } }],
    notOk: [
      { name: '`guide.md` beside `guide.mdx`', files: { 'docs.json': docsJson(['index', 'guide']), 'guide.mdx': guide, 'guide.md': guide } },
      { name: '`Guide.mdx` beside `guide.mdx` (a warning: both are built, one overwrites the other where names fold case)', files: { 'docs.json': docsJson(['index', 'guide', 'Guide']), 'guide.mdx': guide, 'Guide.mdx': guide } },
    ],
  },
  'parse-error': {
    ok: [
      { name: 'a `.md` page that compiles as MDX', files: { 'docs.json': docsJson(['index', 'guide']), 'guide.md': guide } },
      { name: 'an `.mdx` page whose tags close and whose expressions are JavaScript', files: { 'docs.json': docsJson(['index', 'guide']), 'guide.mdx': '---\ntitle: Guide\n---\n\n<Note>\nWater {2 * 3} times a week.\n</Note>\n' } },
    ],
    notOk: [
      { name: 'an `.mdx` page with a tag that never closes', files: { 'docs.json': docsJson(['index', 'guide']), 'guide.mdx': '---\ntitle: Guide\n---\n\n<Note>\nWater twice a week.\n' } },
      { name: 'an `.mdx` page with an expression that is not JavaScript', files: { 'docs.json': docsJson(['index', 'guide']), 'guide.mdx': '---\ntitle: Guide\n---\n\nWater {2 *} times a week.\n' } },
      { name: 'a snippet with a tag that never closes, imported by two pages (reported once, at the snippet)', files: { 'docs.json': docsJson(['index', 'guide']), 'index.mdx': home("import Tip from '/snippets/tip.mdx';\n\n<Tip />"), 'guide.mdx': "---\ntitle: Guide\n---\n\nimport Tip from '/snippets/tip.mdx';\n\n<Tip />\n", 'snippets/tip.mdx': '<Note>\nWater twice a week.\n' } },
    ],
  },
  'path-outside': {
    ok: [built('a snippet inside the project', { 'index.mdx': home("import Note from '/snippets/note.mdx';\n\n<Note />"), 'snippets/note.mdx': 'A note.\n' })],
    notOk: [built('a snippet above it', { 'index.mdx': home("import Note from '../../note.mdx';\n\n<Note />") })],
  },
  'redirect-skipped': {
    ok: [{ name: 'a redirect from an old URL', files: { 'docs.json': docsJson(['index'], '\n  "redirects": [{ "source": "/old", "destination": "/" }],') } }],
    notOk: [{ name: "a redirect from a page's own URL", files: { 'docs.json': docsJson(['index', 'guide'], '\n  "redirects": [{ "source": "/guide", "destination": "/" }],'), 'guide.mdx': guide } }],
  },
  'sdk-reference': {
    ok: [built('a page without `sdk` front matter', { 'index.mdx': '---\ntitle: Home\n---\n\nThe client.\n' })],
    notOk: [
      built('a page naming an SDK symbol to compose', { 'index.mdx': '---\ntitle: Home\nsdk: "class Client"\n---\n\nThe client.\n' }),
      built('two `sdk` entries that generate the same pages (the same artifact, the same folder)', { 'docs.json': sdkTabs(['typedoc.json', 'typedoc.json']), 'typedoc.json': TINY_TYPEDOC }),
      built('an SDK artifact that is not JSON (reported at its line and column)', { 'docs.json': sdkTabs(['typedoc.json']), 'typedoc.json': TINY_TYPEDOC.replace('"kind":1,', '"kind":1\n') }),
    ],
  },
  'skill-description': skillExamples('a `skill.md` with a description', 'a `skill.md` with no description', '---\nname: plant-care\n---\n\nUse the guides.\n'),
  'skill-duplicate': {
    ok: [built('one `skill.md`', { 'skill.md': goodSkill })],
    notOk: [built('a `skill.md` and a `SKILL.md`', { 'skill.md': goodSkill, 'SKILL.md': goodSkill })],
  },
  'skill-field': skillExamples('a `skill.md` with known fields only', 'a `skill.md` with a field the format does not know', '---\nname: plant-care\ndescription: Answers questions about house plants.\ncolour: green\n---\n\nUse the guides.\n'),
  'skill-frontmatter': skillExamples('a `skill.md` with front matter', 'a `skill.md` with none', 'Use the guides.\n'),
  'skill-name': skillExamples('a `skill.md` with a lower-case name', 'a `skill.md` with a name with capitals and spaces', '---\nname: Plant Care\ndescription: Answers questions about house plants.\n---\n\nUse the guides.\n'),
  'snippet-cycle': {
    ok: [
      built('a snippet that imports another', { 'index.mdx': home("import A from '/snippets/a.mdx';\n\n<A />"), 'snippets/a.mdx': "import B from '/snippets/b.mdx';\n\n<B />\n", 'snippets/b.mdx': 'B.\n' }),
      { name: 'two snippets that import one (`check`)', files: { 'index.mdx': home("import A from '/snippets/a.mdx';\nimport B from '/snippets/b.mdx';\n\n<A />\n<B />"), 'snippets/a.mdx': "import C from '/snippets/c.mdx';\n\n<C />\n", 'snippets/b.mdx': "import C from '/snippets/c.mdx';\n\n<C />\n", 'snippets/c.mdx': 'C.\n' } },
    ],
    notOk: [
      built('snippets that import each other', { 'index.mdx': home("import A from '/snippets/a.mdx';\n\n<A />"), 'snippets/a.mdx': "import B from '/snippets/b.mdx';\n\n<B />\n", 'snippets/b.mdx': "import A from '/snippets/a.mdx';\n\n<A />\n" }),
      { name: 'snippets that import each other (`check`, at each import on the circle)', files: { 'index.mdx': home("import A from '/snippets/a.mdx';\n\n<A />"), 'snippets/a.mdx': "import B from '/snippets/b.mdx';\n\n<B />\n", 'snippets/b.mdx': "import A from '/snippets/a.mdx';\n\n<A />\n" } },
    ],
  },
  'snippet-default-export': {
    ok: [built('a snippet whose component is a named export', { 'index.mdx': home("import { Badge } from '/snippets/badge.mdx';\n\n<Badge />"), 'snippets/badge.mdx': 'export const Badge = () => <span>New</span>;\n' })],
    notOk: [built('a snippet whose content is only an `export default`', { 'index.mdx': home("import Badge from '/snippets/badge.mdx';\n\n<Badge />"), 'snippets/badge.mdx': 'export default function Badge() {\n  return <span>New</span>;\n}\n' })],
  },
  'snippet-export-missing': {
    ok: [
      built('a name the snippet exports', { 'index.mdx': home("import { plan } from '/snippets/plans.mdx';\n\nThe {plan} plan."), 'snippets/plans.mdx': "export const plan = 'Team';\n" }),
      { name: 'a name a `.jsx` snippet exports (`check`)', files: { 'index.mdx': home("import { Gauge } from '/snippets/gauge.jsx';\n\n<Gauge value={3} />"), 'snippets/gauge.jsx': 'export const Gauge = ({ value }) => <meter value={value} />;\n' } },
    ],
    notOk: [
      built('a name the snippet does not export', { 'index.mdx': home("import { plans } from '/snippets/plans.mdx';\n\nThe {plans} plan."), 'snippets/plans.mdx': "export const plan = 'Team';\n" }),
      built('a name the snippet re-exports from another file', { 'index.mdx': home("import { plan } from '/snippets/plans.mdx';\n\nThe {plan} plan."), 'snippets/plans.mdx': "export { plan } from '/snippets/names.mdx';\n", 'snippets/names.mdx': "export const plan = 'Team';\n" }),
      { name: 'a name the snippet does not export, in a snippet a page uses (`check`, at the name in the snippet)', files: { 'index.mdx': home("import Pricing from '/snippets/pricing.mdx';\n\n<Pricing />"), 'snippets/pricing.mdx': "import { plans } from '/snippets/plans.mdx';\n\nThe {plans} plan.\n", 'snippets/plans.mdx': "export const plan = 'Team';\n" } },
    ],
  },
  'snippet-inline': {
    ok: [built('a snippet on a line of its own, and a `.jsx` component inside a sentence', { 'index.mdx': home("import Install from '/snippets/install.mdx';\nimport { Key } from '/snippets/key.jsx';\n\n<Install />\n\nPress <Key name=\"Enter\" /> to go on."), 'snippets/install.mdx': 'Run the installer.\n', 'snippets/key.jsx': 'export const Key = ({ name }) => <kbd>{name}</kbd>;\n' })],
    notOk: [built('a snippet inside a sentence', { 'index.mdx': home("import Version from '/snippets/version.mdx';\n\nThe current release is <Version />."), 'snippets/version.mdx': '4.2\n' })],
  },
  'snippet-missing': {
    ok: [built('a snippet that exists', { 'index.mdx': home("import Note from '/snippets/note.mdx';\n\n<Note />"), 'snippets/note.mdx': 'A note.\n' })],
    notOk: [
      built('a snippet that does not', { 'index.mdx': home("import Note from '/snippets/note.mdx';\n\n<Note />") }),
      built('a folder where the snippet should be', { 'index.mdx': home("import Note from '/snippets/note.mdx';\n\n<Note />"), 'snippets/note.mdx/draft.md': 'A draft.\n' }),
      built('a `.jsx` component that does not exist', { 'index.mdx': home("import Chart from '/snippets/chart.jsx';\n\n<Chart />") }),
      built('a snippet the `.mintignore` leaves out (Mintlify resolves no import of it)', { '.mintignore': 'snippets/drafts/\n', 'index.mdx': home("import Plan from '/snippets/drafts/plan.mdx';\n\n<Plan />"), 'snippets/drafts/plan.mdx': 'A plan.\n' }),
    ],
  },
};
