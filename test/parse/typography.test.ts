import { describe, expect, jest, test } from '@jest/globals';
import type { Root, Text } from 'mdast';
import remarkSmartypants from 'remark-smartypants';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parsePage } from '../../src/parse/index.js';
import { typesetTree, typographicTexts } from '../../src/parse/typography.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS, testWithCorpus } from '../support/corpus.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

/** Every `.md`/`.mdx` file under the corpus, in a stable order. */
function corpusFiles(): string[] {
  const entries = readdirSync(CORPUS, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function parse(source: string, path = 'page.mdx'): Root {
  const parsed = parsePage({ path, value: source });
  if (parsed.error) throw new Error(parsed.error.message);
  return parsed.tree;
}

function texts(tree: Root): string[] {
  const out: string[] = [];
  visit(tree, 'text', (node: Text) => {
    out.push(node.value);
  });
  return out;
}

/** The page's text nodes after Mintlify's (remark-smartypants 3.0.2, the version @mintlify/common pins). */
function mintlify(tree: Root): string[] {
  const copy = structuredClone(tree);
  unified().use(remarkSmartypants).runSync(copy);
  return texts(copy);
}

/** The page's text nodes after docwright's typography, which must be Mintlify's (mintlify). */
function typeset(source: string, path?: string): string[] {
  const tree = parse(source, path);
  const expected = mintlify(tree);
  typesetTree(tree);
  expect(texts(tree)).toEqual(expected);
  return texts(tree);
}

describe('typesetTree', () => {
  test('quotes, apostrophes, dashes and ellipses in prose', () => {
    expect(typeset(`Don't fill the kettle past the "max" line -- it spills... every time.\n`)).toEqual(['Don’t fill the kettle past the “max” line — it spills… every time.']);
  });

  test('`---` stays; spaced dots, closing double apostrophes and the decade apostrophe', () => {
    expect(typeset("a --- b, . . . and ''quoted'' in the '80s\n", 'page.md')).toEqual(["a --- b, … and ''quoted” in the ’80s"]);
  });

  test('quotes pair across emphasis and links', () => {
    expect(typeset('Say "**hello** [there](/x)" now\n')).toEqual(['Say “', 'hello', ' ', 'there', '” now']);
  });

  test('code, attributes, expressions and inline style are left as written', () => {
    const source = 'Use `don\'t -- "x"` here.\n\n```js\nconst a = "b" -- c...\n```\n\n<Note title="Don\'t">It\'s <style>{"\'a\'"}</style></Note>\n';
    expect(typeset(source)).toEqual(['Use ', ' here.', 'It’s ']);
    const tree = parse(source);
    typesetTree(tree);
    const code: string[] = [];
    visit(tree, (node) => {
      if (node.type === 'inlineCode' || node.type === 'code') code.push(node.value);
      const title = node.type === 'mdxJsxTextElement' && node.name === 'Note' ? node.attributes[0]?.value : undefined;
      if (typeof title === 'string') code.push(title);
    });
    expect(code).toEqual([`don't -- "x"`, 'const a = "b" -- c...', "Don't"]);
  });

  test("an expression's value (marked by the expansion) is not typographic", () => {
    const tree = parse('Before it\'s here.\n');
    const paragraph = tree.children[0];
    if (paragraph?.type !== 'paragraph') throw new Error('no paragraph');
    paragraph.children.push({ type: 'text', value: " 'v1' -- x", data: { expression: true } });
    typesetTree(tree);
    expect(texts(tree)).toEqual(['Before it’s here.', " 'v1' -- x"]);
  });

  test('a heading takes its quotes from the text before it; a paragraph or the page start opens', () => {
    expect(typeset('Read this.\n## "Quoted" title\n\n"Open" paragraph\n')).toEqual(['Read this.', '”Quoted” title', '“Open” paragraph']);
    expect(typeset('## "Quoted" title\n')).toEqual(['“Quoted” title']);
  });

  test('a heading with its own `{#id}` opens, as the `<h2 id>` holding a paragraph Mintlify makes of it', () => {
    const tree = parse('Read this.\n## "Own" id {#own}\n');
    typesetTree(tree);
    expect(texts(tree)).toEqual(['Read this.', '“Own” id']);
    expect(texts(tree)).toEqual(mintlify(parse('Read this.\n<h2 id="own">\n"Own" id\n</h2>\n')));
  });

  test('headingsOnly gives only the headings, decided in the context of the page', () => {
    const tree = parse(`It's so.\n## "Quoted" -- title\n\nMore "text".\n`);
    const changed = typographicTexts(tree, { headingsOnly: true });
    expect([...changed.values()]).toEqual(['”Quoted” — title']);
    expect(texts(tree)).toEqual(["It's so.", '"Quoted" -- title', 'More "text".']);
  });
});

/** A small seeded generator of pages with the punctuation smartypants reads. */
function generatedPages(seed: number, count: number): string[] {
  let state = seed;
  const next = (n: number): number => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state % n;
  };
  const atoms = ['word', 'It', "'", '"', "don't", "'80s", '.', ',', '!', '?', ' ', ' ', '\n', '--', '---', '...', '. . .', '``', "''", '(', ')', '*', '**', '`x`', 'e.g.', ':', '[a](b)', '"\'', '\'"', 'é', '<b>x"</b>', '<>"f"</>', '{1}'];
  const starts = ['', '', '## ', '### ', '- ', '> ', '| a | '];
  const pages: string[] = [];
  for (let k = 0; k < count; k++) {
    let page = '';
    for (let b = 0, blocks = 1 + next(4); b < blocks; b++) {
      page += starts[next(starts.length)] ?? '';
      for (let i = 0, n = 1 + next(30); i < n; i++) page += atoms[next(atoms.length)] ?? '';
      page += next(2) === 0 ? '\n\n' : '\n';
    }
    pages.push(page);
  }
  return pages;
}

describe("typesetTree against remark-smartypants (Mintlify's)", () => {
  test('generated pages give the same text', () => {
    let compared = 0;
    for (const page of generatedPages(7, 300)) {
      const parsed = parsePage({ path: 'page.mdx', value: page });
      if (parsed.error) continue;
      compared++;
      const expected = mintlify(parsed.tree);
      typesetTree(parsed.tree);
      expect({ page, text: texts(parsed.tree) }).toEqual({ page, text: expected });
    }
    expect(compared).toBeGreaterThan(100);
  });

  testWithCorpus('remark-smartypants on the corpus')('every tenth corpus page gives the same text', () => {
    for (const path of corpusFiles().filter((_, index) => index % 10 === 0)) {
      const parsed = parsePage({ path, value: readFileSync(path, 'utf8') });
      if (parsed.error) continue;
      const expected = mintlify(parsed.tree);
      typesetTree(parsed.tree);
      expect({ path, text: texts(parsed.tree) }).toEqual({ path, text: expected });
    }
  });
});
