// Commands write only inside the project: a symbolic link that leads out of it (named on the
// command line, as pre-commit hooks pass files, or standing where a command writes) is not
// written through, and what it points at is left byte for byte.
import { describe, expect, jest, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFileInside, WriteFailedError } from '../../src/fs/write.js';
import { page, runCli } from './lint-helpers.js';
import { writeFiles } from '../support/project.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const IMAGE = '![The lint report in a terminal](/images/report.png)';

/** `<base>/proj` (a docs project) beside `<base>/outside` (someone else's files). */
function scratch(files: Record<string, string>, outside: Record<string, string>): { base: string; root: string } {
  const base = mkdtempSync(join(tmpdir(), 'dw-write-inside-'));
  const root = join(base, 'proj');
  writeFiles(root, files);
  writeFiles(join(base, 'outside'), outside);
  return { base, root };
}

describe('lint --fix', () => {
  test('a symlink named on the command line that leads outside the project is not written through', async () => {
    const text = page(`Intro.\n\n${IMAGE}\n`);
    const { base, root } = scratch({ 'docs.json': '{}', 'inside.mdx': text }, { 'elsewhere.mdx': text });
    symlinkSync(join(base, 'outside', 'elsewhere.mdx'), join(root, 'linked.mdx'));
    const result = await runCli(['lint', '--fix', 'linked.mdx', 'inside.mdx'], { cwd: root });
    expect(readFileSync(join(base, 'outside', 'elsewhere.mdx'), 'utf8')).toBe(text);
    expect(readlinkSync(join(root, 'linked.mdx'))).toBe(join(base, 'outside', 'elsewhere.mdx'));
    expect(readFileSync(join(root, 'inside.mdx'), 'utf8')).toContain('<Frame>');
    expect(result.stderr).toContain('docwright lint: fixed 1 file\n');
    // Named on the command line, it is not read either: `path-outside` at the link, as `lint .` says it.
    expect(result.stdout).toContain(`Unexpected page \`linked.mdx\` that links outside the project (to \`${realpathSync(join(base, 'outside', 'elsewhere.mdx'))}\`), expected a file inside it: it is not read`);
    expect(result.code).toBe(1);
  });

  test('a symlink to a file inside the project is fixed in that file, the link kept', async () => {
    const text = page(`Intro.\n\n${IMAGE}\n`);
    const { root } = scratch({ 'docs.json': '{}', 'shared/real.mdx': text }, {});
    symlinkSync(join(root, 'shared', 'real.mdx'), join(root, 'linked.mdx'));
    await runCli(['lint', '--fix', 'linked.mdx'], { cwd: root });
    expect(readFileSync(join(root, 'shared', 'real.mdx'), 'utf8')).toContain('<Frame>');
    expect(readlinkSync(join(root, 'linked.mdx'))).toBe(join(root, 'shared', 'real.mdx'));
  });
});

describe('writeFileInside', () => {
  test('writes a new or existing file inside the root', async () => {
    const { root } = scratch({ 'a.txt': 'old' }, {});
    await writeFileInside(root, join(root, 'a.txt'), 'new');
    await writeFileInside(root, join(root, 'sub', 'b.txt'), 'b', { mkdir: true });
    expect(readFileSync(join(root, 'a.txt'), 'utf8')).toBe('new');
    expect(readFileSync(join(root, 'sub', 'b.txt'), 'utf8')).toBe('b');
  });

  test.each([
    ['a path outside the root', (_base: string, root: string) => join(root, '..', 'outside', 'notes.txt')],
    ['a file symlink out of the root', (base: string, root: string) => (symlinkSync(join(base, 'outside', 'notes.txt'), join(root, 'docs.json')), join(root, 'docs.json'))],
    ['a folder symlink out of the root', (base: string, root: string) => (symlinkSync(join(base, 'outside'), join(root, '.cursor')), join(root, '.cursor', 'rules.md'))],
    ['a symlink to a missing file', (base: string, root: string) => (symlinkSync(join(base, 'outside', 'missing.txt'), join(root, 'docs.json')), join(root, 'docs.json'))],
  ])('refuses %s; nothing outside changes', async (_, make) => {
    const { base, root } = scratch({ 'index.mdx': '# Hi\n' }, { 'notes.txt': 'mine\n' });
    mkdirSync(root, { recursive: true });
    const target = make(base, root);
    await expect(writeFileInside(root, target, 'x', { mkdir: true })).rejects.toBeInstanceOf(WriteFailedError);
    expect(readFileSync(join(base, 'outside', 'notes.txt'), 'utf8')).toBe('mine\n');
    expect(() => readFileSync(join(base, 'outside', 'missing.txt'))).toThrow();
    expect(() => readFileSync(join(base, 'outside', 'rules.md'))).toThrow();
    writeFileSync(join(root, 'index.mdx'), '# Hi\n');
  });
});

describe('lint cache', () => {
  test('a `.docwright-cache` that links out of the folder is not written through', async () => {
    const { base, root } = scratch({ 'docs.json': '{}', 'a.mdx': page('Text.\n') }, { 'keep.txt': 'mine\n' });
    symlinkSync(join(base, 'outside'), join(root, '.docwright-cache'));
    const result = await runCli(['lint', '--cache'], { cwd: root });
    expect(result.code).toBe(0);
    expect(readdirSync(join(base, 'outside'))).toEqual(['keep.txt']);
  });
});
