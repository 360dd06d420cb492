// Control characters in names, said the same way everywhere: a page named so given to `lint --stdin --stdin-filename`
// or the MCP server's `lint_page` is `file-name-control`, as `lint` of the file says it; a link or image to a file named
// so names the cause in lint, check --links and build; every control character of a name or a title is named, each
// escaped, in one finding; a navigation entry naming such a page is one `nav-page-missing` wording and place in check
// and build. No report holds a raw control character.
import { describe, expect, jest, test } from '@jest/globals';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { main } from '../../src/cli/main.js';
import { lintPage } from '../../src/mcp/lint.js';
import { build, docsJson, hostileProject, run } from './hostile-helpers.js';

// Long: each test runs whole commands (lint, check, build) over a project.
jest.setTimeout(300_000);

/** A C0 control but newline, DEL or a C1 control: what no report line may hold raw. */
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

const page = (title: string, body = 'Text.\n'): string => `---\ntitle: "${title}"\ndescription: "About it"\n---\n\n${body}`;

/** `docwright lint --stdin` with `args`, the page text on stdin. */
async function lintStdin(args: string[], cwd: string, stdin: string): Promise<{ code: number; stdout: string }> {
  let stdout = '';
  const code = await main(['lint', '--stdin', ...args], {
    cwd,
    env: { CI: '1', NO_COLOR: '1' },
    stdin: Readable.from([stdin]),
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: () => undefined },
  });
  return { code, stdout };
}

/** The files and findings of a `--format json` report. */
function files(json: string): { file: string; findings: { ruleId: string; message: string; line: number; column: number }[] }[] {
  return (JSON.parse(json) as { files: { file: string; findings: { ruleId: string; message: string; line: number; column: number }[] }[] }).files;
}

describe('a page named with control characters, linted by name', () => {
  const NAME = 'we\u001bird\u0007name.mdx';
  const SAID = 'Unexpected control characters `\\x1b` and `\\x07` in the page name `we\\x1bird\\x07name.mdx`, expected a name without control characters: it is neither built nor published';

  test('lint --stdin --stdin-filename says `file-name-control` as lint of the file does', async () => {
    const root = hostileProject({ 'index.mdx': page('Home'), [NAME]: page('Odd') });
    const ofFile = await run(['lint', join(root, NAME), '--format', 'json'], root);
    const fromStdin = await lintStdin(['--stdin-filename', NAME, '--format', 'json'], root, page('Odd'));
    expect(fromStdin.stdout).not.toMatch(RAW_CONTROL);
    expect(fromStdin.code).toBe(ofFile.code);
    expect(files(fromStdin.stdout)).toEqual(files(ofFile.stdout));
    expect(files(fromStdin.stdout).flatMap((file) => file.findings.map((f) => `${f.ruleId} ${f.message}`))).toEqual([`file-name-control ${SAID}`]);
    const stylish = await lintStdin(['--stdin-filename', NAME], root, page('Odd'));
    expect(stylish.stdout).not.toMatch(RAW_CONTROL);
    expect(stylish.stdout).toMatch(/1:1 +warning +Unexpected control characters `\\x1b` and `\\x07` in the page name .* +file-name-control/);
  });

  test('the MCP server\'s lint_page says it too, for text given and for the file read', async () => {
    const root = hostileProject({ 'index.mdx': page('Home'), [NAME]: page('Odd') });
    for (const input of [{ path: NAME }, { path: NAME, text: page('Odd') }, { path: `new\u001b.mdx`, text: page('New') }]) {
      const result = await lintPage(root, input);
      expect(result.findings.map((f) => f.ruleId)).toEqual(['file-name-control']);
      expect(JSON.stringify(result.findings)).not.toMatch(RAW_CONTROL);
    }
    expect((await lintPage(root, { path: NAME })).findings[0]?.message).toBe(SAID);
  });
});

