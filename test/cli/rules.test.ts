import { afterAll, beforeEach, describe, expect, test } from '@jest/globals';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMain, type MainResult } from '../support/run-main.js';

const base = await mkdtemp(join(tmpdir(), 'docwright-rules-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const run = (cwd: string, ...argv: string[]): Promise<MainResult> => runMain(cwd, ['rules', ...argv]);

let counter = 0;
let root = '';
const docsJson = (name = 'Acme', method = 'bearer'): string =>
  JSON.stringify({ name, theme: 'mint', colors: { primary: '#000000' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] }, api: { mdx: { auth: { method } } } }, null, 2);

beforeEach(async () => {
  root = join(base, `p${counter++}`);
  await mkdir(root, { recursive: true });
  await writeFile(join(root, 'docs.json'), docsJson());
  await writeFile(join(root, 'index.mdx'), '---\ntitle: Home\ndescription: The start.\n---\n\nHello.\n');
});

describe('docwright rules', () => {
  test('writes .cursor/rules.md by default, then is up to date', async () => {
    const first = await run(root);
    expect(first).toEqual({ code: 0, stdout: 'Wrote `.cursor/rules.md`\n', stderr: '' });
    const text = await readFile(join(root, '.cursor/rules.md'), 'utf8');
    expect(text).toMatch(/^---\ntitle: "Writing rules for Acme"\n/);
    expect(text).toContain('`Authorization: Bearer <API_KEY>`');
    expect(await run(root)).toEqual({ code: 0, stdout: '`.cursor/rules.md` is up to date\n', stderr: '' });
    expect(await run(root, '--check')).toEqual({ code: 0, stdout: '`.cursor/rules.md` is up to date\n', stderr: '' });
  });

  test('a root given as an argument, named editors and --dir', async () => {
    expect((await run(base, root.slice(base.length + 1), '--editor', 'windsurf')).code).toBe(0);
    expect(await readFile(join(root, '.windsurf/rules.md'), 'utf8')).toContain('## Writing rules');
    expect((await run(root, '--dir', '.zed')).stdout).toBe('Wrote `.zed/rules.md`\n');
    expect((await run(root, '--editor', 'agents')).stdout).toMatch(/^Wrote `AGENTS\.md`\nAdded `\/AGENTS\.md` to `\.mintignore`/);
    const bad = await run(root, '--editor', 'vim');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^docwright rules: Unexpected editor `vim`, expected one of `cursor`/);
  });

  test('--check reports a stale file with a diff summary, and keeps team text', async () => {
    await run(root);
    const path = join(root, '.cursor/rules.md');
    await writeFile(path, `${await readFile(path, 'utf8')}\nOur own note.\n`);
    await writeFile(join(root, 'docs.json'), docsJson('Globex'));
    const check = await run(root, '--check');
    expect(check.code).toBe(1);
    expect(check.stderr).toMatch(/^Unexpected stale `.cursor\/rules.md`, expected the generated rules: run `docwright rules` to update it\n\d+ lines? added, \d+ removed\n/);
    expect(check.stderr).toContain('+You are writing for **Globex**.');
    expect(check.stderr).toContain('-You are writing for **Acme**.');
    expect((await run(root)).stdout).toBe('Updated `.cursor/rules.md`\n');
    const text = await readFile(path, 'utf8');
    expect(text).toContain('**Globex**');
    expect(text).toMatch(/title: "Writing rules for Acme"/);
    expect(text.endsWith('<!-- docwright:end -->\n\nOur own note.\n')).toBe(true);
  });

  test('--check --format: the stale file at its first changed line, the unowned one, as findings on stdout only', async () => {
    await run(root);
    const path = join(root, '.cursor/rules.md');
    const before = await readFile(path, 'utf8');
    await writeFile(join(root, 'docs.json'), docsJson('Globex'));
    // The first line that differs from the file the command would write now.
    const after = (await run(root, '--stdout')).stdout.split('\n');
    const line = before.split('\n').findIndex((l, i) => l !== after[i]) + 1;
    expect(line).toBeGreaterThan(1);
    const check = await run(root, '--check', '--format', 'github');
    expect(check).toEqual({
      code: 1,
      stdout: `::error file=.cursor/rules.md,line=${line},col=1,title=rules-file-stale::Unexpected stale \`.cursor/rules.md\`, expected the generated rules: run \`docwright rules\` to update it\n`,
      stderr: '',
    });
    await writeFile(path, 'Our rules.\n');
    const json = JSON.parse((await run(root, '--check', '--format', 'json')).stdout) as { files: { file: string; findings: { ruleId: string }[] }[] };
    expect(json.files.map((f) => [f.file, f.findings.map((x) => x.ruleId)])).toEqual([['.cursor/rules.md', ['rules-file-unowned']]]);
    // Current again: an empty report, the file's state on stderr, exit 0.
    await run(root, '--force');
    expect(await run(root, '--check', '--format', 'github')).toEqual({ code: 0, stdout: '', stderr: '`.cursor/rules.md` is up to date\n' });
    const usage = await run(root, '--format', 'json');
    expect([usage.code, usage.stderr]).toEqual([2, 'docwright rules: Unexpected `--format` without `--check`, expected `--check` (what it finds is the report)\n']);
  });

  test("--check --format: docs.json's warnings are in the report too, not on stderr; --format with --skill is a usage error", async () => {
    await writeFile(join(root, 'docs.json'), JSON.stringify({ ...(JSON.parse(docsJson()) as object), contextual: { options: ['copy', 'mcp'] } }, null, 2));
    const check = await run(root, '--check', '--format', 'json');
    expect([check.code, check.stderr]).toEqual([1, '']);
    const json = JSON.parse(check.stdout) as { files: { file: string; findings: { ruleId: string; severity: string }[] }[] };
    expect(json.files.map((f) => [f.file, f.findings.map((x) => [x.ruleId, x.severity])])).toEqual([
      ['docs.json', [['config-key-no-effect', 'warn']]],
      ['.cursor/rules.md', [['rules-file-missing', 'error']]],
    ]);
    expect((await run(root, '--check', '--skill', '--format', 'json')).code).toBe(2);
  });

  test('--check on a missing file exits 1', async () => {
    expect(await run(root, '--check')).toEqual({ code: 1, stdout: '', stderr: 'Missing `.cursor/rules.md`: run `docwright rules` to write it\n' });
  });

  test('an existing file without markers is refused unless --force', async () => {
    await mkdir(join(root, '.cursor'));
    await writeFile(join(root, '.cursor/rules.md'), 'Our rules.\n');
    const refused = await run(root);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Unexpected `.cursor/rules.md` without docwright markers');
    expect(refused.stderr).toContain('`--force`');
    expect(await readFile(join(root, '.cursor/rules.md'), 'utf8')).toBe('Our rules.\n');
    expect((await run(root, '--force')).code).toBe(0);
    expect(await readFile(join(root, '.cursor/rules.md'), 'utf8')).toContain('<!-- docwright:start');
  });

  test('--native for Cursor writes an always-applied project rule and a rule attached to pages', async () => {
    expect((await run(root, '--editor', 'cursor', '--native')).stdout).toBe('Wrote `.cursor/rules/docwright.mdc`\nWrote `.cursor/rules/docwright-pages.mdc`\nWrote `.cursor/mcp.json` (the `docwright` MCP server)\n');
    const project = await readFile(join(root, '.cursor/rules/docwright.mdc'), 'utf8');
    expect(project).toMatch(/^---\ndescription: "How to write and edit pages of the Acme documentation: project context\."\nglobs:\nalwaysApply: true\n---\n\n<!-- docwright:start/);
    expect(project).toContain('## The project');
    expect(project).not.toContain('## Writing rules');
    const pages = await readFile(join(root, '.cursor/rules/docwright-pages.mdc'), 'utf8');
    expect(pages).toMatch(/^---\ndescription: ".+: page structure, writing rules, components and lint checks\."\nglobs: \*\*\/\*\.md,\*\*\/\*\.mdx\nalwaysApply: false\n---\n\n<!-- docwright:start/);
    expect(pages).toContain('## Writing rules');
    expect(pages).not.toContain('## The project');
    expect((await run(root, '--editor', 'cursor', '--native', '--check')).code).toBe(0);
  });

  test('--native for Windsurf writes three rules, each under its 12,000-character limit', async () => {
    expect((await run(root, '--editor', 'windsurf', '--native')).stdout).toBe(
      'Wrote `.windsurf/rules/docwright.md`\nWrote `.windsurf/rules/docwright-writing.md`\nWrote `.windsurf/rules/docwright-components.md`\n' +
        `Windsurf reads MCP servers from \`~/.codeium/windsurf/mcp_config.json\` only: add \`"docwright": {"command":"npx","args":["docwright","mcp",${JSON.stringify(root)}]}\` under \`mcpServers\` there\n`,
    );
    const always = await readFile(join(root, '.windsurf/rules/docwright.md'), 'utf8');
    expect(always).toMatch(/^---\ntrigger: always_on\ndescription: ".+"\n---\n/);
    for (const name of ['docwright-writing.md', 'docwright-components.md']) {
      const text = await readFile(join(root, '.windsurf/rules', name), 'utf8');
      expect(text).toMatch(/^---\ntrigger: glob\nglobs: "\*\*\/\*\.\{md,mdx\}"\ndescription: ".+"\n---\n/);
      expect(text.length).toBeLessThanOrEqual(12000);
    }
  });

  test('--native --full for Windsurf warns that a rule file is longer than Windsurf reads', async () => {
    const result = await run(root, '--editor', 'windsurf', '--native', '--full');
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      /^docwright rules: Unexpected \d+ characters in `.windsurf\/rules\/docwright-components.md`, expected at most 12000: Windsurf ignores the rest \(drop `--full`\)\n$/,
    );
  });

  test('--native for Copilot writes a section of the repository instructions and a path-specific file', async () => {
    await mkdir(join(root, '.github'));
    await writeFile(join(root, '.github/copilot-instructions.md'), '# Build\n\nRun npm test.\n');
    expect((await run(root, '--editor', 'copilot', '--native')).stdout).toBe(
      'Updated `.github/copilot-instructions.md`\nWrote `.github/instructions/docwright-pages.instructions.md`\nWrote `.vscode/mcp.json` (the `docwright` MCP server)\n',
    );
    const shared = await readFile(join(root, '.github/copilot-instructions.md'), 'utf8');
    expect(shared.startsWith('# Build\n\nRun npm test.\n\n<!-- docwright:start')).toBe(true);
    const pages = await readFile(join(root, '.github/instructions/docwright-pages.instructions.md'), 'utf8');
    expect(pages).toMatch(/^---\ndescription: ".+"\napplyTo: "\*\*\/\*\.md,\*\*\/\*\.mdx"\n---\n\n<!-- docwright:start/);
  });

  test('--native for Claude keeps the rest of CLAUDE.md', async () => {
    await writeFile(join(root, 'CLAUDE.md'), '# House rules\n\nRun the tests.\n');
    expect((await run(root, '--editor', 'claude', '--native')).stdout).toBe(
      'Updated `CLAUDE.md`\nAdded `/CLAUDE.md` to `.mintignore`: Mintlify would publish `CLAUDE.md` as a page, and its HTML comment markers fail the deploy\nWrote `.mcp.json` (the `docwright` MCP server)\n',
    );
    const claude = await readFile(join(root, 'CLAUDE.md'), 'utf8');
    expect(claude.startsWith('# House rules\n\nRun the tests.\n\n<!-- docwright:start')).toBe(true);
    expect(claude).toContain('## Writing rules');
    expect((await run(root, '--editor', 'claude', '--native')).stdout).toBe('`CLAUDE.md` is up to date\n`.mcp.json` is up to date\n');
  });

  test('a rules file the site would publish as a page (AGENTS.md in the docs root) gets a `.mintignore` line that leaves it out, said on stdout', async () => {
    const added = 'Added `/AGENTS.md` to `.mintignore`: Mintlify would publish `AGENTS.md` as a page, and its HTML comment markers fail the deploy\n';
    expect(await run(root, '--editor', 'agents')).toEqual({ code: 0, stdout: `Wrote \`AGENTS.md\`\n${added}`, stderr: '' });
    expect(await readFile(join(root, '.mintignore'), 'utf8')).toBe('/AGENTS.md\n');
    expect(await run(root, '--editor', 'agents')).toEqual({ code: 0, stdout: '`AGENTS.md` is up to date\n', stderr: '' });
    // An existing `.mintignore` keeps its lines; the new one goes after them.
    await writeFile(join(root, '.mintignore'), '# mine\ndrafts/');
    expect((await run(root, '--editor', 'agents')).stdout).toBe(`\`AGENTS.md\` is up to date\n${added}`);
    expect(await readFile(join(root, '.mintignore'), 'utf8')).toBe('# mine\ndrafts/\n/AGENTS.md\n');
    // A dot folder's file is never a page.
    expect((await run(root, '--editor', 'claude', '--no-mcp')).stdout).toBe('Wrote `.claude/rules.md`\n');
  });

  test('after `rules --editor claude --native` in the docs root, `check` passes and `build` publishes no CLAUDE page', async () => {
    expect((await run(root, '--editor', 'claude', '--native', '--no-mcp')).code).toBe(0);
    expect(await readFile(join(root, '.mintignore'), 'utf8')).toBe('/CLAUDE.md\n');
    const check = await runMain(root, ['check', root]);
    expect(check.stdout + check.stderr).not.toContain('CLAUDE.md');
    expect(check.code).toBe(0);
    const out = join(base, `out${counter++}`);
    expect((await runMain(root, ['build', root, '--out', out, '--no-cache', '--workers', '0', '--offline'], { CI: '1' })).code).toBe(0);
    expect((await readdir(out)).filter((f) => /claude/i.test(f))).toEqual([]);
  });

  test('--check on a native set reports each stale file', async () => {
    await run(root, '--editor', 'cursor', '--native');
    await writeFile(join(root, 'package.json'), '{}');
    await writeFile(join(root, '.docwrightrc.json'), JSON.stringify({ extends: 'recommended', rules: { 'image-alt': 'off' } }));
    const check = await run(root, '--editor', 'cursor', '--native', '--check');
    expect(check.code).toBe(1);
    expect(check.stdout).toBe('`.cursor/rules/docwright.mdc` is up to date\n');
    expect(check.stderr).toMatch(/^Unexpected stale `.cursor\/rules\/docwright-pages.mdc`, expected the generated rules/);
  });

  test('--full writes the long form: every component with an example', async () => {
    await run(root);
    const compact = await readFile(join(root, '.cursor/rules.md'), 'utf8');
    expect(compact).toContain('| component | purpose | required attributes | parents and children |');
    expect(compact).not.toContain('#### `Note`');
    expect((await run(root, '--check', '--full')).code).toBe(1);
    expect((await run(root, '--full')).stdout).toBe('Updated `.cursor/rules.md`\n');
    const full = await readFile(join(root, '.cursor/rules.md'), 'utf8');
    expect(full).toContain('#### `Note`');
    expect(full.split('\n').length).toBeGreaterThan(compact.split('\n').length * 2);
  });

  test.each(['zed', '.', '..', 'a/.zed', '.zed/inner', '/tmp/.zed'])('--dir %s is a usage error', async (dir) => {
    const result = await run(root, '--dir', dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`Unexpected \`--dir ${dir}\`, expected a dot folder inside the docs root such as \`.zed\``);
    await expect(readFile(join(root, dir, 'rules.md'), 'utf8')).rejects.toThrow();
  });

  test('--dir accepts a dot folder with a trailing slash', async () => {
    expect((await run(root, '--dir', '.zed/')).stdout).toBe('Wrote `.zed/rules.md`\n');
  });

  test('a write leaves no temporary file behind', async () => {
    await run(root);
    expect(await readdir(join(root, '.cursor'))).toEqual(['rules.md']);
  });

  test('--stdout of a native set prints each file under its path', async () => {
    const printed = await run(root, '--editor', 'cursor', '--native', '--stdout');
    expect(printed.code).toBe(0);
    expect(printed.stdout).toMatch(/^==> .cursor\/rules\/docwright.mdc <==\n---\n[\s\S]*<!-- docwright:end -->\n\n==> .cursor\/rules\/docwright-pages.mdc <==\n---\n/);
    await expect(readFile(join(root, '.cursor/rules/docwright.mdc'), 'utf8')).rejects.toThrow();
  });

  test('--stdout prints and writes nothing', async () => {
    const printed = await run(root, '--stdout');
    expect(printed.code).toBe(0);
    expect(printed.stdout).toContain('<!-- docwright:end -->');
    await expect(readFile(join(root, '.cursor/rules.md'), 'utf8')).rejects.toThrow();
  });

  test('no docs.json: generic rules with a notice', async () => {
    await rm(join(root, 'docs.json'));
    const result = await run(root);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('no `docs.json` or `mint.json`');
    expect(await readFile(join(root, '.cursor/rules.md'), 'utf8')).toContain('No `docs.json` was found');
  });

  test('an invalid docs.json exits 2 with its messages', async () => {
    await writeFile(join(root, 'docs.json'), '{"theme": "mint",');
    const result = await run(root);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^docs\.json\n\d+:\d+(-\d+:\d+)? +error /);
    expect(result.stderr).toContain('docwright rules: cannot write rules from an invalid `docs.json`; run `docwright check` for details\n');
    await expect(readFile(join(root, '.cursor/rules.md'), 'utf8')).rejects.toThrow();
  });

  test('an invalid lint configuration exits 2 with its message', async () => {
    await writeFile(join(root, 'package.json'), '{}');
    await writeFile(join(root, '.docwrightrc.json'), JSON.stringify({ rules: { 'code-languag': 'error' } }));
    const result = await run(root);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^docwright rules: invalid lint configuration\n.*code-languag/);
  });

  test('the lint section names the project lint config and its rules', async () => {
    await writeFile(join(root, 'package.json'), '{}');
    await writeFile(join(root, '.docwrightrc.json'), JSON.stringify({ extends: 'recommended', rules: { 'image-alt': 'off', 'code-language': 'warn' } }));
    expect((await run(root, '--stdout')).stdout).toMatch(/The lint configuration in `.docwrightrc.json` enables these rules/);
    const text = (await run(root, '--stdout')).stdout;
    expect(text).toMatch(/^- Warnings: .*`code-language`/m);
    expect(text).not.toContain('`image-alt`');
    const full = (await run(root, '--stdout', '--full')).stdout;
    expect(full).toContain('- `code-language` (warn): ');
    expect(full).not.toContain('- `image-alt`');
  });

  test('an unwritable target exits 2 with a clear message', async () => {
    await writeFile(join(root, '.cursor'), 'a file where the folder should be');
    const result = await run(root);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^docwright rules: cannot (read|write) `.cursor\/rules.md`: /);
  });

  // A file where the folder should be fails for every user, root included (a read-only
  // folder does not stop root). A full disk during the write itself is tested in
  // test/fs/write.test.ts and for each command that writes.
  test('a rules file whose folder is a file exits 2 and names the path and the reason', async () => {
    await writeFile(join(root, '.cursor'), 'not a folder\n');
    expect(await run(root)).toEqual({ code: 2, stdout: '', stderr: 'docwright rules: cannot read `.cursor/rules.md`: a part of the path is a file, not a folder\n' });
    expect(await readFile(join(root, '.cursor'), 'utf8')).toBe('not a folder\n');
  });
});

