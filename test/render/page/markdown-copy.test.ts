import { describe, expect, test } from '@jest/globals';
import { renderContent } from '../../../src/render/page/page.js';
import { makeProject } from '../helpers.js';

/** The Markdown copy and the findings of `page.mdx` with `source`, in a project of `files`. */
async function copy(files: Record<string, string>, source: string) {
  const root = makeProject(files);
  const content = await renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map() }, 'page');
  return { markdown: content.markdown, findings: content.diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId}`) };
}

const front = '---\ntitle: Page\n---\n';

describe("the Markdown copy of a page with snippets keeps the author's text", () => {
  test('the page around a snippet keeps its bytes: Visibility, a hard break, a table as padded, display math', async () => {
    const source = `${front}import S from "/snippets/s.mdx";\n\n<S />\n\n<Visibility for="agents">Agents only.</Visibility>\n<Visibility for="humans">Humans only.</Visibility>\n\nA line  \nbreak.\n\n| a | b |\n|-|-|\n| 1 | 2 |\n\n$$E = mc^2$$\n`;
    const { markdown, findings } = await copy({ 'snippets/s.mdx': 'Snippet text.\n' }, source);
    expect(markdown).toBe('Snippet text.\n\nAgents only.\n\nA line  \nbreak.\n\n| a | b |\n|-|-|\n| 1 | 2 |\n\n$$E = mc^2$$\n');
    expect(findings).toEqual([]);
  });

  test("the snippet's own text: its front matter and imports left out, its escapes and emphasis as written", async () => {
    const snippet = '---\ntitle: ignored\n---\nimport { Inner } from "/snippets/inner.mdx";\n\nPrice: \\$5 and *stars*  \nnext.\n\n* star list\n';
    const { markdown } = await copy({ 'snippets/s.mdx': snippet, 'snippets/inner.mdx': 'export const Inner = () => <b>x</b>;\n' }, `${front}import S from "/snippets/s.mdx";\n\nBefore.\n\n<S />\n\nAfter.\n`);
    expect(markdown).toBe('Before.\n\nPrice: \\$5 and *stars*  \nnext.\n\n* star list\n\nAfter.\n');
  });

  test('a snippet in a list item and in a component is indented as its use', async () => {
    const source = `${front}import S from "/snippets/s.mdx";\n\n* Item:\n\n  <S />\n* Next\n\n<Note>\n  <S />\n</Note>\n`;
    const { markdown } = await copy({ 'snippets/s.mdx': 'First _word_.\n\nSecond line.\n' }, source);
    expect(markdown).toBe('* Item:\n\n  First _word_.\n\n  Second line.\n* Next\n\n<Note>\n  First _word_.\n\n  Second line.\n</Note>\n');
  });

  test('props are written in where the page shows them: text, attributes, code blocks, children; an unpassed one shows nothing', async () => {
    const snippet = 'Hello {name}, see {props.where}.\n\n<Card title={name}>In card.</Card>\n\n```bash\ninstall {name} {other}\n```\n\n{missing}\n\n<Tip>{children}</Tip>\n';
    const source = `${front}import S from "/snippets/s.mdx";\n\n<S name="Ada" where={"home"}>\n  Passed *content*.\n</S>\n`;
    const { markdown } = await copy({ 'snippets/s.mdx': snippet }, source);
    expect(markdown).toBe('Hello Ada, see home.\n\n<Card title="Ada">In card.</Card>\n\n```bash\ninstall Ada {other}\n```\n\n<Tip>Passed *content*.</Tip>\n');
  });

  test('nested snippets: each one its own text, the inner one with the props the outer passes', async () => {
    const outer = 'import Inner from "/snippets/inner.mdx";\n\nOuter says:\n\n<Inner who={who} />\n';
    const { markdown } = await copy({ 'snippets/outer.mdx': outer, 'snippets/inner.mdx': 'Inner greets __{who}__.\n' }, `${front}import Outer from "/snippets/outer.mdx";\n\n<Outer who="Bob" />\n`);
    expect(markdown).toBe('Outer says:\n\nInner greets __Bob__.\n');
  });

  test('Visibility around a snippet and inside one is resolved for agents', async () => {
    const snippet = 'Shared.\n\n<Visibility for="humans">\n  People see this.\n</Visibility>\n\n<Visibility for="agents">\n  Agents see _this_.\n</Visibility>\n';
    const source = `${front}import S from "/snippets/s.mdx";\nimport H from "/snippets/h.mdx";\n\n<Visibility for="agents">\n  <S />\n</Visibility>\n\n<Visibility for="humans">\n  <H />\n</Visibility>\n\nEnd.\n`;
    const { markdown } = await copy({ 'snippets/s.mdx': snippet, 'snippets/h.mdx': 'Human snippet.\n' }, source);
    expect(markdown).toBe('Shared.\n\nAgents see _this_.\n\nEnd.\n');
  });

  test('a snippet used inline keeps the sentence around it', async () => {
    const { markdown } = await copy({ 'snippets/v.mdx': '__v2.1__\n' }, `${front}import V from "/snippets/v.mdx";\n\nThe version is <V />, out now.\n`);
    expect(markdown).toBe('The version is __v2.1__, out now.\n');
  });

  test('a snippet of several lines in a table cell, used by its name, is joined with one finding for the one cause: snippet-inline', async () => {
    const source = `${front}import S from "/snippets/s.mdx";\n\n| a | b |\n| - | - |\n| <S /> | 2 |\n`;
    const { markdown, findings } = await copy({ 'snippets/s.mdx': 'One\ntwo.\n' }, source);
    expect(markdown).toBe('| a | b |\n| - | - |\n| One two. | 2 |\n');
    // A snippet inside a line (a table cell) is `snippet-inline`: Mintlify fails such a page, which says more than the copy's joined lines.
    expect(findings).toEqual(['8:3 snippet-inline']);
  });

  test('a `<Snippet file>` of several lines in a table cell (no snippet-inline) is joined with a markdown-copy warning at its use', async () => {
    const source = `${front}| a | b |\n| - | - |\n| <Snippet file="s.mdx" /> | 2 |\n`;
    const { markdown, findings } = await copy({ 'snippets/s.mdx': 'One\ntwo.\n' }, source);
    expect(markdown).toBe('| a | b |\n| - | - |\n| One two. | 2 |\n');
    expect(findings).toEqual(['6:3 markdown-copy']);
  });
});
