import { describe, expect, test } from '@jest/globals';
import { MAX_SVG_DEPTH, sanitiseSvg, sanitiseSvgFile } from '../../../src/render/safety/svg.js';

/** A row of the tables below: `svg` is published as `published`. */
function expectPublished(_what: string, svg: string, published: string): void {
  expect(sanitiseSvg(svg)).toBe(published);
}

describe('sanitiseSvg', () => {
  test.each([
    [
      'an SVG with onload is published without it',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" onload="alert(1)"><circle r="2" onclick="alert(2)"/></svg>',
      '<svg viewBox="0 0 4 4" xmlns="http://www.w3.org/2000/svg"><circle r="2" /></svg>\n',
    ],
    [
      'script and foreignObject are removed with their content',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject><rect width="1" height="1"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" /></svg>\n',
    ],
    [
      'animation of href or handlers is removed; other animation stays',
      '<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" to="javascript:alert(1)"/></a><set attributeName="onclick" to="alert(1)"/><circle r="1"><animate attributeName="r" from="1" to="2" dur="1s"/></circle></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"><animate attributeName="r" from="1" to="2" dur="1s" /></circle></svg>\n',
    ],
    [
      'processing instructions, comments and editor metadata are dropped; the result declares its namespace',
      '<?xml version="1.0"?>\n<?xml-stylesheet href="https://evil.example/x.xsl" type="text/xsl"?>\n<!-- c --><svg xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1"><sodipodi:namedview/><metadata><rdf:RDF/></metadata><path d="M0 0" inkscape:label="x"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0" /></svg>\n',
    ],
    [
      'HTML inside <title> keeps only its text',
      '<svg><title><img src="x" onerror="alert(1)">Logo</title></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><title>Logo</title></svg>\n',
    ],
    [
      'a file without an <svg> element becomes an empty SVG',
      '<html><body><script>alert(1)</script></body></html>',
      '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    ],
  ])('%s', expectPublished);

  test('links are unwrapped; javascript: and remote references are dropped; #fragments and raster data: images stay', () => {
    const out = sanitiseSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a href="javascript:alert(1)"><text>t</text></a><use href="https://evil.example/x.svg#a"/><use xlink:href="#shape"/><image href="data:image/png;base64,AAAA"/><image href="/images/secret.png"/></svg>',
    );
    expect(out).not.toMatch(/javascript|evil\.example|secret\.png|<a\b/);
    expect(out).toContain('<text>t</text>');
    expect(out).toContain('<use xlink:href="#shape" />');
    expect(out).toContain('<image href="data:image/png;base64,AAAA" />');
    expect(out).toContain('xmlns:xlink="http://www.w3.org/1999/xlink"');
  });

  test('styles lose @import and remote url(); local url(#id) stays', () => {
    const out = sanitiseSvg('<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/a.css); .a{fill:url(#g)} .b{background:url(https://evil.example/t.png)}</style><rect style="fill:url(https://evil.example/p)" class="a"/></svg>');
    expect(out).not.toContain('evil.example');
    expect(out).toContain('.a{fill:url(#g)}');
    expect(out).toContain('<![CDATA[');
  });
});

describe('sanitiseSvgFile', () => {
  test('an SVG nested 5,000 deep is published empty with a reason, not a crash', () => {
    const deep = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(5000)}<rect/>${'</g>'.repeat(5000)}</svg>`;
    expect(sanitiseSvgFile(deep)).toEqual({
      svg: '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      problem: `Unexpected SVG nesting deeper than ${MAX_SVG_DEPTH} elements, expected a flatter drawing: it is published empty`,
    });
  });

  test('an ordinary SVG has no problem; self-closing siblings do not count as nesting', () => {
    const wide = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(2000)}</svg>`;
    const result = sanitiseSvgFile(wide);
    expect(result.problem).toBeUndefined();
    expect(result.svg.match(/<rect /g)).toHaveLength(2000);
  });
});

describe('sanitiseSvg: an allow-list, not a deny-list', () => {
  test.each([
    [
      'an escaped url() in a style attribute (`u\\72l(`) is dropped with its declaration',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:u\\72l(https://evil.example/p);stroke:red" width="1" height="1"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="stroke:red" width="1" height="1" /></svg>\n',
    ],
    [
      'presentation attributes and animation values cannot reach another file',
      '<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect fill="url(#g)" stroke="u\\72l(https://evil.example/p)" filter="url(https://evil.example/f.svg#f)" mask="url(&quot;https://evil.example/m&quot;)" width="1" height="1"><animate attributeName="fill" to="url(https://evil.example/p)" dur="1s"/><animate attributeName="fill" values="red;url(https://evil.example/p)" dur="1s"/></rect></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"><stop offset="0" stop-color="red" /></linearGradient></defs><rect fill="url(#g)" width="1" height="1"><animate attributeName="fill" dur="1s" /><animate attributeName="fill" dur="1s" /></rect></svg>\n',
    ],
    [
      'elements and attributes off the list go: unknown elements leave their drawing, unknown attributes vanish',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><blink><circle r="1" formaction="javascript:alert(1)" data-x="1" tabindex="0"/></blink><use href="https://evil.example/s.svg#a"/><use href="#c"/></svg>',
      '<svg viewBox="0 0 2 2" xmlns="http://www.w3.org/2000/svg"><circle r="1" /><use /><use href="#c" /></svg>\n',
    ],
    [
      'ids keep their names (no clobber prefix inside a drawing), so url(#id) still resolves',
      '<svg xmlns="http://www.w3.org/2000/svg"><clipPath id="c"><rect width="1" height="1"/></clipPath><g clip-path="url(#c)"><path d="M0 0h1"/></g></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><clipPath id="c"><rect width="1" height="1" /></clipPath><g clip-path="url(#c)"><path d="M0 0h1" /></g></svg>\n',
    ],
  ])('%s', expectPublished);
});
