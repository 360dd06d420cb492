import { describe, expect, test } from '@jest/globals';
import { verifyText } from '../../src/lint/verify-text.js';

describe('placeholders written as text', () => {
  test('an unclosed `<TRACE_ID>` is a parse error that names the fix', async () => {
    const result = await verifyText('Intro.\n\nSend the <TRACE_ID> header.\n', { filePath: 'page.mdx', rules: {} });
    expect(result.findings.map((f) => `${f.line}:${f.column} ${f.ruleId}: ${f.message}`)).toEqual([
      '3:10 parse-error: Unexpected placeholder `<TRACE_ID>` read as a component, expected `\\<TRACE_ID>` or code (`` `<TRACE_ID>` ``): the page is not linted',
    ]);
  });

  test('other unclosed tags keep the parser message', async () => {
    const result = await verifyText('<Note>\nText\n', { filePath: 'page.mdx', rules: {} });
    expect(result.findings[0]?.message).toMatch(/^Expected a closing tag for `<Note>`.*: the page is not linted$/);
  });

  test('a syntax error names the tag it is in, says the page is not linted and links to the manual', async () => {
    const result = await verifyText('Intro.\n\nWater <Tooltip tip=often>daily</Tooltip>.\n', { filePath: 'page.mdx', rules: {} });
    expect(result.findings.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual([
      '3:20 Unexpected character `o` (U+006F) before attribute value, expected a character that can start an attribute value, such as `"`, `\'`, or `{` in `<Tooltip>`: the page is not linted',
    ]);
    expect(result.findings[0]?.url).toMatch(/docs\/commands\/lint\.mdx#pages-that-cannot-be-linted$/);
  });
});
