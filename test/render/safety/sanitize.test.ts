import { describe, expect, test } from '@jest/globals';
import { renderContent } from '../../../src/render/page/page.js';
import { makeProject } from '../helpers.js';
import { htmlBlockMessage } from '../../../src/components/unknown-component.js';

async function render(source: string, file = 'page.mdx') {
  const root = makeProject({});
  return renderContent({ root, file: `${root}/${file}`, source, basePath: '', snippets: new Map() }, file.replace(/\.mdx?$/, ''));
}

describe('the search index attributes are docwright\'s', () => {
  test('an .mdx element cannot set its search title, URL, image, filter, weight or skip itself: each is dropped with a warning', async () => {
    const { html, diagnostics } = await render(
      'Text.\n\n<div data-pagefind-meta="title:Free credits" data-pagefind-filter="group:Admin" data-pagefind-weight="10" data-pagefind-body="" data-other="kept">x</div>\n',
    );
    expect(html).not.toMatch(/pagefind/i);
    expect(html).toContain('data-other="kept"');
    expect(diagnostics.filter((d) => d.ruleId === 'html-unsafe').map((d) => `${d.line}:${d.column} ${d.message.split(' on ')[0]}`)).toEqual([
      '3:6 Unexpected `data-pagefind-meta`',
      '3:46 Unexpected `data-pagefind-filter`',
      '3:81 Unexpected `data-pagefind-weight`',
      '3:107 Unexpected `data-pagefind-body`',
    ]);
  });

  test('raw HTML in a .md page loses them too, whatever their case', async () => {
    const { html, diagnostics } = await render('Text.\n\n<img src="https://example.com/a.png" data-pagefind-meta="image[src]" DATA-PAGEFIND-SORT="date:1">\n', 'page.md');
    expect(html).toContain('<img src="https://example.com/a.png"');
    expect(html).not.toMatch(/pagefind/i);
    expect(diagnostics.filter((d) => d.ruleId === 'html-unsafe')).toHaveLength(2);
  });
});

describe('the markup docwright writes itself passes the class check', () => {
  test('a page with a footnote (its heading is `sr-only`), a task list, a table and code gets no warning', async () => {
    const { diagnostics } = await render('Text[^1].\n\n- [x] task\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nlet a = 1;\n```\n\n<div className="sr-only">x</div>\n\n[^1]: Note.\n');
    expect(diagnostics.filter((d) => d.ruleId === 'html-unsafe')).toEqual([]);
  });
});

describe('inline SVG keeps what its shapes are drawn with', () => {
  test('circles, rectangles, lines and polygons keep their geometry; groups and shapes their paint and transform', async () => {
    const { html, diagnostics } = await render(
      'A leaf: <svg width="24" height="24" viewBox="0 0 24 24"><g fill="#2f855a" transform="translate(2 2)"><circle cx="10" cy="10" r="6" /><ellipse cx="4" cy="4" rx="2" ry="1" /><rect x="1" y="2" width="4" height="3" rx="1" /><line x1="0" y1="0" x2="9" y2="9" stroke="#000" strokeWidth="2" /><polygon points="0,0 6,6 0,6" fillRule="evenodd" /></g></svg>\n',
    );
    expect(html).toContain('<g fill="#2f855a" transform="translate(2 2)">');
    expect(html).toContain('<circle cx="10" cy="10" r="6">');
    expect(html).toContain('<ellipse cx="4" cy="4" rx="2" ry="1">');
    expect(html).toContain('<rect x="1" y="2" width="4" height="3" rx="1">');
    expect(html).toContain('<line x1="0" y1="0" x2="9" y2="9" stroke="#000" stroke-width="2">');
    expect(html).toContain('<polygon points="0,0 6,6 0,6" fill-rule="evenodd">');
    expect(diagnostics.filter((d) => d.ruleId === 'html-unsafe')).toEqual([]);
  });

  test('a paint that is a `url()` is dropped with a warning', async () => {
    const { html, diagnostics } = await render('A dot: <svg viewBox="0 0 4 4"><circle cx="2" cy="2" r="2" fill="url(https://tracker.example/p.svg#a)" /></svg>\n');
    expect(html).toContain('<circle cx="2" cy="2" r="2">');
    expect(html).not.toContain('tracker.example');
    expect(diagnostics.filter((d) => d.ruleId === 'html-unsafe').map((d) => d.message)).toEqual(["Unexpected `url()` in `fill` on `<circle>`, expected a colour (a page's SVG cannot define gradients or patterns, nor paint from another file): it is not emitted"]);
  });
});

