// Every prop a registry component accepts is drawn, or gives a finding: nothing the author wrote is dropped silently.
import { describe, expect, test } from '@jest/globals';
import { components } from '../../src/components/index.js';
import type { AttributeSpec, ComponentSpec } from '../../src/components/types.js';
import { renderContent } from '../../src/render/page/page.js';
import { makeProject } from './helpers.js';

const root = makeProject({});

async function render(source: string) {
  const { html, diagnostics } = await renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map() }, 'page');
  return { html, findings: diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`) };
}

/** A value of the attribute's type that differs from its default, as written in JSX. */
function sample(attribute: AttributeSpec): string {
  switch (attribute.type) {
    case 'boolean':
      return attribute.default === true ? '={false}' : '';
    case 'integer':
    case 'number':
      return '={1}';
    case 'enum':
      if (attribute.name === 'iconType') return '="regular"';
      if (attribute.name === 'iconLibrary') return '="lucide"';
      return `="${attribute.values?.find((value) => value !== attribute.default) ?? ''}"`;
    case 'url':
      return '="https://example.com/seeds"';
    case 'icon':
      return '="star"';
    case 'expression':
      return attribute.shape === 'array' || /\barray\b/.test(attribute.description) ? '={["Seeds"]}' : '={{ maxWidth: 480 }}';
    default:
      if (attribute.name === 'highlight' || attribute.name === 'focus') return '="[1]"';
      return attribute.name === 'className' ? '="mt-2"' : attribute.name.endsWith('olor') ? '="#0D7A5F"' : '="Spearmint"';
  }
}

/**
 * Props that change nothing on the page by design, each with the reason. The list only shrinks:
 * a prop added to the registry is drawn or reported.
 */
const NOT_ON_THE_PAGE: Readonly<Record<string, string>> = {
  // A field written in a page shows no location pill on Mintlify: `query="a"` reads as `path="a"`.
  'ParamField query': 'the location names the field as `path` does',
  'ParamField body': 'the location names the field as `path` does',
  'ParamField header': 'the location names the field as `path` does',
  'ParamField cookie': 'the location names the field as `path` does',
  'ParamField auth': 'the location names the field as `path` does',
  // The placeholder of the API playground's input on a legacy `api:` page (test/openapi/page.test.ts); a field's text shows none.
  'ParamField placeholder': 'only in the API playground',
  // `Param` is ParamField's older name, drawn by the same handler.
  'Param query': 'the location names the field as `path` does',
  'Param body': 'the location names the field as `path` does',
  'Param header': 'the location names the field as `path` does',
  'Param cookie': 'the location names the field as `path` does',
  'Param auth': 'the location names the field as `path` does',
  'Param placeholder': 'only in the API playground',
  // A step of the default title size has no anchor to leave out; an h2/h3 step loses its id (test/render/component-options.test.ts).
  'Step noAnchor': 'no anchor at the default title size, as on Mintlify',
  // The changelog's RSS item (src/render/page/feed.ts), not the page.
  'Update rss': 'in the RSS feed',
  // One block (the registry's example) has nothing to choose from; two or more are a select (a test below).
  'RequestExample dropdown': 'no choice with one block, as on Mintlify',
  'ResponseExample dropdown': 'no choice with one block, as on Mintlify',
};

/** Attributes that choose how an icon is drawn: tried on a component that shows one. */
const ICON_CHOICES = new Set(['iconType', 'iconLibrary']);

/** The example with attribute `written` added to the component's first tag, or undefined when the example already sets it. */
function withAttribute(spec: ComponentSpec, attribute: AttributeSpec): string | undefined {
  const tag = new RegExp(`<${spec.name.replace('.', '\\.')}(?=[\\s/>])`);
  const first = tag.exec(spec.example);
  if (!first) return undefined;
  const end = spec.example.indexOf('>', first.index);
  if (new RegExp(`\\s${attribute.name}(?=[\\s=/>])`).test(spec.example.slice(first.index, end + 1))) return undefined;
  // An icon style or library needs an icon drawn in it (`star` is in every free Font Awesome style, and in Lucide).
  const base = ICON_CHOICES.has(attribute.name) ? spec.example.replace(/ icon="[^"]*"/, '').replace(tag, `<${spec.name} icon="star"`) : spec.example;
  return base.replace(tag, `<${spec.name} ${attribute.name}${sample(attribute)}`);
}

describe('every prop of every registry component', () => {
  test('changes the page or gives a finding', async () => {
    const silent: string[] = [];
    for (const spec of components) {
      if (spec.kind === 'code-block') continue;
      for (const attribute of spec.attributes) {
        const key = `${spec.name} ${attribute.name}`;
        const source = withAttribute(spec, attribute);
        if (source === undefined || Object.hasOwn(NOT_ON_THE_PAGE, key)) continue;
        const given = await render(source);
        const base = await render(ICON_CHOICES.has(attribute.name) ? source.replace(new RegExp(` ${attribute.name}="[^"]*"`), '') : spec.example);
        if (given.html === base.html && given.findings.every((f) => base.findings.includes(f))) silent.push(key);
      }
    }
    expect(silent).toEqual([]);
  });
});

