// `codeblock-children` is one finding in every command: `lint` (and so the editor and the MCP server, which lint with
// the same rules) reports it, and `build` reports the same rule at the same place in the same words, once (the
// renderer draws the element without a warning of its own), for a page and for a snippet it imports.
import { describe, expect, jest, test } from '@jest/globals';
import { relative } from 'node:path';
import { buildProject } from '../support/build.js';
import { lintText } from '../../src/lint/engine.js';

// Long: it builds a site (seconds here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const docsJson = JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } });

const page = [
  '---', 'title: Home', '---', '', "import Sow from '/snippets/sow.mdx';", '',
  '<CodeBlock filename="garden" language="python">', '', '```python', 'seeds = 12', '```', '', '```bash', 'sow --rows 3', '```', '', '</CodeBlock>', '',
  '<CodeGroup>', '', '<CodeBlock filename="water.sh">', '', '```bash daily.sh', 'water --all', '```', '', '</CodeBlock>', '', '</CodeGroup>', '',
  '<Sow />', '',
].join('\n');
const snippet = '<CodeBlock>\nRake the soil first.\n\n```bash\nrake --all\n```\n</CodeBlock>\n';

describe('codeblock-children in lint and build', () => {
  test('the same findings, once each, at the page\'s and the snippet\'s own lines', async () => {
    const { root, result } = await buildProject({ 'docs.json': docsJson, 'index.mdx': page, 'snippets/sow.mdx': snippet });
    const built = result.diagnostics
      .filter((d) => d.ruleId === 'codeblock-children' || /CodeBlock/.test(d.message ?? ''))
      .map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.ruleId} ${d.message}`)
      .sort();
    const linted = async (file: string, text: string): Promise<string[]> =>
      ((await lintText(text, { cwd: root, filePath: file })).results[0]?.findings ?? [])
        .filter((f) => f.ruleId === 'codeblock-children')
        .map((f) => `${file}:${f.line}:${f.column} ${f.ruleId} ${f.message}`);
    const lint = [...(await linted('index.mdx', page)), ...(await linted('snippets/sow.mdx', snippet))].sort();
    expect(lint).toEqual([
      'index.mdx:21:1 codeblock-children Unexpected title `daily.sh` on the code block inside `<CodeBlock filename="water.sh">` in `<CodeGroup>`, expected one of the two: the tab is labelled by `filename`, and the block\'s own title shows only in the tab\'s panel',
      'index.mdx:7:1 codeblock-children Unexpected 2 code blocks inside `<CodeBlock>`, expected one code block or the code as text: each child is drawn as on its own inside the element\'s frame, without the element\'s `language`',
      'snippets/sow.mdx:1:1 codeblock-children Unexpected content beside the code block inside `<CodeBlock>`, expected one code block or the code as text: each child is drawn as on its own inside the element\'s frame',
    ]);
    expect(built).toEqual(lint);
  });
});