describe('an SVG part on a line of its own, which Mintlify removes', () => {
  test('shapes and text outside Mintlify’s list go with their content, warned at each; its own elements, inline parts and icons stay', async () => {
    const source =
      '<svg viewBox="0 0 10 10">\n  <g fill="red">\n    <circle cx="5" cy="5" r="4" />\n    <path d="M0 0H10" />\n  </g>\n  <text x="1" y="8">Label</text>\n</svg>\n\n' +
      '<svg viewBox="0 0 4 4"><rect width="4" height="4" /><ellipse cx="2" cy="2" rx="1" ry="1" /></svg>\n\n' +
      'Look <svg viewBox="0 0 4 4"><circle cx="2" cy="2" r="2" /><text>Inline</text></svg> here.\n\n' +
      '<Card title="Seeds" icon={<svg viewBox="0 0 8 8"><circle cx="4" cy="4" r="3" /></svg>}>Order seeds.</Card>\n';
    const { html, diagnostics } = await render(source);
    expect(html).toContain('<svg viewBox="0 0 10 10"><g fill="red"><path d="M0 0H10"></path></g></svg>');
    expect(html).not.toContain('Label');
    expect(html).toContain('<svg viewBox="0 0 4 4"><rect width="4" height="4"></rect></svg>');
    expect(html).toContain('Look <svg viewBox="0 0 4 4"><circle cx="2" cy="2" r="2"></circle><text>Inline</text></svg> here.');
    expect(html).toContain('<svg viewBox="0 0 8 8"><circle cx="4" cy="4" r="3"></circle></svg>');
    expect(found(diagnostics, 'html-element-dropped').map((m) => m.split(' on a line')[0])).toEqual(['3:5 Unexpected SVG element `<circle>`', '6:3 Unexpected SVG element `<text>`', '9:53 Unexpected SVG element `<ellipse>`']);
    expect(found(diagnostics, 'html-element-dropped')[0]).toContain('Mintlify removes it with its content, and so does docwright');
  });
});

describe('an icon written as JSX', () => {
  test('a Card, a callout and a Step show static JSX given as `icon` (a React node on Mintlify)', async () => {
    const { html } = await render(
      '<Card title="Seeds" icon={<svg viewBox="0 0 8 8"><circle cx="4" cy="4" r="3" /></svg>}>Order seeds.</Card>\n\n<Callout icon={<svg viewBox="0 0 8 8"><rect width="8" height="8" /></svg>}>Water early.</Callout>\n\n<Steps>\n  <Step title="Sow" icon={<b>1</b>}>Sow the seeds.</Step>\n</Steps>\n',
    );
    expect(html).toContain('<span class="dw-card-icon"><span class="dw-icon-jsx" aria-hidden="true"><svg viewBox="0 0 8 8"><circle cx="4" cy="4" r="3"></circle></svg></span></span>');
    expect(html).toContain('<span class="dw-icon-jsx" aria-hidden="true"><svg viewBox="0 0 8 8"><rect width="8" height="8"></rect></svg></span>');
    expect(html).toContain('<span class="dw-icon-jsx" aria-hidden="true"><b>1</b></span>');
  });

  test('an icon that is code is left out, with a warning', async () => {
    const { html, diagnostics } = await render('export const pick = () => "leaf";\n\n<Card title="Leaves" icon={pick()}>Prune them.</Card>\n');
    expect(html).not.toContain('dw-icon-jsx');
    expect(diagnostics.filter((d) => d.message.includes('`icon={pick()}`'))).toHaveLength(1);
  });
});