describe('a link or image to a file whose name holds a control character', () => {
  const said = (link: string, path: string): string =>
    `Unexpected link \`${link}\` to \`${path}\`, whose name holds control character \`\\x1b\`, expected a name without control characters: no file so named is built or published (\`file-name-control\`)`;
  const project = (): string =>
    hostileProject({
      'index.mdx': page('Home', '![A pot](/img/pot%1B.png)\n\n<img src="/img/pot\u001b.png" alt="A pot" />\n\n[The sheet](/files/sheet%1b.pdf)\n'),
      'img/pot\u001b.png': 'not really a png',
      'files/sheet\u001b.pdf': 'not really a pdf',
    });

  test('lint, check --links and build name the control character, in the same words', async () => {
    const root = project();
    const lint = await run(['lint', root], root);
    const check = await run(['check', root, '--links', '--no-cache'], root);
    const built = await build(root);
    for (const text of [lint.stdout, check.stdout, built.stderr]) {
      expect(text).not.toMatch(RAW_CONTROL);
      expect(text).not.toContain('Missing file');
      expect(text).not.toContain('not published, expected');
      expect(text).not.toContain('does not exist');
      expect(text).toContain(said('/img/pot%1B.png', 'img/pot\\x1b.png'));
      expect(text).toContain(said('/img/pot\\x1b.png', 'img/pot\\x1b.png'));
      expect(text).toContain(said('/files/sheet%1b.pdf', 'files/sheet\\x1b.pdf'));
    }
    expect(built.stderr).toContain('index.mdx:6:1: warning: Unexpected link `/img/pot%1B.png`');
  });
});

describe('every control character is named, once each, escaped, in one finding', () => {
  test('a title with ESC, BEL and DEL (ESC twice), in lint and build', async () => {
    const root = hostileProject({ 'index.mdx': '---\ntitle: "A\\eB\\aC\u007fD\\eE"\ndescription: "About it"\n---\n\nText.\n' });
    const message = 'Unexpected control characters `\\x1b`, `\\x07` and `\\x7f` in `title`, expected text without control characters: the site leaves it out';
    const lint = await run(['lint', root], root);
    expect(lint.stdout).not.toMatch(RAW_CONTROL);
    expect(lint.stdout.match(/frontmatter-types/g)).toHaveLength(1);
    expect(lint.stdout).toContain(message);
    const built = await build(root);
    expect(built.stderr).not.toMatch(RAW_CONTROL);
    expect(built.stderr).toContain(`index.mdx:2:1: warning: ${message}`);
  });

  test('a file name with a tab and an ESC', async () => {
    const root = hostileProject({ 'index.mdx': page('Home'), 'a\tb\u001bc.png': 'png' });
    const check = await run(['check', root, '--no-cache'], root);
    expect(check.stdout).not.toMatch(RAW_CONTROL);
    expect(check.stdout).toContain('Unexpected control characters `\\x09` and `\\x1b` in the file name `a\\x09b\\x1bc.png`');
  });
});

describe('a navigation entry that names a page whose name holds a control character', () => {
  test('check and build say it in one wording at the entry', async () => {
    const root = hostileProject({ 'docs.json': docsJson(['index', 'we\u001bird']), 'index.mdx': page('Home'), 'we\u001bird.mdx': page('Odd') });
    const message = 'Unexpected control character `\\x1b` in the page `we\\x1bird` listed in the navigation, expected a name without control characters: no page is built for it (`file-name-control`)';
    const check = await run(['check', root, '--no-cache', '--format', 'json'], root);
    const built = await run(['build', root, '--out', join(root, 'out'), '--no-cache', '--workers', '0', '--format', 'json'], root);
    for (const text of [check.stdout, built.stdout]) expect(text).not.toMatch(RAW_CONTROL);
    const entries = (json: string): string[] =>
      files(json).flatMap(({ file, findings }) => findings.filter((f) => f.ruleId === 'nav-page-missing').map((f) => `${file}:${f.line}:${f.column} ${f.message}`));
    expect(entries(check.stdout)).toEqual(entries(built.stdout));
    expect(entries(check.stdout)).toEqual([expect.stringContaining(message)]);
  });
});