describe('docwright rules --editor: the MCP server', () => {
  const LINT_PAGE = 'check your page with `lint_page` before you finish';

  test('Cursor: .cursor/mcp.json gets the server, and the rules say to use `lint_page`', async () => {
    expect(await run(root, '--editor', 'cursor')).toEqual({ code: 0, stdout: 'Wrote `.cursor/rules.md`\nWrote `.cursor/mcp.json` (the `docwright` MCP server)\n', stderr: '' });
    expect(JSON.parse(await readFile(join(root, '.cursor/mcp.json'), 'utf8'))).toEqual({ mcpServers: { docwright: { command: 'npx', args: ['docwright', 'mcp'] } } });
    expect(await readFile(join(root, '.cursor/rules.md'), 'utf8')).toContain(LINT_PAGE);
    expect(await run(root, '--editor', 'cursor')).toEqual({ code: 0, stdout: '`.cursor/rules.md` is up to date\n`.cursor/mcp.json` is up to date\n', stderr: '' });
    // Without --editor, a configuration that names the server keeps the rules as they are.
    expect((await run(root, '--check')).code).toBe(0);
  });

  test("VS Code: the user's servers are kept", async () => {
    await mkdir(join(root, '.vscode'));
    const theirs = '{\n  // shared with the team\n  "servers": {\n    "github": { "type": "http", "url": "https://example.com/mcp" }\n  }\n}\n';
    await writeFile(join(root, '.vscode/mcp.json'), theirs);
    expect((await run(root, '--editor', 'copilot')).stdout).toBe('Wrote `.github/rules.md`\nUpdated `.vscode/mcp.json` (the `docwright` MCP server)\n');
    const text = await readFile(join(root, '.vscode/mcp.json'), 'utf8');
    expect(text.startsWith('{\n  // shared with the team\n  "servers": {\n    "github": { "type": "http", "url": "https://example.com/mcp" },\n    "docwright": {\n      "type": "stdio",')).toBe(true);
  });

  test('Claude Code: .mcp.json; --no-mcp leaves it out', async () => {
    expect((await run(root, '--editor', 'claude', '--no-mcp')).stdout).toBe('Wrote `.claude/rules.md`\n');
    expect(await readFile(join(root, '.claude/rules.md'), 'utf8')).not.toContain(LINT_PAGE);
    expect((await run(root, '--editor', 'claude', '--check')).code).toBe(1);
    expect((await run(root, '--editor', 'claude')).stdout).toBe('Updated `.claude/rules.md`\nWrote `.mcp.json` (the `docwright` MCP server)\n');
    expect(JSON.parse(await readFile(join(root, '.mcp.json'), 'utf8'))).toEqual({ mcpServers: { docwright: { type: 'stdio', command: 'npx', args: ['docwright', 'mcp'] } } });
    expect(await readFile(join(root, '.claude/rules.md'), 'utf8')).toContain(LINT_PAGE);
  });

  test('a configuration that is not JSON is left alone, with a warning', async () => {
    await mkdir(join(root, '.cursor'));
    await writeFile(join(root, '.cursor/mcp.json'), '{ "mcpServers": {\n');
    const result = await run(root, '--editor', 'cursor');
    expect(result).toEqual({
      code: 0,
      stdout: 'Wrote `.cursor/rules.md`\n',
      stderr: 'docwright rules: Unexpected `.cursor/mcp.json` that is not a JSON object (CloseBraceExpected at 2:1), expected MCP servers: left unchanged, add the `docwright` server yourself (see `docwright mcp --help`)\n',
    });
    expect(await readFile(join(root, '.cursor/mcp.json'), 'utf8')).toBe('{ "mcpServers": {\n');
    expect(await readFile(join(root, '.cursor/rules.md'), 'utf8')).not.toContain(LINT_PAGE);
  });

  test('a configuration folder that links out of the project is not written through', async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'docwright-elsewhere-'));
    await symlink(elsewhere, join(root, '.vscode'));
    const result = await run(root, '--editor', 'copilot');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^docwright rules: cannot write `.vscode\/mcp.json` \(it leads outside the project/);
    expect(await readdir(elsewhere)).toEqual([]);
    await rm(elsewhere, { recursive: true, force: true });
  });
});