describe('an attribute the allow-list leaves out is reported', () => {
  const dropped = (diagnostics: readonly { ruleId: string; line: number; column: number; message: string }[]) =>
    diagnostics.filter((d) => d.ruleId === 'html-attribute-dropped').map((d) => `${d.line}:${d.column} ${d.message}`);

  test('an unknown attribute on an element and a misspelt one on an image, at the attribute, and nothing of them is emitted', async () => {
    const { html, diagnostics } = await render('Pour.\n\n<div spout="left" className="kettle">Tea.</div>\n\n<img src="https://example.com/k.png" alt="A kettle" loadng="eager" />\n');
    expect(html).not.toContain('spout');
    expect(html).not.toContain('loadng');
    expect(html).toContain('class="kettle"');
    expect(dropped(diagnostics)).toEqual([
      "3:6 Unexpected attribute `spout` on `<div>`, expected an attribute of the page's HTML allow-list: it is not emitted",
      "5:53 Unexpected attribute `loadng` on `<img>`, expected an attribute of the page's HTML allow-list: it is not emitted",
    ]);
  });

  test('one warning per element and attribute name on a page, not one per use', async () => {
    const { diagnostics } = await render('<div spout="a">1</div>\n\n<div spout="b">2</div>\n\n<span spout="c">3</span>\n');
    expect(dropped(diagnostics)).toEqual([
      "1:6 Unexpected attribute `spout` on `<div>`, expected an attribute of the page's HTML allow-list: it is not emitted",
      "5:7 Unexpected attribute `spout` on `<span>`, expected an attribute of the page's HTML allow-list: it is not emitted",
    ]);
  });

  test('an event handler stays an `html-unsafe` warning only; allowed, `data-`, React-only attributes and Mintlify’s `noZoom` are not reported', async () => {
    const { diagnostics } = await render('<div onClick="boil()" id="pot" title="Pot" data-step="2" key="k" aria-label="Pot">x</div>\n\n<img src="https://example.com/k.png" alt="Pot" noZoom />\n');
    expect(dropped(diagnostics)).toEqual([]);
    expect(diagnostics.filter((d) => d.ruleId === 'html-unsafe').map((d) => d.message)).toEqual(['Unexpected event handler `onclick` on `<div>`, expected HTML without code: it is not emitted']);
  });

  test('raw HTML in a .md page is reported the same way, at the attribute', async () => {
    const { html, diagnostics } = await render('Text.\n\n<p spout="left">Tea.</p>\n', 'page.md');
    expect(html).not.toContain('spout');
    expect(dropped(diagnostics)).toEqual(["3:4 Unexpected attribute `spout` on `<p>`, expected an attribute of the page's HTML allow-list: it is not emitted"]);
  });
});

describe('the markup docwright writes itself has no attribute the allow-list leaves out', () => {
  test('footnotes, task lists, tables, code and the common components get no `html-attribute-dropped` warning', async () => {
    const { diagnostics } = await render(
      'Text[^1].\n\n- [x] task\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js app.js lines\nlet a = 1;\n```\n\n' +
        '<Card title="Tea" icon="mug-hot" href="https://example.com">Brew.</Card>\n\n<Steps>\n<Step title="Fill">Water.</Step>\n</Steps>\n\n' +
        '<Tabs>\n<Tab title="A">a</Tab>\n<Tab title="B">b</Tab>\n</Tabs>\n\n<Accordion title="More">m</Accordion>\n\n' +
        '<CodeGroup>\n```bash npm\nnpm i\n```\n```bash yarn\nyarn add\n```\n</CodeGroup>\n\n<Tooltip tip="Hot">kettle</Tooltip>\n\n' +
        '<ParamField query="limit" type="integer" default="10">How many.</ParamField>\n\n' +
        '<Frame caption="Pot"><img src="https://example.com/p.png" alt="Pot" /></Frame>\n\n[^1]: Note.\n',
    );
    expect(diagnostics.filter((d) => d.ruleId === 'html-attribute-dropped' || d.ruleId === 'html-element-dropped')).toEqual([]);
  });
});

