import { describe, expect, test } from '@jest/globals';
import { renderContent } from '../../../src/render/page/page.js';
import { makeProject } from '../helpers.js';
import { parsePage } from '../../../src/parse/index.js';
import { collectLinks } from '../../../src/parse/page-links.js';
import { CLOBBER_PREFIX } from '../../../src/render/safety/clobber.js';

async function render(source: string, file = 'page.mdx') {
  const root = makeProject({});
  return renderContent({ root, file: `${root}/${file}`, source, basePath: '', snippets: new Map() }, file.replace(/\.mdx?$/, ''));
}

describe('frames', () => {
  test('an iframe to /images/x.svg is removed with a warning (MDX)', async () => {
    const { html, diagnostics } = await render('Before\n\n<iframe src="/images/x.svg" />\n\n<iframe src="https://www.youtube.com/embed/abc" />\n');
    expect(html).not.toContain('/images/x.svg');
    expect(html).toContain('src="https://www.youtube.com/embed/abc"');
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual(['3:1 Unexpected `<iframe>` source `/images/x.svg`, expected a page or an external URL: it is not emitted']);
  });

  test('an iframe to a relative or escaped project file is removed (raw HTML)', async () => {
    const { html } = await render('<iframe src="images/x.svg"></iframe>\n\n<iframe src="/data/feed%2Exml"></iframe>\n\n<iframe src="/quickstart"></iframe>\n', 'guide/page.md');
    expect(html).not.toMatch(/x\.svg|feed/);
    expect(html).toContain('src="/quickstart"');
  });
});

describe('embeds', () => {
  test('an <iframe> or <video> attribute the embed leaves out (srcdoc, sandbox, id, preload) is a warning, not lost silently; className and frameBorder are restyled, lower-case allowfullscreen is kept, style is judged as on any element', async () => {
    const source = [
      '<iframe src="https://www.youtube.com/embed/abc" className="w-full" frameBorder="0" allowfullscreen srcdoc="<b>x</b>" sandbox="" id="tour" style={{ borderRadius: "0.5rem", background: "url(https://evil.example/x.png)" }} />',
      '',
      '<video src="https://example.com/v.mp4" controls className="w-full" preload="none" />',
      '',
      '<iframe src="https://www.youtube.com/embed/def" title="Tour" allowFullScreen />',
      '',
    ].join('\n');
    const { html, diagnostics } = await render(source);
    expect(html).toContain('allowfullscreen');
    expect(html).not.toMatch(/srcdoc|sandbox|preload|id="tour"|evil/);
    expect(html).toContain('border-radius:0.5rem');
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual([
      '1:1 component-render Unexpected attributes `srcdoc`, `sandbox`, `id` on `<iframe>`, expected `src`, `title`, `width`, `height`, `allow` or `allowFullScreen` with a literal value: they are not emitted',
      '3:1 component-render Unexpected attribute `preload` on `<video>`, expected `src`, `controls`, `autoPlay`, `muted`, `loop`, `playsInline`, `poster`, `width` or `height` with a literal value: it is not emitted',
      '1:139 html-unsafe Unexpected value `url(https://evil.example/x.png)` of CSS property `background` in `style` on `<iframe>`, expected plain CSS without `url()`, escapes or comments: it is not emitted',
    ]);
  });
});

describe('heading ids', () => {
  test("Mintlify's anchors: dots become hyphens and a repeat gets -2", async () => {
    const { html, toc } = await render('## container.transport\n\n## Overview\n\n## Overview\n');
    expect(html).toContain('<h2 id="container-transport">');
    expect(toc.map((entry) => entry.id)).toEqual(['container-transport', 'overview', 'overview-2']);
  });

  test('a heading whose text makes no anchor gets no id', async () => {
    const { html } = await render('## 🎉\n\n## 🎉\n');
    expect(html).not.toContain('id=');
  });

  test('a custom {#id} heading renders with the prefixed id, and in-page links follow it', async () => {
    for (const file of ['page.mdx', 'page.md']) {
      const { html, diagnostics } = await render('## Set up {#cli}\n\nSee [setup](#cli).\n', file);
      expect(diagnostics).toEqual([]);
      expect(html).toContain('<h2 id="user-content-cli">Set up<a class="dw-anchor" href="#user-content-cli"');
      expect(html).toContain('href="#user-content-cli">setup</a>');
      expect(html).not.toContain('{#cli}');
    }
  });
});

