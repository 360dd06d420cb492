import { describe, expect, test } from '@jest/globals';
import { cleanDeclarations, cleanStyleSheet, PAGE_CSS, SVG_CSS } from '../../src/render/safety/css.js';
import { renderContent } from '../../src/render/page/page.js';
import { makeProject } from './helpers.js';

async function render(source: string, file = 'page.mdx') {
  const root = makeProject({});
  return renderContent({ root, file: `${root}/${file}`, source, basePath: '', snippets: new Map() }, file.replace(/\.mdx?$/, ''));
}

const page = (css: string) => cleanDeclarations(css, PAGE_CSS).style;

/** Cleans `css` as a page style, expects none of it kept, and gives what was dropped. */
function droppedWhole(css: string): ReturnType<typeof cleanDeclarations>['dropped'] {
  const { style, dropped } = cleanDeclarations(css, PAGE_CSS);
  expect(style).toBe('');
  return dropped;
}

describe('a page style: the CSS allow-list', () => {
  test('the properties Mintlify pages use stay as written', () => {
    expect(page('width: 100%; height: auto; border-radius: 0.5rem; margin: 12px auto; background-color: transparent')).toBe('width:100%;height:auto;border-radius:0.5rem;margin:12px auto;background-color:transparent');
    expect(page('background: linear-gradient(to right, rgb(59 130 246 / 0.5), #fff); --tree-highlight: rgb(59 130 246); fill: #7856ff')).toBe(
      'background:linear-gradient(to right, rgb(59 130 246 / 0.5), #fff);--tree-highlight:rgb(59 130 246);fill:#7856ff',
    );
    expect(page('display:inline-block;vertical-align:middle;font-weight:bold;font-size:.8rem;border:1.5px solid #07C983;font-family:"Inter", sans-serif')).toBe(
      'display:inline-block;vertical-align:middle;font-weight:bold;font-size:.8rem;border:1.5px solid #07C983;font-family:"Inter", sans-serif',
    );
    expect(page('grid-template-columns: repeat(3, minmax(0, 1fr)); gap: calc(1rem + 2px); color: var(--dw-primary) !important')).toBe(
      'grid-template-columns:repeat(3, minmax(0, 1fr));gap:calc(1rem + 2px);color:var(--dw-primary)!important',
    );
  });

  test('an overlay over the site is dropped: `position: fixed`, the `inset` shorthand, a high `z-index`; offsets within the column stay', () => {
    const { style, dropped } = cleanDeclarations('position:fixed;inset:0;z-index:9999;top:0;left:0;right:0;bottom:0;opacity:0;transform:translate(0)', PAGE_CSS);
    expect(style).toBe('top:0;left:0;right:0;bottom:0;opacity:0;transform:translate(0)');
    expect(dropped).toEqual([
      { property: 'position', reason: 'bounds', value: 'fixed' },
      { property: 'inset', reason: 'property' },
      { property: 'z-index', reason: 'bounds', value: '9999' },
    ]);
    expect(page('position:relative;z-index:10;top:-3.5rem;left:50%;transform:translate(-50%, 0)')).toBe('position:relative;z-index:10;top:-3.5rem;left:50%;transform:translate(-50%, 0)');
  });

  test.each([
    ['a negative margin in viewport units', 'margin: calc(100vw * -1)'],
    ['a negative margin past 24rem', 'margin-left: -30rem'],
    ['an offset in viewport units', 'top: -100vh'],
    ['an offset past 24rem', 'left: -9999px'],
    ['a translation past 24rem', 'transform: translateX(-9999px)'],
    ['a huge outline', 'outline: 100vw solid red'],
    ['an outline past 4rem', 'outline-width: 5rem'],
    ['a shadow that floods the screen', 'box-shadow: 0 0 0 100vmax red'],
    ['a custom property in viewport units', '--m: -100vw'],
    ['a scale past 4', 'scale: 50'],
  ])('%s is dropped: nothing paints over the site chrome', (_label, css) => {
    expect(droppedWhole(css).map((d) => d.reason)).toEqual(['bounds']);
  });

  test('what pages write stays: small negative margins, shadows with colours, viewport-high boxes', () => {
    expect(page('margin-top:-2rem;box-shadow:0 25px 50px -12px rgb(255 0 0 / 0.25);height:100vh;width:100vw;outline:2px solid #123456')).toBe(
      'margin-top:-2rem;box-shadow:0 25px 50px -12px rgb(255 0 0 / 0.25);height:100vh;width:100vw;outline:2px solid #123456',
    );
  });

  test.each([
    ['url()', 'background: url(https://evil.example/t.png)'],
    ['url() with quotes and spaces', 'background-image: URL( "https://evil.example/t.png" )'],
    ['an escaped url()', 'background: u\\72l(https://evil.example/t.png)'],
    ['an escaped function name', 'background: \\75 rl(https://evil.example/t.png)'],
    ['a comment inside the name', 'background: u/**/rl(https://evil.example/t.png)'],
    ['image-set()', 'background-image: image-set("https://evil.example/t.png" 1x)'],
    ['-webkit-image-set()', 'background-image: -webkit-image-set(url(x.png) 1x)'],
    ['expression()', 'width: expression(alert(1))'],
    ['a url() behind var()', 'background: var(--a, url(https://evil.example/t.png))'],
    ['a custom property holding url()', '--bg: url(https://evil.example/t.png)'],
    ['@import', 'color: red @import "https://evil.example/a.css"'],
    ['a block', 'color: red {}'],
    ['markup in a string', 'font-family: "</style><script>"'],
    ['attr()', 'width: attr(data-w)'],
  ])('a value with %s is dropped', (_label, css) => {
    expect(droppedWhole(css)).toHaveLength(1);
  });

  test.each([
    ['behavior', 'behavior: url(x.htc)'],
    ['-moz-binding', '-moz-binding: url(x.xml#a)'],
    ['an escaped property name', 'po\\73ition: fixed'],
    ['an escaped semicolon that hides a declaration', 'color: red\\;position:fixed'],
    ['content', 'content: "x"'],
    ['position: fixed', 'position: FIXED'],
  ])('%s is dropped', (_label, css) => {
    expect(page(css)).not.toMatch(/position|behavior|binding|content|pointer/);
  });

  test('semicolons inside strings and brackets do not split a declaration', () => {
    expect(page('font-family: "a;b", serif; color: rgb(1 2 3)')).toBe('font-family:"a;b", serif;color:rgb(1 2 3)');
    expect(page('color: red; position: fixed; width: 10px')).toBe('color:red;width:10px');
  });
});

