// Tailwind classes in pages: the CSS for exactly the utilities pages write, written once per
// site, linked only by the pages that write classes, and served by the dev server too.
import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite } from '../../../src/render/site/site.js';
import { classTokens, tailwindCss } from '../../../src/render/safety/tailwind.js';
import { configColor, themeColors } from '../../../src/render/safety/colors.js';
import { makeProject } from '../helpers.js';
import { tempOutDir } from '../../support/project.js';
import { expectContains } from '../../support/text.js';

const DOCS = JSON.stringify({ theme: 'mint', name: 'Styled', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'All', pages: ['index', 'plain', 'notes'] }] } });

describe('tailwindCss', () => {
  test('generates the utilities asked for and nothing else, important, with no reset', async () => {
    const css = await tailwindCss(['flex', 'gap-4', 'text-blue-600', 'not-a-utility']);
    expect(css).toContain('.flex {\n  display: flex !important;\n}');
    expect(css).toContain('.gap-4 {\n  gap: calc(var(--spacing) * 4) !important;\n}');
    expect(css).toContain('--color-blue-600:');
    expect(css).not.toContain('not-a-utility');
    expect(css).not.toContain('.grid');
    // No preflight: nothing styles elements by tag or resets the box model.
    expect(css).not.toMatch(/(^|\n)\s*(\*,|html|body|h1|img)[\s,{]/);
    expect(css).not.toContain('@layer');
  });

  test('the dark variant follows the site mode attribute, not the system setting', async () => {
    const css = await tailwindCss(['dark:hidden']);
    expect(css).toContain('.dark\\:hidden:where([data-theme=dark], [data-theme=dark] *) {\n  display: none !important;\n}');
    expect(css).not.toContain('prefers-color-scheme');
  });

  test('is empty when no class is a utility', async () => {
    expect(await tailwindCss(['dw-callout', 'my-own-class'])).toBe('');
    expect(await tailwindCss([])).toBe('');
  });

  test("Mintlify's theme names take the config's colours", async () => {
    const css = await tailwindCss(['bg-primary', 'text-primary-light', 'bg-primary-dark', 'bg-background-light', 'dark:bg-background-dark', 'text-gray-500'], {
      primary: '#0D9373',
      light: 'rgb(7 201 131)',
      dark: 'teal',
      backgroundDark: 'hsl(220, 20%, 6%)',
    });
    expect(css).toContain('--color-primary: #0D9373;');
    expect(css).toContain('--color-primary-light: rgb(7 201 131);');
    expect(css).toContain('--color-primary-dark: teal;');
    expect(css).toContain('--color-background-light: #ffffff;');
    expect(css).toContain('--color-background-dark: hsl(220, 20%, 6%);');
    expect(css).toContain('--color-gray-500: color-mix(in oklab, #0D9373 4%, #737373);');
    expect(css).toContain('.bg-primary-dark {\n  background-color: var(--color-primary-dark) !important;\n}');
    expect(css).toContain('.dark\\:bg-background-dark:where([data-theme=dark], [data-theme=dark] *) {\n  background-color: var(--color-background-dark) !important;\n}');
  });

  test('only plain colours from the config reach the CSS', () => {
    for (const ok of ['#abc', '#0D9373', '#0d9373cc']) expect(configColor(ok)).toBe(ok);
    // Any other colour is written by culori, not as the config wrote it.
    expect(configColor('rgb(1, 2, 3)')).toBe('#010203');
    expect(configColor('rgba(1,2,3,.5)')).toBe('rgba(1, 2, 3, 0.5)');
    expect(configColor('rgb(1 2 3 / 50%)')).toBe('rgba(1, 2, 3, 0.5)');
    expect(configColor('hsl(210deg 40% 50%)')).toBe('hsl(210, 40%, 50%)');
    expect(configColor('RebeccaPurple')).toBe('#663399');
    for (const bad of ['red;}body{display:none', 'url(x)', 'var(--x)', '#12', 'expression(alert(1))', 'rgb(1,2,3);x:y', 'not-a-colour', '/* */red', '']) expect(configColor(bad)).toBeUndefined();
    const colors = themeColors({ colors: { primary: '#123456}', light: '#fff', background: { dark: 'black' } }, background: {} });
    expect(colors).toEqual({ primary: '#16a34a', light: '#fff', dark: '#16a34a', backgroundDark: '#000000' });
  });

  test('class tokens leave out docwright classes and text that cannot be a class', () => {
    expect(classTokens('  flex  dw-card <b> md:p-4 "x" ')).toEqual(['flex', 'md:p-4']);
  });
});

describe('a site whose pages write Tailwind classes', () => {
  const root = makeProject({
    'docs.json': DOCS,
    'index.mdx': '---\ntitle: Home\n---\n\n<div className="flex gap-4"><span>One</span></div>\n\n<CardGroup className="ring-4">\n<Card title="Card" className="ring-2">A component that reads `className` has its classes emitted; one that Mintlify passes none to does not.</Card>\n</CardGroup>\n',
    'plain.mdx': '---\ntitle: Plain\n---\n\nNo classes here.\n',
    'notes.md': '---\ntitle: Notes\n---\n\n<p class="text-blue-600">Raw HTML in Markdown.</p>\n',
  });

  test('builds one style sheet with the classes of every page, linked only by pages that write classes', async () => {
    const out = tempOutDir();
    const site = await createSite({ root, workers: 0, cacheDir: false });
    const result = await site.build(out);
    expect(result.errors).toBe(0);
    const css = readFileSync(join(out, '_docwright/tailwind.css'), 'utf8');
    expectContains(css, ['.flex {', '.gap-4 {', '.text-blue-600 {', '.ring-2 {']);
    expect(css).not.toContain('ring-4');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('/_docwright/tailwind.css?v=');
    expect(readFileSync(join(out, 'notes.html'), 'utf8')).toContain('/_docwright/tailwind.css?v=');
    expect(readFileSync(join(out, 'plain.html'), 'utf8')).not.toContain('tailwind');
  });

  test('the dev server serves the style sheet for the pages it knows', async () => {
    const site = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    const response = await site.render('/_docwright/tailwind.css');
    expect(response?.contentType).toMatch(/^text\/css/);
    expect(String(response?.body)).toContain('.text-blue-600 {');
  });

  test("a page's `bg-primary-dark` button gets the configured colour", async () => {
    const themed = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Themed', colors: { primary: '#0D9373', light: '#07C983', dark: '#0A5C49' }, navigation: { groups: [{ group: 'All', pages: ['index'] }] } }),
      'index.mdx': '---\ntitle: Home\n---\n\n<a href="/start" className="bg-primary-dark text-white">Start</a>\n',
    });
    const out = tempOutDir();
    await (await createSite({ root: themed, workers: 0, cacheDir: false })).build(out);
    const css = readFileSync(join(out, '_docwright/tailwind.css'), 'utf8');
    expect(css).toContain('--color-primary-dark: #0A5C49;');
    expect(css).toContain('.bg-primary-dark {\n  background-color: var(--color-primary-dark) !important;\n}');
    expect(css).toContain('.text-white {');
  });

  test('a site without classes gets no style sheet', async () => {
    const plain = makeProject({ 'docs.json': DOCS, 'index.mdx': '---\ntitle: Home\n---\n\nText.\n' });
    const out = tempOutDir();
    await (await createSite({ root: plain, workers: 0, cacheDir: false })).build(out);
    expect(existsSync(join(out, '_docwright/tailwind.css'))).toBe(false);
  });
});