describe('<Snippet file>', () => {
  test('includes a file of snippets/, as Mintlify still does; a missing one is an error at the tag', async () => {
    const root = makeProject({ 'snippets/part.mdx': '## From the part\n\nShared **text**.\n' });
    const source = '<Snippet file="part.mdx" />\n\n<Snippet file="gone.mdx" />\n';
    const { html, diagnostics } = await renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map() }, 'page');
    expect(html).toContain('<h2 id="from-the-part">');
    expect(html).toContain('Shared <strong>text</strong>');
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual(['3:1 snippet-missing Missing snippet `snippets/gone.mdx`, expected a file of the project']);
  });
});

describe('snippet props in code blocks', () => {
  test("a `{name}` in a snippet's code block becomes the string prop passed for it, as Mintlify inlines it; others stay", async () => {
    const root = makeProject({ 'snippets/call.mdx': 'Call it:\n\n```bash\ncurl -H "Key: {apiKey}" {base}/v1 -d \'{ "a": {count} }\'\n```\n\nThen `{apiKey}` inline.\n' });
    const source = "import Call from '/snippets/call.mdx'\n\n<Call apiKey=\"sk_test\" base=\"https://kettle.example\" count={2} />\n";
    const { html } = await renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map() }, 'page');
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('curl -H "Key: sk_test" https://kettle.example/v1');
    expect(text).toContain('{count}');
    expect(text).toContain('Then {apiKey} inline.');
  });
});

describe('math (KaTeX loads only for a page that may have it)', () => {
  test("math that only a snippet holds is drawn with KaTeX, though the page's own text has none", async () => {
    const root = makeProject({ 'snippets/sum.mdx': '$$\n\\sum_{i=1}^{n} x_i\n$$\n\nInline $x^2$ too.\n' });
    const source = '<Snippet file="sum.mdx" />\n';
    const { html, uses, diagnostics } = await renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map() }, 'page');
    expect(uses.math).toBe(true);
    expect(html).toContain('class="katex-display"');
    expect(html).toContain('<span class="katex">');
    expect(diagnostics.filter((d) => d.ruleId === 'math-invalid')).toEqual([]);
  });

  test('a page of math and one of none render side by side (no KaTeX is asked for on the second)', async () => {
    const [withMath, without] = await Promise.all([render('Inline $a+b$ here.\n'), render('No math, only **text**.\n')]);
    expect(withMath.html).toContain('<span class="katex">');
    expect(without.html).not.toContain('katex');
    expect(without.uses.math).toBe(false);
  });
});

describe('typography', () => {
  test("the page shows Mintlify's quotes, dashes and ellipses; code and the Markdown copy keep what the author wrote", async () => {
    const source = 'Don\'t fill past the "max" line -- it spills... `don\'t`\n\n```sh\necho "a" -- b...\n```\n';
    const { html, markdown } = await render(source);
    expect(html).toContain('<p>Don’t fill past the “max” line — it spills… <code>don\'t</code></p>');
    expect(html).toContain('"a"');
    expect(markdown).toBe(source);
  });
});

