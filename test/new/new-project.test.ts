import { describe, expect, jest, test } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newProject, NEW_PROJECT_THEMES, NewProjectError } from '../../src/new/new-project.js';
import { runCli } from '../cli/lint-helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

/** A path for a project that does not exist yet. */
function freshDir(): string {
  return join(mkdtempSync(join(tmpdir(), 'dw-new-')), 'site');
}

describe('docwright new', () => {
  test('makes a project that lint, check and build report no finding on', async () => {
    const dir = freshDir();
    const made = await runCli(['new', dir, '--theme', 'palm', '--name', 'Acme [Docs]'], { cwd: tmpdir() });
    expect(made.code).toBe(0);
    expect(made.stdout.split('\n').filter((line) => line.startsWith('created '))).toHaveLength(4);
    expect(made.stdout).toMatch(/\n\nNext steps:\n {2}cd \S+site\n {2}npx docwright dev\n$/);
    const config = JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8')) as { theme: string; name: string };
    expect(config).toMatchObject({ theme: 'palm', name: 'Acme [Docs]' });
    for (const file of ['index.mdx', 'quickstart.mdx', 'snippets/next-steps.mdx']) expect(existsSync(join(dir, file))).toBe(true);

    expect(await runCli(['lint', '--format', 'json'], { cwd: dir })).toMatchObject({ code: 0 });
    const lint = JSON.parse((await runCli(['lint', '--format', 'json'], { cwd: dir })).stdout) as { errorCount: number; warningCount: number };
    expect([lint.errorCount, lint.warningCount]).toEqual([0, 0]);
    expect(await runCli(['check', dir], { cwd: dir })).toEqual({ code: 0, stdout: '', stderr: '' });
    // Written in the style `docwright format` writes.
    expect(await runCli(['format', '--check'], { cwd: dir })).toMatchObject({ code: 0, stdout: '' });
    const out = join(dir, '..', 'out');
    const build = await runCli(['build', dir, '--offline', '--out', out, '--no-cache', '--workers', '0'], { cwd: dir, env: { CI: '1' } });
    expect(build.code).toBe(0);
    expect(build.stdout).toMatch(/: 2 pages, 0 errors, 0 warnings \(no sitemap\.xml: no `--base-url` or `seo\.metatags\.canonical` names the site's URL\)\n$/);
    expect(build.stderr).toBe('');
    // The site's description is the summary of llms.txt; every page listed there has its own.
    const llms = readFileSync(join(out, 'llms.txt'), 'utf8');
    expect(llms).toContain('\n> The documentation of Acme [Docs]: ');
    expect(llms.split('\n').filter((line) => line.startsWith('- ['))).toEqual([expect.stringMatching(/\]\(\/index\.md\): \S/), expect.stringMatching(/\]\(\/quickstart\.md\): \S/)]);
    // The snippet is on the quickstart page.
    expect(readFileSync(join(out, 'quickstart.html'), 'utf8')).toContain('Next steps');
  });

  test('refuses a folder that is not empty, unless --force, which still overwrites nothing', async () => {
    const dir = freshDir();
    await newProject(dir);
    writeFileSync(join(dir, 'index.mdx'), 'mine\n');
    const refused = await runCli(['new', dir], { cwd: tmpdir() });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('that is not empty');
    const forced = await runCli(['new', dir, '--force'], { cwd: tmpdir() });
    expect(forced.code).toBe(0);
    expect(forced.stderr).toContain('skipped');
    expect(readFileSync(join(dir, 'index.mdx'), 'utf8')).toBe('mine\n');
    const result = await newProject(dir, { force: true });
    expect(result.written).toEqual([]);
    expect(result.skipped).toEqual(['docs.json', 'index.mdx', 'quickstart.mdx', 'snippets/next-steps.mdx']);
  });

  test('with --force, writes the files that are missing beside the ones that exist', async () => {
    const dir = freshDir();
    await newProject(dir);
    writeFileSync(join(dir, 'docs.json'), '{"mine": true}\n');
    const quickstart = join(dir, 'quickstart.mdx');
    const { rmSync } = await import('node:fs');
    rmSync(quickstart);
    const result = await newProject(dir, { force: true });
    expect(result.written).toEqual(['quickstart.mdx']);
    expect(readFileSync(join(dir, 'docs.json'), 'utf8')).toBe('{"mine": true}\n');
  });

  test('checks the theme against the docs.json enum', async () => {
    await expect(newProject(freshDir(), { theme: 'plam' })).rejects.toThrow(NewProjectError);
    const result = await runCli(['new', freshDir(), '--theme', 'plam'], { cwd: tmpdir() });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unexpected theme `plam`, expected one of `mint`');
    expect(result.stderr).toContain('(did you mean `palm`?)');
    expect(NEW_PROJECT_THEMES).toContain('mint');
  });

  test('names the site after its folder by default', async () => {
    const dir = freshDir();
    await newProject(dir);
    expect(JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8'))).toMatchObject({ name: 'site', theme: 'mint' });
  });
});
