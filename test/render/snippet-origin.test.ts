import { describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildProject } from '../support/build.js';
import { lintText } from '../../src/lint/engine.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const docsJson = JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } });

describe('messages about snippet content', () => {
  test('warnings from snippet content name the snippet file and the snippet’s lines, not the page', async () => {
    const { root, result } = await buildProject({
      'docs.json': docsJson,
      'index.mdx': "---\ntitle: Home\n---\n\nimport Parts from '/snippets/parts.mdx';\n\n<Oddity>page text</Oddity>\n\n<Parts />\n",
      'snippets/parts.mdx': 'Intro line.\n\n<Mystery>inside</Mystery>\n\nSee [the void](/nowhere) and [a trick](javascript:alert(1)).\n\n<span onClick={go}>hi</span>\n',
    });
    const messages = result.diagnostics.map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.message}`).sort();
    expect(messages).toEqual([
      'index.mdx:7:1 Unexpected unknown component `<Oddity>`, expected a registry component or one imported in the page',
      'snippets/parts.mdx:3:1 Unexpected unknown component `<Mystery>`, expected a registry component or one imported in the page',
      'snippets/parts.mdx:5:30 Unexpected `javascript:` URL in `href`, expected an `https:` URL or a path: it is not emitted',
      'snippets/parts.mdx:5:5 Unexpected link `/nowhere` to a page that does not exist (no `nowhere.mdx`, `nowhere.md` or `nowhere/index.mdx` in the project), expected a link to a page that exists, or the page written as `nowhere.mdx`',
      'snippets/parts.mdx:7:7 Unexpected event handler `onclick` on `<span>`, expected HTML without code: it is not emitted',
    ]);
  });

  test('an unknown block component (or one alone in its paragraph) is removed with its content, as Mintlify removes it; an inline one, a defined one and one of the app keep their content', async () => {
    const { root, out, result } = await buildProject({
      'docs.json': docsJson,
      'index.mdx': "---\ntitle: Home\n---\n\nexport const Shelf = ({ children }) => <div className=\"shelf\">{children}</div>;\n\n<Gadget href=\"/x\">\n  Gone text.\n</Gadget>\n\nKept <Gizmo>inline text</Gizmo>.\n\n<Shelf>\n  Shelf text.\n</Shelf>\n\n<ZoomImage>\n  Zoom text.\n</ZoomImage>\n\n<Widget>Lone text.</Widget>\n\n<Widget>Pair one.</Widget> <Widget>Pair two.</Widget>\n",
    });
    const messages = result.diagnostics.map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.ruleId} ${d.message}`).sort();
    expect(messages).toEqual([
      'index.mdx:11:6 component-known Unexpected unknown component `<Gizmo>`, expected a registry component or one imported in the page',
      'index.mdx:17:1 component-known Unexpected component `<ZoomImage>` that docwright does not draw, expected a registry component: Mintlify draws its image, zoomed on a click; docwright shows its content without it',
      'index.mdx:21:1 component-known Unexpected unknown component `<Widget>`, expected a registry component or one imported in the page',
      'index.mdx:23:1 component-known Unexpected unknown component `<Widget>`, expected a registry component or one imported in the page',
      'index.mdx:23:28 component-known Unexpected unknown component `<Widget>`, expected a registry component or one imported in the page',
      'index.mdx:7:1 component-known Unexpected unknown component `<Gadget>`, expected `<Badge>`',
    ]);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).not.toContain('Gone text.');
    // Alone in its paragraph, an element written on one line is a block to MDX (it unravels it): removed too.
    expect(html).not.toMatch(/Lone text|Pair (one|two)/);
    expect(html).toContain('inline text');
    expect(html).toContain('<div class="shelf"><p>Shelf text.</p></div>');
    expect(html).toContain('Zoom text.');
  });

  test('a `.md` snippet is read as MDX, as Mintlify reads it: its props are shown and its components drawn; one that does not compile as MDX stays Markdown', async () => {
    const { out, result } = await buildProject({
      'docs.json': docsJson,
      'index.mdx': "---\ntitle: Home\n---\n\nimport Plain from '/snippets/plain.md';\nimport Loose from '/snippets/loose.md';\n\n<Plain product=\"Kettle\" />\n\n<Loose />\n",
      'snippets/plain.md': 'The {product} boils fast.\n\n<Note>Fill it first.</Note>\n',
      'snippets/loose.md': 'Mail <tea@example.com> for {help}.\n',
    });
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('<p>The Kettle boils fast.</p>');
    expect(html).toMatch(/class="dw-callout[^"]*"[^>]*>[\s\S]*Fill it first\./);
    expect(html).toContain('for {help}.</p>');
    expect(result.diagnostics.filter((d) => d.file.endsWith('plain.md'))).toEqual([]);
  });

  test('a problem in a snippet that many pages include is reported once, at the snippet', async () => {
    const page = "---\ntitle: Page\n---\n\nimport Parts from '/snippets/parts.mdx';\n\n<Parts />\n";
    const { root, result } = await buildProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['one', 'two', 'three'] }] } }),
      'one.mdx': page,
      'two.mdx': page,
      'three.mdx': page,
      'snippets/parts.mdx': 'See [the void](/nowhere).\n',
    });
    expect(result.diagnostics.map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.message}`)).toEqual(['snippets/parts.mdx:1:5 Unexpected link `/nowhere` to a page that does not exist (no `nowhere.mdx`, `nowhere.md` or `nowhere/index.mdx` in the project), expected a link to a page that exists, or the page written as `nowhere.mdx`']);
    expect(result.warnings).toBe(1);
  });
  test('a block of HTML Mintlify removes (`<details>`, `<strong>` alone in its paragraph) is removed with its content and warned where it is written; kept ones, inline ones and parts of an `<svg>` are not', async () => {
    const page = '---\ntitle: Home\n---\n\n<details>\n<summary>Fold</summary>\n\nFolded words.\n</details>\n\n<strong>Lone bold.</strong>\n\n<div>Kept div.</div>\n\nText with <strong>inline bold</strong>.\n\n<svg viewBox="0 0 2 2">\n  <circle cx="1" cy="1" r="1" />\n</svg>\n';
    const { root, out, result } = await buildProject({ 'docs.json': docsJson, 'index.mdx': page });
    const messages = result.diagnostics.filter((d) => d.ruleId === 'component-known').map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.message}`);
    const removed = (name: string): string => `Unexpected HTML element \`<${name}>\` as a block, expected one Mintlify keeps (such as \`<div>\`, \`<p>\`, \`<span>\`) or Markdown: Mintlify removes it with its content, and so does docwright`;
    expect(messages).toEqual([`index.mdx:5:1 ${removed('details')}`, `index.mdx:11:1 ${removed('strong')}`]);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    // As Mintlify's pipeline (remarkMdxRemoveUnknownJsx): the block goes, content and all; inline and kept ones stay.
    expect(html).not.toMatch(/Folded words|Fold<|Lone bold/);
    expect(html).toContain('Kept div.');
    expect(html).toContain('<strong>inline bold</strong>');
    expect(html).toMatch(/<circle[^>]*>/);
  });

  test("the build's unknown component reads as lint's `component-known`, with the same \"did you mean\"", async () => {
    const page = "---\ntitle: Home\n---\n\nexport const Shelf = ({ children }) => <div>{children}</div>;\n\n<Acordion title=\"Why\">\n  Because.\n</Acordion>\n\nKept <Shelff>inline</Shelff> and <Carousel>text</Carousel>.\n";
    const { root, result } = await buildProject({ 'docs.json': docsJson, 'index.mdx': page });
    const built = result.diagnostics.filter((d) => d.ruleId === 'component-known').map((d) => `${d.line}:${d.column} ${d.message}`).sort();
    expect(built).toEqual([
      '11:34 Unexpected unknown component `<Carousel>`, expected a registry component or one imported in the page',
      '11:6 Unexpected unknown component `<Shelff>`, expected `<Shelf>`',
      '7:1 Unexpected unknown component `<Acordion>`, expected `<Accordion>`',
    ]);
    const linted = (await lintText(page, { cwd: root, filePath: 'index.mdx', rules: { 'component-known': 'error' } })).results[0]?.findings ?? [];
    const lintMessages = linted.filter((f) => f.ruleId === 'component-known').map((f) => `${f.line}:${f.column} ${f.message}`).sort();
    // Lint's message is the build's up to what the build does with the content.
    expect(lintMessages).toEqual(built.map((message) => message.replace(/: (its content|Mintlify removes).*$/, '')));
  });

  test("a component imported from a package reads as lint's: the package named, and the registry component that does its job", async () => {
    const page = "---\ntitle: Home\n---\n\nimport { Aside, Card as StarCard } from '@astrojs/starlight/components'\nimport Chart from 'some-chart-package'\nimport { Link } from 'next/link'\n\n<Aside type=\"caution\">Hot.</Aside>\n\n<StarCard>Deck.</StarCard>\n\nSee <Chart /> and <Link href=\"/x\">x</Link>.\n";
    const { root, result } = await buildProject({ 'docs.json': docsJson, 'index.mdx': page });
    const built = result.diagnostics.filter((d) => d.ruleId === 'component-known').map((d) => `${d.line}:${d.column} ${d.message}`).sort();
    expect(built).toEqual([
      '11:1 Unexpected component `<StarCard>` imported from package `@astrojs/starlight/components`, expected a registry component or a local import (`/snippets/…`): Mintlify imports only local files',
      '13:19 Unexpected component `<Link>` imported from package `next/link`, expected a registry component or a local import (`/snippets/…`): Mintlify imports only local files',
      '13:5 Unexpected component `<Chart>` imported from package `some-chart-package`, expected a registry component or a local import (`/snippets/…`): Mintlify imports only local files',
      '9:1 Unexpected component `<Aside>` imported from package `@astrojs/starlight/components`, expected `<Warning>`: Mintlify imports only local files',
    ]);
    const linted = (await lintText(page, { cwd: root, filePath: 'index.mdx', rules: { 'component-known': 'error' } })).results[0]?.findings ?? [];
    expect(linted.filter((f) => f.ruleId === 'component-known').map((f) => `${f.line}:${f.column} ${f.message}`).sort()).toEqual(built);
  });
});