describe('heading ids agree with check --links', () => {
  /** The page's heading ids as rendered, and the anchors `check --links` expects of the same source. */
  async function both(source: string): Promise<{ page: string[]; check: string[] }> {
    const { html } = await render(source);
    const page = [...html.matchAll(/<h[1-6] id="([^"]+)"/g)].map((match) => (match[1] ?? '').replace(CLOBBER_PREFIX, ''));
    const check = [...collectLinks(parsePage({ path: 'page.mdx', value: source }).tree).anchors];
    return { page, check };
  }

  test("a heading's quotes take the page's context; an expression is no part of its id", async () => {
    const { page, check } = await both('export const v = \'1.2\';\n\nRead this.\n## "Quoted" -- title\n\n## Version {v}\n\n## Version {v}\n');
    expect(page).toEqual(['”quoted”-—-title', 'version', 'version-2']);
    expect(check).toEqual(page);
  });

  test('an id the author gave counts for the `-2` of a later heading with the same anchor', async () => {
    const { page, check } = await both('## First {#setup}\n\n## Setup\n\n<h3 id="setup">Third</h3>\n');
    expect(page).toEqual(['setup', 'setup-2', 'setup-3']);
    expect(check).toEqual(page);
  });

  test("code in a heading keeps its straight quotes in the id, as Mintlify's table of contents takes it", async () => {
    const { page, check } = await both('## `set("key")` it\'s\n');
    expect(page).toEqual(['set-key-it’s']);
    expect(check).toEqual(page);
  });

  test('a custom id on h1-h6 is an anchor, cleaned as Mintlify cleans it', async () => {
    const { page, check } = await both('## Set up {#cli}\n\n##### Detail {#detail}\n\n###### Six {#six:x}\n\n<h5 id="five">Five</h5>\n');
    // `<h5 id="five">` alone in its paragraph is a block Mintlify removes with its content, as docwright does: no anchor.
    expect(page).toEqual(['cli', 'detail', 'sixx']);
    expect(check).toEqual(page);
  });
});

describe('heading levels', () => {
  test('h5 and h6 get no id, as on Mintlify', async () => {
    const { html } = await render('#### Four\n\n##### Five\n\n###### Six\n');
    expect(html).toContain('<h4 id="four">');
    expect(html).toContain('<h5>Five</h5>');
    expect(html).toContain('<h6>Six</h6>');
  });
});

describe('components written in code', () => {
  test('a component from a .jsx snippet runs in the sandbox (one that throws is a placeholder with a warning); a TypeScript one shows its children, with one warning', async () => {
    const root = makeProject({
      'snippets/banner.jsx': 'export const Banner = ({ children }) => { throw new Error("ran"); };\n',
      'snippets/ribbon.jsx': 'export const Ribbon = ({ children }) => <div className="ribbon">{children}</div>;\n',
      'snippets/flag.tsx': 'export const Flag = ({ children }: { children: unknown }) => children;\n',
    });
    const source = "import { Banner } from '/snippets/banner.jsx'\nimport { Ribbon } from '/snippets/ribbon.jsx'\nimport { Flag } from '/snippets/flag.tsx'\nimport Chart from 'some-chart-package'\n\n<Banner>Hello **there**</Banner>\n\n<Ribbon>Tied **up**</Ribbon>\n\n<Flag>Waved</Flag>\n\n<Flag />\n\n<Chart />\n";
    const { html, diagnostics } = await renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map() }, 'page');
    expect(html).toContain('<span class="dw-custom-failed" data-component="Banner">Component <code>Banner</code> could not be rendered</span>');
    expect(html).toContain('<div class="ribbon">Tied <strong>up</strong></div>');
    expect(html).toContain('Waved');
    expect(html.match(/data-component="Flag"/g)).toHaveLength(1);
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual([
      '6:1 component-render Unexpected failure rendering component `Banner` (Error: ran), expected a component that renders: a placeholder is shown',
      '10:1 component-static Unexpected component `Flag` from code in `/snippets/flag.tsx`, expected a component docwright can render statically: only its children are shown',
      // A package import binds nothing: Mintlify imports only local files ("Only local imports are supported").
      '14:1 component-known Unexpected component `<Chart>` imported from package `some-chart-package`, expected a registry component or a local import (`/snippets/…`): Mintlify imports only local files',
    ]);
  });
});

describe('default exports of code files', () => {
  test('a .jsx file\'s default export (a name, a named or unnamed function) renders as the name it is imported under, beside a named export', async () => {
    const root = makeProject({
      'snippets/gauge.jsx': 'const Gauge = ({ level }) => <span className="gauge">{level}</span>;\nexport default Gauge;\n',
      'snippets/dial.jsx': 'export default function Dial({ to }) { return <b>dial {to}</b>; }\n',
      'snippets/knob.jsx': 'export const Cap = () => <u>cap</u>;\n\nexport default ({ turn }) => <i>knob {turn} <Cap /></i>;\n',
    });
    const source = "import Meter from '/snippets/gauge.jsx'\nimport Dial from '/snippets/dial.jsx'\nimport Knob, { Cap } from '/snippets/knob.jsx'\n\n<Meter level={3} />\n\n<Dial to=\"nine\" />\n\n<Knob turn=\"left\" />\n\n<Cap />\n";
    const { html, diagnostics } = await renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map() }, 'page');
    expect(diagnostics).toEqual([]);
    expect(html).toContain('<span class="gauge">3</span>');
    expect(html).toContain('<b>dial nine</b>');
    expect(html).toContain('<i>knob left <u>cap</u></i>');
  });
});

