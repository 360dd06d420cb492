import { describe, expect, test } from '@jest/globals';
import { parsePage } from '../../src/parse/index.js';
import { BREAK, OPAQUE, proseBlocks, TAG } from '../../src/prose/text.js';

const prose = (value: string): string[] => {
  const page = parsePage({ path: 'page.mdx', value });
  return proseBlocks(page.tree, value).map((block) => block.text.replaceAll(OPAQUE, '#').replaceAll(TAG, '<').replaceAll(BREAK, '|').replace(/\s+/g, ' ').trim());
};

describe('proseBlocks', () => {
  test('keeps prose at its offsets and hides code, URLs and attribute values', () => {
    const value = 'Set `url` to `"full"` to see https://example.com in <Tooltip tip="the the">a tip</Tooltip>.\n';
    const [block] = prose(value);
    expect(block).toBe('Set ##### to ######## to see ################### in <<<<<<<<<<<<<<<<<<<<<<<a tip<<<<<<<<<<.');
    const page = parsePage({ path: 'page.mdx', value });
    const first = proseBlocks(page.tree, value)[0];
    expect(first?.offset).toBe(0);
    expect(value.slice(first?.text.indexOf('a tip'), (first?.text.indexOf('a tip') ?? 0) + 5)).toBe('a tip');
  });

  test('code blocks, front matter, ESM and diagrams are never prose', () => {
    expect(prose('---\ntitle: The the\n---\n\nimport X from "/x.mdx";\n\n```bash\necho the the\n```\n\n<Latex>a a</Latex>\n\nReal text.\n')).toEqual(['Real text.']);
  });

  test('formatting markers and links are boundaries, not spaces', () => {
    expect(prose('Choose **AND** or _OR_, see [the guide](/guide).\n')).toEqual(['Choose | AND | or |OR|, see |the guide |.']);
  });

  test('a paragraph of code only is not a prose block', () => {
    expect(prose('`npm i docwright`\n')).toEqual([]);
  });
});
