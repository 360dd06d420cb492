import { readdirSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import { components } from '../../../src/components/index.js';
import { handlers } from '../../../src/render/components/components.js';
import { renderContent } from '../../../src/render/page/page.js';
import { makeProject } from '../helpers.js';

async function render(source: string, files: Record<string, string> = {}, file = 'page.mdx') {
  const root = makeProject(files);
  return renderContent({ root, file: `${root}/${file}`, source, basePath: '', snippets: new Map() }, file.replace(/\.mdx?$/, ''));
}

describe('component handlers', () => {
  test('every registry component has an HTML handler', () => {
    const missing = components.map((spec) => spec.name).filter((name) => !Object.hasOwn(handlers, name));
    expect(missing).toEqual([]);
  });

  test('every handler has a registry entry, in the registry file of its own name', async () => {
    expect(Object.keys(handlers).filter((name) => !components.some((spec) => spec.name === name))).toEqual([]);
    const families = readdirSync(new URL('../../../src/render/components/handlers/', import.meta.url)).filter((name) => name.endsWith('.ts')).map((name) => name.slice(0, -3));
    const paired: string[] = [];
    // One at a time: jest's VM modules fail to link two overlapping graphs at once (src/import-in-turn.ts).
    for (const family of families) {
      const { specs } = (await import(`../../../src/components/${family}.js`)) as { specs: readonly { name: string }[] };
      const own = (await import(`../../../src/render/components/handlers/${family}.js`)) as { handlers: Record<string, unknown> };
      expect([family, Object.keys(own.handlers).sort()]).toEqual([family, specs.map((spec) => spec.name).sort()]);
      paired.push(...specs.map((spec) => spec.name));
    }
    expect(paired.sort()).toEqual(components.map((spec) => spec.name).sort());
  });

  test('callouts are notes with an icon; Steps is an ordered list', async () => {
    const { html } = await render('<Warning>Careful</Warning>\n\n<Steps>\n  <Step title="One">First</Step>\n  <Step title="Two">Second</Step>\n</Steps>\n');
    expect(html).toMatch(/<div class="dw-callout dw-callout-warning" role="note" aria-label="Warning"><span class="dw-callout-icon" aria-hidden="true"><svg/);
    expect(html).toMatch(/<ol class="dw-steps"><li class="dw-step">/);
    expect(html).toContain('<p class="dw-step-title">Two</p>');
  });

  test('Tabs and CodeGroup follow the ARIA tabs pattern', async () => {
    const { html } = await render('<Tabs>\n  <Tab title="npm">A</Tab>\n  <Tab title="pnpm">B</Tab>\n</Tabs>\n\n<CodeGroup>\n```bash npm\nnpm i\n```\n```bash pnpm\npnpm add\n```\n</CodeGroup>\n');
    expect(html.match(/role="tablist"/g)).toHaveLength(2);
    expect(html).toContain('<button type="button" role="tab" id="npm" aria-selected="true" aria-controls="panel-npm" tabindex="0" class="dw-tab" data-dw-sync="npm">npm</button>');
    expect(html).toContain('<div role="tabpanel" id="panel-pnpm" aria-labelledby="pnpm" tabindex="0" hidden class="dw-tabpanel">B</div>');
    expect(html).toMatch(/aria-label="Code examples"><button[^>]*>npm<\/button><button[^>]*>pnpm<\/button>/);
  });

  test('Accordion is details/summary; Card grid honours cols; Frame is a figure', async () => {
    const { html } = await render('<Accordion title="Why?" defaultOpen>Because</Accordion>\n\n<CardGroup cols={3}>\n  <Card title="A" href="/a">x</Card>\n</CardGroup>\n\n<Frame caption="Shot">![alt](/a.png)</Frame>\n');
    expect(html).toContain('<details class="dw-accordion" id="why" open><summary class="dw-accordion-summary"><span class="dw-accordion-title">Why?</span></summary>');
    expect(html).toContain('<div class="dw-grid dw-cols-3"><a class="dw-card dw-card-link" href="/a">');
    expect(html).toMatch(/<figure class="dw-frame">.*<figcaption>Shot<\/figcaption><\/figure>/);
  });

  test('an Expandable open by default reads "Hide", as Mintlify does for any truthy `defaultOpen`', async () => {
    const { html } = await render('<Expandable title="beds" defaultOpen="True">\n  Soil.\n</Expandable>\n\n<Expandable>\n  Seeds.\n</Expandable>\n');
    expect(html).toMatch(/<details class="dw-expandable" open><summary><span class="dw-expandable-verb">Hide<\/span> beds<\/summary>/);
    expect(html).toMatch(/<details class="dw-expandable"><summary><span class="dw-expandable-verb">Show<\/span> child attributes<\/summary>/);
  });

  test('a CodeBlock written as JSX shows its filename in the title bar and its text highlighted', async () => {
    const { html } = await render('<CodeBlock filename="beds.html" language="html" wrap>\n{"<p>soil</p>"}\n</CodeBlock>\n');
    expect(html).toMatch(/<div class="dw-code"><div class="dw-code-title">beds\.html<\/div><button[^>]*class="dw-copy"/);
    expect(html.replace(/<[^>]+>/g, '')).toContain('&#x3C;p>soil&#x3C;/p>');
  });

  test('a CodeBlock filename given as JSX is its title bar, as Mintlify renders the element; an undefined name is one warning', async () => {
    const { html } = await render('<CodeBlock filename={<>beds.<code>html</code></>} language="html">\n{"<p>soil</p>"}\n</CodeBlock>\n');
    expect(html).toMatch(/<div class="dw-code"><div class="dw-code-title">beds\.<code>html<\/code><\/div><button/);
    const unread = await render('<CodeBlock filename={plotName} language="html">\n{"<p>soil</p>"}\n</CodeBlock>\n');
    expect(unread.diagnostics.filter((d) => d.message.includes('plotName')).map((d) => d.message)).toEqual([
      'Unexpected `filename={plotName}` reading `plotName`, which is not defined (Mintlify fails the page with a ReferenceError), expected a value the page imports or exports, or a string',
    ]);
  });

  test('a CodeBlock in a CodeGroup with a JSX filename labels its tab with the element', async () => {
    const { html } = await render('<CodeGroup>\n\n```bash npm\nnpm i x\n```\n\n<CodeBlock filename={<>p<b>npm</b></>} language="bash">\n  pnpm add x\n</CodeBlock>\n\n</CodeGroup>\n');
    const tabs = [...html.matchAll(/role="tab"[^>]*>(.*?)<\/button>/g)].map((match) => match[1]);
    expect(tabs).toEqual(['npm', 'p<b>npm</b>']);
  });

  test('ParamField and nested Expandable', async () => {
    const { html } = await render('<ParamField body="user" type="object" required>\n  The user.\n  <Expandable title="properties">\n    <ParamField body="name" type="string">Name</ParamField>\n  </Expandable>\n</ParamField>\n');
    expect(html).toContain('<div class="dw-field dw-param-field" id="param-user"><div class="dw-field-head"><a class="dw-field-name" href="#param-user"><code>user</code></a><span class="dw-field-type">object</span><span class="dw-field-required">required</span>');
    expect(html).toMatch(/<details class="dw-expandable"><summary><span class="dw-expandable-verb">Show<\/span> properties<\/summary><div class="dw-expandable-body"><div class="dw-field dw-param-field" id="param-name">/);
  });

  test('FileTree from a nested list', async () => {
    const { html } = await render('<FileTree>\n\n- docs/\n  - docs.json\n\n</FileTree>\n');
    expect(html).toMatch(/<ul class="dw-tree" role="tree" aria-label="Files"><li class="dw-tree-folder" role="none"><div class="dw-tree-label" role="treeitem" tabindex="0" aria-expanded="true" aria-owns="(dw-tree-\d+)"><svg[^]*<\/svg>docs<\/div><ul role="group" id="\1"><li class="dw-tree-file" role="none"><div class="dw-tree-label" role="treeitem" tabindex="-1"><svg[^]*<\/svg>docs.json<\/div><\/li>/);
  });

  test('a Tree drawn from its Markdown list warns at what else is written in it (a second list, text, an entry): only the list is shown', async () => {
    const { html, diagnostics } = await render('<Tree>\n\n- kettle/\n  - spout.ts\n\nThe lid is loose.\n\n- cups/\n\n<Tree.File name="saucer.ts" />\n\n</Tree>\n');
    expect(html).toContain('spout.ts');
    expect(html).not.toContain('saucer.ts');
    expect(diagnostics.filter((d) => d.ruleId === 'component-render').map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '6:1 Unexpected text inside `<Tree>` beside its Markdown list, expected the list alone (or `<Tree.Folder>` and `<Tree.File>` alone): it is not shown',
      '8:1 Unexpected second list inside `<Tree>` beside its Markdown list, expected the list alone (or `<Tree.Folder>` and `<Tree.File>` alone): it is not shown',
      '10:1 Unexpected `<Tree.File>` inside `<Tree>` beside its Markdown list, expected the list alone (or `<Tree.Folder>` and `<Tree.File>` alone): it is not shown',
    ]);
  });

  test('Tree: a folder with `openable={false}` is an item that cannot open (no aria-expanded, no group), as on Mintlify; `defaultOpen` shows the group', async () => {
    const { html } = await render('<Tree>\n  <Tree.Folder name="shut" openable={false}>\n    <Tree.File name="inner.ts" />\n  </Tree.Folder>\n  <Tree.Folder name="open" defaultOpen>\n    <Tree.File name="a.ts" />\n  </Tree.Folder>\n  <Tree.Folder name="closed">\n    <Tree.File name="b.ts" />\n  </Tree.Folder>\n</Tree>\n');
    expect(html).toMatch(/<li class="dw-tree-folder" role="none"><div class="dw-tree-label" role="treeitem" tabindex="0"><svg[^]*?<\/svg>shut<\/div><\/li>/);
    expect(html).not.toContain('inner.ts');
    expect(html).toMatch(/aria-expanded="true" aria-owns="(dw-tree-\d+)"><svg[^]*?<\/svg>open<\/div><ul role="group" id="\1">/);
    expect(html).toMatch(/aria-expanded="false" aria-owns="(dw-tree-\d+)"><svg[^]*?<\/svg>closed<\/div><ul role="group" id="\1" hidden>/);
  });

  test('code blocks: title, highlighted lines, copy button, both themes', async () => {
    const { html } = await render('```js app.js {2}\nconst a = 1;\nconst b = 2;\n```\n');
    expect(html).toContain('<div class="dw-code-title">app.js</div><button type="button" class="dw-copy" aria-label="Copy code">');
    expect(html).toMatch(/<span class="line"><span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">const/);
    expect(html.match(/class="line highlighted"/g)).toHaveLength(1);
  });

  test('LaTeX with braces is math, in pages and in snippets', async () => {
    const { html, uses } = await render("import F from '/snippets/f.mdx';\n\nInline $\\frac{a}{b}$ here.\n\n<F />\n", { 'snippets/f.mdx': '$$\n\\sum_{i=1}^{n} x_i\n$$\n' });
    expect(uses.math).toBe(true);
    expect(html).toContain('<span class="katex">');
    expect(html).toContain('class="katex-display"');
  });
});

describe('what the author wrote reaches the page', () => {
  test('a title written as static JSX is rendered: Step, Accordion, Card, Tab, Update, callouts', async () => {
    const { html, diagnostics } = await render(
      '<Steps>\n  <Step title={<>Run the <code>orbit</code> command</>}>\n    Start it.\n  </Step>\n</Steps>\n\n' +
        '<Accordion title={<>Flags for <code>orbit</code></>} description={"All of them"}>\n  Inside.\n</Accordion>\n\n' +
        '<Card title={<span>Launch {"now"}</span>}>c</Card>\n\n' +
        '<Tabs>\n  <Tab title={<b>First</b>}>A</Tab>\n  <Tab title="Second">B</Tab>\n</Tabs>\n\n' +
        '<Update label={<>v<b>2</b></>} description={`May`}>u</Update>\n\n<Tip title={<em>Hint</em>}>t</Tip>\n',
    );
    expect(html).toContain('<p class="dw-step-title">Run the <code>orbit</code> command</p>');
    expect(html).toContain('<span class="dw-accordion-title">Flags for <code>orbit</code></span><span class="dw-accordion-description">All of them</span>');
    expect(html).toContain('<p class="dw-card-title"><span>Launch now</span></p>');
    expect(html).toMatch(/class="dw-tab" data-dw-sync="first"><b>First<\/b><\/button>/);
    expect(html).toContain('>v<b>2</b></a><p class="dw-update-description">May</p>');
    expect(html).toContain('<div class="dw-callout-title"><em>Hint</em></div>');
    expect(diagnostics).toEqual([]);
  });

  test('other attributes Mintlify shows as content take static JSX too: a field’s type, a tree entry’s name, a tooltip', async () => {
    const { html, diagnostics } = await render(
      '<ResponseField name="plan" type={<a href="/plans">Plan</a>}>\n  The plan.\n</ResponseField>\n\n' +
        '<Tree>\n  <Tree.Folder name={<b>src</b>}>\n    <Tree.File name={<i>a.ts</i>} />\n  </Tree.Folder>\n</Tree>\n\n' +
        'A <Tooltip tip={<>Short <code>ID</code></>}>term</Tooltip>.\n',
    );
    expect(html).toContain('<span class="dw-field-type"><a href="/plans">Plan</a></span>');
    expect(html).toMatch(/<div class="dw-tree-label" role="treeitem" tabindex="0" aria-expanded="false" aria-owns="dw-tree-\d+"><svg[^]*?<\/svg><b>src<\/b><\/div>/);
    expect(html).toMatch(/<li class="dw-tree-file" role="none"><div class="dw-tree-label" role="treeitem" tabindex="-1"><svg[^]*?<\/svg><i>a\.ts<\/i><\/div><\/li>/);
    expect(html).toMatch(/role="tooltip" id="dw-tip-\d+">Short <code>ID<\/code><\/span>/);
    expect(diagnostics).toEqual([]);
  });

  test('a title that is code is not shown and is reported once, where the code is', async () => {
    const { html, diagnostics } = await render(
      'export function run() {\n  return "go";\n}\n\n<Steps>\n  <Step\n    title={<>Call {run()} now</>}>\n    Body.\n  </Step>\n</Steps>\n\n<Note title={heading}>n</Note>\n',
    );
    expect(html).not.toContain('dw-step-title');
    expect(html).not.toContain('dw-callout-title');
    // A name defined nowhere: expression-defined alone, from reading the page (the attribute is left out, so no second
    // finding). Code in a title: the handler's warning at the code, when the page is drawn.
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual([
      '12:7 expression-defined Unexpected `title={heading}` reading `heading`, which is not defined (Mintlify fails the page with a ReferenceError), expected a value the page imports or exports, or a string',
      '7:20 component-render Unexpected expression `{<>Call {run()} now</>}` in the `title` of `<Step>`, expected text or static JSX (elements, text and literals): it is not shown',
    ]);
  });

  test('a field default written as JSX is not shown, with a warning at the attribute', async () => {
    const { html, diagnostics } = await render('<ParamField query="litres" type="number" default={<b>two</b>}>\n  Water.\n</ParamField>\n\n<ResponseField name="ok" type="boolean" default={true}>\n  Done.\n</ResponseField>\n');
    expect(html).not.toContain('two');
    expect(html).toContain('<code>true</code>');
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual([
      '1:42 component-render Unexpected JSX in the `default` of `<ParamField>`, expected a string, number or boolean: it is not shown (Mintlify prints the element as JSON)',
    ]);
  });

  test('a snippet’s title prop that the page does not pass shows nothing, without a warning', async () => {
    const { html, diagnostics } = await render("import Box from '/snippets/box.mdx';\n\n<Box title=\"Given\" />\n\n<Box />\n", {
      'snippets/box.mdx': '<Card title={title}>\n  Inside.\n</Card>\n',
    });
    expect(html).toContain('<p class="dw-card-title">Given</p>');
    expect(html.match(/dw-card-title/g)).toHaveLength(1);
    expect(diagnostics).toEqual([]);
  });

  test('a callout shows its title above its text, as Mintlify’s does', async () => {
    for (const name of ['Warning', 'Note', 'Info', 'Tip', 'Check', 'Danger', 'Callout']) {
      const { html } = await render(`<${name} title="Hot surface">\n  Stays warm.\n</${name}>\n`);
      expect(html).toContain('<div class="dw-callout-body"><div class="dw-callout-title">Hot surface</div><p>Stays warm.</p></div>');
    }
  });

  test('a CodeGroup shows a lone titled block’s title as its tab, and prose inside it as one more tab of plain text, as Mintlify does', async () => {
    const lone = await render('<CodeGroup>\n\n```bash fill-kettle.sh\necho in\n```\n\n</CodeGroup>\n\n<CodeGroup>\n\n```bash\necho bare\n```\n\n</CodeGroup>\n');
    expect(lone.html).toMatch(/<div role="tablist"[^>]*><button[^>]*>fill-kettle\.sh<\/button><\/div>/);
    expect(lone.html.match(/role="tablist"/g)).toHaveLength(1);
    const prose = await render('<CodeGroup>\n\n```bash curl\ncurl x\n```\n\nUse it only when *full*.\n\n</CodeGroup>\n');
    expect(prose.html).toMatch(/<button[^>]*>curl<\/button><button [^>]*aria-label="Tab 2"><\/button>/);
    // Mintlify's code group draws every child as a code block: the words, without emphasis or links.
    const panel = /aria-labelledby="[^"]*-tab-1"[^>]*class="dw-tabpanel">(.*?)<\/div><\/div>/s.exec(prose.html)?.[1] ?? '';
    expect(panel).toContain('data-language="text"');
    expect(panel.replace(/<[^>]+>/g, '')).toBe('Use it only when full.');
    expect(panel).not.toContain('<em>');
    // An image has no text to show as code: it is drawn as it is.
    const image = await render('<CodeGroup>\n\n```bash curl\ncurl x\n```\n\n![A kettle](https://example.com/kettle.png)\n\n</CodeGroup>\n');
    expect(image.html).toMatch(/class="dw-tabpanel"><p><img src="https:\/\/example\.com\/kettle\.png" alt="A kettle"[^>]*><\/p><\/div>/);
  });

  test('a built-in such as a Note inside a CodeGroup is an unlabelled tab of its plain text, as Mintlify draws each child as a code block', async () => {
    const { html } = await render('<CodeGroup>\n\n```bash seed.sh\nseed --all\n```\n\n<Note title="Heads up">Water *after* seeding.</Note>\n\n</CodeGroup>\n');
    const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);
    expect(tabs).toEqual(['seed.sh', '']);
    const panel = /aria-labelledby="[^"]*-tab-1"[^>]*class="dw-tabpanel">(.*?)<\/div><\/div>/s.exec(html)?.[1] ?? '';
    expect(panel).toContain('data-language="text"');
    expect(panel.replace(/<[^>]+>/g, '')).toBe('Water after seeding.');
    expect(html).not.toContain('dw-callout');
  });

  test('a CodeGroup inside a CodeGroup is an unlabelled tab of its blocks’ text, a build warning at it naming the titles it loses; a Note there is one too', async () => {
    const { html, diagnostics } = await render('<CodeGroup>\n\n```bash kettle.sh\nboil\n```\n\n<CodeGroup>\n\n```bash pour.sh\npour\n```\n\n```python steep.py\nsteep()\n```\n\n</CodeGroup>\n\n<Note>Mind the *steam*.</Note>\n\n</CodeGroup>\n');
    expect([...html.matchAll(/role="tab"[^>]*>([^<]*)<\/button>/g)].map((match) => match[1])).toEqual(['kettle.sh', '', '']);
    // Mintlify's tab is labelled by the child's `filename` (none) and its panel is a code block of the child's text.
    const panel = /aria-labelledby="[^"]*-tab-1"[^>]*class="dw-tabpanel">(.*?)<\/div><\/div>/s.exec(html)?.[1] ?? '';
    expect(panel.replace(/<[^>]+>/g, '')).toBe('pour\nsteep()');
    expect(diagnostics.filter((d) => d.ruleId === 'component-render').map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      "7:1 Unexpected `<CodeGroup>` inside `<CodeGroup>`, expected only code blocks: it shows as a tab of its own, without a title, as plain text, without its code blocks' titles (`pour.sh`, `steep.py`), as on Mintlify",
      '19:1 Unexpected `<Note>` inside `<CodeGroup>`, expected only code blocks: it shows as a tab of its own, without a title, as plain text, as on Mintlify',
    ]);
  });

  test('an unknown component inside a CodeGroup is a component-known warning at it and no tab, as Mintlify removes it with its content', async () => {
    const { html, diagnostics } = await render('<CodeGroup>\n\n```bash kettle.sh\nboil\n```\n\n<Kettle title="Whistle">\n  Steam rises.\n</Kettle>\n\n```bash cup.sh\npour\n```\n\n</CodeGroup>\n\n<CodeGroup>\n\n<Teapot>Only this.</Teapot>\n\n</CodeGroup>\n');
    expect([...html.matchAll(/role="tab"[^>]*>([^<]*)<\/button>/g)].map((match) => match[1])).toEqual(['kettle.sh', 'cup.sh']);
    expect(html).not.toContain('Steam rises');
    expect(html).not.toContain('Only this');
    expect(diagnostics.filter((d) => d.ruleId === 'component-known').map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '7:1 Unexpected unknown component `<Kettle>`, expected a registry component or one imported in the page',
      '19:1 Unexpected unknown component `<Teapot>`, expected a registry component or one imported in the page',
    ]);
  });

  test('the project’s own component inside a CodeGroup is a tab of a code block of its props, as on Mintlify, with a build warning that what it renders is not shown', async () => {
    const files = {
      'snippets/kettle.jsx': 'export const KettleCode = () => <pre><code>boil --hard</code></pre>;\n',
      'snippets/pour.mdx': '```bash pour.sh\npour --slow\n```\n',
    };
    const source =
      "import { KettleCode } from '/snippets/kettle.jsx'\nimport Pour from '/snippets/pour.mdx'\n\n<CodeGroup>\n\n```bash cup.sh\nsip\n```\n\n<Pour />\n\n<KettleCode />\n\n<KettleCode filename=\"steam.sh\">whistle</KettleCode>\n\n</CodeGroup>\n";
    const { html, diagnostics } = await render(source, files);
    // The `.mdx` snippet is inlined first (its block keeps its title); the `.jsx` component's tabs show its `filename` or nothing.
    expect([...html.matchAll(/role="tab"[^>]*>([^<]*)<\/button>/g)].map((match) => match[1])).toEqual(['cup.sh', 'pour.sh', '', 'steam.sh']);
    expect(html).not.toContain('boil --hard');
    expect(html).not.toContain('>KettleCode<');
    expect(html).toContain('whistle');
    expect(diagnostics.filter((d) => d.ruleId === 'component-render').map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '12:1 Unexpected `<KettleCode>` inside `<CodeGroup>`, expected only code blocks: the group draws a code block of its props, not what `<KettleCode>` renders (a tab without a label, an empty code block), as on Mintlify',
      "14:1 Unexpected `<KettleCode>` inside `<CodeGroup>`, expected only code blocks: the group draws a code block of its props, not what `<KettleCode>` renders (its tab `steam.sh`, its children as plain text), as on Mintlify",
    ]);
  });

  test('an untitled code block among a CodeGroup’s tabs is a build warning at it naming the label it gets (Mintlify’s tab shows none); a lone one or a titled one is not', async () => {
    const { html, diagnostics } = await render('<CodeGroup>\n\n```bash npm\nnpm i\n```\n\n```bash\nyarn add\n```\n\n```\nplain\n```\n\n<CodeBlock language="bash">\n  pnpm add\n</CodeBlock>\n\n</CodeGroup>\n\n<CodeGroup>\n\n```bash\necho lone\n```\n\n</CodeGroup>\n\n<RequestExample>\n\n```bash\ncurl x\n```\n\n</RequestExample>\n');
    expect([...html.matchAll(/role="tab"[^>]*>([^<]*)<\/button>/g)].map((match) => match[1])).toEqual(['npm', 'bash', 'Example 3', 'bash']);
    expect(diagnostics.filter((d) => d.ruleId === 'component-render').map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      "7:1 Missing title on code block inside `<CodeGroup>`, expected one after the language (```` ```bash Title ````): its tab is labelled `bash` (Mintlify's shows no label)",
      "11:1 Missing title on code block inside `<CodeGroup>`, expected one after the language (```` ```bash Title ````): its tab is labelled `Example 3` (Mintlify's shows no label)",
      "15:1 Missing attribute `filename` on `<CodeBlock>` inside `<CodeGroup>`, expected `filename=\"…\"`: its tab is labelled `bash` (Mintlify's shows no label)",
    ]);
  });

  test('a CodeBlock in a CodeGroup is one more code tab, titled by its filename, as Mintlify labels it', async () => {
    const { html } = await render('<CodeGroup>\n\n```bash npm\nnpm i x\n```\n\n<CodeBlock filename="pnpm" language="bash">\n  pnpm add x\n</CodeBlock>\n\n</CodeGroup>\n');
    const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);
    expect(tabs).toEqual(['npm', 'pnpm']);
    expect(html).toMatch(/data-language="bash"><code><span class="line">.*pnpm.*add.*x/);
  });

  test('a paragraph among Steps is a numbered step without a title holding its text, as Mintlify numbers and draws every child', async () => {
    const { html } = await render('<Steps>\n  Sign in first.\n\n  <Step title="Sow">Sow the seeds.</Step>\n</Steps>\n');
    expect(html).toContain('<ol class="dw-steps"><li class="dw-step"><span class="dw-step-marker" aria-hidden="true">1</span><div class="dw-step-content">Sign in first.</div></li>');
    expect(html).toMatch(/<li class="dw-step"><span class="dw-step-marker" aria-hidden="true">2<\/span>/);
  });

  test('a Step outside Steps is a list of one numbered 1 (or its stepNumber), as Mintlify’s step alone shows', async () => {
    const { html } = await render('<Step title="Sow">Sow the seeds.</Step>\n\n<Step title="Water" stepNumber={4}>Water them.</Step>\n');
    expect(html).toContain('<ol class="dw-steps"><li class="dw-step"><span class="dw-step-marker" aria-hidden="true">1</span>');
    expect(html).toContain('<ol class="dw-steps" start="4"><li class="dw-step" value="4"><span class="dw-step-marker" aria-hidden="true">4</span>');
  });

  test('a tree entry outside a Tree is a tree of its own, as Mintlify draws an entry at the first level', async () => {
    const { html } = await render('<Tree.File name="docs.json" />\n\n<Tree.Folder name="src" defaultOpen>\n  <Tree.File name="a.ts" />\n</Tree.Folder>\n');
    expect(html.match(/<ul class="dw-tree" role="tree" aria-label="Files">/g)).toHaveLength(2);
    expect(html).toMatch(/^<ul class="dw-tree" role="tree" aria-label="Files"><li class="dw-tree-file" role="none"><div class="dw-tree-label" role="treeitem" tabindex="0">/);
    // The folder's own file is in its group, not a tree of its own.
    expect(html).toMatch(/<ul role="group" id="[^"]+"><li class="dw-tree-file" role="none">/);
  });

  test('text and other elements among Tabs are tabs titled "Tab Title", as on Mintlify, not dropped; so is a Tab without a title', async () => {
    const { html, diagnostics } = await render('<Tabs>\n  Pick one.\n\n  <Tab title="npm">Run npm.</Tab>\n  <Card title="Yarn">Run yarn.</Card>\n  <Tab>Run pnpm.</Tab>\n</Tabs>\n');
    const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);
    expect(tabs).toEqual(['Tab Title', 'npm', 'Yarn', 'Tab Title']);
    expect(html).toContain('<p>Pick one.</p>');
    expect(html).toContain('Run yarn.');
    // Each is a build warning at it, as lint's component-children and component-attribute-required report them.
    expect(diagnostics.filter((d) => d.ruleId === 'component-render').map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '2:3 Unexpected text inside `<Tabs>`, expected `<Tab title="…">`: it shows as a tab of its own labelled `Tab Title`, as on Mintlify',
      '5:3 Unexpected `<Card>` inside `<Tabs>`, expected `<Tab title="…">`: it shows as a tab of its own labelled its `title`, as on Mintlify',
      '6:3 Missing attribute `title` on `<Tab>`, expected `title="…"`: the tab is labelled `Tab Title`, as on Mintlify',
    ]);
  });

  test('a Tab without a title is a build warning at it saying the tab is labelled "Tab Title"; one with a title, even empty, is not', async () => {
    const { html, diagnostics } = await render('<Tabs>\n  <Tab title="Loam">Loam holds water.</Tab>\n  <Tab>Sand drains fast.</Tab>\n  <Tab title="">Clay stays wet.</Tab>\n</Tabs>\n');
    const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);
    expect(tabs).toEqual(['Loam', 'Tab Title', '']);
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual([
      '3:3 component-render Missing attribute `title` on `<Tab>`, expected `title="…"`: the tab is labelled `Tab Title`, as on Mintlify',
    ]);
  });

  test('an Accordion without a title shows `Details` (Mintlify’s shows an empty title and warns) and a Step without one none, as Mintlify’s; both are build warnings as in lint', async () => {
    const { html, diagnostics } = await render('<Accordion>\n  Thin the seedlings.\n</Accordion>\n\n<Steps>\n  <Step>\n    Water them.\n  </Step>\n</Steps>\n');
    expect(html).toContain('<span class="dw-accordion-title">Details</span>');
    expect(html).not.toContain('dw-step-title');
    expect(diagnostics.filter((d) => d.ruleId === 'component-render').map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '1:1 Missing attribute `title` on `<Accordion>`, expected `title="…"`',
      '6:3 Missing attribute `title` on `<Step>`, expected `title="…"`',
    ]);
  });

  test('a component missing an attribute it needs is a build warning at it, as lint reports it; a video with <source> children needs no src', async () => {
    const page = [
      '<ParamField query="limit">How many.</ParamField>',
      '',
      '<ParamField type="string">Where.</ParamField>',
      '',
      'Hover <Tooltip>here</Tooltip>.',
      '',
      '<video controls>',
      '  <source src="/images/pruning.mp4" type="video/mp4" />',
      '</video>',
      '',
      '<iframe title="map" />',
      '',
    ].join('\n');
    const { html, diagnostics } = await render(page);
    expect(html).toContain('<source src="/images/pruning.mp4" type="video/mp4">');
    expect(diagnostics.filter((d) => d.ruleId === 'component-render').map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '1:1 Missing attribute `type` on `<ParamField>`, expected `type="…"`',
      '3:1 Missing one of `path`, `query`, `body`, `header`, `cookie`, `auth` on `<ParamField>`, expected exactly one',
      '5:7 Missing attribute `tip` on `<Tooltip>`, expected `tip="…"`',
      '11:1 Missing attribute `src` on `<iframe>`, expected `src="…"`',
    ]);
  });

  test('a `cookie` parameter is a location of its own, as Mintlify reads it (an API key sent in a cookie): no warning, its name shown', async () => {
    const { html, diagnostics } = await render('<ParamField cookie="kettle_session" type="string" required>The session.</ParamField>\n');
    expect(html).toContain('<code>kettle_session</code>');
    expect(diagnostics.filter((d) => d.ruleId === 'component-render')).toEqual([]);
  });

  test('an `auth` parameter is a location of its own, as Mintlify reads it (paramFieldLocations): no warning, its name shown, on `<Param>` too', async () => {
    const { html, diagnostics } = await render('<ParamField auth="X-Kettle-Key" type="string" required>The key.</ParamField>\n\n<Param auth="X-Pot-Key" type="string">The pot key.</Param>\n');
    expect(html).toContain('<code>X-Kettle-Key</code>');
    expect(html).toContain('<code>X-Pot-Key</code>');
    expect(html).toContain('id="param-x-kettle-key"');
    expect(diagnostics.filter((d) => d.ruleId === 'component-render')).toEqual([]);
  });

  test('code among Tabs that returns the tabs is named at its `{`: docwright cannot make tabs of what it returns', async () => {
    const { html, diagnostics } = await render('export const kinds = ["npm", "yarn"];\n\n<Tabs>\n  <Tab title="pnpm">Run pnpm.</Tab>\n  {kinds.map((k) => <Tab key={k} title={k}>Run {k}.</Tab>)}\n</Tabs>\n');
    const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);
    expect(tabs).toEqual(['pnpm']);
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual([
      '5:3 component-render Unexpected expression `{kinds.map((k) => <Tab key={k} title={k}>Run {k}.</Tab>)}` inside `<Tabs>`, expected each `<Tab>` written out (Mintlify makes a tab of every element it returns): its tabs are not shown',
    ]);
  });

  test("a registry component's spread attributes are its attributes, as React passes them; one docwright cannot evaluate is named", async () => {
    const { html, diagnostics } = await render('export const kettle = { title: "Brass kettle", href: "/kettle" };\n\n<Card {...kettle}>Boils fast.</Card>\n\n<Card {...nowhere} title="Kept">Still here.</Card>\n');
    expect(html).toMatch(/<a class="dw-card[^"]*" href="\/kettle"[\s\S]*Brass kettle[\s\S]*Boils fast\./);
    expect(html).toContain('Kept');
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual([
      '5:7 expression-render Unexpected spread `{...nowhere}` on `<Card>` that docwright cannot evaluate, expected each attribute written out or an object the page exports: its attributes are left out',
    ]);
  });

  test('a Starlight `<Aside>` or Docusaurus `<Admonition>` names the callout of its `type`', async () => {
    const { diagnostics } = await render('<Aside type="caution">Dry.</Aside>\n\n<Admonition type="danger">Hot.</Admonition>\n\n<Aside>Plain.</Aside>\n');
    expect(diagnostics.map((d) => /expected `<\w+>`/.exec(d.message)?.[0])).toEqual(['expected `<Warning>`', 'expected `<Danger>`', 'expected `<Note>`']);
  });

  test('a Docusaurus `<TabItem>` among Tabs is no tab: Mintlify removes it with its content, and the build says so at it', async () => {
    const { html, diagnostics } = await render('<Tabs>\n  <TabItem value="npm" label="npm">\n    Run npm.\n  </TabItem>\n  <Tab title="Yarn">Run yarn.</Tab>\n</Tabs>\n');
    const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);
    expect(tabs).toEqual(['Yarn']);
    expect(html).not.toContain('Run npm.');
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual([
      '2:3 component-known Unexpected Docusaurus or Starlight tab `<TabItem>`, expected `<Tab title="npm">` inside `<Tabs>`',
    ]);
    const only = await render('<Tabs>\n  <TabItem value="a">\n    A.\n  </TabItem>\n  <TabItem value="b">B.</TabItem>\n</Tabs>\n');
    expect(only.html).toBe('');
    expect(only.diagnostics.map((d) => `${d.line}:${d.column} ${/<Tab title="[^"]*">/.exec(d.message)?.[0] ?? d.message}`)).toEqual(['2:3 <Tab title="a">', '5:3 <Tab title="b">']);
  });

  test('a field’s default is Mintlify’s pill: "default" and the value as JSON, after the type; no location pill', async () => {
    const { html } = await render('<ParamField query="litres" type="number" default="1">\n  Water.\n</ParamField>\n\n<ResponseField name="on" type="boolean" default={false}>\n  On.\n</ResponseField>\n');
    expect(html).toContain('<span class="dw-field-type">number</span><span class="dw-field-default"><span class="dw-field-default-label">default</span> <code>"1"</code></span></div>');
    expect(html).toContain('<span class="dw-field-default-label">default</span> <code>false</code>');
    const nothing = await render('<ResponseField name="thread" type="string" default={null}>\n  Thread.\n</ResponseField>\n');
    expect(nothing.html).toContain('<span class="dw-field-default-label">default</span> <code>null</code>');
    // Mintlify's field head leaves out a default whose JSON is 50 characters or more, or an object holding objects.
    const long = await render(`<ParamField body="note" type="string" default="${'x'.repeat(48)}">\n  Note.\n</ParamField>\n\n<ParamField body="short" type="string" default="${'y'.repeat(47)}">\n  Short.\n</ParamField>\n\n<ResponseField name="meta" type="object" default={{ a: { b: 1 } }}>\n  Meta.\n</ResponseField>\n\n<ResponseField name="flat" type="object" default={{ a: 1 }}>\n  Flat.\n</ResponseField>\n`);
    expect(long.html).not.toContain('x'.repeat(48));
    expect(long.html).toContain(`<code>"${'y'.repeat(47)}"</code>`);
    expect(long.html).not.toContain('{"a":{"b":1}}');
    expect(long.html).toContain('<code>{"a":1}</code>');
  });

  test('<Heading> is a heading of its level with an id, a contents entry and, unless `noAnchor`, an anchor link', async () => {
    const { html, toc } = await render('<Heading level={3}>\n  Made by hand\n</Heading>\n\n<Heading noAnchor>Plain</Heading>\n\n<Heading level="2" id="own">Own id</Heading>\n');
    expect(html).toContain('<h3 id="made-by-hand">Made by hand<a class="dw-anchor" href="#made-by-hand"');
    expect(html).toContain('<h2 id="plain">Plain</h2>');
    expect(html).toMatch(/<h2 id="[\w-]*own">Own id<a class="dw-anchor"/);
    expect(toc.map((entry) => `${entry.depth} ${entry.text}`)).toEqual(['3 Made by hand', '2 Plain', '2 Own id']);
  });

  test('the contents list what Mintlify lists: anchored h2/h3 steps and labelled updates in order, no heading inside an accordion or update', async () => {
    const page = [
      '## Start\n',
      '<Steps titleSize="h2">\n  <Step title="Mix the soil">\n    Mix.\n  </Step>\n  <Step title="Quiet" noAnchor>\n    Shh.\n  </Step>\n  <Step title="Water" titleSize="h3">\n    Water.\n  </Step>\n  <Step title="Wait" titleSize="p">\n    Wait.\n  </Step>\n</Steps>\n',
      '<Steps>\n  <Step title="Default size">\n    Small.\n  </Step>\n</Steps>\n',
      '<Accordion title="More">\n  ## In an accordion\n</Accordion>\n',
      '<Update label="Spring" description="May">\n  ## In an update\n\n  <Steps titleSize="h2">\n    <Step title="Hidden step">\n      No.\n    </Step>\n  </Steps>\n</Update>\n',
      '<Update description="No label">\n  Notes.\n</Update>\n',
      '### End\n',
    ].join('\n');
    const { html, toc } = await render(page);
    expect(toc.map((entry) => `${entry.depth} ${entry.text} #${entry.id}`)).toEqual(['2 Start #start', '2 Mix the soil #mix-the-soil', '3 Water #water', '2 Spring #spring', '3 End #end']);
    // Left out of the contents, the headings keep their ids and anchors.
    expect(html).toContain('<h2 id="in-an-accordion">In an accordion<a class="dw-anchor"');
  });
});