describe('an inline SVG’s paint in every spelling, and what design tools add', () => {
  test('`stroke-linecap` written as in SVG files, and in a .md page’s parsed SVG, is kept; `version`, `focusable` and friends are dropped without a warning', async () => {
    const mdx = await render('<svg version="1.1" x="0px" y="0px" focusable="false" xmlSpace="preserve" viewBox="0 0 4 4"><path d="M0 0h4" stroke="#000" stroke-linecap="round" fill-opacity="0.5" /></svg>\n');
    expect(mdx.html).toContain('<path d="M0 0h4" stroke="#000" stroke-linecap="round" fill-opacity="0.5">');
    expect(mdx.html).not.toMatch(/version|focusable|xml:space/);
    expect(mdx.diagnostics.filter((d) => d.ruleId === 'html-attribute-dropped')).toEqual([]);
    const md = await render('Text.\n\n<svg viewBox="0 0 4 4"><path d="M0 0h4" stroke="#000" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="1 1"></path></svg>\n', 'page.md');
    expect(md.html).toContain('stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="1 1"');
    expect(md.diagnostics.filter((d) => d.ruleId === 'html-attribute-dropped')).toEqual([]);
  });
});

type Finding = { ruleId: string; line: number; column: number; message: string };
const found = (diagnostics: readonly Finding[], ruleId: string) => diagnostics.filter((d) => d.ruleId === ruleId).map((d) => `${d.line}:${d.column} ${d.message}`);

