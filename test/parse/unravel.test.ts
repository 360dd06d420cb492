// Which paragraphs MDX unravels into blocks (src/parse/unravel.ts), read as @mdx-js/mdx's remark-mark-and-unravel reads
// them: only JSX elements and expressions with HTML white space between them; the renderer, the API pages' fields and
// `component-known` read it alike. The pages are read as a browser reads them (parse5).
import { describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Paragraph } from 'mdast';
import { parse } from 'parse5';
import { parsePage } from '../../src/parse/index.js';
import { unravel, unravels } from '../../src/parse/unravel.js';
import { renderContent } from '../../src/render/page/page.js';
import { buildApiPage } from '../../src/openapi/page.js';
import type { HtmlNode } from '../support/html-node.js';

// Renders pages (a second or more on a loaded 2-core machine: KaTeX and the highlighter load once).
jest.setTimeout(120_000);

/** The page's first paragraph as the parser gives it. */
function paragraphOf(source: string): Paragraph {
  const found = parsePage({ path: 'p.mdx', value: source }).tree.children.find((node): node is Paragraph => node.type === 'paragraph');
  if (!found) throw new Error(`no paragraph in ${source}`);
  return found;
}

describe('unravels', () => {
  test.each([
    ['an element alone', '<Note>Water</Note>', true],
    ['elements with a comment between', '<Note>Water</Note> {/* for now */} <Tip>Soil</Tip>', true],
    ['an element and a value', '<Note>Water</Note> {"daily"}', true],
    ['expressions alone', '{"a"} {"b"}', true],
    ['elements with a no-break space between (no HTML white space)', '<Note>Water</Note>\u00a0<Tip>Soil</Tip>', false],
    ['an element beside words', '<Note>Water</Note> daily', false],
    ['an expression in a sentence', 'Water {"daily"} please', false],
  ])('%s', (_name, source, expected) => {
    expect(unravels(paragraphOf(`${source}\n`).children)).toBe(expected);
  });

  test('unravel: the elements and expressions as blocks, the white space between dropped', () => {
    const nodes = unravel([paragraphOf('<Note>Water</Note> {/* for now */} <Tip>Soil</Tip>\n')]);
    expect(nodes.map((node) => node.type)).toEqual(['mdxJsxFlowElement', 'mdxFlowExpression', 'mdxJsxFlowElement']);
  });
});

const root = mkdtempSync(join(tmpdir(), 'docwright-unravel-'));

/** The top-level elements of the rendered page (`div.dw-p`: name and classes), and its text (HTML white space collapsed). */
async function rendered(source: string): Promise<{ tags: string[]; text: string }> {
  const { html } = await renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map() }, 'page');
  const doc = parse(`<!doctype html><html><body><main>${html}</main></body></html>`) as HtmlNode;
  const main = doc.childNodes?.[1]?.childNodes?.[1]?.childNodes?.[0];
  const text = (node: HtmlNode): string => (node.nodeName === '#text' ? (node.value ?? '') : (node.childNodes ?? []).map(text).join(''));
  return { tags: (main?.childNodes ?? []).filter((node) => node.nodeName !== '#text').map((node) => [node.nodeName, ...(node.attrs?.find((a) => a.name === 'class')?.value.split(/\s+/) ?? [])].join('.')), text: main ? text(main).replace(/[\t\n\r ]+/g, ' ').trim() : '' };
}

describe('the renderer reads an expression in the paragraph as MDX does', () => {
  test('an element beside a value is a block, not wrapped in a paragraph', async () => {
    const shown = await rendered('<div>Soil</div> {"and seeds"}\n');
    expect(shown.tags).toEqual(['div']);
    expect(shown.text).toBe('Soil and seeds');
  });

  test('an unknown component beside a value is a block Mintlify removes with its content', async () => {
    const shown = await rendered('<Gadget>Gone</Gadget> {"kept"}\n');
    expect(shown.text).toBe('kept');
  });

  test('elements with a no-break space between stay in their paragraph', async () => {
    const shown = await rendered('<div>Soil</div>\u00a0<div>Seeds</div>\n');
    // A paragraph holding blocks is a `div.dw-p` (a `<p>` around them is no valid HTML).
    expect(shown.tags).toEqual(['div.dw-p']);
    expect(shown.text).toBe('Soil\u00a0Seeds');
  });
});

describe("an API page's fields are read with the same test", () => {
  test('fields joined by a no-break space are text, not fields; a comment between them does not keep them in the paragraph', async () => {
    const content = '<ParamField body="zone" type="str">Zone</ParamField>\u00a0<ParamField body="row" type="int">Row</ParamField>\n\n<ParamField body="bed" type="str">Bed</ParamField> {/* more soon */} <ParamField body="seed" type="int">Seed</ParamField>\n';
    const frontmatter = { api: 'POST https://orchard.example.test/beds' };
    const parsed = parsePage({ path: 'p.mdx', value: `---\napi: ${frontmatter.api}\n---\n${content}` });
    const built = await buildApiPage({ root, file: 'p.mdx', frontmatter, tree: parsed.tree, offline: true, api: {} });
    expect(built?.operation?.body?.example).toEqual({ bed: '<string>', seed: 123 });
  });
});