describe('where a rendered link is written', () => {
  test("a link a component makes (a tooltip's) is placed at its `href` as written, as every other link at its own attribute", async () => {
    const { links } = await render('---\ntitle: Kettle\n---\n\nIntro.\n\nA <Tooltip tip="Boils water" cta="Read more" href="/gone-tooltip">kettle</Tooltip> here.\n\n<Card title="Card" href="/gone-card">Body</Card>\n');
    expect(links.map((l) => `${l.line}:${l.column} ${l.href}`)).toEqual(['7:46 /gone-tooltip', '9:20 /gone-card']);
  });
});

describe('the Markdown copy and <Visibility> (as Mintlify’s Markdown view)', () => {
  test('leaves out `for="humans"` and an unknown audience, keeps `for="agents"` content without its tag, keeps a dynamic one', async () => {
    const source = [
      '# Setup',
      '',
      '<Visibility for="humans">',
      '  Click the **blue** button.',
      '</Visibility>',
      '',
      '<Visibility for="agents">',
      '  Call `POST /setup` first.',
      '',
      '  - then poll',
      '</Visibility>',
      '',
      'Shared <Visibility for="humans">people only</Visibility>text.',
      '',
      '<Visibility for="robots">',
      'Gone too.',
      '</Visibility>',
      '',
      '<Visibility for={audience}>Kept as written.</Visibility>',
      '',
      'End.',
      '',
    ].join('\n');
    const { markdown, html } = await render(source);
    expect(markdown).toBe('# Setup\n\nCall `POST /setup` first.\n\n- then poll\n\nShared text.\n\n<Visibility for={audience}>Kept as written.</Visibility>\n\nEnd.\n');
    expect(html).toContain('Click the <strong>blue</strong> button.');
  });

  test('resolves Visibility in a copy written from the tree (a page with a snippet)', async () => {
    const root = makeProject({ 'snippets/part.mdx': 'From the part.\n' });
    const source = '<Snippet file="part.mdx" />\n\n<Visibility for="humans">\n  Only people.\n</Visibility>\n\n<Visibility for="agents">\n  Only agents.\n</Visibility>\n';
    const { markdown } = await renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map() }, 'page');
    expect(markdown).toContain('From the part.');
    expect(markdown).toContain('Only agents.');
    expect(markdown).not.toMatch(/Only people|Visibility/);
  });
});

