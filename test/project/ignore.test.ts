import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { tempProject } from '../support/project.js';
import { ignorePolicy, isRepositoryDocument, isSnippet } from '../../src/project/ignore.js';

const project = (files: Record<string, string>): string => tempProject(files, 'docwright-ignore-');

describe('ignorePolicy', () => {
  const root = project({
    'docs.json': '{}',
    'index.mdx': '',
    'dist/index.md': '',
    'site-out/_docwright/site.css': '',
    'site-out/guide.md': '',
    'custom/page.md': '',
    'node_modules/pkg/readme.md': '',
    'guide/.git/info.md': '',
    '.gitignore': 'drafts/\n',
    '.docwrightignore': 'legacy/\n',
    'drafts/wip.mdx': '',
    'legacy/old.mdx': '',
    'guide/setup.mdx': '',
    'guide/.docwrightignore': 'private.mdx\n',
    'guide/private.mdx': '',
  });

  test('keeps pages and leaves out node_modules and .git at any depth', () => {
    const policy = ignorePolicy(root);
    expect(policy.ignores(join(root, 'index.mdx'))).toBe(false);
    expect(policy.ignores(join(root, 'guide/setup.mdx'))).toBe(false);
    expect(policy.ignores(join(root, 'node_modules/pkg/readme.md'))).toBe(true);
    expect(policy.ignores(join(root, 'guide/.git/info.md'))).toBe(true);
  });

  test('leaves out the default build output and any top folder holding a docwright build', () => {
    const policy = ignorePolicy(root);
    expect(policy.ignores(join(root, 'dist/index.md'))).toBe(true);
    expect(policy.ignores(join(root, 'site-out/guide.md'))).toBe(true);
    expect(policy.globIgnore).toEqual(expect.arrayContaining(['dist/**', 'site-out/**']));
  });

  test('leaves out an output folder given as `--out`', () => {
    expect(ignorePolicy(root).ignores(join(root, 'custom/page.md'))).toBe(false);
    expect(ignorePolicy(root, { outDirs: [join(root, 'custom')] }).ignores(join(root, 'custom/page.md'))).toBe(true);
  });

  test('honours .gitignore and .docwrightignore, nested ones for their own folder', () => {
    const policy = ignorePolicy(root);
    expect(policy.ignores(join(root, 'drafts/wip.mdx'))).toBe(true);
    expect(policy.ignores(join(root, 'legacy/old.mdx'))).toBe(true);
    expect(policy.ignores(join(root, 'guide/private.mdx'))).toBe(true);
  });
});

describe('snippets and repository documents', () => {
  test('snippet folders are `snippets/`, `_snippets/` and any folder starting with `_`', () => {
    expect(isSnippet('snippets/note.mdx')).toBe(true);
    expect(isSnippet('_snippets/note.mdx')).toBe(true);
    expect(isSnippet('guide/_parts/step.mdx')).toBe(true);
    expect(isSnippet('guide/snippets-intro.mdx')).toBe(false);
  });

  test('repository documents are named READMEs, licences and the like, in any folder', () => {
    expect(isRepositoryDocument('README.md')).toBe(true);
    expect(isRepositoryDocument('api/CHANGELOG.md')).toBe(true);
    // Any case, `.md` or `.mdx` (an `agents.mdx` is as much a repository file as `AGENTS.md`).
    expect(isRepositoryDocument('readme.mdx')).toBe(true);
    expect(isRepositoryDocument('tools/Agents.MDX')).toBe(true);
    expect(isRepositoryDocument('readme.txt')).toBe(false);
    expect(isRepositoryDocument('guide/readme-tips.md')).toBe(false);
  });
});