describe('an element the allow-list leaves out is reported at the element', () => {
  test('an unknown element and a custom one: the element goes, its text stays, one `html-element-dropped` warning per name on a page', async () => {
    const { html, diagnostics } = await render('Pour.\n\nA <marquee>Hot tea.</marquee> cup.\n\nA <kettle-timer>Three minutes.</kettle-timer> wait.\n\nA <marquee>Again.</marquee> cup.\n');
    expect(html).not.toMatch(/marquee|kettle-timer/);
    expect(html).toContain('Hot tea.');
    expect(html).toContain('Three minutes.');
    expect(found(diagnostics, 'html-element-dropped')).toEqual([
      "3:3 Unexpected element `<marquee>`, expected an element of the page's HTML allow-list: it is not emitted, its content is",
      "5:3 Unexpected element `<kettle-timer>`, expected an element of the page's HTML allow-list: it is not emitted, its content is",
    ]);
  });

  test("as a block of an MDX page, Mintlify removes it: one `component-known` finding in lint's words, not `html-element-dropped` too", async () => {
    const { html, diagnostics } = await render('Text.\n\n<marquee>Tea.</marquee>\n\n<kettle-timer>Three minutes.</kettle-timer>\n');
    expect(html).not.toMatch(/Tea\.|Three minutes/);
    expect(found(diagnostics, 'component-known')).toEqual([`3:1 ${htmlBlockMessage('marquee')}`, `5:1 ${htmlBlockMessage('kettle-timer')}`]);
    expect(found(diagnostics, 'html-element-dropped')).toEqual([]);
  });

  test('a form, an object and a style sheet are `html-unsafe`, not `html-element-dropped` (in a sentence: as blocks, Mintlify removes the last two)', async () => {
    const { html, diagnostics } = await render('<form action="https://example.com/order">Order.</form>\n\nSee <object data="https://example.com/k.swf">Fallback.</object> and <style>{`p { color: red }`}</style> here.\n');
    expect(html).not.toMatch(/<form|<object|<style|color: red/);
    expect(html).toContain('Order.');
    expect(found(diagnostics, 'html-element-dropped')).toEqual([]);
    expect(found(diagnostics, 'html-unsafe').filter((m) => / `<(form|object|style)>`/.test(m))).toHaveLength(3);
  });

  test('an SVG `<defs>` goes with its content (a clip path\'s rectangle is not drawn over the icon), one warning for it and none for what is inside', async () => {
    const { html, diagnostics } = await render('<svg viewBox="0 0 1 1"><path d="M0 0H1" stroke="red" /><defs><mask id="m"><rect width="1" height="1" fill="black" /><stop offset="1" /></mask></defs></svg>\n', 'page.md');
    expect(html).toContain('<path d="M0 0H1" stroke="red"></path>');
    expect(html).not.toMatch(/<rect|<stop|<mask|<defs/);
    expect(found(diagnostics, 'html-element-dropped')).toEqual([
      "1:56 Unexpected SVG `<defs>`, expected shapes drawn with colours (a page's SVG cannot define gradients, clip paths, masks, filters or symbols): it is not emitted, nor its content",
    ]);
  });

  test('SVG elements written in camel case in MDX are SVG, not unknown components: definitions go with their content, text stays', async () => {
    const source =
      'A leaf <svg viewBox="0 0 10 10"><linearGradient id="g"><stop offset="0" stopColor="red" /></linearGradient><clipPath id="c"><rect width="5" height="5" /></clipPath><feGaussianBlur stdDeviation="2" /><text x="1" y="8" fontSize="4" textAnchor="start">Hi <tspan fill="red">there</tspan></text><path d="M0 0H10" fill="url(#g)" /></svg>\n';
    const { html, diagnostics } = await render(source);
    expect(html).not.toMatch(/dw-component|<lineargradient|<linearGradient|<clipPath|<rect|<stop|<feGaussianBlur/i);
    expect(html).toContain('<text x="1" y="8" font-size="4" text-anchor="start">Hi <tspan fill="red">there</tspan></text>');
    expect(diagnostics.filter((d) => d.ruleId === 'component-known')).toEqual([]);
    expect(found(diagnostics, 'html-element-dropped').map((m) => m.split(',')[0])).toEqual([
      '1:33 Unexpected SVG `<linearGradient>`',
      '1:108 Unexpected SVG `<clipPath>`',
      '1:165 Unexpected SVG `<feGaussianBlur>`',
    ]);
    expect(found(diagnostics, 'html-unsafe')).toEqual(["1:309 Unexpected `url()` in `fill` on `<path>`, expected a colour (a page's SVG cannot define gradients or patterns, nor paint from another file): it is not emitted"]);
  });

  test('SVG `<foreignObject>` and animation are `html-unsafe`; `<textPath>` is dropped and its words kept; a camel-case name SVG lacks is a component', async () => {
    const source = 'A leaf <svg viewBox="0 0 10 10"><foreignObject width="5" height="5"><div>Inside</div></foreignObject><set attributeName="fill" to="red" /><text><textPath href="#p">Along</textPath></text></svg>\n\n<fooBar>Mine</fooBar>\n';
    const { html, diagnostics } = await render(source);
    expect(html).not.toMatch(/foreignObject|Inside|<set|textPath/i);
    expect(html).toContain('<text>Along</text>');
    expect(found(diagnostics, 'html-unsafe').map((m) => m.split(',')[0])).toEqual(['1:33 Unexpected SVG `<foreignObject>`', '1:102 Unexpected `<set>`']);
    expect(found(diagnostics, 'html-element-dropped')).toEqual(["1:145 Unexpected element `<textPath>`, expected an element of the page's HTML allow-list: it is not emitted, its content is"]);
    expect(diagnostics.filter((d) => d.ruleId === 'component-known').map((d) => d.message.split(',')[0])).toEqual(['Unexpected unknown component `<fooBar>`']);
  });

  test('raw HTML in a .md page is reported the same way', async () => {
    const { html, diagnostics } = await render('Text.\n\n<marquee>Tea.</marquee>\n\nInline <marquee>Inline tea.</marquee> here.\n', 'page.md');
    // The block goes with its content, as on Mintlify (which compiles a `.md` page as MDX); the inline one's content stays.
    expect(html).not.toContain('>Tea.');
    expect(html).toContain('Inline tea.');
    // Alone on its line it is a block Mintlify removes (`component-known`, as lint says); inline, the allow-list's finding.
    expect(found(diagnostics, 'component-known').map((m) => m.split(',')[0])).toEqual(['3:1 Unexpected HTML element `<marquee>` as a block']);
    expect(found(diagnostics, 'html-element-dropped')).toEqual(["5:8 Unexpected element `<marquee>`, expected an element of the page's HTML allow-list: it is not emitted, its content is"]);
  });
});

