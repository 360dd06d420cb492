// A `<CodeBlock>` wrapping fenced code blocks (the s72 tryout's silent loss: an empty `<pre>` for each): Mintlify's
// CodeBlock renders its children, so the fence shows; every child shape, at the top and inside the components that hold
// code. The pages are read as a browser reads them (parse5).
import { describe, expect, test } from '@jest/globals';
import { parse } from 'parse5';
import { renderContent } from '../../../src/render/page/page.js';
import { makeProject } from '../helpers.js';
import type { HtmlNode } from '../../support/html-node.js';

const root = makeProject({});

const attr = (node: HtmlNode, name: string): string | undefined => node.attrs?.find((a) => a.name === name)?.value;
const classes = (node: HtmlNode): string[] => attr(node, 'class')?.split(/\s+/) ?? [];

/** Every element under `node` matching `match`, in document order. */
function all(node: HtmlNode, match: (node: HtmlNode) => boolean, found: HtmlNode[] = []): HtmlNode[] {
  for (const child of node.childNodes ?? []) {
    if (match(child)) found.push(child);
    all(child, match, found);
  }
  return found;
}

/** The text of a node, as a browser's `textContent`. */
function text(node: HtmlNode): string {
  if (node.nodeName === '#text') return node.value ?? '';
  return (node.childNodes ?? []).map(text).join('');
}

interface Shown {
  /** Each `<pre>`'s language and text. */
  blocks: { language: string | undefined; code: string }[];
  /** The text of each code title bar, then of each code tab (not a `<Tabs>` tab). */
  titles: string[];
  /** Each "See all N lines". */
  more: string[];
  /** The page's visible text. */
  text: string;
  findings: string[];
}