describe('docwright rules: a target file that links out of the project', () => {
  test('is not read: --check, --stdout and a write never print what it leads to', async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'docwright-secret-'));
    await writeFile(join(elsewhere, 'secret.txt'), 'TOKEN=hunter2\n');
    await symlink(join(elsewhere, 'secret.txt'), join(root, 'CLAUDE.md'));
    for (const extra of [['--check'], ['--stdout'], [], ['--check', '--format', 'json']]) {
      const result = await run(root, '--editor', 'claude', '--native', '--no-mcp', ...extra);
      expect(result.code).toBe(2);
      expect(result.stdout + result.stderr).not.toContain('hunter2');
      expect(result.stderr).toContain('docwright rules: cannot read `CLAUDE.md`: it leads outside the project');
    }
    expect(await readFile(join(elsewhere, 'secret.txt'), 'utf8')).toBe('TOKEN=hunter2\n');
    await rm(elsewhere, { recursive: true, force: true });
  });
});

describe('docwright rules --editor: an MCP server that cannot start yet', () => {
  test('says so when `@modelcontextprotocol/sdk` is not installed, and is quiet when it is', async () => {
    const { mcpSdkNote } = await import('../../src/cli/commands/rules.js');
    expect(await mcpSdkNote('@docwright-test/not-installed/server/stdio.js')).toBe(
      'Missing `@docwright-test/not-installed`, expected it for the `docwright` MCP server the editor starts: run `npm i -D @docwright-test/not-installed`',
    );
    expect(await mcpSdkNote()).toBeUndefined();
  });
});