describe('an attribute value the allow-list refuses is reported', () => {
  test('`<input type="range">` loses `type` with an `html-attribute-dropped` warning naming the value and what is drawn; `type="text"`, the default, goes unreported', async () => {
    const { html, diagnostics } = await render('<input type="range" />\n\n<input type="checkbox" checked disabled />\n\n<input type="text" />\n');
    expect(html).not.toContain('range');
    expect(html).toContain('type="checkbox"');
    expect(found(diagnostics, 'html-attribute-dropped')).toEqual(['1:8 Unexpected `type="range"` on `<input>`, expected `type="checkbox"`: docwright draws no other `type` on `<input>`, the attribute is not emitted']);
  });

  test('a link or image URL whose scheme is off the list is an `html-unsafe` warning; `javascript:` keeps its own single warning; paths and https pass', async () => {
    const { html, diagnostics } = await render('<a href="ftp://example.com/k.txt">K</a> <a href="javascript:boil()">B</a> <a href="/tea">T</a> <a href="https://example.com">E</a>\n\n<img src="data:image/png;base64,AAAA" alt="Pot" />\n');
    expect(html).not.toMatch(/ftp:|javascript:|data:image/);
    expect(found(diagnostics, 'html-unsafe')).toEqual([
      '1:4 Unexpected `ftp:` URL in `href` on `<a>`, expected a path or a URL with `http:`, `https:`, `mailto:`, `tel:`, `irc:`, `ircs:`, `xmpp:`: it is not emitted',
      '1:44 Unexpected `javascript:` URL in `href`, expected an `https:` URL or a path: it is not emitted',
      '3:6 Unexpected `data:` URL in `src` on `<img>`, expected a path or a URL with `http:`, `https:`: it is not emitted',
    ]);
  });

  test('a scheme in capitals is the same scheme: the link stays, in lower case, with no warning; a refused one stays refused', async () => {
    const { html, diagnostics } = await render('Read [the guide](HTTPS://Example.com/Guide) or <a href="Mailto:tea@example.com">write</a>.\n\n<a href="JavaScript:boil()">B</a> <a href="FTP://example.com/k">K</a>\n');
    expect(html).toContain('href="https://Example.com/Guide"');
    expect(html).toContain('href="mailto:tea@example.com"');
    expect(html).not.toMatch(/javascript:|ftp:/i);
    expect(found(diagnostics, 'html-unsafe')).toEqual([
      '3:4 Unexpected `javascript:` URL in `href`, expected an `https:` URL or a path: it is not emitted',
      '3:38 Unexpected `ftp:` URL in `href` on `<a>`, expected a path or a URL with `http:`, `https:`, `mailto:`, `tel:`, `irc:`, `ircs:`, `xmpp:`: it is not emitted',
    ]);
  });
});

describe('a script URL in `src` is reported at the attribute, not at the element', () => {
  const page = 'Text.\n\n<img src="javascript:alert(1)" />\n\n<iframe title="t"\n  src="javascript:alert(2)"></iframe>\n\n<div>\n<video controls src="vbscript:x"></video>\n</div>\n';
  test.each(['page.mdx', 'page.md'])('in %s: `<img>`, `<iframe>` (its `src` on the next line), `<video>` in a `<div>`', async (file) => {
    const { html, diagnostics } = await render(page, file);
    expect(html).not.toMatch(/javascript:|vbscript:/);
    expect(found(diagnostics, 'html-unsafe')).toEqual([
      '3:6 Unexpected `javascript:` URL in `src`, expected an `https:` URL or a path: it is not emitted',
      '6:3 Unexpected `javascript:` URL in `src`, expected an `https:` URL or a path: it is not emitted',
      '9:17 Unexpected `vbscript:` URL in `src`, expected an `https:` URL or a path: it is not emitted',
    ]);
  });
});