async function render(source: string): Promise<Shown> {
  // Request and response examples at the top level go to the right-hand column (`examplesHtml`).
  const { html, examplesHtml, diagnostics } = await renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map() }, 'page');
  const doc = parse(`<!doctype html><html><body><div class="dw-content">${html}</div><aside>${examplesHtml ?? ''}</aside></body></html>`) as HtmlNode;
  return {
    blocks: all(doc, (n) => n.nodeName === 'pre').map((pre) => ({ language: attr(pre, 'data-language'), code: text(pre) })),
    titles: [...all(doc, (n) => classes(n).includes('dw-code-title')), ...all(doc, (n) => attr(n, 'role') === 'tablist' && attr(n, 'aria-label') !== 'Tabs').flatMap((list) => all(list, (n) => attr(n, 'role') === 'tab'))].map(text),
    more: all(doc, (n) => classes(n).includes('dw-code-more')).map(text),
    text: text(doc),
    findings: diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`),
  };
}

/** The 1-based line of the first `<CodeBlock` in `source`. */
const lineOf = (source: string): number => source.slice(0, source.indexOf('<CodeBlock')).split('\n').length;

/** The components a `<CodeBlock>` is drawn inside as any content is (its own handler draws it). */
const WRAPPERS: readonly { name: string; wrap: (inner: string) => string }[] = [
  { name: 'the page', wrap: (inner) => inner },
  { name: 'Tab', wrap: (inner) => `<Tabs>\n<Tab title="Beds">\n\n${inner}\n</Tab>\n</Tabs>\n` },
  { name: 'Accordion', wrap: (inner) => `<Accordion title="Beds">\n\n${inner}\n</Accordion>\n` },
  { name: 'Expandable', wrap: (inner) => `<Expandable title="beds">\n\n${inner}\n</Expandable>\n` },
];

/** The components that make each child a code tab (their own reading of a `<CodeBlock>`). */
const GROUPS = ['CodeGroup', 'RequestExample', 'ResponseExample'] as const;

describe('a <CodeBlock> around fenced code blocks', () => {
  describe.each(WRAPPERS)('in $name', ({ wrap }) => {
    test('one fence, with blank lines around it or none: its code, in its language, under the element\'s filename', async () => {
      for (const inner of ['<CodeBlock filename="beds.py" language="python">\n\n```python\nsoil = 1\n```\n\n</CodeBlock>\n', '<CodeBlock filename="beds.py">\n```python\nsoil = 1\n```\n</CodeBlock>\n']) {
        const shown = await render(wrap(inner));
        expect(shown.blocks).toEqual([{ language: 'python', code: 'soil = 1' }]);
        expect(shown.titles).toEqual(['beds.py']);
        expect(shown.findings).toEqual([]);
      }
    });

    test('one fence and no props: the fence as it is drawn on its own, its title and flags kept', async () => {
      const shown = await render(wrap('<CodeBlock>\n\n```bash Install wrap\nnpm i seeds\n```\n\n</CodeBlock>\n'));
      expect(shown.blocks).toEqual([{ language: 'bash', code: 'npm i seeds' }]);
      expect(shown.titles).toEqual(['Install']);
      expect(shown.findings).toEqual([]);
    });

    test('`expandable`: every line of the fence, and the footer counts them', async () => {
      const shown = await render(wrap('<CodeBlock expandable>\n\n```js\nconst a = 1;\nconst b = 2;\n```\n\n</CodeBlock>\n'));
      expect(shown.blocks).toEqual([{ language: 'js', code: 'const a = 1;\nconst b = 2;' }]);
      expect(shown.more).toEqual(['See all 2 lines']);
    });

    test('a fence with its own language, title and lines: the fence\'s language and lines, the element\'s filename, then the fence\'s title', async () => {
      // On Mintlify the fence is highlighted on its own, so its language and lines win (the element's `language` and
      // `highlight` are for its own text, which is none); the element's title bar is the frame's, on top, and the fence's
      // own bar is drawn under it (render-diff on such a page: "beds.ts plot.py soil = 1").
      const source = wrap('<CodeBlock filename="beds.ts" language="typescript" highlight="[2]">\n\n```python plot.py {1}\nsoil = 1\nseeds = 2\n```\n\n</CodeBlock>\n');
      const { html } = await renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map() }, 'page');
      const shown = await render(source);
      expect(shown.blocks).toEqual([{ language: 'python', code: 'soil = 1\nseeds = 2' }]);
      expect(shown.titles).toEqual(['beds.ts', 'plot.py']);
      expect(html).toMatch(/<span class="line highlighted">[^\n]*soil/);
      expect(html).not.toMatch(/<span class="line highlighted">[^\n]*seeds/);
      expect(shown.findings).toEqual([]);
    });

    test('a fence without a language: plain text, as on Mintlify, where the element\'s `language` is for its own text', async () => {
      const shown = await render(wrap('<CodeBlock language="python">\n\n```\nsoil = 1\n```\n\n</CodeBlock>\n'));
      expect(shown.blocks).toEqual([{ language: 'text', code: 'soil = 1' }]);
    });

    test('several fences: each drawn in the element\'s frame under its filename, and a warning at the element naming the props not drawn', async () => {
      const source = wrap('<CodeBlock filename="beds" language="python">\n\n```python\nsoil = 1\n```\n\n```js\nconst seeds = 2;\n```\n\n</CodeBlock>\n');
      const shown = await render(source);
      expect(shown.blocks).toEqual([{ language: 'python', code: 'soil = 1' }, { language: 'js', code: 'const seeds = 2;' }]);
      expect(shown.titles).toEqual(['beds']);
      expect(shown.findings).toEqual([
        `${lineOf(source)}:1 Unexpected 2 code blocks inside \`<CodeBlock>\`, expected one code block or the code as text: each child is drawn as on its own inside the element's frame, without the element's \`language\``,
      ]);
    });

    test('text beside a fence: both drawn, and a warning at the element', async () => {
      const source = wrap('<CodeBlock>\nWater daily.\n\n```python\nsoil = 1\n```\n</CodeBlock>\n');
      const shown = await render(source);
      expect(shown.blocks).toEqual([{ language: 'python', code: 'soil = 1' }]);
      expect(shown.text).toContain('Water daily.');
      expect(shown.findings).toEqual([
        `${lineOf(source)}:1 Unexpected content beside the code block inside \`<CodeBlock>\`, expected one code block or the code as text: each child is drawn as on its own inside the element's frame`,
      ]);
    });

    test('a comment beside the fence draws nothing: the fence alone', async () => {
      const shown = await render(wrap('<CodeBlock filename="beds.py">\n{/* generated */}\n```python\nsoil = 1\n```\n</CodeBlock>\n'));
      expect(shown.blocks).toEqual([{ language: 'python', code: 'soil = 1' }]);
      expect(shown.findings).toEqual([]);
    });

    test('a template literal child (no fence) is still the code, in the element\'s language', async () => {
      const shown = await render(wrap('<CodeBlock filename="beds.py" language="python">\n{`soil = 1\nseeds = 2`}\n</CodeBlock>\n'));
      expect(shown.blocks).toEqual([{ language: 'python', code: 'soil = 1\nseeds = 2' }]);
      expect(shown.titles).toEqual(['beds.py']);
      expect(shown.findings).toEqual([]);
    });
  });

  describe.each(GROUPS)('in %s', (group) => {
    test('one fence: its code on the tab of the element\'s filename', async () => {
      const shown = await render(`<${group}>\n\n<CodeBlock filename="beds.py" language="python">\n\n\`\`\`python\nsoil = 1\n\`\`\`\n\n</CodeBlock>\n\n</${group}>\n`);
      expect(shown.blocks).toEqual([{ language: 'python', code: 'soil = 1' }]);
      expect(shown.titles).toEqual(['beds.py']);
      expect(shown.findings).toEqual([]);
    });

    test('one fence with its own title and no filename: the tab is titled by the fence', async () => {
      const shown = await render(`<${group}>\n\n<CodeBlock>\n\n\`\`\`bash Install\nnpm i seeds\n\`\`\`\n\n</CodeBlock>\n\n</${group}>\n`);
      expect(shown.blocks).toEqual([{ language: 'bash', code: 'npm i seeds' }]);
      expect(shown.titles).toEqual(['Install']);
      expect(shown.findings).toEqual([]);
    });

    test('a fence whose title the filename hides: a warning at the element', async () => {
      const source = `<${group}>\n\n<CodeBlock filename="beds.ts" language="typescript">\n\n\`\`\`python plot.py\nsoil = 1\n\`\`\`\n\n</CodeBlock>\n\n</${group}>\n`;
      const shown = await render(source);
      expect(shown.blocks).toEqual([{ language: 'python', code: 'soil = 1' }]);
      expect(shown.titles).toEqual(['beds.ts']);
      expect(shown.findings).toEqual([
        `${lineOf(source)}:1 Unexpected title \`plot.py\` on the code block inside \`<CodeBlock filename="beds.ts">\` in \`<${group}>\`, expected one of the two: the tab is labelled by \`filename\`, and the block's own title shows only in the tab's panel`,
      ]);
    });

    test('several fences, or text beside one: each child drawn in the tab, and a warning at the element', async () => {
      for (const [children, what] of [
        ['```python\nsoil = 1\n```\n\n```js\nconst seeds = 2;\n```', '2 code blocks'],
        ['Water daily.\n\n```python\nsoil = 1\n```', 'content beside the code block'],
      ] as const) {
        const source = `<${group}>\n\n<CodeBlock filename="beds">\n\n${children}\n\n</CodeBlock>\n\n</${group}>\n`;
        const shown = await render(source);
        expect(shown.blocks.map((block) => block.code)).toEqual(children.includes('js') ? ['soil = 1', 'const seeds = 2;'] : ['soil = 1']);
        expect(shown.titles[0]).toBe('beds');
        if (children.includes('Water')) expect(shown.text).toContain('Water daily.');
        expect(shown.findings).toEqual([
          `${lineOf(source)}:1 Unexpected ${what} inside \`<CodeBlock>\` in \`<${group}>\`, expected one code block or the code as text: each child is drawn as on its own in the tab`,
        ]);
      }
    });

    test('a template literal child is still the code', async () => {
      const shown = await render(`<${group}>\n\n<CodeBlock filename="beds.py" language="python">\n{\`soil = 1\`}\n</CodeBlock>\n\n</${group}>\n`);
      expect(shown.blocks).toEqual([{ language: 'python', code: 'soil = 1' }]);
      expect(shown.findings).toEqual([]);
    });
  });
});