describe('classes pass the allow-list a `style` passes', () => {
  const OVERLAY = 'fixed inset-0 z-50 bg-red-600';
  const ARBITRARY = 'bg-[url(https://evil.example/x.png)] [position:fixed] [background:url(https://evil.example/y.png)] after:content-[url(https://evil.example/z.png)]';
  const HUGE = '-m-[100vw] outline-[100vw] -mt-[200vh] shadow-[0_0_0_100vmax_red] z-[9999] translate-x-[-9999px]';
  // What real pages write (the corpus's hero: `absolute -top-14 left-0 right-0`, `relative z-10`).
  const KEPT = ['absolute', '-top-14', 'left-0', 'right-0', 'relative', 'z-10', '-translate-x-1/2', 'pointer-events-none', 'transition-all', 'duration-200', 'space-y-4', 'shadow-lg', 'group-hover:scale-105', 'appearance-none', '-mt-4', 'dark:hidden', 'md:grid-cols-2', 'hover:bg-red-500', 'sr-only'];

  test('tailwindCss writes no CSS for a class whose declarations `style` would drop, and keeps what pages use', async () => {
    const css = await tailwindCss([...classTokens(`${OVERLAY} ${ARBITRARY} ${HUGE}`), ...KEPT]);
    expect(css).not.toMatch(/position: fixed|(^|\s)inset:|z-index: (50|9999)|url\(|100vw|100vmax|200vh|9999px/m);
    expect(css).toContain('.bg-red-600 {');
    for (const name of KEPT) expect(css).toContain(`.${name.replace(/[:/[\]().]/g, (c) => `\\${c}`)}`);
  });

  test('a page: each refused class is removed from its element with a warning at its `className` (raw HTML in a .md page: at its `class`), the rest stay', async () => {
    const root = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Over', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'All', pages: ['index', 'notes'] }] } }),
      'index.mdx': `---\ntitle: Home\n---\n\nBefore.\n\n<div className="${OVERLAY}">Session expired</div>\n\n<div className="relative z-10 px-4">Hero</div>\n`,
      'notes.md': `---\ntitle: Notes\n---\n\nText.\n\n<p class="${ARBITRARY} text-blue-600">Raw</p>\n`,
    });
    const out = tempOutDir();
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    const warnings = result.diagnostics.filter((d) => d.ruleId === 'html-unsafe').map((d) => `${d.file.slice(root.length + 1)}:${d.line}:${d.column} ${/`([^`]*)`/.exec(d.message)?.[1]}`);
    expect(warnings.sort()).toEqual(
      [
        'index.mdx:7:6 fixed',
        'index.mdx:7:6 inset-0',
        'index.mdx:7:6 z-50',
        'notes.md:7:4 bg-[url(https://evil.example/x.png)]',
        'notes.md:7:4 [position:fixed]',
        'notes.md:7:4 [background:url(https://evil.example/y.png)]',
        'notes.md:7:4 after:content-[url(https://evil.example/z.png)]',
      ].sort(),
    );
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<div class="bg-red-600">Session expired</div>');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<div class="relative z-10 px-4">Hero</div>');
    expect(readFileSync(join(out, 'notes.html'), 'utf8')).toContain('<p class="text-blue-600">Raw</p>');
    const css = readFileSync(join(out, '_docwright/tailwind.css'), 'utf8');
    expect(css).not.toMatch(/fixed|inset|z-index: 50|url\(/);
    expect(css).toContain('.relative {');
    expect(css).toContain('.z-10 {');
  });

  // Variants that choose other elements than the class's own (a `style` attribute styles its element only).
  const REACHING = ['[:has(&)_.dw-header]:hidden', '[*:has(&)]:hidden', '[:not(&)]:opacity-0', '[&~*]:hidden', '[&+*]:hidden', '[:is(&)~*]:hidden', '[body:has(&)_*]:text-red-500'];
  // Variants that style the element itself or what is inside it.
  const INSIDE = ['*:p-2', '**:text-red-500', '[&_p]:mt-2', '[&_*~*]:mt-0', '[.dw-header_&]:hidden', 'peer-checked:hidden', 'group-hover:hidden', 'has-[p]:hidden', 'not-[.x]:hidden', 'marker:text-red-500', '2xl:hidden', '[&,body]:hidden'];

  test('tailwindCss writes no CSS for a class whose selector reaches outside its element, and keeps those that stay inside it', async () => {
    const css = await tailwindCss([...REACHING, ...INSIDE]);
    const escaped = (name: string): string => `.${name.replace(/[:/[\]()&>*.,~+]/g, (c) => `\\${c}`).replace(/^2/, '\\32 ')}`;
    for (const name of REACHING) expect(css).not.toContain(escaped(name));
    for (const name of INSIDE) expect(css).toContain(escaped(name));
    expect(css).toContain('.\\[\\&_p\\]\\:mt-2 p {');
  });

  test('a page: a class reaching outside its element is removed with a warning at its `className`', async () => {
    const root = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Reach', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'All', pages: ['index'] }] } }),
      'index.mdx': `---\ntitle: Home\n---\n\nText.\n\n<div className="${REACHING.join(' ')} [&_p]:mt-2">Hidden header</div>\n`,
    });
    const out = tempOutDir();
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    const warnings = result.diagnostics.filter((d) => d.ruleId === 'html-unsafe');
    expect(warnings.map((d) => `${d.line}:${d.column} ${/`([^`]*)`/.exec(d.message)?.[1]}`).sort()).toEqual(REACHING.map((name) => `7:6 ${name}`).sort());
    expect(warnings[0]?.message).toMatch(/^Unexpected class `.*` on `<div>` whose CSS styles elements outside it \(`.*`\), expected a class that styles its element and what is inside it: it is not emitted$/);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<div class="[&#x26;_p]:mt-2">Hidden header</div>');
    expect(readFileSync(join(out, '_docwright/tailwind.css'), 'utf8')).not.toMatch(/:has\(|:not\(|~ \*|\+ \*/);
  });
});