describe('ARIA states and properties and SVG drawing attributes are kept', () => {
  test('every WAI-ARIA 1.2 attribute written on an element reaches the page, with no warning', async () => {
    const { html, diagnostics } = await render('<div role="status" aria-live="polite" aria-atomic="true">Saved.</div>\n\n<button aria-pressed="true" aria-haspopup="menu">Tea</button>\n\n<div role="separator" aria-orientation="vertical" aria-valuenow="3" aria-roledescription="divider" />\n');
    for (const attribute of ['aria-live="polite"', 'aria-atomic="true"', 'aria-pressed="true"', 'aria-haspopup="menu"', 'aria-orientation="vertical"', 'aria-valuenow="3"', 'aria-roledescription="divider"']) expect(html).toContain(attribute);
    expect(found(diagnostics, 'html-attribute-dropped')).toEqual([]);
  });

  test('`vector-effect` and stroke geometry on an inline SVG are kept in each spelling', async () => {
    const { html, diagnostics } = await render('<svg viewBox="0 0 24 24"><path d="M1 1L2 2" vectorEffect="non-scaling-stroke" strokeMiterlimit="4" shape-rendering="crispEdges" /></svg>\n');
    expect(html).toContain('vector-effect="non-scaling-stroke"');
    expect(html).toContain('stroke-miterlimit="4"');
    expect(html).toContain('shape-rendering="crispEdges"');
    expect(found(diagnostics, 'html-attribute-dropped')).toEqual([]);
  });

  test('what can run code or load a resource stays refused: event handlers, `url()` in `style`, `srcdoc`, `formaction`, `clip-path`', async () => {
    const { html } = await render(
      '<div aria-label="Pot" onMouseOver="boil()" style={{ background: "url(https://example.com/x.png)" }}>x</div>\n\n<iframe src="https://example.com" srcdoc="<script>boil()</script>" />\n\n<button formaction="https://example.com/steal">Go</button>\n\n<svg viewBox="0 0 2 2"><path d="M0 0" clip-path="url(#c)" /></svg>\n',
    );
    expect(html).toContain('aria-label="Pot"');
    expect(html).not.toMatch(/onmouseover|url\(|srcdoc|formaction|clip-path/i);
  });
});

describe('URLs the allow-list checks the scheme of', () => {
  const hrefs = ['/docs/a', 'page#x:y', '?a=b:c', 'dir/x:y', 'https://example.com', 'ftp://example.com', 'mailto:a@example.com', 'tel:123', 'a:b/c', 'Ftp://example.com/up'];
  const srcs = ['/images/a.png', 'https://example.com/a.png', 'mailto:a@example.com', 'ftp://example.com/a.png'];

  test('a URL without a scheme, or with one the allow-list names, is kept without a report; any other is refused at its element, as the sanitiser removes it', async () => {
    const source = `Text.\n\n${hrefs.map((h) => `<a href="${h}">x</a>`).join('\n')}\n${srcs.map((s) => `<img src="${s}" alt="a">`).join('\n')}\n`;
    const { html, diagnostics } = await render(source, 'page.md');
    const refused = diagnostics.filter((d) => d.ruleId === 'html-unsafe').map((d) => `${d.line} ${d.message.split(' on ')[0]}`);
    expect(refused).toEqual([
      '8 Unexpected `ftp:` URL in `href`',
      '11 Unexpected `a:` URL in `href`',
      '12 Unexpected `ftp:` URL in `href`',
      '15 Unexpected `mailto:` URL in `src`',
      '16 Unexpected `ftp:` URL in `src`',
    ]);
    for (const kept of ['/docs/a', 'page#x:y', '?a=b:c', 'dir/x:y', 'https://example.com', 'mailto:a@example.com', 'tel:123', '/images/a.png', 'https://example.com/a.png']) expect(html).toContain(`${kept}"`);
    for (const gone of ['ftp:', 'a:b/c']) expect(html).not.toContain(gone);
    expect(html.match(/<a>x<\/a>/g)).toHaveLength(3);
  });
});
