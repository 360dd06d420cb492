// A build whose page uses a component past the page's budget (src/render/safety/sandbox/budget.ts):
// the uses after it are placeholders, with one `component-budget` warning at the first, and
// the page is built; a page written in the test, built once for the file.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';

let stdout = '';
let stderr = '';
let out = '';
beforeAll(async () => {
  const scratch = mkdtempSync(join(tmpdir(), 'dw-budget-'));
  const root = join(scratch, 'docs');
  mkdirSync(root);
  writeFileSync(join(root, 'docs.json'), JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Budget', colors: { primary: '#16A34A' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }));
  // Each use writes 900,000 characters of HTML: two fit in the page's 2,000,000, the third does not.
  const uses = ['<Wide />', '<Wide />', '<Wide />', 'Between the uses.', '<Wide />'].join('\n\n');
  writeFileSync(join(root, 'index.mdx'), `---\ntitle: "Wide"\ndescription: "d"\n---\n\nexport const Wide = () => <p className="wide">{'w'.repeat(900000)}</p>;\n\n${uses}\n\nAfter the uses.\n`);
  out = join(scratch, 'site');
  const code = await main(['build', root, '--out', out, '--no-cache', '--workers', '0', '--offline'], {
    cwd: root,
    env: { CI: '1' },
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
  });
  expect(code).toBe(0);
}, 300_000);

describe("a page's budget for custom components", () => {
  test('the uses past it are placeholders, counted in the summary', () => {
    expect(stdout).toMatch(/: 1 page, 2 custom components rendered, 2 placeholders, 0 errors, 1 warning\n$/);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html.split('<p class="wide">').length - 1).toBe(2);
    expect(html.split('<div class="dw-custom-failed" data-component="Wide">Component <code>Wide</code> could not be rendered</div>').length - 1).toBe(2);
    expect(html).toContain('<p>After the uses.</p>');
  });

  test('one warning, at the first use past it', () => {
    expect(stderr.split('\n').filter((line) => line.startsWith('index.mdx'))).toEqual([
      "index.mdx:12:1: warning: Unexpected use of component `Wide` past the sandbox's budget (the page's custom components wrote 2000000 characters of HTML in all, its budget), expected custom components that stay within it: this use and every later one on the page are placeholders",
    ]);
  });
});
