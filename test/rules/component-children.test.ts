// component-children's severity follows what Mintlify draws: content its container shows in the
// shape of a child (a paragraph in `<Steps>` numbered as a step, text in `<CodeGroup>` as a tab) is a
// warning that says so, even in the recommended preset where the rule is an error; content a
// self-closing component would lose stays an error.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@jest/globals';
import { lintText } from '../../src/lint/engine.js';

/** `line:column severity message` of component-children's findings on `text`, linted as the recommended preset does. */
async function childFindings(text: string): Promise<string[]> {
  const cwd = mkdtempSync(join(tmpdir(), 'dw-children-'));
  const run = await lintText(text, { cwd, filePath: 'page.mdx', rules: { 'component-children': 'error' } });
  return run.results.flatMap((result) => result.findings.filter((f) => f.ruleId === 'component-children').map((f) => `${f.line}:${f.column} ${f.severity} ${f.message}`));
}

test('content Mintlify draws in the shape of a child is a warning that says what the reader sees', async () => {
  const page = '<CodeGroup>\n\n```bash npm\nnpm i x\n```\n\nOr with pnpm:\n\n```bash pnpm\npnpm add x\n```\n\n</CodeGroup>\n\n<Steps>\n  Sign in first.\n\n  <Step title="Install">Run it.</Step>\n</Steps>\n';
  expect(await childFindings(page)).toEqual([
    '7:1 warn Unexpected text inside `<CodeGroup>`, expected only code blocks: it shows as a tab of its own, without a title, as plain text',
    '16:3 warn Unexpected text inside `<Steps>`, expected only `<Step>`: it shows as a numbered step of its own, without a title',
  ]);
});

test('content in a component that takes none stays an error', async () => {
  const page = '<Tree>\n  <Tree.File name="a.md">A file</Tree.File>\n</Tree>\n';
  expect(await childFindings(page)).toEqual(['2:26 error Unexpected content inside `<Tree.File>`, expected it self-closing (`<Tree.File />`)']);
});
