import { describe, expect, test } from '@jest/globals';
import { verifyText } from '../../src/lint/verify-text.js';

const rules = { 'code-language': 'error', 'heading-unique': 'warn' } as const;
const block = '```\nx\n```\n';

async function lines(text: string, filePath: string): Promise<string[]> {
  const result = await verifyText(text, { filePath, rules });
  return result.findings.map((f) => `${f.line}:${f.ruleId}`);
}

describe.each([
  ['mdx', 'page.mdx', (body: string) => `{/* ${body} */}`],
  ['md', 'page.md', (body: string) => `<!-- ${body} -->`],
])('inline control in %s', (_name, filePath, comment) => {
  test('disable-next-line, for one rule or all; the next non-blank line', async () => {
    const text = [comment('docwright-disable-next-line code-language'), block, comment('docwright-disable-next-line heading-unique'), block, comment('docwright-disable-next-line'), '', block, block].join('\n');
    expect(await lines(text, filePath)).toEqual(['7:code-language', '17:code-language']);
  });

  test('disable … enable, with ids and without, and a reason after --', async () => {
    const text = [
      block,
      comment('docwright-disable code-language -- examples of bad blocks'),
      block,
      comment('docwright-enable code-language'),
      block,
      comment('docwright-disable'),
      block,
      comment('docwright-enable'),
      block,
    ].join('\n');
    expect(await lines(text, filePath)).toEqual(['1:code-language', '11:code-language', '21:code-language']);
  });

  test('disable all, then enable one rule', async () => {
    const text = [comment('docwright-disable'), '## A', '', '## A', '', comment('docwright-enable code-language'), block, '## A'].join('\n');
    expect(await lines(text, filePath)).toEqual(['7:code-language']);
  });

  test('several ids separated by commas or spaces', async () => {
    const text = [comment('docwright-disable heading-unique, code-language'), block, '## A', '', '## A', ''].join('\n');
    expect(await lines(text, filePath)).toEqual([]);
  });
});

test('an MDX comment that is not a directive changes nothing', async () => {
  expect(await lines(`{/* docwright is great */}\n\n${block}`, 'page.mdx')).toEqual(['3:code-language']);
});