describe('what only lint rules saw, reported by the build too', () => {
  test('a `:::note` admonition and a code block option no block reads are warnings at their place, under the rule ids', async () => {
    const source = '# Guide\n\n:::note\nRestart first.\n:::\n\n```js filename="app.js"\nrun();\n```\n\n```md\n:::tip\n```\n';
    const { diagnostics } = await render(source);
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.severity}`)).toEqual(['3:1 admonition-syntax warn', '7:1 code-meta-known warn']);
    expect(diagnostics[0]?.message).toBe('Unexpected admonition `:::note`, expected `<Note>`: Mintlify shows `:::` lines as text');
    expect(diagnostics[1]?.message).toContain('Unexpected code block option `filename`');
  });

  test('a table row’s cells past the header’s columns are dropped, as GFM and Mintlify drop them, with a `table-cells` warning at the first', async () => {
    const source = '| Operator | Meaning |\n| --- | --- |\n| `a|b` | Either value |\n| `a\\|b` | Escaped pipe |\n| `&&` | Both | |\n';
    const { html, diagnostics } = await render(source);
    expect(html).not.toContain('Either value');
    expect(html).toContain('Escaped pipe');
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.severity}`)).toEqual(['3:11 table-cells warn']);
    expect(diagnostics[0]?.message).toBe("Unexpected cell `Either value` past the table's 2 columns, expected at most 2 cells in a row (`\\|` for a pipe inside a cell): it is not shown");
  });

  test('dollar amounts read as inline math are drawn as math, as Mintlify draws them, with a `math-dollar` warning; a formula or `\\$` is none', async () => {
    const source = 'It costs $5 to $10 a month.\n\nThe energy is $E = mc^2$ and \\$3 flat.\n';
    const { html, diagnostics } = await render(source);
    expect(html).not.toContain('$5');
    expect(html).toContain('$3 flat');
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.severity}`)).toEqual(['1:10 math-dollar warn']);
    expect(diagnostics[0]?.message).toContain('Unexpected inline math `$5 to $`, expected `\\$` for a dollar sign');
  });

  test('a `.md` page’s import and export lines are left out, as Mintlify compiles the page as MDX, and warned at each block', async () => {
    const source = '---\ntitle: Install\n---\n\nimport Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\nImport the rest by hand.\n\nexport const v = 2;\n';
    const { html, diagnostics } = await render(source, 'guide.md');
    expect(html).toBe('<p>Import the rest by hand.</p>');
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message.split(' in a ')[0]}`)).toEqual([
      "5:1 md-page-import Unexpected Docusaurus import `import Tabs from '@theme/Tabs';`",
      '10:1 md-page-import Unexpected export `export const v = 2;`',
    ]);
    // A README is not compiled by Mintlify, and an `.mdx` page's imports are code already.
    expect((await render('import Tabs from \'@theme/Tabs\';\n', 'README.md')).html).toContain('import Tabs');
  });

  test('a `.md` page’s expressions and components are one finding each, under the lint rule’s id, at its place, with the name as written', async () => {
    const source = 'Boil {2 * 3} cups. {/* later */}\n\n<Tabs>\n  <TabItem value="a" label="A">\n    One\n  </TabItem>\n</Tabs>\n\nPress <Icon icon="play" /> now.\n\n<tabitem>Two</tabitem>\n';
    const { html, diagnostics } = await render(source, 'guide.md');
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${(d.message.split(' in a ')[0] ?? '').split(', expected')[0]}`)).toEqual([
      '1:6 md-page-expression Unexpected expression `{2 * 3}`',
      '1:20 md-page-expression Unexpected comment `{/* later */}`',
      '3:1 md-page-component Unexpected component `<Tabs>`',
      '9:7 md-page-component Unexpected component `<Icon>`',
      '4:3 component-known Unexpected Docusaurus or Starlight tab `<TabItem>`',
      // Lower-case, it is HTML to Mintlify too, alone on its line so a block it removes: `component-known`'s, as lint says.
      '11:1 component-known Unexpected HTML element `<tabitem>` as a block',
    ]);
    // The build reads the page as Markdown: the braces stay, the components' content is shown without them.
    expect(html).toContain('{2 * 3}');
    expect(html).toContain('One');
    expect(html).not.toMatch(/<tabs|<tabitem/i);
  });

  test('a `.md` page’s `{/* docwright-disable… */}` comments are left out without a finding, as Mintlify hides them; a README shows them', async () => {
    const source = '{/* docwright-disable-next-line heading-increment */}\n### Install\n\nBoil it. {/* docwright-disable-line prose-concise */}\n\n{/* docwright-disable link-text */}\n\nSee {/* later */} it.\n';
    const { html, diagnostics } = await render(source, 'guide.md');
    expect(html).not.toContain('docwright-');
    expect(html).toMatch(/^<h3 id="install">Install<a [^>]*>#<\/a><\/h3>\n<p>Boil it. <\/p>\n<p>See \{\/\* later \*\/\} it.<\/p>$/);
    // Only the comment that is no directive is told.
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId}`)).toEqual(['8:5 md-page-expression']);
    expect((await render(source, 'README.md')).html).toContain('{/* docwright-disable link-text */}');
  });

  test('a page of neither has no such finding; a snippet’s admonition is one at the snippet’s own line and column, once', async () => {
    const root = makeProject({ 'snippets/part.mdx': 'Intro.\n\n  :::note\nIn the snippet.\n:::\n' });
    const source = '<Snippet file="part.mdx" />\n\n<Note>Fine.</Note>\n\n```js title="app.js"\nrun();\n```\n\n<Snippet file="part.mdx" />\n';
    const { diagnostics } = await renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map() }, 'page');
    expect(diagnostics.map((d) => `${d.file.slice(root.length)}:${d.line}:${d.column} ${d.ruleId}`)).toEqual(['/snippets/part.mdx:3:3 admonition-syntax']);
    const plain = await renderContent({ root, file: `${root}/other.mdx`, source: '<Note>Fine.</Note>\n', basePath: '', snippets: new Map() }, 'other');
    expect(plain.diagnostics).toEqual([]);
  });
});

