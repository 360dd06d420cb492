import { describe, expect, test } from '@jest/globals';
import { toHtml } from 'hast-util-to-html';
import { embeddedLanguages, getHighlighter, highlightCode } from '../../src/render/highlight.js';

describe('languages a Markdown or MDX block embeds', () => {
  test('front matter, fenced blocks, raw HTML and MDX JSX are named by the block itself', () => {
    const block = '---\ntitle: Garden\n---\n\n<Note>Water daily</Note>\n\n```python\nprint(1)\n```\n\n~~~ go\nfunc main() {}\n~~~\n';
    expect(embeddedLanguages('mdx', block).sort()).toEqual(['go', 'html', 'python', 'tsx', 'yaml']);
    expect(embeddedLanguages('md', '+++\ntitle = "x"\n+++\n')).toEqual(['toml']);
  });

  test('other languages embed nothing', () => {
    expect(embeddedLanguages('js', '---\n```python\n```')).toEqual([]);
    expect(embeddedLanguages(undefined, '---\n')).toEqual([]);
  });

  test('an MDX block with front matter is highlighted the same before and after its embedded languages were loaded elsewhere', async () => {
    const block = '---\ntitle: Garden\n---\n\n# Beds\n';
    const first = toHtml(highlightCode(await getHighlighter(['mdx', ...embeddedLanguages('mdx', block)]), block, 'mdx', undefined));
    // Another page loads more languages into the same process.
    const second = toHtml(highlightCode(await getHighlighter(['mdx', 'yaml', 'toml', 'python', 'rust']), block, 'mdx', undefined));
    expect(second).toBe(first);
    // The front matter's key and value are coloured as YAML, not as one plain run.
    expect(first).toMatch(/>title<\/span><span[^>]*>: <\/span><span[^>]*>Garden</);
  });
});
