// A long run of prose without punctuation is checked to its end, piece by piece (issue 13,
// item 6: write-good on the whole run grew with its square). The time is measured in
// bench/prose.bench.mjs; this test pins what is found.
import { describe, expect, test } from '@jest/globals';
import { verifyText } from '../../src/lint/verify-text.js';

const page = (body: string): string => `---\ntitle: Long\ndescription: A long run of words\n---\n\n${body}\n`;

describe('prose-write-good on long runs', () => {
  test('a 200,000-character run without punctuation gets one finding per weasel word, at its place', async () => {
    const unit = 'we ship very small pages ';
    const text = page(unit.repeat(8000));
    expect(text.length).toBeGreaterThan(200_000);
    const result = await verifyText(text, { filePath: 'long.mdx', rules: { 'prose-write-good': 'warn' } });
    expect(result.findings).toHaveLength(8000);
    expect(new Set(result.findings.map((f) => f.message))).toEqual(new Set(['Unexpected weasel word `very`, expected a precise word or none']));
    const last = result.findings.at(-1);
    expect(last?.line).toBe(6);
    expect(last?.column).toBe(unit.length * 7999 + 'we ship '.length + 1);
  }, 300_000);

  test('a 200,000-character word with no space in it is cut, and the text after it is still checked', async () => {
    const text = page(`${'x'.repeat(200_000)} and the file is read by the CLI.`);
    const result = await verifyText(text, { filePath: 'long.mdx', rules: { 'prose-write-good': 'warn' } });
    expect(result.findings.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual([
      `6:${200_000 + ' and the file '.length + 1} Unexpected passive voice \`is read\`, expected an active verb that names who acts`,
    ]);
  }, 300_000);
});
