import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { projectWithOutsideLinks, tempProject } from '../support/project.js';
import { indexProject, isPageFile, noPagesReason, withListedPages } from '../../src/project/pages.js';
import { ignorePolicy } from '../../src/project/ignore.js';
import { loadProject } from '../../src/project/load.js';

const project = (files: Record<string, string>): string => tempProject(files, 'docwright-pages-');

describe('page extensions', () => {
  test('a page is `.mdx` or `.md` in lower case, as Mintlify reads them; `.MDX` is no page', async () => {
    expect(['a.mdx', 'a.md', 'a.MDX', 'a.Md', 'a.markdown'].map(isPageFile)).toEqual([true, true, false, false, false]);
    const index = await indexProject(project({ 'index.mdx': '', 'guide/Setup.MDX': '', 'notes.MD': '' }));
    expect(index.files.map((file) => file.path)).toEqual(['index.mdx']);
    // Still a file of the project (check names it), but neither a page nor an asset.
    expect([...index.all].sort()).toEqual(['guide/Setup.MDX', 'index.mdx', 'notes.MD']);
  });
});

describe('symlinks inside the project are not followed', () => {
  test('a symlinked file or folder pointing outside the root is not listed', async () => {
    const { root } = projectWithOutsideLinks({
      outside: { 'secret.mdx': '---\ntitle: Secret\n---\n', 'folder/page.mdx': '' },
      links: { 'leak.mdx': 'secret.mdx', 'guide/linked': 'folder' },
      files: { 'index.mdx': '' },
    });
    const index = await indexProject(root);
    expect([...index.all]).toEqual(['index.mdx']);
    expect(index.files.map((file) => file.path)).toEqual(['index.mdx']);
  });
});

describe('ignored files and pages the navigation lists', () => {
  const files = {
    'docs.json': JSON.stringify({ name: 'Placement', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages: ['index', 'drafts/listed'] } }),
    '.gitignore': 'drafts/\n',
    'index.mdx': '',
    'drafts/listed.mdx': '',
    'drafts/unlisted.mdx': '',
  };

  test('the index records what an ignore file leaves out, and why', async () => {
    const root = project(files);
    const index = await indexProject(root);
    expect(index.files.map((file) => file.path)).toEqual(['index.mdx']);
    expect([...index.ignored.keys()]).toEqual(['drafts/listed.mdx', 'drafts/unlisted.mdx']);
    expect(index.ignored.get('drafts/listed.mdx')).toEqual({ kind: 'pattern', pattern: 'drafts/', file: join(root, '.gitignore'), line: 1 });
  });

  test('a page the navigation lists is read even when ignored, and remembered as such', async () => {
    const root = project(files);
    const index = withListedPages(await indexProject(root), ['/index', 'drafts/listed', 'drafts/absent']);
    expect(index.pages.map((file) => file.path)).toEqual(['drafts/listed.mdx', 'index.mdx']);
    expect(index.all.has('drafts/listed.mdx')).toBe(true);
    expect([...index.listedIgnored.keys()]).toEqual(['drafts/listed.mdx']);
    // The project model does the same from docs.json.
    expect((await loadProject(root)).pages.map((file) => file.path)).toEqual(['drafts/listed.mdx', 'index.mdx']);
  });
});

describe('why a project has no pages', () => {
  test('names the ignore file and pattern that left the pages out', async () => {
    const root = project({ 'docs.json': '{}', '.docwrightignore': '# everything\n*.mdx\n', 'index.mdx': '', 'guide/a.mdx': '' });
    expect(noPagesReason(await indexProject(root))).toBe(
      'Missing pages to build: 2 page files are left out (2 by `*.mdx` in `.docwrightignore:2`), expected at least one page the ignore files keep',
    );
  });

  test('names a file whose extension is in another case', async () => {
    const root = project({ 'docs.json': '{}', 'Index.MDX': '' });
    expect(noPagesReason(await indexProject(root))).toBe('Missing pages to build: 1 file has an extension in another case (`Index.MDX`), expected `.mdx` or `.md` in lower case');
  });

  test('names the repository documents, or an empty folder', async () => {
    expect(noPagesReason(await indexProject(project({ 'docs.json': '{}', 'README.md': '' })))).toBe(
      "Missing pages to build: only the repository's own documents (`README.md`), expected `.mdx` or `.md` pages",
    );
    const empty = project({ 'docs.json': '{}' });
    expect(noPagesReason(await indexProject(empty))).toBe(`Missing pages to build, expected \`.mdx\` or \`.md\` files in \`${empty}\``);
  });

  test('an enclosing repository that ignores everything leaves the pages in', async () => {
    const repo = project({ '.gitignore': '*\n', 'docs/docs.json': '{}', 'docs/index.mdx': '' });
    execFileSync('git', ['init', '-q'], { cwd: repo });
    expect((await indexProject(join(repo, 'docs'))).pages.map((file) => file.path)).toEqual(['index.mdx']);
  });
});

// The walk tells the ignore policy which folders hold an ignore file, so it looks for no other (issue 51): what it
// leaves out must be what the policy alone leaves out, file by file.
describe('the ignore files the walk saw', () => {
  const files = {
    'docs.json': '{}',
    '.gitignore': 'drafts/\n',
    '.mintignore': '*.draft.mdx\n',
    'index.mdx': '',
    'drafts/wip.mdx': '',
    'guide/.docwrightignore': 'private.mdx\n',
    'guide/private.mdx': '',
    'guide/setup.mdx': '',
    'guide/plan.draft.mdx': '',
    'guide/deep/.gitignore': '*.md\n',
    'guide/deep/notes.md': '',
    'guide/deep/page.mdx': '',
    // Another case: read where the file system folds case, as the policy alone reads it.
    'cased/.GitIgnore': 'hidden.mdx\n',
    'cased/hidden.mdx': '',
    'plain/a/b/page.mdx': '',
  };

  test('leave out what the policy alone leaves out, and why', async () => {
    const root = project(files);
    // A folder named as an ignore file: not read, and said.
    mkdirSync(join(root, 'plain/a/.gitignore'), { recursive: true });
    const index = await indexProject(root);
    const alone = ignorePolicy(root);
    const every = [...index.all, ...index.ignored.keys()].sort();
    expect(every).toHaveLength(Object.keys(files).filter((path) => !path.split('/').some((part) => part.startsWith('.'))).length);
    for (const rel of every) expect([rel, index.ignored.get(rel)]).toEqual([rel, alone.reason(join(root, rel))]);
    expect([...index.ignored.keys()].sort()).toEqual(expect.arrayContaining(['drafts/wip.mdx', 'guide/deep/notes.md', 'guide/plan.draft.mdx', 'guide/private.mdx']));
    expect(index.policy.unread.get(join(root, 'plain/a/.gitignore'))).toBe('folder');
  });

  test('an ignore file made after the walk, in a folder it listed, is read when a file there is asked about', async () => {
    const root = project({ 'docs.json': '{}', 'index.mdx': '' });
    mkdirSync(join(root, 'later'));
    const index = await indexProject(root);
    writeFileSync(join(root, 'later/.gitignore'), 'draft.mdx\n');
    expect(index.policy.ignores(join(root, 'later/draft.mdx'))).toBe(true);
  });
});
