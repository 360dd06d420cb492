// Typefaces and themes (issue 27 item 1 and 2): Inter ships with the site and is served from
// `_docwright/fonts/`; the configuration's `fonts` are used when the project holds the file and
// named only (with a warning) when it is remote; each `theme` is one token record written as
// custom properties that the site's style sheet reads.
import { describe, expect, test } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fontSettings, INTER_FILES, siteFonts } from '../../src/render/components/fonts.js';
import { createSite } from '../../src/render/site/site.js';
import { SITE_STYLES } from '../../src/render/site-assets.js';
import { THEME_TOKENS, THEMES, themeCss, themeName } from '../../src/render/components/themes.js';
import { makeProject } from './helpers.js';

function docs(extra: Record<string, unknown>): string {
  return JSON.stringify({ theme: 'mint', name: 'Type', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'All', pages: ['index'] }] }, ...extra });
}
const INDEX = '---\ntitle: Home\n---\n\nHello.\n';

function outDir(): string {
  return join(mkdtempSync(join(tmpdir(), 'docwright-out-')), 'site');
}

describe('Inter', () => {
  test('the style sheet declares Inter from its own folder, with font-display swap, and the build copies the two files', async () => {
    expect(SITE_STYLES).toMatch(/^@font-face\{font-family:"Inter";font-style:normal;font-display:swap;font-weight:100 900;src:url\(fonts\/inter-latin-ext-wght-normal\.woff2\) format\("woff2"\)/);
    expect(SITE_STYLES).toContain('--dw-font:"Inter",var(--dw-font-fallback)');
    expect(SITE_STYLES).not.toMatch(/url\((["']?)(https?:)?\/\//);
    const root = makeProject({ 'docs.json': docs({}), 'index.mdx': INDEX });
    const out = outDir();
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(result.errors).toBe(0);
    for (const file of INTER_FILES) expect(statSync(join(out, '_docwright/fonts', file)).size).toBeGreaterThan(10_000);
    expect(readFileSync(join(out, '_docwright/site.css'), 'utf8')).toBe(SITE_STYLES);
  });

  test('the dev server serves the Inter files and nothing else from the package', async () => {
    const root = makeProject({ 'docs.json': docs({}), 'index.mdx': INDEX });
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    expect(await site.render(`/_docwright/fonts/${INTER_FILES[0]}`)).toMatchObject({ status: 200 });
    expect(await site.render('/_docwright/fonts/inter-cyrillic-wght-normal.woff2')).toBeUndefined();
  });
});

describe('configured fonts', () => {
  test('`fonts` alone sets body and headings; `heading`/`body` set one each; mint.json `url` is a source', () => {
    expect(fontSettings({ family: 'Lato' })).toEqual({ body: { family: 'Lato' }, heading: { family: 'Lato' } });
    expect(fontSettings({ heading: { family: 'Lora', weight: 600 } })).toEqual({ heading: { family: 'Lora', weight: 600 } });
    expect(fontSettings({ family: 'Old', url: 'https://fonts.example/old.woff2' })).toMatchObject({ body: { source: 'https://fonts.example/old.woff2' } });
    expect(fontSettings('Inter')).toEqual({});
  });

  test('a font file in the project is published and named by an @font-face with font-display swap', async () => {
    const root = makeProject({ 'docs.json': docs({ fonts: { heading: { family: 'Brand Sans', source: '/fonts/brand.woff2', format: 'woff2', weight: 700 } } }), 'index.mdx': INDEX, 'fonts/brand.woff2': 'wOF2 fake' });
    const out = outDir();
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(result.diagnostics.filter((d) => d.ruleId === 'font-source')).toEqual([]);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('@font-face{font-family:"Brand Sans";font-style:normal;font-display:swap;font-weight:700;src:url("/fonts/brand.woff2") format("woff2")}');
    expect(html).toContain('--dw-heading-font:"Brand Sans",var(--dw-font-fallback)');
    expect(html).not.toContain('--dw-font:"Brand Sans"');
    expect(existsSync(join(out, 'fonts/brand.woff2'))).toBe(true);
  });

  test('a remote font is not fetched: its family is named, with one warning', async () => {
    const root = makeProject({ 'docs.json': docs({ fonts: { family: 'Remote Grotesk', source: 'https://fonts.example/remote.woff2', format: 'woff2' } }), 'index.mdx': INDEX });
    const out = outDir();
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    const warnings = result.diagnostics.filter((d) => d.ruleId === 'font-source');
    expect(warnings.map((d) => [d.severity, d.message])).toEqual([['warn', 'Unexpected remote font `https://fonts.example/remote.woff2`, expected a file in the project: the site loads no font from another origin and names `Remote Grotesk` only']]);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).not.toContain('fonts.example');
    expect(html).toContain(':root[data-dw-theme]{--dw-font:"Remote Grotesk",var(--dw-font-fallback);--dw-t-font:var(--dw-font)');
  });

  test('a font finding sits at the `source` or `family` value in docs.json, and at `font.url` in mint.json', async () => {
    const current = [
      '{',
      '  "theme": "mint",',
      '  "name": "Type",',
      '  "colors": { "primary": "#0D9373" },',
      '  "fonts": {',
      '    "heading": { "family": "Brand", "source": "https://fonts.example/brand.woff2", "format": "woff2" },',
      '    "body": {',
      '      "family": "Bad;Name"',
      '    }',
      '  },',
      '  "navigation": { "groups": [{ "group": "All", "pages": ["index"] }] }',
      '}',
    ].join('\n');
    const root = makeProject({ 'docs.json': current, 'index.mdx': INDEX });
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(outDir());
    const places = result.diagnostics.filter((d) => d.ruleId === 'font-source').map((d) => `${d.file.slice(root.length + 1)}:${d.line}:${d.column}`);
    expect(places.sort()).toEqual(['docs.json:6:47', 'docs.json:8:17']);
    const legacy = ['{', '  "name": "Old",', '  "favicon": "/favicon.svg",', '  "colors": { "primary": "#0D9373" },', '  "font": {', '    "family": "Old",', '    "url": "https://fonts.example/old.woff2",', '    "format": "woff2"', '  },', '  "navigation": [{ "group": "All", "pages": ["index"] }]', '}'].join('\n');
    const old = makeProject({ 'mint.json': legacy, 'index.mdx': INDEX, 'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    const built = await (await createSite({ root: old, workers: 0, cacheDir: false })).build(outDir());
    expect(built.diagnostics.filter((d) => d.ruleId === 'font-source').map((d) => `${d.file.slice(old.length + 1)}:${d.line}:${d.column} ${d.message}`)).toEqual(['mint.json:7:12 Unexpected remote font `https://fonts.example/old.woff2`, expected a file in the project: the site loads no font from another origin and names `Old` only']);
  });

  test('a source outside the project or missing is refused; a family with CSS in it is not written', () => {
    const project = { root: '/p', configPath: '/p/docs.json', assets: ['fonts/a.woff2'] };
    const model = (fonts: unknown): never => ({ fonts }) as never;
    expect(siteFonts({ ...project, model: model({ family: 'A', source: '../secret.woff2' }) }, '').findings.map((f) => f.message)).toEqual(['Missing font file `../secret.woff2` in the project']);
    expect(siteFonts({ ...project, model: model({ family: 'A', source: '/fonts/b.woff2' }) }, '').css).not.toContain('@font-face');
    const bad = siteFonts({ ...project, model: model({ family: 'A";}body{color:red' }) }, '');
    expect(bad.css).toBe('');
    expect(bad.findings).toHaveLength(1);
    expect(siteFonts({ ...project, model: model({ family: 'A', source: 'fonts/a.woff2' }) }, '/docs').css).toContain('src:url("/docs/fonts/a.woff2") format("woff2")');
  });
});

describe('themes', () => {
  test('every theme has tokens; mint is the default and an unknown name falls back to it', () => {
    expect(Object.keys(THEME_TOKENS).sort()).toEqual([...THEMES].sort());
    expect(themeName('palm')).toBe('palm');
    expect(themeName('toString')).toBe('mint');
    expect(themeName(undefined)).toBe('mint');
  });

  test('the tokens are custom properties on :root (mint) and :root[data-dw-theme=…], and the style sheet reads them', () => {
    const css = themeCss();
    expect(css).toMatch(/^:root\{--dw-t-radius:12px;/);
    expect(css).toContain(':root[data-dw-theme=linden]{--dw-t-radius:2px;--dw-t-font:var(--dw-mono);');
    expect(css.match(/^:root/gm)).toHaveLength(THEMES.length);
    for (const used of ['--dw-t-sidebar-bg', '--dw-t-nav-active-bg', '--dw-t-h1-size', '--dw-t-card-shadow', '--dw-t-code-border', '--dw-t-header-border']) expect(SITE_STYLES).toContain(`var(${used})`);
    // The themes differ where readers see it: sidebar, headings, cards or code.
    const differing = (key: keyof (typeof THEME_TOKENS)['mint']): number => new Set(THEMES.map((t) => THEME_TOKENS[t][key])).size;
    expect(differing('sidebarBg')).toBeGreaterThan(1);
    expect(differing('h1Size')).toBeGreaterThan(3);
    expect(new Set(THEMES.map((t) => JSON.stringify(THEME_TOKENS[t]))).size).toBe(THEMES.length);
  });

  test('a page names its theme on <html>', async () => {
    const root = makeProject({ 'docs.json': docs({ theme: 'maple' }), 'index.mdx': INDEX });
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    const page = await site.render('/');
    expect(String(page?.body)).toMatch(/<html lang="en"[^>]* data-dw-theme="maple"/);
  });
});
