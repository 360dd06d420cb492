import { join, relative } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { tempProject } from '../support/project.js';
import { findDocsRoot, findFiles } from '../../src/lint/files.js';

const project = (files: Record<string, string>): string => tempProject(files, 'docwright-files-');

const tree = {
  'docs/docs.json': '{}',
  'docs/index.mdx': '',
  'docs/guide/setup.md': '',
  'docs/guide/notes.txt': '',
  'docs/drafts/wip.mdx': '',
  'docs/legacy/old.mdx': '',
  'docs/node_modules/pkg/readme.md': '',
  'docs/.git/info.md': '',
  'docs/.docwrightignore': '# old pages\nlegacy/\n',
  'docs/empty/.keep': '',
  'README.md': '',
};

describe('findFiles', () => {
  test('no arguments: the docs root found from a subfolder, without ignored files', async () => {
    const dir = project(tree);
    expect(findDocsRoot(join(dir, 'docs', 'guide'))).toBe(join(dir, 'docs'));
    expect(findDocsRoot(dir)).toBe(dir);
    const { files, problems } = await findFiles([], { cwd: join(dir, 'docs', 'guide') });
    expect(files.map((f) => relative(dir, f))).toEqual(['docs/drafts/wip.mdx', 'docs/guide/setup.md', 'docs/index.mdx']);
    expect(problems).toEqual([]);
  });

  test('folders, globs and files; config ignores apply to all, even files named on the command line (which are reported)', async () => {
    const dir = project(tree);
    const { files, problems } = await findFiles(['docs/guide', 'docs/*.mdx', 'docs/guide/notes.txt', 'docs/drafts/wip.mdx', 'docs/legacy/old.mdx', 'docs/index.mdx'], {
      cwd: dir,
      isIgnored: (file) => file.includes('/drafts/'),
    });
    expect(files.map((f) => relative(dir, f))).toEqual(['docs/guide/notes.txt', 'docs/guide/setup.md', 'docs/index.mdx']);
    // A file named on the command line and left out says so, with what left it out: a note, never a failure.
    expect(problems).toEqual([
      {
        pattern: 'docs/drafts/wip.mdx',
        message: 'Unexpected ignored file `docs/drafts/wip.mdx`: the `ignores` setting of the lint configuration leaves it out, so it is not linted',
        severity: 'warn',
        ignored: true,
      },
      {
        pattern: 'docs/legacy/old.mdx',
        message: 'Unexpected ignored file `docs/legacy/old.mdx`: `legacy/` in `.docwrightignore:2` leaves it out, so it is not linted',
        severity: 'warn',
        ignored: true,
      },
    ]);
  });

  test('a folder named on the command line that an ignore file leaves out is reported, not called empty', async () => {
    const dir = project(tree);
    const { files, problems } = await findFiles(['docs/legacy', 'docs/guide'], { cwd: dir });
    expect(files.map((f) => relative(dir, f))).toEqual(['docs/guide/setup.md']);
    expect(problems).toEqual([{ pattern: 'docs/legacy', message: 'Unexpected ignored folder `docs/legacy`: `legacy/` in `.docwrightignore:2` leaves it out, so it is not linted', severity: 'warn', ignored: true }]);
    // A project root is never left out: `docs` holds a docs.json, so its own rules apply below it.
    expect((await findFiles(['docs'], { cwd: dir })).problems).toEqual([]);
  });

  test('a missing path is an error, an empty folder or glob a note; the rest is still found', async () => {
    const dir = project(tree);
    const { files, problems } = await findFiles(['nope.mdx', 'docs/empty', 'docs/**/*.markdown', 'docs/index.mdx'], { cwd: dir });
    expect(files.map((f) => relative(dir, f))).toEqual(['docs/index.mdx']);
    expect(problems).toEqual([
      { pattern: 'nope.mdx', message: 'Missing file or folder `nope.mdx`', severity: 'error' },
      { pattern: 'docs/empty', message: 'Missing pages in `docs/empty`, expected `.md` or `.mdx` files', severity: 'warn' },
      { pattern: 'docs/**/*.markdown', message: 'Missing files matching `docs/**/*.markdown`', severity: 'warn' },
    ]);
  });

  test('a folder named like a page (`dir.mdx`): its pages are linted as a folder\'s; with none, it is said to be a folder', async () => {
    const dir = tempProject({ 'docs.json': '{}', 'full.mdx/a.mdx': '# A\n', 'empty.mdx/notes.txt': 'x\n' });
    const full = await findFiles(['full.mdx'], { cwd: dir });
    expect(full.files.map((f) => relative(dir, f))).toEqual([join('full.mdx', 'a.mdx')]);
    expect(full.problems).toEqual([]);
    expect((await findFiles(['empty.mdx'], { cwd: dir })).problems).toEqual([
      { pattern: 'empty.mdx', message: 'Unexpected folder `empty.mdx` with no pages in it, expected a page file (its name ends in a page extension) or `.md` or `.mdx` files in it', severity: 'warn' },
    ]);
  });

  test('a docs folder named from the repository root leaves out its own build output', async () => {
    const dir = project({ ...tree, 'docs/dist/index.md': '', 'docs/dist/guide/setup.md': '' });
    const fromRepo = await findFiles(['docs'], { cwd: dir });
    expect(fromRepo.files.map((f) => relative(dir, f))).toEqual(['docs/drafts/wip.mdx', 'docs/guide/setup.md', 'docs/index.mdx']);
    const globbed = await findFiles(['docs/**/*.md'], { cwd: dir });
    expect(globbed.files.map((f) => relative(dir, f))).toEqual(['docs/guide/setup.md']);
    const named = await findFiles(['docs/dist/index.md'], { cwd: dir });
    expect(named.files).toEqual([]);
  });
});
