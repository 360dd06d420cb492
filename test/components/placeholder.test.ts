import { describe, expect, test } from '@jest/globals';
import { verifyText } from '../../src/lint/verify-text.js';

describe('placeholders written as text', () => {
  test('an unclosed `<TRACE_ID>` is a parse error that names the fix', async () => {
    const result = await verifyText('Intro.\n\nSend the <TRACE_ID> header.\n', { filePath: 'page.mdx', rules: {} });
    expect(result.findings.map((f) => `${f.line}:${f.column} ${f.ruleId}: ${f.message}`)).toEqual([
      '3:10 parse-error: Unexpected MDX syntax error, expected valid MDX (Mintlify cannot compile the page, so the deploy fails): Unexpected placeholder `<TRACE_ID>` read as a component, expected `\\<TRACE_ID>` or code (`` `<TRACE_ID>` ``)',
    ]);
  });

  test('other unclosed tags keep the parser message', async () => {
    const result = await verifyText('<Note>\nText\n', { filePath: 'page.mdx', rules: {} });
    expect(result.findings[0]?.message).toMatch(/^Unexpected MDX syntax error, expected valid MDX \(Mintlify cannot compile the page, so the deploy fails\): Expected a closing tag for `<Note>` \(1:1-1:7\)$/);
  });

  test('a syntax error names the tag it is in, in the words of `check` and `build`, and links to the manual', async () => {
    const result = await verifyText('Intro.\n\nWater <Tooltip tip=often>daily</Tooltip>.\n', { filePath: 'page.mdx', rules: {} });
    expect(result.findings.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual([
      '3:20 Unexpected MDX syntax error, expected valid MDX (Mintlify cannot compile the page, so the deploy fails): Unexpected character `o` (U+006F) before attribute value, expected a character that can start an attribute value, such as `"`, `\'`, or `{` in `<Tooltip>`',
    ]);
    expect(result.findings[0]?.url).toMatch(/docs\/commands\/lint\.mdx#pages-that-cannot-be-linted$/);
  });
});
