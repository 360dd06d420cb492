// A script URL given as a link in docs.json (`javascript:`) is linked to `#` by the site: the build says so at the value.
import { describe, expect, test } from '@jest/globals';
import { resolveConfig } from '../../src/config/json.js';
import { configHrefs, configImages, refusedConfigHrefs, scriptScheme } from '../../src/project/config-hrefs.js';
import { safeHref } from '../../src/render/safety/href.js';

const DOCS_JSON = `{
  "name": "Example",
  "navbar": {
    "links": [
      { "label": "Home", "href": "/" },
      { "label": "Alert", "href": "javascript:alert(4)" }
    ],
    "primary": { "type": "button", "label": "Go", "href": " JaVa\\tScRiPt:void(0)" }
  },
  "footer": { "socials": { "x": "https://x.com/example" }, "links": [{ "header": "More", "items": [{ "label": "Data", "href": "data:text/html,hi" }] }] },
  "redirects": [{ "source": "/a", "destination": "/b" }]
}
`;

describe('links in the configuration', () => {
  test('each script URL is an html-unsafe warning at its value; other links are not reported', async () => {
    const resolved = await resolveConfig(DOCS_JSON, '/p/docs.json', '/p');
    const findings = refusedConfigHrefs(resolved);
    expect(findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.severity} ${f.message}`)).toEqual([
      "6:35 html-unsafe warn Unexpected `javascript:` link `javascript:alert(4)`, expected a page path or an `https:` URL: the site links to `#` instead",
      '8:59 html-unsafe warn Unexpected `javascript:` link ` JaVa\\x09ScRiPt:void(0)`, expected a page path or an `https:` URL: the site links to `#` instead',
      '10:127 html-unsafe warn Unexpected `data:` link `data:text/html,hi`, expected a page path or an `https:` URL: the site links to `#` instead',
    ]);
  });

  test('the walker finds every href in order, not under redirects; the renderer refuses the same URLs', () => {
    expect(configHrefs(JSON.parse(DOCS_JSON)).map((h) => h.path.join('.'))).toEqual(['navbar.links.0.href', 'navbar.links.1.href', 'navbar.primary.href', 'footer.links.0.items.0.href']);
    for (const href of ['javascript:alert(4)', ' JaVa\tScRiPt:void(0)', 'data:text/html,hi', 'VBScript:x']) {
      expect(scriptScheme(href)).toBeDefined();
      expect(safeHref(href)).toBe('#');
    }
    for (const href of ['/', 'https://example.com', 'mailto:a@example.com', 'guide/javascript:x']) expect(safeHref(href)).toBe(href);
  });
  test('a script URL as the logo or favicon is an html-unsafe warning at its value; a file or https URL is not', async () => {
    const config = '{\n  "name": "E",\n  "logo": { "light": "/logo.svg", "dark": "data:image/svg+xml,<svg/>" },\n  "favicon": "javascript:alert(1)"\n}\n';
    const findings = refusedConfigHrefs(await resolveConfig(config, '/p/docs.json', '/p'));
    expect(findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual([
      '3:43 html-unsafe Unexpected `data:` URL `data:image/svg+xml,<svg/>` for `logo.dark`, expected a file of the project or an `https:` URL: the site loads no image from it',
      '4:14 html-unsafe Unexpected `javascript:` URL `javascript:alert(1)` for `favicon`, expected a file of the project or an `https:` URL: the site loads no image from it',
    ]);
    expect(configImages({ logo: 'https://cdn.example/l.png', favicon: { light: '/f.ico', dark: '/g.ico' } }).map((i) => i.path.join('.'))).toEqual(['logo', 'favicon.light', 'favicon.dark']);
  });
});