describe('safety', () => {
  test('scripts, event handlers and javascript: URLs are not emitted, with warnings', async () => {
    const { html, diagnostics } = await render('<a href="javascript:alert(1)">x</a>\n\n<div onClick={() => steal()}>y</div>\n\n<script>alert(1)</script>\n');
    expect(html).not.toMatch(/javascript:|onclick|<script|alert/i);
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '1:4 Unexpected `javascript:` URL in `href`, expected an `https:` URL or a path: it is not emitted',
      '3:6 Unexpected event handler `onclick` on `<div>`, expected HTML without code: it is not emitted',
      '5:1 Unexpected `<script>`, expected no scripts in pages: it is not emitted',
    ]);
  });

  test('raw HTML in .md passes the allow-list', async () => {
    const { html, diagnostics } = await render('Hi <img src="x.png" onerror="alert(1)"> <kbd>K</kbd>\n', {}, 'page.md');
    expect(html).toContain('<kbd>K</kbd>');
    expect(html).not.toContain('onerror');
    expect(diagnostics).toHaveLength(1);
  });

  test('expressions are read, never run in Node: literals, arithmetic and exports are shown, what the sandbox cannot run is a warning', async () => {
    const { html, diagnostics } = await render("export const x = 'exported';\n\n{process.env.HOME} {'literal'} {1 + 1} {x}\n");
    // Expressions alone on a line are blocks (MDX's remark-mark-and-unravel), so no paragraph, as on Mintlify.
    expect(html).not.toContain('<p>');
    expect(html.replace(/\s+/g, ' ').trim()).toBe('literal 2 exported');
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual([
      "3:1 expression-render Unexpected failure evaluating expression `{process.env.HOME}` (ReferenceError: 'process' is not defined), expected an expression that runs: nothing is shown",
    ]);
  });

  test('snippets are inlined with literal props; imports leaving the project are refused', async () => {
    const { html, diagnostics, dependencies } = await render("import Hello from '/snippets/hello.mdx';\nimport Evil from '../../etc/passwd.mdx';\n\n<Hello name=\"Ada\" count={3} />\n\n<Evil />\n", {
      'snippets/hello.mdx': 'Hello {name}, you have {count} messages.\n',
    });
    expect(html).toContain('<p>Hello Ada, you have 3 messages.</p>');
    expect(dependencies).toHaveLength(1);
    expect(diagnostics.map((d) => d.message)).toContain('Unexpected import path `../../etc/passwd.mdx` outside the project, expected a file inside it');
  });

  test('a snippet prop passed as static JSX reaches the attributes and expressions that name it, through a nested snippet too', async () => {
    const { html, diagnostics } = await render("import Plot from '/snippets/plot.mdx';\n\n<Plot heading={<>Beds <code>north</code></>} />\n", {
      'snippets/plot.mdx': "import Row from '/snippets/row.mdx';\n\n<Card title={heading}>Compost first.</Card>\n\nAbout {heading} here.\n\n<Row label={heading} />\n",
      'snippets/row.mdx': '<Accordion title={label}>Rake it.</Accordion>\n',
    });
    expect(html).toContain('<p class="dw-card-title">Beds <code>north</code></p>');
    expect(html).toContain('<p>About Beds <code>north</code> here.</p>');
    expect(html).toMatch(/<span class="dw-accordion-title">Beds <code>north<\/code><\/span>/);
    expect(diagnostics).toEqual([]);
  });

  test("a snippet's `props.name` is a warning at the snippet's expression: Mintlify gives a snippet its props by name, so `props` is undefined there", async () => {
    const { html, diagnostics } = await render("import Hello from '/snippets/hello.mdx';\n\n<Hello name=\"Ada\" title=\"Inbox\" />\n", {
      'snippets/hello.mdx': 'Hello {props.name}, {props?.missing ?? "welcome"}.\n\n<Card title={props.title}>Mail.</Card>\n\n{[1].map((props) => props.toFixed(0))}\n',
    });
    // Still shown as the author meant it; the page fails on Mintlify (TypeError), so each place is told.
    expect(html).toContain('<p>Hello Ada, welcome.</p>');
    expect(diagnostics.map((d) => `${d.file.replace(/.*\//, '')}:${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual([
      'hello.mdx:1:7 expression-defined Unexpected `props.name` in a snippet, expected `name`: Mintlify gives a snippet its props as names of their own, so `props` is undefined there and the page fails with a TypeError',
      'hello.mdx:3:7 expression-defined Unexpected `props.title` in a snippet, expected `title`: Mintlify gives a snippet its props as names of their own, so `props` is undefined there and the page fails with a TypeError',
    ]);
  });

  test('a `.mdx` snippet inside a line of text is a warning at the element (Mintlify inlines a snippet in place of a block only); one on its own line, a `<Snippet file>` and a `.jsx` component are not', async () => {
    const { html, diagnostics } = await render(
      "import Version from '/snippets/version.mdx';\nimport { Key } from '/snippets/key.jsx';\n\nThe release is <Version />.\n\n| Release |\n| --- |\n| <Version /> |\n\n<Version />\n\nPress <Key name=\"Enter\" /> and <Snippet file=\"version.mdx\" />.\n",
      { 'snippets/version.mdx': '4.2\n', 'snippets/key.jsx': 'export const Key = ({ name }) => <kbd>{name}</kbd>;\n' },
    );
    expect(html).toContain('<p>The release is 4.2.</p>');
    expect(diagnostics.filter((d) => d.ruleId === 'snippet-inline').map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      "4:16 Unexpected `<Version />` of `snippets/version.mdx` inside a line of text, expected it on a line of its own: Mintlify puts a snippet's content only in place of a block, so `Version` is left undefined and the page fails",
      "8:3 Unexpected `<Version />` of `snippets/version.mdx` inside a line of text, expected it on a line of its own: Mintlify puts a snippet's content only in place of a block, so `Version` is left undefined and the page fails",
    ]);
  });

  test('a page that fails to parse returns its position', async () => {
    const result = await render('# Title\n\n<Note>\nunclosed\n');
    expect(result.parseError).toMatchObject({ line: expect.any(Number), column: expect.any(Number) });
    expect(result.diagnostics[0]?.severity).toBe('error');
  });
});

describe('what a page loses is told', () => {
  test('an empty card title draws no heading, as Mintlify’s `title && <h2>` does', async () => {
    const { html } = await render('<Card title="" icon="mug-hot" href="/tea">\n  Steep for three minutes.\n</Card>\n\n<Card title="Tea">Brew.</Card>\n');
    expect(html.match(/dw-card-title/g)).toHaveLength(1);
    expect(html).toContain('<p class="dw-card-title">Tea</p>');
  });

  test('an icon named by an export, or by a snippet’s prop, that no library has is a warning at the attribute, as a literal one is', async () => {
    const { diagnostics } = await render(
      'import Box from \'/snippets/box.mdx\';\n\nexport const pot = "zzz-no-such-pot";\nexport const cup = "mug-hot";\n\n<Card title="Pot" icon={pot}>p</Card>\n\n<Note icon={cup}>n</Note>\n\n<Box glyph="zzz-no-such-cup" />\n',
      { 'snippets/box.mdx': '<Card title="Cup" icon={glyph}>\n  c\n</Card>\n' },
    );
    expect(diagnostics.filter((d) => d.ruleId === 'icon-unknown').map((d) => `${d.file.replace(/^.*\//, '')}:${d.line}:${d.column} ${d.message.split(',')[0]}`)).toEqual([
      'page.mdx:6:19 Unexpected icon `zzz-no-such-pot`',
      'box.mdx:1:19 Unexpected icon `zzz-no-such-cup`',
    ]);
  });
});
