import { describe, expect, test } from '@jest/globals';
import { lintText } from '../../src/lint/lint-text.js';

describe('placeholders written as text', () => {
  test('an unclosed `<TRACE_ID>` is a parse error that names the fix', async () => {
    const result = await lintText('Intro.\n\nSend the <TRACE_ID> header.\n', { filePath: 'page.mdx', rules: {} });
    expect(result.findings.map((f) => `${f.line}:${f.column} ${f.ruleId}: ${f.message}`)).toEqual([
      '3:10 parse-error: Unexpected placeholder `<TRACE_ID>` read as a component, expected `\\<TRACE_ID>` or code (`` `<TRACE_ID>` ``)',
    ]);
  });

  test('other unclosed tags keep the parser message', async () => {
    const result = await lintText('<Note>\nText\n', { filePath: 'page.mdx', rules: {} });
    expect(result.findings[0]?.message).toMatch(/^Expected a closing tag for `<Note>`/);
  });
});