describe('props that were dropped silently', () => {
  test('Tabs `borderBottom` and a Tab `id`, the tab button’s id and its panel’s `panel-<id>`, as Mintlify’s', async () => {
    const { html } = await render('<Tabs borderBottom>\n  <Tab title="Mint" id="mint-tab">\n    Fresh.\n  </Tab>\n  <Tab title="Basil">\n    Sweet.\n  </Tab>\n</Tabs>\n');
    expect(html).toContain('<div class="dw-tabs dw-tabs-border" data-dw-tabs="">');
    expect(html).toMatch(/<button type="button" role="tab" id="mint-tab" aria-selected="true" aria-controls="panel-mint-tab"/);
    expect(html).toMatch(/<div role="tabpanel" id="panel-mint-tab" aria-labelledby="mint-tab"/);
    // A tab without an `id` has its title's slug, as on Mintlify.
    expect(html).toMatch(/<button type="button" role="tab" id="basil" aria-selected="false" aria-controls="panel-basil"/);
  });

  test('a Tab `id` an earlier tab of the page has is left out with a warning: two panels with one id, the second never opens', async () => {
    const source = '<Tabs>\n  <Tab title="Mint" id="herb">\n    Fresh.\n  </Tab>\n</Tabs>\n\n<Tabs>\n  <Tab title="Basil" id="herb">\n    Sweet.\n  </Tab>\n  <Tab title="Sage" id="herb">\n    Soft.\n  </Tab>\n</Tabs>\n';
    const { html, findings } = await render(source);
    expect(html.match(/ id="herb"/g)).toHaveLength(1);
    expect(html.match(/ id="panel-herb"/g)).toHaveLength(1);
    expect(html).toMatch(/<button type="button" role="tab" id="dw-tabs-\d+-tab-0" aria-selected="true" aria-controls="dw-tabs-\d+-panel-0"/);
    const repeated = findings.filter((f) => f.includes('an earlier `<Tab>` of the page has'));
    expect(repeated.map((f) => f.slice(0, f.indexOf(' ')))).toEqual(['8:3', '11:3']);
  });

  test('`className` on Icon, Badge and GitHub.Repo is kept, after docwright’s classes', async () => {
    const { html } = await render('<Icon icon="star" className="mr-2 my-2" /> <Icon icon="/images/leaf.svg" className="mr-2" />\n\n<Badge className="ml-1">New</Badge>\n\n<GitHub.Repo repo="acme/seeds" className="mt-4" />\n');
    expect(html).toMatch(/<span class="dw-icon-classed mr-2 my-2"><svg/);
    expect(html).toContain('<span class="dw-icon-classed mr-2"><img class="dw-i" src="/images/leaf.svg"');
    expect(html).toMatch(/<span class="dw-badge [^"]* ml-1">New<\/span>/);
    expect(html).toMatch(/<a class="dw-card dw-card-link dw-github-repo dw-github-inset mt-4"/);
  });

  test('`className` on the outer element of the components Mintlify passes it to; on a Tooltip, on its term', async () => {
    const { html, findings } = await render(
      '<Note className="mt-8">Water early.</Note>\n\n<Card title="Seeds" className="ring-2">\n  Order.\n</Card>\n\n<Steps className="mt-2">\n  <Step title="Sow" className="mb-2">\n    Sow.\n  </Step>\n</Steps>\n\nThe <Tooltip tip="Daily" className="font-bold">basil</Tooltip>.\n',
    );
    expect(html).toMatch(/^<(?:div|aside)[^>]* class="dw-callout[^"]* mt-8"/);
    expect(html).toMatch(/<div class="dw-card[^"]* ring-2"/);
    expect(html).toMatch(/class="dw-steps[^"]* mt-2"/);
    expect(html).toMatch(/class="dw-step[^"]* mb-2"/);
    expect(html).toMatch(/<span class="dw-tooltip"><span class="dw-tooltip-trigger font-bold"/);
    expect(findings).toEqual([]);
  });

  test('`className` where Mintlify passes none (CardGroup, Tab) changes nothing on the page', async () => {
    const plain = await render('<CardGroup>\n  <Card title="Seeds">\n    Order.\n  </Card>\n</CardGroup>\n');
    const given = await render('<CardGroup className="mt-8">\n  <Card title="Seeds">\n    Order.\n  </Card>\n</CardGroup>\n');
    expect(given.html).toBe(plain.html);
  });

  test('Icon `colorLight` and `colorDark`: a colour for each mode when both are given, `color` winning, as Mintlify’s', async () => {
    const { html } = await render('<Icon icon="star" colorLight="#1D4ED8" colorDark="#93C5FD" />\n\n<Icon icon="star" color="#FF0000" colorLight="#1D4ED8" colorDark="#93C5FD" />\n');
    expect(html).toMatch(/<svg[^>]* style="--dw-icon-light:#1D4ED8;--dw-icon-dark:#93C5FD"[^>]* class="[^"]*dw-i-modes/);
    expect(html).toMatch(/<svg[^>]* style="color:#FF0000"/);
    expect(html.match(/dw-i-modes/g)).toHaveLength(1);
  });

  test('Icon `colorLight` without `colorDark` is reported: Mintlify uses them only together', async () => {
    const plain = await render('<Icon icon="star" />\n');
    const { html, findings } = await render('<Icon icon="star" colorLight="#1D4ED8" />\n');
    expect(html).toBe(plain.html);
    expect(findings).toEqual(['1:19 component-render Unexpected attribute `colorLight` without `colorDark` on `<Icon>`, expected both: Mintlify shows it only with `colorDark`']);
  });

  test('Badge `leadIcon` before the text, `tailIcon` (else `icon`) after it, as Mintlify’s', async () => {
    const { html, findings } = await render('<Badge leadIcon="lock" tailIcon="star">A</Badge> <Badge icon="star">B</Badge> <Badge icon="lock" tailIcon="star">C</Badge>\n');
    expect(html).toMatch(/<span class="dw-badge[^"]*"><svg[^]*?<\/svg>A<svg[^]*?<\/svg><\/span>/);
    expect(html).toMatch(/<span class="dw-badge[^"]*">B<svg/);
    expect(html).toMatch(/<span class="dw-badge[^"]*">C<svg/);
    expect(findings).toEqual(['1:86 component-render Unexpected attribute `icon` with `tailIcon` on `<Badge>`, expected one of them: Mintlify reads `tailIcon` and ignores `icon`']);
  });

  test('Badge `stroke` beside `variant`, and Icon `colorLight` and `colorDark` beside `color`: a warning at each one ignored, as in lint', async () => {
    const { findings } = await render('<Badge stroke variant="solid">A</Badge> <Badge stroke={undefined} variant="outline">B</Badge>\n\n<Icon icon="star" color="#FF0000" colorLight="#1D4ED8" colorDark="#93C5FD" />\n');
    expect(findings).toEqual([
      '1:8 component-render Unexpected attribute `stroke` with `variant` on `<Badge>`, expected one of them: Mintlify reads `variant` and ignores `stroke`',
      '3:35 component-render Unexpected attribute `colorLight` with `color` on `<Icon>`, expected one of them: Mintlify reads `color` and ignores `colorLight`',
      '3:56 component-render Unexpected attribute `colorDark` with `color` on `<Icon>`, expected one of them: Mintlify reads `color` and ignores `colorDark`',
    ]);
  });

  test('`iconLibrary` draws the icon from that library instead of the site’s, on the components Mintlify passes it to', async () => {
    const lucideSite = async (source: string) => (await renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map(), iconLibrary: 'lucide' }, 'page')).html;
    for (const written of ['<Icon icon="rocket"', '<Badge leadIcon="rocket"', '<Callout icon="rocket"', '<Card title="Go" icon="rocket"']) {
      const close = written.startsWith('<Icon') ? ' />\n' : `>Go</${written.slice(1, written.indexOf(' '))}>\n`;
      const fontAwesome = (await render(`${written}${close}`)).html;
      const lucide = await lucideSite(`${written}${close}`);
      expect(lucide).not.toBe(fontAwesome);
      expect((await render(`${written} iconLibrary="lucide"${close}`)).html).toBe(lucide);
      expect(await lucideSite(`${written} iconLibrary="fontawesome"${close}`)).toBe(fontAwesome);
    }
    // A Tab's and a Step's icon too.
    const tabs = (extra: string) => `<Tabs>\n  <Tab title="Go" icon="rocket"${extra}>\n    Go.\n  </Tab>\n</Tabs>\n\n<Steps>\n  <Step title="Go" icon="rocket"${extra}>\n    Go.\n  </Step>\n</Steps>\n`;
    expect((await render(tabs(' iconLibrary="lucide"'))).html).toBe(await lucideSite(tabs('')));
    // A value other than `lucide` is Font Awesome, as Mintlify's Icon reads it (`component-attribute-value` reports it in lint).
    expect(await lucideSite('<Icon icon="rocket" iconLibrary="tabler" />\n')).toBe((await render('<Icon icon="rocket" />\n')).html);
    // Mintlify's Accordion takes no `iconLibrary`: the site's library draws it (`component-attribute-known` reports it in lint).
    const accordion = '<Accordion title="Go" icon="rocket">\n  Go.\n</Accordion>\n';
    expect((await render(accordion.replace('icon="rocket"', 'icon="rocket" iconLibrary="lucide"'))).html).toBe((await render(accordion)).html);
  });

  test('Tooltip `side` and `align` place it, on top and centred by default, as Mintlify’s', async () => {
    const { html } = await render('The <Tooltip tip="Daily">basil</Tooltip>, <Tooltip tip="Weekly" side="left" align="end">mint</Tooltip>, <Tooltip tip="Monthly" side="top" align="center">sage</Tooltip>.\n');
    expect(html.match(/<span class="dw-tooltip">/g)).toHaveLength(2);
    expect(html).toContain('<span class="dw-tooltip dw-tooltip-left dw-tooltip-align-end">');
  });

  test('Badge `variant` (over `stroke`) and `href` (not when disabled), as Mintlify’s', async () => {
    const { html } = await render(
      '<Badge variant="outline">A</Badge> <Badge stroke variant="solid">B</Badge> <Badge stroke>C</Badge> <Badge href="/plans">D</Badge> <Badge href="/plans" disabled>E</Badge>\n',
    );
    expect(html).toContain('<span class="dw-badge dw-badge-gray dw-badge-md dw-badge-rounded dw-badge-stroke">A</span>');
    expect(html).toContain('<span class="dw-badge dw-badge-gray dw-badge-md dw-badge-rounded">B</span>');
    expect(html).toContain('<span class="dw-badge dw-badge-gray dw-badge-md dw-badge-rounded dw-badge-stroke">C</span>');
    expect(html).toContain('<a href="/plans" class="dw-badge dw-badge-gray dw-badge-md dw-badge-rounded">D</a>');
    expect(html).toContain('<span class="dw-badge dw-badge-gray dw-badge-md dw-badge-rounded dw-badge-disabled">E</span>');
  });

  test('a `disabled` Card is no link, without an arrow, its call to action faded, as Mintlify’s', async () => {
    const { html } = await render('<Card title="Seeds" href="https://example.com/seeds" cta="Order" disabled>\n  Sold out.\n</Card>\n');
    expect(html).toMatch(/^<div class="dw-card dw-card-disabled">/);
    expect(html).not.toContain('href=');
    expect(html).not.toContain('dw-card-arrow');
    expect(html).toContain('<span class="dw-card-cta">Order');
  });

  test('RequestExample and ResponseExample `dropdown` with two blocks is a select, as CodeGroup’s', async () => {
    const blocks = '\n\n```bash cURL\ncurl x\n```\n\n```python Python\nprint(1)\n```\n\n';
    for (const name of ['RequestExample', 'ResponseExample']) {
      const { examplesHtml } = await renderContent({ root, file: `${root}/page.mdx`, source: `<${name} dropdown>${blocks}</${name}>\n`, basePath: '', snippets: new Map() }, 'page');
      expect(examplesHtml).toContain('dw-code-dropdown');
      expect(examplesHtml).toContain('<select class="dw-code-select"');
    }
  });

  test('a class whose CSS the allow-list refuses is left out and reported at the component', async () => {
    const { html, findings } = await render('Seeds\n\n<Icon icon="star" className="fixed mr-2" />\n');
    expect(html).toContain('<span class="dw-icon-classed mr-2">');
    expect(findings.filter((f) => f.includes('`fixed`')).map((f) => f.split(' ')[0])).toEqual(['3:1']);
  });

  test('`style` on Frame and Tree is drawn through the page’s CSS allow-list, custom properties as written', async () => {
    const { html, findings } = await render(
      '<Frame style={{ maxWidth: 480 }}>\n  Seedlings.\n</Frame>\n\n<Tree style={{ "--tree-highlight": "rgb(59 130 246)" }}>\n  <Tree.File name="page.tsx" highlight />\n</Tree>\n\n<Frame style={{ position: "fixed" }}>\n  Pinned.\n</Frame>\n',
    );
    expect(html).toContain('<figure class="dw-frame" style="max-width:480px">');
    expect(html).toContain('<ul class="dw-tree" role="tree" aria-label="Files" style="--tree-highlight:rgb(59 130 246)">');
    // What the allow-list refuses is reported, not dropped silently: at the `style` written, naming `<Frame>`.
    expect(findings.filter((f) => f.includes('`position`'))).toEqual([
      expect.stringMatching(/^9:8 .*Unexpected value `fixed` of CSS property `position` in `style` on `<Frame>`, expected /),
    ]);
  });

  test('an element a custom component draws is reported at the use, naming the component written', async () => {
    const { findings } = await render('export const Slider = () => <input type="range" max="5" />;\n\nPick:\n\n<Slider />\n');
    expect(findings.filter((f) => f.includes('html-attribute-dropped'))).toEqual([
      "5:1 html-attribute-dropped Unexpected attribute `max` on `<input>` drawn by `<Slider>`, expected an attribute of the page's HTML allow-list: it is not emitted",
      '5:1 html-attribute-dropped Unexpected `type="range"` on `<input>` drawn by `<Slider>`, expected `type="checkbox"`: docwright draws no other `type` on `<input>`, the attribute is not emitted',
    ]);
  }, 120_000);

  test('TeX that KaTeX cannot render is reported at the math written, block, inline or `<Latex>`, not at the first line', async () => {
    const { findings } = await render('Intro.\n\n$$\n\\frac{1}{\n$$\n\nInline $\\sqrt{$ here.\n\n<Latex>\\badcommand{x}</Latex>\n');
    expect(findings.filter((f) => f.includes('math-invalid')).map((f) => f.split(' ')[0])).toEqual(['3:1', '7:8', '9:1']);
  });

  test('a refused `style` value on a component is reported at the attribute written, naming the component, with or without a hint', async () => {
    const { findings } = await render(
      '<Frame hint="Look up"\n  style={{ background: "url(https://example.com/x.png)", color: "red" }}>\n  Seedlings.\n</Frame>\n\n<Tree style={{ position: "fixed" }}>\n  <Tree.File name="page.tsx" />\n</Tree>\n',
    );
    expect(findings.filter((f) => f.includes('CSS property'))).toEqual([
      expect.stringMatching(/^2:3 .*Unexpected value `url\(https:\/\/example\.com\/x\.png\)` of CSS property `background` in `style` on `<Frame>`, expected plain CSS without `url\(\)`/),
      expect.stringMatching(/^6:7 .*Unexpected value `fixed` of CSS property `position` in `style` on `<Tree>`, expected /),
    ]);
  });

  test('CodeBlock `nocopy`, `highlight` and `focus` reach the code block', async () => {
    const plain = await render('<CodeBlock language="js" filename="a.js">\n{"const a = 1;\\nconst b = 2;"}\n</CodeBlock>\n');
    const { html } = await render('<CodeBlock language="js" filename="a.js" nocopy highlight="[1]" focus="[2]">\n{"const a = 1;\\nconst b = 2;"}\n</CodeBlock>\n');
    expect(plain.html).toContain('class="dw-copy"');
    expect(html).not.toContain('class="dw-copy"');
    expect(html).not.toEqual(plain.html.replace(/<button type="button" class="dw-copy"[^]*?<\/button>/, ''));
    expect(html).toMatch(/highlight/);
    expect(html).toMatch(/focus/);
  });

  test('a typed callout draws its preset icon and colours whatever `icon` and `color` it is given, as Mintlify’s; `<Callout>` takes them', async () => {
    const plain = await render('<Note>Water early.</Note>\n');
    const given = await render('<Note icon="star" color="#ff0000">Water early.</Note>\n');
    expect(given.html).toBe(plain.html);
    const custom = await render('<Callout icon="star" color="#ff0000">Water early.</Callout>\n');
    expect(custom.html).toContain('style="--dw-callout:#ff0000;');
    expect(custom.html).not.toBe(plain.html.replace('dw-callout-note', 'dw-callout-callout').replace('aria-label="Note"', 'aria-label="Callout"'));
  });

  test('a Tooltip `cta` without `href`, or `href` without `cta`, is reported at the attribute: Mintlify shows the link only with both', async () => {
    const { html, findings } = await render('Water the <Tooltip tip="Daily" cta="Read more">basil</Tooltip>.\n\nPrune the <Tooltip tip="Weekly"\n  href="/pruning">mint</Tooltip>.\n\nFeed the <Tooltip tip="Monthly" cta="How" href="/feeding">roses</Tooltip>.\n');
    expect(findings).toEqual([
      '1:32 component-render Unexpected attribute `cta` without `href` on `<Tooltip>`, expected both: Mintlify shows it only with `href`',
      '4:3 component-render Unexpected attribute `href` without `cta` on `<Tooltip>`, expected both: Mintlify shows it only with `cta`',
    ]);
    expect(html).toContain('<a href="/feeding">How</a>');
    expect(html).not.toContain('Read more');
  });
});