describe('<Visibility> on the page (as Mintlify shows it)', () => {
  test('shows `for="humans"` (also from an exported value); hides `agents`, an unknown audience and a missing `for`', async () => {
    const source = 'export const audience = "humans";\n\n<Visibility for="humans">ALPHA</Visibility>\n\n<Visibility for="agents">BRAVO</Visibility>\n\n<Visibility for="robots">CHARLIE</Visibility>\n\n<Visibility>DELTA</Visibility>\n\n<Visibility for={audience}>ECHO</Visibility>\n';
    const { html, diagnostics } = await render(source);
    expect(['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA', 'ECHO'].filter((word) => html.includes(word))).toEqual(['ALPHA', 'ECHO']);
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual([
      // `lint`'s finding on the value, which `build` reports too (src/render/page/lint-losses.ts); the render adds none of its own for it (one cause, one finding).
      '7:13 component-attribute-value Unexpected `robots` for `for` on `<Visibility>`, expected one of `humans`, `agents`',
      '9:1 component-render Missing `for` on `<Visibility>`, expected `for="humans"` or `for="agents"`: Mintlify hides the content from readers, and so does docwright',
    ]);
  });
});

describe('names a snippet does not export', () => {
  test('a named import the snippet does not export, or re-exports from another file, is a warning at the name; exported names, a .jsx one included, are not', async () => {
    const root = makeProject({
      'snippets/data.mdx': "export const plan = { name: 'Team' };\n\nexport function price(n) { return `${n} EUR`; }\n\nexport { seats } from '/snippets/more.mdx';\n",
      'snippets/more.mdx': 'export const seats = 5;\n',
      'snippets/tool.jsx': "export const tool = { name: 'Kettle' };\n",
    });
    const source = "import { plan, price, plans } from '/snippets/data.mdx';\nimport {\n  seats as places,\n} from '/snippets/data.mdx';\nimport { tool } from '/snippets/tool.jsx';\n\nThe {plan.name} plan costs {price(3)} for {tool.name}; {plans} and {places}.\n";
    const { html, diagnostics } = await renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map() }, 'page');
    expect(html).toContain('The Team plan costs 3 EUR for Kettle');
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId}`)).toEqual(['1:23 snippet-export-missing', '3:3 snippet-export-missing']);
    expect(diagnostics[0]?.message).toBe('Unexpected import `plans` from `/snippets/data.mdx`, which does not export it, expected one of `plan`, `price` (a re-export from another file does not count): Mintlify cannot resolve the import, and the name is undefined on the page');
  });

  test('a snippet whose content is only an `export default` is a warning at the tag (the build shows nothing); one with content is not', async () => {
    const root = makeProject({
      'snippets/badge.mdx': 'export default function Badge() {\n  return <span>New</span>;\n}\n',
      'snippets/note.mdx': 'export default function Layout({ children }) {\n  return <div>{children}</div>;\n}\n\nShared note.\n',
    });
    const source = "import Badge from '/snippets/badge.mdx';\nimport Note from '/snippets/note.mdx';\n\nIntro.\n\n  <Badge />\n\n<Note />\n";
    const { html, diagnostics } = await renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map() }, 'page');
    expect(html).toContain('Shared note.');
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual(['6:3 snippet-default-export Unexpected `<Badge />` of `snippets/badge.mdx`, whose content is only an `export default`, expected a named export (`export const Badge = () => …` imported as `import { Badge } from …`) or the content itself: the build shows nothing for it']);
  });
});
