// A named pipe in place of a file a command reads from the project: each read goes through the one guarded read
// (src/fs/paths.ts: opened without blocking, checked with `fstat`), so the pipe is refused with a finding or a message
// at its path. Before, each of these reads waited for a writer for ever: the test process would not end.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, jest, test } from '@jest/globals';
import { lint } from '../../src/lint/engine.js';
import { loadLintConfig } from '../../src/lint/settings.js';
import { valeProblems, valeProjectFor } from '../../src/vale/index.js';
import { rulesFor } from '../../src/vale/load.js';
import { projectVariables } from '../../src/parse/variables.js';
import { readPage } from '../../src/lint/read-page.js';
import { projectSkill } from '../../src/render/site/agent-files.js';
import { runMain } from '../support/run-main.js';
import { tempProject } from '../support/project.js';

// Each test runs whole commands (lint, check, the build's project load) on a fresh project; slow on 2 busy cores.
jest.setTimeout(120_000);

const onPosix = process.platform !== 'win32';
const fifo = (path: string): void => {
  mkdirSync(join(path, '..'), { recursive: true });
  execFileSync('mkfifo', [path]);
};
const page = '---\ntitle: Home\n---\n\nWe simply use it.\n';

describe('Vale styles', () => {
  const style = { 'styles/Team/Simply.yml': "extends: existence\nmessage: \"Don't use '%s'.\"\nlevel: warning\ntokens:\n  - simply\n" };

  test.each([
    ['a rule file', 'styles/Team/Pipe.yml', 'Pipe.yml'],
    ['a vocabulary', 'styles/config/vocabularies/Base/accept.txt', 'accept.txt'],
    ['the `.vale.ini` itself', '.vale.ini', '.vale.ini'],
  ])('%s that is a named pipe: a problem at it, and the rest of the setup still runs', (_what, path, name) => {
    if (!onPosix) return;
    const files: Record<string, string> = { ...style, 'index.mdx': page };
    if (path !== '.vale.ini') files['.vale.ini'] = 'StylesPath = styles\nVocab = Base\n[*.mdx]\nBasedOnStyles = Team\n';
    const root = tempProject(files);
    fifo(join(root, path));
    const vale = valeProjectFor(join(root, 'index.mdx'), root);
    expect(vale).toBeDefined();
    if (!vale) return;
    // The rules of a page's styles are loaded when a page asks for them, as lint asks.
    expect(rulesFor(vale, join(root, 'index.mdx')).map(({ rule }) => rule.name)).toEqual(path === '.vale.ini' ? [] : ['Team.Simply']);
    const problems = valeProblems(vale).filter((p) => p.file === join(root, path));
    expect(problems.map((p) => [p.ruleId, p.line, p.message])).toEqual([['vale-config', 1, `Unexpected named pipe \`${name}\`, expected a regular file: it is not read`]]);
  });

  test('a spelling dictionary that is a named pipe: the rule is refused at load, not waited on when it runs', async () => {
    if (!onPosix) return;
    const root = tempProject({ '.vale.ini': 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\n', 'styles/Team/Spell.yml': 'extends: spelling\nmessage: "Did you really mean \'%s\'?"\nlevel: error\ndicpath: dict\ndictionaries:\n  - team\n', 'styles/dict/team.aff': 'SET UTF-8\n', 'index.mdx': page });
    fifo(join(root, 'styles/dict/team.dic'));
    const run = await lint(['index.mdx'], { cwd: root, config: false });
    const messages = run.results.flatMap((r) => r.findings).filter((f) => f.ruleId === 'vale-config').map((f) => f.message);
    expect(messages.some((m) => m.includes('Unexpected named pipe') && m.includes('team.dic'))).toBe(true);
  });
});

describe('the lint configuration and the project', () => {
  test('a plugin that is a named pipe is refused with a message naming it', async () => {
    if (!onPosix) return;
    const root = tempProject({ 'package.json': '{}', '.docwrightrc.json': '{ "plugins": ["./pipe.mjs"] }' });
    fifo(join(root, 'pipe.mjs'));
    await expect(loadLintConfig(root)).rejects.toThrow(`Unexpected plugin \`./pipe.mjs\` (${join(root, 'pipe.mjs')}) that is not a regular file (a folder, a named pipe or a device), expected a module`);
  });

  test("a docs.json that is a named pipe gives a page no `variables`, and lint ends", async () => {
    if (!onPosix) return;
    const root = tempProject({ 'index.mdx': page });
    fifo(join(root, 'docs.json'));
    expect(projectVariables(join(root, 'index.mdx'))).toBeUndefined();
    const run = await lint(['index.mdx'], { cwd: root, config: false });
    expect(run.results.map((r) => r.file)).toEqual([join(root, 'index.mdx')]);
  });

  test('a page read by lint that is a named pipe is refused with a message, not waited on', async () => {
    if (!onPosix) return;
    const root = tempProject({});
    fifo(join(root, 'pipe.mdx'));
    expect(await readPage(join(root, 'pipe.mdx'))).toEqual({ ok: false, message: 'Unexpected named pipe, expected a page file' });
  });

  test('a markdownlint file that is a named pipe is still named, and lint ends', async () => {
    if (!onPosix) return;
    const root = tempProject({ 'docs.json': '{}', 'index.mdx': page });
    fifo(join(root, '.markdownlint.json'));
    const result = await runMain(root, ['lint', 'index.mdx']);
    expect(result.stderr).toContain('Unexpected `.markdownlint.json`, expected a docwright configuration');
  });

  test('a skill.md that is a named pipe is a finding at it, not waited on', async () => {
    if (!onPosix) return;
    const root = tempProject({});
    fifo(join(root, 'skill.md'));
    const skill = await projectSkill(root);
    expect(skill?.findings.map((f) => [f.file, f.ruleId])).toEqual([[join(root, 'skill.md'), 'skill-frontmatter']]);
  });

  test('a rules file that is a named pipe: `rules --check` exits 2 naming it', async () => {
    if (!onPosix) return;
    const root = tempProject({ 'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D6E4F' }, navigation: { pages: ['index'] } }), 'index.mdx': page });
    fifo(join(root, '.cursor/rules.md'));
    const result = await runMain(root, ['rules', root, '--check']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('.cursor/rules.md');
  });
});
