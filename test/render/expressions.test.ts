// MDX expressions in a built site (fixtures/expressions): values exported by snippets (objects,
// arrays, functions, values computed from other exports, snippets importing snippets), template
// literals, code run in the sandbox, and a warning at the `{` for every expression the build cannot show.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCleanBuild } from '../support/run-main.js';
import { expectContains } from '../support/text.js';

const root = fileURLToPath(new URL('../../fixtures/expressions', import.meta.url));

/** The text of a built page's content, its headings left out. */
function content(name: string): string {
  const html = readFileSync(join(out, `${name}.html`), 'utf8');
  const start = html.indexOf('<div class="dw-content">');
  return html.slice(start, html.indexOf('</article>', start)).replace(/<h2[\s\S]*?<\/h2>/g, '');
}

let stdout = '';
let stderr = '';
let out = '';
beforeAll(async () => {
  out = join(mkdtempSync(join(tmpdir(), 'dw-expressions-')), 'site');
  ({ stdout, stderr } = await runCleanBuild(root, out));
}, 300_000);

describe('expressions in a built site', () => {
  test.each([
    {
      what: "a snippet's objects, arrays, computed values and functions, and what it imports from another snippet",
      page: 'index',
      fragments: [
        '<p>The Terracotta pot holds 3 litres, comes in 3 sizes and is tagged frost-proof.</p>',
        '<p>Label: Terracotta pot (3 l); total: 6; shelf rows: 8; first tag upper: CLAY.</p>',
        '<p>A small one costs €4.00, a large one €12.50.</p>',
        '<ul class="sizes"><li>1 litres</li><li>3 litres</li><li>12 litres</li></ul>',
        '<p>Page title: Pots.</p>',
      ],
    },
    {
      what: 'a component given code in its attributes (another component, a spread) gets it as written',
      page: 'index',
      fragments: [
        '<div class="shelf"><span class="jar">Jar 1</span><span class="jar">Jar 2</span><span class="jar">Jar 3</span><p>On the shelf.</p></div>',
        '<p class="seedlings">Seedlings: 7</p>',
      ],
    },
    {
      what: 'template literals with dollar signs, JSX from code, conditionals and typeof',
      page: 'greenhouse',
      fragments: [
        '<p>Heating costs $5 a day and 21 °C costs $3 an hour.</p>',
        '<span class="side">north </span>',
        '<span class="side">south </span>',
        '<p>Warm today, no frost.</p>',
      ],
    },
    {
      what: 'snippets that import each other end the chain where it comes back',
      page: 'greenhouse',
      fragments: [
        '<p>Snippets importing each other: A and AB.</p>',
      ],
    },
  ])('$what', ({ page, fragments }) => {
    expectContains(content(page), fragments);
  });

  test("a snippet's component that uses hooks shows their initial state, in an `.mdx` snippet and in a `.jsx` one", () => {
    expect(content('index')).toContain('<p class="seedlings">Seedlings: 5</p>');
    // Effects do not run: the state is the first one, as the platform's server renders it.
    expect(content('index')).toContain('<div class="tray"><button>Fill</button><span>2 of 12 cells filled</span></div>');
    expect(stderr).not.toContain('component-static');
  });

  test("built-in components a custom component uses are the site's own, their props as the component gave them", () => {
    const html = content('install');
    // `<CodeBlock {...props}>` reached through a prop: the filename the component computed is the title.
    // Coloured as Bash, though no fence of the page names it (the page is made again with its grammar).
    expect(html).toMatch(/<div class="dw-code"><div class="dw-code-title">pot\.sh<\/div>[\s\S]*?<pre[^>]*class="shiki dw-wrap" data-language="bash"><code><span class="line"><span style="[^"]+">pot<\/span><span style="[^"]+"> install<\/span>/);
    expect(html).toMatch(/<div class="dw-callout dw-callout-note"[\s\S]*?<div class="dw-callout-body">Water the pot weekly\.<\/div>/);
    expect(html).toMatch(/<p class="dw-card-title">Sizes<\/p><div class="dw-card-body"><p>Three sizes, from one to twelve litres\.<\/p><\/div>/);
    expect(html).not.toContain('dw-builtin');
    // A name the component neither defines nor finds in the registry: its content, and a finding.
    expect(html).toContain('<div class="dw-component" data-component="Trellis">Climbing support</div>');
    expect(stderr).toMatch(/install\.mdx:12:1: warning: Unexpected unknown component `<Trellis>`, expected a registry component or one imported in the page/);
  });

  test('every expression the build cannot show is a warning at its `{`, and the rest of the page is built', () => {
    expect(content('broken')).toContain('<p>After the beds.</p>');
    expect(stderr.split('\n').filter((line) => line.startsWith('broken.mdx'))).toEqual([
      'broken.mdx:10:29: warning: Unexpected expression `{id}` reading `id`, which is not defined (Mintlify fails the page with a ReferenceError), expected `\\{id\\}` or a code span for literal braces, or a value the page imports or exports',
      "broken.mdx:12:12: warning: Unexpected failure evaluating expression `{bed.length.value}` (TypeError: cannot read property 'value' of undefined), expected an expression that runs: nothing is shown",
      'broken.mdx:12:49: warning: Unexpected expression `{shed.width}` reading `shed`, which is not defined (Mintlify fails the page with a ReferenceError), expected `\\{shed.width\\}` or a code span for literal braces, or a value the page imports or exports',
      'broken.mdx:14:7: warning: Unexpected `title={cardTitle}` reading `cardTitle`, which is not defined (Mintlify fails the page with a ReferenceError), expected a value the page imports or exports, or a string',
      'broken.mdx:16:1: warning: Unexpected object from expression `{bed}`, expected text, a number or elements (React cannot show an object): nothing is shown',
      'broken.mdx:18:1: warning: Unexpected failure evaluating expression `{bed.missing()}` (TypeError: not a function), expected an expression that runs: nothing is shown',
      'broken.mdx:20:7: warning: Unexpected code in `title={String(bed.width)}` on `<Card>` that docwright cannot evaluate (a call), expected a literal or a value the page exports: the attribute is left out',
    ]);
    // Components with state are drawn static without `build.hydrate` (test/render/hydrate-browser.test.ts), and say so once each.
    const statics = (name: string): string => `warning: Unexpected interactive component \`${name}\` drawn static (the project does not hydrate components), expected \`"build": { "hydrate": true }\` in the docwright config to run its state and event handlers in the reader's browser`;
    expect(stderr.split('\n').filter((line) => /^(index|greenhouse)\.mdx/.test(line))).toEqual([`index.mdx:23:1: ${statics('Seedlings')}`, `index.mdx:25:1: ${statics('SeedTray')}`]);
    expect(stdout).toMatch(/: 5 pages, 6 custom components rendered, 0 placeholders, 2 interactive drawn static \(Seedlings, SeedTray\), 0 errors, 13 warnings \(no sitemap\.xml: no `--base-url` or `seo\.metatags\.canonical` names the site's URL\)\n$/);
  });

  test('a `.md` page, which Mintlify compiles as MDX, keeps its braces as text, with a warning at the `{`', () => {
    expect(content('notes')).toContain('<p>Water bed {bed} daily; the <code>{bed}</code> in code is fine.</p>');
    // Code Mintlify shows the value of, and a comment it does not show, are warned of too.
    expect(content('notes')).toContain('<p>A tray holds {2 * 3} pots. {/* count them again */}</p>');
    expect(stderr.split('\n').filter((line) => line.startsWith('notes.md'))).toEqual([
      'notes.md:8:11: warning: Unexpected expression `{bed}` reading `bed`, which is not defined (Mintlify fails the page with a ReferenceError), expected `\\{bed\\}` or a code span for literal braces, or a value the page imports or exports',
      'notes.md:10:14: warning: Unexpected expression `{2 * 3}` in a `.md` page, expected `\\{2 * 3\\}` or a code span for literal braces, or the page renamed `.mdx`: Mintlify compiles `.md` pages as MDX and shows its value, the build shows its braces',
      'notes.md:10:28: warning: Unexpected comment `{/* count them again */}` in a `.md` page, expected it removed, or the page renamed `.mdx`: Mintlify compiles `.md` pages as MDX and shows nothing for it, the build shows its braces',
    ]);
  });
});
