// component-parent's severity follows what Mintlify draws: a `<Step>` outside `<Steps>` and a `<Tab>`
// outside `<Tabs>` render there (Mintlify's own check only warns of them), so they are warnings that
// say what the reader sees, even where the rule is an error; so do tree entries and swatches, which draw
// themselves at the first level. A component with no such drawing known (`<Column>`) stays an error.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@jest/globals';
import { lintText } from '../../src/lint/engine.js';

/** `line:column severity message` of component-parent's findings on `text`, with the rule an error. */
async function parentFindings(text: string): Promise<string[]> {
  const cwd = mkdtempSync(join(tmpdir(), 'dw-parent-'));
  const run = await lintText(text, { cwd, filePath: 'page.mdx', rules: { 'component-parent': 'error' } });
  return run.results.flatMap((result) => result.findings.filter((f) => f.ruleId === 'component-parent').map((f) => `${f.line}:${f.column} ${f.severity} ${f.message}`));
}

test('a step, a tab or a tree file out of place is a warning that says how it shows; a column out of place stays an error', async () => {
  const page = '<Step title="Sow">Sow the seeds.</Step>\n\n<Note>\n  <Tab title="Clay">Water less.</Tab>\n</Note>\n\n<Tree.File name="docs.json" />\n\n<Column>\n  Left.\n</Column>\n';
  expect(await parentFindings(page)).toEqual([
    '1:1 warn Unexpected `<Step>` at the top level, expected it directly inside `<Steps>`: it shows as a step alone, numbered 1 (or its `stepNumber`)',
    '4:3 warn Unexpected `<Tab>` inside `<Note>`, expected it directly inside `<Tabs>`: its content shows as it is, without a tab',
    '7:1 warn Unexpected `<Tree.File>` at the top level, expected it directly inside `<Tree>` or `<FileTree>` or `<Tree.Folder>`: it shows as a tree of its own',
    '9:1 error Unexpected `<Column>` at the top level, expected it directly inside `<Columns>`',
  ]);
});