describe('a page style in a rendered page', () => {
  test('an .mdx style object: the full-screen overlay loses its positioning, keeps its colour, and each dropped declaration is a warning', async () => {
    const { html, diagnostics } = await render('<a href="https://evil.example" style={{position: "fixed", inset: 0, zIndex: 99, background: "u\\\\72l//evil.example/t.png", color: "red"}}>x</a>\n');
    expect(html).toContain('<a href="https://evil.example" style="color:red">x</a>');
    const bounds = 'expected no `position: fixed`, a `z-index` from -9 to 10, and offsets, negative margins and outlines without viewport units and within 24rem (4rem for outlines and shadows): it is not emitted';
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual([
      // At the `style` attribute written (column 32), each refused value named.
      `1:32 html-unsafe Unexpected value \`fixed\` of CSS property \`position\` in \`style\` on \`<a>\`, ${bounds}`,
      "1:32 html-unsafe Unexpected CSS property `inset` in `style` on `<a>`, expected a property on the page's CSS allow-list: it is not emitted",
      `1:32 html-unsafe Unexpected value \`99\` of CSS property \`z-index\` in \`style\` on \`<a>\`, ${bounds}`,
      '1:32 html-unsafe Unexpected value `u\\72l//evil.example/t.png` of CSS property `background` in `style` on `<a>`, expected plain CSS without `url()`, escapes or comments: it is not emitted',
    ]);
  });

  test('a .md page raw HTML style: an escaped url() is dropped, the rest stays', async () => {
    const { html } = await render('<div style="width:50%;background:u\\72l(https://evil.example/t.png);position:fixed">x</div>\n', 'page.md');
    expect(html).toContain('<div style="width:50%">x</div>');
  });

  test('a style with nothing left is removed', async () => {
    const { html } = await render('<div style="position:fixed">x</div>\n', 'page.md');
    expect(html).toContain('<div>x</div>');
  });

  test('component colours docwright writes stay (custom property, colour, background)', async () => {
    const { html, diagnostics } = await render('<Callout color="#ff0000">n</Callout>\n\n<Card title="c" icon="rocket" color="#00ff00">c</Card>\n\n<Color><Color.Item name="a" value="#123456" /></Color>\n');
    expect(html).toContain('style="--dw-callout:#ff0000;--dw-callout-text:#800000;--dw-callout-text-dark:#ff8080"');
    expect(html).toContain('style="color:#00ff00"');
    expect(html).toContain('style="--dw-swatch:#123456"');
    expect(diagnostics.filter((d) => d.ruleId === 'html-unsafe')).toEqual([]);
  });
});

describe('an SVG style sheet', () => {
  test('at-rules go, fragment url() stays, remote url() in any spelling goes', () => {
    expect(cleanStyleSheet('@import url(https://evil.example/a.css); .a{fill:url(#g)} .b{fill:u\\72l(https://evil.example/p)} .c{stroke:#000;background:url(https://evil.example/t.png)} @font-face{src:url(x.woff)} @media (min-width: 1px){.d{fill:red}}')).toBe(
      '.a{fill:url(#g)}\n.c{stroke:#000}',
    );
    expect(cleanDeclarations('fill:url(#g);stroke:url( "#h" );transform:rotate(45deg)', SVG_CSS).style).toBe('fill:url(#g);stroke:url( "#h" );transform:rotate(45deg)');
  });

  test('a selector with markup or an escape is dropped', () => {
    expect(cleanStyleSheet('a\\3c b{fill:red} rect[x="</style>"]{fill:red} .ok{fill:red}')).toBe('.ok{fill:red}');
  });
});
